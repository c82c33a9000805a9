/**
 * Checks a position or events from outside (a URL, the setup editor) with the flow's schemas,
 * which load only when needed; this module too loads only then.
 */
import type { Locale } from '../../lib/i18n/locales';
import type { FlowWords } from '../words';
import { explainIssue, type ExplainWords } from './explain';
import { loadSchemas } from './load-schemas';
import type { SharedPosition } from '../share';

/**
 * A shared line of play's setup and events, parsed, or the first problem found (a shared URL names
 * its kind only). `input` is the setup as written: the line's own, or the page's own (`own`) with the
 * fields in `set` changed (a disputed point's other reading); undefined when the line starts from the
 * page's own position.
 */
export async function check(flow: string, line: NonNullable<SharedPosition['custom']>, own: unknown) {
  const setupInput = line.set ? { ...((line.setup ?? own) as object), ...line.set } : line.setup;
  const events: unknown[] = line.events;
  const schemas = await loadSchemas(flow);
  const setup = setupInput === undefined ? undefined : schemas.setupSchema.safeParse(setupInput);
  if (setup && !setup.success) return { error: ['setup', ...setup.error.issues[0].path.map(String)].join('.') + `: ${setup.error.issues[0].message}` };
  const parsed = events.map((e) => schemas.eventSchema.safeParse(e));
  const bad = parsed.findIndex((e) => !e.success);
  if (bad >= 0) {
    const issue = parsed[bad].error!.issues[0];
    return { error: [`step ${bad + 1}`, ...issue.path.map(String)].join('.') + `: ${issue.message}` };
  }
  return { setup: setup?.data, input: setupInput, events: parsed.map((e) => e.data!) };
}

/** At most this many problems are listed at once: the first ones, then how many more. */
export const SHOWN_PROBLEMS = 5;

/** A position the reader wrote, parsed, or every problem with it in the page's language. */
export async function checkSetup(flow: string, input: unknown, locale: Locale, words: FlowWords, say: ExplainWords & { more: string }): Promise<{ setup: unknown } | { problems: string[] }> {
  const schemas = await loadSchemas(flow);
  // The input is kept on each issue, so a missing field is told from a wrong one.
  const parsed = schemas.setupSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return { setup: parsed.data };
  const all = parsed.error.issues.map((issue) => explainIssue(issue, locale, words, say, input, { schema: schemas.setupSchema }));
  const problems = [...new Set(all)];
  return { problems: problems.length > SHOWN_PROBLEMS ? [...problems.slice(0, SHOWN_PROBLEMS), say.more.replace('{n}', String(problems.length - SHOWN_PROBLEMS))] : problems };
}
