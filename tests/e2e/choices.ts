/**
 * Choices as a reader takes them where a step offers many (choice.tsx, issue 41): choices of one
 * kind (「使其進攻」 and each unit) stand behind one button, which shows them in place of the step's
 * choices; each is named in full (「使其進攻：槍兵」) for whoever does not see its kind above it.
 */
import type { Locator } from './test';

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
