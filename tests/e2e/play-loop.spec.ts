/**
 * The play loop at the table (issue 26): on a 390×844 phone, after a tap on a choice, the step
 * reached, what just happened (the newest line of the log) and an enabled next choice are on the
 * screen together, without scrolling, in every flow and both languages. Two taps a flow: the first
 * from where the page opens, the second from where the first left the page.
 */
import { expect, test, type Locator } from './test';
import { readJson } from '../site/dist';
import { onScreen } from './on-screen';
import { KIND } from './choices';

const games = (readJson('api/games.json') as { games: { flows: { id: string; url: Record<string, string> }[] }[] }).games;
const flows = games.flatMap((g) => g.flows);

/** A choice the rules allow now (not the sandbox's own way to the board). */
const choices = (box: Locator) => box.locator('.sandbox-choices :is(button, input, select):not(:disabled)');
/** The choice a player taps: the first button among them (a form's boxes and fields are filled, not
 * tapped), not one that opens a kind of choices (choices.ts: that takes no step) nor the way back out of one. */
const tapped = (box: Locator) => box.locator(`.sandbox-choices button:not(:disabled):not(${KIND}):not(.choice-back)`).first();

/** A choice made in a form (who is chosen, which cards) is ticked before it can be sent: the first
 * set of its boxes, in counting order, that the form accepts (風雷's characters must cost exactly 9). */
async function fillForm(box: Locator) {
  const ticks = box.locator('.sandbox-choices input[type="checkbox"]');
  const n = await ticks.count();
  const ticked: boolean[] = await ticks.evaluateAll((all) => all.map((t) => (t as HTMLInputElement).checked));
  for (let set = 1; set < 2 ** n && !(await tapped(box).count()); set++) {
    for (let i = 0; i < n; i++) {
      const want = (set & (2 ** i)) > 0;
      if (ticked[i] !== want) await ticks.nth(i).setChecked((ticked[i] = want));
    }
  }
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const flow of flows) {
  for (const locale of ['zh-hant', 'ja'] as const) {
    test(`${flow.url[locale]}: after each tap, the step, its newest line and the next choice are on a phone's screen`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(flow.url[locale]);
      const box = page.locator('.sandbox[data-live]').first();
      await box.waitFor();
      for (const n of [1, 2]) {
        // Where every choice stands behind a kind's button, the first kind opened.
        if (!(await tapped(box).count()) && (await box.locator(`.sandbox-choices ${KIND}`).count())) await box.locator(`.sandbox-choices ${KIND}`).first().tap();
        if (!(await tapped(box).count())) await fillForm(box);
        const choice = tapped(box);
        await choice.scrollIntoViewIfNeeded();
        await choice.tap();
        await expect(box, `tap ${n} took a step`).toHaveAttribute('data-step', /^[1-9]\d*$/);
        const step = Number(await box.getAttribute('data-step'));
        // The newest line shown at the top is the log's newest: the current step's last entry.
        const newest = box.locator('[data-newest]');
        const logged = box.locator('.sandbox-log > li[aria-current="step"] > ul > li').last();
        await expect(newest).toContainText((await logged.textContent())!.replace(/\s+/g, ' ').trim());
        await onScreen(page, `after tap ${n}: the step reached`, box.locator('[data-step-name]'));
        await onScreen(page, `after tap ${n}: the newest line of the log`, newest);
        // Unless the line is over, which the step's name then says, and nothing is offered.
        if ((await box.getAttribute('data-done')) === null) await onScreen(page, `after tap ${n}: the next choice`, choices(box).first());
        else await expect(choices(box)).toHaveCount(0);
        expect(step).toBeGreaterThanOrEqual(n);
      }
    });
  }
}
