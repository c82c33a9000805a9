/**
 * 風雷卡牌's steps with many choices on a 390 × 844 phone (issue 41): the main battle phase offered
 * every card in hand for every character (a heal for each of 5 characters, a second for each again:
 * 15 buttons), which pushed 「宣告回合結束」 and the board below the screen after every tap. The cards
 * are now named once under the way they are played, a card with targets a button that shows them
 * (choices.tsx CardChoices), so a reader asks for the card and then the target. And 星靈王's
 * 進攻宣言, the other step the issue names, keeps its end on the screen (many-choices.spec.ts).
 */
import { expect, test } from './test';
import { KIND, choicesInReach as inReach } from './choices';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const W = {
  'zh-hant': {
    url: '/zh-hant/fenglei/flows/fenglei.game/',
    mine: [/^艾妲（/, /^忽倫（/, /^雷鈺（/], theirs: [/^獸王沃斯（/, /^貝丁（/], cover: '覆蓋', first: '決定攻守順序：先攻的玩家 玩家 1',
    end: '宣告回合結束', play: '使用戰術卡牌', herb: '使用戰術卡牌：月之草…', jar: '使用戰術卡牌：藥水壺…', onAida: '使用戰術卡牌：藥水壺 → 艾妲', back: '返回其他選擇',
    pass: '不反制', again: '再次使用場上的卡牌：藥水壺…', onward: '一路繼續到下一個選擇', field: '場上的多次使用卡牌：藥水壺',
    whyNot: '為什麼不能使用：破咒、奧義‧念力封鎖', other: ['奥義・念力封鎖', 'アイダ', '月の草', '獣王ヴォス'],
  },
  ja: {
    url: '/ja/fenglei/flows/fenglei.game/',
    mine: [/^アイダ（/, /^フルン（/, /^レイユー（/], theirs: [/^獣王ヴォス（/, /^ベイディン（/], cover: '伏せる', first: '先攻・後攻を決める：先攻のプレイヤー プレイヤー1',
    end: 'ターン終了を宣言', play: 'タクティクスカードを使う', herb: 'タクティクスカードを使う：月の草…', jar: 'タクティクスカードを使う：薬壺…', onAida: 'タクティクスカードを使う：薬壺 → アイダ', back: 'ほかの選択に戻る',
    pass: '対抗しない', again: '場のカードを再び使う：薬壺…', onward: '次の選択まで続ける', field: '場にある複数回使えるカード：薬壺',
    whyNot: '使えない理由：破呪、奥義・念力封鎖', other: ['奧義‧念力封鎖', '艾妲', '月之草', '獸王沃斯'],
  },
};

for (const locale of ['zh-hant', 'ja'] as const) {
  test(`${locale}: 風雷 對戰的流程 — a card, then its target: the turn's end and the way to the board stay on the screen after each tap`, async ({ page }) => {
    const w = W[locale];
    await page.goto(w.url);
    const box = page.locator('.sandbox[data-live]');
    await box.waitFor();
    const choices = box.locator('.sandbox-choices');
    const tap = (name: string) => choices.getByRole('button', { name, exact: true }).tap();
    // 3-1, 3-3: both choose their characters (9 points each), player 1 attacks first.
    for (const [names, n] of [[w.mine, 1], [w.theirs, 2]] as const) {
      for (const name of names) await box.getByRole('checkbox', { name }).check();
      await tap(w.cover);
      await expect(box).toHaveAttribute('data-step', String(n));
    }
    await tap(w.first);
    await expect(box).toHaveAttribute('data-step', '3');
    await box.locator('.sandbox-bar').evaluate((bar) => bar.scrollIntoView({ block: 'start' }));
    // The main battle phase: 7 cards in hand, a heal for each of 5 characters, was 15 buttons.
    let names = await inReach(page, box, 'the turn’s opening');
    expect(names).toContain(w.end);
    const cards = choices.getByRole('group', { name: w.play, exact: true }).getByRole('button');
    const hand = await box.locator('.mw-player[data-player="0"] .fl-hand li').count();
    expect(await cards.count(), 'a button a card, however many targets').toBeLessThanOrEqual(hand);
    expect(await choices.locator('button:not(:disabled)').count()).toBeLessThanOrEqual(8);
    // The cards played only in answer (8-8) are named on one line, why a tap away.
    const whyNot = choices.locator('details.choice-why-not');
    await expect(whyNot.locator('summary')).toHaveText(w.whyNot);
    await whyNot.locator('summary').tap();
    await expect(whyNot.locator('.choice-why').first()).toBeVisible();
    await expect(whyNot.locator('.choice-why .clause-cite').first()).toHaveText('8-8');
    await whyNot.locator('summary').tap();
    // A card with targets shows them in place of the step's choices, with a way back.
    await tap(w.herb);
    names = await inReach(page, box, `「${w.herb}」`);
    expect(names).toContain(w.back);
    expect(names).not.toContain(w.end);
    await expect(choices.locator(KIND)).toHaveCount(0);
    await tap(w.back);
    expect(await inReach(page, box, `「${w.back}」`)).toContain(w.end);
    // The card, then its target: the chain opens, player 2 to answer.
    await tap(w.jar);
    await tap(w.onAida);
    await expect(box).toHaveAttribute('data-step', '4');
    expect(await inReach(page, box, `「${w.onAida}」`)).toContain(w.pass);
    await tap(w.pass);
    await box.locator('.fast-forward').tap();
    // Back in the main phase, the jar on the field as well: used again the same way, the end in reach.
    names = await inReach(page, box, `「${w.onward}」`);
    expect(names).toContain(w.end);
    expect(names).toContain(w.again);
    await box.locator('.sandbox-to-board').tap();
    await expect(box.locator('.sandbox-state')).toBeInViewport();
    await expect(box.locator('.sandbox-state')).toContainText(w.field);
    // One card one way on the page: the names of the page's language only (issue 41, Why 12).
    for (const name of w.other) await expect(box).not.toContainText(name);
  });
}
