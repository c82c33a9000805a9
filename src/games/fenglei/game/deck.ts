/**
 * 風雷卡牌's deck rules (2-1…2-3) as a pure function: why a player's two decks may not be used, citing the
 * clause whose text forbids it, or null. The game flow refuses the deck check with it when its setup
 * asks for the preparation (a `seed`); without one, the setup schema refuses a deck the rules do not
 * allow, the 40-card minimum included unless the setup says why the tactics deck is short (`short`), so
 * a position starts from legal decks or says that it does not.
 *
 * The copy limits count cards, not printings: a card printed with another illustration is the same
 * card (7-5 for a character, 8-5 for a tactic card; 7-11: the same card number, the same card), so
 * every printing of a name counts towards one limit, and a refusal that counts several printings
 * together cites the clause that makes them one card.
 */
import type { Refusal } from '../../../engine/refusal';
import type { CharacterCard, Tactic } from '../table';

/** 2-2 — at most 20 character cards. */
export const CHARACTER_DECK_MAX = 20;
/** 2-2.1 — a summon cost of 3 or more: 1 copy; 2 or less: up to 3. */
export const ONE_COPY_FROM = 3;
export const LOW_COST_COPIES = 3;
/** 2-2.2 — at most 3 legendary characters, 1 of each name. */
export const LEGENDARY_MAX = 3;
/** 2-3 — at least 40 tactic cards, up to 3 of a name. */
export const TACTICS_DECK_MIN = 40;
export const TACTIC_COPIES = 3;
/**
 * Why a setup's tactics deck may hold fewer than 40 cards (2-3), from a set whose sentences the flow's
 * words give in each language (the `short` table): a position shows a short deck only for a reason
 * the site has written, never for words a shared link carries. `deckOut`: to show, within a few
 * turns, a player who must draw from an empty deck (1-2.2).
 */
export const SHORT_REASONS = ['deckOut'] as const;
export type ShortReason = (typeof SHORT_REASONS)[number];

/** A character card of a deck with its copies (1 when not given) and its illustration (7-5: 1, the first printing, when not given). */
export type DeckCharacter = CharacterCard & { copies?: number; art?: number };
export interface Decks {
  characters: DeckCharacter[];
  tactics: Tactic[];
}

export const copiesOf = (c: DeckCharacter) => c.copies ?? 1;
/** 2-2 — the cards of a character deck, counting each card's copies. */
export const characterCount = (characters: readonly DeckCharacter[]) => characters.reduce((n, c) => n + copiesOf(c), 0);
/** 2-2.1 — the copies of one character a character deck may hold (no special rule is modelled). */
export const copyLimit = (c: DeckCharacter) => (c.summon >= ONE_COPY_FROM ? 1 : LOW_COST_COPIES);

/** One card of a deck, whatever its printings (7-5, 8-5): the first printing listed, its copies in all, and how many printings they are. */
interface Card<T> {
  card: T;
  copies: number;
  printings: number;
}
/** 7-5, 8-5 — a deck's cards by name, every illustration of a name counted as the same card. */
function byCard<T extends { id: string; art?: number }>(cards: readonly T[], copies: (c: T) => number): Card<T>[] {
  const seen = new Map<string, { card: T; copies: number; arts: Set<number> }>();
  for (const c of cards) {
    const had = seen.get(c.id) ?? seen.set(c.id, { card: c, copies: 0, arts: new Set() }).get(c.id)!;
    had.copies += copies(c);
    had.arts.add(c.art ?? 1);
  }
  return [...seen.values()].map(({ card, copies, arts }) => ({ card, copies, printings: arts.size }));
}
/** The clauses a copy limit's refusal cites: the limit's, and the one that makes several printings one card. */
const identity = (limit: string, printings: number, same: string) => (printings > 1 ? [limit, same] : [limit]);
const printed = (printings: number) => (printings > 1 ? 'several' : 'one');

/**
 * 2-2, 2-2.1, 2-2.2, 2-3 (with 7-5, 8-5) — why this player's decks break a deck rule, or null; `minimum`
 * false leaves out the 40-card minimum (a short deck the setup flags). The legendary rules come before
 * 2-2.1: a legendary character has no summon cost (7-4), and 2-2.2 allows only one of a name.
 */
export function whyNotDecks(d: Decks, player: 0 | 1, minimum = true): Refusal | null {
  const size = characterCount(d.characters);
  if (size > CHARACTER_DECK_MAX) return { step: 'refuse.characterDeck', clauses: ['2-2'], values: { player, n: size, max: CHARACTER_DECK_MAX } };
  const characters = byCard(d.characters, copiesOf);
  const legendary = characters.filter((c) => c.card.legendary);
  const twice = legendary.find((c) => c.copies > 1);
  if (twice) return { step: 'refuse.legendaryName', clauses: identity('2-2.2', twice.printings, '7-5'), values: { player, id: twice.card.id, copies: twice.copies, printings: printed(twice.printings) } };
  if (legendary.length > LEGENDARY_MAX) return { step: 'refuse.legendaryCount', clauses: ['2-2.2'], values: { player, n: legendary.length, max: LEGENDARY_MAX } };
  const over = characters.find((c) => !c.card.legendary && c.copies > copyLimit(c.card));
  if (over) return { step: over.card.summon >= ONE_COPY_FROM ? 'refuse.characterCopies' : 'refuse.characterCopiesLow', clauses: identity('2-2.1', over.printings, '7-5'), values: { player, id: over.card.id, summon: over.card.summon, copies: over.copies, max: copyLimit(over.card), printings: printed(over.printings) } };
  if (minimum && d.tactics.length < TACTICS_DECK_MIN) return { step: 'refuse.tacticsDeck', clauses: ['2-3'], values: { player, n: d.tactics.length, min: TACTICS_DECK_MIN } };
  const many = byCard(d.tactics, () => 1).find((c) => c.copies > TACTIC_COPIES);
  if (many) return { step: 'refuse.tacticCopies', clauses: identity('2-3', many.printings, '8-5'), values: { player, id: many.card.id, copies: many.copies, max: TACTIC_COPIES, printings: printed(many.printings) } };
  return null;
}

/** 7-5, 8-5 — the first card of a deck listed again with other numbers than the same card before it (only its illustration and copies may differ), or null. */
export function differingPrinting<T extends { id: string }>(cards: readonly T[]): { index: number; id: string } | null {
  const first = new Map<string, string>();
  const text = (c: T) => JSON.stringify(Object.entries(c).filter(([k]) => k !== 'art' && k !== 'copies').sort(([a], [b]) => a.localeCompare(b)));
  for (const [index, c] of cards.entries()) {
    const had = first.get(c.id);
    if (had === undefined) first.set(c.id, text(c));
    else if (had !== text(c)) return { index, id: c.id };
  }
  return null;
}
