import { describe, expect, it } from 'vitest';
import type { Keyword, Unit } from './board';
import { battle, destructionChecks } from './combat';
import { battleAtk, battleScore, charged, ghostPoints, lapseAtDefenseEnd, lastingUnits, resistance, resists, reviveReachable, toSpend, whyNotAlight, whyNotBoard, whyNotRevive, whyNotSpend } from './keywords';
import { unitsSchema } from './schemas';

let n = 0;
const unit = (u: Partial<Unit>): Unit => ({ id: `u${++n}`, owner: 0, line: 1, row: 'front', atk: 3, score: 1, state: 'upright', keywords: [], ...u });
const withKeyword = (k: Keyword, owner: 0 | 1 = 0) => unit({ owner, keywords: [k] });

describe('resistances (15-4.2, 15-4.4)', () => {
  it('魔法抗性: no player’s magic card may choose it, its own player’s included (15-4.2a)', () => {
    const u = withKeyword('magicResistant');
    expect(resistance(u, { kind: 'magic', player: 0 })).toBe('15-4.2a');
    expect(resistance(u, { kind: 'magic', player: 1 })).toBe('15-4.2a');
    expect(resists(u, { kind: 'unit', player: 1 })).toBe(false);
  });
  it('敵方魔法抗性: only the enemy’s magic cards may not choose it (15-4.2b)', () => {
    const u = withKeyword('enemyMagicResistant', 1);
    expect(resistance(u, { kind: 'magic', player: 0 })).toBe('15-4.2b');
    expect(resists(u, { kind: 'magic', player: 1 })).toBe(false);
  });
  it('效果抗性 bars any player’s unit effects, not magic cards (15-4.4a)', () => {
    const u = withKeyword('effectResistant');
    expect(resistance(u, { kind: 'unit', player: 0 })).toBe('15-4.4a');
    expect(resists(u, { kind: 'magic', player: 1 })).toBe(false);
  });
  it('敵方效果抗性 bars only the enemy’s unit effects (15-4.4b)', () => {
    const u = withKeyword('enemyEffectResistant');
    expect(resistance(u, { kind: 'unit', player: 1 })).toBe('15-4.4b');
    expect(resists(u, { kind: 'unit', player: 0 })).toBe(false);
  });
  it('劇毒, 拆卸 and 破甲 change the battle, whatever the resistance (15-1.3b, 15-2.2b, 15-2.3c)', () => {
    const viper = unit({ owner: 1, state: 'attacking', atk: 1, keywords: ['poison'] });
    const knight = unit({ atk: 6, keywords: ['effectResistant'] });
    const fought = [{ defender: knight, result: battle(viper, knight) }];
    expect(destructionChecks(viper, fought).find((c) => c.unit === knight.id)!.destroyed).toBe(true);
    const sapper = unit({ owner: 1, state: 'attacking', atk: 1, keywords: ['dismantle'] });
    const golem = unit({ atk: 9, combined: true, keywords: ['effectResistant'] });
    expect(battle(sapper, golem).attackerWins).toBe(true);
    const breaker = unit({ owner: 1, state: 'attacking', atk: 2, keywords: ['armourBreak'] });
    const wall = unit({ atk: 0, score: 3, keywords: ['blocker', 'effectResistant'] });
    expect(battle(breaker, wall).attackerWins).toBe(false);
  });
});

describe('charge energy (15-6.1, 15-6.2)', () => {
  it('充能 adds energy up to 5, never a negative gain (15-6.1a, 15-6.1b)', () => {
    expect(charged(unit({ charge: 3 }), 4)).toBe(5);
    expect(charged(unit({}), 2)).toBe(2);
    expect(charged(unit({ charge: 2 }), -3)).toBe(2);
  });
  it('耗能 removes at least 1, even when reduced to nothing (15-6.2b)', () => {
    expect(toSpend(0)).toBe(1);
    expect(toSpend(3)).toBe(3);
    expect(whyNotSpend(unit({ charge: 0 }), 0)?.clauses).toEqual(['15-6.2b', '15-6.2a']);
    expect(whyNotSpend(unit({ charge: 1 }), 0)).toBeNull();
  });
  it('with less energy than it removes, a 耗能 effect is not used (15-6.2a, the site’s reading)', () => {
    expect(whyNotSpend(unit({ charge: 2 }), 3)).toMatchObject({ step: 'refuse.chargeShort', values: { count: 3, charge: 2 } });
    expect(whyNotSpend(unit({ charge: 3 }), 3)).toBeNull();
  });
  it('a charge above 5 is not a position (15-6.1a)', () => {
    expect(unitsSchema.safeParse([{ id: 'a', owner: 0, line: 1, row: 'front', atk: 1, score: 1, charge: 6 }]).success).toBe(false);
    expect(unitsSchema.safeParse([{ id: 'a', owner: 0, line: 1, row: 'front', atk: 1, score: 1, charge: 5 }]).success).toBe(true);
  });
});

describe('小旅人 under a unit (15-6.3 to 15-6.5)', () => {
  const bus = (riders: number) => unit({ id: 'bus', ride: 2, riders });
  const traveller = unit({ id: 't', traveller: true });
  it('上車 moves a 小旅人 under a 搭乘 unit, up to its number (15-6.4a, 15-6.3b)', () => {
    expect(whyNotBoard(traveller, bus(1), 't', 'bus')).toBeNull();
    expect(whyNotBoard(traveller, bus(2), 't', 'bus')).toMatchObject({ step: 'refuse.rideFull', clauses: ['15-6.3b'] });
    expect(whyNotBoard(traveller, unit({ id: 'car' }), 't', 'car')).toMatchObject({ step: 'refuse.boardNoRide' });
    expect(whyNotBoard(unit({ id: 'k' }), bus(0), 'k', 'bus')).toMatchObject({ step: 'refuse.boardNotTraveller' });
  });
  it('下車 returns only 小旅人 that are under it (15-6.5a)', () => {
    expect(whyNotAlight(bus(2), 2)).toBeNull();
    expect(whyNotAlight(bus(1), 2)).toMatchObject({ step: 'refuse.ridersShort', values: { riders: 1, count: 2 } });
  });
  it('more 小旅人 under a unit than its 搭乘 number, or any without 搭乘, is not a position (15-6.3b)', () => {
    const base = { owner: 0, line: 1, row: 'front', atk: 1, score: 1 };
    expect(unitsSchema.safeParse([{ id: 'a', ...base, ride: 2, riders: 3 }]).success).toBe(false);
    expect(unitsSchema.safeParse([{ id: 'a', ...base, riders: 1 }]).success).toBe(false);
    expect(unitsSchema.safeParse([{ id: 'a', ...base, ride: 2, riders: 2 }]).success).toBe(true);
  });
});

describe('亡魂 and 還魂 (15-6.6, 15-6.7)', () => {
  const ghosts = { a: 1, b: 2, c: 3 };
  it('counts the 亡魂 points of the cards in a graveyard (15-6.6a)', () => {
    expect(ghostPoints(ghosts, ['a', 'c', 'x'])).toBe(4);
  });
  it('還魂 returns cards whose points add up to exactly the number (15-6.7a)', () => {
    expect(whyNotRevive(ghosts, ['a', 'b', 'c'], ['a', 'b'], 3)).toBeNull();
    expect(whyNotRevive(ghosts, ['a', 'b', 'c'], ['c', 'b'], 3)).toMatchObject({ step: 'refuse.reviveSum', values: { sum: 5 } });
    expect(whyNotRevive(ghosts, ['a'], ['b'], 2)).toMatchObject({ step: 'refuse.reviveNotInGrave' });
    expect(reviveReachable(ghosts, ['a', 'c'], 2)).toBe(false);
    expect(reviveReachable(ghosts, ['a', 'c'], 4)).toBe(true);
  });
});

describe('「本次進攻」 effects (11-8.8)', () => {
  it('count in the attacking unit’s battles, and are lost when the 防守階段 ends', () => {
    const a = unit({ owner: 1, state: 'attacking', atk: 2, boost: 3 });
    const d = unit({ atk: 4 });
    expect(battleAtk(a)).toBe(5);
    expect(battle(a, d).attackerWins).toBe(true);
    const { lapsed, units } = lapseAtDefenseEnd([a, d]);
    expect(lapsed).toEqual([a.id]);
    expect(battle(units[0]!, d).attackerWins).toBe(false);
  });
  it('a 「本次進攻」 effect is on an attacking unit only (8-2, 11-8.8)', () => {
    const base = { owner: 0, line: 1, row: 'front', atk: 2, score: 1, boost: 2 };
    expect(unitsSchema.safeParse([{ id: 'w', ...base }]).success).toBe(false);
    expect(unitsSchema.safeParse([{ id: 'w', ...base, state: 'attacking' }]).success).toBe(true);
  });
});

describe('「本次戰鬥」「本次進攻」 changes of ATK and score (15-1.4d, 15-2.3b, 11-8.8)', () => {
  const power = (atk: number, score: number, until: 'battle' | 'attack' = 'battle') => [{ card: 'ward', atk, score, until }];
  it('an ATK change counts in battle; a score change raises a 阻擋 unit’s ATK against 破甲, an ATK change does not', () => {
    const breaker = unit({ owner: 1, state: 'attacking', atk: 3, keywords: ['armourBreak'] });
    const wall = unit({ atk: 0, score: 2, keywords: ['blocker'] });
    expect(battle(breaker, wall).attackerWins).toBe(true);
    expect(battle(breaker, { ...wall, power: power(5, 0) }).attackerWins, '15-2.3b: ATK added does not count').toBe(true);
    const scored = battle(breaker, { ...wall, power: power(0, 2) });
    expect(scored.attackerWins, '15-2.3b: score added counts').toBe(false);
    expect(scored.clauses).toContain('15-2.3b');
    expect(battleScore({ ...wall, power: power(0, 2) })).toBe(4);
    expect(battleAtk({ ...unit({ atk: 3 }), power: [...power(2, 0), ...power(1, 0, 'attack')] })).toBe(6);
  });
  it('both kinds are lost when the 防守階段 ends, with the 「本次進攻」 ATK a setup gives', () => {
    const a = unit({ owner: 1, state: 'attacking', atk: 2, boost: 1, power: power(1, 1, 'attack') });
    const d = unit({ atk: 4, power: power(2, 0) });
    const plain = unit({ atk: 1 });
    expect(lastingUnits([a, d, plain])).toEqual([a.id, d.id]);
    const { lapsed, units } = lapseAtDefenseEnd([a, d, plain]);
    expect(lapsed).toEqual([a.id, d.id]);
    expect(units.map((u) => [u.boost, u.power])).toEqual([[undefined, undefined], [undefined, undefined], [undefined, undefined]]);
    expect(units[2]).toEqual(plain);
  });
});
