/**
 * Checks a position or events from outside (a URL, the setup editor) with the flow's schemas,
 * which load only when needed; this module too loads only then.
 */
import { loadSchemas } from './load-schemas';

/** The setup and events, parsed, or the first problem found. */
export async function check(flow: string, setupInput: unknown, events: unknown[]) {
  const schemas = await loadSchemas(flow);
  const setup = setupInput === undefined ? undefined : schemas.setupSchema.safeParse(setupInput);
  if (setup && !setup.success) return { error: ['setup', ...setup.error.issues[0].path.map(String)].join('.') + `: ${setup.error.issues[0].message}` };
  const parsed = events.map((e) => schemas.eventSchema.safeParse(e));
  const bad = parsed.findIndex((e) => !e.success);
  if (bad >= 0) {
    const issue = parsed[bad].error!.issues[0];
    return { error: [`step ${bad + 1}`, ...issue.path.map(String)].join('.') + `: ${issue.message}` };
  }
  return { setup: setup?.data, events: parsed.map((e) => e.data!) };
}
