/**
 * Search for a question typed as people type it (issue 41): Chinese and Japanese without spaces,
 * simplified characters, full-width digits; what the reader is told when nothing is found; the index
 * loading as the reader comes to the box; and a results page that does not move as its results come.
 */
import { expect, test } from './test';

// Each unspaced question, where a reader asks it, and the clause that answers it.
const QUESTIONS = [
  { page: '/zh-hant/mage-wars/', q: '飛行生物守衛', clause: '/zh-hant/mage-wars/#9-3.7', spaced: '飛行生物 守衛' },
  { page: '/zh-hant/fenglei/', q: '防守回合反制', clause: '/zh-hant/fenglei/#8-7', spaced: '防守回合 反制' },
  { page: '/zh-hant/', q: '手牌4張', clause: '/zh-hant/wuxing/#4-2.5c', spaced: '手牌 4 張' },
  // Simplified characters, read as the traditional ones the rulebook writes.
  { page: '/zh-hant/mage-wars/', q: '飞行生物守卫', clause: '/zh-hant/mage-wars/#9-3.7', spaced: '飞行生物 守卫' },
  { page: '/ja/', q: 'マリガン回数', clause: '/ja/masters-and-pieces/#2-5.2', spaced: 'マリガン 回数' },
] as const;

for (const { page: at, q, clause, spaced } of QUESTIONS) {
  test(`${q} typed without spaces on ${at} finds the clause ${clause.split('#')[1]}, as its words with spaces do`, async ({ page }) => {
    await page.goto(at);
    const box = page.getByRole('searchbox', { name: at.startsWith('/ja/') ? 'ルールを検索' : '搜尋規則' });
    const results = page.locator('#search-results');
    const link = results.locator(`a[href="${clause}"]`);
    await box.fill(q);
    await expect(link).toBeVisible();
    // The hit is the clause, under its number.
    await expect(link).toContainText(clause.split('#')[1]);
    await expect(results).not.toContainText('找不到');
    await box.fill(spaced);
    await expect(link).toBeVisible();
  });
}

test('full-width digits are read as half-width in a typed question', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('手牌４張');
  await expect(page.locator('#search-results a[href="/zh-hant/wuxing/#4-2.5c"]')).toBeVisible();
});

test('a clause with every word of the question comes before one with some of them', async ({ page }) => {
  await page.goto('/zh-hant/mage-wars/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('飛行生物守衛');
  const clauses = page.locator('#search-results a[href*="#"]');
  await expect(clauses.first()).toBeVisible();
  // 9-3.5 to 9-3.8 say 飛行, 生物 and 守衛; 9 (生物特性) and 13 (守衛) only one each, heading weight and all.
  const hrefs = await clauses.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.slice(0, 4).sort()).toEqual(['/zh-hant/mage-wars/#9-3.5', '/zh-hant/mage-wars/#9-3.6', '/zh-hant/mage-wars/#9-3.7', '/zh-hant/mage-wars/#9-3.8']);
});

test('when nothing is found, the box says which words it searched and offers each alone', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/');
  const box = page.getByRole('searchbox', { name: '搜尋規則' });
  await box.fill('防守回合反制');
  const results = page.locator('#search-results');
  await expect(results).toContainText('星靈王中找不到「防守回合反制」。');
  await expect(results.locator('.searched')).toHaveText('搜尋的是同時含有這些詞的內容：「防守」「回合」「反制」。');
  const words = results.locator('.search-words button');
  await expect(words).toHaveText(['防守', '回合', '反制']);
  // A word alone is searched at a tap, and finds 星靈王's defence.
  await words.first().click();
  await expect(box).toHaveValue('防守');
  await expect(box).toBeFocused();
  await expect(results.locator('a[href^="/zh-hant/xinglingwang/#"]').first()).toBeVisible();
  // In Japanese, and on the results page, where each word is a link.
  await page.goto('/ja/search/?q=%E3%83%9E%E3%83%AA%E3%82%AC%E3%83%B3%E5%9B%9E%E6%95%B0&game=wuxing');
  const shown = page.locator('[data-results]');
  await expect(shown).toContainText('五行バトルカードでは「マリガン回数」は見つかりませんでした。');
  await expect(shown.locator('.searched')).toHaveText('これらの語をすべて含むものを検索しました：「マリガン」「回数」。');
  await expect(shown.locator('.search-words a')).toHaveText(['マリガン', '回数']);
  await expect(shown.locator('.search-words a').first()).toHaveAttribute('href', '/ja/search/?q=%E3%83%9E%E3%83%AA%E3%82%AC%E3%83%B3&game=wuxing');
});

test.describe('loading', () => {
  test.use({ isolated: true });

  // How long it takes is timed by `npm run bench:lighthouse` (on a throttled CPU), not here: a busy 2-core machine is no phone.
  test('the index starts loading when the box takes focus, before the first key', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/zh-hant/wuxing/');
    // A rules page fetches no search code or index until the box is used.
    expect(asked.filter((path) => path.includes('pagefind') || /\/search\.[\w-]+\.js$/.test(path))).toEqual([]);
    const box = page.getByRole('searchbox', { name: '搜尋規則' });
    await box.focus();
    // Focus alone loads the search code, this game's index (code, WebAssembly, its language's metadata) and the other games'.
    await expect.poll(() => asked.some((path) => /^\/pagefind\/wuxing\/wasm\.[\w-]+\.pagefind$/.test(path))).toBe(true);
    await expect.poll(() => asked.filter((path) => /^\/pagefind\/[\w-]+\/pagefind\.zh-hant_[\w]+\.pf_meta$/.test(path)).length).toBe(5);
    await box.fill('防護罩');
    await expect(page.locator('#search-results a[href="/zh-hant/wuxing/#2-2"]')).toBeVisible();
  });

  test('a question typed before the search code has come is searched when it comes, on the search page too', async ({ page }) => {
    await page.goto('/zh-hant/search/');
    // The search code held back until the question is in the box (a slow phone: the reader types first).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/search\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const box = page.getByRole('searchbox', { name: '搜尋規則' });
    await box.focus();
    await box.fill('飛行生物守衛');
    release();
    await expect(page.locator('#search-results a[href="/zh-hant/mage-wars/#9-3.7"]')).toBeVisible();
  });

  test('the search page does not move as its results come: no layout shift, on a phone and a desktop', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      for (const url of ['/zh-hant/search/?q=%E6%94%BB%E6%93%8A', '/ja/search/?q=2-4', '/ja/search/?q=%E3%83%9E%E3%83%AA%E3%82%AC%E3%83%B3%E5%9B%9E%E6%95%B0&game=wuxing']) {
        await page.goto(url);
        await expect(page.locator('[data-results]')).toBeVisible();
        await expect(page.getByRole('combobox')).toBeVisible({ visible: !url.includes('2-4') });
        // Shifts are reported after the frame they happen in.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), `${viewport.width} ${url}`).toEqual([]);
      }
    }
  });
});
