/**
 * Runs a flow's machine from a setup through events, keeping every step: the pure core of the
 * sandbox island, the ruling replays and the tests. No parsing here, so the island stays small.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { logEntries, logLength, type Log, type LogEntry } from './log';
import { explainRefusal, type Refusal } from './refusal';
import { statePath } from './state-path';

export interface ReplayStep {
  /** 0 is the starting position; step n follows the n-th event. */
  index: number;
  event?: { type: string };
  state: string;
  snapshot: AnyMachineSnapshot;
  /** The log entries this step added. */
  entries: LogEntry[];
}

/** An event the machine did not take: the n-th (from 1), and the rule that forbids it. */
export interface Refused {
  step: number;
  event: { type: string };
  refusal: Refusal;
}

export interface Replay {
  steps: ReplayStep[];
  /** The event the machine refused, if it did, and why. */
  refused?: Refused;
  /** Each expectation that does not hold: `life: expected [100,88], got [100,76]`. */
  differences: string[];
  ok: boolean;
}

type Run = { steps: ReplayStep[]; refused?: Refused };
/** Runs already made, by machine, setup and events (the objects themselves: a run is pure). */
const runs = new WeakMap<AnyStateMachine, WeakMap<object, WeakMap<object, Run>>>();

/**
 * Runs setup and events through the flow's machine (no ruling needed: also for shared URLs); stops
 * at a refused event. The same machine, setup and events (the same objects) give the run already
 * made: the build replays each ruling once and its pages in both languages, and the rulebook's
 * sandbox beside the clause, show that run (they were a second to third replay of every ruling).
 */
export function runFlow(machine: AnyStateMachine, setup: unknown, events: { type: string }[]): Run {
  const bySetup = runs.get(machine) ?? runs.set(machine, new WeakMap()).get(machine)!;
  const key = typeof setup === 'object' && setup !== null ? setup : undefined;
  const byEvents = key && (bySetup.get(key) ?? bySetup.set(key, new WeakMap()).get(key)!);
  const known = byEvents?.get(events);
  if (known) return known;
  const run = replay(machine, setup, events);
  byEvents?.set(events, run);
  return run;
}

function replay(machine: AnyStateMachine, setup: unknown, events: { type: string }[]): Run {
  let snapshot = initialTransition(machine, setup as never)[0] as AnyMachineSnapshot;
  const logOf = (s: AnyMachineSnapshot) => (s.context as { log: Log | null }).log;
  const steps: ReplayStep[] = [{ index: 0, state: stateName(snapshot), snapshot, entries: logEntries(logOf(snapshot)) }];
  for (const [i, event] of events.entries()) {
    if (!snapshot.can(event as never)) return { steps, refused: { step: i + 1, event, refusal: explainRefusal(machine, snapshot, event) } };
    const next = transition(machine, snapshot, event as never)[0] as AnyMachineSnapshot;
    steps.push({ index: i + 1, event, state: stateName(next), snapshot: next, entries: logEntries(logOf(next), logLength(logOf(snapshot))) });
    snapshot = next;
  }
  return { steps };
}

/** A snapshot's state as a dotted path (`attack.declared`). */
export const stateName = (snapshot: AnyMachineSnapshot): string => statePath(snapshot.value);
