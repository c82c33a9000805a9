/** The clauses a machine cites: every state and transition carries `meta.clauses`. */
import type { AnyStateMachine } from 'xstate';

type Transition = { eventType: string; meta?: { clauses?: string[] } };
type Node = { id: string; meta?: { clauses?: string[] }; states: Record<string, Node>; transitions: Map<string, Transition[]>; always?: Transition[] };

/** Each state, and each transition, of a machine with the clauses it cites (undefined if none). */
export function machineCitations(machine: AnyStateMachine): { where: string; clauses?: string[] }[] {
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
