/**
 * A ruling's own file, for both languages' pages:
 * - highlighted (src/lib/highlight.ts: classes only, for the CSP), for the page's 「裁定檔案」 block,
 *   which loads it when opened (src/scripts/ruling-file.ts): most readers never open it, so no
 *   ruling page carries it;
 * - and what its sandbox plays (`setup`, `setupInput`, `events`: rulingPlay), which the island
 *   fetches as it starts (island-data.ts): a page's props would carry it in each language, escaped
 *   (a whole deck was 33 KB of a page, issue 30). The block then finds the file in the cache.
 */
import type { APIRoute } from 'astro';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { getRulings, rulingOf, rulingPlay } from '../../../../engine/rulings';
import { highlight } from '../../../../lib/highlight';

export function getStaticPaths() {
  return getRulings().map((r) => ({ params: { game: r.ruling.game, id: r.ruling.id } }));
}

export const GET: APIRoute = ({ params }) => {
  const loaded = rulingOf(params.game!, params.id!)!;
  return Response.json({ file: basename(loaded.file), html: highlight(readFileSync(join(process.cwd(), loaded.file), 'utf8')), ...rulingPlay(loaded) });
};
