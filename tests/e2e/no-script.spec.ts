import { expect, test } from './test';

test.use({ javaScriptEnabled: false });

test('the rulebook reads with JavaScript off: text, permalinks, highlight, notes, previews', async ({ page }) => {
  await page.goto('/ja/wuxing/#2-2.4b');
  const clause = page.locator('[id="2-2.4b"]');
  await expect(clause).toBeInViewport();
  await expect(clause).toHaveCSS('outline-style', 'solid');
  await expect(clause).toContainText('物理攻撃');
  // Buttons that need script stay hidden rather than doing nothing.
  await expect(page.getByRole('button', { name: /^条項 .* のリンクをコピー$/ })).toHaveCount(0);
  // The embedded sandbox shows its transcript, without controls that would do nothing.
  await expect(page.getByRole('button', { name: '次へ' })).toHaveCount(0);
  await expect(page.locator('[id="5-2.4b"] .sandbox-log > li')).toHaveCount(4);
  await expect(page.getByRole('note').first()).toContainText('当サイトの解釈');
  const ref = page.locator('[id="3-3"]').getByRole('link', { name: '2-1.2', exact: true }).first();
  await ref.focus();
  await expect(page.locator(`[id="${await ref.getAttribute('aria-describedby')}"]`)).toBeVisible();
});

test('a ruling reads with JavaScript off: its transcript, and a link to its flow’s chart, which the flow’s page draws', async ({ page }) => {
  await page.goto('/zh-hant/rulings/wuxing/attack-into-shield/');
  await expect(page.locator('.sandbox-log > li').first()).toBeVisible();
  await expect(page.locator('.statechart svg')).toHaveCount(0);
  await page.getByRole('link', { name: '在這個流程的頁面上看流程圖' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/flows\/wuxing\.turn\/#flow-diagram$/);
  await expect(page.locator('.statechart svg[data-statechart="wuxing.turn"] [data-node]').first()).toBeVisible();
});

test('a short link with JavaScript off, where no redirect rules apply, gets the 404 page, which offers the home pages', async ({ page }) => {
  // (A host that reads _redirects sends it to the clause's page with a 301, no script needed: tests/site/short-links.test.ts.)
  for (const path of ['/r/wuxing/7-3', '/ja/r/wuxing/7-3', '/zh-hant/r/wuxing/7-3']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('link', { name: '首頁', exact: true })).toHaveAttribute('href', '/zh-hant/');
    await expect(page.getByRole('link', { name: 'トップ', exact: true })).toHaveAttribute('href', '/ja/');
  }
});

test('the search page says search needs JavaScript', async ({ page }) => {
  await page.goto('/zh-hant/search/?q=防護罩');
  await expect(page.getByText('搜尋需要 JavaScript')).toBeVisible();
});
