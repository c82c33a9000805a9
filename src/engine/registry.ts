/**
 * Every sandbox flow, found on the file system: each `src/games/<game>/<flow>/flow.ts` is one, with
 * the id `<game>.<flow>`. The build, the ruling command and the tests all read this one list; a new
 * flow needs no line here. Server side: nothing here is shipped to the browser.
 */
import type { Locale } from '../lib/i18n/locales';
import { byFlow, flowOfPath, type Flow, type FlowDefinition, type FlowSchemas } from './flow';
import { ENGINE_STEPS } from './words';

export type { Flow, FlowSchemas } from './flow';
export type { LogEntry } from './log';

const isFlow = (f: FlowDefinition) => typeof f.summarize === 'function' && !!f.machine?.root && !!f.words && !!f.title;
const isSchemas = (s: FlowSchemas) => !!(s.setupSchema && s.eventSchema && s.summarySchema);

/** A flow's words with the engine's own sentences (refusals no rule of the flow explains) and their language added. */
const withEngineWords = (flow: Flow): Flow => ({
  ...flow,
  words: Object.fromEntries(Object.entries(flow.words).map(([locale, words]) => [locale, { ...words, locale, steps: { ...ENGINE_STEPS[locale as Locale], ...words.steps } }])) as Flow['words'],
});

export const FLOWS: Record<string, Flow> = Object.fromEntries(
  Object.entries(byFlow(import.meta.glob<{ default: FlowDefinition }>('../games/*/*/flow.ts', { eager: true }), 'defineFlow({ … })', isFlow)).map(([id, flow]) => [id, withEngineWords(flow)]),
);

/** Each flow's schemas, where input arrives on the server (ruling files, a flow page's set position). */
export const FLOW_SCHEMAS: Record<string, FlowSchemas> = byFlow(import.meta.glob<{ default: FlowSchemas }>('../games/*/*/schemas.ts', { eager: true }), '{ setupSchema, eventSchema, summarySchema }', isSchemas);

/** Each flow's summary of a position, apart from its words so the browser can load it alone (a saved ruling draft). */
const FLOW_SUMMARIES = new Map(Object.entries(import.meta.glob<{ default?: unknown }>('../games/*/*/summary.ts', { eager: true })).map(([path, m]) => [flowOfPath(path)?.id, m.default]));

for (const id of Object.keys(FLOWS)) {
  if (!FLOW_SCHEMAS[id]) throw new Error(`${FLOWS[id].folder}: the flow ${id} has no schemas.ts (export default { setupSchema, eventSchema, summarySchema }).`);
  if (FLOW_SUMMARIES.get(id) !== FLOWS[id].summarize) throw new Error(`${FLOWS[id].folder}summary.ts: it must export default the function the flow's flow.ts gives as \`summarize\` (a ruling draft in the browser summarizes with it).`);
}
