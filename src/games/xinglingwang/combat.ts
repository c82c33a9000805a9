/**
 * 星靈王 防守階段 battles (十一, 15-1, 15-2) as pure functions: whom an attacking unit fights,
 * who wins, and who is battle-destroyed. The machine (defense/machine.ts) orders them into steps.
 */
import { has, lineOrder, unitsInFront, type Row, type Unit } from './board';
import { battleAtk, battleScore } from './keywords';
import type { LogEntry } from '../../engine/log';

/**
 * 11-4, 15-1.1, 15-1.2, 15-1.4 — the defenders an attacking unit fights, in the order fought:
 * - normally the first enemy unit 前方 (11-4);
 * - 貫穿: every enemy unit 前方, front first (15-1.1a, 15-1.1c), stopping before one it may not
 *   attack (15-1.1b);
 * - 遠程: the unit at the position it nominated (15-1.2a), which may be the back row behind a
 *   阻擋 (15-1.2c);
 * - a 阻擋 unit can be attacked only by a 破甲 unit (15-1.4b, 15-2.3a).
 * An empty list means the attacker has no target it may attack: it is turned upright (11-3,
 * 15-1.2a, 15-1.4c).
 */
export function defendersOf(units: Unit[], attacker: Unit): Unit[] {
  const inFront = unitsInFront(units, attacker);
  const mayAttack = (defender: Unit) => !has(defender, 'blocker') || has(attacker, 'armourBreak');
  if (has(attacker, 'ranged') && !has(attacker, 'pierce')) {
    const nominated = inFront.find((u) => u.row === (attacker.rangedTarget ?? 'front'));
    return nominated && mayAttack(nominated) ? [nominated] : [];
  }
  if (has(attacker, 'pierce')) {
    // 15-1.2c — with both 貫穿 and 遠程 it attacks whatever it may, fighting those.
    if (has(attacker, 'ranged')) return inFront.filter(mayAttack);
    const out: Unit[] = [];
    for (const defender of inFront) {
      if (!mayAttack(defender)) break;
      out.push(defender);
    }
    return out;
  }
  const first = inFront[0];
  return first && mayAttack(first) ? [first] : [];
}

/**
 * 15-1.4d, 15-2.3a — a 阻擋 unit has no ATK; against a 破甲 attacker its ATK is its score, which
 * effects adding score raise and effects adding ATK do not (15-2.3b). 11-8.8 — another's ATK counts
 * 「本次戰鬥」「本次進攻」 effects.
 */
export function defendingAtk(defender: Unit, attacker: Unit): number {
  return has(defender, 'blocker') ? (has(attacker, 'armourBreak') ? battleScore(defender) : 0) : battleAtk(defender);
}

export interface BattleResult {
  attackerWins: boolean;
  /** 15-2.2a — 拆卸 decided the battle, not ATK. */
  dismantled: boolean;
  clauses: string[];
}

/**
 * 11-8.2 — the attack succeeds when the attacker's ATK is at least the defender's. 15-2.2a — a
 * 拆卸 unit (attacking or defending) wins any battle against a combined unit, whatever the ATK;
 * when both sides have that claim, they cancel and ATK decides (the site's reading in 15-2.2a's note).
 */
export function battle(attacker: Unit, defender: Unit): BattleResult {
  const attackerDismantles = has(attacker, 'dismantle') && !!defender.combined;
  const defenderDismantles = has(defender, 'dismantle') && !!attacker.combined;
  if (attackerDismantles !== defenderDismantles) return { attackerWins: attackerDismantles, dismantled: true, clauses: ['11-8.2', '15-2.2a'] };
  const defence = defendingAtk(defender, attacker);
  // 15-2.3b — effects changed the score a 阻擋 unit fights 破甲 with; 11-8.8 — effects changed an ATK.
  const changed = (u: Unit) => !!u.boost || !!u.power?.length;
  const blockerScored = has(defender, 'blocker') && has(attacker, 'armourBreak') && !!defender.power?.some((p) => p.score);
  const clauses = ['11-8.2', ...(has(defender, 'blocker') ? ['15-2.3a'] : []), ...(blockerScored ? ['15-2.3b'] : []), ...(changed(attacker) || (!has(defender, 'blocker') && changed(defender)) ? ['11-8.8'] : []), ...(attackerDismantles ? ['15-2.2a'] : [])];
  return { attackerWins: battleAtk(attacker) >= defence, dismantled: false, clauses };
}

/**
 * 11-3, 15-1.2a, 15-1.4c — why an attacking unit has no target it may attack: nothing in front
 * (11-3), its nominated position empty (遠程, 15-1.2a), or only a 阻擋 it may not attack (15-1.4c).
 */
export function noTargetClauses(units: Unit[], attacker: Unit): string[] {
  const inFront = unitsInFront(units, attacker);
  const why = inFront.length === 0 ? [] : has(attacker, 'ranged') ? ['15-1.2a'] : has(inFront[0], 'blocker') ? ['15-1.4c'] : [];
  return ['11-3', ...why];
}

export interface DestructionCheck {
  unit: string;
  destroyed: boolean;
  /** 15-4.3a — the battle or a 劇毒 unit would have destroyed it, but it has 破壞抗性. */
  resisted: boolean;
  clauses: string[];
}

/** 15-4.3a — a 破壞抗性 unit is not destroyed for any reason: what would destroy it, with why, does not. */
function check(unit: Unit, reasons: string[]): DestructionCheck {
  const wouldBe = reasons.length > 0;
  const resisted = wouldBe && has(unit, 'indestructible');
  return { unit: unit.id, destroyed: wouldBe && !resisted, resisted, clauses: ['11-8.5', ...reasons, ...(resisted ? ['15-4.3a'] : [])] };
}

/**
 * 11-8.5 — the battle-destruction check after an attacking unit's battles: each defender in the
 * order fought, then the attacker (15-1.1c). A unit is destroyed when its side lost a battle (the
 * site's reading of 11-8.5 with 10-2), or when it fought a 劇毒 unit (15-1.3a). A 遠程
 * attacker is not battle-destroyed while attacking (15-1.2b). A 破壞抗性 unit is destroyed by
 * nothing, 劇毒 included (15-4.3a: 「不會因任何原因而被破壞」).
 */
export function destructionChecks(attacker: Unit, fought: { defender: Unit; result: BattleResult }[]): DestructionCheck[] {
  const checks: DestructionCheck[] = fought.map(({ defender, result }) =>
    check(defender, [...(result.attackerWins ? ['10-2'] : []), ...(has(attacker, 'poison') ? ['15-1.3a'] : [])]),
  );
  const lostAny = fought.some(({ result }) => !result.attackerWins);
  const poisoned = fought.some(({ defender }) => has(defender, 'poison'));
  if (has(attacker, 'ranged')) {
    checks.push({ unit: attacker.id, destroyed: false, resisted: false, clauses: ['11-8.5', '15-1.2b'] });
  } else {
    checks.push(check(attacker, [...(lostAny ? ['10-2'] : []), ...(poisoned ? ['15-1.3a'] : [])]));
  }
  return checks;
}

/** 15-2.1a, 15-2.1d — 偷襲 may return the attacker to hand if it won (with 貫穿, one win is enough). */
export const maySneak = (attacker: Unit, fought: { result: BattleResult }[]) =>
  has(attacker, 'sneak') && fought.some(({ result }) => result.attackerWins);

/** 11-8.1, 6-1 ※ — the defender's 防守階段 resolves the enemy's attacking units' battles in 戰線順序. */
export function attackersInOrder(units: Unit[], defendingPlayer: 0 | 1): Unit[] {
  return units.filter((u) => u.owner !== defendingPlayer && u.state === 'attacking').sort(lineOrder);
}

/**
 * 2-2, 11-4, 11-5 — how a player's 防守階段 opens: it begins when an enemy unit is attacking;
 * with none, it is skipped before it begins, and is never said to begin. The 防守階段's machine
 * logs it, and the turn logs it itself when it skips the phase without that machine (parts.ts).
 */
export const defenseOpening = (units: Unit[], defender: 0 | 1): LogEntry =>
  attackersInOrder(units, defender).length
    ? { step: 'phaseStart', clauses: ['2-2', '11-4'], values: { player: defender } }
    : { step: 'phaseSkipped', clauses: ['11-5'], values: { player: defender } };

export type { Row };
