/**
 * 星靈王's 合體 (15-3) as pure functions: what a combined unit is made of and what it shows
 * (15-3.1b, 15-3.1f), how units are stacked (機械合體 15-3.2, 吞食合體 15-3.3, 寄生合體 15-3.4),
 * split (分開 15-3.5), and how a combined unit leaves the field as one and comes apart in the zone it
 * goes to (15-3.1e), or loses only its top card to 偷襲 (15-2.1e). The turn machine orders them.
 * A part of the rules of its own (parts.ts), loaded for a position with a unit that combines; what a
 * 合體 or 分開 must meet, which any position may be asked, is combine-checks.ts.
 */
import type { LogEntry } from '../../engine/log';
import { cardOwner, faceOf, has, isCombined, PLACES, type Face, type Keyword, type Player, type Row, type UnderCard, type Unit } from './board';
import type { Shown } from './board';

/** 15-3 — the checks of a 合體 or 分開 (combine-checks.ts), in this part: see the turn machine's `combineChecks`. */
export { whyNotMech, whyNotParasite, whyNotSplit } from './combine-checks';

/** 15-3.1b — the keywords a card under a combined unit passes on when its ATK is the part showing. */
export const INHERITED_WITH_ATK: readonly Keyword[] = ['pierce', 'poison', 'ranged'];

/** 15-3.1b — what a card under a combined unit adds: the part left showing; its ATK brings 貫穿, 劇毒 and 遠程 with it. */
export function added(card: UnderCard): Face {
  if (card.shows === 'atk') return { atk: card.atk, score: 0, keywords: card.keywords.filter((k) => INHERITED_WITH_ATK.includes(k)) };
  if (card.shows === 'score') return { atk: 0, score: card.score, keywords: [] };
  return { atk: 0, score: 0, keywords: [card.shows] };
}

/**
 * 15-3.1b, 15-3.1f — a combined unit's values: its top card's face with what each card under it
 * shows added; these sums are also its original ATK and score. A 阻擋 showing anywhere makes the
 * whole unit a 阻擋 unit (15-1.4), which cannot attack whatever ATK shows.
 */
export function combinedFace(top: Face, under: UnderCard[]): Face {
  return under.map(added).reduce(
    (sum, a) => ({ atk: sum.atk + a.atk, score: sum.score + a.score, keywords: [...sum.keywords, ...a.keywords.filter((k) => !sum.keywords.includes(k))] }),
    { atk: top.atk, score: top.score, keywords: [...top.keywords] },
  );
}

/** A unit not combined, as a card put under another (15-3.2b, 15-3.3a, 15-3.4a), showing one part. */
export const asUnder = (u: Unit, shows: Shown): UnderCard => ({ id: u.id, owner: cardOwner(u), ...faceOf(u), shows });

/** 10-7 — a card on the field of the player whose side it is on, or of the other (`cardOwner`). */
const onSide = (card: { id: string; owner: Player }, side: Player) => ({ id: card.id, owner: side, ...(card.owner !== side ? { cardOwner: card.owner } : {}) });

/** A unit whose values follow its cards: the top card's face and the cards under it (none: an ordinary unit). */
export function withUnder(top: Unit, topFace: Face, under: UnderCard[]): Unit {
  const { under: _u, topFace: _t, combined: _c, ...rest } = top;
  if (under.length === 0) return { ...rest, ...topFace };
  return { ...rest, ...combinedFace(topFace, under), combined: true, topFace, under };
}

/**
 * 15-3.1a, 15-3.1c — `top` with `under` stacked beneath it at a place: a combined unit, which has
 * entered (9-1) and so stands upright. Neither card was combined (15-3.1a).
 */
export const stack = (top: Unit, under: UnderCard[], place: { line: number; row: Row }): Unit => ({ ...withUnder(top, faceOf(top), under), ...place, state: 'upright' });

/**
 * 15-2.1e — a combined unit's 偷襲: only its top card goes back to hand; the cards under it turn
 * upright and stay where it stood. Several stay as one unit, the card that was just under the top
 * now on top (the site's reading in 15-2.1e's note); none: nothing stays.
 */
export function withoutTop(u: Unit): Unit | null {
  const [next, ...rest] = u.under ?? [];
  if (!next) return null;
  const { shows: _s, id, owner, ...face } = next;
  // A unit of its own: nothing of the top card's (its magic cards, counters) stays with it.
  const base: Unit = { ...onSide({ id, owner }, u.owner), line: u.line, row: u.row, state: 'upright', ...face };
  return withUnder(base, face, rest);
}

/**
 * 15-3.5a — 分開: a card under a combined unit is put on the field at a place of its own; the unit
 * left behind (with the cards still under it, or none) is turned upright. The separated card enters
 * (9-1) upright, as its own unit.
 */
export function separate(u: Unit, cardId: string, place: { line: number; row: Row }): { rest: Unit; out: Unit } {
  const card = u.under!.find((c) => c.id === cardId)!;
  const { shows: _s, id, owner, ...face } = card;
  const rest = { ...withUnder(u, faceOf(u), u.under!.filter((c) => c !== card)), state: 'upright' as const };
  return { rest, out: { ...face, ...onSide({ id, owner }, u.owner), ...place, state: 'upright' } };
}

/** 15-3.1a, 15-3.1f — each combined unit with named cards: the cards under it (the first just under the top) and its ATK, score and keywords, as rulings state them. */
export const stacksOf = (units: Unit[]) =>
  Object.fromEntries(units.filter((u) => u.under?.length).map((u) => [u.id, { under: u.under!.map((c) => c.id), atk: u.atk, score: u.score, keywords: u.keywords }]));

/** 15-3.1d, 15-3.5c — the permanent magic cards on these units, which go to the graveyard (each to the player who used it). */
export const magicOf = (units: Unit[]) => units.flatMap((u) => u.magic ?? []);
const noMagic = (u: Unit): Unit => {
  const { magic: _m, ...rest } = u;
  return rest;
};

/**
 * 15-3.2b — the unit moves to the 機械 unit's place; the one of the two named goes under the other,
 * showing one part. 15-3.1c — the combined unit has entered and stands upright; 15-3.1d — the magic
 * cards on either go to the graveyard.
 */
export function mechCombined(units: Unit[], e: { unit: string; target: string; below: string; shows: Shown }) {
  const unit = units.find((u) => u.id === e.unit)!;
  const target = units.find((u) => u.id === e.target)!;
  const [top, below] = e.below === unit.id ? [target, unit] : [unit, target];
  const combined = stack(noMagic(top), [asUnder(below, e.shows)], { line: target.line, row: target.row });
  const magic = magicOf([unit, target]);
  const entry: LogEntry = { step: 'mech.combined', clauses: ['15-3.2b', '15-3.1a', '15-3.1b', '15-3.1c', '15-3.1f', ...(magic.length ? ['15-3.1d'] : [])], values: { unit: e.unit, other: e.target, top: combined.id, card: e.below, atk: combined.atk, score: combined.score } };
  return { units: [...units.filter((u) => u !== unit && u !== target), combined], combined, entered: combined, magic, entry };
}

/** 15-3.4a — the unit moves to its target's place and under it; 15-3.1c, 15-3.1d as for any 合體. */
export function parasiteCombined(units: Unit[], e: { unit: string; target: string; shows: Shown }) {
  const unit = units.find((u) => u.id === e.unit)!;
  const target = units.find((u) => u.id === e.target)!;
  const combined = stack(noMagic(target), [asUnder(unit, e.shows)], { line: target.line, row: target.row });
  const magic = magicOf([unit, target]);
  const entry: LogEntry = { step: 'parasite.combined', clauses: ['15-3.4a', '15-3.1a', '15-3.1b', '15-3.1c', '15-3.1f', ...(magic.length ? ['15-3.1d'] : [])], values: { unit: e.unit, other: e.target, atk: combined.atk, score: combined.score } };
  return { units: [...units.filter((u) => u !== unit && u !== target), combined], combined, entered: combined, magic, entry };
}

/** 15-3.5a, 15-3.5c — the card is put at the place and the unit turned upright; the magic cards on the combined unit go to the graveyard. */
export function split(units: Unit[], e: { unit: string; card: string; line: number; row: Row }) {
  const unit = units.find((u) => u.id === e.unit)!;
  const { rest, out } = separate(noMagic(unit), e.card, { line: e.line, row: e.row });
  const magic = magicOf([unit]);
  const entry: LogEntry = { step: 'unit.split', clauses: ['15-3.5a', '9-1', ...(rest.row === 'front' ? ['15-3.5b'] : []), ...(magic.length ? ['15-3.5c'] : [])], values: { unit: e.unit, card: e.card, line: e.line, row: e.row } };
  return { units: [...units.filter((u) => u !== unit), rest, out], rest, out, entered: out, magic, entry };
}

/** 15-3.1b — the parts a card may leave showing. */
export const showable = (face: { keywords: Keyword[] }): Shown[] => ['atk', 'score', ...face.keywords];

/** 15-3.2 to 15-3.5 — the 合體 events worth offering: from `own` units with the keyword, to units not combined; a card of an own combined unit with 分開 to a free place. */
export function combineOffers(units: Unit[], own: Unit[]) {
  const single = units.filter((u) => !isCombined(u));
  const mech = own.filter((u) => has(u, 'mechCombine') && !isCombined(u));
  return [
    ...mech.flatMap((u) => mech.filter((t) => t !== u).flatMap((t) => [u, t].flatMap((b) => showable(faceOf(b)).map((shows) => ({ type: 'mech.combine', unit: u.id, target: t.id, below: b.id, shows }))))),
    ...own.filter((u) => has(u, 'parasite') && !isCombined(u)).flatMap((u) => single.filter((t) => t !== u).flatMap((t) => showable(faceOf(u)).map((shows) => ({ type: 'parasite.combine', unit: u.id, target: t.id, shows })))),
    // 15-3.5 — a combined unit of the current player with 分開 splits itself (15-3.5a's second note).
    ...own.filter((u) => has(u, 'split')).flatMap((u) => (u.under ?? []).flatMap((card) => PLACES.filter((p) => !units.some((o) => o.owner === u.owner && o.line === p.line && o.row === p.row)).map((p) => ({ type: 'unit.split', splitBy: u.id, unit: u.id, card: card.id, ...p })))),
  ];
}
