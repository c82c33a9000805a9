/**
 * 風雷卡牌's sandboxes as a reader meets them: characters chosen from a form within the summon
 * points (the disputed 3-1 under the site's reading, then under the body's by its link), a chain
 * watched as a stack as it resolves, and both tables stacked on a phone — in the page's language,
 * never by ids.
 */
import { expect, test, type Page } from './test';

const live = (page: Page) => page.locator('.sandbox[data-live]').first().waitFor();

test('choosing characters: fewer than 9 points is refused by default with its clause, 9 points are taken; the other reading by its link allows fewer', async ({ page }) => {
  await page.goto('/zh-hant/fenglei/flows/fenglei.game/');
  await live(page);
  const box = page.locator('.sandbox');
  await box.getByRole('checkbox', { name: /^艾妲/ }).check();
  await box.getByRole('checkbox', { name: /忽倫/ }).check();
  await expect(box.getByText('召喚費用合計 5 / 9')).toBeVisible();
  await expect(box.getByRole('button', { name: '覆蓋', exact: true })).toBeDisabled();
  await expect(box.locator('.choice-why').first()).toContainText('所選角色的召喚費用合計必須正好 9 點');
  await expect(box.locator('.choice-why .clause-cite').first()).toHaveText('3-1');
  await box.getByRole('checkbox', { name: /雷鈺/ }).check();
  await box.getByRole('button', { name: '覆蓋', exact: true }).click();
  // Player 1's characters lie face down: the page does not show which.
  await expect(box.locator('.mw-player').first()).toContainText('已覆蓋 3 張角色');
  await expect(box.locator('.fl-table')).not.toContainText('艾妲');
  // The other reading of 3-1, by the link beside it: 5 points are enough.
  await box.locator('.sandbox-disputed').filter({ hasText: '3-1' }).getByRole('link').click();
  // A new page, with the position in its address: wait for it, not for the sandbox still on screen.
  await page.waitForURL((url) => url.searchParams.has('play'));
  await live(page);
  const again = page.locator('.sandbox');
  await expect(again.locator('.sandbox-disputed').filter({ hasText: '3-1' })).toContainText('9 點以內自由選擇');
  await again.getByRole('checkbox', { name: /^艾妲/ }).check();
  await again.getByRole('checkbox', { name: /忽倫/ }).check();
  await again.getByRole('button', { name: '覆蓋', exact: true }).click();
  await expect(again).toHaveAttribute('data-step', '1');
});

test('a chain resolves from its top: the counter first, the stop negated, then the attack', async ({ page }) => {
  await page.goto('/ja/rulings/fenglei/the-attacker-negates-the-stop/?step=4');
  await live(page);
  const chain = page.locator('.sandbox .fl-chain');
  await expect(chain.locator('li')).toHaveCount(3);
  await expect(chain.locator('li').first()).toHaveClass(/is-next/);
  await expect(chain.locator('li').first()).toContainText('破呪');
  await page.locator('.sandbox-controls').getByRole('button', { name: '次へ' }).click();
  await expect(chain.locator('li').nth(1)).toHaveClass(/is-negated/);
  await page.locator('.sandbox-controls').getByRole('button', { name: '次へ' }).click();
  await page.locator('.sandbox-controls').getByRole('button', { name: '次へ' }).click();
  await expect(page.locator('.sandbox [data-character="xiaozhen"]')).toContainText('ライフ2');
  await expect(page.locator('.sandbox .fl-chain-empty')).toBeVisible();
  await expect(page.locator('.sandbox')).not.toContainText('xiaozhen');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('the two players’ tables stack and the page does not scroll sideways', async ({ page }) => {
    await page.goto('/ja/rulings/fenglei/a-whole-turn-from-draw-to-storage/?step=8');
    await live(page);
    const [a, b] = await page.locator('.sandbox .mw-player').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(b).toBeGreaterThan(a + 50);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
