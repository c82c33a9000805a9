import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { fileFor, read } from '../site/dist';
import { sitePages } from './site-pages';

const pages = sitePages();
// Short-link pages only redirect and are covered by the link check.
const allContent = pages.filter((p) => !p.redirect).map((p) => p.path);
const CLAUSE_PAGE = /^\/[^/]+\/[^/]+\/clause\/[^/]+\/$/;

/**
 * The one-clause pages (a third of the site, and more with each game) share one template (and so do
 * the ruling pages); what
 * differs is the content a clause carries. Axe checks, per game and language, the first page of
 * each kind of content (told apart by the set of classes the page uses: notes, cross-references,
 * sandboxes, figures, tables …), and every STRIDE-th page besides. Every other page is checked.
 */
const STRIDE = 15;
const kindOf = (path: string) => [...new Set([...read(fileFor(path)!).matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)))].sort().join(' ');
function clauseSample(paths: string[], kindOfPage: (path: string) => string = kindOf): string[] {
  const seen = new Set<string>();
  return paths.filter((path, i) => {
    const [, locale, game] = path.split('/');
    const kind = `${locale}/${game}: ${kindOfPage(path)}`;
    const first = !seen.has(kind);
    seen.add(kind);
    return first || i % STRIDE === 0;
  });
}
// A ruling's page is the same template for every ruling of a flow, with the flow's own view: axe
// takes a few seconds on each (its sandbox, its statechart, its file), so rulings are sampled the same way.
const RULING_PAGE = /^\/[^/]+\/rulings\/[^/]+\/[^/]+\/$/;
const clausePages = allContent.filter((p) => CLAUSE_PAGE.test(p));
const rulingPages = allContent.filter((p) => RULING_PAGE.test(p));
const sampledClauses = clauseSample(clausePages);
/** A ruling page's kind: its flow (whose view it shows), and whether it ends on a refused step. */
const rulingKind = (path: string) => {
  const html = read(fileFor(path)!);
  return `${/data-flow="([^"]+)"/.exec(html)?.[1]} ${html.includes('class="is-refused"')}`;
};
const sampledRulings = clauseSample(rulingPages, rulingKind);
const contentPages = [...allContent.filter((p) => !CLAUSE_PAGE.test(p) && !RULING_PAGE.test(p)), ...sampledClauses, ...sampledRulings];
const BATCH = 40;
/**
 * Time allowed per page checked: axe takes about a second on an idle machine, several on a busy one,
 * and 10 s a page was not enough with the machine's two cores loaded ten times over (three batches
 * of 40 ran past 400 s on 2026-11-26). A limit only stops a check that hangs; it is no measure.
 */
const PER_PAGE = 30_000;

async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

// Pages are checked in batches in one browser page each: a fresh page per URL costs more than axe.
for (let start = 0; start < contentPages.length; start += BATCH) {
  const batch = contentPages.slice(start, start + BATCH);
  test(`axe finds no violations on ${batch[0]} … ${batch.at(-1)} (${batch.length} pages)`, async ({ page }) => {
    test.setTimeout(batch.length * PER_PAGE);
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
  const found: string[] = [];
  for (const path of DARK_PAGES) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});

test('the sweep covers every page but the sampled one-clause and ruling pages, and every kind of those', () => {
  expect(contentPages).toEqual(expect.arrayContaining(['/', '/zh-hant/wuxing/', '/ja/wuxing/compare/', '/zh-hant/xinglingwang/flows/xinglingwang.turn/', '/ja/rulings/', '/zh-hant/rulings/how-to-write/', '/ja/api/']));
  expect(allContent.length - contentPages.length).toBe(clausePages.length - sampledClauses.length + rulingPages.length - sampledRulings.length);
  const kinds = (paths: string[]) => new Set(paths.map((p) => `${p.split('/').slice(1, 3).join('/')}: ${kindOf(p)}`));
  expect(kinds(sampledClauses)).toEqual(kinds(clausePages));
  const rulingKinds = (paths: string[]) => new Set(paths.map((p) => `${p.split('/')[1]}: ${rulingKind(p)}`));
  expect(rulingKinds(sampledRulings)).toEqual(rulingKinds(rulingPages));
  // A clause with an editor's note and one with a sandbox are kinds of their own.
  expect(sampledClauses.some((p) => read(fileFor(p)!).includes('class="editor-note"'))).toBe(true);
  expect(sampledClauses.some((p) => read(fileFor(p)!).includes('astro-island'))).toBe(true);
  expect(clausePages.length).toBeGreaterThan(700);
  // Every flow's view is among the ruling pages checked, in both languages.
  const flowsChecked = new Set(sampledRulings.map((p) => `${p.split('/')[1]} ${/data-flow="([^"]+)"/.exec(read(fileFor(p)!))?.[1]}`));
  expect(flowsChecked.size).toBe(new Set(rulingPages.map((p) => `${p.split('/')[1]} ${/data-flow="([^"]+)"/.exec(read(fileFor(p)!))?.[1]}`)).size);
  expect(rulingPages.length).toBeGreaterThan(300);
});
