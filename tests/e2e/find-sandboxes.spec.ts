import { expect, test } from './test';
import { readJson } from '../site/dist';

/** How many games the built site has (its API), which the home pages must say and link. */
const GAMES = (readJson('api/games.json') as { games: unknown[] }).games.length;

// A player who starts at the home page finds a game's rulings and its sandboxes, in their language.
test('from the home page to a game’s rulings, by topic, and on to a sandbox', async ({ page }) => {
  await page.goto('/zh-hant/');
  // The home page counts the games it has, from the content.
  expect(GAMES).toBeGreaterThanOrEqual(3);
  await expect(page.locator('.lede')).toContainText(`現已收錄 ${GAMES} 款`);
  const wuxing = page.locator('.games > li').filter({ hasText: '五行戰鬥牌' });
  await wuxing.getByRole('link', { name: /^裁定範例 \d+ 則$/ }).click();
  await expect(page).toHaveURL(/\/zh-hant\/rulings\/wuxing\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('五行戰鬥牌：沙盒與裁定範例');
  // Its flows, each with a line saying what it covers.
  await expect(page.getByRole('link', { name: '回合流程與施展陣法' })).toBeVisible();
  await expect(page.getByText('回收上家的棄牌、攻擊或施展術式')).toBeVisible();
  // Its rulings under the rulebook section they illustrate, in rulebook order.
  const topics = await page.locator('.topic').allTextContents();
  expect(topics.length).toBeGreaterThan(2);
  const sections = topics.map((t) => Number(t.split(/\s/)[0]));
  expect(sections).toEqual([...sections].sort((a, b) => a - b));
  await page.getByRole('link', { name: '回合流程與施展陣法' }).click();
  // The sandbox writes its step into the URL once it runs (?step=0), which may come first.
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/flows\/wuxing\.turn\/(\?step=0)?$/);
});

test('the rulebook and the landing page lead to the sandboxes too, in Japanese', async ({ page }) => {
  await page.goto('/ja/xinglingwang/');
  await page.getByRole('link', { name: 'サンドボックスと裁定例' }).first().click();
  await expect(page).toHaveURL(/\/ja\/rulings\/xinglingwang\/$/);
  await page.goto('/');
  await expect(page.locator('[lang="ja"]').getByRole('link', { name: 'サンドボックスと裁定例' })).toHaveCount(GAMES);
  await expect(page.locator('[lang="zh-Hant"]').getByRole('link', { name: '沙盒與裁定範例' })).toHaveCount(GAMES);
});
