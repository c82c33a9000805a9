import { expect, test } from '@playwright/test';

test('searching 防護罩 in 繁體中文 finds the shield clauses', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('防護罩');
  const results = page.locator('#search-results');
  await expect(results.getByRole('link', { name: /^2-2 / })).toBeVisible();
  await results.getByRole('link', { name: /^2-2\.4a/ }).click();
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#2-2\.4a$/);
  await expect(page.locator('[id="2-2.4a"]')).toBeInViewport();
});

test('searching シールド in 日本語 finds the shield clauses, in Japanese', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('シールド');
  const results = page.locator('#search-results');
  await expect(results.getByRole('link', { name: /^2-2 / })).toBeVisible();
  await expect(results.getByRole('link', { name: /^2-2\.4a/ })).toHaveAttribute('href', '/ja/wuxing/#2-2.4a');
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
