/**
 * Every sandbox flow, by id: its machine, its words, a summary of a position. A new game adds its
 * flows here and its schemas in schemas.ts; the island, the ruling format and the replay code stay
 * as they are. Nothing here parses input, so the browser gets only what stepping needs.
 */
import type { AnyStateMachine } from 'xstate';
import { wuxingTurnFlow } from './wuxing/flow';
import { declareFlow, defenseFlow } from './xinglingwang/flow';

export interface LogEntry {
  step: string;
  clauses: string[];
  values?: Record<string, string | number>;
}

export interface Flow {
  id: string;
  game: string;
  /** The flow's name per locale. */
  title: Record<'zh-hant' | 'ja', string>;
  /** Where the free sandbox starts (in the setup schema's input form). */
  defaultSetup: unknown;
  machine: AnyStateMachine;
  summarize: (snapshot: never) => Record<string, unknown>;
  describeStep: (entry: LogEntry, locale: 'zh-hant' | 'ja') => string;
  describeState: (value: unknown, locale: 'zh-hant' | 'ja') => string;
}

export const FLOWS: Record<string, Flow> = {
  [wuxingTurnFlow.id]: wuxingTurnFlow as unknown as Flow,
  [defenseFlow.id]: defenseFlow as unknown as Flow,
  [declareFlow.id]: declareFlow as unknown as Flow,
};

/** Every clause id a machine's states and transitions cite, in the order met. */
export function flowClauses(machine: AnyStateMachine): string[] {
  const found = new Set<string>();
  type Node = { meta?: { clauses?: string[] }; states: Record<string, Node>; transitions: Map<string, { meta?: { clauses?: string[] } }[]>; always?: { meta?: { clauses?: string[] } }[] };
  const walk = (node: Node) => {
    for (const id of node.meta?.clauses ?? []) found.add(id);
    for (const t of [...node.transitions.values()].flat().concat(node.always ?? [])) for (const id of t.meta?.clauses ?? []) found.add(id);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root as unknown as Node);
  return [...found];
}
