import { describe, expect, it } from 'vitest';
import type { Unit } from './board';
import { effectSchema } from './effect-schema';
import { clearField, entryPlace, leave, orderTargets, resolve, settleMagic, whyNotTarget, type CardEffect, type Table, type Use } from './effects';
import { resists } from './keywords';
import type { Card } from './game';

const unit = (id: string, owner: 0 | 1, line: number, row: 'front' | 'back', more: Partial<Unit> = {}): Unit => ({ id, owner, line, row, atk: 2, score: 1, state: 'upright', keywords: [], ...more });
const card = (id: string, more: Partial<Card> = {}): Card => ({ id, kind: 'unit', atk: 1, score: 1, keywords: [], redStar: 0, blueStar: false, blueMet: false, ...more });
const table = (units: Unit[], deck: Card[] = [], hand: Card[] = []): Table => ({
  units,
  players: [
    { deck, hand, graveyard: [], exile: [], bonus: 0 },
    { deck: [], hand: [], graveyard: [], exile: [], bonus: 0 },
  ],
  fieldCards: Object.fromEntries(units.map((u) => [u.id, card(u.id, { atk: u.atk, score: u.score })])),
  fields: [null, null],
});
const use = (effect: CardEffect, targets: string[] = [], more: Partial<Use> = {}): Use => ({ source: 'spell', kind: 'magic', player: 0, effect, targets, ...more });
const says = (log: { step: string }[]) => log.map((e) => e.step);
const problems = (kind: 'unit' | 'magic', effect: unknown) => {
  const r = effectSchema(kind).safeParse(effect);
  return r.success ? [] : r.error.issues.map((i) => (i as { params?: { say?: string } }).params?.say ?? i.message);
};

describe('the effect format (validated with the clause each problem breaks)', () => {
  it('takes an effect written from the verbs', () => {
    expect(problems('magic', { timing: 'main', target: { side: 'enemy', count: 2 }, steps: [{ do: 'destroy' }, { do: 'draw', count: 1, ifSuccess: true }] })).toEqual([]);
  });
  it('refuses 「若成功」 on the first sentence (6-2), a permanent card that attaches nothing (7-4), and a unit verb with no target (6-6)', () => {
    expect(problems('magic', { timing: 'main', target: { side: 'any', count: 1 }, steps: [{ do: 'tap', ifSuccess: true }] })).toEqual(['effectFirstIfSuccess']);
    expect(problems('magic', { timing: 'main', magic: 'permanent', target: { side: 'own', count: 1 }, steps: [{ do: 'tap' }] })).toEqual(['effectPermanentAttach']);
    expect(problems('magic', { timing: 'main', steps: [{ do: 'destroy' }] })).toEqual(['effectNeedsTarget']);
    expect(problems('magic', { timing: 'main', steps: [{ do: 'bonus', amount: 0 }] })).toEqual(['effectXAtLeastOne']);
  });
  it('refuses attach on a normal card, a field card with a target, negate outside an exact timing, “this unit” on a magic card', () => {
    expect(problems('magic', { timing: 'main', target: { side: 'own', count: 1 }, steps: [{ do: 'attach' }] })).toEqual(['effectAttachNotPermanent']);
    expect(problems('magic', { timing: 'main', magic: 'field', target: { side: 'own', count: 1 }, steps: [{ do: 'bonus', amount: 1 }] })).toEqual(['effectFieldTarget']);
    expect(problems('magic', { timing: 'main', steps: [{ do: 'negate' }] })).toEqual(['effectNegateTiming']);
    expect(problems('magic', { timing: 'main', steps: [{ do: 'destroy', self: true }] })).toEqual(['effectMagicSelf']);
    expect(problems('unit', { timing: 'main', magic: 'normal', steps: [{ do: 'draw', count: 1 }] })).toEqual(['effectMagicOnUnit']);
  });
});

describe('resolution by section 六', () => {
  it('6-6: targets chosen in any order are resolved in 戰線順序', () => {
    const t = table([unit('c', 1, 3, 'front'), unit('a', 1, 1, 'back'), unit('b', 1, 1, 'front')]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'enemy', count: 3 }, steps: [{ do: 'destroy' }] }, ['c', 'a', 'b']));
    expect(r.table.players[1].graveyard).toEqual(['b', 'a', 'c']);
    expect(orderTargets(t.units, ['c', 'a', 'b'])).toEqual(['b', 'a', 'c']);
  });
  it('6-2: a 破壞抗性 target is not destroyed, so a 「若成功」 sentence after it is not done', () => {
    const t = table([unit('wall', 1, 1, 'front', { keywords: ['indestructible'] })], [card('x')]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }, { do: 'draw', count: 1, ifSuccess: true }] }, ['wall']));
    expect(says(r.log)).toEqual(['effect.indestructible', 'effect.notSucceeded']);
    expect(r.table.players[0].hand).toEqual([]);
    expect(r.done).toEqual([false, false]);
  });
  it('6-2: without 「若成功」 the next sentence is done as far as it can be', () => {
    const t = table([unit('wall', 1, 1, 'front', { keywords: ['indestructible'] })], [card('x')]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }, { do: 'draw', count: 2 }] }, ['wall']));
    expect(says(r.log)).toEqual(['effect.indestructible', 'effect.drawShort']);
    expect(r.table.players[0].hand.map((c) => c.id)).toEqual(['x']);
  });
  it('6-2: a target gone before resolution is skipped, the others resolved', () => {
    const t = table([unit('a', 1, 1, 'front')]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'enemy', count: 2 }, steps: [{ do: 'tap' }] }, ['a', 'gone']));
    expect(says(r.log)).toEqual(['effect.tap', 'effect.gone']);
    expect(r.done).toEqual([false]);
  });
  it('6-5: a unit whose effect sends itself away still finishes the effect', () => {
    const t = table([unit('hermit', 0, 2, 'front')], [card('x'), card('y')]);
    const r = resolve(t, use({ timing: 'main', steps: [{ do: 'returnToHand', self: true }, { do: 'draw', count: 2, ifSuccess: true }] }, [], { source: 'hermit', kind: 'unit' }));
    expect(says(r.log)).toEqual(['effect.returnToHand', 'effect.sourceLeft', 'effect.draw']);
    expect(r.table.players[0].hand.map((c) => c.id)).toEqual(['hermit', 'x', 'y']);
  });
  it('10-6, 10-7: a unit leaving takes its magic cards to their own players’ graveyards, and an enemy card goes back to the enemy', () => {
    const t = table([unit('thief', 0, 1, 'front', { cardOwner: 1, magic: [{ id: 'blessing', owner: 0 }, { id: 'curse', owner: 1 }] })]);
    const left = leave(t, 'thief', 'graveyard');
    expect(left.table.players[0].graveyard).toEqual(['blessing']);
    expect(left.table.players[1].graveyard).toEqual(['thief', 'curse']);
    expect(says(left.log)).toEqual(['leave.enemyCard', 'leave.magic', 'leave.magic']);
  });
  it('15-5.2: a transformed unit keeps its place and state; it and its magic cards go to the graveyard', () => {
    const t = table([unit('frog', 1, 2, 'back', { state: 'sideways', magic: [{ id: 'hex', owner: 0 }] })]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'transform', into: { id: 'prince', atk: 4, score: 3, keywords: [] } }] }, ['frog']));
    expect(r.table.units).toEqual([{ id: 'prince', owner: 1, line: 2, row: 'back', state: 'sideways', atk: 4, score: 3, keywords: [] }]);
    expect(r.table.players[1].graveyard).toEqual(['frog']);
    expect(r.table.players[0].graveyard).toEqual(['hex']);
  });
  it('15-5.2a: the card named is one card — when it is on the field already, the transform is not done', () => {
    const t = table([unit('frog', 1, 2, 'back'), unit('prince', 1, 3, 'front')]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'transform', into: { id: 'prince', atk: 4, score: 3, keywords: [] } }] }, ['frog']));
    expect(says(r.log)).toEqual(['effect.transformTaken']);
    expect(r.table.units.map((u) => u.id)).toEqual(['frog', 'prince']);
  });
  it('15-6.1a: charge stops at 5 (the sentence is then not done in full); discharge at 0', () => {
    const t = table([unit('cell', 0, 1, 'front', { charge: 4 })]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'own', count: 1 }, steps: [{ do: 'charge', amount: 2 }] }, ['cell']));
    expect(r.table.units[0]!.charge).toBe(5);
    expect(r.done).toEqual([false]);
    const d = resolve(r.table, use({ timing: 'main', target: { side: 'own', count: 1 }, steps: [{ do: 'discharge', amount: 3 }] }, ['cell']));
    expect(d.table.units[0]!.charge).toBe(2);
    expect(d.done).toEqual([true]);
  });
  it('12-6, 9-2, 9-3: an extra summon needs no tribute; resolution waits for its player to choose the place, then goes on from it; with no place it does not enter', () => {
    const t = table([unit('a', 0, 1, 'front')], [], [card('dragon', { redStar: 2 })]);
    const summon = use({ timing: 'main', steps: [{ do: 'summon', card: 'dragon', from: 'hand' }, { do: 'bonus', amount: 1 }] });
    const asked = resolve(t, summon);
    expect(asked.pending).toBe(0);
    expect(asked.table.units.map((u) => u.id)).toEqual(['a']);
    const placed = resolve(asked.table, { ...summon, resume: { done: asked.done, place: { line: 4, row: 'front' } } });
    expect(placed.pending).toBeUndefined();
    expect(placed.table.units.find((u) => u.id === 'dragon')).toMatchObject({ line: 4, row: 'front', state: 'upright' });
    expect(placed.table.players[0].hand).toEqual([]);
    expect(placed.table.players[0].bonus).toBe(1);
    expect(placed.done).toEqual([true, true]);
    const full = [1, 2, 3, 4, 5].flatMap((l) => [unit(`f${l}`, 0, l, 'front'), unit(`b${l}`, 0, l, 'back')]);
    expect(entryPlace(full, 0)).toBeNull();
    expect(says(resolve(table(full, [], [card('dragon')]), use({ timing: 'main', steps: [{ do: 'summon', card: 'dragon', from: 'hand' }] })).log)).toEqual(['effect.summonNoRoom']);
  });
  it('15-7.1a, search: the user gains the bonus and takes the named card from the deck', () => {
    const t = table([], [card('x'), card('key')]);
    const r = resolve(t, use({ timing: 'main', steps: [{ do: 'bonus', amount: 2 }, { do: 'search', card: 'key' }] }));
    expect(r.table.players[0].bonus).toBe(2);
    expect(r.table.players[0].hand.map((c) => c.id)).toEqual(['key']);
    expect(r.table.players[0].deck.map((c) => c.id)).toEqual(['x']);
  });
  it('7-2, 7-4, 4-5: a magic card goes to the graveyard; a field card destroys the one in the zone when used, before its effect, and goes to the zone after', () => {
    const t = { ...table([]), fields: ['oldfield', null] as Table['fields'] };
    const newField = use({ timing: 'main', magic: 'field', steps: [{ do: 'bonus', amount: 1 }] }, [], { source: 'newfield' });
    const cleared = clearField(t, newField);
    expect(cleared.table.fields).toEqual([null, null]);
    expect(cleared.table.players[0].graveyard).toEqual(['oldfield']);
    expect(says(cleared.log)).toEqual(['field.replaced']);
    const field = settleMagic(resolve(cleared.table, newField).table, newField, false);
    expect(field.table.fields).toEqual(['newfield', null]);
    expect(field.table.players[0].graveyard).toEqual(['oldfield']);
    expect(says(field.log)).toEqual(['field.placed']);
    // Not a field card: the zone is left alone.
    expect(clearField(t, use({ timing: 'main', steps: [{ do: 'draw', count: 1 }] })).table).toBe(t);
    expect(settleMagic(t, use({ timing: 'main', steps: [{ do: 'draw', count: 1 }] }), false).table.players[0].graveyard).toEqual(['spell']);
  });
  it('10-5, 15-6.3a, 15-6.6a: a 搭乘 unit leaving by an effect takes its 小旅人 back to the forest, said in the log; a card with 亡魂 counts its points in the graveyard', () => {
    const wagon = unit('wagon', 1, 1, 'front', { ride: 2, riders: 2, ghost: 1 });
    const destroyed = resolve(table([wagon]), use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] }, ['wagon']));
    expect(says(destroyed.log)).toEqual(['effect.destroy', 'riders.forest', 'ghost.inGrave']);
    expect(destroyed.log[1]!.values).toMatchObject({ unit: 'wagon', count: 2 });
    expect(destroyed.table.players[1].graveyard).toEqual(['wagon']);
    const returned = resolve(table([wagon]), use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'returnToHand' }] }, ['wagon']));
    expect(says(returned.log)).toEqual(['effect.returnToHand', 'riders.forest']);
    expect(returned.table.players[1].hand.map((c) => c.id)).toEqual(['wagon']);
  });
  it('15-4.2, 15-4.4: a resistant unit cannot be chosen by the source it resists (keywords.ts), and is not affected if it resists when the effect resolves', () => {
    const warded = unit('w', 1, 1, 'front', { keywords: ['enemyMagicResistant'] });
    expect(resists(warded, { kind: 'magic', player: 0 })).toBe(true);
    expect(resists(warded, { kind: 'magic', player: 1 })).toBe(false);
    expect(resists(warded, { kind: 'unit', player: 0 })).toBe(false);
    const t = table([warded]);
    const bolt = use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] });
    expect(whyNotTarget(t, bolt, 'w')).toMatchObject({ step: 'refuse.resists', clauses: ['15-4.2b'] });
    expect(says(resolve(t, { ...bolt, targets: ['w'] }).log)).toEqual(['effect.resisted']);
  });
});

describe('6-6 ¶2, 6-7, 15-2.1c in the format', () => {
  it('6-6 ¶2: a sentence both players process is done by the current player first, though the enemy used it', () => {
    const t = table([], [card('a1')]);
    t.players[1] = { ...t.players[1], deck: [card('b1')] };
    const r = resolve(t, use({ timing: 'main', steps: [{ do: 'draw', count: 1, each: true }] }, [], { player: 1, current: 0 }));
    expect(says(r.log)).toEqual(['effect.each', 'effect.draw', 'effect.draw']);
    expect(r.log.slice(1).map((e) => e.values?.player)).toEqual([0, 1]);
    expect(r.table.players.map((p) => p.hand.map((c) => c.id))).toEqual([['a1'], ['b1']]);
    expect(r.done).toEqual([true]);
  });
  it('6-7: a unit a card forbids to be destroyed by effects is not destroyed, and one forbidden as a target cannot be chosen', () => {
    const t = table([unit('kept', 1, 1, 'front', { forbid: ['destroy'] }), unit('hidden', 1, 2, 'front', { forbid: ['target'] }), unit('gone', 1, 3, 'front')]);
    const r = resolve(t, use({ timing: 'main', target: { side: 'enemy', count: 2 }, steps: [{ do: 'destroy' }] }, ['kept', 'gone']));
    expect(says(r.log)).toEqual(['effect.forbidden', 'effect.destroy']);
    expect(r.log[0]!.clauses).toEqual(['6-7', '6-2']);
    expect(r.table.units.map((u) => u.id)).toEqual(['kept', 'hidden']);
    expect(r.done).toEqual([false]);
    expect(whyNotTarget(t, use({ timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'tap' }] }), 'hidden')?.clauses).toEqual(['6-7']);
  });
  it('7-4, 6-7: a permanent card placed under a unit gives it what the card forbids', () => {
    const t = table([unit('guard', 0, 1, 'front')]);
    const r = resolve(t, use({ timing: 'main', magic: 'permanent', target: { side: 'own', count: 1 }, steps: [{ do: 'attach', forbid: ['destroy', 'tap'] }] }, ['guard']));
    expect(r.table.units[0]!.forbid).toEqual(['destroy', 'tap']);
    expect(says(r.log)).toEqual(['effect.attach', 'effect.forbids', 'effect.forbids']);
  });
  it('the format: 偷襲成功時 for both kinds of card; a 偷襲 unit is in hand when it resolves, so no “this unit” (15-2.1a)', () => {
    expect(problems('magic', { timing: 'sneak', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] })).toEqual([]);
    expect(problems('unit', { timing: 'sneak', steps: [{ do: 'charge', amount: 1, self: true }] })).toEqual(['effectSneakSelf']);
    expect(problems('magic', { timing: 'main', target: { side: 'own', count: 1 }, magic: 'permanent', steps: [{ do: 'attach', forbid: ['nothing'] }] })).not.toEqual([]);
  });
});
