import { expect, test } from '@playwright/test';

test('searching 防護罩 in 繁體中文 finds the shield clauses', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('防護罩');
  const results = page.locator('#search-results');
  await expect(results.getByRole('link', { name: /五行.* 2-2 / })).toBeVisible();
  await results.getByRole('link', { name: / 2-2\.4a/ }).click();
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#2-2\.4a$/);
  await expect(page.locator('[id="2-2.4a"]')).toBeInViewport();
});

test('searching シールド in 日本語 finds the shield clauses, in Japanese', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('シールド');
  const results = page.locator('#search-results');
  await expect(results.getByRole('link', { name: /五行.* 2-2 / })).toBeVisible();
  await expect(results.getByRole('link', { name: / 2-2\.4a/ })).toHaveAttribute('href', '/ja/wuxing/#2-2.4a');
  // Rulings about shields are found too.
  await expect(results.getByRole('link', { name: 'シールドへの五行攻撃' })).toHaveAttribute('href', '/ja/rulings/wuxing/attack-into-shield/');
});

test('typing a clause number jumps to that clause', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  const box = page.getByRole('searchbox', { name: 'ルールを検索' });
  await box.fill('2-4.3a');
  await expect(page.getByRole('link', { name: '条項 2-4.3a へ移動' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ja\/wuxing\/#2-4\.3a$/);
  await expect(page.locator('[id="2-4.3a"]')).toBeInViewport();
});

test('a clause number the rulebook does not have is not offered, and the page says so', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  const box = page.getByRole('searchbox', { name: '搜尋規則' });
  await box.fill('9-9.9z');
  await expect(page.locator('#search-results')).toContainText('本規則書沒有條款 9-9.9z');
  await expect(page.getByRole('link', { name: /前往條款/ })).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/$/);
});

test('each hit names its game; the results page lists every hit, grouped by game', async ({ page }) => {
  await page.goto('/zh-hant/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('單位');
  const results = page.locator('#search-results');
  await expect(results.locator('.hit-game').first()).toHaveText(/五行戰鬥牌|星靈王/);
  await results.getByRole('link', { name: /^看全部 \d+ 筆結果$/ }).click();
  await expect(page).toHaveURL(/\/zh-hant\/search\/\?q=/);
  const groups = page.locator('[data-results] section h2');
  await expect(groups.first()).toHaveText(/^星靈王（\d+）$/);
  expect(await page.locator('[data-results] li').count()).toBeGreaterThan(8);
});

test('full-width digits, capitals and simplified characters are read as the rulebook writes them', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('２－０４．３Ａ');
  await expect(page.getByRole('link', { name: '条項 2-4.3a へ移動' })).toHaveAttribute('href', '/ja/wuxing/#2-4.3a');
  await page.goto('/zh-hant/xinglingwang/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('阻挡');
  await expect(page.locator('#search-results mark').first()).toHaveText('阻擋');
});

test('a clause number typed on a page of no game offers it in every game that has it', async ({ page }) => {
  await page.goto('/zh-hant/');
  const box = page.getByRole('searchbox', { name: '搜尋規則' });
  await box.fill('2-4');
  await expect(page.getByRole('link', { name: '前往條款 2-4（五行戰鬥牌）' })).toHaveAttribute('href', '/zh-hant/wuxing/#2-4');
  await expect(page.getByRole('link', { name: '前往條款 2-4（星靈王）' })).toHaveAttribute('href', '/zh-hant/xinglingwang/#2-4');
  await box.fill('3-30');
  await expect(page.locator('#search-results')).toContainText('沒有任何遊戲有條款 3-30');
});

test('arrow keys move through the results and Escape closes them', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  const box = page.getByRole('searchbox', { name: 'ルールを検索' });
  await box.fill('シールド');
  const links = page.locator('#search-results a');
  await expect(links.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(links).toHaveCount(0);
});
