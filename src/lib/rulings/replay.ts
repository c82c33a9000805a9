/**
 * Replays a ruling through its flow's machine: every step's snapshot and log, then whether the
 * expected outcome holds. Pure; used by the test suite, the CLI, the ruling pages and the island.
 */
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { parse as parseYaml } from 'yaml';
import { FLOWS, type Flow, type LogEntry } from '../../machines/registry';
import { rulingSchema, type Ruling } from './schema';

export class RulingInvalid extends Error {
  constructor(readonly file: string, readonly problems: string[]) {
    super(`${file} is not a valid ruling:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RulingInvalid';
  }
}

export interface CheckedRuling {
  ruling: Ruling;
  flow: Flow;
  setup: unknown;
  events: { type: string }[];
}

const issues = (prefix: string, error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${prefix}${i.path.length ? `${i.path.map(String).join('.')}: ` : ''}${i.message}`);

/**
 * Parses and checks a ruling file's text. `clauseExists` says whether the game has a clause.
 * Throws RulingInvalid naming every problem.
 */
export function checkRuling(text: string, file: string, clauseExists: (game: string, id: string) => boolean): CheckedRuling {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new RulingInvalid(file, [`not valid YAML: ${(error as Error).message.split('\n')[0]}`]);
  }
  const parsed = rulingSchema.safeParse(raw);
  if (!parsed.success) throw new RulingInvalid(file, issues('', parsed.error));
  const ruling = parsed.data;
  const problems: string[] = [];
  const expectedId = file.split('/').pop()!.replace(/\.ya?ml$/, '');
  if (ruling.id !== expectedId) problems.push(`id: is "${ruling.id}" but the file is ${expectedId}.yaml; make them agree`);
  const flow = FLOWS[ruling.flow];
  if (!flow) throw new RulingInvalid(file, [...problems, `flow: "${ruling.flow}" is not a flow; known flows: ${Object.keys(FLOWS).join(', ')}`]);
  if (flow.game !== ruling.game) problems.push(`flow: ${ruling.flow} belongs to ${flow.game}, not ${ruling.game}`);
  for (const id of ruling.clauses) if (!clauseExists(ruling.game, id)) problems.push(`clauses: ${id} does not exist in ${ruling.game}`);
  const setup = flow.setupSchema.safeParse(ruling.setup);
  if (!setup.success) problems.push(...issues('setup.', setup.error));
  const events = ruling.steps.map((s, i) => {
    const event = flow.eventSchema.safeParse(s.event);
    if (!event.success) problems.push(...issues(`steps.${i + 1}.event.`, event.error));
    return event.data!;
  });
  const expectation = flow.summarySchema.partial().safeParse(ruling.expect);
  if (!expectation.success) problems.push(...issues('expect.', expectation.error));
  if (problems.length) throw new RulingInvalid(file, problems);
  return { ruling, flow, setup: setup.data, events };
}

export interface ReplayStep {
  /** 0 is the starting position; step n follows the n-th event. */
  index: number;
  event?: { type: string };
  state: string;
  snapshot: AnyMachineSnapshot;
  /** The log entries this step added. */
  entries: LogEntry[];
}

export interface Replay {
  steps: ReplayStep[];
  /** Why the machine refused an event, if it did. */
  refused?: string;
  /** Each expectation that does not hold: `life: expected [100,88], got [100,76]`. */
  differences: string[];
  ok: boolean;
}

/** Runs setup and events through the flow's machine (no ruling needed: also for shared URLs). */
export function runFlow(flow: Flow, setup: unknown, events: { type: string }[]): { steps: ReplayStep[]; refused?: string } {
  let snapshot = initialTransition(flow.machine, setup as never)[0] as AnyMachineSnapshot;
  const logOf = (s: AnyMachineSnapshot) => (s.context as { log: LogEntry[] }).log;
  const steps: ReplayStep[] = [{ index: 0, state: stateName(snapshot), snapshot, entries: logOf(snapshot) }];
  for (const [i, event] of events.entries()) {
    if (!snapshot.can(event as never)) {
      return { steps, refused: `step ${i + 1}: ${event.type} is not allowed in the state ${stateName(snapshot)}` };
    }
    const next = transition(flow.machine, snapshot, event as never)[0] as AnyMachineSnapshot;
    steps.push({ index: i + 1, event, state: stateName(next), snapshot: next, entries: logOf(next).slice(logOf(snapshot).length) });
    snapshot = next;
  }
  return { steps };
}

export function stateName(snapshot: AnyMachineSnapshot): string {
  const path = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as object).map(([k, c]) => `${k}.${path(c)}`)[0]);
  return path(snapshot.value);
}

const show = (value: unknown) => JSON.stringify(value);

export function replayRuling(checked: CheckedRuling): Replay {
  const { steps, refused } = runFlow(checked.flow, checked.setup, checked.events);
  const summary = checked.flow.summarize(steps.at(-1)!.snapshot as never);
  const differences: string[] = [];
  if (!refused) {
    for (const [key, expected] of Object.entries(checked.ruling.expect)) {
      if (show(summary[key]) !== show(expected)) differences.push(`${key}: expected ${show(expected)}, got ${show(summary[key])}`);
    }
  }
  return { steps, refused, differences, ok: !refused && differences.length === 0 };
}
