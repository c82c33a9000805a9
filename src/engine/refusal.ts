/**
 * Why a machine refuses an event, as a log entry citing the rule: what the transcript and the
 * island show, and what a ruling can assert. A guard made with `ruleGuard` says which rule it
 * enforces; a refusal no guard explains cites the clauses of the state the flow is in.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { LogEntry } from './log';
import { statePath } from './state-path';

/** A refusal: the sentence's step key in the flow's words, the clauses that forbid it, its values. */
export type Refusal = LogEntry;

/** Refusals every flow can give, whose words the engine supplies (words.ts). */
export const GENERIC_REFUSALS = {
  /** The flow has ended: nothing more happens in it. */
  over: 'refused.over',
  /** Nothing of this kind can be done at this point of the flow. */
  notHere: 'refused.notHere',
  /** It can be done here, but not now: a condition of the transition's rule is not met. */
  notNow: 'refused.notNow',
} as const;

/**
 * How a refusal that rests on an editor's note says so, in each language: the words its sentence
 * holds (a row's `note`, flow.ts). A sentence that calls itself the site's reading holds them whole.
 */
export const readingMark = {
  'zh-hant': (note: string) => `本站解讀（${note} 的編者註）`,
  ja: (note: string) => `当サイトの解釈（${note} の編集注）`,
} as const;
/** Words by which a sentence calls what it says the site's reading, in either language. */
export const READING_WORDS = /本站(的)?解讀|当サイトの解釈|本サイトの解釈/;

type GuardArgs = { context: never; event: never };

/**
 * A guard that says why it refuses: `why` returns the refusal, or null when the event is allowed.
 * The guard passes exactly when `why` finds nothing, so the two cannot disagree.
 */
export function ruleGuard<A>(why: (args: A) => Refusal | null) {
  return Object.assign((args: A) => why(args) === null, { why });
}

type Transition = { guard?: unknown; meta?: { clauses?: string[] } };
/**
 * A state's `meta`: `clauses` govern the step; `forbids` names, for an event the state does not
 * take, the clauses whose text forbids it here, when they are not the step's own (8-2.1 says a
 * defense is declared before the roll: at the roll, `forbids: { 'defense.use': ['8-2.1'] }`), or
 * the name of a `ruleGuard` whose reason says more (how many cards are still to be discarded).
 */
export interface StateMeta {
  clauses?: string[];
  forbids?: Record<string, string[] | string>;
}
type StateNode = { meta?: StateMeta; states: Record<string, StateNode>; transitions: Map<string, Transition[]> };

/** The active state nodes of a snapshot, innermost first. */
function activeNodes(machine: AnyStateMachine, value: unknown): StateNode[] {
  const nodes: StateNode[] = [];
  const walk = (node: StateNode, v: unknown) => {
    if (typeof v === 'string') nodes.push(node.states[v]);
    else for (const [key, child] of Object.entries(v as Record<string, unknown>)) {
      nodes.push(node.states[key]);
      walk(node.states[key], child);
    }
  };
  walk(machine.root as unknown as StateNode, value);
  return [...nodes.reverse(), machine.root as unknown as StateNode];
}

const guardName = (guard: unknown): string | undefined =>
  typeof guard === 'string' ? guard : typeof guard === 'object' && guard && 'type' in guard ? String((guard as { type: unknown }).type) : undefined;

/** Why `snapshot.can(event)` is false. */
export function explainRefusal(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: { type: string }): Refusal {
  const nodes = activeNodes(machine, snapshot.value);
  const stateClauses = nodes.find((n) => n.meta?.clauses?.length)?.meta?.clauses ?? [];
  const values = { event: event.type, state: statePath(snapshot.value) };
  const guards = (machine.implementations.guards ?? {}) as Record<string, { why?: (args: GuardArgs) => Refusal | null }>;
  if (snapshot.status === 'done') {
    // A final state may name, in its `forbids`, a rule guard whose reason says why the event is over (2-5.2: no card goes to the bottom once the game has begun).
    const forbid = nodes[0]?.meta?.forbids?.[event.type];
    const refusal = typeof forbid === 'string' ? guards[forbid]?.why?.({ context: snapshot.context as never, event: event as never }) : null;
    return refusal ?? { step: GENERIC_REFUSALS.over, clauses: stateClauses, values };
  }
  for (const node of nodes) {
    const transitions = node.transitions.get(event.type);
    if (!transitions?.length) continue;
    for (const t of transitions) {
      const why = guards[guardName(t.guard) ?? '']?.why;
      const refusal = why?.({ context: snapshot.context as never, event: event as never });
      if (refusal) return refusal;
    }
    return { step: GENERIC_REFUSALS.notNow, clauses: transitions.find((t) => t.meta?.clauses?.length)?.meta?.clauses ?? stateClauses, values };
  }
  // The innermost state that names the rule forbidding this event here (its clauses, or a rule guard's reason), else the step's own clauses.
  for (const node of nodes) {
    const forbid = node.meta?.forbids?.[event.type];
    if (typeof forbid === 'string') {
      const refusal = guards[forbid]?.why?.({ context: snapshot.context as never, event: event as never });
      if (refusal) return refusal;
    } else if (forbid?.length) return { step: GENERIC_REFUSALS.notHere, clauses: forbid, values };
  }
  return { step: GENERIC_REFUSALS.notHere, clauses: stateClauses, values };
}
