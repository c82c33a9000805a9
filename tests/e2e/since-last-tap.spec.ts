/**
 * 「剛才」 says everything since the last tap (issue 41, item 2): on arrival after a handoff, on a
 * flow page whose start took automatic events, after a choice whose step took several, each line
 * of the log with its clause, on a phone's screen; and the full log has a way back up to the
 * choices. A ruling's 「初始局面」 is its setup's (Why 8); 「存成裁定範例」 speaks to a player (Why 16).
 */
import { expect, test, type Locator, type Page } from './test';
import { readJson } from '../site/dist';
import { onScreen } from './on-screen';

const rulings = (readJson('api/rulings.json') as { rulings: { id: string; game: string; url: Record<string, string> }[] }).rulings;
const rulingUrl = (game: string, id: string, locale: string) => rulings.find((r) => r.game === game && r.id === id)!.url[locale];
const games = (readJson('api/games.json') as { games: { flows: { id: string; url: Record<string, string> }[] }[] }).games;
const flowUrl = (id: string, locale: string) => games.flatMap((g) => g.flows).find((f) => f.id === id)!.url[locale];

const live = (page: Page) => page.locator('.sandbox[data-live]').first();
const text = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** 「剛才」 lists the shown step's lines of the log, each with its clause cited: the latest 2 on a
 * phone's screen, the earlier ones one tap away, opened in place. */
async function saysEveryLine(page: Page, box: Locator, what: string) {
  const logged = box.locator('.sandbox-log > li[aria-current="step"] > ul > li');
  const lines = (await logged.allTextContents()).map(text);
  expect(lines.length, `${what}: the step took several automatic events`).toBeGreaterThan(1);
  const said = box.locator('[data-newest] li');
  await expect(said).toHaveCount(Math.min(2, lines.length));
  expect((await said.allTextContents()).map(text)).toEqual(lines.slice(-2));
  await onScreen(page, `${what}: 「剛才」`, box.locator('[data-newest]'));
  const earlier = box.locator('[data-newest] > button.sandbox-more');
  if (lines.length > 2) {
    await expect(earlier).toHaveText(new RegExp(String(lines.length - 2)));
    await earlier.tap();
    await expect(earlier).toHaveCount(0);
  } else await expect(earlier).toHaveCount(0);
  expect((await said.allTextContents()).map(text)).toEqual(lines);
  for (const line of await said.all()) await expect(line.locator('a.clause-cite').first()).toBeVisible();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // Each preparation's ruling that ends where the next flow starts, at its last step.
  const handoffs = [
    { game: 'xinglingwang', ruling: 'mulligan-draws-then-shuffles-back', step: 11, to: 'xinglingwang.turn' },
    { game: 'masters-and-pieces', ruling: 'mulligans-go-to-the-bottom', step: 9, to: 'masters-and-pieces.turn' },
    { game: 'mage-wars', ruling: 'the-whole-setup-to-the-initiative-roll', step: 5, to: 'mage-wars.round' },
  ];
  for (const { game, ruling, step, to } of handoffs) {
    for (const locale of ['zh-hant', 'ja']) {
      test(`${locale}: after the handoff to ${to}, 「剛才」 says each automatic event of its start, with its clause, on screen`, async ({ page }) => {
        await page.goto(`${rulingUrl(game, ruling, locale)}?step=${step}`);
        await page.locator('.sandbox[data-live][data-done]').waitFor();
        await page.locator('.sandbox-handoff a').tap();
        await expect(page).toHaveURL(new RegExp(`${flowUrl(to, locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?play=`));
        const box = live(page);
        await expect(box).toHaveAttribute('data-flow', to);
        // The handed-on position is played as the reader's own line, read from the link.
        await expect(box.locator('.sandbox-custom')).toBeVisible();
        await expect(box).toHaveAttribute('data-step', '0');
        await saysEveryLine(page, box, to);
        await onScreen(page, 'the step reached', box.locator('[data-step-name]'));
      });
    }
  }

  test('a flow page whose start takes automatic events (Mage Wars\' round: initiative, reset, channeling) says each on arrival', async ({ page }) => {
    await page.goto(flowUrl('mage-wars.round', 'ja'));
    const box = live(page);
    await box.waitFor();
    await expect(box).toHaveAttribute('data-step', '0');
    await box.locator('[data-newest]').scrollIntoViewIfNeeded();
    await saysEveryLine(page, box, 'mage-wars.round');
  });

  test('風雷: 「一路繼續到下一個選擇」 through the chain says the attack\'s outcome and its damage, not only that the chain is over', async ({ page }) => {
    await page.goto(flowUrl('fenglei.attack', 'zh-hant'));
    const box = live(page);
    await box.waitFor();
    for (const choice of ['宣言', '反制：奧義‧念力封鎖', '反制：破咒', '不反制']) {
      const step = await box.getAttribute('data-step');
      await box.getByRole('button', { name: choice, exact: true }).first().tap();
      await expect(box).not.toHaveAttribute('data-step', step!);
    }
    await box.getByRole('button', { name: '一路繼續到下一個選擇' }).tap();
    await expect(box.locator('[data-step-name]')).toHaveText('攻擊方行動：攻擊宣言或結束回合');
    // The latest 2 lines of the steps it took: the damage (so the attack succeeded), the chain's end.
    const said = box.locator('[data-newest] li');
    await expect(said).toHaveCount(2);
    await expect(said.nth(0)).toContainText('傷害判定：小珍的生命值 5 扣去攻擊力 3，剩 2。');
    await expect(said.nth(0).getByRole('link', { name: '7-9' })).toBeVisible();
    await expect(said.nth(1)).toContainText('連鎖處理完畢');
    await onScreen(page, '「剛才」', box.locator('[data-newest]'));
    const next = box.locator('.sandbox-choices button:not(:disabled):not([aria-disabled="true"])').first();
    await expect(next).toBeInViewport({ ratio: 1 });
    // The earlier lines, one tap away in place: how the chain's links were answered.
    await box.locator('[data-newest]').getByRole('button', { name: /^看前面的 \d+ 項$/ }).tap();
    await expect(said.filter({ hasText: '攻擊成功' })).toHaveCount(1);
    await expect(said.first()).toContainText('破咒');
    await expect(said.filter({ hasText: '奧義‧念力封鎖已被無效' })).toHaveCount(1);
  });

  for (const { locale, forward, back: backTo } of [
    { locale: 'zh-hant', forward: '一路繼續到下一個選擇', back: '回到選項' },
    { locale: 'ja', forward: '次の選択まで続ける', back: '選択肢に戻る' },
  ]) {
    test(`${locale}: the log's step shown has a way back up to its choices, a phone's tap target`, async ({ page }) => {
      await page.goto(`${rulingUrl('wuxing', 'attack-into-shield', locale)}?step=1`);
      const box = live(page);
      await box.waitFor();
      await box.getByRole('button', { name: forward }).tap();
      await expect(box).toHaveAttribute('data-step', '4');
      // Down in the log, at the step shown (highlighted), the way back is beside it.
      const current = box.locator('.sandbox-log > li[aria-current="step"]');
      await current.locator('.sandbox-jump').evaluate((b) => b.scrollIntoView({ block: 'start' }));
      await expect(box.locator('[data-step-name]')).not.toBeInViewport();
      const back = current.getByRole('button', { name: backTo });
      await onScreen(page, 'the way back', back);
      expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      // Only the step shown carries it.
      await expect(box.locator('.sandbox-log .sandbox-back-up')).toHaveCount(1);
      await back.tap();
      await onScreen(page, 'the step reached', box.locator('[data-step-name]'));
      await onScreen(page, '「剛才」', box.locator('[data-newest]'));
      const next = box.locator('.sandbox-choices button:not(:disabled):not([aria-disabled="true"])').first();
      await expect(next).toBeFocused();
      await onScreen(page, 'the next choice', next);
    });
  }
});

test('a ruling\'s 「初始局面」 is the setup\'s: 星靈王\'s first player holds 1 card in the deck; the sandbox\'s start shows it after the draw phase took it', async ({ page }) => {
  for (const locale of ['zh-hant', 'ja']) {
    await page.goto(rulingUrl('xinglingwang', 'draw-short-deck', locale));
    const start = page.locator('article.ruling > .sandbox-state');
    const deck = locale === 'ja' ? '山札' : '牌庫';
    await expect(start.locator(`td[data-label="${deck}"]`)).toHaveText(['1', '0']);
    // The sandbox's start is the position after the draw phase, which took that card.
    await expect(live(page).locator(`.sandbox-state td[data-label="${deck}"]`)).toHaveText(['0', '0']);
  }
});

test.describe('「存成裁定範例」 for a player', () => {
  for (const { locale, path, intro, file } of [
    { locale: 'zh-hant', path: '/zh-hant/wuxing/flows/wuxing.turn/', intro: '交給本站的編輯', file: '草稿的檔案內容（給編輯）' },
    { locale: 'ja', path: '/ja/mage-wars/flows/mage-wars.round/', intro: '当サイトの編集者に渡して', file: '下書きファイルの中身（編集者向け）' },
  ]) {
    test(`${locale}: what the draft is and what to do with it first, in the page's language; the file folded for the editors`, async ({ page }) => {
      await page.goto(path);
      const box = live(page);
      await box.waitFor();
      const draft = box.locator('details.ruling-draft');
      await draft.locator('summary').first().click();
      const body = draft.locator('.ruling-draft-body');
      await expect(body.locator('> :first-child')).toHaveClass('ruling-draft-intro');
      await expect(body.locator('.ruling-draft-intro')).toContainText(intro);
      // The file is there, for the editors, but folded: not what a player meets.
      const text = body.locator('.ruling-draft-text');
      await expect(text).toBeHidden();
      // Outside the file: no Latin letters (no ids, paths, field names, commands).
      const shown = await body.evaluate((b) => {
        const copy = b.cloneNode(true) as HTMLElement;
        copy.querySelector('.ruling-draft-text')?.remove();
        return copy.textContent ?? '';
      });
      expect(shown).not.toMatch(/[A-Za-z]/);
      await body.getByText(file).click();
      await expect(text).toBeVisible();
      await expect(text).toContainText(`flow: ${locale === 'ja' ? 'mage-wars.round' : 'wuxing.turn'}`);
    });
  }
});
