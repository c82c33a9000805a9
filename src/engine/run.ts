/**
 * Runs a flow's machine from a setup through events, keeping every step: the pure core of the
 * sandbox island, the ruling replays and the tests. No parsing here, so the island stays small.
 */
import { statePath } from './state-path';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { LogEntry } from './log';

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
export function runFlow(machine: AnyStateMachine, setup: unknown, events: { type: string }[]): { steps: ReplayStep[]; refused?: string } {
  let snapshot = initialTransition(machine, setup as never)[0] as AnyMachineSnapshot;
  const logOf = (s: AnyMachineSnapshot) => (s.context as { log: LogEntry[] }).log;
  const steps: ReplayStep[] = [{ index: 0, state: stateName(snapshot), snapshot, entries: logOf(snapshot) }];
  for (const [i, event] of events.entries()) {
    if (!snapshot.can(event as never)) {
      return { steps, refused: `step ${i + 1}: ${event.type} is not allowed in the state ${stateName(snapshot)}` };
    }
    const next = transition(machine, snapshot, event as never)[0] as AnyMachineSnapshot;
    steps.push({ index: i + 1, event, state: stateName(next), snapshot: next, entries: logOf(next).slice(logOf(snapshot).length) });
    snapshot = next;
  }
  return { steps };
}

/** A snapshot's state as a dotted path (`attack.declared`). */
export const stateName = (snapshot: AnyMachineSnapshot): string => statePath(snapshot.value);

