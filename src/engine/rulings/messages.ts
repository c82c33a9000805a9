/**
 * A ruling file's problems in the judge's language (the ruling command's `--locale`): the ruling
 * schema's own and those the flow's schemas find in its setup, events and expectation, each named by
 * its field in words, a step counted from 1. The sentences are the setup editor's (island/explain.ts),
 * so the command and the sandbox's form say a problem the same way.
 */
import type { z } from 'zod';
import type { Locale } from '../../lib/i18n/locales';
import { UI } from '../../lib/i18n/ui';
import { RULING_MESSAGES } from '../../lib/i18n/ruling-messages';
import { fill, type FlowWords } from '../words';
import { explainIssue, type ExplainOptions } from '../island/explain';
import { EVENT_FIELDS } from './format';
import type { Flow } from '../registry';
import { typeset } from '../../lib/typeset';
import { expectedRefusal, refusalMismatch, type CheckedRuling, type Replay } from './replay';

const sayOf = (locale: Locale) => ({ at: UI[locale].sandboxProblemAt, item: UI[locale].sandboxProblemItem });

/** A step as the writer counts it: 第 1 步, ステップ1. */
export const stepWord = (n: number, locale: Locale) => fill(RULING_MESSAGES[locale].step, { n }, {});

/** The ruling file's own words, as a flow's words are looked up (its fields and its schema's problems). */
const fileWords = (locale: Locale): FlowWords => ({ states: {}, events: {}, steps: {}, ui: {}, guards: {}, locale, tables: { field: RULING_MESSAGES[locale].fields, problem: RULING_MESSAGES[locale].problem } });

/** A place in the ruling file (`steps`, 2, `note`, `ja`) in words: 「第 3 步 › 註解（note） › 日本語」. */
export function fileField(path: readonly PropertyKey[], locale: Locale): string {
  const fields = RULING_MESSAGES[locale].fields;
  const [head, n, ...rest] = path;
  const words = head === 'steps' && typeof n === 'number' ? [stepWord(n + 1, locale), ...rest.map(String)] : path.map(String);
  return words.map((w) => (Object.hasOwn(fields, w) ? fields[w] : w)).join(' › ');
}

/** Problems the ruling schema found in the file itself. */
export function fileProblems(error: z.ZodError, raw: unknown, locale: Locale): string[] {
  return error.issues.map((issue) => {
    const [head, n, ...rest] = issue.path;
    if (head === 'steps' && typeof n === 'number') {
      const step = (raw as { steps?: unknown[] })?.steps?.[n];
      return explainIssue({ ...issue, path: rest } as z.core.$ZodIssue, locale, fileWords(locale), sayOf(locale), step, { prefix: stepWord(n + 1, locale) });
    }
    return explainIssue(issue as z.core.$ZodIssue, locale, fileWords(locale), sayOf(locale), raw);
  });
}

/** Where a flow's schema is applied in the file: the setup, step n's event, the expectation. */
export type Part = { part: 'setup' } | { part: 'event'; step: number } | { part: 'expect'; knownKeys: readonly string[] };

/** Problems a flow's schema found in one part of the file, in the flow's words. */
export function flowProblems(error: z.ZodError, input: unknown, flow: Flow, schema: unknown, where: Part, locale: Locale): string[] {
  const fields = RULING_MESSAGES[locale].fields;
  const prefix = where.part === 'setup' ? fields.setup : where.part === 'event' ? `${stepWord(where.step, locale)} › ${fields.event}` : fields.expect;
  const options: ExplainOptions = { schema, prefix, fields: where.part === 'event' ? { type: fields.type, ...EVENT_FIELDS[locale] } : undefined, knownKeys: where.part === 'expect' ? where.knownKeys : undefined };
  return [...new Set(error.issues.map((issue) => explainIssue(issue as z.core.$ZodIssue, locale, flow.words[locale], sayOf(locale), input, options)))];
}

/**
 * The verdict, in the judge's language: 成立 / 成り立つ with what held, or 不成立 / 成り立たない with
 * each reason (a refusal the ruling did not expect, or one it expected that did not come, then each
 * expectation that does not hold, as replay.ts says it).
 */
export function verdictLines(checked: CheckedRuling, replay: Replay, locale: Locale): string[] {
  const say = RULING_MESSAGES[locale];
  const put = (template: string, values: Record<string, string | number>) => fill(template, values, {});
  const { refused } = replay;
  const mustRefuse = expectedRefusal(checked);
  const last = checked.events.length;
  const clauses = (ids: string[]) => ids.join(say.list);
  if (replay.ok) {
    const keys = Object.keys(checked.ruling.expect);
    const held = [...(mustRefuse ? [put(say.refusedAsExpected, { n: refused!.step, clauses: clauses(mustRefuse) })] : []), ...(keys.length ? [put(say.asExpected, { keys: keys.join(say.list) })] : [])];
    return [typeset(put(say.holds, { held: held.join(say.list) }))];
  }
  const mismatch = refusalMismatch(mustRefuse, refused, last);
  const why: string[] = [];
  if (mismatch) why.push('allowed' in mismatch ? put(say.allowed, { n: last, clauses: clauses(mustRefuse!) }) : put(say.otherRule, { n: last, by: clauses(mismatch.by), clauses: clauses(mustRefuse!) }));
  else if (refused && !replay.differences.length) why.push(put(say.refusedEarly, { n: refused.step, event: refused.event.type, clauses: clauses(refused.refusal.clauses) }));
  const fails = typeset(put(say.fails, { why: '' }));
  // The expectations that do not hold, as the replay says them (after the refusal's, which it says first).
  return [...why.map((w) => fails + typeset(w)), ...replay.differences.slice(mismatch ? 1 : 0).map((d) => fails + d)];
}
