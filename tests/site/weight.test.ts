/**
 * The site stays light enough for any static host (issue 15): the number of files the build writes
 * per clause, which a free host's file limit meets first as rulebooks grow, and the bytes a
 * rulebook page costs per clause, which a reader on a phone downloads. A ceiling is today's figure
 * and a little more; a change that crosses it should draw what every clause repeats once per page
 * (as site.css draws the copy button's icon) or write one file where it wrote several.
 *
 * Clauses are counted once per game, whatever the number of locales (api/clause-ids.json). Bytes
 * are the page's gzip (zlib's default level, as hosts serve it) with the base path taken out of its
 * links, so a build under a base path (SITE_URL=…/rules/, OUT_DIR) meets the same ceilings.
 */
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAndBase } from '../../src/lib/site-url.mjs';
import { DIST, distFiles, read, readJson, urlPathOf } from './dist';

/**
 * Files in the output per clause: 7.18 on 2026-11-23 (5,371 files for 748 clauses); 7.34 on
 * 2026-11-26 (5,489 files: 59 more rulings, two pages each, for issue 25's readings and refusals),
 * plus 1.7 %; 7.62 on 2026-11-27 (5,703 files: issue 27's 3 preparation flows and 71 rulings, two
 * pages each), plus 1.7 %; 8.03 on 2026-11-27 (6,004 files: issue 28's 72 rulings, a worked
 * example for every clause a position can show, two pages each), plus 1.8 %. Issue 30 is where the
 * count at scale is brought down.
 */
const FILES_PER_CLAUSE = 8.18;

/**
 * gzip bytes of `/<locale>/<game>/` per clause: the ceiling, 2 % above the figure measured on
 * 2026-11-23 (in the comment), with the page's link-preview tags, web manifest and offline control
 * (issue 15, which costs a page the same whatever its length: 2 to 13 bytes per clause). Before the
 * copy buttons lost their inline SVG and their messages (the same day), the figures were 4 % to 10 % higher.
 * On 2026-11-26 (issue 25) four rulebooks' editor's notes grew (readings named, sandbox switches,
 * what the Mage Wars Codex says): their text, not markup repeated per clause; those ceilings are
 * that day's figure (in the comment) plus 2 %. On 2026-11-27 (issue 27) 五行's and 星靈王's clauses
 * list the preparation's and the keywords' new rulings under them: links, not markup repeated per
 * clause; those ceilings are that day's figure plus 2 %. Later on 2026-11-27 (issue 28) every
 * game's clauses list the rulings written so that each clause a position can show has a worked
 * example: links again; every ceiling is that figure (in the comment) plus 2 %.
 */
const RULEBOOK_GZIP_PER_CLAUSE: Record<string, Record<string, number>> = {
  fenglei: { 'zh-hant': 255.7 /* 250.70 */, ja: 277.4 /* 271.95 */ },
  'mage-wars': { 'zh-hant': 193.6 /* 189.83 */, ja: 209.2 /* 205.11 */ },
  'masters-and-pieces': { 'zh-hant': 254.1 /* 249.09 */, ja: 259.8 /* 254.68 */ },
  wuxing: { 'zh-hant': 212.6 /* 208.41 */, ja: 218.7 /* 214.40 */ },
  xinglingwang: { 'zh-hant': 225.4 /* 221.02 */, ja: 235.0 /* 230.35 */ },
};

const BASE = siteAndBase(process.env.SITE_URL || undefined).base;
const games = (readJson('api/clause-ids.json') as { games: { slug: string; ids: string[] }[] }).games;
const clauses = games.reduce((sum, g) => sum + g.ids.length, 0);

/** Which part of the site a file is, for a failure's breakdown. */
function kindOf(path: string): string {
  if (/^\/pagefind\/fragment\//.test(path)) return 'search fragments';
  if (/^\/pagefind\//.test(path)) return 'search index';
  if (/^\/([a-z-]+\/)?r\//.test(path)) return 'short links';
  if (/^\/[^/]+\/[^/]+\/clause\//.test(path)) return 'clause pages';
  if (/^\/[^/]+\/rulings\//.test(path)) return 'rulings';
  return 'other';
}

describe('files per clause', () => {
  it(`are at most ${FILES_PER_CLAUSE}`, () => {
    const files = distFiles();
    const kinds: Record<string, number> = {};
    for (const file of files) kinds[kindOf(urlPathOf(file))] = (kinds[kindOf(urlPathOf(file))] ?? 0) + 1;
    expect(clauses, 'clauses to count by').toBeGreaterThan(500);
    expect(files.length / clauses, `${files.length} files for ${clauses} clauses: ${JSON.stringify(kinds)}`).toBeLessThanOrEqual(FILES_PER_CLAUSE);
  });
});

describe('a rulebook’s gzip bytes per clause', () => {
  it('cover every game', () => expect(games.map((g) => g.slug).sort()).toEqual(Object.keys(RULEBOOK_GZIP_PER_CLAUSE).sort()));
  for (const [game, ceilings] of Object.entries(RULEBOOK_GZIP_PER_CLAUSE)) {
    for (const [locale, ceiling] of Object.entries(ceilings)) {
      it(`/${locale}/${game}/: at most ${ceiling}`, () => {
        const ids = games.find((g) => g.slug === game)!.ids;
        const html = read(join(DIST, locale, game, 'index.html')).replaceAll(`"${BASE}`, '"/').replaceAll(`url=${BASE}`, 'url=/');
        expect(html.match(/ data-clause /g)?.length, 'every clause is on the page').toBe(ids.length);
        expect(gzipSync(html).length / ids.length).toBeLessThanOrEqual(ceiling);
      });
    }
  }
});
