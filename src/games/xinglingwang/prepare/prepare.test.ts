import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { explainIssue } from '../../../engine/island/explain';
import { fill, tableWord } from '../../../engine/words';
import { UI } from '../../../lib/i18n/ui';
import { typeset } from '../../../lib/typeset';
import { PrepareView } from './View';
import { getShortestPaths } from 'xstate/graph';
import { logEntries } from '../../../engine/log';
import { explainRefusal } from '../../../engine/refusal';
import { shuffled } from '../../../engine/random';
import { nameOf } from '../names';
import { FLOWS } from '../../../engine/registry';
import { turnSetupSchema } from '../turn/schemas';
import flow from './flow';
import { turnSetupOf } from './handoff';
import { prepareMachine, type PrepareEvent, type PrepareInput } from './machine';
import { copiesInGame, DECK_SIZE, idsInPlay, manaTotal, MANA_CAP, OPENING_HAND, POOL, POOL_IDS, poolCard, shuffleSeed, whyNotAdd, whyNotDeck } from './rules';
import { prepareSetupSchema } from './schemas';

// The turn's machine through the registry: its file is being renamed (turn.ts → machine.ts) elsewhere.
const turnMachine = FLOWS['xinglingwang.turn'].machine;
const setup = (change: object = {}) => prepareSetupSchema.parse({ ...(flow.defaultSetup as object), ...change }) as PrepareInput;
const FLAME = (flow.defaultSetup as { players: { deck: string[] }[] }).players[0].deck;
const TIDE = (flow.defaultSetup as { players: { deck: string[] }[] }).players[1].deck;
const declared: PrepareEvent[] = [{ type: 'race.place', player: 0, race: 'flame' }, { type: 'race.place', player: 1, race: 'tide' }];
const toFirst: PrepareEvent[] = [...declared, { type: 'decks.check' }];
type Snapshot = SnapshotFrom<typeof prepareMachine>;
const run = (events: PrepareEvent[], input = setup()) => from(initialTransition(prepareMachine, input)[0], events);
function from(start: Snapshot, events: PrepareEvent[]) {
  let s = start;
  for (const e of events) {
    expect(s.can(e), `${e.type} in ${JSON.stringify(s.value)}`).toBe(true);
    s = transition(prepareMachine, s, e)[0];
  }
  return s;
}
const steps = (s: Snapshot) => logEntries(s.context.log).map((l) => l.step);
const refusal = (s: Snapshot, e: PrepareEvent) => {
  expect(s.can(e)).toBe(false);
  const r = explainRefusal(prepareMachine, s, e);
  return { step: r.step, clauses: r.clauses };
};

describe('宣告種族 (1-1)', () => {
  it('each player places its card face down; the races are revealed only when both are placed', () => {
    const one = run(declared.slice(0, 1));
    expect(one.value).toBe('declare');
    expect(one.context.revealed).toBe(false);
    expect(one.can({ type: 'race.place', player: 0, race: 'tide' }), 'one card each').toBe(false);
    const both = run(declared);
    expect(both.value).toBe('build');
    expect(both.context).toMatchObject({ revealed: true, races: ['flame', 'tide'] });
    expect(steps(both)).toEqual(['declare.start', 'race.placed', 'race.placed', 'race.revealed']);
  });
});

describe('組牌 (1-2)', () => {
  it('the default decks meet every rule, one of them with its magic cards’ mana at 15 exactly (1-2.4, the site’s reading)', () => {
    expect(whyNotDeck(FLAME, 0, 'flame')).toBeNull();
    expect(whyNotDeck(TIDE, 1, 'tide')).toBeNull();
    expect(manaTotal(TIDE)).toBe(MANA_CAP);
  });
  it('a finished deck is checked rule by rule, each refusal citing its clause', () => {
    const clauseOf = (deck: string[], race: 'flame' | 'tide' = 'flame') => whyNotDeck(deck, 0, race)?.clauses;
    expect(clauseOf(FLAME.slice(1))).toEqual(['1-2.1']); // 19 cards
    expect(clauseOf([...FLAME.slice(1), 'falcon'])).toEqual(['1-2.1']); // two of one name
    expect(clauseOf([...FLAME.filter((c) => c !== 'mist' && c !== 'page'), 'bolt', 'bolt'])).toEqual(['1-2.1', '15-7.2a']); // four 超載 copies
    expect(clauseOf([...FLAME.slice(1), 'raven'])).toEqual(['1-2.2']); // a 潮族 card
    expect(clauseOf(TIDE, 'flame')).toEqual(['1-2.2']); // a legal deck, of the other race
    const neutral = ['first', 'second', 'g1', 'g3', 'sage', 'sentry', 'sentry', 'sentry', 'breaker', 'glider', 'skater', 'tired', 'thief', 'wall', 'bolt', 'bolt', 'bolt', 'mist', 'omen', 'veil'];
    expect(neutral).toHaveLength(DECK_SIZE);
    expect(clauseOf(neutral)).toEqual(['1-2.3']);
    expect(clauseOf([...FLAME.filter((c) => c !== 'page' && c !== 'monk'), 'storm', 'rune'])).toEqual(['1-2.4']); // 11 + 7 + 6 = 24
  });
  it('a card is refused as it is added when it breaks a rule no later card could mend; size and the race card wait for the check', () => {
    const nineteen = FLAME.filter((c) => c !== 'page');
    expect(whyNotAdd(FLAME, 0, 'flame', 'thief')?.step).toBe('refuse.deckFull');
    expect(whyNotAdd(FLAME, 0, 'flame', 'raven')?.step, 'the race is the nearer reason').toBe('refuse.otherRace');
    expect(whyNotAdd(nineteen, 0, 'flame', 'dragon')?.step).toBe('refuse.sameName');
    expect(whyNotAdd(nineteen, 0, 'flame', 'bolt')).toBeNull(); // a third 超載 copy
    expect(whyNotAdd([...nineteen, 'bolt'].filter((c) => c !== 'mist'), 0, 'flame', 'bolt')?.step).toBe('refuse.overloadCopies');
    expect(whyNotAdd(TIDE.filter((c) => c !== 'skater'), 1, 'tide', 'mist')?.step).toBe('refuse.manaTotal');
    expect(whyNotAdd(TIDE.filter((c) => c !== 'skater'), 1, 'tide', 'first'), 'a unit adds no mana').toBeNull();
    expect(whyNotAdd([], 0, 'flame', 'bolt'), 'a deck of neutral cards so far: 1-2.3 is checked when it is finished').toBeNull();
  });
  it('adding and removing change the deck; the check refuses the first deck that breaks a rule, player A’s first', () => {
    const s = run([...declared, { type: 'deck.remove', player: 0, card: 'page' }, { type: 'deck.remove', player: 1, card: 'skater' }]);
    expect(s.context.decks[0]).toHaveLength(19);
    expect(refusal(s, { type: 'decks.check' })).toEqual({ step: 'refuse.deckSize', clauses: ['1-2.1'] });
    expect(explainRefusal(prepareMachine, s, { type: 'decks.check' }).values).toMatchObject({ seat: 0, count: 19 });
    expect(s.can({ type: 'deck.remove', player: 0, card: 'page' }), 'no such card left').toBe(false);
    const fixed = from(s, [{ type: 'deck.add', player: 0, card: 'thief' }, { type: 'deck.add', player: 1, card: 'sage' }]);
    expect(fixed.can({ type: 'decks.check' })).toBe(true);
  });
  it('each deck rule refuses in the machine with its clauses', () => {
    const s = run(declared);
    expect(refusal(s, { type: 'deck.add', player: 0, card: 'thief' })).toEqual({ step: 'refuse.deckFull', clauses: ['1-2.1'] });
    expect(refusal(s, { type: 'deck.add', player: 0, card: 'dragon' })).toEqual({ step: 'refuse.sameName', clauses: ['1-2.1'] });
    expect(refusal(s, { type: 'deck.add', player: 1, card: 'dragon' })).toEqual({ step: 'refuse.otherRace', clauses: ['1-2.2'] });
    const neutral = run(declared, setup({ players: [{ deck: ['first', 'second', 'g1', 'g3', 'sage', 'sentry', 'sentry', 'sentry', 'breaker', 'glider', 'skater', 'tired', 'thief', 'wall', 'bolt', 'bolt', 'bolt', 'mist', 'omen', 'veil'] }, { deck: TIDE }] }));
    expect(refusal(neutral, { type: 'decks.check' })).toEqual({ step: 'refuse.noRaceCard', clauses: ['1-2.3'] });
    const over = run(declared, setup({ players: [{ deck: FLAME }, { deck: [...TIDE.filter((c) => c !== 'skater'), 'mist'] }] }));
    expect(refusal(over, { type: 'decks.check' })).toEqual({ step: 'refuse.manaTotal', clauses: ['1-2.4'] });
  });
});

describe('1-2.4’s other reading (the setup’s `manaReading`): each magic card’s own mana at most 15', () => {
  const perCard = (change: object = {}) => setup({ manaReading: 'perCard', ...change });
  // 潮族's default deck with two units out and 迷霧 (1) and 預兆 (2) in: 20 cards, magic cards 18 together, none over 15.
  const eighteen = [...TIDE.filter((c) => c !== 'skater' && c !== 'tired'), 'mist', 'omen'];
  it('the setup reads the site’s reading unless it names the other; another value is refused naming 1-2.4 in both languages', () => {
    expect(setup().manaReading).toBe('total');
    expect(perCard().manaReading).toBe('perCard');
    const wrong = { ...(flow.defaultSetup as object), manaReading: 'each' };
    const parsed = prepareSetupSchema.safeParse(wrong, { reportInput: true });
    expect(parsed.success).toBe(false);
    for (const locale of ['zh-hant', 'ja'] as const) {
      const said = parsed.error!.issues.map((issue) => explainIssue(issue, locale, flow.words[locale], { at: UI[locale].sandboxProblemAt, item: UI[locale].sandboxProblemItem }, wrong, { schema: prepareSetupSchema }));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(typeset(flow.words[locale].tables.field.manaReading!));
      expect(said[0]).toContain('1-2.4');
    }
  });
  it('a deck whose magic cards come to 18, none over 15, is refused under the site’s reading and accepted under the other', () => {
    expect(manaTotal(eighteen)).toBe(18);
    expect(eighteen).toHaveLength(DECK_SIZE);
    expect(whyNotDeck(eighteen, 1, 'tide')?.step).toBe('refuse.manaTotal');
    expect(whyNotDeck(eighteen, 1, 'tide', 'perCard')).toBeNull();
    const s = run(toFirst, perCard({ players: [{ deck: FLAME }, { deck: eighteen }] }));
    expect(s.value).toBe('first');
    expect(steps(s)).toContain('decks.legalPerCard');
    expect(steps(s)).not.toContain('decks.legal');
    const site = run(declared, setup({ players: [{ deck: FLAME }, { deck: eighteen }] }));
    expect(refusal(site, { type: 'decks.check' })).toEqual({ step: 'refuse.manaTotal', clauses: ['1-2.4'] });
  });
  it('adding a card checks its own mana, not the total: 迷霧 at a total of 15 goes in, 彗星 (16) does not', () => {
    expect(poolCard('comet')).toMatchObject({ kind: 'magic', mana: MANA_CAP + 1 });
    const fifteen = [...declared, { type: 'deck.remove', player: 1, card: 'skater' } as const];
    const s = run(fifteen, perCard());
    expect(s.can({ type: 'deck.add', player: 1, card: 'mist' })).toBe(true);
    const comet: PrepareEvent = { type: 'deck.add', player: 1, card: 'comet' };
    expect(refusal(s, comet)).toEqual({ step: 'refuse.manaPerCard', clauses: ['1-2.4'] });
    expect(explainRefusal(prepareMachine, s, comet).values).toMatchObject({ seat: 1, card: 'comet', mana: 16 });
    // Under the site's reading 彗星 alone is over the total: the total's refusal, not the card's.
    expect(refusal(run(fifteen), comet)).toEqual({ step: 'refuse.manaTotal', clauses: ['1-2.4'] });
    // A deck brought with 彗星 is refused when it is checked, naming the card.
    const brought = run(declared, perCard({ players: [{ deck: FLAME }, { deck: [...TIDE.filter((c) => c !== 'skater'), 'comet'] }] }));
    expect(refusal(brought, { type: 'decks.check' })).toEqual({ step: 'refuse.manaPerCard', clauses: ['1-2.4'] });
    expect(explainRefusal(prepareMachine, brought, { type: 'decks.check' }).values).toMatchObject({ seat: 1, card: 'comet' });
  });
  describe.each(['zh-hant', 'ja'] as const)('the notice (%s)', (locale) => {
    const words = { ...flow.words[locale], locale };
    const view = (s: Snapshot, ownStart = true) => renderToString(h(PrepareView, { snapshot: s, locale, words, ownStart } as never));
    const notice = (reading: 'total' | 'perCard') => typeset(fill(words.ui.disputedMana, { reading: tableWord(words, 'manaReading', reading) }, {}));
    // Each link read back as the fields it changes in the page's position (share.ts).
    const link = (html: string) => [...html.matchAll(/href="\?play=([^"&]*)"/g)].map((m) => (JSON.parse(Buffer.from(m[1].replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString()) as { set?: object }).set);
    it('is not shown where no deck meets the point (the default decks: 15 at most)', () => {
      expect(view(run(declared))).not.toContain(notice('total'));
      expect(view(run(toFirst, perCard()))).not.toContain(notice('perCard'));
    });
    it('says the reading in use where a deck is over 15, and links the page’s own position to the other reading', () => {
      const site = view(run(declared, setup({ players: [{ deck: FLAME }, { deck: eighteen }] })));
      expect(site).toContain(notice('total'));
      expect(link(site)).toContainEqual({ manaReading: 'perCard' });
      // Under the other reading, through placement and the hands (1-3, 1-5), back to the site's.
      const other = view(run([...toFirst, { type: 'first.choose', player: 0 }], perCard({ players: [{ deck: FLAME }, { deck: eighteen }] })));
      expect(other).toContain(notice('perCard'));
      expect(link(other)).toContainEqual({ manaReading: 'total' });
      // A position of the reader's own: the reading in use, no link.
      expect(view(run(declared, perCard({ players: [{ deck: FLAME }, { deck: eighteen }] })), false)).not.toContain('href=');
    });
  });
});

describe('場地設置 and 決定先後手 (1-3, 1-4)', () => {
  it('each deck goes to its deck zone in the order its own seed gives; a card in both decks, or a 超載 copy, has its own id and name', () => {
    const s = run(toFirst);
    expect(s.value).toBe('first');
    const ids = idsInPlay([FLAME, TIDE]);
    expect(s.context.decks[0]).toEqual(shuffled(ids[0], shuffleSeed(27, 'deck0')));
    expect(s.context.decks[1]).toEqual(shuffled(ids[1], shuffleSeed(27, 'deck1')));
    expect(ids[0].filter((id) => id.startsWith('scout'))).toEqual(['scout', 'scout-2']);
    expect(idsInPlay([['thief'], ['thief']])).toEqual([['thief'], ['thief-2']]);
    expect(nameOf('scout-2', 'zh-hant')).toBe('斥候 2');
    expect(nameOf('bolt-6', 'ja')).toBe('雷撃6');
    expect(steps(s).slice(-3)).toEqual(['deck.placed', 'deck.placed', 'forest']);
    expect(run(toFirst, setup({ seed: 28 })).context.decks[0], 'another seed, another order').not.toEqual(s.context.decks[0]);
  });
  it('every pool card, and every copy a game can have of it, has a name in both languages', () => {
    for (const c of POOL) for (let k = 1; k <= copiesInGame(c.id); k++) for (const locale of ['zh-hant', 'ja'] as const) expect(nameOf(k === 1 ? c.id : `${c.id}-${k}`, locale), `${c.id} ${k}`).toBeDefined();
    expect(POOL_IDS).toHaveLength(new Set(POOL_IDS).size);
  });
  it('the reader chooses the first player; the star line is laid from its right; both draw 4, the first player first', () => {
    const s = run([...toFirst, { type: 'first.choose', player: 1 }]);
    expect(s.value).toBe('mulliganFirst');
    expect(s.context.first).toBe(1);
    expect(s.context.mulliganBy).toBe(1);
    const placed = run(toFirst).context.decks;
    expect(s.context.hands).toEqual([placed[0].slice(0, OPENING_HAND), placed[1].slice(0, OPENING_HAND)]);
    expect(s.context.decks.map((d) => d.length)).toEqual([DECK_SIZE - OPENING_HAND, DECK_SIZE - OPENING_HAND]);
    const log = logEntries(s.context.log);
    expect(log.map((l) => l.step).slice(-5)).toEqual(['first.chosen', 'starLine.laid', 'hand.drawn', 'hand.drawn', 'mulligan.first']);
    expect(log.filter((l) => l.step === 'hand.drawn').map((l) => l.values?.seat)).toEqual([1, 0]);
    expect(log.find((l) => l.step === 'starLine.laid')?.values).toMatchObject({ seat: 1, count: 5 });
  });
});

describe('起始手牌 and 調度 (1-5)', () => {
  const atFirst = [...toFirst, { type: 'first.choose', player: 0 } as const];
  it('the cards put face down are not drawn again: the player draws as many first, then shuffles them back (seeded)', () => {
    const before = run(atFirst);
    const [a, b] = before.context.hands[0];
    const s = from(before, [{ type: 'mulligan.aside', card: a }, { type: 'mulligan.aside', card: b }, { type: 'mulligan.done' }]);
    expect(s.value).toBe('mulliganSecond');
    const deck = before.context.decks[0];
    expect(s.context.hands[0]).toEqual([...before.context.hands[0].slice(2), ...deck.slice(0, 2)]);
    expect(s.context.decks[0]).toEqual(shuffled([...deck.slice(2), a, b], shuffleSeed(27, 'mulligan0')));
    expect(s.context.aside).toEqual([]);
    expect(s.context.mulliganBy).toBe(1);
    expect(steps(s).slice(-4)).toEqual(['mulligan.aside', 'mulligan.drawn', 'mulligan.shuffled', 'mulligan.second']);
  });
  it('a card put face down is the hand’s own, once; the other player’s card is refused (1-5)', () => {
    const s = run(atFirst);
    const mine = s.context.hands[0][0];
    expect(refusal(s, { type: 'mulligan.aside', card: s.context.hands[1][0] })).toEqual({ step: 'refuse.notInHand', clauses: ['1-5'] });
    const once = from(s, [{ type: 'mulligan.aside', card: mine }]);
    expect(refusal(once, { type: 'mulligan.aside', card: mine })).toEqual({ step: 'refuse.notInHand', clauses: ['1-5'] });
  });
  it('then the second player; keeping every card shuffles nothing; the game starts with the first player’s turn 1', () => {
    const s = run([...atFirst, { type: 'mulligan.done' }, { type: 'mulligan.aside', card: run(atFirst).context.hands[1][3] }, { type: 'mulligan.done' }]);
    expect(s.status).toBe('done');
    expect(s.value).toBe('started');
    expect(steps(s).filter((step) => step.startsWith('mulligan.') || step === 'game.starts')).toEqual(['mulligan.first', 'mulligan.kept', 'mulligan.second', 'mulligan.aside', 'mulligan.drawn', 'mulligan.shuffled', 'game.starts']);
    expect(s.context.hands.map((h) => h.length)).toEqual([OPENING_HAND, OPENING_HAND]);
  });
  it('every state and transition is reached (path coverage)', () => {
    const events: PrepareEvent[] = [
      ...declared,
      { type: 'deck.remove', player: 0, card: 'page' },
      { type: 'deck.add', player: 0, card: 'thief' },
      { type: 'decks.check' },
      { type: 'first.choose', player: 0 },
      { type: 'first.choose', player: 1 },
      { type: 'mulligan.aside', card: 'omen' },
      { type: 'mulligan.aside', card: 'elm' },
      { type: 'mulligan.done' },
    ];
    const paths = getShortestPaths(prepareMachine, { input: setup(), events, serializeState: (s: SnapshotFrom<typeof prepareMachine>) => JSON.stringify([s.value, s.context.races, s.context.decks, s.context.first, s.context.aside]) } as never);
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(['build', 'declare', 'first', 'mulliganFirst', 'mulliganSecond', 'started']);
    const taken = new Set(paths.flatMap((p) => p.steps.map((st) => st.event.type)));
    for (const type of ['race.place', 'deck.add', 'deck.remove', 'decks.check', 'first.choose', 'mulligan.aside', 'mulligan.done']) expect(taken).toContain(type);
  });
});

describe('handoff into the turn (1-5: the first player’s turn 1)', () => {
  const line = (first: 0 | 1): PrepareEvent[] => [...toFirst, { type: 'first.choose', player: first }, { type: 'mulligan.done' }, { type: 'mulligan.done' }];
  for (const first of [0, 1] as const) {
    it(`the turn flow’s setup accepts it and starts turn 1 with the same hands and decks (first player ${first === 0 ? 'A' : 'B'})`, () => {
      const end = run(line(first));
      const input = turnSetupOf(end.context);
      const parsed = turnSetupSchema.parse(input);
      const second = first === 0 ? 1 : 0;
      expect(parsed.players.map((p) => p.hand.map((c) => c.id))).toEqual([end.context.hands[first], end.context.hands[second]]);
      expect(parsed.players.map((p) => p.deck.map((c) => c.id))).toEqual([end.context.decks[first], end.context.decks[second]]);
      const turn = createActor(turnMachine, { input: parsed as never }).start().getSnapshot() as { context: { turn: number; current: number; units: unknown[]; players: { hand: { id: string }[]; deck: unknown[] }[] } };
      expect(turn.context.turn).toBe(1);
      expect(turn.context.current, 'the first player is the turn flow’s player 0').toBe(0);
      // 2-1 — turn 1 begins with the first player's draw of two from the deck handed on.
      expect(turn.context.players[0].hand.map((c) => c.id)).toEqual([...end.context.hands[first], ...end.context.decks[first].slice(0, 2)]);
      expect(turn.context.players[1].hand.map((c) => c.id)).toEqual(end.context.hands[second]);
      expect(turn.context.players[1].deck).toHaveLength(DECK_SIZE - OPENING_HAND);
      expect(turn.context.units).toEqual([]);
    });
  }
  it('each card keeps its numbers from the pool; a magic card only fills the hand', () => {
    const input = turnSetupOf(run(line(0)).context);
    const all = input.players.flatMap((p) => [...p.deck, ...p.hand]);
    expect(all.find((c) => c.id === 'dragon')).toEqual({ id: 'dragon', atk: 7, score: 5, keywords: ['pierce'], redStar: 2, blueStar: false });
    expect(all.find((c) => c.id === 'flare')).toEqual({ id: 'flare', kind: 'magic' });
    expect(all).toHaveLength(2 * DECK_SIZE);
  });
  it('is refused before the first player is chosen', () => expect(() => turnSetupOf(run(toFirst).context)).toThrow(/1-4/));
});
