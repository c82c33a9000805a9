/** A unit's effects of a moment in the turn (triggers.ts): their order, and who may answer (uses.ts). */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { logEntries } from '../../../engine/log';
import { statePath } from '../../../engine/state-path';
import { turnSetupSchema } from './schemas';
import { turnMachine, type TurnContext, type TurnEvent } from './machine';
import { answers, queueEnd, whyNotFirst } from './uses';
import { queueAfterEnd } from './triggers';

type SetupIn = Parameters<typeof turnSetupSchema.parse>[0] & Record<string, unknown>;
const deck = (p: string) => ({ deck: [1, 2, 3].map((i) => ({ id: `${p}${i}`, kind: 'magic' })) });
const unit = (id: string, owner: 0 | 1, line: number, more: Record<string, unknown> = {}) => ({ id, owner, line, row: 'front', atk: 2, score: 1, ...more });
const end = (timing: string) => ({ effect: { timing, steps: [{ do: 'bonus', amount: 1 }] } });
const context = (units: object[], players: object[] = [deck('a'), deck('b')]): TurnContext =>
  initialTransition(turnMachine, turnSetupSchema.parse({ turn: 5, traveller: { atk: 1, score: 1 }, players, units } as SetupIn) as never)[0].context;
const queuedIds = (c: TurnContext) => c.queued.map((q) => ('decay' in q ? `decay:${q.decay}` : q.source));

function run(units: object[], events: TurnEvent[], players?: object[]): SnapshotFrom<typeof turnMachine> {
  let s = initialTransition(turnMachine, turnSetupSchema.parse({ turn: 5, traveller: { atk: 1, score: 1 }, players: players ?? [deck('a'), deck('b')], units } as SetupIn) as never)[0];
  for (const event of events) {
    expect(s.can(event), `${JSON.stringify(event)} at ${statePath(s.value)}`).toBe(true);
    s = transition(turnMachine, s, event)[0];
  }
  return s;
}

describe('14-1, 6-1, 15-5.4b — the end phase’s effects', () => {
  it('queues the current player’s in 戰線順序, each 衰退 after its unit’s own effect, then the enemy’s; a 「我方」 one only in its player’s end phase', () => {
    const c = context([
      unit('b', 0, 3, end('endPhase')),
      unit('a', 0, 1, { keywords: ['decay'], ...end('ownEndPhase') }),
      unit('x', 1, 1, end('endPhase')),
      unit('y', 1, 2, end('ownEndPhase')),
    ]);
    expect(queuedIds(queueEnd(c))).toEqual(['a', 'decay:a', 'b', 'x']);
  });
});

describe('15-3.2e — the order of 合體時 effects', () => {
  const gears = [unit('mecha', 0, 1, { keywords: ['mechCombine'], effect: { timing: 'combine', steps: [{ do: 'draw', count: 1 }] } }), unit('gear', 0, 2, { keywords: ['mechCombine'], effect: { timing: 'combine', steps: [{ do: 'bonus', amount: 1 }] } })];
  it('asks the current player when both units have one, and refuses a unit that does not take part', () => {
    const s = run(gears, [{ type: 'mech.begin' }, { type: 'mech.combine', unit: 'mecha', target: 'gear', below: 'gear', shows: 'atk' }]);
    expect(statePath(s.value)).toBe('triggered.order');
    expect(whyNotFirst(s.context, 'sage')).toMatchObject({ step: 'refuse.notQueued', clauses: ['15-3.2e'] });
    expect(whyNotFirst(s.context, 'gear')).toBeNull();
  });
  it('resolves them before one unit is put under: the stack is formed last', () => {
    const s = run(gears, [{ type: 'mech.begin' }, { type: 'mech.combine', unit: 'mecha', target: 'gear', below: 'gear', shows: 'atk' }, { type: 'trigger.first', unit: 'mecha' }]);
    const order = logEntries(s.context.log).map((l) => l.step).filter((step) => ['trigger.activated', 'mech.stacked', 'mech.moved'].includes(step));
    expect(order).toEqual(['mech.moved', 'trigger.activated', 'trigger.activated', 'mech.stacked']);
    expect(s.context.players[0].bonus).toBe(1);
  });
});

describe('6-3 — who may answer', () => {
  it('either player, with an exact-timing magic card in hand or an exact-timing effect of a unit of theirs on the field', () => {
    const veil = { id: 'veil', kind: 'magic', effect: { timing: 'exact', steps: [{ do: 'negate' }] } };
    const c = context([unit('seer', 1, 1, { effect: { timing: 'exact', steps: [{ do: 'negate' }] } }), unit('hermit', 0, 1, { effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } })], [{ ...deck('a'), hand: [veil] }, deck('b')]);
    expect(answers(c, 0)).toEqual(['veil']);
    expect(answers(c, 1)).toEqual(['seer']);
  });
});

describe('14-5’s note — 「結束階段結束後」 effects (the setup’s `afterTurnEnd`)', () => {
  const units = [unit('b', 0, 2, end('afterEnd')), unit('a', 0, 1, end('ownAfterEnd')), unit('x', 1, 1, end('afterEnd')), unit('y', 1, 2, end('ownAfterEnd'))];
  it('the site’s reading queues the player whose turn ended first, each in 戰線順序 (a 「我方」 one only its player’s); the other reading, the next turn’s player first', () => {
    const c = context(units);
    expect(queuedIds(queueAfterEnd(c))).toEqual(['a', 'b', 'x']);
    expect(queuedIds(queueAfterEnd({ ...c, afterTurnEnd: 'nextFirst' }))).toEqual(['x', 'a', 'b']);
  });
  /** The countdown’s last turn (1-5: player 0’s): a 小旅人 summoned, then the end phase flips star-line card 1. */
  function lastTurn(afterTurnEnd?: 'endedFirst' | 'nextFirst') {
    let s = initialTransition(turnMachine, turnSetupSchema.parse({ turn: 13, traveller: { atk: 1, score: 1 }, starLinesFlipped: 4, players: [{}, {}], units: [unit('oak', 0, 1, { score: 3 }), unit('raven', 1, 1, { score: 2, effect: { timing: 'afterEnd', steps: [{ do: 'bonus', amount: 5 }] } })], ...(afterTurnEnd ? { afterTurnEnd } : {}) } as SetupIn) as never)[0];
    for (const event of [{ type: 'traveller.summon' }, { type: 'unit.place', line: 2, row: 'front' }] as TurnEvent[]) s = transition(turnMachine, s, event)[0];
    return { s, steps: logEntries(s.context.log).map((l) => l.step) };
  }
  it('the site’s reading: the game ends when the turn ends, the effect not activated', () => {
    for (const reading of [undefined, 'endedFirst' as const]) {
      const { s, steps } = lastTurn(reading);
      expect(s.status).toBe('done');
      expect(s.context.result).toMatchObject({ winner: 0, scores: [4, 2] });
      expect(steps).not.toContain('trigger.activated');
    }
  });
  it('the other reading: the effect is processed before the score is counted, and can change who wins', () => {
    const { s, steps } = lastTurn('nextFirst');
    expect(s.status).toBe('done');
    expect(s.context.result).toMatchObject({ winner: 1, scores: [4, 7], by: 'countdown' });
    expect(steps.indexOf('trigger.activated')).toBeLessThan(steps.indexOf('countdown.ends'));
    expect(steps).toContain('afterEnd.beforeCount');
  });
});

describe('15-5.1b’s note — the turn hands the setup’s `cancelledAttack` to its 防守階段', () => {
  it('the 防守階段 it runs follows the reading chosen', () => {
    const s = run([unit('lancer', 1, 1, { state: 'attacking' }), unit('guard', 0, 1)], [], [deck('a'), deck('b')]);
    expect(s.context.defense?.context.cancelledAttack).toBeUndefined();
    const other = initialTransition(turnMachine, turnSetupSchema.parse({ turn: 5, traveller: { atk: 1, score: 1 }, players: [deck('a'), deck('b')], units: [unit('lancer', 1, 1, { state: 'attacking' }), unit('guard', 0, 1)], cancelledAttack: 'whole' } as SetupIn) as never)[0];
    expect(other.context.defense?.context.cancelledAttack).toBe('whole');
  });
});
