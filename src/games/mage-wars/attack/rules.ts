/**
 * Mage Wars' attack as pure rules (section 8 of the site's rulebook, with 9 and 13): who may be
 * attacked, what a roll of the attack dice deals, and which free attacks follow. The machine
 * (machine.ts) sequences them; nothing here knows the order of steps.
 */

import { bordersZone, distance, sameZone, sightBlocker, type Border, type Condition, type Player, type Zone } from '../arena';

export { COLUMNS, ROWS, distance, sameZone, type Player, type Zone } from '../arena';
/** An attack die's faces (8-3): blank, a normal 1 or 2, a critical 1 or 2. */
export type Face = 'blank' | '1' | '2' | 'crit1' | 'crit2';
export const FACES: readonly Face[] = ['blank', '1', '2', 'crit1', 'crit2'];
/**
 * The sandbox's die when it rolls for the reader: six faces, blank twice (the physical die; the
 * source names the five results only, 8-3). A reader may always enter any results instead.
 */
export const DIE_FACES: readonly Face[] = ['blank', 'blank', '1', '2', 'crit1', 'crit2'];

/** An attack as its attack bar gives it (8-0). */
export interface AttackBar {
  kind: 'melee' | 'ranged';
  /** How many attack dice (8-3). */
  dice: number;
  /** Ranged: the least and most zones away (6-1.7, 8-1.3). */
  range?: [number, number];
  /** Strikes against the same target, the first included (8-5). */
  strikes?: number;
  /** Melee against 1 or 2 different creatures in the zone, guards first (8-8, 13-4). */
  sweeping?: boolean;
  /** Ranged against every creature in a zone (8-8). */
  zone?: boolean;
  /** The effect die's threshold and the condition it gives (8-4.2). */
  effect?: { at: number; condition: Condition };
}

/** The conditions the sandbox knows (arena.ts: the round carries them too). */
export { CONDITIONS, type Condition } from '../arena';

export interface Creature {
  id: string;
  owner: Player;
  zone: Zone;
  /** A wall, not a creature: the border it stands on, in no zone (7-5.2); `zone` is the first of its two zones. */
  wall?: Border;
  /** A wall that blocks line of sight (7-5.1). */
  sight?: boolean;
  /** Life and the damage taken: destroyed when damage reaches life. */
  life: number;
  damage: number;
  armor: number;
  /** Has the Flying trait (9-3); whether it flies now is `flies`. */
  flying?: boolean;
  /**
   * Has lost Flying until the attack ends (9-3.5): by diving on a creature that does not fly (9-3.4),
   * or by guarding when its guard marker went during the attack (9-3.8, 13-3; the site's reading).
   */
  grounded?: 'attack' | 'guard';
  /** May melee a flyer without flying (9-3.2). */
  reach?: boolean;
  incorporeal?: boolean;
  /** Has a guard marker (13). */
  guard?: boolean;
  /** Its defenses, one or more: the effect die must roll its number or more (8-2.2); uses left this round; melee or ranged only. One is used against each attack (8-2.3). */
  defenses?: Defense[];
  /** Counterstrike (8-7); a guard has it too (13-2). */
  counterstrike?: boolean;
  /** Its melee attack: the one it counterstrikes with. */
  melee?: Omit<AttackBar, 'kind' | 'range' | 'sweeping' | 'zone'>;
  /** A damage barrier's attack dice (8-6). */
  barrier?: number;
  /** Its conditions, from the setup or given by an effect die during the attack (8-4.2). */
  conditions?: Condition[];
}

/** A defense (8-2.1, 8-2.2). */
export interface Defense { value: number; uses: number; only?: 'melee' | 'ranged' }

export const destroyed = (c: Creature) => c.damage >= c.life;
/**
 * Whether a creature flies now: it has Flying, and has not lost it by guarding (9-3.8: while it has
 * its guard marker, the site's reading) or until the end of the attack (9-3.4, 9-3.5).
 */
export const flies = (c: Creature) => !!c.flying && !c.guard && !c.grounded;
/**
 * 9-3.3's readings of whom a ranged attack may target inside its minimum range in its own zone: a
 * flying target only (the source's words, with 8-1.3's range: the default), or any target when the
 * attacker or the target flies (the Codex's Flying entry: 9-3.3's note).
 */
export type FlyerRange = 'target' | 'either';
/** 9-3.3 — a flyer in the attacker's own zone: a ranged attack may always target it, even inside its minimum range; under the Codex, a flying attacker may so target anything in its zone. */
export const flyerInOwnZone = (attacker: Creature, target: Creature, reading: FlyerRange = 'target') =>
  sameZone(attacker.zone, target.zone) && (flies(target) || (reading === 'either' && flies(attacker)));

/**
 * 8-1.2's readings of a melee attack on a wall (7-5.3) while an enemy guard is in the attacker's
 * zone: it must take the guard instead, as any melee attack must (the source's words, 8-1.2 and
 * 13-2: the default), or the wall may be attacked, for it is in no zone (the Codex's Guarding
 * entry: 8-1.2's note).
 */
export type WallGuard = 'source' | 'codex';

/** Why a melee attack may not take `target` whatever the guards (8-1.1, 9-3.2), or null. The attacker itself is a target like any other (8-1's note, after the Codex). */
function whyNotMelee(attacker: Creature, target: Creature): { reason: string; clauses: string[] } | null {
  // 7-5.3 — a wall on a border of the attacker's own zone.
  if (target.wall) return bordersZone({ between: target.wall }, attacker.zone) ? null : { reason: 'wallMelee', clauses: ['7-5.3'] };
  if (!sameZone(attacker.zone, target.zone)) return { reason: 'notSameZone', clauses: ['8-1.1'] };
  if (flies(target) && !flies(attacker) && !attacker.reach) return { reason: 'flyer', clauses: ['9-3.2'] };
  return null;
}

/** Why `attacker` may not make this attack on `target`, as a refusal key and clauses, or null. */
export function whyNotTarget(creatures: Creature[], attacker: Creature, bar: AttackBar, target: Creature, flyerRange: FlyerRange = 'target', wallGuard: WallGuard = 'source'): { reason: string; clauses: string[] } | null {
  if (bar.kind === 'melee') {
    const why = whyNotMelee(attacker, target);
    if (why) return why;
    // 8-1.2, 13-2: an enemy guard in the zone must be attacked; a flyer attacking a flyer ignores guards (9-3.7), one attacking a creature that does not fly does not (9-3.6);
    // a creature attacking itself ignores guards (8-1's note, after the Codex); under the Codex, so does a melee attack on a wall, which is in no zone (8-1.2's note).
    if (target.wall && wallGuard === 'codex') return null;
    if (!target.guard && target.id !== attacker.id && !(flies(attacker) && flies(target)) && guardsAgainst(creatures, attacker).length)
      // 9-3.6 speaks of a flyer attacking a creature that does not fly: a wall is no creature, so its refusal rests on 8-1.2 and 13-2 alone.
      return target.wall ? { reason: 'guardedWall', clauses: ['8-1.2', '13-2'] } : { reason: 'guarded', clauses: flies(attacker) ? ['8-1.2', '13-2', '9-3.6'] : ['8-1.2', '13-2'] };
    return null;
  }
  const [min, max] = bar.range ?? [0, 0];
  const walls = wallsOf(creatures);
  // 7-5.3 — a wall: one of its two zones in range, and in line of sight (8-1.3; the wall attacked does not hide itself, 7-5.3's note).
  if (target.wall) {
    const near = target.wall.filter((z) => distance(attacker.zone, z) >= min && distance(attacker.zone, z) <= max);
    if (!near.length) return { reason: 'wallRange', clauses: ['7-5.3'] };
    return near.some((z) => !sightBlocker(walls, attacker.zone, z, [target.id])) ? null : { reason: 'noSight', clauses: ['8-1.3', '7-5.1'] };
  }
  if (flyerInOwnZone(attacker, target, flyerRange)) return null;
  const d = distance(attacker.zone, target.zone);
  if (d < min || d > max) return { reason: 'outOfRange', clauses: ['8-1.3'] };
  // 8-1.3, 7-5.1 — a wall that blocks line of sight between the zones (8-1.3's note); never before a flyer (9-3.9).
  if (!flies(target) && sightBlocker(walls, attacker.zone, target.zone)) return { reason: 'noSight', clauses: ['8-1.3', '7-5.1'] };
  return null;
}

/** The walls standing among the attack's objects, as borders with their line of sight (7-5.1). */
export const wallsOf = (creatures: Creature[]) => creatures.filter((c) => c.wall && !destroyed(c)).map((c) => ({ id: c.id, between: c.wall!, sight: c.sight }));
/** 9-3.9 — a wall that would block the line of sight to this flyer, which it never does: said where it matters. */
export const sightPastWall = (creatures: Creature[], attacker: Creature, target: Creature) => (flies(target) ? sightBlocker(wallsOf(creatures), attacker.zone, target.zone) : null);

/** The enemy guards in the attacker's zone (13-2). */
export const guardsAgainst = (creatures: Creature[], attacker: Creature) =>
  creatures.filter((c) => c.owner !== attacker.owner && c.guard && !destroyed(c) && sameZone(c.zone, attacker.zone));

/** The most targets a sweeping attack takes: up to 2 different creatures in the attacker's zone (8-8's note, after the Codex). */
export const SWEEP_TARGETS = 2;

/**
 * 8-8's readings of whom a sweeping or zone attack takes: any creature (a sweeping attack's 1 or 2
 * targets may be friendly, the attacker itself included; a zone attack takes the attacker too when
 * it stands in the zone: the Codex, the default), or the site's earlier reading (a sweeping attack
 * takes enemies only, a zone attack spares the attacker).
 */
export type AreaTargets = 'codex' | 'earlier';

/**
 * 8-8, 13-4 — why a sweeping attack may not take these targets, or null: 1 or 2 different creatures
 * in the zone it may melee (enemies only under the earlier reading), and an enemy guard before any
 * other but the attacker itself, which ignores guards (13-4, 8-1.2). A target is refused for the
 * first rule it breaks, with that rule's own reason.
 */
export function whyNotSweep(creatures: Creature[], attacker: Creature, ids: string[], reading: AreaTargets = 'codex'): { reason: string; clauses: string[]; target?: string } | null {
  if (ids.length < 1 || ids.length > SWEEP_TARGETS || new Set(ids).size !== ids.length) return { reason: 'sweepCount', clauses: ['8-8'] };
  for (const id of ids) {
    const target = creatures.find((c) => c.id === id);
    if (!target) return { reason: 'noCreature', clauses: ['8-1'], target: id };
    if (reading === 'earlier' && target.owner === attacker.owner) return { reason: 'sweepEnemy', clauses: ['8-8'], target: id };
    // 7-5.2 — a wall is in no zone: not one of the creatures in the zone a sweeping attack takes.
    if (target.wall) return { reason: 'notSameZone', clauses: ['8-8', '7-5.2'], target: id };
    const why = whyNotMelee(attacker, target);
    if (why) return { ...why, target: id };
  }
  const guards = guardsAgainst(creatures, attacker).filter((c) => !whyNotMelee(attacker, c)).length;
  const others = ids.filter((id) => id !== attacker.id);
  const chosenGuards = others.filter((id) => guardsAgainst(creatures, attacker).some((c) => c.id === id)).length;
  if (chosenGuards < Math.min(others.length, guards)) return { reason: 'sweepGuards', clauses: ['13-4', '8-1.2'] };
  return null;
}

/** A sweeping attack's targets in the order it resolves them: guards first (13-4), then the others as chosen. */
export function sweepOrder(creatures: Creature[], ids: string[]): Creature[] {
  const chosen = ids.map((id) => creatures.find((c) => c.id === id)!);
  return [...chosen.filter((c) => c.guard), ...chosen.filter((c) => !c.guard)];
}

/** A zone attack's targets: every creature in the zone, the attacker too when it stands there (8-8's note, after the Codex), or but the attacker (the earlier reading). */
export const zoneTargets = (creatures: Creature[], attacker: Creature, zone: Zone, reading: AreaTargets = 'codex') =>
  creatures.filter((c) => !c.wall && (reading === 'codex' || c.id !== attacker.id) && !destroyed(c) && sameZone(c.zone, zone));
/** 7-5.2 — the walls on a border of this zone: in no zone, a zone attack does not harm them. */
export const wallsBordering = (creatures: Creature[], zone: Zone) => creatures.filter((c) => c.wall && !destroyed(c) && bordersZone({ between: c.wall }, zone));

/** Why a ranged zone attack may not target this zone (one on the arena: the event's schema), or null. */
export function whyNotZone(attacker: Creature, bar: AttackBar, zone: Zone, creatures: Creature[] = []): { reason: string; clauses: string[] } | null {
  const [min, max] = bar.range ?? [0, 0];
  const d = distance(attacker.zone, zone);
  if (d < min || d > max) return { reason: 'outOfRange', clauses: ['8-1.3'] };
  // 8-1.3, 7-5.1 — the zone in line of sight (8-1.3's note).
  return sightBlocker(wallsOf(creatures), attacker.zone, zone) ? { reason: 'noSight', clauses: ['8-1.3', '7-5.1'] } : null;
}

/**
 * 8-3, 8-4.1, 9-4.3 — the damage a roll deals: normal results less armour, then critical results in
 * full. Against an incorporeal creature only results of 1 count, one damage each (the site's
 * reading of 9-4.3: a normal 1 still meets armour).
 */
export function damageOf(faces: Face[], target: Creature): { normal: number; critical: number; total: number } {
  const value = (f: Face) => (f === '1' || f === 'crit1' ? 1 : f === '2' || f === 'crit2' ? 2 : 0);
  const counts = (f: Face) => !target.incorporeal || f === '1' || f === 'crit1';
  const kept = faces.filter(counts);
  const normal = kept.filter((f) => f === '1' || f === '2').reduce((s, f) => s + value(f), 0);
  const critical = kept.filter((f) => f === 'crit1' || f === 'crit2').reduce((s, f) => s + value(f), 0);
  return { normal, critical, total: Math.max(0, normal - target.armor) + critical };
}

/**
 * Why a creature that has defenses may not use this one (by its place in the list, from 0) against
 * this attack now (8-2), or null: with several it names the one it uses, one of them (8-2.3). Of the
 * conditions, only daze stops a defense: the one the source names (8-2.4).
 */
export function whyNoDefense(defender: Creature, kind: 'melee' | 'ranged', which?: number): { reason: string; clauses: string[] } | null {
  const all = defender.defenses!;
  if (which === undefined && all.length > 1) return { reason: 'chooseDefense', clauses: ['8-2.3'] };
  const d = all[which ?? 0];
  if (!d) return { reason: 'noDefense', clauses: ['8-2.3'] };
  if (defender.conditions?.includes('daze')) return { reason: 'dazed', clauses: ['8-2.4'] };
  if (d.uses < 1) return { reason: 'noUses', clauses: ['8-2.1'] };
  if (d.only && d.only !== kind) return { reason: kind === 'melee' ? 'rangedOnly' : 'meleeOnly', clauses: ['8-2.1'] };
  return null;
}
