#!/usr/bin/env node
/**
 * `npm run bench:lighthouse` (not part of npm test): Lighthouse's mobile audit of one page of every
 * kind on the built site, and the time search takes to show its first results on a 4× slower CPU.
 * Prints two tables; the aims (issue 41) are performance ≥ 98, accessibility, best practices and
 * SEO 100 on every page, no layout shift on the search page, first results within 1.5 s.
 *
 * It builds nothing: it serves dist/ as the end-to-end tests do (astro preview), and stops if there
 * is no dist/ (run `npm run build` first). The browser is the one the end-to-end tests use
 * (tests/e2e/chromium.ts: $CHROMIUM_PATH, else the system's Chromium headless shell), launched by
 * Playwright with a remote-debugging port that Lighthouse drives. Each page's full Lighthouse
 * report (JSON) is written to a folder under the system's temporary folder, named at the end.
 *
 *   npm run bench:lighthouse                    both languages' figures for every kind of page
 *   npm run bench:lighthouse -- --locale ja     one language
 *   npm run bench:lighthouse -- --only search   the search timing alone (or --only lighthouse)
 *   npm run bench:lighthouse -- --runs 5        each page audited 5 times, the median run shown (Lighthouse's own choice of run)
 *   BENCH_PORT=4600 npm run bench:lighthouse    the site on 4600, the browser's debugging port on 4601
 *   OUT_DIR=dist-old npm run bench:lighthouse   another build (made with OUT_DIR=dist-old npm run build), to compare
 *
 * Timings on a busy machine are not a phone's: run it with nothing else running, and compare runs
 * on one machine, not figures across machines.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const { values: args } = parseArgs({ options: { locale: { type: 'string', multiple: true }, only: { type: 'string' }, runs: { type: 'string', default: '1' } } });
const RUNS = Math.max(1, Number(args.runs) || 1);
const locales = args.locale ?? ['zh-hant', 'ja'];
const PORT = Number(process.env.BENCH_PORT ?? 4530);
const DEBUG_PORT = PORT + 1;
const SITE = `http://127.0.0.1:${PORT}`;

/**
 * One page of every kind (src/pages), in `locale`. A game's home page is its rulebook (every
 * chapter on one page): Mage Wars', the longest in zh-hant, and 五行's, a shorter one.
 */
const pages = (locale) => [
  ['landing page', '/'],
  ['language home', `/${locale}/`],
  ['rulebook (game home)', `/${locale}/mage-wars/`],
  ['rulebook, shorter', `/${locale}/wuxing/`],
  ['clause page', `/${locale}/mage-wars/clause/7-3/`],
  ['sandbox (flow)', `/${locale}/mage-wars/flows/mage-wars.attack/`],
  ['ruling', `/${locale}/rulings/fenglei/a-character-deck-holds-at-most-twenty/`],
  ['rulings of a game', `/${locale}/rulings/mage-wars/`],
  ['search page', `/${locale}/search/`],
  ['search results', `/${locale}/search/?q=${encodeURIComponent(locale === 'ja' ? '攻撃' : '攻擊')}`],
  ['glossary', `/${locale}/mage-wars/glossary/`],
  ['coverage', `/${locale}/mage-wars/coverage/`],
  ['compare', `/${locale}/mage-wars/compare/`],
  ['data API', `/${locale}/api/`],
];

/** Search, timed: the box focused, then a question typed, on a game's page and on the results page (every game). */
const SEARCHES = {
  'zh-hant': { game: '/zh-hant/mage-wars/', q: '飛行生物守衛', expect: 'a[href="/zh-hant/mage-wars/#9-3.7"]' },
  ja: { game: '/ja/masters-and-pieces/', q: 'マリガン回数', expect: 'a[href="/ja/masters-and-pieces/#2-5.2"]' },
};

// The built site: dist/, or OUT_DIR's folder (which astro preview serves too, astro.config.mjs).
const OUT = process.env.OUT_DIR || 'dist';
if (!existsSync(resolve(root, OUT, 'index.html'))) {
  console.error(`bench:lighthouse: no built site in ${OUT}/. It builds nothing itself: run \`npm run build\` first.`);
  process.exit(1);
}

/** The built site, served as the end-to-end tests serve it (astro preview); resolves once it answers. */
async function startServer() {
  // Astro's own script run by this Node (not through npx, whose child would outlive a kill), its output unread.
  const astro = resolve(root, 'node_modules/astro/bin/astro.mjs');
  const server = spawn(process.execPath, [astro, 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(PORT)], { cwd: root, stdio: 'ignore' });
  // Its start checks every ruling (the content-check integration): seconds when idle, a minute or more on a busy machine.
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error(`astro preview stopped (${server.exitCode}): is port ${PORT} taken? Set BENCH_PORT.`);
    if (await fetch(`${SITE}/`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error(`astro preview did not answer on ${SITE} within 3 minutes.`);
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? '–' : String(Math.round(lhr.categories[id].score * 100)));
const metric = (lhr, id, digits = 0) => {
  const value = lhr.audits[id]?.numericValue;
  return value == null ? '–' : value.toFixed(digits);
};
/** The audits of a category that did not pass, for a page below its aim. */
const failing = (lhr, id) =>
  (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => `${ref.id} ${Math.round(lhr.audits[ref.id].score * 100)}`);

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function auditPages(reports) {
  const rows = [];
  const notes = [];
  for (const locale of locales) {
    for (const [kind, path] of pages(locale)) {
      if (path === '/' && locale !== locales[0]) continue;
      const started = Date.now();
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${SITE}${path}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        runs.push(result);
      }
      const lhr = computeMedianRun(runs.map((r) => r.lhr));
      const result = runs.find((r) => r.lhr === lhr) ?? runs[0];
      if (lhr.runtimeError) notes.push(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const file = join(reports, `${path.replace(/[^\w.-]+/g, '_').replace(/^_|_$/g, '') || 'landing'}.json`);
      writeFileSync(file, result.report);
      const row = [kind, decodeURIComponent(path), score(lhr, 'performance'), score(lhr, 'accessibility'), score(lhr, 'best-practices'), score(lhr, 'seo'), metric(lhr, 'cumulative-layout-shift', 3), metric(lhr, 'largest-contentful-paint'), metric(lhr, 'total-blocking-time'), metric(lhr, 'first-contentful-paint')];
      rows.push(row);
      console.log(`  ${row.slice(1).join('  ')}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      const aims = [['performance', 98], ['accessibility', 100], ['best-practices', 100], ['seo', 100]];
      for (const [id, aim] of aims) if ((lhr.categories[id]?.score ?? 1) * 100 < aim) notes.push(`${path} ${id}: ${failing(lhr, id).join(', ')}`);
      if (kind.startsWith('search') && (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0) notes.push(`${path}: layout shift ${metric(lhr, 'cumulative-layout-shift', 3)}`);
    }
  }
  console.log(`\nLighthouse ${VERSION} (mobile: a slow 4G network and a 4× slower CPU, simulated)${RUNS > 1 ? `, the median of ${RUNS} runs` : ''}\n`);
  console.log(table(['page', 'path', 'perf', 'a11y', 'best', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'FCP ms'], rows));
  if (notes.length) console.log(`\nBelow the aim (performance 98, others 100, search CLS 0):\n${notes.map((n) => `  ${n}`).join('\n')}`);
}

/**
 * Search timed on a 4× slower CPU (Chrome's CPU throttling, as Lighthouse's mobile audit assumes)
 * and unthrottled, each in a new browser context (nothing cached), on a phone-sized page: the box
 * on a game's page (that game's search) and on the search page (every game's), and the results
 * page (every game's). For a box: from focus to every game's index loaded, then from the question
 * typed (Playwright's fill, as a paste) to the clause that answers it on screen; and, in another
 * new context, from focus to that clause with the question typed at once, as a quick reader does.
 * For the results page: from its address to the clause on screen.
 */
async function timeSearch(browser) {
  const newPage = async (rate, path) => {
    const context = await browser.newContext({ baseURL: SITE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (path) await page.goto(path, { waitUntil: 'load' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return page;
  };
  const since = (t) => Date.now() - t;
  /** The clause on screen (`where` a CSS selector of its list), or 'none in 20 s'. */
  const answer = (page, where) =>
    page
      .locator(where)
      .waitFor({ timeout: 20_000 })
      .then(() => true, () => false);
  const rows = [];
  for (const locale of locales) {
    const { game, q, expect } = SEARCHES[locale];
    for (const rate of [4, 1]) {
      for (const [where, path] of [['box, its game', game], ['box, every game', `/${locale}/search/`]]) {
        let page = await newPage(rate, path);
        // Every game's index (each bundle's metadata in the page's language, fetched by Pagefind's worker) …
        let metas = 0;
        const allMetas = new Promise((done) => page.on('requestfinished', (r) => r.url().endsWith('.pf_meta') && ++metas === 5 && done()));
        let t = Date.now();
        await page.locator('#site-search').focus();
        await allMetas;
        const loaded = since(t);
        // … then the question.
        t = Date.now();
        await page.locator('#site-search').fill(q);
        const hits = (await answer(page, `#search-results ${expect}`)) ? since(t) : 'none in 20 s';
        await page.context().close();
        page = await newPage(rate, path);
        t = Date.now();
        await page.locator('#site-search').focus();
        await page.locator('#site-search').fill(q);
        rows.push([locale, q, `${rate}×`, where, loaded, hits, (await answer(page, `#search-results ${expect}`)) ? since(t) : 'none in 20 s']);
        await page.context().close();
      }
      const page = await newPage(rate);
      const t = Date.now();
      await page.goto(`/${locale}/search/?q=${encodeURIComponent(q)}`, { waitUntil: 'commit' });
      rows.push([locale, q, `${rate}×`, 'results page', '', '', (await answer(page, `[data-results] ${expect}`)) ? since(t) : 'none in 20 s']);
      await page.context().close();
    }
  }
  console.log('\nSearch: the answer on screen, in ms (a phone-sized page, nothing cached; aim: 1500 at 4×)\n');
  console.log(table(['locale', 'question', 'CPU', 'where', 'index after focus', 'then hits after typing', 'focus → hits, typed at once'], rows));
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`] });
try {
  if (args.only !== 'search') {
    const reports = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    await auditPages(reports);
    console.log(`\nEach page's report: ${reports}/`);
  }
  if (args.only !== 'lighthouse') await timeSearch(browser);
} finally {
  await browser.close();
  server.kill();
}
// Lighthouse's connection to the browser may keep Node waiting: the tables are printed, stop.
process.exit(0);
