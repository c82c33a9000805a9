/**
 * No reader page shows an internal id: a ruling's units and cards appear by name, in the page's
 * language. Checked on the text of every built ruling page (markup, attributes and scripts aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fileFor, read } from './dist';

const RULINGS = join(process.cwd(), 'content/rulings');

/** The ids a ruling's setup gives its units and cards. */
function idsOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => idsOf(v, into));
  else if (value && typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'string') into.push(id);
    Object.values(value).forEach((v) => idsOf(v, into));
  }
  return into;
}

/** What a reader sees of a page: its text, without tags, attributes, scripts or styles, and without
 * the ruling's own file, which the page shows folded, as written, for judges writing rulings (issue 14;
 * ruling-file.test.ts checks it is there and folded). */
const visibleText = (html: string) =>
  html.replace(/<details class="ruling-file"[\s\S]*?<\/details>/g, ' ').replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');

describe('ruling pages name units and cards, never by id', () => {
  for (const game of readdirSync(RULINGS).filter((g) => !g.includes('.'))) {
    for (const file of readdirSync(join(RULINGS, game)).filter((f) => f.endsWith('.yaml'))) {
      const ruling = parse(readFileSync(join(RULINGS, game, file), 'utf8'));
      const ids = idsOf(ruling.setup);
      if (!ids.length) continue;
      it(`${game}/${ruling.id}`, () => {
        for (const locale of ['zh-hant', 'ja']) {
          const page = fileFor(`/${locale}/rulings/${game}/${ruling.id}/`)!;
          const text = visibleText(read(page));
          for (const id of ids) expect(text, `${locale}: ${id}`).not.toMatch(new RegExp(`(^|[^A-Za-z0-9-])${id}([^A-Za-z0-9-]|$)`));
        }
      });
    }
  }
});
