/**
 * Mage Wars' attack sandbox as a reader meets it: the arena on a phone, an attack played from the
 * choices with dice entered and dice rolled from the seed on screen, and a shared link that replays
 * the same rolls — in the page's language, never by ids.
 */
import { expect, test, type Page } from './test';

const FLOW = '/zh-hant/mage-wars/flows/mage-wars.attack/';
const live = (page: Page) => page.locator('.sandbox[data-live]').first().waitFor();

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the arena fits the screen, its text is 12 px or more, and it says what it shows', async ({ page }) => {
    await page.goto('/ja/mage-wars/flows/mage-wars.attack/');
    await live(page);
    const arena = page.locator('.sandbox').getByRole('img', { name: 'アリーナ' });
    const scroll = page.locator('.mw-arena .board-scroll');
    expect(await scroll.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
    const sizes = await arena.locator('text').evaluateAll((texts) => texts.map((t) => Number.parseFloat(getComputedStyle(t).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    await expect(arena.locator('[data-creature="knight"] .unit-name')).toHaveText('騎士');
    await expect(page.locator('.mw-arena .board-legend')).toContainText('凡例');
    await expect(page.locator('.sandbox')).not.toContainText('knight');
  });

  test('the glossary stacked on a phone still says which column each line is', async ({ page }) => {
    await page.goto('/zh-hant/mage-wars/glossary/');
    const cells = page.locator('.glossary tbody tr').first().locator('td');
    const labels = await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')));
    expect(labels).toEqual(['日文', '官方英文名稱', '定義', '定義條款']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the setup forms fit the screen: a long choice (a disputed point’s readings) wraps, the page does not scroll sideways', async ({ page }) => {
    for (const flow of ['round', 'casting']) {
      await page.goto(`/ja/mage-wars/flows/mage-wars.${flow}/`);
      await live(page);
      await page.locator('.sandbox').getByText('初期局面を変更').click();
      await expect(page.locator('.units-form fieldset').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), flow).toBeLessThanOrEqual(390);
    }
  });
});

test('an attack from the choices: the guard must be attacked, the defense is rolled, dice are entered, the counterstrike follows', async ({ page }) => {
  await page.goto(FLOW);
  await live(page);
  const box = page.locator('.sandbox');
  const declare = box.locator('.mw-declare');
  // The imp is not a guard: refused, with the clause, before anything is sent.
  await declare.getByRole('combobox', { name: '目標' }).selectOption({ label: '小惡魔' });
  await expect(declare.getByRole('button', { name: '宣告攻擊' })).toBeDisabled();
  await expect(declare.locator('.choice-why')).toContainText('近戰攻擊必須以守衛為目標');
  await expect(declare.locator('.choice-why .clause-cite').first()).toHaveText('8-1.2');
  await declare.getByRole('combobox', { name: '目標' }).selectOption({ label: '哨兵' });
  await declare.getByRole('button', { name: '宣告攻擊' }).click();
  await expect(box).toHaveAttribute('data-state', 'avoid');
  await expect(box.locator('[data-creature].is-engaged')).toHaveCount(2);
  await box.getByRole('button', { name: '使用防禦', exact: true }).click();
  const die = box.locator('.mw-die');
  await die.getByRole('combobox').selectOption('3');
  await die.getByRole('button', { name: '自行輸入結果' }).click();
  await expect(box.locator('.sandbox-log')).toContainText('迴避失敗');
  const dice = box.locator('.mw-dice');
  const faces = dice.getByRole('combobox');
  await expect(faces).toHaveCount(3);
  await faces.nth(0).selectOption({ label: '2' });
  await faces.nth(1).selectOption({ label: '爆擊 2' });
  await dice.getByRole('button', { name: '自行輸入結果' }).click();
  // 2 − armour 1, + critical 2: the guard takes 3.
  await expect(box.locator('.sandbox-log')).toContainText('哨兵受到 3 點傷害');
  await expect(box).toHaveAttribute('data-state', 'effect');
});

test('dice rolled from the seed on screen are in the link, and the link replays them', async ({ page }) => {
  await page.goto(FLOW);
  await live(page);
  const box = page.locator('.sandbox');
  await box.locator('.mw-declare').getByRole('combobox', { name: '目標' }).selectOption({ label: '哨兵' });
  await box.locator('.mw-declare').getByRole('button', { name: '宣告攻擊' }).click();
  await box.getByRole('button', { name: '不使用防禦', exact: true }).click();
  await expect(box.locator('.mw-dice .mw-seed')).toContainText('2013');
  await box.locator('.mw-dice').getByRole('button', { name: '依種子擲骰' }).click();
  const rolled = await box.locator('.sandbox-log > li').last().locator('.sandbox-jump').textContent();
  expect(rolled).toMatch(/擲攻擊骰：/);
  await expect(page).toHaveURL(/\?play=/);
  await page.goto(page.url());
  await live(page);
  await expect(page.locator('.sandbox .sandbox-log > li').last().locator('.sandbox-jump')).toHaveText(rolled!);
});

test('casting: a bound spell countered goes where the reading in use says, and the link starts over under the other reading, labelled', async ({ page }) => {
  await page.goto('/zh-hant/rulings/mage-wars/a-countered-bound-spell-returns-to-the-spellbook/?step=2');
  await page.locator('.sandbox[data-live][data-step="2"]').first().waitFor();
  const box = page.locator('.sandbox').first();
  await expect(box.locator('.mw-now')).toContainText('法術書');
  await expect(box.locator('.sandbox-disputed')).toContainText('回到法術書(正文;本站的讀法)'.replace(/[();]/g, (c) => ({ '(': '（', ')': '）', ';': '；' })[c]!));
  await box.locator('.sandbox-disputed').getByRole('link', { name: '改用另一種讀法,從頭開始'.replace(',', '，') }).click();
  await live(page);
  const again = page.locator('.sandbox').first();
  await expect(again.locator('.sandbox-disputed')).toContainText('仍結附在裝備上');
  await again.locator('.mw-declare').getByRole('combobox', { name: '目標' }).selectOption({ label: '獸人（生物）' });
  await again.locator('.mw-declare').getByRole('button', { name: '施放' }).click();
  await again.getByRole('button', { name: '對手反制', exact: true }).click();
  await expect(again.locator('.mw-now')).toContainText('結附在裝備上');
  await expect(again.locator('.sandbox-log')).toContainText('留言 4 的讀法');
});

test('reveal windows: no reveal mid-move, said with its clause and no reveal offered; after the move the window opens', async ({ page }) => {
  await page.goto('/ja/rulings/mage-wars/no-reveal-in-the-middle-of-a-move/?step=6');
  await page.locator('.sandbox[data-live][data-step="6"]').first().waitFor();
  const box = page.locator('.sandbox').first();
  await expect(box.locator('.mw-now')).toContainText('移動の途中はエンチャントメントを公開できない（7-6.4）');
  await expect(box.locator('.choices').getByRole('button', { name: /エンチャントメントを公開/ })).toHaveCount(0);
  await expect(box.getByRole('button', { name: '移動を終える' })).toBeEnabled();
  await box.getByRole('button', { name: '移動を終える' }).click();
  await expect(box.locator('.mw-now')).toContainText('移動の後');
  await expect(box.getByRole('button', { name: 'エンチャントメントを公開:オーラ'.replace(':', '：') })).toBeEnabled();
});

test('each Mage Wars sandbox is set up with a form in the page’s language; its own position starts over as it was', async ({ page }) => {
  for (const flow of ['attack', 'casting', 'round', 'reveal']) {
    await page.goto(`/ja/mage-wars/flows/mage-wars.${flow}/`);
    await live(page);
    const box = page.locator('.sandbox');
    await box.getByText('初期局面を変更').click();
    const form = box.locator('.units-form');
    await expect(form.locator('fieldset.unit-fields legend').first()).toHaveText('局面');
    // Names in the page's language, never ids.
    await expect(form).not.toContainText(/\b(knight|mage|fairy|aura|melee|spawnpoint)\b/);
    await form.getByRole('button', { name: 'この局面から始める' }).click();
    await expect(form.getByRole('status'), flow).toHaveText('サンドボックスはこの局面から始め直しました（上を参照）。');
  }
});

/** The attack sandbox in 繁體中文 with its form open: the box, the form and the guard's fields. */
async function attackForm(page: Page) {
  await page.goto(FLOW);
  await live(page);
  const box = page.locator('.sandbox');
  await box.getByText('自訂初始局面').click();
  const form = box.locator('.units-form');
  const guard = form.locator('fieldset.unit-fields').filter({ has: page.locator('legend', { hasText: /^哨兵 · / }) });
  return { box, form, guard };
}

test('the attack form: a guard made to fly is taken (it does not fly while it guards, 9-3.8); no longer guarding, it is drawn flying', async ({ page }) => {
  const { box, form, guard } = await attackForm(page);
  await guard.getByRole('checkbox', { name: '飛行' }).check();
  await form.getByRole('button', { name: '從此局面開始' }).click();
  await expect(form.getByRole('status')).toHaveText('沙盒已改從這個局面開始（見上方）。');
  await expect(form.locator('[role="alert"]')).toHaveCount(0);
  const card = box.getByRole('img', { name: '場地' }).locator('[data-creature="guard"] .unit-card');
  await expect(card).not.toHaveClass(/is-flying/);
  // No longer guarding, it flies: the arena draws it flying.
  await guard.getByRole('checkbox', { name: '守衛' }).uncheck();
  await form.getByRole('button', { name: '從此局面開始' }).click();
  await expect(card).toHaveClass(/is-flying/);
  await expect(form.locator('[role="alert"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\?play=[\w-]+&step=0$/);
});

test('two taps on “start from this position” in quick succession: the position in play is the one tapped last, even while the first still loads', async ({ page }) => {
  const { box, form, guard } = await attackForm(page);
  // The schemas that check a position load on the first tap; slowed, the second tap comes while they load.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await guard.getByRole('checkbox', { name: '飛行' }).check();
  await form.getByRole('button', { name: '從此局面開始' }).click();
  await guard.getByRole('checkbox', { name: '守衛' }).uncheck();
  await form.getByRole('button', { name: '從此局面開始' }).click();
  await expect(form.getByRole('status')).toHaveText('沙盒已改從這個局面開始（見上方）。');
  const card = box.getByRole('img', { name: '場地' }).locator('[data-creature="guard"] .unit-card');
  await expect(card).toHaveClass(/is-flying/);
  // Still the last one once nothing is left loading.
  await page.unroute(/\.js$/);
  await page.waitForLoadState('networkidle');
  await expect(card).toHaveClass(/is-flying/);
});

test('round: planning shows the disputed 3-5 and the reading in use; under the earlier answer a plan of 1 is refused, saying why', async ({ page }) => {
  await page.goto('/ja/mage-wars/flows/mage-wars.round/');
  await live(page);
  const box = page.locator('.sandbox').first();
  await expect(box.locator('.sandbox-disputed')).toContainText('当サイトの読み方');
  await box.locator('.sandbox-disputed').getByRole('link', { name: 'もう1つの読み方で最初から' }).click();
  await live(page);
  const again = page.locator('.sandbox').first();
  await expect(again.locator('.sandbox-disputed')).toContainText('筆者の2013年2月3日の答え');
  // Resolve the upkeep, if there is an order to choose, until planning is offered.
  const form = again.locator('fieldset.cast-form').filter({ hasText: 'プレイヤー1' }).first();
  while (!(await form.isVisible())) await again.locator('.choices button:not([disabled])').first().click();
  await form.getByRole('combobox', { name: 'メイジの呪文（この読み方では2枚）' }).selectOption('1');
  await expect(form.locator('.choice-why')).toContainText('メイジは必ず2枚の呪文を選ぶ');
  await expect(form.getByRole('button', { name: '呪文を選ぶ' })).toBeDisabled();
});

test('spellbook: each copy’s cost school by school, the points of 120, and a 7th copy of a level 1 spell refused with its clause', async ({ page }) => {
  await page.goto('/zh-hant/mage-wars/flows/mage-wars.spellbook/');
  await live(page);
  const box = page.locator('.sandbox').first();
  await box.getByRole('button', { name: '放入天罰' }).click();
  await expect(box.locator('tr[data-spell="wrath"]')).toContainText('2 × 1 + 1 × 2 = 4');
  await expect(box.locator('.mw-now')).toHaveText('已用 4 / 120 點');
  await expect(box.locator('.sandbox-log')).toContainText('戰爭等級 1：法師不專精這個學派，加倍，2 點。');
  for (let i = 0; i < 6; i++) await box.getByRole('button', { name: '放入治療' }).click();
  await expect(box.locator('tr[data-spell="heal"] td').last()).toHaveText('6 / 6');
  const refused = box.locator('.choice-refused li').filter({ hasText: '放入治療' });
  await expect(refused).toContainText('同名最多放入 6 張');
  await expect(refused.locator('.clause-cite').first()).toHaveText('14-5');
  await expect(box).not.toContainText(/\b(heal|wrath|holy|war)\b/);
});
