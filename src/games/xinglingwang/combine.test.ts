/** 星靈王's 合體 (15-3) as pure functions: what a combined unit shows, how it is made, split and leaves. */
import { describe, expect, it } from 'vitest';
import type { UnderCard, Unit } from './board';
import { cardsOf } from './board';
import { combinedFace, mechCombined, parasiteCombined, separate, split, stack, withoutTop } from './combine';
import { maySeparateTo, whyNotMech, whyNotParasite, whyNotSplit } from './combine-checks';
import { unitsSchema } from './schemas';

const unit = (id: string, more: Partial<Unit> = {}): Unit => ({ id, owner: 0, line: 1, row: 'front', atk: 2, score: 1, state: 'upright', keywords: [], ...more });
const card = (id: string, shows: UnderCard['shows'], more: Partial<UnderCard> = {}): UnderCard => ({ id, owner: 0, atk: 3, score: 2, keywords: [], shows, ...more });
const top = { atk: 4, score: 1, keywords: [] };

describe('15-3.1b, 15-3.1f — what a combined unit shows', () => {
  it('adds the ATK a card under it shows, with its 貫穿, 劇毒 and 遠程 but no other keyword', () => {
    expect(combinedFace(top, [card('a', 'atk', { keywords: ['pierce', 'poison', 'ranged', 'sneak'] })])).toEqual({ atk: 7, score: 1, keywords: ['pierce', 'poison', 'ranged'] });
  });
  it('adds a shown score and nothing else; the sums are the unit’s original ATK and score', () => {
    expect(combinedFace(top, [card('a', 'score', { keywords: ['pierce'] }), card('b', 'score')])).toEqual({ atk: 4, score: 5, keywords: [] });
  });
  it('a 阻擋 shown under it makes the whole unit a 阻擋 unit whatever ATK shows', () => {
    expect(combinedFace(top, [card('a', 'blocker', { keywords: ['blocker'] })]).keywords).toEqual(['blocker']);
  });
  it('a setup’s unit with cards under it takes those values; a card shows only a keyword it has', () => {
    const [u] = unitsSchema.parse([{ id: 'x', owner: 0, line: 1, row: 'front', atk: 4, score: 1, under: [{ id: 'y', atk: 3, score: 2, keywords: ['ranged'], shows: 'atk' }] }]);
    expect(u).toMatchObject({ atk: 7, score: 1, keywords: ['ranged'], combined: true, topFace: top });
    const bad = unitsSchema.safeParse([{ id: 'x', owner: 0, line: 1, row: 'front', atk: 4, score: 1, under: [{ id: 'y', atk: 3, score: 2, shows: 'blocker' }] }]);
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error)).toContain('showsMissing');
  });
  it('a unit marked 合體 with 偷襲 needs its cards named (15-2.1e); with them it is taken', () => {
    const marked = { id: 'x', owner: 0, line: 1, row: 'front', atk: 4, score: 1, keywords: ['sneak'], combined: true };
    expect(unitsSchema.safeParse([marked]).success).toBe(false);
    expect(unitsSchema.safeParse([{ ...marked, under: [{ id: 'y', atk: 1, score: 1, shows: 'score' }] }]).success).toBe(true);
  });
});

describe('15-3.2 to 15-3.4 — combining', () => {
  const units = [unit('m', { keywords: ['mechCombine'], magic: [{ id: 'ward', owner: 0 }] }), unit('g', { line: 2, state: 'sideways', keywords: ['mechCombine'] }), unit('p', { line: 3, keywords: ['parasite'] }), unit('e', { owner: 1, line: 3 })];
  const e = { unit: 'm', target: 'g', below: 'g', shows: 'atk' as const };
  it('機械合體: the unit moves to the 機械 unit’s place, upright, the card named under it; their magic cards go', () => {
    const r = mechCombined(units, e);
    expect(r.combined).toMatchObject({ id: 'm', line: 2, row: 'front', state: 'upright', atk: 4, under: [{ id: 'g', shows: 'atk' }] });
    expect(r.combined.magic).toBeUndefined();
    expect(r.magic).toEqual([{ id: 'ward', owner: 0 }]);
    expect(r.units.map((u) => u.id)).toEqual(['p', 'e', 'm']);
  });
  it('the player may put the moving unit under instead: the 機械 unit is then the top', () => {
    expect(mechCombined(units, { ...e, below: 'm' }).combined).toMatchObject({ id: 'g', line: 2, under: [{ id: 'm' }] });
  });
  it('refuses by the clause that forbids it', () => {
    const why = (change: object, took: string[] = [], board = units) => whyNotMech(board, 0, took, { ...e, ...change })?.clauses;
    expect(why({})).toBeUndefined();
    expect(why({ unit: 'p' })).toEqual(['15-3.2b']);
    expect(why({ target: 'e' })).toEqual(['15-3.2b']);
    expect(why({}, ['g'])).toEqual(['15-3.2d']);
    expect(why({ target: 'p', below: 'p' })).toEqual(['15-3.2b']);
    expect(why({ below: 'p' })).toEqual(['15-3.2b']);
    expect(why({ shows: 'blocker' })).toEqual(['15-3.1b']);
    expect(why({}, [], units.map((u) => (u.id === 'm' ? { ...u, keywords: ['mechCombine', 'imprisoned'] as Unit['keywords'] } : u)))).toEqual(['15-5.3b']);
    expect(why({}, [], units.map((u) => (u.id === 'g' ? { ...u, under: [card('z', 'score')] } : u)))).toEqual(['15-3.1a']);
  });
  it('寄生合體 goes under its target, an enemy one too, which stays on its side', () => {
    expect(whyNotParasite(units, 0, { unit: 'p', target: 'e', shows: 'score' })).toBeNull();
    expect(whyNotParasite(units, 0, { unit: 'p', target: 'p', shows: 'score' })?.clauses).toEqual(['15-3.4a']);
    expect(whyNotParasite(units, 0, { unit: 'm', target: 'e', shows: 'score' })?.clauses).toEqual(['15-3.4a']);
    const r = parasiteCombined(units, { unit: 'p', target: 'e', shows: 'score' });
    expect(r.combined).toMatchObject({ id: 'e', owner: 1, line: 3, score: 2, under: [{ id: 'p', owner: 0 }] });
    expect(cardsOf(r.combined)).toEqual([{ id: 'e', owner: 1 }, { id: 'p', owner: 0 }]);
  });
  it('吞食合體 and the like: a stack entered is upright at its place', () => {
    expect(stack(unit('t', { state: 'sideways' }), [card('a', 'atk')], { line: 4, row: 'back' })).toMatchObject({ line: 4, row: 'back', state: 'upright', atk: 5, combined: true });
  });
});

describe('15-3.5, 15-3.1e, 15-2.1e — coming apart', () => {
  const combined = stack(unit('t', { atk: 1, score: 1 }), [card('a', 'atk'), card('b', 'score', { owner: 1 })], { line: 2, row: 'front' });
  it('分開 puts a card under it on a free place, as its own unit; the rest stays, upright', () => {
    const { rest, out } = separate({ ...combined, state: 'sideways' }, 'a', { line: 3, row: 'front' });
    expect(rest).toMatchObject({ id: 't', state: 'upright', atk: 1, score: 3, under: [{ id: 'b' }] });
    expect(out).toEqual({ id: 'a', owner: 0, atk: 3, score: 2, keywords: [], line: 3, row: 'front', state: 'upright' });
    // 10-7 — an enemy card separated onto this side stays its owner's card.
    expect(separate(combined, 'b', { line: 3, row: 'front' }).out).toMatchObject({ id: 'b', owner: 0, cardOwner: 1 });
  });
  it('the last card separated leaves an ordinary unit', () => {
    const one = stack(unit('t'), [card('a', 'atk')], { line: 2, row: 'front' });
    expect(separate(one, 'a', { line: 3, row: 'front' }).rest).toEqual({ ...unit('t', { line: 2 }) });
  });
  it('a card separated from a front-row unit goes to the front row while it has room (15-3.5b); the top card is not separated', () => {
    const board = [combined, unit('x', { line: 1 })];
    expect(maySeparateTo(board, combined, 1, 'front')).toBe('taken');
    expect(maySeparateTo(board, combined, 3, 'back')).toBe('frontFirst');
    expect(maySeparateTo(board, { ...combined, row: 'back' }, 3, 'back')).toBeNull();
    expect(whyNotSplit(board, { unit: 't', card: 't', line: 3, row: 'front' })?.step).toBe('refuse.splitTop');
    expect(whyNotSplit(board, { unit: 't', card: 'x', line: 3, row: 'front' })?.step).toBe('refuse.splitCard');
    expect(split([{ ...combined, magic: [{ id: 'ward', owner: 0 }] }], { unit: 't', card: 'a', line: 3, row: 'front' }).magic).toEqual([{ id: 'ward', owner: 0 }]);
  });
  it('it leaves as one: every card to its owner’s zone, the top first', () => {
    expect(cardsOf(combined)).toEqual([{ id: 't', owner: 0 }, { id: 'a', owner: 0 }, { id: 'b', owner: 1 }]);
  });
  it('偷襲 takes only the top card: the card just under it is the new top, the rest under it, upright', () => {
    const rest = withoutTop({ ...combined, state: 'attacking' })!;
    expect(rest).toMatchObject({ id: 'a', owner: 0, state: 'upright', atk: 3, score: 4, under: [{ id: 'b' }], topFace: { atk: 3, score: 2, keywords: [] } });
    expect(withoutTop(withoutTop(combined)!)).toEqual({ id: 'b', owner: 0, cardOwner: 1, line: 2, row: 'front', state: 'upright', atk: 3, score: 2, keywords: [] });
    expect(withoutTop(unit('t'))).toBeNull();
  });
});
