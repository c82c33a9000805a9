/**
 * Choices as a reader takes them where a step offers many (choice.tsx, issue 41): choices of one
 * kind (「使其進攻」 and each unit) stand behind one button, which shows them in place of the step's
 * choices; each is named in full (「使其進攻：槍兵」) for whoever does not see its kind above it.
 */
import { expect, type Locator, type Page } from './test';
import { onScreen } from './on-screen';

/** A button that opens a kind of choices. */
export const KIND = 'button[aria-expanded]';

/**
 * Takes the choice named `name` from the sandbox's choices: its button, or, behind a kind's, the kind
 * opened first (each tried in turn and closed again, until one holds it).
 */
export async function choose(choices: Locator, name: string | RegExp, how: 'click' | 'tap' = 'click') {
  const button = () => choices.getByRole('button', { name, exact: typeof name === 'string' });
  if (await button().count()) return button()[how]();
  const kinds = await choices.locator(KIND).count();
  for (let i = 0; i < kinds; i++) {
    await choices.locator(KIND).nth(i)[how]();
    if (await button().count()) return button()[how]();
    await choices.locator('.choice-back')[how]();
  }
  throw new Error(`No choice named ${name}, nor a kind holding one.`);
}

/** The step's first choice taken; where it is a kind of choices, the kind opened and its first choice taken. */
export async function takeFirst(box: Locator, how: 'click' | 'tap' = 'tap') {
  const first = box.locator('.sandbox-choices button:not(:disabled)').first();
  const kind = (await first.getAttribute('aria-expanded')) !== null;
  await first[how]();
  if (kind) await box.locator('.sandbox-choices button:not(:disabled)').first()[how]();
}

/**
 * After a tap: every choice the step offers now is on the screen, the way to the board too, and no
 * two of them have one name; the choices' names (issue 41: steps with many choices).
 */
export async function choicesInReach(page: Page, box: Locator, after: string): Promise<string[]> {
  const buttons = box.locator('.sandbox-choices button:not(:disabled)');
  await expect(buttons.first()).toBeVisible();
  const names: string[] = [];
  for (const button of await buttons.all()) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
    names.push(name);
    await onScreen(page, `after ${after}: 「${name}」`, button);
  }
  expect(names.filter((n, i) => names.indexOf(n) !== i), `after ${after}: no two choices named alike`).toEqual([]);
  await onScreen(page, `after ${after}: the way to the board`, box.locator('.sandbox-to-board'));
  return names;
}
