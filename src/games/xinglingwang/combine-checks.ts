/**
 * What 星靈王's 合體 (15-3) must meet, as refusals: 機械合體 (15-3.2), 寄生合體 (15-3.4), 分開 (15-3.5)
 * and the part a card leaves showing (15-3.1b). Any position may ask them (a reader may try any
 * event); only when one is met does the machine stack or split units, with combine.ts. In the 合體
 * part with combine.ts (which re-exports them): a position with no unit that combines gets the first
 * check's refusal from the turn machine without the part (turn/machine.ts, `combineChecks`).
 */
import type { Refusal } from '../../engine/refusal';
import { faceOf, has, isCombined, mayShow, PLACES, type Player, type Row, type Shown, type Unit } from './board';

export { mayShow, type Shown } from './board';

/**
 * 15-3.5b — where a separated card may go: a free place of the side the unit is on; while the unit
 * is in the front row and a front place is free, only a front place.
 */
export function maySeparateTo(units: Unit[], u: Unit, line: number, row: Row): 'taken' | 'frontFirst' | null {
  const free = (l: number, r: Row) => !units.some((o) => o.owner === u.owner && o.line === l && o.row === r);
  if (!free(line, row)) return 'taken';
  return u.row === 'front' && row === 'back' && PLACES.some((p) => p.row === 'front' && free(p.line, 'front')) ? 'frontFirst' : null;
}

/** The current player's unit with this id, if any. */
const ownUnit = (units: Unit[], player: Player, id: string) => units.find((u) => u.id === id && u.owner === player);

/**
 * 15-3.2b, 15-3.2d, 15-3.1a, 15-3.1b, 15-5.3b — why this 機械合體 may not happen, or null: the unit is
 * the current player's, has 機械合體, is not under 禁錮 (it would move); the target is another of
 * its units, a 機械 unit (a unit with 機械合體: the site's reading in 15-3.2b's first note); neither
 * took part before in this phase, nor is combined already; the card put under is one of the two and
 * can show the part named.
 */
export function whyNotMech(units: Unit[], player: Player, took: string[], e: { unit: string; target: string; below: string; shows: Shown }): Refusal | null {
  const unit = ownUnit(units, player, e.unit);
  const target = ownUnit(units, player, e.target);
  const values = { unit: e.unit, other: e.target };
  if (!unit || !has(unit, 'mechCombine')) return { step: 'refuse.mechUnit', clauses: ['15-3.2b'], values };
  if (!target || target === unit) return { step: 'refuse.mechTarget', clauses: ['15-3.2b'], values };
  const again = [unit, target].find((u) => took.includes(u.id));
  if (again) return { step: 'refuse.mechTwice', clauses: ['15-3.2d'], values: { unit: again.id } };
  const combined = [unit, target].find(isCombined);
  if (combined) return { step: 'refuse.combinedAgain', clauses: ['15-3.1a'], values: { unit: combined.id } };
  if (has(unit, 'imprisoned')) return { step: 'refuse.imprisonedCombine', clauses: ['15-5.3b'], values };
  if (!has(target, 'mechCombine')) return { step: 'refuse.mechMachine', clauses: ['15-3.2b'], values };
  const below = [unit, target].find((u) => u.id === e.below);
  if (!below) return { step: 'refuse.mechBelow', clauses: ['15-3.2b'], values: { ...values, card: e.below } };
  return mayShow(faceOf(below), e.shows) ? null : { step: 'refuse.shows', clauses: ['15-3.1b'], values: { unit: below.id, shows: e.shows } };
}

/**
 * 15-3.4a, 15-3.1a, 15-3.1b, 15-5.3b — why this 寄生合體 may not happen, or null: the unit is the
 * current player's, has 寄生合體, is not under 禁錮 (it would move) nor combined; its target is
 * another unit on the field (either side's) not combined; the unit can show the part named.
 */
export function whyNotParasite(units: Unit[], player: Player, e: { unit: string; target: string; shows: Shown }): Refusal | null {
  const unit = ownUnit(units, player, e.unit);
  const target = units.find((u) => u.id === e.target);
  const values = { unit: e.unit, other: e.target };
  if (!unit || !has(unit, 'parasite')) return { step: 'refuse.parasiteUnit', clauses: ['15-3.4a'], values };
  if (!target || target === unit) return { step: 'refuse.parasiteTarget', clauses: ['15-3.4a'], values };
  const combined = [unit, target].find(isCombined);
  if (combined) return { step: 'refuse.combinedAgain', clauses: ['15-3.1a'], values: { unit: combined.id } };
  if (has(unit, 'imprisoned')) return { step: 'refuse.imprisonedCombine', clauses: ['15-5.3b'], values };
  return mayShow(faceOf(unit), e.shows) ? null : { step: 'refuse.shows', clauses: ['15-3.1b'], values: { unit: unit.id, shows: e.shows } };
}

/** 15-3.5a, 15-3.5b — why this card may not be separated to this place, or null. */
export function whyNotSplit(units: Unit[], e: { unit: string; card: string; line: number; row: Row }): Refusal | null {
  const unit = units.find((u) => u.id === e.unit);
  const values = { unit: e.unit, card: e.card, line: e.line, row: e.row };
  if (unit && unit.id === e.card && unit.under?.length) return { step: 'refuse.splitTop', clauses: ['15-3.5a'], values };
  if (!unit || !unit.under?.some((c) => c.id === e.card)) return { step: 'refuse.splitCard', clauses: ['15-3.5a'], values };
  const why = maySeparateTo(units, unit, e.line, e.row);
  if (why === 'taken') return { step: 'refuse.splitPlace', clauses: ['15-3.5a', '9-3'], values };
  return why === 'frontFirst' ? { step: 'refuse.splitFront', clauses: ['15-3.5b'], values } : null;
}
