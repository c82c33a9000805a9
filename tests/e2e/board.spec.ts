import { expect, test } from '@playwright/test';

test('the 星靈王 防守階段 sandbox draws the board and steps through a 貫穿 battle', async ({ page }) => {
  await page.goto('/ja/rulings/xinglingwang/pierce-front-then-back/?step=0');
  await page.locator('astro-island:not([ssr]) .sandbox').waitFor();
  const box = page.locator('.sandbox');
  const board = box.getByRole('img', { name: '盤面' });
  // The attacker is drawn turned to 進攻; the star lines are numbered.
  await expect(board.locator('[data-unit="lancer"]')).toHaveAttribute('data-state', 'attacking');
  await expect(board.getByText('戦線 5')).toBeAttached();
  await expect(board.locator('.unit.is-engaged')).toHaveCount(3);
  // Both players pass the pre-battle window (11-8.1), the defender first.
  await box.getByRole('button', { name: '効果を使わない(パス)'.replace('(', '\uff08').replace(')', '\uff09'), exact: true }).click();
  await expect(box.locator('[aria-current="step"]')).toContainText('先攻プレイヤー');
  await page.keyboard.press('End');
  await expect(box).toHaveAttribute('data-state', 'destructionDone');
  await expect(board.locator('[data-unit="guard"]')).toHaveCount(0);
  await expect(board.locator('[data-unit="lancer"]')).toHaveCount(0);
  await expect(board.locator('[data-unit="sage"]')).toHaveCount(1);
  await expect(box).toContainText('guard、lancer');
});

test('the 防守階段 flow page plays the default position to the end of the phase', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/flows/xinglingwang.defense/');
  await page.locator('astro-island:not([ssr]) .sandbox').waitFor();
  const box = page.locator('.sandbox');
  for (let i = 0; i < 40; i++) {
    const state = await box.getAttribute('data-state');
    if (state === 'phaseEnd') break;
    const choice = box.locator('.sandbox-choices button').first();
    await choice.click();
  }
  await expect(box).toHaveAttribute('data-state', 'phaseEnd');
  // No unit is left attacking once the phase is over (11-8.6, 11-3).
  await expect(box.locator('[data-unit][data-state="attacking"]')).toHaveCount(0);
});

test('進攻宣言: the reader sets units to attack; one that loses its target is turned upright', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/flows/xinglingwang.declare/');
  await page.locator('astro-island:not([ssr]) .sandbox').waitFor();
  const box = page.locator('.sandbox');
  const board = box.getByRole('img', { name: '場面' });
  const choices = box.locator('.sandbox-choices');
  // 橫放 units cannot attack (8-3): no choice is offered for them.
  await expect(choices.getByRole('button', { name: /tired/ })).toHaveCount(0);
  await choices.getByRole('button', { name: /使其進攻.lancer/ }).click();
  await expect(board.locator('[data-unit="lancer"]')).toHaveAttribute('data-state', 'attacking');
  // Effects now wait until the act is over (11-2).
  await expect(choices.getByRole('button', { name: '發動效果', exact: true })).toHaveCount(0);
  await choices.getByRole('button', { name: /移除.guard/ }).click();
  await expect(board.locator('[data-unit="lancer"]')).toHaveAttribute('data-state', 'upright');
  await expect(choices.getByRole('button', { name: /使其進攻.lancer/ })).toHaveCount(0);
});
