import { describe, expect, it } from 'vitest';
import { clampLife, resolveDamage, shuffled, STARTING_LIFE, turnDrawCount, upstreamOf, downstreamOf, teamOf } from './rules';

const base = { points: 10, targetIsUpstream: true, shield: null, upstreamLastAttack: null } as const;

describe('damage (5-2.4)', () => {
  it('deals its points as damage to 上家 (5-2.4a)', () => {
    expect(resolveDamage({ ...base, element: 'metal' })).toMatchObject({ kind: 'damage', amount: 10 });
  });
  it('相生 heals instead (5-2.4c): 金 after 上家’s 水', () => {
    expect(resolveDamage({ ...base, element: 'metal', upstreamLastAttack: 'water' })).toMatchObject({ kind: 'heal', amount: 10, relation: 'sheng' });
  });
  it('相剋 doubles damage (5-2.4d): 金 after 上家’s 木', () => {
    expect(resolveDamage({ ...base, element: 'metal', upstreamLastAttack: 'wood' })).toMatchObject({ kind: 'damage', amount: 20 });
  });
  it('相抵 halves damage, rounding up (5-2.4e, 2-7.3): 15 → 8', () => {
    expect(resolveDamage({ ...base, points: 15, element: 'fire', upstreamLastAttack: 'fire' })).toMatchObject({ kind: 'damage', amount: 8, relation: 'di' });
  });
  it('no 生剋抵 when the target is not 上家 (5-2.4f)', () => {
    const out = resolveDamage({ ...base, element: 'metal', upstreamLastAttack: 'wood', targetIsUpstream: false });
    expect(out).toMatchObject({ kind: 'damage', amount: 10, relation: 'none' });
    expect(out.clauses).toContain('5-2.4f');
  });
  it('no 生剋抵 for 物理 and 特殊 attacks (5-2.4g)', () => {
    expect(resolveDamage({ ...base, element: 'physical', upstreamLastAttack: 'wood' })).toMatchObject({ kind: 'damage', amount: 10 });
    expect(resolveDamage({ ...base, element: 'special', upstreamLastAttack: 'wood' })).toMatchObject({ kind: 'damage', amount: 10 });
  });
  it('a shield takes the damage with no 生剋抵 (2-2.2, 2-2.4c)', () => {
    expect(resolveDamage({ ...base, element: 'metal', upstreamLastAttack: 'wood', shield: 30 })).toMatchObject({ kind: 'shield', shieldDamage: 10, shieldLeft: 20 });
  });
  it('a shield absorbs damage larger than itself and vanishes (2-2.4a)', () => {
    expect(resolveDamage({ ...base, points: 50, element: 'fire', shield: 12 })).toMatchObject({ kind: 'shield', shieldDamage: 50, shieldLeft: null });
  });
  it('物理 damage to a shield doubles (2-2.4b)', () => {
    expect(resolveDamage({ ...base, element: 'physical', shield: 30 })).toMatchObject({ kind: 'shield', shieldDamage: 20, shieldLeft: 10 });
  });
});

describe('turn draw count (4-2.5)', () => {
  it('is 2 by default (4-2.5b)', () => expect(turnDrawCount(1)).toBe(2));
  it('is cut so the hand just reaches 5 (4-2.5c): 4 cards → 1', () => expect(turnDrawCount(4)).toBe(1));
  it('is 0 at the hand limit (4-2.5e)', () => expect(turnDrawCount(5)).toBe(0));
  it('takes modifiers (4-2.5b): +1 → 3', () => expect(turnDrawCount(0, 1)).toBe(3));
});

describe('seats, teams, life', () => {
  it('上家 is the seat before, 下家 the seat after, wrapping (2-5.2/3)', () => {
    expect(upstreamOf(0, 4)).toBe(3);
    expect(downstreamOf(3, 4)).toBe(0);
  });
  it('teams alternate round the table (3-1)', () => expect([0, 1, 2, 3].map(teamOf)).toEqual([0, 1, 0, 1]));
  it('starting life follows the player count and mode (2-1.2a/b)', () => {
    expect(STARTING_LIFE.basic[4]).toBe(150);
    expect(STARTING_LIFE.formal[6]).toBe(400);
  });
  it('life stays within 0 and its maximum (2-1.3c/d)', () => {
    expect(clampLife(-5, 100)).toBe(0);
    expect(clampLife(130, 100)).toBe(100);
  });
  it('a seeded shuffle replays identically and keeps every card', () => {
    const cards = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffled(cards, 42)).toEqual(shuffled(cards, 42));
    expect(shuffled(cards, 42)).not.toEqual(shuffled(cards, 43));
    expect([...shuffled(cards, 7)].sort()).toEqual(cards);
  });
});
