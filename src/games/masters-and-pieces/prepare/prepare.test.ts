/** The preparation: the deck check, life, first player, shuffles, opening hands, mulligans and the cards to the bottom; its handoff to turn 1; every path of the machine. */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { logEntries } from '../../../engine/log';
import { explainRefusal } from '../../../engine/refusal';
import { transitionsNotTaken } from '../../../engine/coverage';
import { turnMachine } from '../turn/machine';
import { turnSetupSchema } from '../turn/schemas';
import { deckCards, owed, prepareMachine, type DeckEntry, type PrepareEvent, type PrepareInput } from './machine';
import { prepareSetupSchema } from './schemas';
import { turnSetupOf } from './handoff';
import flow, { defaultSetup } from './flow';

const input = (over: Partial<PrepareInput> = {}): PrepareInput => ({ ...(prepareSetupSchema.parse(defaultSetup) as PrepareInput), ...over });
/** Every line the tests play, for the path coverage at the end. */
const lines: { setup: PrepareInput; events: PrepareEvent[] }[] = [];

function run(i: PrepareInput, events: PrepareEvent[]) {
  lines.push({ setup: i, events });
  let [s] = initialTransition(prepareMachine, i);
  for (const e of events) {
    expect(s.can(e), `${JSON.stringify(e)} at ${JSON.stringify(s.value)}`).toBe(true);
    [s] = transition(prepareMachine, s, e);
  }
  return s;
}
const refused = (i: PrepareInput, before: PrepareEvent[], e: PrepareEvent) => {
  const s = run(i, before);
  expect(s.can(e)).toBe(false);
  return explainRefusal(prepareMachine, s, e);
};
const check: PrepareEvent = { type: 'decks.check' };
const first = (player: 0 | 1): PrepareEvent => ({ type: 'first.decide', player, by: 'coin' });
const mulligan = (player: 0 | 1): PrepareEvent => ({ type: 'mulligan', player });
const keep: PrepareEvent = { type: 'hands.keep' };
const bottom = (player: 0 | 1, card: number): PrepareEvent => ({ type: 'hand.bottom', player, card });
const ids = (cards: { id: string }[]) => cards.map((c) => c.id);
const count = (cards: { id: string }[]) => Object.entries(Object.groupBy(cards, (c) => c.id)).map(([id, list]) => [id, list!.length]).sort();
const wolves = (n: number): DeckEntry[] => [{ id: 'wolf', kind: 'piece', copies: n }];

describe('the decks (1-1) and life (1-2)', () => {
  it('a deck must be exactly 40 cards, whichever seat brings it (1-1 and its reading)', () => {
    expect(refused(input({ decks: [wolves(39), wolves(40)] }), [], check)).toMatchObject({ step: 'refuse.deckSize', clauses: ['1-1'], values: { player: 0, n: 39 } });
    expect(refused(input({ decks: [wolves(40), wolves(41)] }), [], check)).toMatchObject({ step: 'refuse.deckOver', clauses: ['1-1'], values: { player: 1, n: 41 } });
    expect(refused(input({ decks: [wolves(40), []] }), [], check)).toMatchObject({ step: 'refuse.deckSize', values: { player: 1, n: 0 } });
  });
  it('copies of a card are not limited: 40 of one card is a deck', () => {
    expect(run(input({ decks: [wolves(40), [{ id: 'golem', kind: 'piece', copies: 20 }, { id: 'golem', kind: 'piece', copies: 20 }]] }), [check]).value).toBe('first');
  });
  it('each master’s life is 10 (1-2); nothing but the check comes first', () => {
    const s = run(input(), [check]);
    expect(s.context.seats.map((x) => x.life)).toEqual([10, 10]);
    expect(logEntries(s.context.log).map((e) => [e.step, e.clauses])).toEqual([['life', ['1-2']], ['decks.check', ['1-1']]]);
    expect(refused(input(), [], first(0))).toMatchObject({ step: 'refuse.unchecked', clauses: ['1-1'] });
  });
});

describe('the first player, the masters, the shuffles and the opening hands (2-1 – 2-4)', () => {
  it('the reader decides who plays first and how (2-1); the masters stand on their camps’ middle squares (2-2)', () => {
    const s = run(input(), [check, { type: 'first.decide', player: 1, by: 'rps' }]);
    expect([s.context.first, s.context.method]).toEqual([1, 'rps']);
    expect(logEntries(s.context.log).find((e) => e.step === 'place')).toMatchObject({ clauses: ['2-2'], values: { firstCol: 3, firstRow: 1, secondCol: 3, secondRow: 5 } });
  });
  it('each master shuffles the opponent’s deck (2-3), then the first player draws 5 and the second 6 (2-4)', () => {
    const s = run(input(), [check, first(1)]);
    const entries = logEntries(s.context.log);
    expect(entries.filter((e) => e.step === 'shuffle').map((e) => [e.values!.player, e.values!.owner])).toEqual([[0, 1], [1, 0]]);
    expect(entries.filter((e) => e.step === 'draw').map((e) => [e.values!.player, e.values!.n])).toEqual([[1, 5], [0, 6]]);
    expect([s.value, s.context.seats.map((x) => x.hand.length), s.context.seats.map((x) => x.deck.length)]).toEqual(['mulligan', [6, 5], [34, 35]]);
    // Shuffled: not the order the deck was brought in; and every card is still there.
    expect(ids(s.context.seats[0].hand)).not.toEqual(ids(deckCards(defaultSetup.decks[0]).slice(0, 6)));
    expect(count([...s.context.seats[0].hand, ...s.context.seats[0].deck])).toEqual(count(deckCards(defaultSetup.decks[0])));
  });
  it('the shuffles are the seed’s: the same seed deals the same hands, another seed others', () => {
    const hands = (seed: number) => run(input({ seed }), [check, first(0), mulligan(1)]).context.seats.map((x) => ids(x.hand));
    expect(hands(7)).toEqual(hands(7));
    expect(hands(7)).not.toEqual(hands(8));
  });
});

describe('mulligans (2-5)', () => {
  it('a mulligan puts the hand back, the opponent shuffles, and as many cards are drawn again (2-5.1, 2-5.2’s reading)', () => {
    const before = run(input(), [check, first(0)]);
    const s = run(input(), [check, first(0), mulligan(1)]);
    const seat = s.context.seats[1];
    expect([seat.hand.length, seat.deck.length, seat.mulligans]).toEqual([6, 34, 1]);
    expect(ids(seat.hand)).not.toEqual(ids(before.context.seats[1].hand));
    expect(count([...seat.hand, ...seat.deck])).toEqual(count(deckCards(defaultSetup.decks[1])));
    expect(logEntries(s.context.log).filter((e) => e.step === 'shuffle').at(-1)).toMatchObject({ clauses: ['2-3'], values: { player: 0, owner: 1 } });
    // The other seat's hand is untouched.
    expect(s.context.seats[0].hand).toEqual(before.context.seats[0].hand);
  });
  it('any number of mulligans (2-5.2); past the hand’s size the whole hand goes to the bottom (the site’s reading)', () => {
    const seven = Array.from({ length: 7 }, () => mulligan(0));
    const s = run(input(), [check, first(0), ...seven, { type: 'hands.keep' }]);
    expect(s.context.seats[0].mulligans).toBe(7);
    expect(owed(s.context.seats[0])).toBe(5);
    const after = run(input(), [check, first(0), ...seven, { type: 'hands.keep' }, ...[0, 0, 0, 0, 0].map(() => ({ type: 'hand.bottom', player: 0, card: 0 }) as PrepareEvent)]);
    expect(after.context.seats[0].hand).toEqual([]);
    expect(owed(after.context.seats[0])).toBe(0);
    // The log says 7 mulligans and 5 cards owed, and counts each card out of those 5.
    expect(logEntries(s.context.log).find((e) => e.step === 'owe')?.values).toMatchObject({ player: 0, k: 7, n: 5 });
    expect(logEntries(after.context.log).filter((e) => e.step === 'hand.bottom').map((e) => [e.values!.done, e.values!.k])).toEqual([[1, 5], [2, 5], [3, 5], [4, 5], [5, 5]]);
  });
  it('with no mulligan, keeping the hands starts turn 1', () => {
    const s = run(input(), [check, first(0), keep]);
    expect([s.status, s.value, s.context.seats.map((x) => x.hand.length)]).toEqual(['done', 'ready', [5, 6]]);
    // 2-5.2 — mulligans and the cards they owe come before the game begins; anything else, the preparation is over.
    expect(refused(input(), [check, first(0), keep], mulligan(0))).toMatchObject({ step: 'refuse.begun', clauses: ['2-5.2'] });
    expect(refused(input(), [check, first(0), keep], bottom(0, 0))).toMatchObject({ step: 'refuse.begun', clauses: ['2-5.2'] });
    expect(refused(input(), [check, first(0), keep], first(1))).toMatchObject({ step: 'refused.over', clauses: ['4-1'] });
  });
  it('after mulligans, as many cards as mulligans go from the hand to the bottom of the deck, in the order chosen (2-5.2)', () => {
    const line = [check, first(0), mulligan(0), mulligan(1), mulligan(1), keep];
    const s = run(input(), line);
    expect(s.value).toBe('bottom');
    expect(logEntries(s.context.log).filter((e) => e.step === 'owe').map((e) => [e.values!.player, e.values!.n])).toEqual([[0, 1], [1, 2]]);
    expect(refused(input(), line, mulligan(0))).toMatchObject({ step: 'refused.notHere', clauses: ['2-5.2'] });
    expect(refused(input(), line, bottom(1, 6))).toMatchObject({ step: 'refuse.noCard', clauses: ['2-5.2'] });
    const hand1 = s.context.seats[1].hand;
    const done = run(input(), [...line, bottom(1, 0), bottom(0, 4), bottom(1, 0)]);
    expect([done.status, done.context.seats.map((x) => x.hand.length), done.context.seats.map((x) => x.deck.length)]).toEqual(['done', [4, 4], [36, 36]]);
    expect(ids(done.context.seats[1].deck.slice(-2))).toEqual([hand1[0].id, hand1[1].id]);
    expect(ids(done.context.seats[1].bottomed)).toEqual([hand1[0].id, hand1[1].id]);
  });
  it('no more cards to the bottom than mulligans taken; none before the mulligans are over', () => {
    expect(refused(input(), [check, first(0), mulligan(1), keep], bottom(0, 0))).toMatchObject({ step: 'refuse.owesNothing', clauses: ['2-5.2'] });
    expect(refused(input(), [check, first(0), mulligan(1)], bottom(1, 0))).toMatchObject({ step: 'refused.notHere', clauses: ['2-5.2'] });
    expect(refused(input(), [check], mulligan(0))).toMatchObject({ step: 'refused.notHere', clauses: ['2-5.1'] });
    expect(refused(input(), [check, first(0)], first(1))).toMatchObject({ step: 'refused.notHere', clauses: ['2-1'] });
  });
});

describe('the handoff to turn 1', () => {
  it('gives the turn flow a setup it accepts: turn 1, the first player’s, with the same life, hands and decks', () => {
    const s = run(input(), [check, first(1), mulligan(1), keep, bottom(1, 2)]);
    const setup = turnSetupOf(s);
    const parsed = turnSetupSchema.parse(setup);
    const [t] = initialTransition(turnMachine, parsed);
    expect([t.value, t.context.turn, t.context.number, t.context.pieces]).toEqual([{ standby: 'drawOrCharge' }, 0, 1, []]);
    // Seat 乙 played first: it is the turn flow's master 0.
    expect(t.context.masters.map((m) => [m.life, m.hand, m.deck, m.mana])).toEqual([1, 0].map((p) => [10, s.context.seats[p].hand.map(({ id, kind }) => ({ id, kind })), s.context.seats[p].deck.map(({ id, kind }) => ({ id, kind })), []]));
    expect(t.context.masters.map((m) => m.hand.length + m.deck.length)).toEqual([40, 40]);
    expect(t.context.masters.map((m) => m.hand.length)).toEqual([4, 6]);
  });
  it('with seat 甲 first, the order stays', () => {
    const s = run(input(), [check, first(0), keep]);
    expect(turnSetupOf(s).masters.map((m) => m.hand.length)).toEqual([5, 6]);
    expect(() => turnSetupOf(run(input(), [check]))).toThrow(/2-1/);
  });
});

describe('the flow', () => {
  it('the default setup is valid and plays', () => {
    expect(prepareSetupSchema.safeParse(flow.defaultSetup).success).toBe(true);
    expect(prepareSetupSchema.safeParse({ decks: [[{ id: 'fireball', kind: 'piece' }], []] }).success).toBe(false);
  });
  it('cites 1-1, 1-2 and every clause of section 2', () => {
    expect(prepareMachine.root.meta?.clauses ?? prepareMachine.config.meta?.clauses).toEqual(expect.arrayContaining(['1-1', '1-2', '2-1', '2-2', '2-3', '2-4', '2-5', '2-5.1', '2-5.2']));
  });
  it('the lines above take every transition of the machine', () => {
    expect(transitionsNotTaken(prepareMachine, lines)).toEqual([]);
  });
});
