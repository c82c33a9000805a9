import { describe, expect, it } from 'vitest';
import type { Unit } from './board';
import { attackersInOrder, battle, defendersOf, destructionChecks, maySneak } from './combat';

let n = 0;
const unit = (u: Partial<Unit>): Unit => ({ id: `u${++n}`, owner: 0, line: 1, row: 'front', atk: 3, score: 1, state: 'upright', keywords: [], ...u });

describe('whom an attacking unit fights', () => {
  it('the first enemy unit in front: the front row before the back (11-4, 5-1)', () => {
    const a = unit({ owner: 1, state: 'attacking' });
    const front = unit({ row: 'front' });
    const back = unit({ row: 'back' });
    expect(defendersOf([a, back, front], a)).toEqual([front]);
    expect(defendersOf([a, back], a)).toEqual([back]);
  });
  it('no enemy unit on its line: no target, so it is turned upright (11-3)', () => {
    const a = unit({ owner: 1, state: 'attacking' });
    expect(defendersOf([a, unit({ line: 2 })], a)).toEqual([]);
  });
  it('貫穿 fights every unit in front, front first (15-1.1a, 15-1.1c)', () => {
    const a = unit({ owner: 1, state: 'attacking', keywords: ['pierce'] });
    const front = unit({ row: 'front' });
    const back = unit({ row: 'back' });
    expect(defendersOf([a, back, front], a)).toEqual([front, back]);
  });
  it('貫穿 stops before a back 阻擋 it may not attack (15-1.1b)', () => {
    const a = unit({ owner: 1, state: 'attacking', keywords: ['pierce'] });
    const front = unit({ row: 'front' });
    expect(defendersOf([a, front, unit({ row: 'back', keywords: ['blocker'] })], a)).toEqual([front]);
  });
  it('遠程 fights the nominated position, even behind a 阻擋 (15-1.2a, 15-1.2c)', () => {
    const a = unit({ owner: 1, state: 'attacking', keywords: ['ranged'], rangedTarget: 'back' });
    const back = unit({ row: 'back' });
    expect(defendersOf([a, unit({ row: 'front', keywords: ['blocker'] }), back], a)).toEqual([back]);
    expect(defendersOf([a, unit({ row: 'front' })], a)).toEqual([]);
  });
  it('only 破甲 may attack a 阻擋 (15-1.4b, 15-2.3a)', () => {
    const blocker = unit({ keywords: ['blocker'] });
    expect(defendersOf([blocker], unit({ owner: 1 }))).toEqual([]);
    expect(defendersOf([blocker], unit({ owner: 1, keywords: ['armourBreak'] }))).toEqual([blocker]);
  });
});

describe('who wins a battle (11-8.2)', () => {
  it('the attacker wins on equal ATK', () => expect(battle(unit({ atk: 4 }), unit({ atk: 4 })).attackerWins).toBe(true));
  it('the defender wins on higher ATK', () => expect(battle(unit({ atk: 3 }), unit({ atk: 4 })).attackerWins).toBe(false));
  it('a 阻擋 defends with its score against 破甲 (15-2.3a)', () => {
    const blocker = unit({ keywords: ['blocker'], atk: 0, score: 5 });
    expect(battle(unit({ atk: 4, keywords: ['armourBreak'] }), blocker).attackerWins).toBe(false);
    expect(battle(unit({ atk: 5, keywords: ['armourBreak'] }), blocker).attackerWins).toBe(true);
  });
  it('拆卸 beats a combined unit whatever the ATK (15-2.2a)', () => {
    expect(battle(unit({ atk: 1, keywords: ['dismantle'] }), unit({ atk: 9, combined: true })).attackerWins).toBe(true);
  });
  it('拆卸 defending against a combined attacker wins too; when both sides may claim it, ATK decides (15-2.2a and its note)', () => {
    const defended = battle(unit({ atk: 9, combined: true }), unit({ atk: 1, keywords: ['dismantle'] }));
    expect(defended).toMatchObject({ attackerWins: false, dismantled: true });
    const both = battle(unit({ atk: 2, combined: true, keywords: ['dismantle'] }), unit({ atk: 5, combined: true, keywords: ['dismantle'] }));
    expect(both).toMatchObject({ attackerWins: false, dismantled: false });
    expect(battle(unit({ atk: 9 }), unit({ atk: 1, keywords: ['dismantle'] })).dismantled, 'against a unit that is not combined, ATK decides').toBe(false);
  });
});

describe('the battle-destruction check (11-8.5)', () => {
  it('the loser is destroyed, the defender checked first (site reading of 11-8.5)', () => {
    const a = unit({ atk: 5 });
    const d = unit({ atk: 2 });
    expect(destructionChecks(a, [{ defender: d, result: battle(a, d) }]).map((c) => [c.unit, c.destroyed])).toEqual([[d.id, true], [a.id, false]]);
  });
  it('劇毒 destroys the unit it fought even when that unit won (15-1.3a)', () => {
    const a = unit({ atk: 1, keywords: ['poison'] });
    const d = unit({ atk: 5 });
    expect(destructionChecks(a, [{ defender: d, result: battle(a, d) }]).map((c) => c.destroyed)).toEqual([true, true]);
  });
  it('a 遠程 attacker is not destroyed by battle (15-1.2b)', () => {
    const a = unit({ atk: 1, keywords: ['ranged'] });
    const d = unit({ atk: 5, keywords: ['poison'] });
    expect(destructionChecks(a, [{ defender: d, result: battle(a, d) }]).at(-1)!.destroyed).toBe(false);
  });
  it('貫穿 checks the front defender, the back defender, then the attacker (15-1.1c)', () => {
    const a = unit({ atk: 4, keywords: ['pierce'] });
    const front = unit({ atk: 2 });
    const back = unit({ atk: 6, row: 'back' });
    const checks = destructionChecks(a, [front, back].map((defender) => ({ defender, result: battle(a, defender) })));
    expect(checks.map((c) => [c.unit, c.destroyed])).toEqual([[front.id, true], [back.id, false], [a.id, true]]);
  });
  it('破壞抗性: a unit that lost, or fought a 劇毒 unit, is not destroyed, and the check says why (15-4.3a)', () => {
    const a = unit({ atk: 1, keywords: ['indestructible'] });
    const d = unit({ atk: 5, keywords: ['poison', 'indestructible'] });
    const checks = destructionChecks(a, [{ defender: d, result: battle(a, d) }]);
    expect(checks.map((c) => [c.unit, c.destroyed, c.resisted])).toEqual([[d.id, false, false], [a.id, false, true]]);
    expect(checks[1].clauses).toEqual(['11-8.5', '10-2', '15-1.3a', '15-4.3a']);
    const poisoner = unit({ atk: 9, keywords: ['poison'] });
    expect(destructionChecks(poisoner, [{ defender: d, result: battle(poisoner, d) }])[0]).toMatchObject({ destroyed: false, resisted: true, clauses: ['11-8.5', '10-2', '15-1.3a', '15-4.3a'] });
    const plain = unit({ atk: 9 });
    expect(destructionChecks(plain, [{ defender: unit({ atk: 1 }), result: { attackerWins: true, dismantled: false, clauses: [] } }])[0]).toMatchObject({ destroyed: true, resisted: false });
  });
});

describe('偷襲 and order', () => {
  it('偷襲 may return after a win; with 貫穿 one win is enough (15-2.1a, 15-2.1d)', () => {
    const a = unit({ keywords: ['sneak', 'pierce'], atk: 3 });
    expect(maySneak(a, [{ result: { attackerWins: false, dismantled: false, clauses: [] } }, { result: { attackerWins: true, dismantled: false, clauses: [] } }])).toBe(true);
    expect(maySneak(a, [{ result: { attackerWins: false, dismantled: false, clauses: [] } }])).toBe(false);
  });
  it('the enemy’s attacking units resolve in 戰線順序 (11-4, 6-1)', () => {
    const units = [unit({ owner: 1, state: 'attacking', line: 3 }), unit({ owner: 1, state: 'attacking', line: 1, row: 'back' }), unit({ owner: 1, state: 'attacking', line: 1 }), unit({ owner: 1, line: 2 })];
    expect(attackersInOrder(units, 0).map((u) => [u.line, u.row])).toEqual([[1, 'front'], [1, 'back'], [3, 'front']]);
  });
});
