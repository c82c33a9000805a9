/**
 * The masters-and-pieces sandboxes as a reader meets them: the grid board on a phone, a battle played
 * from the choices, the priority window and the stack drawn at every step, a turn's phase track, and
 * a position set up with the form — in the page's language, never by ids.
 */
import { expect, test, type Page } from './test';

const live = (page: Page) => page.locator('.sandbox[data-live]').first().waitFor();

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the grid board fits the screen, its text is 12 px or more, and it says what it shows', async ({ page }) => {
    await page.goto('/ja/masters-and-pieces/flows/masters-and-pieces.combat/');
    await live(page);
    const board = page.locator('.sandbox').getByRole('img', { name: '盤面' });
    const scroll = page.locator('.grid-board .board-scroll');
    // The whole board is in view: the scroller does not need to scroll.
    expect(await scroll.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
    const sizes = await board.locator('text').evaluateAll((texts) => texts.map((t) => Number.parseFloat(getComputedStyle(t).fontSize)));
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    // Pieces by name, masters by side; a legend says how to read it.
    await expect(board.locator('[data-piece="lancer"] .unit-name')).toHaveText('槍兵');
    await expect(board.locator('[data-master="1"]')).toContainText('後攻');
    await expect(page.locator('.grid-board .board-legend')).toContainText('凡例');
    await expect(page.locator('.sandbox')).not.toContainText('lancer');
  });
});

test('a battle from the choices: priority to the attacked side, damage both ways, the attacker completes its move', async ({ page }) => {
  await page.goto('/zh-hant/masters-and-pieces/flows/masters-and-pieces.combat/');
  await live(page);
  const box = page.locator('.sandbox');
  const move = box.locator('.mp-move');
  await move.getByRole('combobox', { name: '棋子' }).selectOption({ label: '槍兵' });
  // The first square offered is the one with an enemy on it.
  await expect(move.getByRole('combobox', { name: '移到' })).toHaveValue('2/3');
  await move.getByRole('button', { name: '移動棋子' }).click();
  await expect(box).toHaveAttribute('data-state', 'battle.priority');
  await expect(box.locator('[data-piece].is-engaged')).toHaveCount(2);
  // The square it attacks from is framed and named: the lancer's own, next to the wolf (10-6.1).
  await expect(box.locator('.attack-from')).toHaveCount(1);
  await expect(box.locator('.board-attack')).toHaveText('槍兵從第 2 行第 2 列發動攻擊（棋盤上的虛線框；被攻擊棋子能否反擊，看它能否移動到這一格）。');
  await expect(box.locator('.sandbox-log')).toContainText('優先權移到後攻主帥');
  const choices = box.locator('.sandbox-choices');
  await choices.getByRole('button', { name: '不迴避戰鬥' }).click();
  await expect(box.locator('.sandbox-log')).toContainText('因此反擊');
  await choices.getByRole('button', { name: '繼續', exact: true }).click();
  await expect(box).toHaveAttribute('data-state', 'action');
  await expect(box.locator('[data-piece="wolf"]')).toHaveCount(0);
  // The lancer stands on the wolf's square now, tapped: drawn sideways.
  await expect(box.locator('li[data-piece="lancer"]')).toContainText('第 2 行第 3 列');
  await expect(box.locator('g[data-piece="lancer"]')).toHaveAttribute('data-tapped', '');
  await expect(box.locator('.attack-from')).toHaveCount(0);
  // And a summoned piece is not offered to move (6-3), nor the tapped lancer (7-3): each is named with its reason.
  await expect(move.getByRole('combobox', { name: '棋子' }).locator('option')).toHaveText(['騎士']);
  await expect(move.locator('.choice-refused li', { hasText: '槍兵' }).locator('.clause-cite').first()).toHaveText('7-3');
  await expect(move.locator('.choice-refused li', { hasText: '斥候' }).locator('.clause-cite').first()).toHaveText('6-3');
});

test('the stack and priority are drawn at each step: who holds priority, the top of the stack first', async ({ page }) => {
  await page.goto('/ja/rulings/masters-and-pieces/stack-resolves-top-first/');
  await live(page);
  const box = page.locator('.sandbox');
  const holder = box.locator('.mp-master[aria-current="true"]');
  await expect(holder).toContainText('先攻のマスター');
  await expect(box.locator('.mp-stack')).toContainText('スタックは空');
  const next = box.getByRole('button', { name: '次へ' });
  await next.click();
  await expect(holder).toContainText('後攻のマスター');
  await next.click();
  await next.click();
  // Three declarations: the first player's skill on top, the move at the bottom.
  await expect(box.locator('.mp-stack li')).toHaveText([/一番上.*アクティブスキル.*先攻のマスター/, /アクティブスキル.*後攻のマスター/, /ピースの移動.*先攻のマスター/]);
  await next.click();
  await next.click();
  // Two passes in a row: the top resolved, and priority is back with the turn master.
  await expect(box.locator('.mp-stack li')).toHaveCount(2);
  await expect(box.locator('.mp-resolved')).toContainText('アクティブスキル（先攻のマスター）');
  await expect(holder).toContainText('先攻のマスター');
});

test('a turn’s phases are marked as play moves through them', async ({ page }) => {
  await page.goto('/zh-hant/masters-and-pieces/flows/masters-and-pieces.turn/');
  await live(page);
  const box = page.locator('.sandbox');
  const choices = box.locator('.sandbox-choices');
  const current = box.locator('.mp-phases [aria-current="step"]');
  await expect(current).toHaveText('準備階段');
  await choices.getByRole('button', { name: '抽 1 張牌' }).click();
  await choices.getByRole('button', { name: '不做法力充能' }).click();
  await expect(current).toHaveText('第 1 主要階段');
  await choices.getByRole('button', { name: /雙方都不再行動/ }).click();
  await expect(current).toHaveText('行動階段');
  // 伏兵展開 is one of the action phase's choices (7-1), beside moving a piece.
  await expect(choices.getByRole('button', { name: '伏兵展開', exact: true })).toBeVisible();
  await expect(choices.getByRole('button', { name: '移動騎士' })).toBeVisible();
});

test('a grid position set up with the form; what cannot be is said in the page’s language', async ({ page }) => {
  await page.goto('/ja/masters-and-pieces/flows/masters-and-pieces.combat/');
  await live(page);
  const box = page.locator('.sandbox');
  await box.getByText('初期局面を変更').click();
  const form = box.locator('.units-form');
  await expect(form.getByRole('group').first()).toBeVisible();
  // The first piece moved onto the second one's square: refused, naming the square.
  const first = form.locator('fieldset.unit-fields').nth(1);
  await first.getByRole('combobox', { name: '列' }).selectOption('4');
  await first.getByRole('combobox', { name: '行' }).selectOption('2');
  await form.getByRole('button', { name: 'この局面から始める' }).click();
  await expect(form.locator('[role="alert"] li')).toContainText(['4列2行にピースかマスターが2つある']);
  // The piece is named, not counted: 「槍兵」, never 2番目.
  await expect(form.locator('[role="alert"] li').first()).toContainText('ピース › 「');
  await expect(form.locator('[role="alert"]')).not.toContainText('番目');
  // Moved somewhere free instead, the position is used: the form says so, and the page goes back up to the board.
  await first.getByRole('combobox', { name: '行' }).selectOption('3');
  await form.getByRole('button', { name: 'この局面から始める' }).click();
  await expect(form.locator('[role="alert"]')).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText('サンドボックスはこの局面から始め直しました（上を参照）。');
  await expect(box.getByRole('img', { name: '盤面' })).toBeInViewport();
  await expect(box.locator('li[data-piece="lancer"]')).toContainText('4列3行');
  await expect(page).toHaveURL(/\?play=[\w-]+&step=0$/);
});

test('what the rules refuse now is said beside the choices, with its clause, never just greyed out or gone', async ({ page }) => {
  // The turn master holds priority with a summon on the stack: a spell waits for an empty stack (6-4).
  await page.goto('/zh-hant/rulings/masters-and-pieces/spell-needs-empty-stack/?step=2');
  await live(page);
  const spell = page.locator('.sandbox .mp-spell');
  await expect(spell.getByRole('button')).toBeDisabled();
  await expect(spell.locator('.choice-why')).toContainText('堆疊不是空的');
  await expect(spell.locator('.choice-why .clause-cite')).toHaveText(['6-4']);
  await expect(spell.locator('.choice-why a[href$="#6-4"]')).toHaveCount(1);
  // A summon and a master's move are listed too, each once, under 「現在不能」.
  const refused = page.locator('.sandbox .choices > .choice-refused');
  await expect(refused.locator('p')).toHaveText('現在不能');
  await expect(refused.locator('li', { hasText: '宣告召喚' })).toContainText('堆疊不是空的');
  await expect(refused.locator('li', { hasText: '宣告主帥移動' })).toContainText('6-1');
  // What is allowed is a button, and is not listed as refused.
  await expect(page.locator('.sandbox .choices').getByRole('button', { name: '不做任何事（讓過）' })).toBeEnabled();
  await expect(refused).not.toContainText('讓過');

  // A piece summoned this turn, in the action phase: its move is refused, naming it and citing 6-3.
  await page.goto('/ja/rulings/masters-and-pieces/summoned-cannot-move-this-turn/?step=5');
  await live(page);
  const listed = page.locator('.sandbox .choice-refused li', { hasText: '狼' });
  await expect(listed).toContainText('このターンに召喚');
  await expect(listed.locator('.clause-cite').first()).toHaveText('6-3');
  await expect(page.locator('.sandbox .choices').getByRole('button', { name: /狼/ })).toHaveCount(0);
});
