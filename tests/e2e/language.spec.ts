import { expect, test } from './test';

// A context of its own for each test (test.ts): it grants the clipboard.
test.use({ isolated: true });

test('switching language keeps the clause the reader is on', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/#4-2.5d');
  await page.getByRole('navigation', { name: '語言' }).getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/wuxing\/#4-2\.5d$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('[id="4-2.5d"]')).toBeInViewport();
  await expect(page.locator('[id="4-2.5d"]')).toContainText('ドロー捨てルール');
});

test('switching language without an anchor keeps the clause in view', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  await page.evaluate(() => document.getElementById('5-3')!.scrollIntoView({ block: 'start' }));
  // Playwright's own click scrolls the page before clicking, which would move the reader; a
  // reader's click on the sticky header does not. So click without scrolling.
  await page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: '繁體中文' }).evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#5-3$/);
  await expect(page.locator('[id="5-3"]')).toBeInViewport();
});

test('the comparison page shows both languages clause by clause, each marked with its language', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/compare/');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2-2.4b' }) });
  await expect(row.locator('td[lang="zh-Hant"]')).toContainText('物理攻擊');
  await expect(row.locator('td[lang="ja"]')).toContainText('物理攻撃');
  await expect(row.locator('td[lang="ja"]')).toContainText('2倍');
});

test('the glossary gives each term, its other-language rendering and its clause', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/glossary/');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '防護罩' }) });
  await expect(row.locator('[lang="ja"]')).toHaveText('シールド');
  await row.getByRole('link', { name: '2-2' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#2-2$/);
  await expect(page.locator('[id="2-2"]')).toBeInViewport();
});
