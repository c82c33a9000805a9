/** A turn: each phase's rules at their edges, the losses, and every path of the machine. */
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { logEntries } from '../../../engine/log';
import { explainRefusal } from '../../../engine/refusal';
import { seededRandom } from '../../../engine/random';
import { boardId, turnMachine, type Card, type TurnEvent, type TurnInput } from './machine';
import { describeStep } from '../../../engine/words';
import { turnSetupSchema } from './schemas';
import flow from './flow';

const piece = (id: string): Card => ({ id, kind: 'piece' });
const spell = (id: string): Card => ({ id, kind: 'spell' });
const master = (hand: Card[] = [], deck: Card[] = [piece('imp')], life = 10) => ({ life, deck, hand, mana: [] });
const input = (over: Partial<TurnInput> = {}): TurnInput => ({ turn: 0, number: 1, masters: [master([piece('wolf'), spell('spark')]), master()], pieces: [{ id: 'knight', owner: 0, tapped: true }, { id: 'tower', owner: 1, tapped: true }], ...over });

function run(i: TurnInput, events: TurnEvent[]) {
  let [s] = initialTransition(turnMachine, i);
  for (const e of events) {
    expect(s.can(e), `${JSON.stringify(e)} at ${JSON.stringify(s.value)}`).toBe(true);
    [s] = transition(turnMachine, s, e);
  }
  return s;
}
const refused = (i: TurnInput, before: TurnEvent[], e: TurnEvent) => {
  const s = run(i, before);
  expect(s.can(e)).toBe(false);
  return explainRefusal(turnMachine, s, e);
};
const draw = { type: 'standby.draw' } as const;
const skipCharge = { type: 'mana.skip' } as const;
const end = { type: 'phase.end' } as const;
const toMain1 = [draw, skipCharge];
const toAction = [...toMain1, end];

describe('standby (5)', () => {
  it('untaps the turn master’s cards only (5-1)', () => {
    const [s] = initialTransition(turnMachine, input());
    expect(s.context.pieces.map((p) => [p.id, !!p.tapped])).toEqual([['knight', false], ['tower', true]]);
  });
  it('draws a card, or puts the deck’s top card face down in the mana area, which is the turn’s mana charge (5-2, 5-3)', () => {
    expect(run(input(), [draw]).context.masters[0].hand.map((c) => c.id)).toEqual(['wolf', 'spark', 'imp']);
    const s = run(input(), [{ type: 'standby.charge' }]);
    expect([s.value, s.context.masters[0].mana, s.context.charged]).toEqual(['main1', [{ card: piece('imp'), faceUp: false }], 'deck']);
    expect(refused(input(), [{ type: 'standby.charge' }, end, end, end], { type: 'mana.charge', card: 0 })).toMatchObject({ step: 'refuse.chargedFromDeck', clauses: ['9-1', '5-3'] });
  });
  it('under the other reading of 5-3 the face-down charge is not the turn’s mana charge: one from the hand follows, at 5-3 or at 9-1', () => {
    const separate = input({ reading: 'separate' });
    const s = run(separate, [{ type: 'standby.charge' }]);
    expect([s.value, s.context.masters[0].mana, s.context.charged]).toEqual([{ standby: 'manaCharge' }, [{ card: piece('imp'), faceUp: false }], false]);
    expect(run(separate, [{ type: 'standby.charge' }, { type: 'mana.charge', card: 0 }]).context.masters[0].mana).toEqual([{ card: piece('imp'), faceUp: false }, { card: piece('wolf'), faceUp: true }]);
    const atEnd = run(separate, [{ type: 'standby.charge' }, skipCharge, end, end, end, { type: 'mana.charge', card: 0 }]);
    expect([atEnd.value, atEnd.context.masters[0].mana.length]).toEqual(['end', 2]);
    expect(refused(separate, [{ type: 'standby.charge' }, { type: 'mana.charge', card: 0 }, end, end, end], { type: 'mana.charge', card: 0 })).toMatchObject({ step: 'refuse.charged', clauses: ['9-1'] });
    // The log says which reading is in use; the empty deck is refused under either.
    expect(logEntries(s.context.log).at(-1)).toMatchObject({ step: 'standby.charge', values: { reading: 'separate' } });
    expect(refused(input({ reading: 'separate', masters: [master([], []), master()] }), [], { type: 'standby.charge' })).toMatchObject({ step: 'refuse.emptyDeck', clauses: ['5-2'] });
  });
  it('the site’s reading of 5-3 is the default', () => {
    expect(run(input(), [{ type: 'standby.charge' }]).context.reading).toBe('counts');
    expect(turnSetupSchema.parse(flow.defaultSetup).reading).toBeUndefined();
  });
  it('drawing from an empty deck loses (1-3.2); charging from it is refused (5-2)', () => {
    const empty = input({ masters: [master([], []), master()] });
    const s = run(empty, [draw]);
    expect([s.status, s.context.result]).toEqual(['done', { loser: 0, reason: 'deck' }]);
    expect(refused(empty, [], { type: 'standby.charge' })).toMatchObject({ step: 'refuse.emptyDeck', clauses: ['5-2'] });
  });
  it('the mana charge takes a piece from the hand, face up, once a turn (5-3, 9-1)', () => {
    const s = run(input(), [draw, { type: 'mana.charge', card: 0 }]);
    expect([s.value, s.context.masters[0].mana, s.context.charged]).toEqual(['main1', [{ card: piece('wolf'), faceUp: true }], 'hand']);
    expect(refused(input(), [draw], { type: 'mana.charge', card: 1 })).toMatchObject({ step: 'refuse.notPiece', clauses: ['5-3'] });
    const toEnd = [draw, { type: 'mana.charge', card: 0 } as const, end, end, end];
    expect(refused(input(), toEnd, { type: 'mana.charge', card: 0 })).toMatchObject({ step: 'refuse.charged', clauses: ['9-1'] });
  });
});

describe('main phases and the action phase (6, 7, 8)', () => {
  it('a summoned piece cannot move this turn (6-3); an untapped piece moves once and is tapped (7-2, 7-3)', () => {
    const s = run(input({ pieces: [{ id: 'knight', owner: 0 }] }), [...toMain1, { type: 'piece.summon', card: 0 }, end, { type: 'piece.move', piece: 'knight' }]);
    expect(s.context.pieces).toEqual([{ id: 'knight', owner: 0, tapped: true, summoned: false }, { id: 'wolf', owner: 0, summoned: true }]);
    expect(explainRefusal(turnMachine, s, { type: 'piece.move', piece: 'wolf' } as TurnEvent)).toMatchObject({ step: 'refuse.summoned', clauses: ['6-3'] });
    expect(explainRefusal(turnMachine, s, { type: 'piece.move', piece: 'knight' } as TurnEvent)).toMatchObject({ step: 'refuse.tapped', clauses: ['7-3'] });
    expect(explainRefusal(turnMachine, s, { type: 'piece.move', piece: 'tower' } as TurnEvent)).toMatchObject({ step: 'refuse.noPiece' });
  });
  it('a piece of a name already on the board is summoned as a piece of its own (6-2: any number, no limit by name), which readers see numbered', () => {
    const wolves = input({ masters: [master([piece('wolf'), piece('wolf')]), master()], pieces: [{ id: 'wolf', owner: 1 }] });
    const s = run(wolves, [...toMain1, { type: 'piece.summon', card: 0 }, { type: 'piece.summon', card: 0 }]);
    expect(s.context.pieces.map((p) => [p.id, p.owner, !!p.summoned])).toEqual([['wolf', 1, false], ['wolf-2', 0, true], ['wolf-3', 0, true]]);
    const said = (locale: 'zh-hant' | 'ja') => logEntries(s.context.log).filter((e) => e.step === 'piece.summon').map((e) => describeStep(e, flow.words[locale]));
    expect(said('zh-hant')).toEqual(['堆疊為空：先攻主帥召喚狼 2；它本回合通常不能移動。', '堆疊為空：先攻主帥召喚狼 3；它本回合通常不能移動。']);
    expect(said('ja')[0]).toBe('スタックは空。先攻のマスターが狼2を召喚する。通常、このターンには動けない。');
  });
  it('the first free number is taken: 狼 2 gone from the board, the next wolf is 狼 2 again', () => {
    expect(boardId([{ id: 'wolf' }, { id: 'wolf-3' }], 'wolf')).toBe('wolf-2');
    expect(boardId([{ id: 'ogre' }], 'wolf')).toBe('wolf');
  });
  it('under 6-3’s other reading a piece summoned in the first main phase moves in the action phase; the site’s reading is the default', () => {
    const summonThenMove = [...toMain1, { type: 'piece.summon', card: 0 }, end] as TurnEvent[];
    expect(refused(input(), summonThenMove, { type: 'piece.move', piece: 'wolf' })).toMatchObject({ step: 'refuse.summoned', clauses: ['6-3'] });
    const s = run(input({ summoning: 'atOnce' }), [...summonThenMove, { type: 'piece.move', piece: 'wolf' }]);
    expect(flow.summarize(s).pieces).toEqual({ knight: 'untapped', tower: 'tapped', wolf: 'tapped' });
    expect(turnSetupSchema.safeParse({ ...(flow.defaultSetup as object), summoning: 'never' }).success).toBe(false);
  });
  it('the other master’s pieces are not the turn master’s to move', () => {
    expect(refused(input(), toAction, { type: 'piece.move', piece: 'tower' })).toMatchObject({ step: 'refuse.notYours', clauses: ['3-3'] });
  });
  it('伏兵展開 in the action phase, before or after a piece moves (7-1), a skill whatever the stack (7-5)', () => {
    const s = run(input({ pieces: [{ id: 'knight', owner: 0 }] }), [...toMain1, end, { type: 'piece.move', piece: 'knight' }, { type: 'ambush.deploy' }, { type: 'skill.activate' }]);
    expect(logEntries(s.context.log).map((e) => e.step).slice(-3)).toEqual(['piece.move', 'ambush', 'skill']);
  });
  it('an ambush cites the clause of the phase it is deployed in, not all three', () => {
    const ambushes = (events: TurnEvent[]) => logEntries(run(input(), events).context.log).filter((e) => e.step === 'ambush').map((e) => e.clauses);
    expect(ambushes([...toMain1, { type: 'ambush.deploy' }])).toEqual([['6-5']]);
    expect(ambushes([...toMain1, end, { type: 'ambush.deploy' }])).toEqual([['7-1']]);
    expect(ambushes([...toMain1, end, end, { type: 'ambush.deploy' }])).toEqual([['8-5']]);
  });
  it('the master moves once a turn: in the second main phase only if it has not moved (8-1), and once in the first (6-1, the site’s reading)', () => {
    const moved = [...toMain1, { type: 'master.move' } as const, end, end];
    expect(refused(input(), moved, { type: 'master.move' })).toMatchObject({ step: 'refuse.masterMoved', clauses: ['8-1'] });
    expect(refused(input(), [...toMain1, { type: 'master.move' }], { type: 'master.move' })).toMatchObject({ step: 'refuse.masterMoved', clauses: ['6-1'] });
    expect(run(input(), [...toAction, end, { type: 'master.move' }]).context.masterMoved).toBe(true);
  });
  it('a master whose life falls to 0 or less loses (1-3.1); above 0 play goes on', () => {
    const s = run(input(), [...toMain1, { type: 'effect.damage', player: 1, amount: 9 }]);
    expect([s.value, s.context.masters[1].life]).toEqual(['main1', 1]);
    const lost = run(input(), [...toAction, { type: 'effect.damage', player: 1, amount: 10 }]);
    expect([lost.status, lost.context.result]).toEqual(['done', { loser: 1, reason: 'life' }]);
  });
});

describe('what a phase does not hold is refused by the clauses that put it elsewhere (4-1)', () => {
  it('a piece’s move or a skill in a main phase (7-2, 7-5); the master’s move or a summon in the action phase (6-1, 8-1; 6-2, 8-2)', () => {
    expect(refused(input(), toMain1, { type: 'piece.move', piece: 'knight' })).toMatchObject({ step: 'refused.notHere', clauses: ['7-2'] });
    expect(refused(input(), toMain1, { type: 'skill.activate' })).toMatchObject({ step: 'refused.notHere', clauses: ['7-5'] });
    expect(refused(input(), toAction, { type: 'master.move' })).toMatchObject({ step: 'refused.notHere', clauses: ['6-1', '8-1'] });
    expect(refused(input(), toAction, { type: 'piece.summon', card: 0 })).toMatchObject({ step: 'refused.notHere', clauses: ['6-2', '8-2'] });
  });
  it('a mana charge outside the standby and end phases (5-3, 9-1); a discard outside the end phase (9-2); a draw after the standby (5-2)', () => {
    expect(refused(input(), toAction, { type: 'mana.charge', card: 0 })).toMatchObject({ step: 'refused.notHere', clauses: ['5-3', '9-1'] });
    expect(refused(input(), toMain1, { type: 'hand.discard', card: 0 })).toMatchObject({ step: 'refused.notHere', clauses: ['9-2'] });
    expect(refused(input(), [draw], { type: 'standby.draw' })).toMatchObject({ step: 'refused.notHere', clauses: ['5-2'] });
  });
});

describe('the end phase (9)', () => {
  const big = input({ masters: [master(Array.from({ length: 9 }, (_, i) => (i % 2 ? spell('spark') : piece('wolf'))), [piece('imp')]), master()] });
  it('over 8 cards: discard down to 8 before the turn ends (9-2); the discard is not destruction (9-2.1)', () => {
    const atEnd = [...toAction, end, end];
    expect(refused(big, atEnd, end)).toMatchObject({ step: 'refuse.overLimit', clauses: ['9-2'] });
    const s = run(big, [...atEnd, { type: 'hand.discard', card: 1 }, { type: 'hand.discard', card: 0 }]);
    expect(s.context.masters[0].hand).toHaveLength(8);
    expect(s.context.discarded).toEqual(['spark', 'wolf']);
    expect(s.can({ type: 'hand.discard', card: 0 })).toBe(false);
    const after = run(big, [...atEnd, { type: 'hand.discard', card: 1 }, { type: 'hand.discard', card: 0 }, end]);
    expect([after.value, after.context.turn, after.context.number]).toEqual([{ standby: 'drawOrCharge' }, 1, 2]);
  });
  it('a master who did not charge this turn may charge at the end (9-1)', () => {
    const s = run(input(), [...toAction, end, end, { type: 'mana.charge', card: 0 }]);
    expect(s.context.masters[0].mana).toEqual([{ card: piece('wolf'), faceUp: true }]);
  });
});

describe('setup and random play', () => {
  it('the default position is valid; a piece id twice, or turn 2 for the first player, is refused', () => {
    expect(turnSetupSchema.safeParse(flow.defaultSetup).success).toBe(true);
    expect(turnSetupSchema.safeParse({ turn: 0, number: 2, masters: [{}, {}] }).success).toBe(false);
    expect(turnSetupSchema.safeParse({ turn: 1, number: 2, masters: [{}, {}] }).success).toBe(true);
    expect(turnSetupSchema.safeParse({ turn: 0, masters: [{}, {}], pieces: [{ id: 'a', owner: 0 }, { id: 'a', owner: 1 }] }).success).toBe(false);
  });
  it('200 random games keep hands within 8 at each turn’s end, lose only at 0 life or on an empty deck', () => {
    const random = seededRandom(3);
    const deck = () => Array.from({ length: 6 }, (_, i) => (i % 3 ? piece(`p${i}`) : spell('spark')));
    for (let g = 0; g < 200; g++) {
      const actor = createActor(turnMachine, { input: { turn: (g % 2) as 0 | 1, number: 1, masters: [master(deck().slice(0, 5), deck()), master(deck().slice(0, 6), deck())], pieces: [] } }).start();
      for (let i = 0; i < 400 && actor.getSnapshot().status === 'active'; i++) {
        const s = actor.getSnapshot();
        const c = s.context;
        const candidates: TurnEvent[] = [draw, { type: 'standby.charge' }, skipCharge, end, { type: 'master.move' }, { type: 'ambush.deploy' }, { type: 'skill.activate' }, { type: 'effect.damage', player: (i % 2) as 0 | 1, amount: 1 }];
        c.masters[c.turn].hand.forEach((_, n) => candidates.push({ type: 'mana.charge', card: n }, { type: 'piece.summon', card: n }, { type: 'hand.discard', card: n }));
        c.pieces.forEach((p) => candidates.push({ type: 'piece.move', piece: p.id }));
        const open = candidates.filter((e) => s.can(e));
        const e = open.includes(end) && random() < 0.3 ? end : open[Math.floor(random() * open.length)];
        const turn = c.turn;
        actor.send(e);
        const after = actor.getSnapshot().context;
        if (after.turn !== turn) expect(c.masters[turn].hand.length).toBeLessThanOrEqual(8);
      }
      const r = actor.getSnapshot().context.result;
      if (r) expect(r.reason === 'life' ? actor.getSnapshot().context.masters[r.loser].life <= 0 : actor.getSnapshot().context.masters[r.loser].deck.length === 0).toBe(true);
    }
  });
});

describe('the end phase’s order (9-1 before 9-2)', () => {
  it('no mana charge once the discard has begun', () => {
    const hand = Array.from({ length: 9 }, () => piece('wolf'));
    const i = input({ masters: [master(hand, [piece('imp')]), master()] });
    const s = run(i, [draw, skipCharge, end, end, end, { type: 'hand.discard', card: 0 }]);
    expect(explainRefusal(turnMachine, s, { type: 'mana.charge', card: 0 } as TurnEvent)).toMatchObject({ step: 'refuse.chargeAfterDiscard', clauses: ['9-1', '9-2'] });
  });
});
