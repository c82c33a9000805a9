/**
 * 2-4.5, 2-4.6 — a formation's casting notation (施展方式), its card count (陣法張數), and whether
 * the cards a player shows fit it. Pure functions over plain data; the turn machine cites the
 * clause each failure breaks.
 */
import { SHENG_ORDER, type Element } from './elements';
import type { Card } from './rules';

/**
 * One part of a notation, as 2-4.6a writes them: parts are different cards, joined by 「+」; a
 * combination of elements alone (or of levels alone, as 「555」) is written without 「+」.
 */
export type NotationPart =
  /** 2-4.6b 「金」, 2-4.6c 「木木金火」 — one card of each element listed. */
  | { kind: 'elements'; elements: Element[] }
  /** 2-4.6g 「555」 — one card of each level listed. */
  | { kind: 'levels'; levels: number[] }
  /** 2-4.6f 「同級牌」 — one card of the same level as the card of the part just before it. */
  | { kind: 'sameLevel' }
  /** 2-4.6e 「5 張同級牌」 — this many cards, all of one level. */
  | { kind: 'sameLevelCards'; count: number }
  /** 2-4.6d 「3 張牌連續相生」 — this many cards whose elements run on in the 相生 order (2-6.2). */
  | { kind: 'shengChain'; count: number }
  /** 2-4.6h 「其他所有手牌」 — every card left in the hand. */
  | { kind: 'restOfHand' };
export type Notation = NotationPart[];

/**
 * 2-4.6h's two readings (its editor's note) of 「其他所有手牌」 when the hand holds nothing but the
 * cards the notation names: none is all there is (`orNone`, the site's reading: 「水水」 alone casts
 * it), or the 「+」 of 2-4.6a needs at least one more card after it (`atLeastOne`, the other reading).
 */
export type RestOfHandReading = 'orNone' | 'atLeastOne';

/** 2-4.5a — a formation's card count: 1 to 5, or 非固定張數. */
export type FormationCount = number | 'variable';

/** 2-4.2 — a formation's 類別: an attack of one of the 7 elements (2-4.3b), or an active or passive spell (2-4.3d). */
export type FormationCategory = Element | 'physical' | 'special' | 'active' | 'passive';

/** 2-4.2 — a formation the position knows, as the machine holds it: its count is always its notation's (2-4.5b). */
export interface Formation {
  name: string;
  category: FormationCategory;
  notation: Notation;
  count: FormationCount;
}

/** The cards a part stands for (其他所有手牌: none of its own; what is left). */
export function partCards(part: NotationPart): number {
  switch (part.kind) {
    case 'elements': return part.elements.length;
    case 'levels': return part.levels.length;
    case 'sameLevel': return 1;
    case 'sameLevelCards':
    case 'shengChain': return part.count;
    case 'restOfHand': return 0;
  }
}

/** The cards a notation names, 其他所有手牌 aside. */
export const fixedCards = (notation: Notation) => notation.reduce((n, part) => n + partCards(part), 0);

/**
 * 2-4.5a, 2-4.5b — the count the rule gives a formation: the cards its notation names; one that
 * takes 其他所有手牌 has no fixed count however many cards it is cast with.
 */
export const notationCount = (notation: Notation): FormationCount => (notation.some((p) => p.kind === 'restOfHand') ? 'variable' : fixedCards(notation));

/** The clause of 2-4.6 that says what a part of this kind asks. */
export function partClause(part: NotationPart): string {
  switch (part.kind) {
    case 'elements': return part.elements.length === 1 ? '2-4.6b' : '2-4.6c';
    case 'levels': return '2-4.6g';
    case 'sameLevel': return '2-4.6f';
    case 'sameLevelCards': return '2-4.6e';
    case 'shengChain': return '2-4.6d';
    case 'restOfHand': return '2-4.6h';
  }
}

const unique = (ids: string[]) => [...new Set(ids)];

/** 2-4.6d — elements that are `count` elements running on round the 相生 order (土 generates 金). */
function runsOn(elements: Element[]): boolean {
  if (new Set(elements).size !== elements.length) return false;
  return SHENG_ORDER.some((_, start) => {
    const run = new Set(Array.from({ length: elements.length }, (_, i) => SHENG_ORDER[(start + i) % SHENG_ORDER.length]));
    return elements.every((e) => run.has(e));
  });
}

/** Whether these cards, taken slot by slot in the order of the notation's parts, fit every part not relaxed. */
function fitsInOrder(notation: Notation, cards: Card[], relaxed: Set<string>): boolean {
  let at = 0;
  let previous: Card[] = [];
  for (const part of notation) {
    const mine = cards.slice(at, at + partCards(part));
    at += mine.length;
    if (!relaxed.has(partClause(part))) {
      const ok =
        part.kind === 'elements' ? mine.every((c, i) => c.element === part.elements[i])
        : part.kind === 'levels' ? mine.every((c, i) => c.level === part.levels[i])
        : part.kind === 'sameLevel' ? previous.length > 0 && mine[0].level === previous[previous.length - 1].level
        : part.kind === 'sameLevelCards' ? mine.every((c) => c.level === mine[0].level)
        : part.kind === 'shengChain' ? runsOn(mine.map((c) => c.element))
        : true;
      if (!ok) return false;
    }
    previous = mine;
  }
  return true;
}

/** Every ordering of `count` of the cards (a formation has at most 5: 2-4.5a, 2-3.2). */
function* orderings(cards: Card[], count: number, taken: Card[] = [], left: Card[] = cards): Generator<Card[]> {
  if (taken.length === count) return yield taken;
  for (let i = 0; i < left.length; i++) yield* orderings(cards, count, [...taken, left[i]], [...left.slice(0, i), ...left.slice(i + 1)]);
}

const fitsSome = (notation: Notation, cards: Card[], relaxed: Set<string>) => {
  for (const order of orderings(cards, fixedCards(notation))) if (fitsInOrder(notation, order, relaxed)) return true;
  return false;
};

/**
 * 2-4.6 — whether the cards shown form this notation, with `leftInHand` the cards of the hand not
 * shown; if not, the clauses of 2-4.6 whose part of the notation the cards break: the kinds of
 * part that, set aside alone, would let the cards fit, or every kind when none would.
 */
export function notationBreaks(notation: Notation, shown: Card[], leftInHand: Card[]): string[] {
  const clauses = unique(notation.map(partClause));
  const named = clauses.filter((c) => c !== '2-4.6h');
  const rest = notation.some((p) => p.kind === 'restOfHand');
  const fixed = fixedCards(notation);
  // A card too many or too few: no part can be set aside to fit it.
  if (rest ? shown.length < fixed : shown.length !== fixed) return rest ? unique([...named, ...(leftInHand.length ? ['2-4.6h'] : [])]) : clauses;
  // 2-4.6h — 其他所有手牌 leaves nothing in the hand.
  const broken = rest && leftInHand.length > 0 ? ['2-4.6h'] : [];
  if (fitsSome(notation, shown, new Set())) return broken;
  const alone = named.filter((c) => fitsSome(notation, shown, new Set([c])));
  return unique([...broken, ...(alone.length ? alone : named)]);
}

/**
 * 2-4.6b's note (the site's reading) — the notation of a 五行 attack that names no formation: one
 * card of its element, as 金擊術's 「金」 (2-4.2). The source gives no notation for a physical or
 * special attack or a spell that names none, so none is checked (null).
 */
export const defaultNotation = (category: FormationCategory): Notation | null =>
  (SHENG_ORDER as readonly string[]).includes(category) ? [{ kind: 'elements', elements: [category as Element] }] : null;

const CHARS: Record<Element, string> = { metal: '金', wood: '木', water: '水', fire: '火', earth: '土' };

/** The most parts a notation has: 5 cards, each a part at most, then 其他所有手牌. */
export const NOTATION_PARTS = 6;

/** The part of a sentence that writes a notation (`np` table: words.ts), filled from `notationValues`. */
export const NOTATION_TEMPLATE = Array.from({ length: NOTATION_PARTS }, (_, i) => `{p${i}|np}`).join('');

/**
 * A notation as the values of a sentence that writes it in the rulebook's form (the flow's words
 * `np` table, `{p0|np}{p1|np}…`): part i is `p<i>` (its kind and place: `e` elements or levels,
 * written as they are, `f` 同級牌, `k` N 張同級牌, `c` N 張牌連續相生, `r` 其他所有手牌; empty past the
 * end) and `v<i>` what it writes (金木, 555, the N).
 */
export function notationValues(notation: Notation): Record<string, string> {
  const values: Record<string, string> = {};
  for (let i = 0; i < NOTATION_PARTS; i++) {
    const part = notation[i];
    const [key, value] =
      !part ? ['', '']
      : part.kind === 'elements' ? ['e', part.elements.map((e) => CHARS[e]).join('')]
      : part.kind === 'levels' ? ['e', part.levels.join('')]
      : part.kind === 'sameLevel' ? ['f', '']
      : part.kind === 'sameLevelCards' ? ['k', String(part.count)]
      : part.kind === 'shengChain' ? ['c', String(part.count)]
      : ['r', ''];
    values[`p${i}`] = key && `${key}${i}`;
    values[`v${i}`] = value;
  }
  return values;
}
