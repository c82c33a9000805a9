/**
 * 星靈王's preparation (一): 宣告種族 face down, then revealed (1-1) → 組牌, the deck rules checked
 * (1-2) → 場地設置 (1-3) → 決定先後手 and the star line (1-4) → 起始手牌 and the first player's, then
 * the second player's 調度 (1-5) → the game starts with the first player's turn 1, where the turn
 * flow takes over (handoff.ts). Every state and transition names its clauses; the rules are pure
 * functions in rules.ts. The players are 玩家 A and 玩家 B (seats 0 and 1) until 1-4 makes one of
 * them the first player.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { shuffled } from '../../../engine/random';
import { logged, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type StateMeta } from '../../../engine/refusal';
import { STAR_LINES } from '../board';
import { idsInPlay, OPENING_HAND, PREPARE_VALUES, shuffleSeed, whyNotAdd, whyNotDeck, type ManaReading, type Race, type Seat } from './rules';

export interface PrepareInput {
  /** The seed of every shuffle (rules.ts `shuffleSeed`): a shared line replays it exactly. */
  seed: number;
  /** A 小旅人's ATK and score, printed on the card back (not stated by the rules): handed on to the turn. */
  traveller: { atk: number; score: number };
  /** The cards each player brings, by pool id (rules.ts), before 1-2's checks. */
  decks: [string[], string[]];
  /** 1-2.4's note: the mana cap on the deck's magic cards together (the site's reading) or on each card (rules.ts `whyMana`). */
  manaReading: ManaReading;
}

export interface PrepareContext extends PrepareInput {
  /** 1-1 — each player's race declaration card, face down until both are placed. */
  races: [Race | null, Race | null];
  revealed: boolean;
  /** 1-3 — the decks are in the deck zones: `decks` then holds each card's id in play, top first. */
  placed: boolean;
  /** A card's id in play → its pool id. */
  cards: Record<string, string>;
  /** 1-4 — the first player (先手). */
  first: Seat | null;
  hands: [string[], string[]];
  /** 1-5 — the player in 調度 now, and the cards it has put face down so far. */
  mulliganBy: Seat | null;
  aside: string[];
  log: Log | null;
}

export type PrepareEvent =
  | { type: 'race.place'; player: Seat; race: Race }
  | { type: 'deck.add'; player: Seat; card: string }
  | { type: 'deck.remove'; player: Seat; card: string }
  | { type: 'decks.check' }
  | { type: 'first.choose'; player: Seat }
  | { type: 'mulligan.aside'; card: string }
  | { type: 'mulligan.done' };

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const log = (c: PrepareContext, ...entries: LogEntry[]): PrepareContext => logged(c, ...entries);
const pair = <T,>(values: [T, T], seat: Seat, value: T): [T, T] => (seat === 0 ? [value, values[1]] : [values[0], value]);
const eventOf = <T extends PrepareEvent['type']>(event: PrepareEvent, _type: T) => event as Extract<PrepareEvent, { type: T }>;

/** The player in 調度 now: the first player in the first 調度, the second in the second (1-5). */
export const mulliganSeat = (c: PrepareContext, second: boolean): Seat => (second ? other(c.first!) : c.first!);

/** 1-3 — each deck in its deck zone, 小旅人 face up, in an order the seed gives (4-2: no player knows it). */
function placeDecks(c: PrepareContext): PrepareContext {
  const ids = idsInPlay(c.decks);
  const cards = Object.fromEntries(([0, 1] as Seat[]).flatMap((s) => ids[s].map((id, i) => [id, c.decks[s][i]])));
  const decks: [string[], string[]] = [shuffled(ids[0], shuffleSeed(c.seed, 'deck0')), shuffled(ids[1], shuffleSeed(c.seed, 'deck1'))];
  const next = log(
    c,
    ...([0, 1] as Seat[]).map((seat) => ({ step: 'deck.placed', clauses: ['1-3', '4-2'], values: { seat, count: decks[seat].length, seed: shuffleSeed(c.seed, seat === 0 ? 'deck0' : 'deck1') } })),
    { step: 'forest', clauses: ['1-3', '4-6'] },
  );
  return { ...next, decks, cards, placed: true };
}

/** Draws the top `n` cards of a player's deck into its hand. */
function draw(c: PrepareContext, seat: Seat, n: number): [PrepareContext, string[]] {
  const drawn = c.decks[seat].slice(0, n);
  return [{ ...c, decks: pair(c.decks, seat, c.decks[seat].slice(n)), hands: pair(c.hands, seat, [...c.hands[seat], ...drawn]) }, drawn];
}

/** 1-5 — both players draw their opening hands from the top of their decks, the first player first. */
function openingHands(c: PrepareContext): PrepareContext {
  let next = c;
  for (const seat of [c.first!, other(c.first!)]) {
    const [after, drawn] = draw(next, seat, OPENING_HAND);
    next = log(after, { step: 'hand.drawn', clauses: ['1-5'], values: { seat, cards: drawn.join(', '), ...PREPARE_VALUES } });
  }
  return next;
}

/**
 * 1-5 — 調度: the player draws as many cards as it put face down, then shuffles the face-down cards
 * back into its deck (seeded); with none put face down, it keeps its hand.
 */
function mulligan(c: PrepareContext, second: boolean): PrepareContext {
  const seat = mulliganSeat(c, second);
  if (!c.aside.length) return log(c, { step: 'mulligan.kept', clauses: ['1-5'], values: { seat } });
  const kept = { ...c, hands: pair(c.hands, seat, c.hands[seat].filter((id) => !c.aside.includes(id))) };
  const [after, drawn] = draw(kept, seat, c.aside.length);
  const seed = shuffleSeed(c.seed, second ? 'mulligan1' : 'mulligan0');
  const back = { ...after, decks: pair(after.decks, seat, shuffled([...after.decks[seat], ...c.aside], seed)), aside: [] };
  return log(
    back,
    { step: 'mulligan.drawn', clauses: ['1-5'], values: { seat, count: drawn.length, cards: drawn.join(', ') } },
    { step: 'mulligan.shuffled', clauses: ['1-5'], values: { seat, cards: c.aside.join(', '), seed } },
  );
}

export const prepareMachine = setup({
  types: { context: {} as PrepareContext, events: {} as PrepareEvent, input: {} as PrepareInput, meta: {} as StateMeta },
  guards: {
    /** 1-1 — each player places one race declaration card. */
    'not yet placed': ({ context, event }) => context.races[eventOf(event, 'race.place').player] === null,
    'both placed': ({ context }) => context.races.every((r) => r !== null),
    /** 1-2.1 to 1-2.4 — what a card added breaks (rules.ts). */
    'may add': ruleGuard(({ context, event }: { context: PrepareContext; event: PrepareEvent }) => {
      const e = eventOf(event, 'deck.add');
      return whyNotAdd(context.decks[e.player], e.player, context.races[e.player]!, e.card, context.manaReading);
    }),
    'in deck': ({ context, event }) => {
      const e = eventOf(event, 'deck.remove');
      return context.decks[e.player].includes(e.card);
    },
    /** 1-2 — both decks meet every rule of 1-2.1 to 1-2.4. */
    'decks legal': ruleGuard(({ context }: { context: PrepareContext }) => whyNotDeck(context.decks[0], 0, context.races[0]!, context.manaReading) ?? whyNotDeck(context.decks[1], 1, context.races[1]!, context.manaReading)),
    /** 1-5 — the cards put face down are the hand's, each once. */
    'in hand': ruleGuard(({ context, event }: { context: PrepareContext; event: PrepareEvent }) => {
      const card = eventOf(event, 'mulligan.aside').card;
      const inHand = context.hands[context.mulliganBy!].includes(card) && !context.aside.includes(card);
      return inHand ? null : { step: 'refuse.notInHand', clauses: ['1-5'], values: { seat: context.mulliganBy!, card } };
    }),
  },
  actions: {
    declareStart: assign(({ context }) => log(context, { step: 'declare.start', clauses: ['1-1'] })),
    placeRace: assign(({ context, event }) => {
      const e = eventOf(event, 'race.place');
      return log({ ...context, races: pair(context.races, e.player, e.race) }, { step: 'race.placed', clauses: ['1-1', '4-7'], values: { seat: e.player } });
    }),
    reveal: assign(({ context }) => log({ ...context, revealed: true }, { step: 'race.revealed', clauses: ['1-1'], values: { race0: context.races[0]!, race1: context.races[1]! } })),
    add: assign(({ context, event }) => {
      const e = eventOf(event, 'deck.add');
      return log({ ...context, decks: pair(context.decks, e.player, [...context.decks[e.player], e.card]) }, { step: 'deck.added', clauses: ['1-2'], values: { seat: e.player, card: e.card, count: context.decks[e.player].length + 1 } });
    }),
    remove: assign(({ context, event }) => {
      const e = eventOf(event, 'deck.remove');
      const deck = [...context.decks[e.player]];
      deck.splice(deck.lastIndexOf(e.card), 1);
      return log({ ...context, decks: pair(context.decks, e.player, deck) }, { step: 'deck.removed', clauses: ['1-2'], values: { seat: e.player, card: e.card, count: deck.length } });
    }),
    legal: assign(({ context }) => log(context, { step: context.manaReading === 'total' ? 'decks.legal' : 'decks.legalPerCard', clauses: ['1-2', '1-2.1', '1-2.2', '1-2.3', '1-2.4'], values: PREPARE_VALUES })),
    placeDecks: assign(({ context }) => placeDecks(context)),
    chooseFirst: assign(({ context, event }) => {
      const first = eventOf(event, 'first.choose').player;
      return log({ ...context, first }, { step: 'first.chosen', clauses: ['1-4'], values: { seat: first } }, { step: 'starLine.laid', clauses: ['1-4', '4-4'], values: { seat: first, count: STAR_LINES } });
    }),
    openingHands: assign(({ context }) => openingHands(context)),
    mulliganStart: assign(({ context }, params: { second: boolean }) => {
      const seat = mulliganSeat(context, params.second);
      return log({ ...context, mulliganBy: seat }, { step: params.second ? 'mulligan.second' : 'mulligan.first', clauses: ['1-5'], values: { seat } });
    }),
    aside: assign(({ context, event }) => {
      const card = eventOf(event, 'mulligan.aside').card;
      return log({ ...context, aside: [...context.aside, card] }, { step: 'mulligan.aside', clauses: ['1-5'], values: { card } });
    }),
    mulligan: assign(({ context }, params: { second: boolean }) => mulligan(context, params.second)),
    start: assign(({ context }) => log({ ...context, mulliganBy: null }, { step: 'game.starts', clauses: ['1-5'], values: { seat: context.first! } })),
  },
}).createMachine({
  id: 'prepare',
  context: ({ input }) => ({ ...input, races: [null, null], revealed: false, placed: false, cards: {}, first: null, hands: [[], []], mulliganBy: null, aside: [], log: null }),
  initial: 'declare',
  meta: { clauses: ['1', '1-1', '1-2', '1-2.1', '1-2.2', '1-2.3', '1-2.4', '1-3', '1-4', '1-5'] },
  states: {
    declare: {
      meta: { clauses: ['1-1', '4-7'] },
      entry: 'declareStart',
      always: { guard: 'both placed', target: 'build', actions: 'reveal', meta: { clauses: ['1-1'] } },
      on: { 'race.place': { guard: 'not yet placed', actions: 'placeRace', meta: { clauses: ['1-1', '4-7'] } } },
    },
    build: {
      meta: { clauses: ['1-2', '1-2.1', '1-2.2', '1-2.3', '1-2.4'] },
      on: {
        'deck.add': { guard: 'may add', actions: 'add', meta: { clauses: ['1-2', '1-2.1', '1-2.2', '1-2.4', '15-7.2a'] } },
        'deck.remove': { guard: 'in deck', actions: 'remove', meta: { clauses: ['1-2'] } },
        'decks.check': { guard: 'decks legal', target: 'first', actions: ['legal', 'placeDecks'], meta: { clauses: ['1-2', '1-2.1', '1-2.2', '1-2.3', '1-2.4', '1-3'] } },
      },
    },
    first: {
      meta: { clauses: ['1-4'] },
      on: { 'first.choose': { target: 'mulliganFirst', actions: ['chooseFirst', 'openingHands'], meta: { clauses: ['1-4', '4-4', '1-5'] } } },
    },
    mulliganFirst: {
      meta: { clauses: ['1-5'] },
      entry: { type: 'mulliganStart', params: { second: false } },
      on: {
        'mulligan.aside': { guard: 'in hand', actions: 'aside', meta: { clauses: ['1-5'] } },
        'mulligan.done': { target: 'mulliganSecond', actions: { type: 'mulligan', params: { second: false } }, meta: { clauses: ['1-5'] } },
      },
    },
    mulliganSecond: {
      meta: { clauses: ['1-5'] },
      entry: { type: 'mulliganStart', params: { second: true } },
      on: {
        'mulligan.aside': { guard: 'in hand', actions: 'aside', meta: { clauses: ['1-5'] } },
        'mulligan.done': { target: 'started', actions: { type: 'mulligan', params: { second: true } }, meta: { clauses: ['1-5'] } },
      },
    },
    started: { meta: { clauses: ['1-5'] }, type: 'final', entry: 'start' },
  },
});
