/**
 * Steps with many choices on a 390 × 844 phone (issue 41): every unit for every effect was 16–17
 * buttons in 星靈王's 進攻宣言, and pushed the step's end and the board below the screen after every
 * tap; 主帥's preparation showed one card's copies as twin buttons and 8 buttons for who plays first.
 * A kind of choice is now one button, its choices a tap away with a way back (choice.tsx); who plays
 * first is a button per master, the way picked beside them. And a reading that decides what is
 * shown is said beside it: Mage Wars' round 1 opens with the other player holding the initiative.
 */
import { expect, test, type Locator, type Page } from './test';
import { readJson } from '../site/dist';
import { KIND, choicesInReach } from './choices';
import { onScreen } from './on-screen';

const games = (readJson('api/games.json') as { games: { flows: { id: string; url: Record<string, string> }[] }[] }).games;
const flowUrl = (id: string, locale: string) => games.flatMap((g) => g.flows).find((f) => f.id === id)!.url[locale];

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * After a tap: every choice the step offers now is on the screen, the step's end among them where it
 * is open, and the way to the board; no two of them have one name.
 */
const allInReach = async (page: Page, box: Locator, after: string, end: string) => (await choicesInReach(page, box, after)).includes(end);

const DECLARE = {
  'zh-hant': { taps: ['使其進攻…', '使其進攻：槍兵', '以恰好符合時機的效果移除…', '返回其他選擇', '使其進攻…', '使其進攻：斥候'], end: '結束進攻宣言' },
  ja: { taps: ['進攻させる…', '進攻させる：槍兵', 'ジャストタイミングの効果で除く…', 'ほかの選択に戻る', '進攻させる…', '進攻させる：斥候'], end: '進攻宣言を終える' },
};

for (const locale of ['zh-hant', 'ja'] as const) {
  test(`${locale}: 星靈王 進攻宣言 — after each tap the step's end, its other choices and the board are within reach`, async ({ page }) => {
    const { taps, end } = DECLARE[locale];
    await page.goto(flowUrl('xinglingwang.declare', locale));
    const box = page.locator('.sandbox[data-live]');
    await box.waitFor();
    const choices = box.locator('.sandbox-choices');
    await box.locator('.sandbox-bar').evaluate((bar) => bar.scrollIntoView({ block: 'start' }));
    // Every unit for every effect was a button (16–17); now a few, each kind once.
    expect(await allInReach(page, box, 'opening', end)).toBe(false);
    expect(await choices.locator('button:not(:disabled)').count()).toBeLessThanOrEqual(6);
    let endSeen = 0;
    for (const name of taps) {
      await choices.getByRole('button', { name, exact: true }).tap();
      if (await allInReach(page, box, `「${name}」`, end)) endSeen++;
    }
    // The two units attack; the end was on the screen after each declaration and the way back.
    await expect(box).toHaveAttribute('data-step', '2');
    expect(endSeen).toBeGreaterThanOrEqual(3);
    await choices.getByRole('button', { name: end, exact: true }).tap();
    await expect(box).toHaveAttribute('data-done', '');
  });
}

const PREPARE = {
  'zh-hant': { check: '檢查牌庫', way: '決定先攻的方式', die: '擲骰', second: '主帥乙先攻（擲骰）', mulligan: '主帥甲重抽', keep: '雙方都不再重抽', bottom: /^主帥甲：將.+放到牌庫底部$/ },
  ja: { check: 'デッキを確認', way: '先攻を決める方法', die: 'ダイス', second: 'マスター乙が先攻（ダイス）', mulligan: 'マスター甲がマリガン', keep: '互いにこれ以上マリガンしない', bottom: /^マスター甲：.+をデッキの一番下へ$/ },
};

for (const locale of ['zh-hant', 'ja'] as const) {
  test(`${locale}: 主帥 遊戲準備 — who plays first is two buttons and a way, copies of a card one choice, everything within reach`, async ({ page }) => {
    const w = PREPARE[locale];
    await page.goto(flowUrl('masters-and-pieces.prepare', locale));
    const box = page.locator('.sandbox[data-live]');
    await box.waitFor();
    const choices = box.locator('.sandbox-choices');
    const tap = async (name: string) => {
      await choices.getByRole('button', { name, exact: true }).tap();
      await allInReach(page, box, `「${name}」`, '');
    };
    await choices.getByRole('button', { name: w.check, exact: true }).scrollIntoViewIfNeeded();
    await tap(w.check);
    // 2-1: a button per master, the way picked in a list of the 4 ways beside them.
    await expect(choices.locator('button:not(:disabled)')).toHaveCount(2);
    const way = choices.getByRole('combobox', { name: w.way });
    await expect(way.locator('option')).toHaveCount(4);
    await way.selectOption({ label: w.die });
    await tap(w.second);
    await tap(w.mulligan);
    await tap(w.mulligan);
    await expect(choices.getByRole('button', { name: w.keep, exact: true })).toBeInViewport();
    await tap(w.keep);
    // 2-5.2: two cards to the bottom, one button per card the hand holds (its copies are one).
    const hand = await box.locator('tr[data-player="0"] .is-hand').first().locator('.card').allInnerTexts();
    const bottom = choices.getByRole('button', { name: w.bottom });
    await expect(bottom).toHaveCount(new Set(hand).size);
    for (const n of [1, 2]) {
      const name = (await bottom.first().innerText()).trim();
      await bottom.first().tap();
      await expect(box).toHaveAttribute('data-step', String(5 + n));
      if (n === 1) await allInReach(page, box, `「${name}」`, '');
    }
    await expect(box).toHaveAttribute('data-done', '');
  });
}

const READING = {
  'zh-hant': { enter: '輸入點數', bar: '起始玩家：玩家 2', said: ['玩家 1', '玩家 2', '本站解讀（3-1 的編者註）'] },
  ja: { enter: '出目を入力', bar: 'イニシアチブ：プレイヤー2', said: ['プレイヤー1', 'プレイヤー2', '当サイトの解釈（3-1 の編集注）'] },
};

for (const locale of ['zh-hant', 'ja'] as const) {
  test(`${locale}: Mage Wars — player 1 wins the initiative roll, and beside 「player 2 starts」 round 1 says why (3-1's reading)`, async ({ page }) => {
    const w = READING[locale];
    await page.goto(flowUrl('mage-wars.prepare', locale));
    const box = page.locator('.sandbox[data-live]');
    await box.waitFor();
    const choices = box.locator('.sandbox-choices');
    for (let n = 1; n <= 4; n++) {
      await choices.locator('button:not(:disabled)').first().tap();
      await expect(box).toHaveAttribute('data-step', String(n));
    }
    const dice = choices.locator('select');
    await dice.nth(0).selectOption('9');
    await dice.nth(1).selectOption('4');
    await choices.getByRole('button', { name: w.enter, exact: true }).tap();
    await expect(box).toHaveAttribute('data-done', '');
    // Where preparation ends: player 1 took the marker, and round 1 will pass it, by 3-1's reading.
    const beside = async (scope: Locator) => {
      const bar = scope.locator('.mw-bar');
      const said = scope.locator('[data-reading="3-1"]');
      await bar.evaluate((b) => b.scrollIntoView({ block: 'start' }));
      await onScreen(page, 'the initiative', bar);
      await onScreen(page, '3-1’s reading', said);
      for (const text of w.said) await expect(said).toContainText(text);
      await expect(said.getByRole('link', { name: '3-1' })).toHaveAttribute('href', /#3-1$/);
      expect((await said.boundingBox())!.y - ((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBeLessThan(24);
    };
    await beside(box.locator('.sandbox-state'));
    // Round 1, handed over: 「player 2 starts」, and why, beside it.
    await box.locator('.sandbox-handoff a').tap();
    const round = page.locator('.sandbox[data-live][data-flow="mage-wars.round"]');
    await round.waitFor();
    await expect(round.locator('.mw-bar')).toContainText(w.bar);
    await beside(round.locator('.sandbox-state'));
  });
}
