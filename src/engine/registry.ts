/**
 * Every sandbox flow, found on the file system: each `src/games/<game>/<flow>/flow.ts` is one, with
 * the id `<game>.<flow>`. The build, the ruling command and the tests all read this one list; a new
 * flow needs no line here. Server side: nothing here is shipped to the browser.
 */
import { byFlow, type Flow, type FlowDefinition, type FlowSchemas } from './flow';

export type { Flow, FlowSchemas } from './flow';
export type { LogEntry } from './log';

const isFlow = (f: FlowDefinition) => typeof f.summarize === 'function' && !!f.machine?.root && !!f.words && !!f.title;
const isSchemas = (s: FlowSchemas) => !!(s.setupSchema && s.eventSchema && s.summarySchema);

export const FLOWS: Record<string, Flow> = byFlow(import.meta.glob<{ default: FlowDefinition }>('../games/*/*/flow.ts', { eager: true }), 'defineFlow({ … })', isFlow);

/** Each flow's schemas, where input arrives on the server (ruling files, a flow page's set position). */
export const FLOW_SCHEMAS: Record<string, FlowSchemas> = byFlow(import.meta.glob<{ default: FlowSchemas }>('../games/*/*/schemas.ts', { eager: true }), '{ setupSchema, eventSchema, summarySchema }', isSchemas);

for (const id of Object.keys(FLOWS)) {
  if (!FLOW_SCHEMAS[id]) throw new Error(`${FLOWS[id].folder}: the flow ${id} has no schemas.ts (export default { setupSchema, eventSchema, summarySchema }).`);
}
