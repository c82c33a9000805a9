/**
 * Each ruling page shows its own file, word for word, highlighted by Shiki with classes only (no inline style:
 * the CSP), folded by default, and loaded when opened: the highlighted file is a file of its own for
 * both languages (/rulings/<game>/<id>/file.json), not in the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileFor, read } from './dist';
import { siteAndBase } from '../../src/lib/site-url.mjs';

const BASE = siteAndBase(process.env.SITE_URL || undefined).base;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? `&${e};`)));

const root = join(process.cwd(), 'content/rulings');
const rulings = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(root, d.name)).filter((f) => f.endsWith('.yaml')).map((f) => ({ game: d.name, id: f.replace(/\.yaml$/, ''), text: readFileSync(join(root, d.name, f), 'utf8') })));

describe('a ruling page shows its file', () => {
  it('every ruling, in both languages: a folded block naming its file, the same text as the file, highlighted by classes', () => {
    expect(rulings.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const r of rulings) {
      const file = fileFor(`/rulings/${r.game}/${r.id}/file.json`);
      if (!file) {
        wrong.push(`${r.game}/${r.id}: no file.json`);
        continue;
      }
      const code = (JSON.parse(read(file)) as { html: string }).html;
      if (decode(code).trimEnd() !== r.text.trimEnd()) wrong.push(`${r.game}/${r.id}: text differs`);
      if (/style=/.test(code)) wrong.push(`${r.game}/${r.id}: inline style`);
      if (!/class="hl-(key|string)"/.test(code)) wrong.push(`${r.game}/${r.id}: not highlighted`);
      // Shiki's markup (the design card's highlighter), with the site's colour classes.
      if (!/^<pre class="shiki [^"]*\bhl\b[^"]*"/.test(code)) wrong.push(`${r.game}/${r.id}: not Shiki's markup`);
      // A span only where the colour changes (issue 30): none without a colour, none beside one of its own colour.
      if (/<span(?! class="hl-[a-z]+">)/.test(code)) wrong.push(`${r.game}/${r.id}: a span with no colour of its own`);
      if (/<span class="(hl-[a-z]+)">[^<]*<\/span><span class="\1">/.test(code)) wrong.push(`${r.game}/${r.id}: two spans of one colour side by side`);
      for (const locale of ['zh-hant', 'ja']) {
        const html = read(fileFor(`/${locale}/rulings/${r.game}/${r.id}/`)!);
        const block = /<details class="ruling-file"([^>]*)>([\s\S]*?)<\/details>/.exec(html);
        if (!block) wrong.push(`${locale} ${r.game}/${r.id}: no file block`);
        else {
          if (!block[1].includes(`data-file="${BASE}rulings/${r.game}/${r.id}/file.json"`)) wrong.push(`${locale} ${r.game}/${r.id}: the block does not name its file`);
          if (/\sopen/.test(block[1])) wrong.push(`${locale} ${r.game}/${r.id}: open by default`);
          if (/class="hl/.test(block[2])) wrong.push(`${locale} ${r.game}/${r.id}: the file is in the page`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
