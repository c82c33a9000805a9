/**
 * The example tactics decks a 風雷卡牌 setup may name instead of listing 40 cards
 * (content/games/fenglei/decks.json: each deck's name per locale and its cards with their copies, and
 * the example cards they hold). JSON, not YAML, because the browser reads it too, when it checks a
 * shared line or the setup editor's position (the flow's schemas, loaded only then) and parses it
 * with no parser of its own; the build checks it, naming the line (decks-check.ts). The sandbox's
 * machine never sees a name: the setup schema turns it into the deck's cards, top first.
 */
import data from '../../../../content/games/fenglei/decks.json';
import type { Locale } from '../../../lib/i18n/locales';
import type { Tactic } from '../table';

/** An example card as the file gives it: a tactic card without its name, which is its key. */
export type ExampleCard = Omit<Tactic, 'id' | 'cost'> & { cost?: number };
export interface ExampleDeck extends Record<Locale, string> {
  /** Each card's name with its copies, in the order the deck is drawn when it is not shuffled. */
  tactics: Record<string, number>;
}
export const EXAMPLE_CARDS = data.cards as Record<string, ExampleCard>;
export const EXAMPLE_DECKS = data.decks as Record<string, ExampleDeck>;
/** The names a setup may give its `deck` (the file's keys). */
export const DECK_KEYS = Object.keys(EXAMPLE_DECKS) as [string, ...string[]];

/** An example card by its name, as a tactics deck holds it. */
export const exampleCard = (id: string): Tactic => ({ id, cost: 0, ...EXAMPLE_CARDS[id] });

/**
 * The example deck `key`'s cards, top first: the cards named in `top`, in that order, then the rest
 * in the order the file lists them. Each name in `top` takes one of the deck's copies (the setup
 * schema has checked that the deck holds them all).
 */
export function deckCards(key: string, top: readonly string[] = []): Tactic[] {
  const left = new Map(Object.entries(EXAMPLE_DECKS[key].tactics));
  for (const id of top) left.set(id, (left.get(id) ?? 0) - 1);
  return [...top, ...[...left].flatMap(([id, n]) => Array<string>(Math.max(n, 0)).fill(id))].map(exampleCard);
}

/** Each example deck's name in a language, for the flow's words (the `deck` table). */
export const deckNames = (locale: Locale): Record<string, string> => Object.fromEntries(Object.entries(EXAMPLE_DECKS).map(([key, deck]) => [key, deck[locale]]));
