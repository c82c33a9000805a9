import { describe, expect, it } from 'vitest';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { seededRandom } from '../../../engine/random';
import { castingSetupSchema } from './schemas';
import { castingMachine, type CastingContext, type CastingEvent, type CastingInput } from './machine';
import { payment, wrongAim, type Spell, type Thing } from './rules';

const mage: Thing = { id: 'mage', owner: 0, zone: [1, 2], kind: 'mage', mana: 10 };
const fairy: Thing = { id: 'fairy', owner: 0, zone: [2, 2], kind: 'familiar', mana: 3 };
const orc: Thing = { id: 'orc', owner: 1, zone: [3, 2], kind: 'creature' };
const lair: Thing = { id: 'lair', owner: 1, zone: [4, 3], kind: 'spawnpoint', mana: 2 };
const bolt: Spell = { id: 'bolt', type: 'attack', cost: 4, range: [0, 2], target: 'creature', action: 'quick' };
const ward: Spell = { id: 'ward', type: 'enchantment', cost: 2, range: [0, 2], target: 'creature', action: 'quick' };
const things = [mage, fairy, orc, lair];

const run = (input: CastingInput, events: CastingEvent[]) => {
  const { steps, refused } = runFlow(castingMachine, input, events);
  const last = steps[steps.length - 1].snapshot;
  const c = last.context as CastingContext;
  return { c, state: String(last.value), refused, log: logEntries(c.log).map((e) => e.step), mana: (id: string) => c.things.find((t) => t.id === id)!.mana };
};
const cast = (target: string): CastingEvent => ({ type: 'spell.cast', target });

describe('who pays and from which mana (6-1.2, 10-2, 10-3, 11-3)', () => {
  it('a mage pays from its own mana, and cannot cast beyond it', () => {
    expect(payment(things, mage, 4)).toEqual({ own: 0, lost: 0, mage: 4 });
    expect(payment(things, mage, 11)).toBeNull();
  });
  it('a familiar pays from its own mana first, and what it leaves is lost (the fairy: 3 stored, 2 paid, 1 lost)', () => {
    expect(payment(things, fairy, 2)).toEqual({ own: 2, lost: 1, mage: 0 });
  });
  it("a familiar's shortfall is made up by its mage; beyond both, no cast", () => {
    expect(payment(things, fairy, 5)).toEqual({ own: 3, lost: 0, mage: 2 });
    expect(payment(things, fairy, 14)).toBeNull();
  });
  it('a spawnpoint pays as a familiar does', () => {
    expect(payment([...things, { id: 'rival', owner: 1, zone: [4, 2], kind: 'mage', mana: 1 }], lair, 3)).toEqual({ own: 2, lost: 0, mage: 1 });
  });
});

describe('the target (6-2.1, 6-3)', () => {
  it('within the least and the most range; not nearer, not farther', () => {
    expect(wrongAim(things, mage, { ...bolt, range: [1, 2] }, { target: 'fairy' })).toBeNull();
    expect(wrongAim(things, mage, { ...bolt, range: [2, 3] }, { target: 'fairy' })).toEqual({ reason: 'range', distance: 1 });
    expect(wrongAim(things, mage, { ...bolt, range: [0, 1] }, { target: 'orc' })).toEqual({ reason: 'range', distance: 2 });
  });
  it('of the kind the spell names: a creature spell on an object, an object spell on a creature, a zone spell on a card are wrong', () => {
    expect(wrongAim(things, fairy, bolt, { target: 'lair' })?.reason).toBe('target');
    expect(wrongAim(things, fairy, { ...bolt, target: 'object' }, { target: 'orc' })?.reason).toBe('target');
    expect(wrongAim(things, fairy, { ...bolt, target: 'zone' }, { target: 'orc' })?.reason).toBe('target');
    expect(wrongAim(things, fairy, { ...bolt, target: 'zone' }, { zone: [3, 2] })).toBeNull();
  });
});

describe('the casting sequence (6-2, 6-3)', () => {
  it('cast, not countered, resolved and discarded; the cost paid', () => {
    const r = run({ things, caster: 'mage', spell: bolt }, [cast('orc'), { type: 'counter.pass' }]);
    expect(r.state).toBe('resolved');
    expect(r.c.card).toBe('discard');
    expect(r.mana('mage')).toBe(6);
  });
  it('an enchantment stays face down on its target (7-6.1)', () => {
    expect(run({ things, caster: 'fairy', spell: ward }, [cast('orc'), { type: 'counter.pass' }]).c.card).toBe('attached');
  });
  it('countered: discarded, its cost still spent (6-2.2)', () => {
    const r = run({ things, caster: 'mage', spell: bolt }, [cast('orc'), { type: 'counter.play' }]);
    expect(r.state).toBe('countered');
    expect(r.c.card).toBe('discard');
    expect(r.mana('mage')).toBe(6);
  });
  it('a wrong range found at resolution counts as countered, cost spent (6-3)', () => {
    const r = run({ things, caster: 'mage', spell: { ...bolt, range: [0, 1] } }, [cast('orc'), { type: 'counter.pass' }]);
    expect(r.state).toBe('countered');
    expect(r.log).toContain('wrong.range');
    expect(r.c.card).toBe('discard');
    expect(r.mana('mage')).toBe(6);
  });
  it('a wrong target too', () => {
    const r = run({ things, caster: 'fairy', spell: bolt }, [cast('lair'), { type: 'counter.pass' }]);
    expect(r.state).toBe('countered');
    expect(r.log).toContain('wrong.target');
  });
  it('no cast beyond the mana, and no target that is not there', () => {
    expect(run({ things, caster: 'mage', spell: { ...bolt, cost: 11 } }, [cast('orc')]).refused?.refusal).toMatchObject({ step: 'refuse.mana', clauses: ['6-2.1'], values: { cost: 11, mana: 10 } });
    expect(run({ things, caster: 'fairy', spell: { ...bolt, cost: 14 } }, [cast('orc')]).refused?.refusal).toMatchObject({ step: 'refuse.manaShort', clauses: ['6-2.1', '10-2'], values: { cost: 14, own: 3, mage: 10 } });
    expect(run({ things, caster: 'mage', spell: bolt }, [cast('ghost')]).refused?.refusal.step).toBe('refuse.noTarget');
  });
  it("a familiar's mana is spent in full; its shortfall comes from its mage", () => {
    const full = run({ things, caster: 'fairy', spell: ward }, [cast('orc')]);
    expect([full.mana('fairy'), full.mana('mage')]).toEqual([0, 10]);
    expect(full.log).toContain('pay.lost');
    const short = run({ things, caster: 'fairy', spell: bolt }, [cast('orc')]);
    expect([short.mana('fairy'), short.mana('mage')]).toEqual([0, 9]);
    expect(short.log).toContain('pay.short');
  });
});

describe('a bound spell (7-8)', () => {
  const staffBolt = { ...bolt, bound: true };
  it('resolved: turned face up and still bound, not discarded; cast for this round', () => {
    const r = run({ things, caster: 'mage', spell: staffBolt }, [cast('orc'), { type: 'counter.pass' }]);
    expect(r.c.card).toBe('bound');
    expect(r.c.boundCast).toBe(true);
    expect(r.log).toContain('card.faceUp');
  });
  it('once a round', () => {
    expect(run({ things, caster: 'mage', spell: staffBolt, boundCast: true }, [cast('orc')]).refused?.refusal).toMatchObject({ step: 'refuse.boundOnce', clauses: ['7-8.2'] });
  });
  it('countered: back to the spellbook under the body (the site’s reading), still bound under comment 4’s; the cost spent either way (7-8.4)', () => {
    const book = run({ things, caster: 'mage', spell: staffBolt }, [cast('orc'), { type: 'counter.play' }]);
    expect([book.c.card, book.mana('mage')]).toEqual(['book', 6]);
    const bound = run({ things, caster: 'mage', spell: staffBolt, reading: 'bound' }, [cast('orc'), { type: 'counter.play' }]);
    expect([bound.c.card, bound.mana('mage')]).toEqual(['bound', 6]);
    expect(bound.log).toContain('card.stays');
  });
  it('a wrong range found at resolution follows the reading too', () => {
    const r = run({ things, caster: 'mage', spell: { ...staffBolt, range: [0, 1] } }, [cast('orc'), { type: 'counter.pass' }]);
    expect([r.state, r.c.card]).toEqual(['countered', 'book']);
  });
});

describe('positions the rules cannot reach are refused', () => {
  const issues = (input: unknown) => { const r = castingSetupSchema.safeParse(input); return r.success ? [] : r.error.issues.map((i) => (i as { params?: { say?: string } }).params?.say ?? i.code); };
  it('a bound spell on a familiar (7-7.1, 7-8.1); a caster that cannot cast; a familiar with no mage (10-2); two mages for a player', () => {
    expect(issues({ things, caster: 'fairy', spell: { ...bolt, bound: true } })).toContain('boundNotMage');
    expect(issues({ things, caster: 'orc', spell: bolt })).toContain('notCaster');
    expect(issues({ things: [fairy, orc], caster: 'fairy', spell: bolt })).toContain('noMage');
    expect(issues({ things: [...things, { ...mage, id: 'mage2' }], caster: 'mage', spell: bolt })).toContain('twoMages');
    expect(issues({ things, caster: 'mage', spell: bolt })).toEqual([]);
  });
});

describe('random play', () => {
  it('200 random casts end countered or resolved, never spend more mana than there was, and a familiar ends at 0 mana', () => {
    const random = seededRandom(7);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    for (let i = 0; i < 200; i++) {
      const spell: Spell = { id: 'bolt', type: pick(['attack', 'incantation', 'enchantment'] as const), cost: Math.floor(random() * 8), range: [Math.floor(random() * 2), 1 + Math.floor(random() * 3)], target: pick(['creature', 'object', 'zone'] as const), action: 'quick', bound: random() < 0.3 };
      const caster = spell.bound ? 'mage' : pick(['mage', 'fairy']);
      const input: CastingInput = { things: things.map((t) => ({ ...t, mana: t.mana === undefined ? undefined : Math.floor(random() * 6) })), caster, spell, boundCast: spell.bound && random() < 0.3, reading: pick(['book', 'bound'] as const) };
      const before = input.things.reduce((s, t) => s + (t.mana ?? 0), 0);
      const aim: CastingEvent = spell.target === 'zone' ? { type: 'spell.cast', zone: [1 + Math.floor(random() * 4), 1 + Math.floor(random() * 3)] } : cast(pick(things).id);
      const r = run(input, [aim, pick([{ type: 'counter.play' }, { type: 'counter.pass' }] as const)]);
      if (r.refused) { expect(r.state).toBe('cast'); continue; }
      expect(['countered', 'resolved']).toContain(r.state);
      const after = r.c.things.reduce((s, t) => s + (t.mana ?? 0), 0);
      expect(after).toBeLessThanOrEqual(before - spell.cost);
      if (caster === 'fairy') expect(r.mana('fairy')).toBe(0);
      if (r.state === 'resolved' && !spell.bound) expect(r.c.card).toBe(spell.type === 'enchantment' ? 'attached' : 'discard');
    }
  });
});
