/**
 * 星靈王's preparation (一) as pure data and functions: the card pool a reader builds decks from (the
 * site's own examples, not printed cards: the source names no race and no card), the deck rules of
 * 1-2 (each refusal citing the clause whose text forbids), the seeded order of a hidden deck, and
 * the ids each card has in play. The machine (machine.ts) orders them into steps.
 */
import type { Refusal } from '../../../engine/refusal';
import type { Keyword } from '../board';

/** 1-2.1 — a deck is exactly 20 cards. */
export const DECK_SIZE = 20;
/** 15-7.2a, 1-2.1 (the site's reading in its note) — a card with 超載 may be in a deck up to 3 times. */
export const OVERLOAD_COPIES = 3;
/** 1-2.4 — the magic cards' mana at most 15: all of a deck's together (the site's reading in its note) or each card's own (the other). */
export const MANA_CAP = 15;
/** 1-2.4's note: the cap is the total of a deck's magic cards (`total`, the site's reading) or each magic card's own (`perCard`). */
export const MANA_READINGS = ['total', 'perCard'] as const;
export type ManaReading = (typeof MANA_READINGS)[number];
/** 1-5 — the opening hand. */
export const OPENING_HAND = 4;

/** A 小旅人's ATK and score when the setup gives none: printed on the card back, not stated by the rules (the site's default). */
export const DEFAULT_TRAVELLER: { readonly atk: number; readonly score: number } = { atk: 1, score: 1 };

/** The rule numbers the sentences state, as values for them, so no sentence types a number of its own. */
export const PREPARE_VALUES = { deckSize: DECK_SIZE, overloadCopies: OVERLOAD_COPIES, manaCap: MANA_CAP, openingHand: OPENING_HAND };

/** The sandbox's races: the source names none, so these are the site's own examples. */
export const RACES = ['flame', 'tide', 'stone'] as const;
export type Race = (typeof RACES)[number];
export type Seat = 0 | 1;

/** A card of the pool: its race (or neutral, 1-2.2), and what the turn needs of it when play begins. */
export interface PoolCard {
  id: string;
  race: Race | 'neutral';
  kind: 'unit' | 'magic';
  /** 1-2.4 — a magic card's mana. */
  mana: number;
  /** 15-7.2 — 超載: up to 3 copies in a deck. */
  overload: boolean;
  atk: number;
  score: number;
  keywords: Keyword[];
  redStar: number;
  blueStar: boolean;
}

type More = Partial<Pick<PoolCard, 'keywords' | 'redStar' | 'blueStar' | 'overload'>>;
const unit = (id: string, race: PoolCard['race'], atk: number, score: number, more: More = {}): PoolCard => ({ id, race, kind: 'unit', mana: 0, overload: false, atk, score, keywords: [], redStar: 0, blueStar: false, ...more });
const magic = (id: string, race: PoolCard['race'], mana: number, more: More = {}): PoolCard => ({ id, race, kind: 'magic', mana, overload: false, atk: 0, score: 0, keywords: [], redStar: 0, blueStar: false, ...more });

/** The pool: 13 cards of 炎族, 13 of 潮族, 3 of 岩族 and 23 neutral ones; three cards have 超載. 彗星's mana is over 15 (1-2.4's other reading). */
export const POOL: PoolCard[] = [
  unit('dragon', 'flame', 7, 5, { redStar: 2, keywords: ['pierce'] }), unit('falcon', 'flame', 3, 2), unit('squire', 'flame', 2, 1), unit('lancer', 'flame', 4, 2, { keywords: ['pierce'] }),
  unit('archer', 'flame', 2, 1, { keywords: ['ranged'] }), unit('knight', 'flame', 3, 2), unit('guard', 'flame', 3, 2), unit('monk', 'flame', 1, 2), unit('page', 'flame', 1, 1),
  unit('raider', 'flame', 3, 1, { keywords: ['sneak'] }), unit('titan', 'flame', 6, 3, { redStar: 1 }), unit('scout', 'flame', 1, 1, { overload: true }), magic('flare', 'flame', 4),
  unit('raven', 'tide', 2, 2), unit('wolf', 'tide', 3, 1), unit('golem', 'tide', 5, 3, { redStar: 1 }), unit('seer', 'tide', 1, 2, { blueStar: true }), unit('oak', 'tide', 2, 3),
  unit('elm', 'tide', 2, 2), unit('fern', 'tide', 1, 1), unit('toad', 'tide', 2, 1, { keywords: ['poison'] }), unit('viper', 'tide', 2, 2, { keywords: ['poison'] }),
  unit('crow', 'tide', 1, 1, { keywords: ['glide'] }), unit('hermit', 'tide', 1, 3), unit('ghost', 'tide', 2, 1), magic('frost', 'tide', 4),
  unit('mecha', 'stone', 3, 2), unit('porter', 'stone', 1, 1), unit('sapper', 'stone', 2, 1, { keywords: ['dismantle'] }),
  unit('breaker', 'neutral', 3, 1, { keywords: ['armourBreak'] }), unit('glider', 'neutral', 2, 1, { keywords: ['glide'] }), unit('skater', 'neutral', 1, 1), unit('tired', 'neutral', 2, 1),
  unit('thief', 'neutral', 2, 1, { keywords: ['sneak'] }), unit('wall', 'neutral', 0, 4, { keywords: ['blocker'] }), unit('first', 'neutral', 2, 1), unit('second', 'neutral', 1, 2),
  unit('g1', 'neutral', 1, 1), unit('g3', 'neutral', 2, 2), unit('sage', 'neutral', 2, 3), unit('sentry', 'neutral', 1, 1, { overload: true }),
  magic('bolt', 'neutral', 2, { overload: true }), magic('gale', 'neutral', 3), magic('hex', 'neutral', 5), magic('mist', 'neutral', 1), magic('omen', 'neutral', 2),
  magic('rune', 'neutral', 6), magic('sigil', 'neutral', 3), magic('storm', 'neutral', 7), magic('veil', 'neutral', 2), magic('ward', 'neutral', 3), magic('comet', 'neutral', 16),
];
export const POOL_IDS = POOL.map((c) => c.id) as [string, ...string[]];
const BY_ID = new Map(POOL.map((c) => [c.id, c]));
export const poolCard = (id: string) => BY_ID.get(id)!;

/** The most times a card's name can be in one game's decks: twice (each player's deck), six times with 超載. */
export const copiesInGame = (id: string) => (poolCard(id).overload ? 2 * OVERLOAD_COPIES : 2);

const count = (deck: readonly string[], id: string) => deck.filter((d) => d === id).length;
/** 1-2.4 — the magic cards' mana, all together. */
export const manaTotal = (deck: readonly string[]) => deck.reduce((sum, id) => sum + poolCard(id).mana, 0);

// One function a rule: the refusal it gives for this deck, or null.
const whySize = (deck: readonly string[], seat: Seat): Refusal | null =>
  deck.length === DECK_SIZE ? null : { step: 'refuse.deckSize', clauses: ['1-2.1'], values: { seat, count: deck.length, ...PREPARE_VALUES } };
/** 1-2.1 — every name once; 15-7.2a — a card with 超載 up to 3 times. */
function whyCopies(deck: readonly string[], seat: Seat, ids: readonly string[] = deck): Refusal | null {
  for (const id of new Set(ids)) {
    const n = count(deck, id);
    if (n > 1 && !poolCard(id).overload) return { step: 'refuse.sameName', clauses: ['1-2.1'], values: { seat, card: id } };
    if (n > OVERLOAD_COPIES) return { step: 'refuse.overloadCopies', clauses: ['1-2.1', '15-7.2a'], values: { seat, card: id, ...PREPARE_VALUES } };
  }
  return null;
}
/** 1-2.2 — the declared race's cards and neutral ones only. */
function whyRace(deck: readonly string[], seat: Seat, race: Race): Refusal | null {
  const other = deck.find((id) => ![race, 'neutral'].includes(poolCard(id).race));
  return other === undefined ? null : { step: 'refuse.otherRace', clauses: ['1-2.2'], values: { seat, card: other, race, cardRace: poolCard(other).race } };
}
/** 1-2.3 — at least one card of the declared race. */
const whyNoRaceCard = (deck: readonly string[], seat: Seat, race: Race): Refusal | null =>
  deck.some((id) => poolCard(id).race === race) ? null : { step: 'refuse.noRaceCard', clauses: ['1-2.3'], values: { seat, race } };
/** 1-2.4 — the mana total (the site's reading), or each magic card's own mana (the other reading, `perCard`). */
function whyMana(deck: readonly string[], seat: Seat, reading: ManaReading): Refusal | null {
  if (reading === 'total') return manaTotal(deck) <= MANA_CAP ? null : { step: 'refuse.manaTotal', clauses: ['1-2.4'], values: { seat, total: manaTotal(deck), ...PREPARE_VALUES } };
  const over = deck.find((id) => poolCard(id).mana > MANA_CAP);
  return over === undefined ? null : { step: 'refuse.manaPerCard', clauses: ['1-2.4'], values: { seat, card: over, mana: poolCard(over).mana, ...PREPARE_VALUES } };
}
/** 1-2.4 — whether a deck meets the point the note's two readings differ on: its magic cards' mana over 15 together (a card over 15 alone is that too). */
export const meetsManaPoint = (deck: readonly string[]) => manaTotal(deck) > MANA_CAP;

/** 1-2 — why a finished deck breaks a rule of 1-2.1 to 1-2.4 (the first, in the clauses' order), or null. */
export const whyNotDeck = (deck: readonly string[], seat: Seat, race: Race, reading: ManaReading = 'total'): Refusal | null =>
  whySize(deck, seat) ?? whyCopies(deck, seat) ?? whyRace(deck, seat, race) ?? whyNoRaceCard(deck, seat, race) ?? whyMana(deck, seat, reading);

/**
 * 1-2 — why this card may not go into the deck being built: what adding it breaks that no later card
 * could mend (its race, its copies, a 21st card, the mana: the new total, or under `perCard` this
 * card's own). The deck's size and its race card are checked when it is finished.
 */
export function whyNotAdd(deck: readonly string[], seat: Seat, race: Race, card: string, reading: ManaReading = 'total'): Refusal | null {
  const next = [...deck, card];
  const full: Refusal | null = next.length > DECK_SIZE ? { step: 'refuse.deckFull', clauses: ['1-2.1'], values: { seat, card, ...PREPARE_VALUES } } : null;
  return whyRace([card], seat, race) ?? whyCopies(next, seat, [card]) ?? full ?? (poolCard(card).mana > 0 ? whyMana(reading === 'total' ? next : [card], seat, reading) : null);
}

/**
 * Each card's id in play: a card's name the first time it is in a game's decks (player A's counted
 * first: the decks are placed before the first player is chosen), `<name>-<n>` its n-th time (超載 copies, or a card in both decks), so that every
 * card of a turn has its own id (turn/schemas.ts) and its name (names.ts).
 */
export function idsInPlay(decks: readonly [readonly string[], readonly string[]]): [string[], string[]] {
  const seen = new Map<string, number>();
  const name = (id: string) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n === 1 ? id : `${id}-${n}`;
  };
  return [decks[0].map(name), decks[1].map(name)];
}

/**
 * The seed of each shuffle, from the setup's one seed: each player's deck as it is placed (1-3), then
 * each mulligan's shuffle back (1-5), each its own, so that the line replays exactly.
 */
export const shuffleSeed = (seed: number, shuffle: 'deck0' | 'deck1' | 'mulligan0' | 'mulligan1') => (seed + ['deck0', 'deck1', 'mulligan0', 'mulligan1'].indexOf(shuffle)) >>> 0;
