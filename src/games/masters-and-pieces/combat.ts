/**
 * A battle between two pieces (10): damage, the counterattack, destruction and where the attacker
 * ends. Pure functions; the combat flow's machine (combat/machine.ts) calls them and logs what they
 * return, with their clauses.
 */
import { attackFrom, reaches, type Piece, type Square } from './board';

/** 10-3 — ATK is the base; boosts added and reductions taken off give the final damage, never below 0 (the site's reading). */
export const finalDamage = (attacker: Piece, target: { reduction?: number }): number => Math.max(0, attacker.atk + (attacker.boost ?? 0) - (target.reduction ?? 0));

export interface BattleResult {
  /** Damage dealt to the attacked piece (10-3) and, if it counterattacks, to the attacker (10-8.2). */
  damage: number;
  counter: boolean;
  counterDamage: number;
  /** HP after the damage (10-4). */
  attackerHp: number;
  defenderHp: number;
  attackerDestroyed: boolean;
  defenderDestroyed: boolean;
  /** Where the attacker stands afterwards, if it survives: the attacked square (10-5) or the square before it (10-7). */
  attackerEnds: Square | null;
  /** The square it attacked from (10-6, 10-6.1). */
  from: Square;
}

/** 10-3 … 10-8 — one battle: the attacker moving to `to`, where `defender` stands. */
export function battle(attacker: Piece, defender: Piece, to: Square): BattleResult {
  const from = attackFrom(attacker, to);
  const damage = finalDamage(attacker, defender);
  // 10-8.1 — it counterattacks if it could move onto the square the attacker attacks from.
  const counter = reaches({ ...defender }, from);
  const counterDamage = counter ? finalDamage(defender, attacker) : 0;
  // 10-8.2 — simultaneous: both damages are dealt before either piece is checked.
  const defenderHp = defender.hp - damage;
  const attackerHp = attacker.hp - counterDamage;
  const defenderDestroyed = defenderHp <= 0;
  const attackerDestroyed = attackerHp <= 0;
  return {
    damage,
    counter,
    counterDamage,
    attackerHp,
    defenderHp,
    attackerDestroyed,
    defenderDestroyed,
    attackerEnds: attackerDestroyed ? null : defenderDestroyed ? to : from,
    from,
  };
}
