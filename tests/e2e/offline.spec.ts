/**
 * Offline reading (README, "Offline reading"): nothing is stored for a reader who did not ask; a
 * game kept in a language reads, steps through its sandboxes and searches with the network cut; a
 * clause's address in the other language opens the clause in the kept one; a page not kept says so; a new build replaces the stored copy and the reader is told; removing
 * the copy empties its cache.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { expect, test, type Page } from './test';
import { serve } from './static-server';
import { axeViolations } from './axe';
import { keepGame } from './keep-game';
import { packBytes, unpackBytes } from '../../src/offline/pack';

// A context of its own for each test (test.ts): it keeps games offline, cuts the network and removes service workers.
test.use({ isolated: true });

/** What this origin has stored: service workers and Cache Storage. */
const stored = (page: Page) =>
  page.evaluate(async () => ({ workers: (await navigator.serviceWorker.getRegistrations()).length, caches: await caches.keys() }));

/** Axe's findings on the page as it is now. */
const axe = (page: Page) => axeViolations(page);

/**
 * Runs `use` on a copy of the build served on a port of its own (E2E_PORT + `offset`; + 1 is the
 * base-path build's), which the test may change (a "new build", a file missing); removed after.
 */
async function onCopyOfSite(offset: number, use: (dir: string, origin: string, requests: string[]) => Promise<void>, hold?: Parameters<typeof serve>[2]) {
  const dir = mkdtempSync(join(tmpdir(), 'offline-site-'));
  cpSync('dist', dir, { recursive: true });
  const site = await serve(dir, Number(process.env.E2E_PORT ?? 4329) + offset, hold);
  try {
    await use(dir, `http://127.0.0.1:${(site.server.address() as { port: number }).port}`, site.requests);
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('reading without asking registers no service worker, stores nothing and loads no offline code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  for (const url of ['/', '/zh-hant/wuxing/', '/ja/rulings/wuxing/attack-into-shield/', '/zh-hant/rulings/wuxing/', '/ja/search/?q=シールド']) {
    await page.goto(url, { waitUntil: 'networkidle' });
  }
  // The control is there, but nothing happens until it is used.
  await page.goto('/zh-hant/wuxing/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: /^保存這個遊戲/ })).toBeVisible();
  expect(await stored(page)).toEqual({ workers: 0, caches: [] });
  // The control's own code (with workbox-window) waits for the reader; its small loader is all there is.
  expect(scripts.some((url) => url.includes('/OfflineControl.'))).toBe(true);
  expect(scripts.filter((url) => /\/control\.[\w-]+\.js$/.test(url))).toEqual([]);
});

test('a game kept in Chinese reads, runs its sandboxes and searches offline; a clause’s Japanese address opens it in Chinese; other pages say they are not kept; removing it empties its cache', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/zh-hant/wuxing/');
  await expect(page.getByRole('button', { name: /^保存這個遊戲/ })).toBeVisible();
  await keepGame(page);
  expect(await axe(page)).toEqual([]);

  await context.setOffline(true);
  await page.goto('/zh-hant/wuxing/');
  await expect(page.locator('[id="2-2.4a"]')).toContainText('防護罩');
  await expect(page.getByRole('status').filter({ hasText: '可離線閱讀' })).toBeVisible();
  // A clause's own page is not stored: offline it opens the clause in the stored rulebook; so does
  // a short link, as shared (no final slash), which leads to that page.
  await page.goto('/zh-hant/wuxing/clause/7-3/');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#7-3$/);
  await expect(page.locator('[id="7-3"]')).toBeInViewport();
  await page.goto('/r/wuxing/7-3');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#7-3$/);
  await expect(page.locator('[id="7-3"]')).toBeInViewport();
  // The game is not kept in Japanese: a clause's Japanese address, or its short link, opens the clause in the kept rulebook.
  await page.goto('/ja/wuxing/clause/2-2.4b/');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#2-2\.4b$/);
  await expect(page.locator('[id="2-2.4b"]')).toBeInViewport();
  await page.goto('/ja/r/wuxing/7-3');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#7-3$/);
  // The worker's redirect names the clause in its query too: a browser that drops a worker's
  // redirect's anchor (Safari did until 17) lands there, and the page brings the clause into view,
  // marks it, and leaves its permalink as the address.
  await page.goto('/zh-hant/wuxing/?clause=5-2.4d');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#5-2\.4d$/);
  await expect(page.locator('[id="5-2.4d"]')).toBeInViewport();
  await expect(page.locator('[id="5-2.4d"]')).toHaveCSS('outline-style', 'solid');
  await page.goto('/zh-hant/wuxing/compare/');
  await expect(page.locator('h1')).toContainText('中日對照');
  await page.goto('/zh-hant/wuxing/glossary/');
  await expect(page.locator('h1')).toContainText('詞彙表');
  // What each sandbox does not play, a judge's question at the table, is kept too.
  await page.goto('/zh-hant/wuxing/coverage/');
  await expect(page.locator('h1')).toContainText('沙盒與裁定範例涵蓋表');

  // A ruling's sandbox steps forward, its code and the cited clause's link from the stored copy.
  await page.goto('/zh-hant/rulings/wuxing/attack-into-shield/');
  const box = page.locator('.sandbox[data-live]').first();
  await expect(box).toHaveAttribute('data-step', '0');
  await expect(box.locator('[aria-current="step"]').getByRole('link', { name: '5-2.1' })).toHaveCount(0);
  await box.getByRole('button', { name: '下一步' }).click();
  await expect(box).toHaveAttribute('data-state', 'attack.declared');
  await expect(box.locator('[aria-current="step"]').getByRole('link', { name: '5-2.1' })).toBeVisible();
  // Its flow's chart, from the stored chart file, marks the step.
  await page.locator('.chart-section').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-statechart="wuxing.turn"] [data-node="attack.declared"]')).toHaveClass(/is-current/);

  // Search: the index, its code and this game's fragments are stored.
  await page.goto('/zh-hant/search/?q=防護罩');
  await expect(page.locator('[data-results]').getByRole('link', { name: /^2-2\.4a/ }).first()).toHaveAttribute('href', '/zh-hant/wuxing/#2-2.4a');
  // It says which games it searched: the kept ones.
  await expect(page.locator('[data-results]')).toContainText('目前離線：只搜尋了這部裝置保存的遊戲（五行戰鬥牌）。');
  await page.goto('/zh-hant/wuxing/glossary/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('防護罩');
  await expect(page.locator('#search-results .offline-note')).toHaveText('目前離線：只搜尋了這部裝置保存的遊戲（五行戰鬥牌）。');
  await expect(page.locator('#search-results .hit-game').first()).toHaveText('五行戰鬥牌');

  // Another game's page: the offline page in that page's language, naming the kept game.
  await page.goto('/zh-hant/mage-wars/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('這個頁面沒有離線保存');
  await expect(page.getByRole('link', { name: '五行戰鬥牌' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  // A page in Japanese, a language no game is kept in: the offline page of the kept language.
  await page.goto('/ja/wuxing/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('這個頁面沒有離線保存');
  await expect(page.getByRole('link', { name: '五行戰鬥牌' })).toHaveAttribute('href', '/zh-hant/wuxing/');
  // Its language switch leads to the page asked for, in either language.
  await expect(page.getByRole('link', { name: '日本語' })).toHaveAttribute('href', /\/ja\/wuxing\/$/);
  await expect(page.getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', /\/zh-hant\/wuxing\/$/);

  // Back online, removing the copy leaves nothing stored.
  await context.setOffline(false);
  await page.goto('/zh-hant/wuxing/');
  const control = page.locator('[data-offline]');
  await control.getByRole('button', { name: '刪除離線保存的內容' }).click();
  await expect(control.getByRole('status')).toHaveText('已從這部裝置刪除這個遊戲繁體中文版的離線保存內容。');
  expect(await stored(page)).toEqual({ workers: 0, caches: [] });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('offline, a short link opens its clause at the top of the screen, and it stays there', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto('/ja/wuxing/');
    await keepGame(page);
    await context.setOffline(true);
    // Clauses in the middle of the rulebook, around the sandbox inside 5-2.4b (it hydrates as it comes into view).
    for (const id of ['5-2.4c', '5-2.4b', '2-2.4b']) {
      await page.goto(`/ja/r/wuxing/${id}`);
      await expect(page).toHaveURL(new RegExp(`/ja/wuxing/#${id.replace(/\./g, '\\.')}$`));
      const clause = page.locator(`[id="${id}"]`);
      await expect(clause).toBeInViewport();
      // Once what the page loads on arrival has come (a sandbox hydrating as it comes into view) and
      // two frames have been drawn, the clause is still where it was opened.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const top = (await clause.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(844 / 4);
    }
  });
});

test('games kept in two languages store a file they share once; removing one leaves the others whole; the offline page names each with its language', async ({ page, context }) => {
  test.setTimeout(240_000);
  /** The files stored, by URL without the revision Workbox adds. */
  const files = () =>
    page.evaluate(async () => {
      const cache = await caches.open('offline:/:files');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  const listed = (id: string) => page.evaluate(async (i) => ((await (await fetch(`/offline/${i}.json`)).json()) as { urls: { url: string }[] }).urls.map((u) => u.url), id);
  await page.goto('/zh-hant/wuxing/');
  await keepGame(page);
  await page.goto('/ja/wuxing/');
  await keepGame(page);
  await page.goto('/zh-hant/masters-and-pieces/');
  await keepGame(page);
  const [wuxingZh, wuxingJa, pieces] = [await listed('zh-hant/wuxing'), await listed('ja/wuxing'), await listed('zh-hant/masters-and-pieces')];
  // One game in both languages: its rulings' files (one pack), in both lists, stored once.
  const sameGame = wuxingZh.filter((url) => wuxingJa.includes(url));
  expect(sameGame).toEqual(expect.arrayContaining(['/pagefind/wuxing/pagefind-entry.json', '/manifest.webmanifest', '/offline/pack/wuxing/files.zst']));
  // Two games in one language: the scripts, the search and offline pages, the homes.
  const shared = wuxingZh.filter((url) => pieces.includes(url));
  // The search core too (Pagefind's code and WebAssembly), one copy for every game's bundle.
  expect(shared).toEqual(expect.arrayContaining(['/zh-hant/search/', '/zh-hant/offline/', '/manifest.webmanifest', '/pagefind/core/pagefind.js', '/pagefind/core/wasm.unknown.pagefind']));
  expect(shared.some((url) => url.startsWith('/_astro/'))).toBe(true);
  const all = await files();
  expect(all.length).toBe(new Set([...wuxingZh, ...wuxingJa, ...pieces]).size);
  expect(all.length).toBeLessThan(wuxingZh.length + wuxingJa.length + pieces.length);
  expect((await stored(page)).caches.sort()).toEqual(['offline:/:files', 'offline:/:kept']);

  // Removing 五行 in Chinese removes its own files, and none that 五行 in Japanese or masters-and-pieces lists.
  await page.goto('/zh-hant/wuxing/');
  await page.locator('[data-offline]').getByRole('button', { name: '刪除離線保存的內容' }).click();
  await expect(page.locator('[data-offline]').getByRole('status')).toHaveText('已從這部裝置刪除這個遊戲繁體中文版的離線保存內容。');
  expect((await files()).sort()).toEqual([...new Set([...wuxingJa, ...pieces])].sort());
  await context.setOffline(true);
  await page.goto('/ja/wuxing/');
  await expect(page.getByRole('status').filter({ hasText: '日本語版をオフラインで読めます' })).toBeVisible();
  await page.goto('/zh-hant/search/?q=%E5%B8%AB%E5%82%85');
  await expect(page.locator('[data-results]')).toContainText('目前離線');
  // The offline page lists what is kept: masters-and-pieces in this language, 五行 in Japanese.
  await page.goto('/zh-hant/wuxing/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('這個頁面沒有離線保存');
  const kept = page.locator('[data-offline-games] li:not([hidden])');
  await expect(kept).toHaveText([/^五行バトルカード\s*（日本語）$/, /^主帥與棋子的棋盤卡牌對戰/]);
});

test('games kept and removed in several tabs at once lose no file another kept game lists', async ({ page, context }) => {
  test.setTimeout(300_000);
  const files = () =>
    page.evaluate(async () => {
      const cache = await caches.open('offline:/:files');
      return [...new Set((await cache.keys()).map((request) => new URL(request.url).pathname))].sort();
    });
  const listed = (id: string) => page.evaluate(async (i) => ((await (await fetch(`/offline/${i}.json`)).json()) as { urls: { url: string }[] }).urls.map((u) => u.url), id);
  const union = async (...ids: string[]) => [...new Set((await Promise.all(ids.map(listed))).flat())].sort();
  const [second, third] = [await context.newPage(), await context.newPage()];
  // Three tabs keep at once: one game in both languages, and another game.
  await Promise.all([page.goto('/zh-hant/wuxing/'), second.goto('/ja/wuxing/'), third.goto('/zh-hant/masters-and-pieces/')]);
  await Promise.all([keepGame(page), keepGame(second), keepGame(third)]);
  expect(await files()).toEqual(await union('zh-hant/wuxing', 'ja/wuxing', 'zh-hant/masters-and-pieces'));
  // One tab removes a game while another keeps one.
  await second.goto('/ja/masters-and-pieces/');
  await Promise.all([
    (async () => {
      await page.locator('[data-offline]').getByRole('button', { name: '刪除離線保存的內容' }).click();
      await expect(page.locator('[data-offline]').getByRole('status')).toHaveText('已從這部裝置刪除這個遊戲繁體中文版的離線保存內容。');
    })(),
    keepGame(second),
  ]);
  expect(await files()).toEqual(await union('ja/wuxing', 'zh-hant/masters-and-pieces', 'ja/masters-and-pieces'));
  // Each tab's game reads offline.
  await context.setOffline(true);
  await second.goto('/ja/wuxing/');
  await expect(second.getByRole('status').filter({ hasText: '日本語版をオフラインで読めます' })).toBeVisible();
  await third.goto('/zh-hant/masters-and-pieces/');
  await expect(third.getByRole('status').filter({ hasText: '繁體中文版可離線閱讀' })).toBeVisible();
  await Promise.all([second.close(), third.close()]);
});

test('a tab that asks while another tab’s first worker is still installing has its game kept too', async ({ page, context }) => {
  test.setTimeout(300_000);
  // The worker's install fetches the list of every game kept on the device: one entry (a game of
  // no files, written by the test) whose list the server holds back keeps the worker installing
  // until the second tab has registered too. That tab's registration saw no update of its own and
  // nothing controls it: it waited for ever for "its" worker ("0 / … files").
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await onCopyOfSite(
    5,
    async (dir, origin, requests) => {
      const list = { game: 'held', locale: 'zh-hant', revision: 'held', bytes: 0, urls: [] };
      writeFileSync(join(dir, 'offline/zh-hant/held.json'), JSON.stringify(list));
      // The second tab says when its registration call has returned.
      await context.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
          return register.apply(this, args).then((registration) => ((window as { registered?: boolean }).registered = true) && registration);
        };
      });
      const second = await context.newPage();
      await Promise.all([page.goto(`${origin}/zh-hant/wuxing/`), second.goto(`${origin}/ja/masters-and-pieces/`)]);
      await page.evaluate(async (entry) => {
        const cache = await caches.open('offline:/:kept');
        await cache.put('/__offline/kept/zh-hant/held', new Response(JSON.stringify(entry), { headers: { 'content-type': 'application/json' } }));
      }, { game: 'held', locale: 'zh-hant', storedAt: new Date().toISOString(), list });
      // The first tab keeps its game: its worker installs, and waits for the held list.
      const first = page.locator('[data-offline]');
      await first.getByRole('button', { name: '保存這個遊戲的繁體中文版，供離線閱讀' }).click();
      await first.getByRole('button', { name: '保存', exact: true }).click();
      await expect.poll(() => requests.includes('/offline/zh-hant/held.json'), { timeout: 60_000 }).toBe(true);
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.installing)).toBe(true);
      // The second tab keeps its game meanwhile.
      const other = second.locator('[data-offline]');
      await other.getByRole('button', { name: 'このゲームの日本語版をオフライン用に保存' }).click();
      await other.getByRole('button', { name: '保存する', exact: true }).click();
      await second.waitForFunction(() => (window as { registered?: boolean }).registered === true);
      release();
      await expect(first.getByRole('status')).toHaveText(/^繁體中文版可離線閱讀；保存於/, { timeout: 120_000 });
      await expect(other.getByRole('status')).toHaveText(/^日本語版をオフラインで読めます。.*に保存。$/, { timeout: 120_000 });
      await second.close();
    },
    (path) => (path === '/offline/zh-hant/held.json' ? held : undefined),
  );
});

test('on a network that does not reach the site though the browser is online, search looks in the kept game and says so', async ({ page, context }) => {
  test.setTimeout(180_000);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto('/zh-hant/wuxing/');
  await keepGame(page);
  // A venue's Wi-Fi without internet: every request that leaves the browser fails; navigator.onLine stays true.
  await context.route('**/*', (route) => route.abort('addressunreachable'));
  await page.goto('/zh-hant/search/?q=防護罩');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.locator('.search-offline')).toHaveText('連不上本站：只搜尋了這部裝置保存的遊戲（五行戰鬥牌）。');
  await expect(page.locator('[data-results] .hit-game').first()).toHaveText('五行戰鬥牌');
  // The box on a page says the same.
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('防護罩');
  await expect(page.locator('#search-results .offline-note')).toHaveText('連不上本站：只搜尋了這部裝置保存的遊戲（五行戰鬥牌）。');
  await expect(page.locator('#search-results .hit-game').first()).toHaveText('五行戰鬥牌');
  expect(thrown).toEqual([]);
});

test('on a network that does not reach the site, with no game kept, search says it cannot search', async ({ page, context }) => {
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto('/ja/wuxing/');
  await context.route('**/pagefind/**', (route) => route.abort('addressunreachable'));
  await page.getByRole('searchbox').first().fill('防護');
  await expect(page.locator('#search-results .offline-note')).toHaveText('このサイトにつながらないため検索できません。ネットワークにつないでからもう一度お試しください。');
  expect(thrown).toEqual([]);
});

test('a new build replaces the stored copy at the next visit, and the reader is told', async ({ page, context }) => {
  test.setTimeout(180_000);
  // A copy of the build, so the test can publish a "new build" under it.
  await onCopyOfSite(2, async (dir, origin, requests) => {
    await page.goto(`${origin}/zh-hant/wuxing/`);
    await keepGame(page);

    // The new build: one page changed, in its pack (src/offline/pack.ts) and online, its list and the worker with it.
    const page0 = join(dir, 'zh-hant/wuxing/index.html');
    writeFileSync(page0, readFileSync(page0, 'utf8').replace('</h1>', ' 新版</h1>'));
    const packFile = join(dir, 'offline/pack/zh-hant/wuxing/pages.zst');
    const packed = [...unpackBytes(zstdDecompressSync(readFileSync(packFile)))].map(([path, file]) => ({ path, ...file }));
    packed.find((file) => file.path === 'zh-hant/wuxing/index.html')!.bytes = readFileSync(page0);
    writeFileSync(packFile, zstdCompressSync(packBytes(packed)));
    const listFile = join(dir, 'offline/zh-hant/wuxing.json');
    const list = JSON.parse(readFileSync(listFile, 'utf8')) as { revision: string; urls: { url: string; revision: string }[] };
    list.urls.find((u) => u.url === '/offline/pack/zh-hant/wuxing/pages.zst')!.revision = 'new-build';
    list.revision = 'new-build';
    writeFileSync(listFile, JSON.stringify(list));
    writeFileSync(join(dir, 'sw.js'), `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// new build\n`);

    // The next visit: the stored (old) page opens, the new worker stores the change and says so.
    const before = requests.length;
    await page.goto(`${origin}/zh-hant/wuxing/`);
    await expect(page.locator('h1')).not.toContainText('新版');
    const control = page.locator('[data-offline]');
    await expect(control.getByRole('status')).toHaveText('離線保存的內容已更新為最新版本;重新載入即可閱讀新版。'.replace(';', '；'), {
      timeout: 60_000,
    });
    // Only the changed file was downloaded again.
    const fetched = requests.slice(before);
    expect(fetched).toContain('/offline/pack/zh-hant/wuxing/pages.zst');
    expect(fetched).not.toContain('/offline/pack/zh-hant/wuxing/rulings.zst');
    expect(fetched).not.toContain('/zh-hant/search/');
    expect(fetched.filter((path) => path.startsWith('/_astro/'))).toEqual([]);

    await control.getByRole('button', { name: '重新載入' }).click();
    await expect(page.locator('h1')).toContainText('新版');
    await context.setOffline(true);
    await page.goto(`${origin}/zh-hant/wuxing/`);
    await expect(page.locator('h1')).toContainText('新版');
  });
});

test('a game kept in both languages by a build before games were kept by language is kept in each at the next update', async ({ page, context }) => {
  test.setTimeout(180_000);
  await onCopyOfSite(4, async (dir, origin) => {
    await page.goto(`${origin}/zh-hant/wuxing/`);
    await keepGame(page);
    // As that build stored it: one entry for the game, under its name alone, with no language.
    await page.evaluate(async () => {
      const meta = await caches.open('offline:/:kept');
      const key = '/__offline/kept/zh-hant/wuxing';
      const entry = (await (await meta.match(key))!.json()) as { locale?: string };
      delete entry.locale;
      await meta.delete(key);
      await meta.put('/__offline/kept/wuxing', new Response(JSON.stringify(entry), { headers: { 'content-type': 'application/json' } }));
    });
    // The next build: a new worker.
    writeFileSync(join(dir, 'sw.js'), `${readFileSync(join(dir, 'sw.js'), 'utf8')}\n// new build\n`);
    await page.goto(`${origin}/zh-hant/wuxing/`);
    await expect(page.locator('[data-offline]').getByRole('status')).toHaveText('離線保存的內容已更新為最新版本；重新載入即可閱讀新版。', { timeout: 60_000 });
    const keys = await page.evaluate(async () => (await (await caches.open('offline:/:kept')).keys()).map((r) => new URL(r.url).pathname).sort());
    expect(keys).toEqual(['/__offline/kept/ja/wuxing', '/__offline/kept/zh-hant/wuxing']);
    // Both languages read offline.
    await context.setOffline(true);
    await page.goto(`${origin}/ja/wuxing/`);
    await expect(page.locator('[id="2-2.4b"]')).toContainText('物理攻撃');
    await expect(page.getByRole('status').filter({ hasText: '日本語版をオフラインで読めます' })).toBeVisible();
    await page.goto(`${origin}/zh-hant/wuxing/glossary/`);
    await expect(page.locator('h1')).toContainText('詞彙表');
  });
});

test('with the network gone after the page loaded, the button says the connection failed, and works once it is back', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/zh-hant/wuxing/');
  const control = page.locator('[data-offline]');
  await context.setOffline(true);
  await control.getByRole('button', { name: /^保存這個遊戲/ }).click();
  await expect(control.getByRole('status')).toHaveText('連線中斷，未能保存；請在連上網路時再試一次。');
  await context.setOffline(false);
  await control.getByRole('button', { name: /^保存這個遊戲/ }).click();
  await expect(control.getByRole('status')).toHaveText(/繁體中文版.*約 \d+\.\d MB/);
  await expect(control.getByRole('button', { name: '保存', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a download that fails says so and leaves no copy', async ({ page }) => {
  test.setTimeout(180_000);
  // A build with a file missing: the download fails partway.
  await onCopyOfSite(3, async (dir, origin) => {
    rmSync(join(dir, 'offline/pack/zh-hant/wuxing/rulings.zst'));
    await page.goto(`${origin}/zh-hant/wuxing/`);
    const control = page.locator('[data-offline]');
    await control.getByRole('button', { name: /^保存這個遊戲/ }).click();
    await control.getByRole('button', { name: '保存', exact: true }).click();
    await expect(control.getByRole('status')).toHaveText('連線中斷，未能保存；請在連上網路時再試一次。', { timeout: 120_000 });
    await expect(control.getByRole('button', { name: /^保存這個遊戲/ })).toBeVisible();
    expect((await stored(page)).caches).toEqual([]);
  });
});

// A browser with no service workers at all: a test, and so a context, of its own.
test('a browser without service workers is told', async ({ page, context }) => {
  await context.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
  await page.goto('/ja/rulings/wuxing/');
  await page.getByRole('button', { name: 'このゲームの日本語版をオフライン用に保存' }).click();
  await expect(page.locator('[data-offline]').getByRole('status')).toHaveText('このブラウザはオフライン保存に対応していません。');
});
