import { expect, test } from './test';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the contents are folded above the text, and the text starts on the first screen', async ({ page }) => {
    await page.goto('/zh-hant/wuxing/');
    const contents = page.getByText('目錄', { exact: true });
    await expect(contents).toBeVisible();
    await expect(page.locator('[id="1-1.1"]')).toBeInViewport();
    await contents.click();
    await page.getByRole('navigation', { name: '目錄 (規則書)' }).getByRole('link', { name: /^5\. / }).click();
    await expect(page).toHaveURL(/#5$/);
  });

  test('no page scrolls sideways: a long list of clause numbers wraps', async ({ page }) => {
    // Pages that list many clause numbers one after another: a flow's clauses, the coverage page's
    // clauses no ruling or flow covers, a ruling's clauses, and a ruling with its sandbox.
    for (const path of [
      '/zh-hant/xinglingwang/flows/xinglingwang.turn/',
      '/ja/wuxing/flows/wuxing.turn/',
      '/ja/xinglingwang/coverage/',
      '/zh-hant/rulings/xinglingwang/countdown-ends-game/',
    ]) {
      await page.goto(path);
      if (await page.locator('.sandbox').count()) await page.locator('.sandbox[data-live]').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  });

  test('tap targets are at least 44 px tall', async ({ page }) => {
    await page.goto('/ja/wuxing/');
    for (const name of ['ルールを検索', '検索']) {
      const box = await page.getByRole(name === '検索' ? 'button' : 'searchbox', { name, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    const lang = await page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: '繁體中文' }).boundingBox();
    expect(lang!.height).toBeGreaterThanOrEqual(44);
  });
});

test('dark mode follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/zh-hant/wuxing/');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe(light);
  expect(bg).toBe('rgb(22, 24, 27)');
});

test('printing keeps the clause numbers and drops navigation and buttons', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('.toc-side')).toBeHidden();
  await expect(page.getByRole('button', { name: /複製條款/ }).first()).toBeHidden();
  await expect(page.locator('[id="2-4.3a"] .clause-num')).toBeVisible();
  await expect(page.locator('[id="2-4.3a"] .clause-num')).toHaveText('2-4.3a');
});

test('the bilingual landing page offers both languages, each marked with its lang', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section[lang="zh-Hant"]').getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/zh-hant/');
  await expect(page.locator('section[lang="ja"]').getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/');
  await page.locator('section[lang="ja"]').getByRole('link', { name: /五行バトルカード/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('五行バトルカード 4.3');
  await expect(page.getByText('五行戰鬥牌4.3遊戲規則')).toBeVisible();
});

test('the 五行 cycle is drawn as a picture with a text alternative', async ({ page }) => {
  await page.goto('/ja/wuxing/#2-6.1');
  const picture = page.getByRole('img', { name: '五行の相生・相剋図' });
  await expect(picture).toBeVisible();
  await expect(picture.locator('[data-sheng]')).toHaveCount(5);
  await expect(picture.locator('[data-ke]')).toHaveCount(5);
  await expect(picture.locator('[data-sheng="metal-water"]')).toHaveCount(1);
  await expect(picture.locator('[data-ke="metal-wood"]')).toHaveCount(1);
});

test.describe('on a phone, a permalink', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the clause at the top of the screen, not under the header', async ({ page }) => {
    await page.goto('/ja/wuxing/#2-2.4b');
    const box = await page.locator('[id="2-2.4b"]').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(60);
    await expect(page.locator('header.site-header')).not.toBeInViewport();
  });
});

test('on a wide screen the search box’s label stays hidden, not drawn over the site’s name', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto('/ja/');
  const box = await page.locator('label[for="site-search"]').boundingBox();
  expect(box!.width * box!.height).toBeLessThanOrEqual(1);
  await expect(page.getByRole('searchbox', { name: 'ルールを検索' })).toBeVisible();
});
