/**
 * 風雷卡牌's deck rules (2-1…2-3) as a pure function: why a player's two decks may not be used, citing the
 * clause whose text forbids it, or null. The game flow refuses the deck check with it when its setup
 * asks for the preparation (a `seed`); without one, the setup schema refuses a deck the rules do not
 * allow (the 40-card minimum aside: a sandbox's deck may be shorter), so a position starts from legal decks.
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

/** A character card of a deck with its copies (1 when not given). */
export type DeckCharacter = CharacterCard & { copies?: number };
export interface Decks {
  characters: DeckCharacter[];
  tactics: Tactic[];
}

export const copiesOf = (c: DeckCharacter) => c.copies ?? 1;
/** 2-2 — the cards of a character deck, counting each card's copies. */
export const characterCount = (characters: readonly DeckCharacter[]) => characters.reduce((n, c) => n + copiesOf(c), 0);
/** 2-2.1 — the copies of one character a character deck may hold (no special rule is modelled). */
export const copyLimit = (c: DeckCharacter) => (c.summon >= ONE_COPY_FROM ? 1 : LOW_COST_COPIES);

/**
 * 2-2, 2-2.1, 2-2.2, 2-3 — why this player's decks break a deck rule, or null; `minimum` false leaves
 * out the 40-card minimum (the positions of a sandbox without preparation). The legendary rules come
 * before 2-2.1: a legendary character has no summon cost (7-4), and 2-2.2 allows only one of a name.
 */
export function whyNotDecks(d: Decks, player: 0 | 1, minimum = true): Refusal | null {
  const size = characterCount(d.characters);
  if (size > CHARACTER_DECK_MAX) return { step: 'refuse.characterDeck', clauses: ['2-2'], values: { player, n: size, max: CHARACTER_DECK_MAX } };
  const legendary = d.characters.filter((c) => c.legendary);
  const twice = legendary.find((c) => copiesOf(c) > 1);
  if (twice) return { step: 'refuse.legendaryName', clauses: ['2-2.2'], values: { player, id: twice.id, copies: copiesOf(twice) } };
  if (legendary.length > LEGENDARY_MAX) return { step: 'refuse.legendaryCount', clauses: ['2-2.2'], values: { player, n: legendary.length, max: LEGENDARY_MAX } };
  const over = d.characters.find((c) => !c.legendary && copiesOf(c) > copyLimit(c));
  if (over) return { step: over.summon >= ONE_COPY_FROM ? 'refuse.characterCopies' : 'refuse.characterCopiesLow', clauses: ['2-2.1'], values: { player, id: over.id, summon: over.summon, copies: copiesOf(over), max: copyLimit(over) } };
  if (minimum && d.tactics.length < TACTICS_DECK_MIN) return { step: 'refuse.tacticsDeck', clauses: ['2-3'], values: { player, n: d.tactics.length, min: TACTICS_DECK_MIN } };
  const counts = new Map<string, number>();
  for (const t of d.tactics) counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
  const many = [...counts].find(([, n]) => n > TACTIC_COPIES);
  if (many) return { step: 'refuse.tacticCopies', clauses: ['2-3'], values: { player, id: many[0], copies: many[1], max: TACTIC_COPIES } };
  return null;
}
