/**
 * 星靈王's turn steps of two keywords: 掩護 (15-4.1), offered as a unit enters beside a 掩護 unit,
 * and 衰退 (15-5.4), in its player's end phase. A part of the rules of its own (parts.ts): loaded for a
 * position with a unit or card that has either keyword, where alone the turn machine takes these steps.
 */
import { logged } from '../../../engine/log';
import type { Refusal } from '../../../engine/refusal';
import { has, lineOrder, type Row, type Unit } from '../board';
import { leavingEntries } from '../battle-cards';
import { leaveField, ownAt, type TurnContext } from './machine';

/**
 * 15-4.1a, 5-4, 5-5 — the 掩護 units a unit entering at this place may move behind: the current
 * player's 掩護 units at its 左右邊 (the same row, the next star line on either side) whose 正後方
 * (the back place of their star line; a back-row unit has none) is empty.
 */
export function coversFor(c: TurnContext, line: number, row: Row): Unit[] {
  if (row !== 'front') return [];
  return c.units.filter((u) => u.owner === c.current && has(u, 'cover') && u.row === 'front' && Math.abs(u.line - line) === 1 && !ownAt(c, u.line, 'back'));
}
const covering = (c: TurnContext) => c.units.find((u) => u.id === c.covering)!;

/** 15-4.1a — why the unit just brought out may not move behind this unit, or null. */
export function whyNotCover(c: TurnContext, id: string): Refusal | null {
  const entered = covering(c);
  return coversFor(c, entered.line, entered.row).some((u) => u.id === id) ? null : { step: 'refuse.cover', clauses: ['15-4.1a', '5-4', '5-5'], values: { unit: id, other: entered.id } };
}

/**
 * 15-5.4a, 15-5.4b — in its own end phase, after its other end-phase effects (with any, the turn
 * orders them, turn/triggers.ts), each 衰退 unit of the current player, in 戰線順序, is turned sideways if upright and
 * destroyed if already sideways; 15-4.3a — a 破壞抗性 unit is not destroyed. The clause names
 * only those two states: an attacking unit is left as it is (the site's reading in 15-5.4a's note).
 */
export function decay(c: TurnContext): TurnContext {
  return c.units.filter((u) => u.owner === c.current && has(u, 'decay')).sort(lineOrder).reduce((next, unit) => decayOne(next, unit.id), c);
}

/** 15-5.4a — one 衰退 unit of the current player, as it stands now (turn/triggers.ts orders it among the end phase's other effects, 15-5.4b). */
export function decayOne(c: TurnContext, id: string): TurnContext {
  let next = c;
  const unit = c.units.find((u) => u.id === id && has(u, 'decay'));
  if (unit) {
    const values = { unit: unit.id };
    if (unit.state === 'upright') {
      next = logged({ ...next, units: next.units.map((u) => (u.id === unit.id ? { ...u, state: 'sideways' as const } : u)) }, { step: 'decay.sideways', clauses: ['14-1', '15-5.4a', '15-5.4b'], values });
    } else if (unit.state === 'attacking') {
      next = logged(next, { step: 'decay.attacking', clauses: ['14-1', '15-5.4a', '11-4'], values });
    } else if (has(unit, 'indestructible')) {
      next = logged(next, { step: 'decay.resisted', clauses: ['14-1', '15-5.4a', '15-5.4b', '15-4.3a'], values });
    } else {
      next = leaveField(next, [unit.id], 'graveyard', next.units);
      next = logged({ ...next, units: next.units.filter((u) => u.id !== unit.id) }, { step: unit.traveller ? 'decay.traveller' : 'decay.destroyed', clauses: ['14-1', '15-5.4a', '15-5.4b', '10-2', ...(unit.traveller ? ['10-5'] : [])], values });
      next = logged(next, ...leavingEntries(unit, !unit.traveller));
    }
  }
  return next;
}

/** 15-4.1a, 15-4.1b, 5-5 — the unit just brought out at this place may move behind a 掩護 unit beside it: offered. */
export function offerCover(c: TurnContext, line: number, row: Row): TurnContext {
  const id = ownAt(c, line, row)!.id;
  return logged({ ...c, covering: id }, { step: 'cover.offered', clauses: ['15-4.1a', '15-4.1b', '5-5'], values: { unit: id, others: coversFor(c, line, row).map((u) => u.id).join(', ') } });
}

/** 15-4.1a, 15-4.1c — it moves to the 掩護 unit's 正後方 (5-4); having moved to the back row, it is free in 佈陣 (13-3). */
export function cover(c: TurnContext, by: string): TurnContext {
  const unit = c.units.find((u) => u.id === by)!;
  const id = c.covering!;
  const units = c.units.map((u) => (u.id === id ? { ...u, line: unit.line, row: 'back' as const } : u));
  return logged({ ...c, units, covering: null, enteredFront: c.enteredFront.filter((u) => u !== id) }, { step: 'cover.moved', clauses: ['15-4.1a', '5-4', '15-4.1c'], values: { unit: id, other: unit.id, line: unit.line } });
}
