/**
 * A preparation hands turn 1 to the turn flow (issue 27): the finished preparation's sandbox links
 * the turn flow's page with the position it ended in, and that page plays it as the reader's own
 * line, the same position a ruling that starts there shows.
 */
import { expect, test } from './test';
import { readJson } from '../site/dist';

const rulings = (readJson('api/rulings.json') as { rulings: { id: string; game: string; url: Record<string, string> }[] }).rulings;
const rulingUrl = (game: string, id: string, locale: string) => rulings.find((r) => r.game === game && r.id === id)!.url[locale];
const games = (readJson('api/games.json') as { games: { flows: { id: string; url: Record<string, string> }[] }[] }).games;
const flowUrl = (id: string, locale: string) => games.flatMap((g) => g.flows).find((f) => f.id === id)!.url[locale];

for (const locale of ['zh-hant', 'ja']) {
  test(`${locale}: masters-and-pieces' preparation goes on into turn 1 in the turn flow's sandbox`, async ({ page }) => {
    // The ruling's line ends where turn 1 starts; its last step is the finished preparation.
    await page.goto(`${rulingUrl('masters-and-pieces', 'mulligans-go-to-the-bottom', locale)}?step=9`);
    await page.locator('.sandbox[data-live][data-done]').waitFor();
    const link = page.locator('.sandbox-handoff a');
    await expect(link).toHaveText(locale === 'ja' ? 'この局面から「ターンの流れ」へ進む' : '從這個局面進入「回合流程」');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${flowUrl('masters-and-pieces.turn', locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?play=`));
    const box = page.locator('.sandbox[data-live]');
    await box.waitFor();
    await expect(page.locator('.sandbox-problem')).toHaveCount(0);
    await expect(page.locator('.sandbox-custom')).toBeVisible();
    const handedOn = await box.locator('.sandbox-state').innerText();
    // The ruling that starts from the handed-on position shows the same table at its start.
    await page.goto(`${rulingUrl('masters-and-pieces', 'first-turn-after-preparation', locale)}?step=0`);
    await page.locator('.sandbox[data-live]').waitFor();
    expect(await page.locator('.sandbox-state').first().innerText()).toBe(handedOn);
  });
}

test('before the preparation is over, there is nothing to go on to', async ({ page }) => {
  await page.goto(`${rulingUrl('masters-and-pieces', 'mulligans-go-to-the-bottom', 'zh-hant')}?step=8`);
  await page.locator('.sandbox[data-live]').waitFor();
  await expect(page.locator('.sandbox[data-done]')).toHaveCount(0);
  await expect(page.locator('.sandbox-handoff')).toHaveCount(0);
  // The last choice taken from the keyboard leaves the focus on the link that goes on (not on a
  // clause cited in the choices' explanation, nor on the page).
  await page.locator('.sandbox-choices button.is-suggested').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.sandbox[data-done]')).toHaveCount(1);
  await expect(page.locator('.sandbox-handoff a')).toBeFocused();
});
