/**
 * 6 時效 and the effects that act at a turn's moments (4-2.1, 4-2.3, 4-2.6), the setup's lasting
 * effects, the player counts (1-1.2, 2-1.2d, 3-2), several effects at once (5-3.4a) and targets
 * (2-4.4): what the rulings do not each show.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { logEntries } from '../../../engine/log';
import { wuxingSetupSchema, type WuxingSetupInput } from './setup';
import { turnMachine, type WuxingEvent } from './machine';
import { summarize } from './summary';

const start = (setup: WuxingSetupInput) => initialTransition(turnMachine, wuxingSetupSchema.parse(setup))[0];
function run(setup: WuxingSetupInput, events: WuxingEvent[]) {
  let s = start(setup);
  for (const e of events) s = transition(turnMachine, s, e)[0];
  return s;
}
const go = (n: number): WuxingEvent[] => Array.from({ length: n }, () => ({ type: 'step.continue' }));
const deck = ['土1', '土2', '土3', '土4', '土5', '火1', '火2', '火3', '火4', '火5', '水1', '水2', '水3', '水4'];
const duel = (more: object = {}): WuxingSetupInput => ({ players: 2, seats: [{ hand: ['金3', '金4', '金5'] }, { hand: ['木1', '木2', '木3'] }], deck, ...more });
const attack = (element = 'metal'): WuxingEvent => ({ type: 'action.attack', cards: [0], element, points: 3 }) as WuxingEvent;
/** A whole turn of an attack with the first card, the first drawn card discarded. */
const turn = (element = 'metal', recover = true): WuxingEvent[] => [...(recover ? [{ type: 'recover.skip' } as WuxingEvent] : []), attack(element), ...go(3), { type: 'draw.discard', index: 0 }, { type: 'turn.end' }];
const steps = (s: ReturnType<typeof start>) => logEntries(s.context.log).map((l) => l.step);
const problems = (setup: object) => {
  const r = wuxingSetupSchema.safeParse(setup);
  return r.success ? [] : r.error.issues.map((i) => (i as { params?: { say?: string } }).params?.say ?? i.message);
};

describe('6-2 — a round from a setup ends at the same moment of the same seat’s next turn', () => {
  it('one that began at a turn’s start of seat 2 ends as seat 2’s turn starts again, after acting once more', () => {
    const setup = duel({ current: 0, lasting: [{ on: 'all', what: { kind: 'damage', points: 5, at: 'turnStart' }, round: { from: 1, at: 'turnStart' } }] });
    const first = start(setup);
    expect(first.context.life, 'seat 1’s turn start: it acts').toEqual([95, 100]);
    const after = run(setup, turn('metal', false));
    expect(after.context.life, 'seat 2’s turn start: it acts, then 1 round has passed').toEqual([95, 92]);
    expect(after.context.lasting).toEqual([]);
    expect(steps(after)).toContain('lasting.roundOver');
  });
  it('one that began at a turn’s end ends at the end of that seat’s next turn, after that turn’s effects', () => {
    const s = run(duel({ lasting: [{ on: 0, what: { kind: 'heal', points: 5, at: 'turnEnd' }, round: { from: 0, at: 'turnEnd' } }], life: [50, 100] }), turn('metal', false));
    expect(s.context.life[0]).toBe(55);
    expect(s.context.lasting).toEqual([]);
  });
});

describe('6-1 — an effect counted in turns of the player it works on', () => {
  it('is not counted at another player’s turn end', () => {
    const s = run(duel({ lasting: [{ on: 1, what: { kind: 'cannotDraw' }, turns: 1 }] }), turn('metal', false));
    expect(summarize(s).lasting).toEqual([{ on: 1, kind: 'cannotDraw', left: 1 }]);
  });
  it('a spell on every player counted in turns gives each player their own count', () => {
    const s = run(duel(), [{ type: 'action.active', cards: [0], target: 'none', effect: { kind: 'lasting', what: { kind: 'cannotAct' }, turns: 1 } }, ...go(2)]);
    expect(summarize(s).lasting).toEqual([{ on: 0, kind: 'cannotAct', left: 1 }, { on: 1, kind: 'cannotAct', left: 1 }]);
  });
});

describe('6-1’s editor’s note — the turn an effect begins in, when it is a turn of the player it works on', () => {
  const selfDrawPlus: WuxingEvent[] = [
    { type: 'action.active', cards: [0], effect: { kind: 'lasting', what: { kind: 'drawModifier', amount: 1 }, turns: 2 } },
    ...go(3),
    { type: 'draw.discard', index: 0 },
    { type: 'turn.end' },
  ];
  it('the site’s reading, the default: that turn’s end counts 1 turn', () => {
    expect(wuxingSetupSchema.parse(duel()).startTurn).toBe('counts');
    const s = run(duel(), selfDrawPlus);
    expect(summarize(s).lasting).toEqual([{ on: 0, kind: 'drawModifier', left: 1 }]);
    expect(steps(s)).toContain('effect.turnCounted');
  });
  it('the other reading: that turn is not counted, only those that begin afterwards; the effect lasts 1 turn longer', () => {
    const s = run(duel({ startTurn: 'later' }), selfDrawPlus);
    expect(summarize(s).lasting).toEqual([{ on: 0, kind: 'drawModifier', left: 2 }]);
    expect(steps(s)).toContain('effect.turnNotCounted');
    expect(steps(s)).not.toContain('effect.turnCounted');
  });
  it('the other reading still counts an effect the position begins with at the end of its player’s first turn', () => {
    const s = run(duel({ startTurn: 'later', lasting: [{ on: 0, what: { kind: 'drawModifier', amount: 1 }, turns: 2 }] }), turn('metal', false));
    expect(summarize(s).lasting).toEqual([{ on: 0, kind: 'drawModifier', left: 1 }]);
  });
  it('the other reading does not change an effect on another player: its first turn, begun afterwards, counts', () => {
    const cast: WuxingEvent[] = [{ type: 'action.active', cards: [0], target: 'downstream', effect: { kind: 'lasting', what: { kind: 'cannotDraw' }, turns: 1 } }, ...go(3), { type: 'draw.discard', index: 0 }, { type: 'turn.end' }];
    const s = run(duel({ startTurn: 'later' }), [...cast, { type: 'recover.skip' }, attack('wood'), ...go(4), { type: 'turn.end' }]);
    expect(s.context.current, 'seat 2’s turn has ended').toBe(0);
    expect(summarize(s).lasting).toEqual([]);
    expect(steps(s)).toContain('effect.turnCounted');
  });
  it('a reading neither of the two is refused', () => {
    expect(wuxingSetupSchema.safeParse(duel({ startTurn: 'never' })).success).toBe(false);
  });
});

describe('5-3.4a, 2-4.4 — several effects, targets', () => {
  it('a heal on every player heals each player’s team once per player (2-1.3b, 1-3.1): twice per team with 4 players', () => {
    const four: WuxingSetupInput = { players: 4, life: [100, 100], seats: [{ hand: ['金3'] }, { hand: ['木1'] }, { hand: ['水1'] }, { hand: ['火1'] }], deck };
    const s = run({ ...four, life: [100, 100], mode: 'formal' }, [{ type: 'action.active', cards: [0], target: 'none', effect: { kind: 'heal', points: 10 } }, ...go(2)]);
    expect(s.context.life).toEqual([120, 120]);
  });
  it('a shield and a draw together on 下家', () => {
    const s = run(duel(), [{ type: 'action.active', cards: [0], target: 'downstream', effect: [{ kind: 'shield', points: 8 }, { kind: 'draw', count: 1 }] }, ...go(2)]);
    expect(s.context.players[1].shield).toBe(8);
    expect(s.context.players[1].hand).toHaveLength(4);
  });
  it('a redirected spell works on the seat it is redirected to (2-4.4a)', () => {
    const s = run(duel(), [{ type: 'action.active', cards: [0], redirect: 1, effect: { kind: 'damage', points: 6 } }, ...go(2)]);
    expect(s.context.life).toEqual([100, 94]);
    expect(steps(s)).toContain('target.redirected');
  });
  it('spell damage to a player with a shield goes to the shield (2-2.2), a plain 「傷害無效」 negates it (5-6)', () => {
    const shielded = run(duel({ seats: [{ hand: ['金3'] }, { hand: ['木1'], shield: 10 }] }), [{ type: 'action.active', cards: [0], target: 'upstream', effect: { kind: 'damage', points: 6 } }, ...go(2)]);
    expect([shielded.context.life, shielded.context.players[1].shield]).toEqual([[100, 100], 4]);
    const negated = run(duel({ lasting: [{ on: 1, what: { kind: 'negateDamage' }, turns: 1 }] }), [{ type: 'action.active', cards: [0], target: 'upstream', effect: { kind: 'damage', points: 6 } }, ...go(2)]);
    expect(negated.context.life).toEqual([100, 100]);
  });
  it('a lasting 「傷害無效」 of formations of 3 or more does not stop a 1-card attack (2-4.5a)', () => {
    const s = run(duel({ lasting: [{ on: 1, what: { kind: 'negateDamage', minCount: 3 }, turns: 1 }] }), [attack(), ...go(2)]);
    expect(s.context.life).toEqual([100, 97]);
    expect(steps(s)).toContain('negate.countLow');
  });
});

describe('setup: players, starting life, lasting effects (1-1.2, 2-1.2, 3-2, 6-1)', () => {
  it('any even number from 2 to 18; 8 or more need the agreed life (2-1.2d)', () => {
    expect(problems({ players: 5, seats: [] })).toContain('playersEven');
    expect(problems({ players: 20, prepare: true, startingLife: 300 })).toContain('playersMax');
    expect(problems({ players: 8, prepare: true })).toContain('lifeAgreed');
    expect(problems({ players: 18, prepare: true, startingLife: 500 })).toEqual([]);
    expect(problems({ players: 4, prepare: true, startingLife: 120 }), 'the rules set it for 4').toContain('lifeByRule');
    expect(problems({ players: 4, mode: 'theme', prepare: true, startingLife: 120 })).toEqual([]);
  });
  it('18 players are dealt the whole deck, 5 each, and none is left (3-2)', () => {
    const s = run({ players: 18, startingLife: 400, prepare: true, seed: 3 }, [{ type: 'prep.seat', teams: Array.from({ length: 18 }, (_, i) => i % 2) }, ...go(1)]);
    expect(s.context.deck).toHaveLength(0);
    expect(s.context.players.every((p) => p.hand.length === 5)).toBe(true);
    expect(s.context.life).toEqual([400, 400]);
  });
  it('a lasting effect lasts turns or a round, never both, and one counted in turns names its player (6-1, 6-2)', () => {
    expect(problems(duel({ lasting: [{ on: 0, what: { kind: 'cannotAct' } }] }))).toContain('lastsHow');
    expect(problems(duel({ lasting: [{ on: 'all', what: { kind: 'cannotAct' }, turns: 2 }] }))).toContain('turnsOfOne');
    expect(problems(duel({ lasting: [{ on: 3, what: { kind: 'cannotAct' }, turns: 2 }] }))).toContain('noSuchSeat');
    expect(problems(duel({ lasting: [{ on: 0, what: { kind: 'cannotAct' }, round: { from: 5, at: 'action' } }] }))).toContain('noSuchSeat');
  });
  it('a spell’s lasting effect also lasts turns or a round (6-1, 6-2)', () => {
    expect(problems({ ...duel(), seats: [{ hand: ['金3'], passive: { cards: ['水1'], effect: { kind: 'lasting', what: { kind: 'cannotAct' } } } }, { hand: [] }] })).toContain('lastsHow');
  });
});
