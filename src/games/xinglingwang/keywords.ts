/**
 * 星靈王's keyword rules of 十五 that are not battles (combat.ts) nor 合體 (combine.ts), as pure
 * functions: the resistances (15-4.2, 15-4.4), charge energy (充能 15-6.1, 耗能 15-6.2), 小旅人
 * under a unit (搭乘 15-6.3, 上車 15-6.4, 下車 15-6.5), 亡魂 points and 還魂 (15-6.6, 15-6.7), and
 * what lapses when the 防守階段 ends (11-8.8). The machines order them into steps.
 */
import type { Refusal } from '../../engine/refusal';
import { has, type Keyword, type Player, type Unit } from './board';

/** Who uses an effect and what it comes from: a magic card (15-4.2) or a unit's effect (15-4.4). */
export interface EffectSource {
  kind: 'magic' | 'unit';
  player: Player;
}

/** The keywords of the resistances: 魔法抗性, 效果抗性 and their enemy forms. */
export const RESISTANCE_KEYWORDS: Keyword[] = ['magicResistant', 'enemyMagicResistant', 'effectResistant', 'enemyEffectResistant'];

/** 15-4.2a, 15-4.2b, 15-4.4a, 15-4.4b — each resistance: the source it bars, whether only the enemy's, and its clause. */
const RESISTANCES: { keyword: Keyword; kind: EffectSource['kind']; enemyOnly: boolean; clause: string }[] = [
  { keyword: 'magicResistant', kind: 'magic', enemyOnly: false, clause: '15-4.2a' },
  { keyword: 'enemyMagicResistant', kind: 'magic', enemyOnly: true, clause: '15-4.2b' },
  { keyword: 'effectResistant', kind: 'unit', enemyOnly: false, clause: '15-4.4a' },
  { keyword: 'enemyEffectResistant', kind: 'unit', enemyOnly: true, clause: '15-4.4b' },
];

/**
 * The clause by which this unit may not be chosen as a target of an effect from this source, or
 * null: 魔法抗性 bars any player's magic cards (15-4.2a), 敵方魔法抗性 only the enemy's (15-4.2b);
 * 效果抗性 bars any player's unit effects (15-4.4a), 敵方效果抗性 only the enemy's (15-4.4b).
 * Only being chosen as a target: rules that change how battles go (劇毒 15-1.3b, 拆卸 15-2.2b,
 * 破甲 15-2.3c) are no effect choosing a target, so combat.ts never asks.
 */
export function resistance(unit: Unit, source: EffectSource): string | null {
  const r = RESISTANCES.find((r) => has(unit, r.keyword) && r.kind === source.kind && (!r.enemyOnly || source.player !== unit.owner));
  return r?.clause ?? null;
}

/** Whether this unit cannot be chosen as the target of an effect from this source (15-4.2, 15-4.4). */
export const resists = (unit: Unit, source: EffectSource) => resistance(unit, source) !== null;

/** Why this unit may not be chosen as the target of this effect (15-4.2, 15-4.4), as a refusal, or null. */
export function whyNotTarget(unit: Unit, source: EffectSource): Refusal | null {
  const clause = resistance(unit, source);
  return clause ? { step: 'refuse.resists', clauses: [clause], values: { unit: unit.id, source: source.kind, player: source.player } } : null;
}

/** 15-6.1a — charge energy is at least 0 and at most 5. */
export const CHARGE_MAX = 5;

/** 15-6.1a, 15-6.1b — a unit's charge after a 充能 of `gain` (never negative): it stops at 5. */
export const charged = (unit: Unit, gain: number) => Math.min(CHARGE_MAX, (unit.charge ?? 0) + Math.max(0, gain));

/** 15-6.2b — a 耗能 removes at least 1 energy, even when effects reduced what it costs to nothing. */
export const toSpend = (count: number) => Math.max(1, count);

/**
 * 15-6.2a's and 15-6.5a's notes — with less energy (or fewer 小旅人) than the effect removes: it is
 * not used (`whole`, the site's reading: the removal is a condition of using it, 6-1), or it removes
 * what there is and goes on (`asFarAsPossible`, 6-2). A setup chooses (`shortCost`).
 */
export type ShortCost = 'whole' | 'asFarAsPossible';

/** 15-6.2a, 15-6.2b — the energy a 耗能 of `count` removes from this unit. */
export const spentBy = (unit: Unit, count: number, reading: ShortCost) => (reading === 'whole' ? toSpend(count) : Math.min(unit.charge ?? 0, toSpend(count)));

/**
 * Why this unit may not use a 耗能 effect costing `count` now, or null: the energy is removed
 * first (15-6.2a), at least 1 (15-6.2b); with less than the count, see `ShortCost`.
 */
export function whyNotSpend(unit: Unit, count: number, reading: ShortCost = 'whole'): Refusal | null {
  const need = toSpend(count);
  const have = unit.charge ?? 0;
  if (have >= need || (reading === 'asFarAsPossible' && have > 0)) return null;
  // 15-6.2b's text forbids using it with no energy at all; fewer than the count is the note's reading.
  return have === 0 ? { step: 'refuse.noCharge', clauses: ['15-6.2b', '15-6.2a'], values: { unit: unit.id } } : { step: 'refuse.chargeShort', clauses: ['15-6.2a'], values: { unit: unit.id, count: need, charge: have } };
}

/** 15-6.3a — a 搭乘 unit brought out takes that many 小旅人 from the forest (at most its number, 15-6.3b). */
export const ridersOnEntry = (ride: number | undefined) => ride ?? 0;

/**
 * Why a 小旅人 may not get on (上車) this unit now, or null: the 小旅人 must be one (15-6.4a), the
 * unit must have 搭乘 (15-6.4a), and be under its limit (15-6.3b).
 */
export function whyNotBoard(traveller: Unit | undefined, unit: Unit | undefined, travellerId: string, unitId: string): Refusal | null {
  if (!traveller || !traveller.traveller) return { step: 'refuse.boardNotTraveller', clauses: ['15-6.4a'], values: { unit: travellerId } };
  if (!unit || !unit.ride) return { step: 'refuse.boardNoRide', clauses: ['15-6.4a'], values: { unit: unitId } };
  const riders = unit.riders ?? 0;
  return riders >= unit.ride ? { step: 'refuse.rideFull', clauses: ['15-6.3b'], values: { unit: unitId, count: unit.ride } } : null;
}

/**
 * Why this unit may not use a 下車 effect returning `count` 小旅人 now, or null: only 小旅人 that
 * 搭乘 or 上車 put under it go back (15-6.5a); with fewer than the count, see `ShortCost` (with none,
 * it returns nothing under either reading, so it is not used).
 */
export function whyNotAlight(unit: Unit, count: number, reading: ShortCost = 'whole'): Refusal | null {
  const riders = unit.riders ?? 0;
  if (riders >= count || (reading === 'asFarAsPossible' && riders > 0)) return null;
  return { step: 'refuse.ridersShort', clauses: ['15-6.5a'], values: { unit: unit.id, count, riders } };
}

/** 15-6.5a — the 小旅人 a 下車 of `count` returns to the forest. */
export const alightedBy = (unit: Unit, count: number, reading: ShortCost) => (reading === 'whole' ? count : Math.min(unit.riders ?? 0, count));

/** 15-6.6a — the 亡魂 points of cards in a graveyard: each card counts its number. */
export const ghostPoints = (ghosts: Record<string, number>, graveyard: string[]) => graveyard.reduce((sum, id) => sum + (ghosts[id] ?? 0), 0);

/**
 * Why these cards may not return to hand by a 還魂 of `points`, or null: they are in the graveyard,
 * each once, each with 亡魂 (15-6.6a), and their points add up to exactly that number (15-6.7a). No
 * card at all is the effect failing (「若成功」 not met), allowed only when no cards add up to it (6-2:
 * an effect is resolved as far as it can be).
 */
export function whyNotRevive(ghosts: Record<string, number>, graveyard: string[], cards: string[], points: number): Refusal | null {
  const missing = cards.find((id, i) => !graveyard.includes(id) || cards.indexOf(id) !== i);
  if (missing) return { step: 'refuse.reviveNotInGrave', clauses: ['15-6.7a'], values: { card: missing } };
  const noGhost = cards.find((id) => !ghosts[id]);
  if (noGhost) return { step: 'refuse.reviveNoGhost', clauses: ['15-6.7a', '15-6.6a'], values: { card: noGhost } };
  if (!cards.length && reviveReachable(ghosts, graveyard, points)) return { step: 'refuse.reviveMust', clauses: ['6-2', '15-6.7a'], values: { count: points } };
  const sum = ghostPoints(ghosts, cards);
  return !cards.length || sum === points ? null : { step: 'refuse.reviveSum', clauses: ['15-6.7a', '15-6.6a'], values: { count: points, sum } };
}

/** 15-6.7a — whether any set of cards in the graveyard has exactly these 亡魂 points (「若成功」 can be met). */
export function reviveReachable(ghosts: Record<string, number>, graveyard: string[], points: number): boolean {
  let sums = new Set([0]);
  for (const id of graveyard) {
    const p = ghosts[id] ?? 0;
    if (p > 0) sums = new Set([...sums, ...[...sums].map((s) => s + p)]);
  }
  return points > 0 && sums.has(points);
}

/** 15-6.1a, 15-6.3 — the charge energy of each unit that has a counter, and the 小旅人 under each 搭乘 unit: what rulings check. */
export const keywordSummary = (units: Unit[]) => ({
  charge: Object.fromEntries(units.filter((u) => u.charge !== undefined).map((u) => [u.id, u.charge!])),
  riders: Object.fromEntries(units.filter((u) => u.ride).map((u) => [u.id, u.riders ?? 0])),
});

const sum = (unit: Unit, key: 'atk' | 'score') => (unit.power ?? []).reduce((n, p) => n + p[key], 0);

/** A unit's ATK in a battle: its own, plus what 「本次進攻」 and 「本次戰鬥」 effects gave it while they last (11-8.8). */
export const battleAtk = (unit: Unit) => unit.atk + (unit.boost ?? 0) + sum(unit, 'atk');

/** 15-2.3b — a unit's score in a battle: its own, plus what score effects gave it (a 阻擋 unit's ATK against 破甲). */
export const battleScore = (unit: Unit) => unit.score + sum(unit, 'score');

/** The units whose ATK or score such effects still change: what rulings check (`lasting`). */
export const lastingUnits = (units: Unit[]) => units.filter((u) => u.boost || u.power?.length).map((u) => u.id);

/**
 * 11-8.8 — when the 防守階段 ends, every 「本次戰鬥」「本次進攻」 effect is lost: the units whose ATK or
 * score they changed, and the board without them. (The source names no earlier end for 「本次戰鬥」;
 * a unit fights once in a phase as a defender, and an attacker's battles end with its attack.)
 */
export function lapseAtDefenseEnd(units: Unit[]): { lapsed: string[]; units: Unit[] } {
  const lapsed = lastingUnits(units);
  return { lapsed, units: lapsed.length ? units.map(({ boost: _b, power: _p, ...u }) => u) : units };
}
