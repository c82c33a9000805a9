/**
 * The rulings take every transition of every flow. A flow may carry a list of the transitions no
 * ruling takes yet (`src/games/<game>/<flow>/untaken-transitions.ts`); that list may only shrink:
 * a new gap fails, and so does a listed one a ruling now takes (strike it off). A flow without the
 * file — every new one — must be covered in full.
 */
import { assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineTransitions, transitionsNotTaken } from './coverage';
import { flowOfPath } from './flow';
import { FLOWS } from './registry';
import { getRulings } from './rulings';

const rulings = getRulings();
const lists = import.meta.glob<{ default: string[] }>('../games/*/*/untaken-transitions.ts', { eager: true });
const knownGaps = new Map(Object.entries(lists).map(([path, m]) => [flowOfPath(path)!.id, m.default]));

describe.each(Object.values(FLOWS).map((f) => [f.id, f] as const))('%s: the rulings take its transitions', (id, flow) => {
  const lines = rulings.filter((r) => r.flow.id === id).map((r) => ({ setup: r.setup, events: r.events }));
  const untaken = transitionsNotTaken(flow.machine, lines);
  const known = knownGaps.get(id) ?? [];
  const total = machineTransitions(flow.machine).size;

  it(`no transition is left to no ruling beyond the known list (${total - untaken.length} of ${total} taken; ${untaken.length} known gaps)`, () => {
    expect(untaken.filter((t) => !known.includes(t))).toEqual([]);
  });
  it('every transition on the known list is still taken by no ruling (strike off the ones a ruling now takes)', () => {
    expect(known.filter((t) => !untaken.includes(t))).toEqual([]);
  });
});

describe('what counts as a transition taken', () => {
  const machine = setup({ types: { context: {} as { n: number }, events: {} as { type: 'add' } | { type: 'stop' } } }).createMachine({
    id: 'count',
    context: { n: 0 },
    initial: 'counting',
    states: {
      counting: {
        always: { guard: ({ context }) => context.n >= 2, target: 'full' },
        on: { add: { actions: assign({ n: ({ context }) => context.n + 1 }) }, stop: 'stopped' },
      },
      full: { type: 'final' },
      stopped: { type: 'final' },
    },
  });
  it('names each transition by its state, event and target', () => {
    expect([...machineTransitions(machine).values()]).toEqual(['counting --add--> (stays)', 'counting --stop--> stopped', 'counting --(always)--> full']);
  });
  it('eventless transitions count when they fire, and a line stops at a refused event', () => {
    expect(transitionsNotTaken(machine, [{ setup: undefined, events: [{ type: 'add' }, { type: 'add' }, { type: 'stop' }] }])).toEqual(['counting --stop--> stopped']);
    expect(transitionsNotTaken(machine, [{ setup: undefined, events: [{ type: 'stop' }] }, { setup: undefined, events: [{ type: 'add' }, { type: 'add' }] }])).toEqual([]);
  });
});
