/** Each ruling page shows its own file, word for word, highlighted with classes only (no inline style: the CSP), folded by default. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileFor, read } from './dist';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? `&${e};`)));

const root = join(process.cwd(), 'content/rulings');
const rulings = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(root, d.name)).filter((f) => f.endsWith('.yaml')).map((f) => ({ game: d.name, id: f.replace(/\.yaml$/, ''), text: readFileSync(join(root, d.name, f), 'utf8') })));

describe('a ruling page shows its file', () => {
  it('every ruling, in both languages: the same text as the file, in a folded block, highlighted by classes', () => {
    expect(rulings.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const r of rulings) {
      for (const locale of ['zh-hant', 'ja']) {
        const html = read(fileFor(`/${locale}/rulings/${r.game}/${r.id}/`)!);
        const block = /<details class="ruling-file"[^>]*>([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
        const code = /<div id="ruling-file-text"[^>]*>([\s\S]*?)<\/div>/.exec(block)?.[1] ?? '';
        if (decode(code).trimEnd() !== r.text.trimEnd()) wrong.push(`${locale} ${r.game}/${r.id}: text differs`);
        if (/style=/.test(code)) wrong.push(`${locale} ${r.game}/${r.id}: inline style`);
        if (!/class="hl-(key|string)"/.test(code)) wrong.push(`${locale} ${r.game}/${r.id}: not highlighted`);
        // A span only where the colour changes (issue 30): none without a colour, none beside one of its own colour.
        if (/<span(?! class="hl-[a-z]+">)/.test(code)) wrong.push(`${locale} ${r.game}/${r.id}: a span with no colour of its own`);
        if (/<span class="(hl-[a-z]+)">[^<]*<\/span><span class="\1">/.test(code)) wrong.push(`${locale} ${r.game}/${r.id}: two spans of one colour side by side`);
        if (/<details class="ruling-file"[^>]*\sopen/.test(html)) wrong.push(`${locale} ${r.game}/${r.id}: open by default`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
