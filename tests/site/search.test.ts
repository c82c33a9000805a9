/**
 * The search index (Pagefind's fragments, one per indexed page, in one bundle per game): every page belongs to a game, by
 * name (the results page's groups) and by slug (the filter that scopes search to a game); a
 * rulebook is one page, each of its clauses an anchor with its number and heading (Pagefind's
 * sub-results: a hit per clause); no excerpt is JSON or YAML (the API and ruling-format pages,
 * which are, stay out of the index).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST } from './dist';

interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
  anchors: { id: string; title?: string; location: number }[];
}
// One bundle per game (src/cli/search-index.mjs): pagefind/<game>/fragment/…; and pagefind/core/,
// the search core's one copy for offline reading.
const bundles = readdirSync(join(DIST, 'pagefind')).filter((name) => name !== 'core');
const fragments = bundles.flatMap((game) => {
  const dir = join(DIST, 'pagefind', game, 'fragment');
  return readdirSync(dir).map((name) => ({ bundle: game, ...(JSON.parse(gunzipSync(readFileSync(join(dir, name))).toString('utf8').replace(/^pagefind_dcd/, '')) as Fragment) }));
});
const games = (JSON.parse(readFileSync(join(DIST, 'api/games.json'), 'utf8')) as { games: { slug: string; names: Record<string, string> }[] }).games;
const clauseIds = (JSON.parse(readFileSync(join(DIST, 'api/clause-ids.json'), 'utf8')) as { games: { slug: string; ids: string[]; headings: Record<string, string[]> }[] }).games;

describe('the search index', () => {
  it('holds the rules pages of every game: each rulebook, its rulings and glossary, and no clause’s own page', () => {
    expect(fragments.length).toBeGreaterThan(500);
    // A bundle for each game, holding that game's pages alone.
    expect(new Set(bundles)).toEqual(new Set(games.map((g) => g.slug)));
    expect(fragments.filter((f) => f.filters.game?.[0] !== f.bundle).map((f) => `${f.bundle}: ${f.url}`)).toEqual([]);
    expect(new Set(fragments.map((f) => f.filters.game?.[0]))).toEqual(new Set(games.map((g) => g.slug)));
    for (const g of games) for (const locale of ['zh-hant', 'ja']) expect(fragments.filter((f) => f.url === `/${locale}/${g.slug}/`), `${locale} ${g.slug}`).toHaveLength(1);
    expect(fragments.filter((f) => f.url.includes('/clause/')).map((f) => f.url)).toEqual([]);
  });

  it('names every page’s game in the page’s language, and files it under the game’s filter', () => {
    const wrong = fragments.filter((f) => {
      const locale = f.url.split('/').find((part) => part === 'zh-hant' || part === 'ja')!;
      const game = games.find((g) => g.slug === f.filters.game?.[0]);
      return f.filters.game?.length !== 1 || !game || f.meta.game !== game.names[locale];
    });
    expect(wrong.map((f) => `${f.url} ${JSON.stringify(f.filters)} ${f.meta.game}`)).toEqual([]);
  });

  it('marks every clause in its rulebook, in order, with its number and its heading as the hit’s title', () => {
    for (const g of clauseIds) {
      for (const locale of ['zh-hant', 'ja']) {
        const rulebook = fragments.find((f) => f.url === `/${locale}/${g.slug}/`)!;
        const clauses = rulebook.anchors.filter((a) => a.title);
        expect(clauses.map((a) => a.id), `${locale} ${g.slug}`).toEqual(g.ids);
        expect(clauses.map((a) => a.title), `${locale} ${g.slug}`).toEqual(g.headings[locale]);
        // Each clause's words are its own: every clause starts at a word of its own or later.
        expect(clauses.every((a, i) => i === 0 || a.location >= clauses[i - 1].location)).toBe(true);
      }
    }
  });

  it('has no JSON, YAML or script notes in any page’s text, and not the API or ruling-format pages', () => {
    const raw = fragments.filter((f) => /[{}[\]]|"\w+"\s*:|^\s*[a-z_]+:\s|\n\s*-\s|JavaScript/m.test(f.content));
    expect(raw.map((f) => `${f.url}: ${f.content.slice(0, 80)}`)).toEqual([]);
    expect(fragments.filter((f) => /\/(api|rulings\/how-to-write)\/$/.test(f.url)).map((f) => f.url)).toEqual([]);
  });
});
