/**
 * Which of the current player's units may attack, and the declarations a unit could make (11-1,
 * 15-1.2a, 15-1.4, 15-2.4): pure functions of the board that the turn asks before its 進攻宣言
 * begins (whether 進攻宣言 may be chosen, 2-4.2) and that the 進攻宣言 itself (declare/machine.ts)
 * checks. Apart from that machine, which the turn loads only once a line chooses 進攻宣言 (parts.ts).
 */
import { has, PLACES, type Row, type Unit } from './board';
import { defendersOf } from './combat';
import type { DeclareContext, DeclareEvent } from './declare/machine';

/** 11-1, 15-1.4b — an upright unit of the current player with an enemy unit in front that it may attack; 15-1.4a — not a 阻擋 unit. */
export function mayAttack(c: DeclareContext, id: string, row?: Row): boolean {
  const unit = c.units.find((u) => u.id === id);
  if (!unit || unit.owner !== c.attacker || unit.state !== 'upright' || c.declared.includes(id) || has(unit, 'blocker')) return false;
  // 15-1.2a — a 遠程 unit not yet nominating may attack if any position it could nominate will do.
  const rows: (Row | undefined)[] = row ? [row] : unit.keywords.includes('ranged') ? ['front', 'back'] : [undefined];
  return rows.some((r) => defendersOf(c.units, { ...unit, rangedTarget: r ?? unit.rangedTarget }).length > 0);
}

/** 11-1, 15-2.4 — some unit may attack, from where it stands or after gliding. */
export const anyMayAttack = (c: DeclareContext) => c.units.some((u) => mayAttack(c, u.id) || glidePlaces(c, u).length > 0);

/** 15-2.4a — the unit moved to an empty own place. */
export const glided = (c: DeclareContext, id: string, to: { line: number; row: Row }): DeclareContext => ({ ...c, units: c.units.map((u) => (u.id === id ? { ...u, line: to.line, row: to.row } : u)) });

/** 15-2.4a — an upright 滑行 unit of the attacker, not yet attacking, may move to an empty own place. */
export const glideAllowed = (c: DeclareContext, unit: Unit, to: { line: number; row: Row }) =>
  unit.owner === c.attacker && unit.state === 'upright' && !c.declared.includes(unit.id) && !c.units.some((u) => u.owner === unit.owner && u.line === to.line && u.row === to.row);

/** 15-2.4a, 15-2.4b — the empty own places a 滑行 unit may glide to: only where it may then attack; 15-5.3b — none under 禁錮. */
export function glidePlaces(c: DeclareContext, unit: Unit): { line: number; row: Row }[] {
  if (!has(unit, 'glide') || has(unit, 'imprisoned')) return [];
  return PLACES.filter((to) => glideAllowed(c, unit, to) && mayAttack(glided(c, unit.id, to), unit.id));
}

/**
 * 11-2 — the sandbox models using an effect as a step that changes nothing on the board, so it is
 * not offered again right after it was used (a second click would only repeat the log line).
 */
export const offeredAfter = (previous?: { type: string }) => (event: { type: string }) => !(event.type === 'effect.use' && previous?.type === 'effect.use');

/** The attack declarations a unit could make: a 遠程 unit per nominated row, a 滑行 unit also from each place it may glide to. */
export function declareCandidates(c: DeclareContext, unit: Unit): Extract<DeclareEvent, { type: 'attack.declare' }>[] {
  const rows: (Row | undefined)[] = has(unit, 'ranged') ? ['front', 'back'] : [undefined];
  const from = [undefined, ...glidePlaces(c, unit)];
  return from.flatMap((glideTo) => rows.map((row) => ({ type: 'attack.declare' as const, unit: unit.id, ...(row ? { row } : {}), ...(glideTo ? { glideTo } : {}) })));
}
