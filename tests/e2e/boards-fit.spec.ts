/**
 * Every sandbox's board fits a phone (issue 26): on each flow's page, in both languages, at 390 × 844
 * with touch, every part of what the sandbox shows (battle lines, units, pieces, table rows and cells,
 * cards) lies within the screen's width, with nothing hidden in a sideways scroller; its text is 12 px
 * or more (SVG text as drawn, its font size times the picture's scale); and no table cell or 星靈王
 * unit breaks a word so that a character stands alone on a line.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './test';

const WIDTH = 390;
const GAMES = join(process.cwd(), 'src/games');
/** Every flow, found as the registry finds them: src/games/<game>/<flow>/flow.ts. */
const FLOWS = readdirSync(GAMES).flatMap((game) =>
  existsSync(join(GAMES, game)) && !game.includes('.')
    ? readdirSync(join(GAMES, game))
        .filter((flow) => existsSync(join(GAMES, game, flow, 'flow.ts')))
        .map((flow) => ({ game, flow }))
    : [],
);

test('the flows are found (the check below runs on each)', () => {
  expect(FLOWS.length).toBeGreaterThanOrEqual(14);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

  for (const { game, flow } of FLOWS) {
    for (const locale of ['zh-hant', 'ja']) {
      test(`${game}.${flow} (${locale}): the board fits the width, its text is 12 px or more, no word broken to a character a line`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(`/${locale}/${game}/flows/${game}.${flow}/`);
        await page.locator('.sandbox[data-live]').first().waitFor({ timeout: 45_000 });
        const state = page.locator('.sandbox .sandbox-state').first();
        await expect(state).toBeVisible();
        const problems = await state.evaluate((root, width) => {
          const out: string[] = [];
          const hidden = (e: Element) => e.closest('.sr-only') !== null || getComputedStyle(e).visibility === 'hidden';
          const name = (e: Element) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''} «${(e.textContent ?? '').trim().slice(0, 24)}»`;
          const elements = [root, ...root.querySelectorAll('*')].filter((e) => !hidden(e));
          for (const e of elements) {
            const r = e.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            // Within the screen's width.
            if (r.left < -0.5 || r.right > width + 0.5) out.push(`${name(e)} spans ${r.left.toFixed(0)}–${r.right.toFixed(0)} px`);
            // Nothing waits in a sideways scroller.
            if (e instanceof HTMLElement && e.scrollWidth > e.clientWidth + 1 && /auto|scroll|hidden/.test(getComputedStyle(e).overflowX)) out.push(`${name(e)} scrolls sideways (${e.scrollWidth} in ${e.clientWidth} px)`);
          }
          // Text at 12 px or more, as drawn.
          for (const e of elements) {
            const own = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
            if (!own) continue;
            let px = parseFloat(getComputedStyle(e).fontSize);
            if (e instanceof SVGElement) {
              const svg = e.ownerSVGElement!;
              const box = svg.viewBox.baseVal;
              if (box && box.width > 0) px *= svg.getBoundingClientRect().width / box.width;
            }
            if (px < 11.95) out.push(`${name(e)} at ${px.toFixed(1)} px`);
          }
          // Table cells at least two characters wide, and no word broken so that one character stands alone on a line
          // (in a table cell or a 星靈王 card); a break at a space or beside punctuation is a line break, not a broken word.
          const letter = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
          for (const cell of root.querySelectorAll<HTMLElement>('td, th, .xlw-grid .unit, .xlw-grid .star-line-card')) {
            if (hidden(cell) || cell.getClientRects().length === 0 || (cell.textContent ?? '').trim() === '') continue;
            const style = getComputedStyle(cell);
            const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            if ([...(cell.textContent ?? '')].filter(letter).length >= 2 && inner < 2 * parseFloat(style.fontSize) - 0.5) out.push(`${name(cell)} is ${inner.toFixed(0)} px wide`);
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
              if (hidden(node.parentElement!)) continue;
              const text = node.data;
              const lines = new Map<number, number[]>();
              for (let i = 0; i < text.length; i++) {
                if (!letter(text[i])) continue;
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const rect = range.getBoundingClientRect();
                if (rect.height === 0) continue;
                const top = Math.round(rect.top);
                const key = [...lines.keys()].find((t) => Math.abs(t - top) < rect.height / 2) ?? top;
                lines.set(key, [...(lines.get(key) ?? []), i]);
              }
              if (lines.size < 2) continue;
              for (const at of lines.values()) {
                if (at.length !== 1) continue;
                const i = at[0];
                if (letter(text[i - 1]) || letter(text[i + 1])) out.push(`${name(cell)}: «${text.trim()}» leaves «${text[i]}» alone on a line`);
              }
            }
          }
          return out;
        }, WIDTH);
        expect(problems).toEqual([]);
        // The page itself does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
      });
    }
  }
});
