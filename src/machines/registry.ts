/**
 * Every sandbox flow, by id: its machine, its words, a summary of a position. A new game adds its
 * flows here and its schemas in schemas.ts; the island, the ruling format and the replay code stay
 * as they are. Nothing here parses input, so the browser gets only what stepping needs.
 */
import type { AnyStateMachine } from 'xstate';
import { wuxingTurnFlow } from './wuxing/flow';
import { declareFlow } from './xinglingwang/declare-flow';
import { defenseFlow } from './xinglingwang/defense-flow';
import { turnFlow } from './xinglingwang/turn-flow';

export type { LogEntry } from './log';
import type { FlowWords } from '../lib/sandbox/words';

export interface Flow {
  id: string;
  game: string;
  /** The flow's name per locale. */
  title: Record<'zh-hant' | 'ja', string>;
  /** Where the free sandbox starts (in the setup schema's input form). */
  defaultSetup: unknown;
  machine: AnyStateMachine;
  summarize: (snapshot: never) => Record<string, unknown>;
  /** Its words per locale, as data: pages hand an island its own language's (src/lib/sandbox/words.ts). */
  words: Record<'zh-hant' | 'ja', FlowWords>;
}

export const FLOWS: Record<string, Flow> = {
  [wuxingTurnFlow.id]: wuxingTurnFlow as unknown as Flow,
  [defenseFlow.id]: defenseFlow as unknown as Flow,
  [declareFlow.id]: declareFlow as unknown as Flow,
  [turnFlow.id]: turnFlow as unknown as Flow,
};

/** Each state, and each transition, of a machine with the clauses it cites (undefined if none). */
export function machineCitations(machine: AnyStateMachine): { where: string; clauses?: string[] }[] {
  type Transition = { eventType: string; meta?: { clauses?: string[] } };
  type Node = { id: string; meta?: { clauses?: string[] }; states: Record<string, Node>; transitions: Map<string, Transition[]>; always?: Transition[] };
  const out: { where: string; clauses?: string[] }[] = [];
  const walk = (node: Node) => {
    out.push({ where: node.id, clauses: node.meta?.clauses });
    for (const t of [...node.transitions.values()].flat()) out.push({ where: `${node.id} on ${t.eventType}`, clauses: t.meta?.clauses });
    for (const t of node.always ?? []) out.push({ where: `${node.id} (always)`, clauses: t.meta?.clauses });
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root as unknown as Node);
  return out;
}

/** Every clause id a machine's states and transitions cite, in the order met. */
export function flowClauses(machine: AnyStateMachine): string[] {
  return [...new Set(machineCitations(machine).flatMap((c) => c.clauses ?? []))];
}
