/**
 * A ruling's own file, highlighted (src/lib/highlight.ts: classes only, for the CSP), for its page's
 * 「裁定檔案」 block, which loads it when opened (src/scripts/ruling-file.ts): the file is the same in
 * both languages, and most readers never open it, so no ruling page carries it.
 */
import type { APIRoute } from 'astro';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { getRulings } from '../../../../engine/rulings';
import { highlight } from '../../../../lib/highlight';

export function getStaticPaths() {
  return getRulings().map((r) => ({ params: { game: r.ruling.game, id: r.ruling.id } }));
}

export const GET: APIRoute = ({ params }) => {
  const loaded = getRulings().find((r) => r.ruling.game === params.game && r.ruling.id === params.id)!;
  return Response.json({ file: basename(loaded.file), html: highlight(readFileSync(join(process.cwd(), loaded.file), 'utf8')) });
};
