import { describe, expect, it } from 'vitest';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { seededRandom, shuffled } from '../../../engine/random';
import { statePath } from '../../../engine/state-path';
import flow from './flow';
import { summarizeGame } from './summary';
import { gameEventSchema, gameSetupSchema } from './schemas';
import { whyNotDecks, copyLimit } from './deck';
import { ACTION_VALUE, HAND_LIMIT, OPENING_HAND, STORE_CAP, SUMMON_POINTS, gameMachine, type GameContext, type GameEvent, type GameInput } from './machine';

const base = gameSetupSchema.parse(flow.defaultSetup) as GameInput;
const run = (input: GameInput, events: GameEvent[]) => {
  const { steps, refused } = runFlow(gameMachine, input, events);
  const last = steps[steps.length - 1].snapshot;
  return { c: last.context as GameContext, state: statePath(last.value), refused, log: logEntries((last.context as GameContext).log).map((e) => e.step), s: summarizeGame(last as never) };
};
const S = (player: 0 | 1, ...ids: string[]): GameEvent => ({ type: 'select', player, ids });
const OPEN: GameEvent[] = [S(0, 'aida', 'hulun', 'leiyu'), S(1, 'vos', 'beiding'), { type: 'order', first: 0 }];
const END: GameEvent = { type: 'turn.end' };
const GO: GameEvent = { type: 'step.continue' };

describe('the numbers are the source’s', () => {
  it('9 summon points (3-1), 6 cards (4-1), 8 and 4 action value (4-3), a hand of 6 (4-7.1), storing 3 and 2 (4-7.2)', () => {
    expect([SUMMON_POINTS, OPENING_HAND, ACTION_VALUE.attacker, ACTION_VALUE.defender, HAND_LIMIT, STORE_CAP.attacker, STORE_CAP.defender]).toEqual([9, 6, 8, 4, 6, 3, 2]);
  });
});

describe('the character selection phase (3-1…3-3)', () => {
  it('face down until both have chosen, then revealed together; the rest of the character deck set aside', () => {
    const one = run(base, [S(0, 'aida', 'hulun', 'leiyu')]);
    expect([one.state, one.c.characters]).toEqual(['selecting', []]);
    const both = run(base, OPEN.slice(0, 2));
    expect(both.state).toBe('ordering');
    expect(both.s.characters).toEqual([['aida', 'hulun', 'leiyu'], ['vos', 'beiding']]);
    expect(both.c.characterDecks.map((d) => d.length)).toEqual([3, 3]);
  });
  it('by default the costs must total exactly 9 (the designer’s answer); under the body’s reading, at most 9', () => {
    expect(run(base, [S(0, 'aida', 'hulun')]).refused?.refusal).toMatchObject({ step: 'refuse.allPoints', clauses: ['3-1'] });
    expect(run({ ...base, summonPoints: 'within' }, [S(0, 'aida', 'hulun')]).refused).toBeUndefined();
    for (const reading of ['all', 'within'] as const) expect(run({ ...base, summonPoints: reading }, [S(0, 'aida', 'leiyu', 'xiama', 'hulun')]).refused?.refusal.step).toBe('refuse.overPoints');
  });
  it('the clause each selection refusal cites states the prohibition: 3-1 (the points), 6-3 (from one’s own character deck), 7-2.1 (a legendary character)', () => {
    expect(run(base, [S(0, 'aida', 'hulun')]).refused?.refusal.clauses).toEqual(['3-1']);
    expect(run(base, [S(0, 'vos', 'beiding')]).refused?.refusal.clauses).toEqual(['6-3']);
    expect(run(base, [S(0, 'aida', 'hulun', 'leiyu', 'kenuduo')]).refused?.refusal.clauses).toEqual(['7-2.1']);
  });
  it('not a legendary character (7-2.1), not another player’s, not twice, not nobody, not a second time', () => {
    expect(run(base, [S(0, 'aida', 'hulun', 'leiyu', 'kenuduo')]).refused?.refusal.step).toBe('refuse.legendary');
    expect(run(base, [S(0, 'vos', 'beiding')]).refused?.refusal.step).toBe('refuse.notInDeck');
    // A name twice is not an event of the sandbox: each character on the field is one card of its name.
    expect(gameEventSchema.safeParse(S(0, 'aida', 'aida', 'leiyu')).success).toBe(false);
    expect(run({ ...base, summonPoints: 'within' }, [S(0)]).refused?.refusal.step).toBe('refuse.noneChosen');
    expect(run(base, [S(0, 'aida', 'hulun', 'leiyu'), S(0, 'aida', 'hulun', 'leiyu')]).refused?.refusal.step).toBe('refuse.selected');
  });
});

describe('the battle phase (4)', () => {
  it('6 cards each from decks of 45, the first attacker draws 1 more; 8 and 4 action value', () => {
    const r = run(base, OPEN);
    expect(r.s.hands.map((h) => h.length)).toEqual([7, 6]);
    expect(r.s.decks).toEqual([38, 39]);
    expect(r.s.action).toEqual([{ turn: 8, stored: 0 }, { turn: 4, stored: 0 }]);
    expect([r.state, r.s.turn, r.s.attacker]).toEqual(['main', 1, 0]);
  });
  it('the characters chosen may attack in the first turn (9-9’s note)', () => {
    const r = run(base, [...OPEN, { type: 'attack.declare', by: 'aida', target: 'vos', kind: 'physical' }]);
    expect(r.state).toBe('chain');
  });
  it('the turn ends only when the attacker declares it; a hand over 6 discards down to 6, the owner choosing', () => {
    const ended = run(base, [...OPEN, END]);
    expect(ended.state).toBe('ending');
    expect(run(base, [...OPEN, END, { type: 'discard', player: 1, cards: ['lock'] }]).refused?.refusal.step).toBe('refuse.noDiscard');
    expect(run(base, [...OPEN, END, { type: 'discard', player: 0, cards: ['fire-ball', 'war-cry'] }]).refused?.refusal.step).toBe('refuse.discardCount');
    expect(run(base, [...OPEN, END, { type: 'discard', player: 0, cards: ['rage-guard'] }]).refused?.refusal.step).toBe('refuse.notInHand');
    const r = run(base, [...OPEN, END, { type: 'discard', player: 0, cards: ['fire-ball'] }]);
    expect([r.state, r.s.hands[0].length, r.s.graveyard[0]]).toEqual(['stored', 6, ['fire-ball']]);
  });
  it('under the flow’s words (6-13) a hand of 7 is kept and a hand of 8 discards 2, down to 6; refusals then cite 6-13', () => {
    const flowWords = { ...base, handLimit: 'overSeven' as const };
    const seven = run(flowWords, [...OPEN, END]);
    expect([seven.state, seven.s.hands[0].length, seven.log.at(-3)]).toEqual(['stored', 7, 'hand.ok']);
    const eight = [...OPEN, END, GO, END, GO, END];
    const over = run(flowWords, eight);
    expect([over.state, over.s.hands[0].length, over.s.hands[1].length]).toEqual(['ending', 8, 7]);
    expect(run(flowWords, [...eight, { type: 'discard', player: 0, cards: ['fire-ball'] }]).refused?.refusal).toMatchObject({ step: 'refuse.discardCount', clauses: ['6-13'], values: { excess: 2 } });
    expect(run(flowWords, [...eight, { type: 'discard', player: 1, cards: ['mind-lock'] }]).refused?.refusal).toMatchObject({ step: 'refuse.noDiscard', clauses: ['6-13'], values: { n: 7, over: 7 } });
    const done = run(flowWords, [...eight, { type: 'discard', player: 0, cards: ['fire-ball', 'war-cry'] }]);
    expect([done.state, done.s.hands[0].length]).toEqual(['stored', 6]);
    // By default (4-7.1) the 7 cards of turn 1 are already over the limit.
    expect(run(base, [...OPEN, END]).state).toBe('ending');
  });
  it('storage: up to 3 for the attacker and 2 for the defender each turn, adding up; the rest is lost; then the roles swap', () => {
    const r = run(base, [...OPEN, END, { type: 'discard', player: 0, cards: ['fire-ball'] }, GO, END, { type: 'discard', player: 1, cards: ['war-cry'] }, GO]);
    expect([r.s.turn, r.s.attacker]).toEqual([3, 0]);
    expect(r.s.action).toEqual([{ turn: 8, stored: 5 }, { turn: 4, stored: 5 }]);
  });
  it('a player who must draw from an empty tactics deck loses (1-2.2): the cards that are there are drawn first', () => {
    const short = { ...base, players: [{ ...base.players[0], tactics: base.players[0].tactics.slice(0, 3) }, base.players[1]] as GameInput['players'] };
    const r = run(short, OPEN);
    expect([r.state, r.c.winner, r.s.hands[0].length, r.s.decks[0]]).toEqual(['over', 1, 3, 0]);
    expect(logEntries(r.c.log).find((e) => e.step === 'win.cannotDraw')?.values).toMatchObject({ n: 6, drawn: 3 });
  });
  it('a player whose tactics deck is already empty is not said to have drawn 0 cards', () => {
    const empty = { ...base, players: [{ ...base.players[0], tactics: [] }, base.players[1]] as GameInput['players'] };
    const steps = logEntries(run(empty, OPEN).c.log).map((e) => e.step);
    expect(steps).toContain('win.emptyDeck');
    expect(steps).not.toContain('win.cannotDraw');
  });
  it('a card negated on the chain was used once: a multi-use card keeps its other uses on the field (4-5.2’s note)', () => {
    const r = run(base, [...OPEN, { type: 'tactic.play', card: 'potion-jar', target: 'aida' }, { type: 'respond', card: 'break-spell' }, { type: 'chain.pass' }, GO, GO]);
    expect(r.log).toEqual(expect.arrayContaining(['effect.cancel', 'card.negated', 'card.stays']));
    expect([r.s.field, r.c.field[0].left, r.s.hp.aida]).toEqual([['potion-jar'], 2, 8]);
  });
  it('a multi-use card stays on the field and is used again for free (8-6.2, 9-4)', () => {
    const r = run(base, [...OPEN, { type: 'tactic.play', card: 'potion-jar', target: 'aida' }, { type: 'chain.pass' }, GO, { type: 'tactic.use', card: 'potion-jar', target: 'hulun' }, { type: 'chain.pass' }, GO]);
    expect(r.s.field).toEqual(['potion-jar']);
    expect(r.c.field[0].left).toBe(1);
    expect(r.s.action[0].turn).toBe(6);
    expect(run(base, [...OPEN, { type: 'tactic.use', card: 'potion-jar', target: 'aida' }]).refused?.refusal.step).toBe('refuse.notOnField');
    expect(run(base, [...OPEN, { type: 'tactic.play', card: 'mind-lock' }]).refused?.refusal.step).toBe('refuse.onlyResponse');
  });
  it('a further use needs no action value (9-4, the site’s reading); under the other reading the cost must still be held (4-4)', () => {
    const USE: GameEvent = { type: 'tactic.use', card: 'potion-jar', target: 'hulun' };
    const spent: GameEvent[] = [...OPEN, { type: 'tactic.play', card: 'potion-jar', target: 'aida' }, { type: 'chain.pass' }, GO, { type: 'attack.declare', by: 'leiyu', target: 'vos', kind: 'magic' }, { type: 'chain.pass' }, GO, { type: 'attack.declare', by: 'aida', target: 'vos', kind: 'physical' }, { type: 'chain.pass' }, GO];
    const free = run(base, [...spent, USE, { type: 'chain.pass' }, GO]);
    expect([free.s.action[0], free.c.field[0].left]).toEqual([{ turn: 1, stored: 0 }, 1]);
    expect(run({ ...base, furtherUse: 'hold' }, [...spent, USE]).refused?.refusal).toMatchObject({ step: 'refuse.holdCost', clauses: ['4-4'], values: { cost: 2, turn: 1, stored: 0 } });
    // With the cost held, the further use is still free under either reading.
    const held = run({ ...base, furtherUse: 'hold' }, [...OPEN, { type: 'tactic.play', card: 'potion-jar', target: 'aida' }, { type: 'chain.pass' }, GO, USE, { type: 'chain.pass' }, GO]);
    expect(held.s.action[0]).toEqual({ turn: 6, stored: 0 });
  });
});

describe('the end of the turn: the attacker’s declaration (4-6) or also the action value used up (6-12)', () => {
  const PASS: GameEvent = { type: 'chain.pass' };
  const attack = (by: string, target: string, kind: 'physical' | 'magic'): GameEvent[] => [{ type: 'attack.declare', by, target, kind }, PASS, GO];
  const card = (id: string, more: { target?: string; payer?: string } = {}): GameEvent[] => [{ type: 'tactic.play', card: id, ...more }, PASS, GO];
  // Player 2's third card is a rage card (smoke, 1 rage, ⊘) instead of the rage guard.
  const rage = { ...base, players: [base.players[0], { ...base.players[1], tactics: base.players[1].tactics.map((t, i) => (i === 2 ? { id: 'smoke', rage: 1, defense: false, effect: 'other' as const } : t)) }] as GameInput['players'] };
  // Turn 1: aida hits vos (1 rage); player 1 stores 3, player 2 stores 2. Turn 2: player 2 holds 8 + 2 and spends this turn's 8.
  const TURN_TWO: GameEvent[] = [...OPEN, ...attack('aida', 'vos', 'physical'), ...card('war-cry'), END, GO, ...attack('vos', 'aida', 'physical'), ...attack('beiding', 'hulun', 'magic'), ...card('fire-ball')];
  const LAST = [...card('moon-herb', { target: 'vos' }), ...card('war-cry')];
  const SMOKE = card('smoke', { payer: 'vos' });

  it('the site’s reading is the default: with all of it spent, the turn goes on; a rage card is still played; only the declaration ends it', () => {
    const spent = run(rage, [...TURN_TWO, ...LAST]);
    expect([spent.state, spent.s.attacker, spent.s.action[1]]).toEqual(['main', 1, { turn: 0, stored: 0 }]);
    const smoked = run(rage, [...TURN_TWO, ...LAST, ...SMOKE]);
    expect([smoked.state, smoked.s.graveyard[1].at(-1), smoked.log]).toEqual(['main', 'smoke', expect.arrayContaining(['pay.rage'])]);
    expect(smoked.log).not.toContain('turn.spent');
    expect(run(rage, [...TURN_TWO, ...LAST, ...SMOKE, END]).state).toBe('stored');
  });
  it('under the flow’s words the turn ends by itself once this turn’s and the storage’s action value are both used up, citing 6-12', () => {
    const spent = { ...rage, turnEnd: 'spent' as const };
    // This turn's 8 are gone, the storage still holds 2 (4-7.3): the turn goes on.
    const stored = run(spent, TURN_TWO);
    expect([stored.state, stored.s.action[1]]).toEqual(['main', { turn: 0, stored: 2 }]);
    const ended = run(spent, [...TURN_TWO, ...LAST]);
    expect([ended.state, ended.s.turn, ended.s.attacker]).toEqual(['stored', 2, 1]);
    const entry = logEntries(ended.c.log).find((e) => e.step === 'turn.spent');
    expect(entry).toMatchObject({ clauses: ['6-12'], values: { player: 1 } });
    expect(ended.log.slice(ended.log.indexOf('turn.spent'))).toEqual(['turn.spent', 'hand.ok', 'store', 'store']);
    // The rage card comes too late; the next turn is player 1's.
    expect(run(spent, [...TURN_TWO, ...LAST, ...SMOKE]).refused?.refusal.step).toBe('refused.notHere');
    expect(run(spent, [...TURN_TWO, ...LAST, GO]).s.attacker).toBe(0);
  });
  it('under the flow’s words it is checked once the chain has resolved: the defender may still respond to the card that spent the last value', () => {
    const spent = { ...rage, turnEnd: 'spent' as const };
    const open = run(spent, [...TURN_TWO, ...card('moon-herb', { target: 'vos' }), { type: 'tactic.play', card: 'war-cry' }]);
    expect([open.state, open.s.action[1]]).toEqual(['chain', { turn: 0, stored: 0 }]);
    expect(run(spent, [...TURN_TWO, ...card('moon-herb', { target: 'vos' }), { type: 'tactic.play', card: 'war-cry' }, { type: 'respond', card: 'moon-herb', target: 'aida' }, PASS]).state).toBe('resolving');
  });
  it('under the flow’s words a turn ended by the action value still discards a hand over the limit; the declaration ends a turn as before', () => {
    const spent = { ...base, turnEnd: 'spent' as const };
    const r = run(spent, [...OPEN, ...attack('aida', 'vos', 'magic'), ...attack('leiyu', 'beiding', 'magic'), ...attack('hulun', 'vos', 'magic')]);
    expect([r.state, r.s.hands[0].length, r.log.at(-1)]).toEqual(['ending', 7, 'turn.spent']);
    expect(run(spent, [...OPEN, END]).log.at(-1)).toBe('turn.end');
  });
});

describe('the character deck (2-2.2)', () => {
  it('holds at most 3 legendary characters', () => {
    const legend = (id: string) => ({ id, summon: 0, hp: 10, physical: { atk: 1, cost: 1 }, magic: { atk: 1, cost: 1 }, legendary: true });
    const deck = (n: number) => ({ ...base, players: [{ ...base.players[0], characters: [...base.players[0].characters.filter((c) => !c.legendary), ...['kenuduo', 'awakened-aida', 'peidixiya', 'lafeiduosi'].slice(0, n).map(legend)] }, base.players[1]] });
    expect(gameSetupSchema.safeParse(deck(3)).success).toBe(true);
    const four = gameSetupSchema.safeParse(deck(4));
    expect(four.success).toBe(false);
    expect(four.error?.issues.map((i) => (i as { params?: { say?: string } }).params?.say)).toContain('legendaryCount');
  });
});

describe('a legendary summon (7-2.1…7-2.3)', () => {
  const STONE: GameEvent = { type: 'tactic.play', card: 'awakening-stone' };
  it('replaces the original, which goes to the graveyard; no rage inherited; summoned now, it may not attack (9-9)', () => {
    const r = run(base, [...OPEN, STONE, { type: 'chain.pass' }, GO]);
    expect(r.s.characters[0]).toEqual(['awakened-aida', 'hulun', 'leiyu']);
    expect(r.s.graveyard[0]).toEqual(['aida', 'awakening-stone']);
    expect(r.c.characterDecks[0].map((x) => x.id)).not.toContain('awakened-aida');
    expect(run(base, [...OPEN, STONE, { type: 'chain.pass' }, GO, { type: 'attack.declare', by: 'awakened-aida', target: 'vos', kind: 'physical' }]).refused?.refusal.clauses).toEqual(['9-9']);
  });
  it('needs its original on its player’s field and the legendary card in the character deck', () => {
    const noOriginal = run({ ...base, summonPoints: 'within' }, [S(0, 'hulun', 'leiyu', 'xiama'), S(1, 'vos', 'beiding'), { type: 'order', first: 0 }, STONE]);
    expect(noOriginal.refused?.refusal).toMatchObject({ step: 'refuse.noOriginal', clauses: ['7-2.1'] });
    const twice = run(base, [...OPEN, STONE, { type: 'respond', card: 'mind-lock' }]);
    expect(twice.refused?.refusal.step).toBe('refuse.noAttack');
  });
  it('negated, it summons nothing and the original stays', () => {
    const r = run(base, [...OPEN, STONE, { type: 'respond', card: 'break-spell' }, { type: 'chain.pass' }, GO, GO]);
    expect(r.s.characters[0]).toContain('aida');
    expect(r.log).not.toContain('legendary.summon');
  });
});

describe('the game on random lines', () => {
  it('never throws; hands end every turn at 6 or fewer; action value never below 0 (with the example cards of 9-8 and 9-4 in the decks)', () => {
    const charm = { id: 'soul-charm', cost: 2, defense: true, effect: 'revive' as const };
    const ward = { id: 'ward-stone', cost: 5, defense: false, effect: 'other' as const, passive: true };
    const input: GameInput = { ...base, players: [{ ...base.players[0], tactics: [charm, ward, ...base.players[0].tactics] }, { ...base.players[1], tactics: [ward, charm, ...base.players[1].tactics] }] };
    const random = seededRandom(7);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const ids = ['aida', 'hulun', 'leiyu', 'vos', 'beiding'];
    const cards = ['moon-herb', 'war-cry', 'break-spell', 'potion-jar', 'fire-ball', 'mind-lock', 'rage-guard', 'awakening-stone', 'soul-charm', 'ward-stone'];
    for (let n = 0; n < 150; n++) {
      const events: GameEvent[] = [...OPEN];
      for (let i = 0; i < 40; i++) {
        events.push(
          pick<GameEvent>([
            { type: 'attack.declare', by: pick(ids), target: pick(ids), kind: pick(['physical', 'magic'] as const) },
            { type: 'tactic.play', card: pick(cards), target: pick(ids), payer: pick(ids) },
            { type: 'respond', card: pick(cards), target: pick(ids), payer: pick(ids) },
            { type: 'chain.pass' }, GO, GO, END,
            { type: 'discard', player: pick([0, 1] as const), cards: [pick(cards)] },
          ]),
        );
      }
      const { steps } = runFlow(gameMachine, input, events);
      for (const step of steps) {
        const c = step.snapshot.context as GameContext;
        for (const p of c.action) expect(Math.min(p.turn, p.stored)).toBeGreaterThanOrEqual(0);
        if (step.state === 'stored') expect(Math.max(...c.hands.map((h) => h.length))).toBeLessThanOrEqual(HAND_LIMIT);
      }
    }
  });
});

describe('the preparation (2-1…2-3, 6-7)', () => {
  const prepared = (change?: (s: GameInput) => GameInput) => {
    const input = gameSetupSchema.parse({ ...(flow.defaultSetup as object), seed: 27, players: base.players.map(({ deck: _, ...p }) => ({ ...p, tactics: fill(p.tactics) })) }) as GameInput;
    return change ? change(input) : input;
  };
  /** 40 cards of 14 names: at most 3 of a name (2-3). */
  const fill = (cards: GameInput['players'][0]['tactics']) => Array.from({ length: 14 }, (_, i) => ({ ...cards[i % cards.length], id: `card-${i}` })).flatMap((c) => [c, c, c]).slice(0, 40);
  const CHECK: GameEvent = { type: 'decks.check' };
  it('without a seed the selection begins at once, the decks as listed; with one, the decks are checked first', () => {
    expect(run(base, []).state).toBe('selecting');
    const p = run(prepared(), []);
    expect(p.state).toBe('preparing');
    expect(run(prepared(), [S(0, 'aida', 'hulun', 'leiyu')]).refused?.refusal.step).toBe('refused.notHere');
    const checked = run(prepared(), [CHECK]);
    expect(checked.state).toBe('selecting');
    expect(checked.log.slice(-3)).toEqual(['decks.ok', 'decks.ok', 'game.start']);
  });
  it('2-2.1 — a summon cost of 3 or more: one copy; 2 or less: three', () => {
    expect(copyLimit({ ...base.players[0].characters[0], summon: 3 })).toBe(1);
    expect(copyLimit({ ...base.players[0].characters[0], summon: 2 })).toBe(3);
    const deck = (summon: number, copies: number) => whyNotDecks({ characters: [{ ...base.players[0].characters[0], summon, copies }], tactics: fill(base.players[0].tactics) }, 0);
    expect(deck(3, 1)).toBeNull();
    expect(deck(3, 2)?.clauses).toEqual(['2-2.1']);
    expect(deck(2, 3)).toBeNull();
    expect(deck(2, 4)?.step).toBe('refuse.characterCopiesLow');
    expect(deck(2, 21)?.clauses).toEqual(['2-2']);
  });
  it('2-3 — at least 40 tactic cards, 3 of a name; 2-2.2 — 3 legendary characters, one of a name', () => {
    const tactics = fill(base.players[0].tactics);
    const characters = base.players[0].characters;
    expect(whyNotDecks({ characters, tactics: tactics.slice(1) }, 0)?.step).toBe('refuse.tacticsDeck');
    expect(whyNotDecks({ characters, tactics: tactics.slice(1) }, 0, false)).toBeNull();
    expect(whyNotDecks({ characters, tactics: [...tactics, tactics[0]] }, 0)?.step).toBe('refuse.tacticCopies');
    expect(whyNotDecks({ characters: characters.map((c) => (c.legendary ? { ...c, copies: 2 } : c)), tactics }, 0)?.step).toBe('refuse.legendaryName');
    const legend = (id: string) => ({ ...characters[0], id, summon: 0, legendary: true });
    expect(whyNotDecks({ characters: [...characters, legend('x1'), legend('x2')], tactics }, 0)?.step).toBe('refuse.legendaryCount');
    expect(run(prepared((s) => ({ ...s, players: [s.players[0], { ...s.players[1], tactics: s.players[1].tactics.slice(1) }] })), [CHECK]).refused?.refusal.values?.player).toBe(1);
  });
  it('6-7 — the seed shuffles each tactics deck at the start of the battle phase, the second by the seed + 1; the opening hands come from the shuffled decks', () => {
    const input = prepared();
    const r = run(input, [CHECK, ...OPEN]);
    const decks = [shuffled(input.players[0].tactics, 27), shuffled(input.players[1].tactics, 28)];
    expect(r.s.hands).toEqual([decks[0].slice(0, 7).map((c) => c.id), decks[1].slice(0, 6).map((c) => c.id)]);
    expect(r.log).toContain('shuffle.seeded');
    expect(run(input, [CHECK, ...OPEN]).s).toEqual(r.s);
  });
  it('3-2 — a card chosen from copies leaves the rest of its copies in the character deck', () => {
    const input = prepared((s) => ({ ...s, players: [{ ...s.players[0], characters: s.players[0].characters.map((c) => (c.id === 'hulun' ? { ...c, copies: 3 } : c)) }, s.players[1]] }));
    const r = run(input, [CHECK, ...OPEN]);
    expect(r.c.characterDecks[0].find((c) => c.id === 'hulun')?.copies).toBe(2);
  });
});

describe('a return from the graveyard (9-8) and a passive payment (9-4)', () => {
  const charm = { id: 'soul-charm', cost: 2, defense: true, effect: 'revive' as const };
  const ward = { id: 'ward-stone', cost: 5, defense: false, effect: 'other' as const, passive: true };
  const extras: GameInput = { ...base, players: [{ ...base.players[0], tactics: [charm, ward, ...base.players[0].tactics] }, { ...base.players[1], tactics: [charm, ward, ...base.players[1].tactics] }] };
  const PASS: GameEvent = { type: 'chain.pass' };
  const A = (by: string, target: string, kind: 'physical' | 'magic' = 'physical'): GameEvent => ({ type: 'attack.declare', by, target, kind });
  const FELL: GameEvent[] = [...OPEN, A('aida', 'beiding'), PASS, GO, A('hulun', 'beiding'), PASS, GO, A('leiyu', 'beiding', 'magic'), PASS, GO];
  const BACK: GameEvent[] = [...FELL, END, { type: 'discard', player: 0, cards: ['war-cry'] }, GO, { type: 'tactic.play', card: 'soul-charm', target: 'beiding' }, PASS, GO];
  it('a character that falls keeps its rage in the graveyard; back on the field, its rage is 0 and its HP the printed one', () => {
    const fell = run(extras, FELL);
    expect(fell.s.graveyard[1]).toEqual(['beiding']);
    expect(fell.c.fallen.find((c) => c.id === 'beiding')?.rage).toBe(3);
    const back = run(extras, BACK);
    expect(back.s.characters[1]).toEqual(['vos', 'beiding']);
    expect(back.s.rage.beiding).toBe(0);
    expect(back.s.hp.beiding).toBe(9);
    expect(back.s.graveyard[1]).toEqual(['soul-charm']);
    expect(run(extras, [...BACK, A('beiding', 'aida')]).refused?.refusal.clauses).toEqual(['8-8']);
  });
  it('only a character in the player’s own graveyard can be named; one that has left it meanwhile does not return', () => {
    expect(run(extras, [...OPEN, { type: 'tactic.play', card: 'soul-charm', target: 'hulun' }]).refused?.refusal.step).toBe('refuse.reviveTarget');
    expect(run(extras, [...FELL, { type: 'tactic.play', card: 'soul-charm', target: 'beiding' }]).refused?.refusal.step).toBe('refuse.reviveTarget');
    // The defender cannot name the other player's character.
    const TURN2: GameEvent[] = [...FELL, END, { type: 'discard', player: 0, cards: ['war-cry'] }, GO];
    expect(run(extras, [...TURN2, { type: 'tactic.play', card: 'soul-charm', target: 'beiding' }, { type: 'respond', card: 'soul-charm', target: 'beiding' }]).refused?.refusal.step).toBe('refuse.reviveTarget');
    // Two 還魂符 of player 2 name 貝丁 on one chain: the last in returns it, the first finds the graveyard without it.
    const two: GameInput = { ...extras, players: [extras.players[0], { ...extras.players[1], tactics: [charm, ...extras.players[1].tactics] }] };
    const twice = run(two, [...TURN2, { type: 'tactic.play', card: 'soul-charm', target: 'beiding' }, { type: 'respond', card: 'moon-herb', target: 'aida' }, { type: 'respond', card: 'soul-charm', target: 'beiding' }, PASS, GO, GO, GO]);
    expect(twice.log).toContain('effect.return');
    expect(twice.log).toContain('effect.noReturn');
    expect(twice.s.characters[1]).toEqual(['vos', 'beiding']);
    expect(twice.s.graveyard[1]).toEqual(['soul-charm', 'soul-charm']);
  });
  it('a passive card stays on the field and takes its action cost at the start of each turn; a player who cannot pay loses it', () => {
    const PLAY: GameEvent[] = [...OPEN, { type: 'tactic.play', card: 'ward-stone' }, PASS, GO];
    const kept = run(extras, [...PLAY, END, GO]);
    expect(kept.s.field).toEqual(['ward-stone']);
    expect(kept.s.action[0]).toEqual({ turn: 0, stored: 2 });
    expect(kept.log.at(-1)).toBe('passive.pay');
    const lost = run(extras, [...PLAY, A('aida', 'vos'), PASS, GO, A('hulun', 'vos'), PASS, GO, END, GO]);
    expect(lost.s.field).toEqual([]);
    expect(lost.s.graveyard[0]).toEqual(['ward-stone']);
    expect(lost.log.at(-1)).toBe('passive.lost');
  });
});
