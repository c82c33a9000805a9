/**
 * The masters-and-pieces game's preparation (1-1, 1-2, 2), up to the start of turn 1: the decks are
 * checked (exactly 40 cards each, 1-1 and its reading; copies are not limited), each master's life is
 * 10 (1-2); the first player is decided (2-1, by coin, die, rock-paper-scissors or another way: the
 * reader says which and who won); the masters stand on their starting squares (2-2, the site's 5 × 5
 * board); each master shuffles the opponent's deck (2-3); the first player draws 5 and the second 6
 * (2-4); mulligans, any number (2-5, 2-5.1), each putting the hand back into the deck, the opponent
 * shuffling it and the same number drawn again (2-5.2's reading); then each master puts as many cards
 * from the hand at the bottom of the deck as mulligans taken (2-5.2). Every shuffle is seeded from the
 * setup, so a shared line replays it card for card. The masters are told apart as 甲 and 乙 (seats 0
 * and 1) until 2-1 makes one of them the first player; the position at the end is turn 1's start,
 * which `handoff.ts` gives to the turn flow.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { shuffled } from '../../../engine/random';
import { opponent, startSquare, type Player } from '../board';
import type { Card } from '../turn/machine';
import { DECK_SIZE, OPENING_HAND, START_LIFE, type Method } from '../rules';


/** A deck as a setup lists it: a card and how many copies of it (1-1: the source limits no card's copies). */
export interface DeckEntry extends Card {
  copies?: number;
}

export interface PrepareInput {
  /** The seed of every shuffle (2-3, 2-5.1): the same seed, the same cards in the same order. */
  seed: number;
  /** Each seat's deck as brought to the game, before any shuffle. */
  decks: [DeckEntry[], DeckEntry[]];
}

export interface Seat {
  life: number;
  /** The deck, top first. */
  deck: Card[];
  hand: Card[];
  /** 2-5.1 — mulligans taken. */
  mulligans: number;
  /** 2-5.2 — cards put at the bottom of the deck so far, in order (the last is the deck's bottom card). */
  bottomed: Card[];
}

export interface PrepareContext {
  seed: number;
  /** Shuffles made so far: the n-th shuffle uses the seed + n, so each differs and each replays. */
  shuffles: number;
  /** 2-1 — the seat that plays first, once decided. */
  first: Player | null;
  method: Method | null;
  seats: [Seat, Seat];
  log: Log | null;
}

export type PrepareEvent =
  | { type: 'decks.check' }
  | { type: 'first.decide'; player: Player; by: Method }
  | { type: 'mulligan'; player: Player }
  | { type: 'hands.keep' }
  | { type: 'hand.bottom'; player: Player; card: number };

type With<T extends PrepareEvent['type']> = Extract<PrepareEvent, { type: T }>;

const log = (c: PrepareContext, entry: LogEntry): PrepareContext => logged(c, entry);
const setSeat = (c: PrepareContext, p: Player, change: Partial<Seat>): PrepareContext => ({ ...c, seats: c.seats.map((s, i) => (i === p ? { ...s, ...change } : s)) as [Seat, Seat] });
const SEATS: Player[] = [0, 1];

/** A deck's cards, each entry as many times as its copies. */
export const deckCards = (entries: readonly DeckEntry[]): Card[] => entries.flatMap(({ id, kind, copies = 1 }) => Array.from({ length: copies }, () => ({ id, kind })));

/** 2-4 — how many cards a seat draws: 5 for the first player, 6 for the second. */
export const openingHand = (c: PrepareContext, p: Player) => (p === c.first ? OPENING_HAND.first : OPENING_HAND.second);
/**
 * 2-5.2 — as many cards go from the hand to the bottom as mulligans taken, and no more than the hand
 * holds: mulligans are unlimited, and a master who took more than its hand's cards puts its whole
 * hand there (the site's reading). The cards gone to the bottom have left the hand.
 */
export const owed = (s: Seat) => Math.min(s.mulligans, s.hand.length + s.bottomed.length) - s.bottomed.length;

function initial(input: PrepareInput): PrepareContext {
  const seat = (entries: DeckEntry[]): Seat => ({ life: START_LIFE, deck: deckCards(entries), hand: [], mulligans: 0, bottomed: [] });
  // 1-2 — life is 10 from the start, whatever else the preparation holds.
  return { seed: input.seed, shuffles: 0, first: null, method: null, seats: [seat(input.decks[0]), seat(input.decks[1])], log: newLog({ step: 'life', clauses: ['1-2'], values: { life: START_LIFE } }) };
}

/** 2-3 — the opponent shuffles this seat's deck, with the next seeded shuffle. */
function shuffleDeck(c: PrepareContext, p: Player): PrepareContext {
  const next = setSeat({ ...c, shuffles: c.shuffles + 1 }, p, { deck: shuffled(c.seats[p].deck, c.seed + c.shuffles) });
  return log(next, { step: 'shuffle', clauses: ['2-3'], values: { player: opponent(p), owner: p } });
}

/** Draws n cards from the top of a seat's deck into its hand. */
function drawCards(c: PrepareContext, p: Player, n: number): PrepareContext {
  const { deck, hand } = c.seats[p];
  return setSeat(c, p, { deck: deck.slice(n), hand: [...hand, ...deck.slice(0, n)] });
}

/** 1-1 — the decks are checked. */
const check = (c: PrepareContext) => log(c, { step: 'decks.check', clauses: ['1-1'], values: { n: DECK_SIZE } });

/** 2-1 — the first player is decided. */
const decide = (c: PrepareContext, e: With<'first.decide'>) => log({ ...c, first: e.player, method: e.by }, { step: 'first.decide', clauses: ['2-1'], values: { player: e.player, by: e.by } });

/** 2-2 — each master on the middle square of its camp (the site's board: the first player's camp is row 1). */
function place(c: PrepareContext): PrepareContext {
  const [fc, fr] = startSquare(0);
  const [sc, sr] = startSquare(1);
  return log(c, { step: 'place', clauses: ['2-2'], values: { firstCol: fc, firstRow: fr, secondCol: sc, secondRow: sr } });
}

/** 2-3 — each master shuffles the opponent's deck: the first player's deck first (the order changes nothing). */
const shuffleBoth = (c: PrepareContext) => shuffleDeck(shuffleDeck(c, c.first!), opponent(c.first!));

/** 2-4 — the first player draws 5, the second 6. */
function drawHands(c: PrepareContext): PrepareContext {
  return [c.first!, opponent(c.first!)].reduce((next, p) => {
    const n = openingHand(next, p);
    return log(drawCards(next, p, n), { step: 'draw', clauses: ['2-4'], values: { player: p, n } });
  }, c);
}

/** 2-5.1, 2-5.2 — the hand back into the deck, the opponent shuffles it (2-3), as many cards drawn again (the site's reading of 2-5.2). */
function mulligan(c: PrepareContext, e: With<'mulligan'>): PrepareContext {
  const s = c.seats[e.player];
  const n = s.hand.length;
  const back = setSeat(c, e.player, { deck: [...s.hand, ...s.deck], hand: [], mulligans: s.mulligans + 1 });
  const taken = log(back, { step: 'mulligan', clauses: ['2-5.1', '2-5.2'], values: { player: e.player, k: s.mulligans + 1 } });
  return log(drawCards(shuffleDeck(taken, e.player), e.player, n), { step: 'redraw', clauses: ['2-5.1', '2-5.2'], values: { player: e.player, n } });
}

/** 2-5.2 — no master takes another mulligan; those who took some owe as many cards to the bottom. */
function keep(c: PrepareContext): PrepareContext {
  const kept = log(c, { step: 'hands.keep', clauses: ['2-5.1'], values: {} });
  return SEATS.filter((p) => c.seats[p].mulligans > 0).reduce((next, p) => log(next, { step: 'owe', clauses: ['2-5.2'], values: { player: p, k: c.seats[p].mulligans, n: owed(c.seats[p]) } }), kept);
}

/** 2-5.2 — one card from the hand to the bottom of the deck. */
function bottom(c: PrepareContext, e: With<'hand.bottom'>): PrepareContext {
  const s = c.seats[e.player];
  const card = s.hand[e.card];
  const next = setSeat(c, e.player, { hand: s.hand.filter((_, i) => i !== e.card), deck: [...s.deck, card], bottomed: [...s.bottomed, card] });
  return log(next, { step: 'hand.bottom', clauses: ['2-5.2'], values: { player: e.player, card: card.id, done: s.bottomed.length + 1, k: s.bottomed.length + owed(s) } });
}

/**
 * Why a deck may not be played: it is not exactly 40 cards. Fewer than 40 breaks 1-1's text; more
 * breaks its reading (its note: exactly 40, not 40 or more), and the sentence says so.
 */
function whyNotDecks(c: PrepareContext): Refusal | null {
  const p = SEATS.find((q) => c.seats[q].deck.length !== DECK_SIZE);
  if (p === undefined) return null;
  const n = c.seats[p].deck.length;
  return { step: n < DECK_SIZE ? 'refuse.deckSize' : 'refuse.deckOver', clauses: ['1-1'], values: { player: p, n, size: DECK_SIZE } };
}

/** 1-1's note — the preparation begins with the deck check (the site's reading): nothing else before it. */
const notChecked = (e: PrepareEvent): Refusal => ({ step: 'refuse.unchecked', clauses: ['1-1'], values: { event: e.type } });

/** 2-5.2 — mulligans, and the cards they send to the bottom, come before the game begins: once it has, neither. */
const begun = (e: PrepareEvent): Refusal | null => (e.type === 'mulligan' || e.type === 'hand.bottom' ? { step: 'refuse.begun', clauses: ['2-5.2'], values: { event: e.type } } : null);

function whyNotBottom(c: PrepareContext, e: With<'hand.bottom'>): Refusal | null {
  const s = c.seats[e.player];
  if (owed(s) <= 0) return { step: 'refuse.owesNothing', clauses: ['2-5.2'], values: { player: e.player, k: s.mulligans, took: s.mulligans === 0 ? 'none' : 'some' } };
  if (!s.hand[e.card]) return { step: 'refuse.noCard', clauses: ['2-5.2'], values: { n: e.card + 1 } };
  return null;
}

/** The clauses that say at which step of the preparation each event belongs: what a step does not take, they forbid there. */
const WHERE: Record<PrepareEvent['type'], string[]> = {
  'decks.check': ['1-1'],
  'first.decide': ['2-1'],
  mulligan: ['2-5.1'],
  'hands.keep': ['2-5.1'],
  'hand.bottom': ['2-5.2'],
};
const elsewhere = (...taken: PrepareEvent['type'][]) => Object.fromEntries(Object.entries(WHERE).filter(([type]) => !taken.includes(type as PrepareEvent['type'])));

export const prepareMachine = setup({
  types: {
    context: {} as PrepareContext,
    events: {} as PrepareEvent,
    input: {} as PrepareInput,
    meta: {} as StateMeta,
  },
  guards: {
    'decks are 40 cards': ruleGuard(({ context }: { context: PrepareContext }) => whyNotDecks(context)),
    'a mulligan was taken': ({ context }) => context.seats.some((s) => s.mulligans > 0),
    'may put it at the bottom': ruleGuard(({ context, event }: { context: PrepareContext; event: PrepareEvent }) => whyNotBottom(context, event as With<'hand.bottom'>)),
    'every mulligan is paid': ({ context }) => context.seats.every((s) => owed(s) === 0),
    // Guards no transition takes: the states' `forbids` name them, for what they refuse.
    'the decks are checked first': ruleGuard(({ event }: { event: PrepareEvent }) => notChecked(event)),
    'the game has begun': ruleGuard(({ event }: { event: PrepareEvent }) => begun(event)),
  },
  actions: {
    check: assign(({ context }) => check(context)),
    decide: assign(({ context, event }) => decide(context, event as With<'first.decide'>)),
    place: assign(({ context }) => place(context)),
    shuffle: assign(({ context }) => shuffleBoth(context)),
    drawHands: assign(({ context }) => drawHands(context)),
    mulligan: assign(({ context, event }) => mulligan(context, event as With<'mulligan'>)),
    keep: assign(({ context }) => keep(context)),
    bottom: assign(({ context, event }) => bottom(context, event as With<'hand.bottom'>)),
    ready: assign(({ context }) => log(context, { step: 'ready', clauses: ['2', '4-1'], values: { player: context.first! } })),
  },
}).createMachine({
  id: 'masters-and-pieces-prepare',
  context: ({ input }) => initial(input),
  initial: 'decks',
  meta: { clauses: ['1-1', '1-2', '2', '2-1', '2-2', '2-3', '2-4', '2-5', '2-5.1', '2-5.2'] },
  states: {
    decks: {
      // Each master's life is 10 from the start (1-2, logged as the flow begins). Before the decks are checked, nothing else: every other event is refused citing 1-1's note.
      meta: { clauses: ['1-1'], forbids: Object.fromEntries(Object.keys(elsewhere('decks.check')).map((type) => [type, 'the decks are checked first'])) },
      on: { 'decks.check': { guard: 'decks are 40 cards', target: 'first', actions: 'check', meta: { clauses: ['1-1'] } } },
    },
    first: {
      meta: { clauses: ['2-1'], forbids: elsewhere('first.decide') },
      on: { 'first.decide': { target: 'place', actions: 'decide', meta: { clauses: ['2-1'] } } },
    },
    // Eventless: the machine never rests in place, shuffle or draw.
    place: { meta: { clauses: ['2-2'] }, always: { target: 'shuffle', actions: 'place', meta: { clauses: ['2-2'] } } },
    shuffle: { meta: { clauses: ['2-3'] }, always: { target: 'draw', actions: 'shuffle', meta: { clauses: ['2-3'] } } },
    draw: { meta: { clauses: ['2-4'] }, always: { target: 'mulligan', actions: 'drawHands', meta: { clauses: ['2-4'] } } },
    mulligan: {
      meta: { clauses: ['2-5', '2-5.1'], forbids: elsewhere('mulligan', 'hands.keep') },
      on: {
        mulligan: { actions: 'mulligan', meta: { clauses: ['2-5.1', '2-5.2'] } },
        'hands.keep': [
          { guard: 'a mulligan was taken', target: 'bottom', actions: 'keep', meta: { clauses: ['2-5.1', '2-5.2'] } },
          { target: 'ready', actions: ['keep', 'ready'], meta: { clauses: ['2-5.1'] } },
        ],
      },
    },
    bottom: {
      meta: { clauses: ['2-5.2'], forbids: { ...elsewhere('hand.bottom'), mulligan: ['2-5.2'] } },
      always: { guard: 'every mulligan is paid', target: 'ready', actions: 'ready', meta: { clauses: ['2-5.2'] } },
      on: { 'hand.bottom': { guard: 'may put it at the bottom', actions: 'bottom', meta: { clauses: ['2-5.2'] } } },
    },
    /** Turn 1 begins: the turn flow takes it from here (handoff.ts). */
    // A mulligan or a card to the bottom now is refused citing 2-5.2 (both come before the game begins); anything else, the flow is over.
    ready: { meta: { clauses: ['4-1'], forbids: { mulligan: 'the game has begun', 'hand.bottom': 'the game has begun' } }, type: 'final' },
  },
});
