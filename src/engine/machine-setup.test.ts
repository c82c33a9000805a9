import { describe, expect, it } from 'vitest';
import { assign, initialTransition, setup as xstateSetup, transition } from 'xstate';
import { setup } from './machine-setup';

/** One machine, built by either setup: a guard, an action, a state with an `always`, context from input. */
function counter(build: typeof xstateSetup) {
  return build({
    types: {} as { context: { n: number; max: number }; events: { type: 'add' } | { type: 'reset' }; input: { max: number } },
    guards: { 'below max': ({ context }) => context.n < context.max },
    actions: { add: assign(({ context }) => ({ n: context.n + 1 })) },
  }).createMachine({
    id: 'counter',
    context: ({ input }) => ({ n: 0, max: input.max }),
    initial: 'counting',
    states: {
      counting: {
        always: { guard: ({ context }) => context.n >= context.max, target: 'full' },
        on: { add: { guard: 'below max', actions: 'add' }, reset: { actions: assign({ n: 0 }) } },
      },
      full: { type: 'final' },
    },
  });
}

describe("the machines' setup", () => {
  it('builds a machine that runs as one built by XState’s setup: guards, actions, input, always, final', () => {
    const ours = counter(setup);
    const theirs = counter(xstateSetup);
    let [a] = initialTransition(ours, { max: 2 });
    let [b] = initialTransition(theirs, { max: 2 });
    expect(a.value).toEqual(b.value);
    expect(a.context).toEqual({ n: 0, max: 2 });
    for (const event of [{ type: 'add' }, { type: 'reset' }, { type: 'add' }, { type: 'add' }] as const) {
      [a] = transition(ours, a, event);
      [b] = transition(theirs, b, event);
      expect([a.value, a.context, a.status]).toEqual([b.value, b.context, b.status]);
    }
    expect(a.value).toBe('full');
    expect(a.status).toBe('done');
    expect(Object.keys(ours.implementations.guards)).toEqual(['below max']);
    expect(Object.keys(ours.implementations.actions)).toEqual(['add']);
  });

  it('gives the machine factory alone (XState’s action creators stay out of the browser’s code)', () => {
    expect(Object.keys(setup({}))).toEqual(['createMachine']);
  });
});
