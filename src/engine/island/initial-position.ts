/**
 * The position a setup describes, as a snapshot a flow's view can draw: the machine's context made
 * from the setup, in its initial state, before any automatic event. A run's first step (run.ts) is
 * the position after them: the draw at the start of a turn, the initiative and channeling at the
 * start of a round, a phase's opening. A ruling's 「初始局面」 is the setup's (issue 41, Why 8: a deck
 * of 1 card drawn as 0).
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';

export function setupPosition(machine: AnyStateMachine, setup: unknown): AnyMachineSnapshot {
  const { context, initial } = machine.config as { context?: unknown; initial?: string };
  const made = typeof context === 'function' ? context({ input: setup }) : context;
  // resolveState fills in the initial states below the one named, running no entry action.
  return machine.resolveState({ value: initial ?? {}, context: made }) as AnyMachineSnapshot;
}
