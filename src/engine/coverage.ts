/**
 * Which of a machine's transitions the rulings take. Every transition of a flow is named
 * `<state> --<event>--> <target>` (with `#n` for the n-th of several guarded choices on one event), so
 * a list of the ones no ruling takes reads as a to-do list for ruling writers.
 */
import { createActor, type AnyStateMachine } from 'xstate';

type Transition = { eventType: string; target?: { id: string }[]; source: Node };
type Node = { id: string; states: Record<string, Node>; transitions: Map<string, Transition[]>; always?: Transition[] };

const shortId = (machine: AnyStateMachine, id: string) => (id === machine.id ? '(root)' : id.startsWith(`${machine.id}.`) ? id.slice(machine.id.length + 1) : id);

/** Every transition of a machine, each with its name. */
export function machineTransitions(machine: AnyStateMachine): Map<Transition, string> {
  const names = new Map<Transition, string>();
  const name = (list: Transition[], t: Transition, event: string) => {
    const to = t.target?.length ? t.target.map((n) => shortId(machine, n.id)).join(', ') : '(stays)';
    return `${shortId(machine, t.source.id)} --${event}--> ${to}${list.length > 1 ? ` #${list.indexOf(t) + 1}` : ''}`;
  };
  const walk = (node: Node) => {
    for (const [event, list] of node.transitions) for (const t of list) names.set(t, name(list, t, event));
    for (const t of node.always ?? []) names.set(t, name(node.always!, t, '(always)'));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root as unknown as Node);
  return names;
}

/** The transitions a line of play takes (each microstep, eventless ones included), until an event is refused. */
export function transitionsTaken(machine: AnyStateMachine, setup: unknown, events: { type: string }[]): Set<unknown> {
  const taken = new Set<unknown>();
  const actor = createActor(machine, {
    input: setup,
    inspect: (e) => {
      if (e.type === '@xstate.microstep') for (const t of (e as unknown as { _transitions: unknown[] })._transitions) taken.add(t);
    },
  });
  actor.start();
  for (const event of events) {
    if (!actor.getSnapshot().can(event)) break;
    actor.send(event);
  }
  actor.stop();
  return taken;
}

/** The names of a machine's transitions that none of the lines takes, in the machine's order. */
export function transitionsNotTaken(machine: AnyStateMachine, lines: { setup: unknown; events: { type: string }[] }[]): string[] {
  const all = machineTransitions(machine);
  const taken = new Set(lines.flatMap((line) => [...transitionsTaken(machine, line.setup, line.events)]));
  return [...all].filter(([t]) => !taken.has(t)).map(([, name]) => name);
}
