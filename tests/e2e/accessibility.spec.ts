import { expect, test, type Page } from './test';
import { axeViolations, preloadAxe, type Depth } from './axe';
import { fileFor, read, readJson } from '../site/dist';
import { sitePages } from './site-pages';

/**
 * Axe over the site (issue 29: the sweep holds on a busy machine). The site is ~2,200 pages built
 * from a dozen templates; what differs between two pages of a template is their content, and what
 * axe can find in content is carried by the elements and classes it renders (a note, a figure, a
 * table, a sandbox's view …). So the sweep checks:
 *
 * - every template, in each language: the home pages, a whole rulebook, a glossary, a comparison,
 *   a coverage page, a flow's page, a ruling page of each flow, the one-clause page of each game,
 *   the lists, search, the API and format pages, 404 …;
 * - within a template, pages until every class any of its pages uses has been seen (the first page
 *   with the most classes not seen yet, then the next): each feature of the template's pages;
 * - every rule but color-contrast on those pages, and color-contrast too on the pages that first
 *   show each class of the language (contrast is the classes' CSS), and in dark mode on each kind
 *   of page. Contrast is most of axe's time on a long page (axe.ts).
 *
 * Thousands of clause blocks of the same shape are not scanned over and over; the built-site tests
 * check every page's links, labels and ids (tests/site).
 */
const pages = sitePages();
// Short-link pages only redirect and are covered by the link check.
const allContent = pages.filter((p) => !p.redirect).map((p) => p.path);
const CLAUSE_PAGE = /^\/[^/]+\/[^/]+\/clause\/[^/]+\/$/;
const RULING_PAGE = /^\/[^/]+\/rulings\/[^/]+\/[^/]+\/$/;
const GAMES = (readJson('api/games.json') as { games: { slug: string }[] }).games.map((g) => g.slug);

/** Each page is read once: the choice below asks for a page's classes many times, in every worker. */
const once = <T,>(of: (path: string) => T) => {
  const known = new Map<string, T>();
  return (path: string): T => (known.has(path) ? known.get(path)! : known.set(path, of(path)).get(path)!);
};
const classesOf = once((path: string) => new Set([...read(fileFor(path)!).matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean)));
const localeOf = (path: string) => (path.startsWith('/ja/') ? 'ja' : 'zh-hant');
/** A page's template: a ruling page's flow (whose view it shows), a one-clause page's game, else its address with the game and flow left out. */
const templateOf = once((path: string): string => {
  const html = read(fileFor(path)!);
  if (RULING_PAGE.test(path)) return `ruling ${/data-flow="([^"]+)"/.exec(html)?.[1]}`;
  if (CLAUSE_PAGE.test(path)) return `clause ${path.split('/')[2]}`;
  return `page ${path.split('/').slice(2).map((part) => (GAMES.includes(part) ? '<game>' : part.includes('.') ? '<flow>' : part)).join('/')}`;
});

/** Pages of `paths`, in order, until every class any of them uses is on one of those chosen. */
function coverClasses(paths: string[]): string[] {
  const left = new Set(paths.flatMap((p) => [...classesOf(p)]));
  const chosen: string[] = [];
  // The first page of the template is always checked, even one without classes of its own.
  do {
    let best = paths[0];
    let most = -1;
    for (const path of paths) {
      if (chosen.includes(path)) continue;
      const n = [...classesOf(path)].filter((c) => left.has(c)).length;
      if (n > most) [best, most] = [path, n];
    }
    chosen.push(best);
    for (const c of classesOf(best)) left.delete(c);
  } while (left.size > 0);
  return chosen;
}

const groupBy = <K,>(paths: string[], key: (path: string) => K) => {
  const groups = new Map<K, string[]>();
  for (const path of paths) groups.set(key(path), [...(groups.get(key(path)) ?? []), path]);
  return groups;
};
const byTemplate = groupBy(allContent, (p) => `${localeOf(p)} ${templateOf(p)}`);
const swept = [...byTemplate.values()].flatMap(coverClasses);
const withContrast = new Set([...groupBy(swept, localeOf).values()].flatMap(coverClasses));
const depthOf = (path: string): Depth => (withContrast.has(path) ? 'full' : 'light');

const BATCH = 40;
/**
 * Time allowed per page checked: axe takes a fraction of a second on a clause page and a few
 * seconds on a whole rulebook on an idle machine, several times that on a busy one. A limit only
 * stops a check that hangs; it is no measure.
 */
const PER_PAGE = 30_000;

async function violations(page: Page, path: string, depth: Depth = depthOf(path)): Promise<string[]> {
  await page.goto(path);
  return axeViolations(page, depth);
}

// Pages are checked in batches in one browser page each: a fresh page per URL costs more than axe.
for (let start = 0; start < swept.length; start += BATCH) {
  const batch = swept.slice(start, start + BATCH);
  test(`axe finds no violations on ${batch[0]} … ${batch.at(-1)} (${batch.length} pages, ${batch.filter((p) => withContrast.has(p)).length} with contrast)`, async ({ page }) => {
    test.setTimeout(batch.length * PER_PAGE);
    await preloadAxe(page);
    const found: string[] = [];
    for (const path of batch) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
  });
}

// Dark mode changes every colour: each kind of page is checked in it too.
const DARK_PAGES = ['/', '/zh-hant/', '/ja/wuxing/', '/zh-hant/wuxing/compare/', '/ja/wuxing/glossary/', '/zh-hant/wuxing/clause/2-2.4b/', '/ja/xinglingwang/flows/xinglingwang.turn/', '/zh-hant/rulings/xinglingwang/early-end-fails-check/', '/zh-hant/search/', '/ja/rulings/xinglingwang/', '/404'];
test('axe finds no violations in dark mode on each kind of page', async ({ page }) => {
  test.setTimeout(DARK_PAGES.length * PER_PAGE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await preloadAxe(page);
  const found: string[] = [];
  for (const path of DARK_PAGES) found.push(...(await violations(page, path, 'full')));
  expect(found).toEqual([]);
});

test('the sweep takes every template in both languages, every class of each, and contrast on every class', () => {
  expect(allContent.filter((p) => CLAUSE_PAGE.test(p)).length).toBeGreaterThan(1000);
  const templates = (paths: string[]) => new Set(paths.map((p) => `${localeOf(p)} ${templateOf(p)}`));
  expect(templates(swept)).toEqual(templates(allContent));
  // Each flow's view on a ruling page, each game's clause page, and the pages every reader meets.
  for (const locale of ['zh-hant', 'ja']) {
    expect(templates(swept)).toContain(`${locale} ruling xinglingwang.turn`);
    expect(templates(swept)).toContain(`${locale} clause mage-wars`);
    expect(templates(swept)).toContain(`${locale} page <game>/glossary/`);
  }
  expect(swept).toEqual(expect.arrayContaining(['/', '/zh-hant/', '/ja/', '/zh-hant/rulings/how-to-write/', '/ja/api/']));
  for (const [key, paths] of byTemplate) {
    const seen = new Set(swept.filter((p) => paths.includes(p)).flatMap((p) => [...classesOf(p)]));
    expect([...new Set(paths.flatMap((p) => [...classesOf(p)]))].filter((c) => !seen.has(c)), key).toEqual([]);
  }
  for (const locale of ['zh-hant', 'ja']) {
    const all = new Set(allContent.filter((p) => localeOf(p) === locale).flatMap((p) => [...classesOf(p)]));
    const contrasted = new Set([...withContrast].filter((p) => localeOf(p) === locale).flatMap((p) => [...classesOf(p)]));
    expect([...all].filter((c) => !contrasted.has(c)), locale).toEqual([]);
  }
  // A clause with an editor's note, one with a sandbox, a ruling ending refused: features of their own.
  const html = (paths: string[]) => paths.map((p) => read(fileFor(p)!));
  expect(html(swept.filter((p) => CLAUSE_PAGE.test(p))).some((h) => h.includes('class="editor-note"'))).toBe(true);
  expect(html(swept.filter((p) => CLAUSE_PAGE.test(p))).some((h) => h.includes('data-island='))).toBe(true);
  expect(html(swept.filter((p) => RULING_PAGE.test(p))).some((h) => h.includes('is-refused'))).toBe(true);
  // The point of it: a fraction of the pages, contrast on fewer still.
  expect(swept.length).toBeLessThan(allContent.length / 5);
  expect(withContrast.size).toBeLessThan(swept.length / 2);
});
