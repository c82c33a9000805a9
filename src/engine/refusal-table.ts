/**
 * A flow's table of refusals (flow.ts `refusals`) played out: each row's example run through the
 * machine, giving the refusal a reader would see. The flow's page lists them (what the sandbox
 * refuses, and the rule that forbids each); refusals.test.ts checks them. Server side.
 */
import type { Locale } from '../lib/i18n/locales';
import type { RefusalRow } from './flow';
import { FLOW_SCHEMAS, FLOWS } from './registry';
import { runFlow, type Refused } from './run';
import { describeStep } from './words';

/** The line a row's example plays: its setup and events checked by the flow's schemas, as a ruling's are. */
export function exampleLine(flowId: string, row: RefusalRow): { setup: unknown; events: { type: string }[] } {
  const schemas = FLOW_SCHEMAS[flowId];
  const setup = schemas.setupSchema.parse(row.example.setup ?? FLOWS[flowId].defaultSetup);
  const events = [...row.example.events, row.example.refused].map((e) => schemas.eventSchema.parse(e));
  return { setup, events };
}

/** What the machine does with a row's example: the refusal of its last event, or why there is none. */
export function playRow(flowId: string, row: RefusalRow): { refused?: Refused; events: number; state: string } {
  const { setup, events } = exampleLine(flowId, row);
  const run = runFlow(FLOWS[flowId].machine, setup, events);
  return { refused: run.refused, events: events.length, state: run.steps.at(-1)!.state };
}

/** The rows as a reader reads them: the refusal's sentence in the page's language and the clauses that forbid it, in the table's order. */
export function refusalTable(flowId: string, locale: Locale): { sentence: string; clauses: string[] }[] {
  const flow = FLOWS[flowId];
  return flow.refusals.map((row) => {
    const { refused } = playRow(flowId, row);
    if (!refused) throw new Error(`${flow.folder}flow.ts: the refusal “${row.what}”: its example is not refused.`);
    return { sentence: describeStep(refused.refusal, flow.words[locale]), clauses: row.clauses };
  });
}
