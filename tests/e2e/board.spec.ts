import { expect, test } from './test';
import { choose, KIND } from './choices';

test('the 星靈王 防守階段 sandbox draws the board and steps through a 貫穿 battle', async ({ page }) => {
  await page.goto('/ja/rulings/xinglingwang/pierce-front-then-back/?step=0');
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  const board = box.getByRole('img', { name: '盤面' });
  // The attacker is drawn turned to 進攻; the star lines are numbered.
  await expect(board.locator('[data-unit="lancer"]')).toHaveAttribute('data-state', 'attacking');
  // Units are named in the page's language, never by their ids.
  await expect(board.locator('[data-unit="lancer"] .unit-name')).toHaveText('槍兵');
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
  await expect(box).toContainText('守衛、槍兵');
});

test('the 防守階段 flow page plays the default position to the end of the phase', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/flows/xinglingwang.defense/');
  await page.locator('.sandbox[data-live]').waitFor();
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
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  const board = box.getByRole('img', { name: '場面' });
  const choices = box.locator('.sandbox-choices');
  // 橫放 units cannot attack (8-3): no choice is offered for them.
  await expect(choices.getByRole('button', { name: /疲兵/ })).toHaveCount(0);
  await choose(choices, /使其進攻.槍兵/);
  await expect(board.locator('[data-unit="lancer"]')).toHaveAttribute('data-state', 'attacking');
  // Effects now wait until the act is over (11-2).
  await expect(choices.getByRole('button', { name: '發動效果', exact: true })).toHaveCount(0);
  await choose(choices, /移除.守衛/);
  await expect(board.locator('[data-unit="lancer"]')).toHaveAttribute('data-state', 'upright');
  // It attacked this turn (11-3): among the units to attack with, it is no more.
  await choices.getByRole('button', { name: '使其進攻…' }).click();
  await expect(choices.getByRole('button', { name: /使其進攻.斥候/ })).toHaveCount(1);
  await expect(choices.getByRole('button', { name: /使其進攻.槍兵/ })).toHaveCount(0);
  await expect(choices.locator(KIND)).toHaveCount(0);
});

test('the 星靈王 turn: star-line card 1 on the first player’s right, and a whole turn played from the choices', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/flows/xinglingwang.turn/');
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  const board = box.getByRole('img', { name: '場面' });
  // 1-4: card 1 at the first player's right, the others leftwards in order.
  const x = async (line: number) => (await board.locator(`[data-line="${line}"]`).boundingBox())!.x;
  expect(await x(1)).toBeGreaterThan(await x(2));
  expect(await x(2)).toBeGreaterThan(await x(5));
  // The turn opens in the 防守階段: the second player's lancer attacks guard.
  await expect(box).toHaveAttribute('data-state', 'defense');
  const choices = box.locator('.sandbox-choices');
  const click = (name: RegExp | string) => choose(choices, name);
  // Each point where effects may be used is a decision (11-8.1, 11-8.3, 11-8.4): both players pass
  // before the battle, then the winner, then the loser; the destruction check follows.
  for (let i = 0; i < 4; i++) await click('不發動效果（讓過）');
  await click('繼續');
  await expect(board.locator('[data-unit="guard"]')).toHaveCount(0);
  await expect(board.locator('[data-unit="lancer"]')).toHaveAttribute('data-state', 'sideways');
  // 召喚階段: the blue-star seer's condition is not met, so it is not offered (12-4).
  await expect(box).toHaveAttribute('data-state', 'summon.choose');
  await expect(choices.getByRole('button', { name: /打出 先知/ })).toHaveCount(0);
  await click(/打出 龍/);
  await click(/選為祭品 僧侶/);
  await click(/選為祭品 小旅人 1/);
  // 9-2: a front place; the back row is not offered while the front has room.
  await expect(choices.getByRole('button', { name: /放置於 戰線 \d 後排/ })).toHaveCount(0);
  await click(/放置於 戰線 2 前排/);
  await expect(board.locator('[data-unit="dragon"]')).toHaveAttribute('data-state', 'upright');
  await expect(box.locator('tr[data-player="0"]')).toContainText('僧侶');
  await click('選擇戰術佈陣');
  await click(/召喚小旅人/);
  await click(/放置於 戰線 5 前排/);
  await click(/移動 龍/);
  // 13-3: dragon entered the front row this turn and may not go back.
  await expect(choices.getByRole('button', { name: /移到 戰線 \d 後排/ })).toHaveCount(0);
  await click(/移到 戰線 3 前排/);
  await click('結束佈陣');
  // The end phase has no choice here; the second player's turn begins and waits at its 召喚階段.
  await expect(box.locator('.xlw-status')).toContainText('第 10 回合');
  await expect(box).toHaveAttribute('data-state', 'summon.choose');
});

// 進攻宣言 and the 防守階段 are parts of the turn's rules that a position loads only once it uses
// them (src/games/xinglingwang/parts.ts): a tap that chooses 進攻宣言 loads them, then takes it.
test('choosing 進攻宣言 in a turn whose line has none loads it on the tap, and the tap’s result shows', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.goto('/zh-hant/rulings/xinglingwang/countdown-ends-game/?step=2');
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  await expect(box).toHaveAttribute('data-state', 'tactic.choose');
  const before = scripts.length;
  await box.locator('.sandbox-choices').getByRole('button', { name: '選擇進攻宣言' }).click();
  await expect(box).toHaveAttribute('data-state', 'tactic.attack');
  await expect(box).toHaveAttribute('data-step', '3');
  // The part arrived after the tap, and the tap's result is on screen: the line it took, and the 進攻宣言's choices.
  expect(scripts.length).toBeGreaterThan(before);
  await expect(box.locator('.sandbox-last')).toContainText('進攻宣言');
  await expect(box.locator('.sandbox-choices').getByRole('button', { name: /使其進攻/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/play=/);
});

test('a tap whose part of the rules cannot load (offline, the game not kept) leaves the position and says why', async ({ page }) => {
  await page.goto('/zh-hant/rulings/xinglingwang/countdown-ends-game/?step=2');
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  await page.route('**/_astro/*.js', (route) => route.abort());
  await box.locator('.sandbox-choices').getByRole('button', { name: '選擇進攻宣言' }).click();
  await expect(box.locator('.sandbox-problem')).toContainText('這一步要用到的規則沒有載入');
  await expect(box).toHaveAttribute('data-state', 'tactic.choose');
  await expect(box).toHaveAttribute('data-step', '2');
});

test('a turn ruling plays to the end of the game and names the winner', async ({ page }) => {
  await page.goto('/ja/rulings/xinglingwang/tie-second-player-wins/');
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  // It opens at the start; End goes to the outcome.
  await expect(box).toHaveAttribute('data-step', '0');
  await box.getByRole('button', { name: '次へ' }).focus();
  await page.keyboard.press('End');
  await expect(box).toHaveAttribute('data-state', 'gameOver');
  await expect(box.getByRole('status')).toContainText('後攻プレイヤー');
});

test('each point of a battle where effects may be used is a pass of its own; 繼續 to the next choice takes the rest, every step kept in the log and the URL', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/flows/xinglingwang.defense/');
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  const choices = box.locator('.sandbox-choices');
  // Before a battle both players may use effects (11-8.1), then its winner (11-8.3), then its loser
  // (11-8.4): each passes in turn, a decision of its own, never taken for the reader. The 貫穿
  // attacker fights the front unit, then the back one (15-1.1), before the destruction check.
  const points = ['window', 'window', 'winnerEffects', 'loserEffects'];
  for (const [step, state] of [...points, ...points].entries()) {
    await expect(box).toHaveAttribute('data-step', String(step));
    await expect(box).toHaveAttribute('data-state', state);
    await expect(choices.getByRole('button', { name: '一路繼續到下一個選擇' })).toHaveCount(0);
    await choices.getByRole('button', { name: /讓過/ }).click();
  }
  await expect(box).toHaveAttribute('data-step', '8');
  await expect(box).toHaveAttribute('data-state', 'destructionDone');
  await choices.getByRole('button', { name: '一路繼續到下一個選擇' }).click();
  // Past the destruction check to the next decision: the next attacker's first battle.
  await expect(box).toHaveAttribute('data-state', 'window');
  const after = Number(await box.getAttribute('data-step'));
  expect(after).toBeGreaterThanOrEqual(9);
  await expect(box.locator('.sandbox-log > li')).toHaveCount(after + 1);
  // Every pass is in the log: both players' before each battle, the winner's and the loser's.
  await expect(box.locator('.sandbox-log > li').filter({ hasText: '不發動效果' })).toHaveCount(8);
  await expect(page).toHaveURL(new RegExp(`step=${after}$`));
});

test('in the turn, once the 防守階段’s passes are made, one click takes the rest of it to the 召喚階段', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/flows/xinglingwang.turn/');
  await page.locator('.sandbox[data-live]').waitFor();
  const box = page.locator('.sandbox');
  const choices = box.locator('.sandbox-choices');
  for (let i = 0; i < 4; i++) await choices.getByRole('button', { name: /讓過/ }).click();
  await choices.getByRole('button', { name: '一路繼續到下一個選擇' }).click();
  // The battle is over (its passes logged) and the sandbox stops where the reader chooses again.
  await expect(box).toHaveAttribute('data-state', 'summon.choose');
  await expect(box.locator('.sandbox-log > li').filter({ hasText: '不發動效果' })).toHaveCount(4);
  await expect(choices.getByRole('button', { name: /讓過/ })).toHaveCount(0);
});

// Readable where it is used: 12 px text or more on a phone, no text running over its card, a legend,
// and in the rulebook the board has the column's width to itself.
test('the board is readable on a phone: text at least 12 px, inside its cards, with a legend', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The last two show combined units, attacking and in a back row, with the cards under them (15-3.1).
  for (const path of ['/zh-hant/rulings/xinglingwang/pierce-front-then-back/?step=0', '/ja/xinglingwang/flows/xinglingwang.turn/', '/zh-hant/rulings/xinglingwang/sneak-combined-rest-stays-stacked/?step=0', '/ja/rulings/xinglingwang/split-top-stays-reading/?step=6']) {
    await page.goto(path);
    await page.locator('.sandbox[data-live]').waitFor();
    const board = page.locator('.sandbox .board').first();
    await expect(board.locator('.board-legend')).toContainText(/攻/);
    const problems = await board.evaluate((figure) => {
      const out: string[] = [];
      for (const text of figure.querySelectorAll<HTMLElement>('.xlw-grid :is(.unit-name, .unit-stats, .unit-keywords, .star-line-number, .board-side)')) {
        const px = parseFloat(getComputedStyle(text).fontSize);
        if (px < 12) out.push(`${text.textContent} at ${px.toFixed(1)} px`);
      }
      for (const unit of figure.querySelectorAll('[data-unit]')) {
        const card = unit.getBoundingClientRect();
        for (const text of unit.querySelectorAll(':scope > :not(.unit-card)')) {
          const box = text.getBoundingClientRect();
          if (box.left < card.left - 1 || box.right > card.right + 1) out.push(`${text.textContent} runs over its card`);
        }
      }
      return out;
    });
    expect(problems, path).toEqual([]);
  }
});

test('inside the rulebook the sandbox board takes the column’s width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/zh-hant/xinglingwang/');
  const sandbox = page.locator('.sandbox').first();
  await sandbox.scrollIntoViewIfNeeded();
  // Measured once the island is live: hydration may replace the drawn board, and a detached
  // element measures 0. Both widths are read in one call so they belong to the same layout.
  await expect(sandbox).toHaveAttribute('data-live', /.*/);
  await expect
    .poll(() =>
      sandbox.evaluate((e) => {
        // From star line 5 to star line 1, in the wide picture (five 6.5 rem columns).
        const lines = [...e.querySelectorAll('.board [data-line]')].map((line) => line.getBoundingClientRect());
        const box = e.getBoundingClientRect().width;
        return box > 0 && lines.length ? (Math.max(...lines.map((r) => r.right)) - Math.min(...lines.map((r) => r.left))) / box : 0;
      }),
    )
    .toBeGreaterThan(0.65);
});

test('發動效果, which changes nothing on the board, is not offered twice in a row', async ({ page }) => {
  await page.goto('/zh-hant/xinglingwang/flows/xinglingwang.declare/');
  await page.locator('.sandbox[data-live]').waitFor();
  const choices = page.locator('.sandbox .sandbox-choices');
  await choices.getByRole('button', { name: '發動效果', exact: true }).click();
  await expect(page.locator('.sandbox')).toHaveAttribute('data-step', '1');
  await expect(choices.getByRole('button', { name: '發動效果', exact: true })).toHaveCount(0);
  // Anything else, and it is on offer again.
  await expect(choices.getByRole('button', { name: /使其進攻/ }).first()).toBeVisible();
});
