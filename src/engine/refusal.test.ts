import { assign, initialTransition, setup, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { explainRefusal, GENERIC_REFUSALS, ruleGuard } from './refusal';
import { runFlow } from './run';

type Ctx = { tokens: number; log: never[] };
type Ev = { type: 'spend'; n: number } | { type: 'finish' } | { type: 'rest' } | { type: 'undo' } | { type: 'borrow' } | { type: 'leave' };

/** A small flow: spend up to the tokens you have (rule 2-1), rest only while some are left (no reason given), then finish. */
const machine = setup({
  types: { context: {} as Ctx, events: {} as Ev },
  guards: {
    'can pay': ruleGuard(({ context, event }: { context: Ctx; event: Ev }) =>
      (event as { n: number }).n <= context.tokens ? null : { step: 'refuse.tooFew', clauses: ['2-1'], values: { tokens: context.tokens } },
    ),
    'has tokens': ({ context }) => context.tokens > 0,
    // Not a transition's guard: the reason 2-5 gives for not leaving while tokens are left.
    'spent all': ruleGuard(({ context }: { context: Ctx }) => (context.tokens === 0 ? null : { step: 'refuse.tokensLeft', clauses: ['2-5'], values: { tokens: context.tokens } })),
  },
}).createMachine({
  id: 'fixture',
  context: { tokens: 2, log: [] },
  initial: 'paying',
  meta: { clauses: ['1'] },
  states: {
    paying: {
      // 2-4 forbids taking a spend back; nothing but the step's own rule 2 forbids borrowing.
      meta: { clauses: ['2'], forbids: { undo: ['2-4'], leave: 'spent all' } },
      on: {
        spend: { guard: 'can pay', actions: assign({ tokens: ({ context, event }) => context.tokens - (event as { n: number }).n }), meta: { clauses: ['2-1'] } },
        rest: { guard: 'has tokens', target: 'paying', meta: { clauses: ['2-2'] } },
        finish: { target: 'done', meta: { clauses: ['2-3'] } },
      },
    },
    done: { type: 'final', meta: { clauses: ['3'] } },
  },
});

describe('a refusal cites the rule that forbids the event', () => {
  const start = initialTransition(machine)[0];
  it('a rule guard gives its own reason and clause', () => {
    expect(explainRefusal(machine, start, { type: 'spend', n: 3 } as never)).toEqual({ step: 'refuse.tooFew', clauses: ['2-1'], values: { tokens: 2 } });
  });
  it('a rule guard passes exactly when it finds no reason', () => {
    expect(start.can({ type: 'spend', n: 2 })).toBe(true);
    expect(start.can({ type: 'spend', n: 3 })).toBe(false);
  });
  it('a guard without a reason cites its transition’s clauses', () => {
    const empty = { ...start, context: { ...start.context, tokens: 0 } } as typeof start;
    expect(explainRefusal(machine, empty, { type: 'rest' })).toEqual({ step: GENERIC_REFUSALS.notNow, clauses: ['2-2'], values: { event: 'rest', state: 'paying' } });
  });
  it('an event the state does not take cites the clause the state names as forbidding it, else the state’s own', () => {
    expect(explainRefusal(machine, start, { type: 'undo' })).toEqual({ step: GENERIC_REFUSALS.notHere, clauses: ['2-4'], values: { event: 'undo', state: 'paying' } });
    expect(explainRefusal(machine, start, { type: 'borrow' })).toEqual({ step: GENERIC_REFUSALS.notHere, clauses: ['2'], values: { event: 'borrow', state: 'paying' } });
  });
  it('a state may name a rule guard that says why an event it does not take is forbidden, with the values of the position', () => {
    expect(explainRefusal(machine, start, { type: 'leave' })).toEqual({ step: 'refuse.tokensLeft', clauses: ['2-5'], values: { tokens: 2 } });
    // With no reason from the guard, the step's own clauses.
    const spent = { ...start, context: { ...start.context, tokens: 0 } } as typeof start;
    expect(explainRefusal(machine, spent, { type: 'leave' })).toMatchObject({ step: GENERIC_REFUSALS.notHere, clauses: ['2'] });
  });
  it('an event the state does not take cites the state’s clauses; a finished flow says it is over', () => {
    const done = transition(machine, start, { type: 'finish' })[0];
    expect(explainRefusal(machine, done, { type: 'spend', n: 1 } as never)).toMatchObject({ step: GENERIC_REFUSALS.over, clauses: ['3'] });
  });
  it('runFlow stops at the refused event and says which one and why', () => {
    const run = runFlow(machine, undefined, [{ type: 'spend', n: 1 }, { type: 'spend', n: 5 }, { type: 'finish' }] as never);
    expect(run.steps).toHaveLength(2);
    expect(run.refused).toMatchObject({ step: 2, event: { type: 'spend', n: 5 }, refusal: { clauses: ['2-1'], values: { tokens: 1 } } });
  });
});
