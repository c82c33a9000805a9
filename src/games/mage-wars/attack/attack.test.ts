import { describe, expect, it } from 'vitest';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { attackMachine, type AttackContext, type AttackEvent, type AttackInput, type SetupCreature } from './machine';
import { damageOf, type AttackBar } from './rules';
import { attackSetupSchema } from './schemas';

const creature = (id: string, owner: 0 | 1, zone: [number, number], extra: Partial<SetupCreature> = {}): SetupCreature => ({ id, owner, zone, life: 10, damage: 0, armor: 0, ...extra });
const run = (input: AttackInput, events: AttackEvent[]) => {
  const { steps, refused } = runFlow(attackMachine, input, events);
  const last = steps[steps.length - 1].snapshot;
  return { c: last.context as AttackContext, state: String(last.value), refused, log: logEntries((last.context as AttackContext).log).map((e) => e.step) };
};
const of = (c: AttackContext, id: string) => c.creatures.find((x) => x.id === id)!;

describe('damage (8-3, 8-4.1, 9-4.3)', () => {
  it('normal results meet armour, critical ones do not', () => {
    expect(damageOf(['2', '1', 'crit2', 'blank'], creature('t', 1, [1, 1], { armor: 2 }))).toEqual({ normal: 3, critical: 2, total: 3 });
    expect(damageOf(['1'], creature('t', 1, [1, 1], { armor: 2 })).total).toBe(0);
  });
  it('an incorporeal creature takes damage from results of 1 only', () => {
    expect(damageOf(['2', 'crit2', '1', 'crit1'], creature('g', 1, [1, 1], { incorporeal: true })).total).toBe(2);
  });
  it('an incorporeal creature has no armour: a position that gives it some is refused (9-4.3, after the Codex)', () => {
    const position = (armor: number) => ({ attacker: 'k', attack: { kind: 'melee', dice: 2 }, creatures: [{ id: 'k', owner: 0, zone: [1, 1], life: 10 }, { id: 'g', owner: 1, zone: [1, 1], life: 6, armor, incorporeal: true }] });
    const refused = attackSetupSchema.safeParse(position(1));
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => [i.path.join('.'), (i as { params?: { say?: string } }).params?.say])).toEqual([['creatures.1.armor', 'incorporealArmor']]);
    expect(attackSetupSchema.safeParse(position(0)).success).toBe(true);
  });
});

describe('the attack sequence', () => {
  const knight = creature('knight', 0, [2, 2], { armor: 2, melee: { dice: 3 } });
  const orc = creature('orc', 1, [2, 2], { armor: 1, life: 8 });
  it('a melee attack with no defense to use goes straight to the roll, and ends', () => {
    const r = run({ creatures: [knight, orc], attacker: 'knight', attack: { kind: 'melee', dice: 3 } }, [{ type: 'attack.declare', target: 'orc' }, { type: 'attack.roll', dice: ['2', '1', 'crit1'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'orc').damage).toBe(3);
    expect(r.log).toContain('noDefense');
  });
});

describe('declaring the attack (8-1, 9-3, 13)', () => {
  const knight = creature('knight', 0, [2, 2], { melee: { dice: 3 } });
  const melee = { kind: 'melee' as const, dice: 3 };
  it('melee needs the same zone', () => {
    const r = run({ creatures: [knight, creature('orc', 1, [3, 2])], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'orc' }]);
    expect(r.refused?.refusal).toMatchObject({ step: 'refuse.notSameZone', clauses: ['8-1.1'] });
  });
  it('a guard in the zone must be attacked; with two, the attacker chooses', () => {
    const creatures = [knight, creature('orc', 1, [2, 2]), creature('wall', 1, [2, 2], { guard: true }), creature('pike', 1, [2, 2], { guard: true })];
    expect(run({ creatures, attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'orc' }]).refused?.refusal.step).toBe('refuse.guarded');
    expect(run({ creatures, attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'pike' }]).refused).toBeUndefined();
  });
  it('a ranged attack ignores guards but needs its range', () => {
    const archer = creature('archer', 0, [1, 1]);
    const creatures = [archer, creature('orc', 1, [3, 1]), creature('wall', 1, [3, 1], { guard: true })];
    expect(run({ creatures, attacker: 'archer', attack: { kind: 'ranged', dice: 2, range: [1, 2] } }, [{ type: 'attack.declare', target: 'orc' }]).refused).toBeUndefined();
    expect(run({ creatures, attacker: 'archer', attack: { kind: 'ranged', dice: 2, range: [0, 1] } }, [{ type: 'attack.declare', target: 'orc' }]).refused?.refusal.step).toBe('refuse.outOfRange');
  });
  it('a ranged attack may always target a flyer in its own zone (9-3.3)', () => {
    const creatures = [creature('archer', 0, [1, 1]), creature('bat', 1, [1, 1], { flying: true })];
    const r = run({ creatures, attacker: 'archer', attack: { kind: 'ranged', dice: 2, range: [1, 2] } }, [{ type: 'attack.declare', target: 'bat' }]);
    expect(r.refused).toBeUndefined();
    // The log says why it may, inside the minimum range: 9-3.3, not "in range" (8-1.3).
    expect(r.log).toContain('declare.rangedFlyer');
    expect(r.log).not.toContain('declare.ranged');
    // With a minimum range of 0 the bat is simply in range.
    expect(run({ creatures, attacker: 'archer', attack: { kind: 'ranged', dice: 2, range: [0, 2] } }, [{ type: 'attack.declare', target: 'bat' }]).log).toContain('declare.ranged');
  });
  it('a non-flyer melees a flyer only with reach; a flyer attacking a flyer ignores guards (9-3.2, 9-3.7)', () => {
    const bat = creature('bat', 1, [2, 2], { flying: true });
    const guard = creature('wall', 1, [2, 2], { guard: true });
    expect(run({ creatures: [knight, bat], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'bat' }]).refused?.refusal.step).toBe('refuse.flyer');
    expect(run({ creatures: [{ ...knight, reach: true }, bat], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'bat' }]).refused).toBeUndefined();
    expect(run({ creatures: [{ ...knight, flying: true }, bat, guard], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'bat' }]).refused).toBeUndefined();
    // A flyer attacking a non-flyer is held by the guard (9-3.6).
    expect(run({ creatures: [{ ...knight, flying: true }, creature('orc', 1, [2, 2]), guard], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'orc' }]).refused?.refusal.step).toBe('refuse.guarded');
  });
});

describe('avoiding, rolling and effects (8-2, 8-3, 8-4)', () => {
  const knight = creature('knight', 0, [2, 2], { melee: { dice: 2 } });
  const melee = { kind: 'melee' as const, dice: 2, effect: { at: 7, condition: 'daze' as const } };
  const elf = creature('elf', 1, [2, 2], { defense: { value: 6, uses: 1 } });
  it('a defense declared before the roll avoids the attack on 6 or more of the d12: no damage, no effect', () => {
    const r = run({ creatures: [knight, elf], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.use' }, { type: 'defense.roll', die: 6 }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'elf')).toMatchObject({ damage: 0, defenses: [{ uses: 0 }] });
  });
  it('a failed defense leads to the roll; the effect die gives the condition at its number or more', () => {
    const r = run({ creatures: [knight, elf], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.use' }, { type: 'defense.roll', die: 5 }, { type: 'attack.roll', dice: ['1', '2'] }, { type: 'effect.roll', die: 7 }]);
    expect(of(r.c, 'elf')).toMatchObject({ damage: 3, conditions: ['daze'] });
  });
  it('a dazed creature, one with no uses left, or a ranged-only defense against melee: at step 2 the defense is refused, citing the rule, and the defender goes on without it', () => {
    const cases: [SetupCreature, { step: string; clauses: string[] }][] = [
      [{ ...elf, conditions: ['daze'] }, { step: 'refuse.dazed', clauses: ['8-2.4'] }],
      [{ ...elf, defense: { value: 6, uses: 0 } }, { step: 'refuse.noUses', clauses: ['8-2.1'] }],
      [{ ...elf, defense: { value: 6, uses: 1, only: 'ranged' } }, { step: 'refuse.rangedOnly', clauses: ['8-2.1'] }],
    ];
    for (const [defender, why] of cases) {
      const r = run({ creatures: [knight, defender], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.use' }]);
      expect(r.state).toBe('avoid');
      expect(r.refused?.refusal).toMatchObject(why);
      expect(run({ creatures: [knight, defender], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.skip' }]).state).toBe('roll');
    }
    // Burn is no bar to a defense: the source names daze only (8-2.4).
    expect(run({ creatures: [knight, { ...elf, conditions: ['burn' as const] }], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.use' }]).state).toBe('defenseRoll');
  });
  it('a creature dazed by the first strike’s effect die may not defend the second (8-4.2, 8-2.4)', () => {
    const twice = { ...melee, dice: 1, strikes: 2 };
    const tough = { ...elf, life: 20, defense: { value: 6, uses: 2 } };
    const line: AttackEvent[] = [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.skip' }, { type: 'attack.roll', dice: ['1'] }, { type: 'effect.roll', die: 9 }];
    const dazed = run({ creatures: [knight, tough], attacker: 'knight', attack: twice }, [...line, { type: 'defense.use' }]);
    expect(of(dazed.c, 'elf').conditions).toEqual(['daze']);
    expect(dazed.state).toBe('avoid');
    expect(dazed.refused?.refusal).toMatchObject({ step: 'refuse.dazed', clauses: ['8-2.4'] });
    // The effect die missed: the defense stands at the second strike.
    const missed = run({ creatures: [knight, tough], attacker: 'knight', attack: twice }, [...line.slice(0, 3), { type: 'effect.roll', die: 6 }, { type: 'defense.use' }]);
    expect(missed.refused).toBeUndefined();
    expect(missed.state).toBe('defenseRoll');
  });
  it('at the roll a defense is too late (8-2.1); a damage barrier’s attack cannot be avoided (8-6.3)', () => {
    const late = run({ creatures: [knight, elf], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.skip' }, { type: 'defense.use' }]);
    expect(late.refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['8-2.1'] });
    const thorny = creature('imp', 1, [2, 2], { barrier: 1 });
    const barrier = run({ creatures: [{ ...knight, defense: { value: 2, uses: 1 } }, thorny], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'imp' }, { type: 'attack.roll', dice: ['1', 'blank'] }, { type: 'effect.roll', die: 1 }, { type: 'free.take' }, { type: 'defense.use' }]);
    expect(barrier.state).toBe('barrierRoll');
    expect(barrier.refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['8-6.3'] });
  });
  it('the dice must be as many as the attack has', () => {
    const r = run({ creatures: [knight, creature('orc', 1, [2, 2])], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'orc' }, { type: 'attack.roll', dice: ['1'] }]);
    expect(r.refused?.refusal).toMatchObject({ step: 'refuse.diceCount', clauses: ['8-3'] });
  });
  it('an incorporeal creature takes no effect (9-4.3)', () => {
    const r = run({ creatures: [knight, creature('ghost', 1, [2, 2], { incorporeal: true })], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'ghost' }, { type: 'attack.roll', dice: ['1', '2'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'ghost')).toMatchObject({ damage: 1 });
  });
  it('additional strikes repeat avoid, roll and damage (8-5)', () => {
    const r = run({ creatures: [knight, creature('orc', 1, [2, 2])], attacker: 'knight', attack: { kind: 'melee', dice: 1, strikes: 2 } }, [{ type: 'attack.declare', target: 'orc' }, { type: 'attack.roll', dice: ['2'] }, { type: 'attack.roll', dice: ['crit1'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'orc').damage).toBe(3);
  });
});

describe('damage barrier and counterstrike (8-6, 8-7, 13-2, 13-3)', () => {
  const knight = creature('knight', 0, [2, 2], { melee: { dice: 2 } });
  const melee = { kind: 'melee' as const, dice: 2 };
  const imp = creature('imp', 1, [2, 2], { barrier: 2, defense: { value: 6, uses: 1 } });
  it('after a successful melee attack the damage barrier strikes back, steps 3 to 5 only', () => {
    const r = run({ creatures: [knight, imp], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'imp' }, { type: 'defense.skip' }, { type: 'attack.roll', dice: ['1', '1'] }, { type: 'free.take' }, { type: 'attack.roll', dice: ['2', 'crit1'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'knight').damage).toBe(3);
    expect(r.c.barriersUsed).toEqual(['imp>knight']);
  });
  it('an avoided attack does not trigger it, nor does a source it has struck this round, nor a ranged attack', () => {
    expect(run({ creatures: [knight, imp], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'imp' }, { type: 'defense.use' }, { type: 'defense.roll', die: 9 }]).state).toBe('done');
    const used = run({ creatures: [knight, imp], attacker: 'knight', attack: melee, barriersUsed: ['imp>knight'] }, [{ type: 'attack.declare', target: 'imp' }, { type: 'defense.skip' }, { type: 'attack.roll', dice: ['1', '1'] }]);
    expect(used.state).toBe('done');
    expect(used.log).toContain('barrier.used');
    const ranged = run({ creatures: [creature('archer', 0, [1, 2]), { ...imp, defense: undefined }], attacker: 'archer', attack: { kind: 'ranged', dice: 1, range: [1, 1] } }, [{ type: 'attack.declare', target: 'imp' }, { type: 'attack.roll', dice: ['1'] }]);
    expect(ranged.state).toBe('done');
  });
  it('only the first strike of a multi-strike attack counts for the barrier', () => {
    const r = run({ creatures: [knight, { ...imp, defense: { value: 6, uses: 2 } }], attacker: 'knight', attack: { kind: 'melee', dice: 1, strikes: 2 } }, [{ type: 'attack.declare', target: 'imp' }, { type: 'defense.use' }, { type: 'defense.roll', die: 12 }, { type: 'defense.skip' }, { type: 'attack.roll', dice: ['1'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'knight').damage).toBe(0);
  });
  it('a guard counterstrikes even when the attack failed, and loses its marker; a counterstrike gets none back', () => {
    const guard = creature('guard', 1, [2, 2], { guard: true, melee: { dice: 1 }, defense: { value: 4, uses: 1 } });
    const counterKnight = { ...knight, counterstrike: true };
    const r = run({ creatures: [counterKnight, guard], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'guard' }, { type: 'defense.use' }, { type: 'defense.roll', die: 11 }, { type: 'free.take' }, { type: 'attack.roll', dice: ['crit2'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'knight').damage).toBe(2);
    expect(of(r.c, 'guard').guard).toBe(false);
    // 13-3: the marker goes after the attack — once the counterstrike it gives (13-2) is over.
    expect(r.log.indexOf('guard.removed')).toBeGreaterThan(r.log.indexOf('counter.start'));
    expect(run({ creatures: [counterKnight, guard], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'guard' }, { type: 'defense.use' }, { type: 'defense.roll', die: 11 }]).c.creatures.find((x) => x.id === 'guard')!.guard).toBe(true);
  });
  it('a counterstrike that succeeds meets the attacker’s damage barrier (steps 2–6)', () => {
    const thorn = { ...knight, barrier: 1 };
    const brute = creature('brute', 1, [2, 2], { counterstrike: true, melee: { dice: 1 } });
    const r = run({ creatures: [thorn, brute], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'brute' }, { type: 'attack.roll', dice: ['1', '1'] }, { type: 'free.take' }, { type: 'attack.roll', dice: ['1'] }, { type: 'free.take' }, { type: 'attack.roll', dice: ['2'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'brute').damage).toBe(4);
    expect(of(r.c, 'knight').damage).toBe(1);
  });
  it('a free attack is one its creature may make or decline (8-6.1, 8-7.1); a guard loses its marker either way', () => {
    const guard = creature('guard', 1, [2, 2], { guard: true, melee: { dice: 1 } });
    const r = run({ creatures: [knight, guard], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'guard' }, { type: 'attack.roll', dice: ['1', 'blank'] }]);
    expect(r.state).toBe('offer');
    const declined = run({ creatures: [knight, guard], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'guard' }, { type: 'attack.roll', dice: ['1', 'blank'] }, { type: 'free.decline' }]);
    expect(declined.state).toBe('done');
    expect(of(declined.c, 'knight').damage).toBe(0);
    expect(of(declined.c, 'guard').guard).toBe(false);
  });
  it('a blind attacker’s strike that fails by its blindness deals nothing and triggers no damage barrier, but a counterstrike still comes (8-6.2, 8-7.1)', () => {
    const blind = { ...knight, conditions: ['blind' as const] };
    const thorny = creature('thorny', 1, [2, 2], { barrier: 2, counterstrike: true, melee: { dice: 1 }, defense: { value: 12, uses: 1 } });
    const r = run({ creatures: [blind, thorny], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'thorny' }, { type: 'defense.skip' }, { type: 'blind.miss' }]);
    expect(r.state).toBe('offer');
    expect(r.c.job).toMatchObject({ mode: 'counter', striker: 'thorny' });
    expect(of(r.c, 'thorny').damage).toBe(0);
    expect(r.c.barriersUsed).toEqual([]);
    const entries = logEntries(r.c.log);
    expect(entries.find((e) => e.step === 'blind.miss')!.clauses).toEqual(['8-6.2']);
    expect(entries.find((e) => e.step === 'barrier.failed')!.clauses).toEqual(['8-6.2']);
    // Not blind: no strike fails by blindness; and the defender declares its defense (or not) before.
    expect(run({ creatures: [knight, thorny], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'thorny' }, { type: 'defense.skip' }, { type: 'blind.miss' }]).refused?.refusal).toMatchObject({ step: 'refuse.notBlind', clauses: ['8-6.2'] });
    expect(run({ creatures: [blind, thorny], attacker: 'knight', attack: melee }, [{ type: 'attack.declare', target: 'thorny' }, { type: 'blind.miss' }]).refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['8-2.1'] });
    // Under the other reading of 8-6.4 a later strike that hits triggers it; one that fails by blindness does not.
    const twice = { kind: 'melee' as const, dice: 1, strikes: 2 };
    const later = run({ creatures: [blind, { ...thorny, defense: undefined, counterstrike: undefined }], attacker: 'knight', attack: twice, barrierStrike: 'firstHit' }, [{ type: 'attack.declare', target: 'thorny' }, { type: 'blind.miss' }, { type: 'blind.miss' }]);
    expect([later.state, later.c.barriersUsed]).toEqual(['done', []]);
    const hits = run({ creatures: [blind, { ...thorny, defense: undefined, counterstrike: undefined }], attacker: 'knight', attack: twice, barrierStrike: 'firstHit' }, [{ type: 'attack.declare', target: 'thorny' }, { type: 'blind.miss' }, { type: 'attack.roll', dice: ['1'] }]);
    expect([hits.state, hits.c.barriersUsed]).toEqual(['offer', ['thorny>knight']]);
  });
  it('a creature the attack destroys makes no counterstrike, but its damage barrier still strikes (8-7.1’s note: the official rule); under the earlier reading it makes neither', () => {
    const brute = creature('brute', 1, [2, 2], { life: 2, counterstrike: true, barrier: 2, melee: { dice: 1 } });
    const events: AttackEvent[] = [{ type: 'attack.declare', target: 'brute' }, { type: 'attack.roll', dice: ['2', 'blank'] }];
    const r = run({ creatures: [knight, brute], attacker: 'knight', attack: melee }, events);
    expect([r.state, r.c.job?.mode, r.c.job?.striker]).toEqual(['offer', 'barrier', 'brute']);
    expect(r.log).toEqual(expect.arrayContaining(['destroyed', 'barrier.destroyedStrikes', 'barrier.start']));
    const struck = run({ creatures: [knight, brute], attacker: 'knight', attack: melee }, [...events, { type: 'free.take' }, { type: 'attack.roll', dice: ['crit2', '1'] }]);
    expect([struck.state, of(struck.c, 'knight').damage]).toEqual(['done', 3]);
    expect(struck.log).not.toContain('counter.start');
    const earlier = run({ creatures: [knight, brute], attacker: 'knight', attack: melee, barrierDestroyed: 'none' }, events);
    expect(earlier.state).toBe('done');
    expect(earlier.log).toContain('barrier.destroyedNone');
    expect(earlier.log).not.toContain('barrier.start');
  });
});

describe('sweeping and zone attacks (8-8, 13-4)', () => {
  it('a sweeping attack takes up to 2 different creatures in its zone, chosen by the attacker, guards first (8-8’s note, after the Codex)', () => {
    const creatures = [creature('knight', 0, [2, 2]), creature('orc', 1, [2, 2]), creature('wall', 1, [2, 2], { guard: true }), creature('imp', 1, [2, 2]), creature('far', 1, [3, 2])];
    const sweep = { kind: 'melee' as const, dice: 1, sweeping: true };
    const r = run({ creatures, attacker: 'knight', attack: sweep }, [{ type: 'attack.declare', targets: ['orc', 'wall'] }, { type: 'attack.roll', dice: ['1'] }, { type: 'attack.roll', dice: ['2'] }]);
    expect(r.state).toBe('done');
    expect([of(r.c, 'wall').damage, of(r.c, 'orc').damage, of(r.c, 'imp').damage, of(r.c, 'far').damage]).toEqual([1, 2, 0, 0]);
    const refusal = (targets: string[]) => run({ creatures, attacker: 'knight', attack: sweep }, [{ type: 'attack.declare', targets }]).refused?.refusal;
    expect(refusal(['orc', 'imp'])).toMatchObject({ step: 'refuse.sweepGuards', clauses: ['13-4', '8-1.2'] });
    expect(refusal(['wall', 'orc', 'imp'])).toMatchObject({ step: 'refuse.sweepCount' });
    expect(refusal(['wall', 'wall'])).toMatchObject({ step: 'refuse.sweepCount' });
    expect(refusal(['wall', 'far'])).toMatchObject({ step: 'refuse.notSameZone', clauses: ['8-1.1'] });
    // One's own creature, or the attacker itself, may be a target (the Codex); enemies only under the earlier reading.
    expect(run({ creatures: [...creatures, creature('ally', 0, [2, 2])], attacker: 'knight', attack: sweep }, [{ type: 'attack.declare', targets: ['wall', 'ally'] }]).refused).toBeUndefined();
    expect(run({ creatures: [...creatures, creature('ally', 0, [2, 2])], attacker: 'knight', attack: sweep, areaTargets: 'earlier' }, [{ type: 'attack.declare', targets: ['wall', 'ally'] }]).refused?.refusal).toMatchObject({ step: 'refuse.sweepEnemy', clauses: ['8-8'] });
    // The attacker attacking itself ignores the guard, but its other target must still be the guard (13-4).
    expect(refusal(['knight'])).toBeUndefined();
    expect(refusal(['knight', 'wall'])).toBeUndefined();
    expect(refusal(['knight', 'orc'])).toMatchObject({ step: 'refuse.sweepGuards' });
    expect(run({ creatures: [...creatures, creature('bat', 1, [2, 2], { flying: true })], attacker: 'knight', attack: sweep }, [{ type: 'attack.declare', targets: ['wall', 'bat'] }]).refused?.refusal).toMatchObject({ step: 'refuse.flyer', clauses: ['9-3.2'] });
    expect(refusal(['wall'])).toBeUndefined();
  });
  it('a zone attack takes every creature in the zone, one after another', () => {
    const creatures = [creature('mage', 0, [1, 1]), creature('orc', 1, [2, 1]), creature('ally', 0, [2, 1])];
    const r = run({ creatures, attacker: 'mage', attack: { kind: 'ranged', dice: 1, range: [1, 2], zone: true } }, [{ type: 'attack.declare', zone: [2, 1] }, { type: 'attack.roll', dice: ['1'] }, { type: 'attack.roll', dice: ['2'] }]);
    expect(r.state).toBe('done');
    expect([of(r.c, 'orc').damage, of(r.c, 'ally').damage]).toEqual([1, 2]);
  });
  it('a zone attack on its own zone takes the attacker too, and goes on after destroying it (the Codex); the earlier reading spares it', () => {
    const creatures = [creature('mage', 0, [2, 1], { life: 2 }), creature('orc', 1, [2, 1])];
    const zone = { kind: 'ranged' as const, dice: 1, range: [0, 1] as [number, number], zone: true };
    const r = run({ creatures, attacker: 'mage', attack: zone }, [{ type: 'attack.declare', zone: [2, 1] }, { type: 'attack.roll', dice: ['crit2'] }, { type: 'attack.roll', dice: ['1'] }]);
    expect([r.state, of(r.c, 'mage').damage, of(r.c, 'orc').damage]).toEqual(['done', 2, 1]);
    expect(r.log).toContain('declare.zone');
    const earlier = run({ creatures, attacker: 'mage', attack: zone, areaTargets: 'earlier' }, [{ type: 'attack.declare', zone: [2, 1] }, { type: 'attack.roll', dice: ['1'] }]);
    expect([earlier.state, of(earlier.c, 'mage').damage, of(earlier.c, 'orc').damage]).toEqual(['done', 0, 1]);
    expect(earlier.log).toContain('declare.zoneEarlier');
  });
});

describe('random play', () => {
  it('300 random attacks take only choices the machine offers, end, never heal, and give each barrier once per source', async () => {
    const { seededRandom } = await import('../../../engine/random');
    const { createActor } = await import('xstate');
    const random = seededRandom(2013);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const faces = ['blank', '1', '2', 'crit1', 'crit2'] as const;
    for (let i = 0; i < 300; i++) {
      const creatures: SetupCreature[] = Array.from({ length: 2 + Math.floor(random() * 4) }, (_, k) => creature(`c${k}`, (k === 0 ? 0 : pick([0, 1, 1])) as 0 | 1, [1 + Math.floor(random() * 2), 1], {
        life: 2 + Math.floor(random() * 8), armor: Math.floor(random() * 3), guard: random() < 0.3, counterstrike: random() < 0.3, barrier: random() < 0.3 ? 1 + Math.floor(random() * 2) : undefined,
        melee: random() < 0.7 ? { dice: 1 + Math.floor(random() * 3), strikes: random() < 0.2 ? 2 : undefined } : undefined,
        defense: random() < 0.4 ? { value: 1 + Math.floor(random() * 12), uses: Math.floor(random() * 2) } : undefined, incorporeal: random() < 0.1, conditions: random() < 0.1 ? [pick(['daze', 'blind'] as const)] : undefined, flying: random() < 0.2,
      }));
      const kind = pick(['melee', 'ranged'] as const);
      const attack = { kind, dice: 1 + Math.floor(random() * 3), strikes: random() < 0.2 ? 2 : undefined, range: kind === 'ranged' ? [0, 2] as [number, number] : undefined, effect: random() < 0.3 ? { at: 1 + Math.floor(random() * 12), condition: 'daze' as const } : undefined };
      const actor = createActor(attackMachine, { input: { creatures, attacker: 'c0', attack, rangedStrikes: pick(['skipped', 'made'] as const), barrierStrike: pick(['first', 'firstHit'] as const), barrierDestroyed: pick(['strikes', 'none'] as const) } }).start();
      const declare = pick(creatures.filter((x) => x.owner === 1).map((x) => ({ type: 'attack.declare' as const, target: x.id })).concat({ type: 'attack.declare', target: 'c0' }));
      if (!actor.getSnapshot().can(declare)) continue;
      actor.send(declare);
      for (let n = 0; n < 60 && actor.getSnapshot().status !== 'done'; n++) {
        const s = actor.getSnapshot();
        const job = (s.context as AttackContext).job!;
        const offered: AttackEvent[] = [{ type: 'free.take' }, { type: 'free.decline' }, { type: 'defense.use' }, { type: 'defense.skip' }, { type: 'defense.roll', die: 1 + Math.floor(random() * 12) }, { type: 'effect.roll', die: 1 + Math.floor(random() * 12) }, { type: 'blind.miss' }, { type: 'attack.roll', dice: Array.from({ length: job.bar.dice }, () => pick(faces)) }];
        const options = offered.filter((e) => s.can(e));
        expect(options.length).toBeGreaterThan(0);
        const before = (s.context as AttackContext).creatures.map((x) => x.damage);
        actor.send(pick(options));
        const after = (actor.getSnapshot().context as AttackContext).creatures.map((x) => x.damage);
        after.forEach((d, k) => expect(d).toBeGreaterThanOrEqual(before[k]));
      }
      const end = actor.getSnapshot().context as AttackContext;
      expect(actor.getSnapshot().status).toBe('done');
      expect(new Set(end.barriersUsed).size).toBe(end.barriersUsed.length);
      // Flying lost for the attack comes back when it ends (9-3.4, 9-3.5, 9-3.8).
      expect(end.creatures.filter((x) => x.grounded)).toEqual([]);
    }
  });
});

describe('a ranged attack skips steps 5 to 7 (8-1.4): the source’s rule by default, additional strikes under the earlier reading', () => {
  const archer = creature('archer', 0, [1, 2]);
  const orc = creature('orc', 1, [2, 2], { life: 20 });
  const twice = { kind: 'ranged' as const, dice: 1, strikes: 2, range: [1, 2] as [number, number] };
  const line: AttackEvent[] = [{ type: 'attack.declare', target: 'orc' }, { type: 'attack.roll', dice: ['2'] }, { type: 'attack.roll', dice: ['2'] }];
  it('by default one strike only, said so', () => {
    const r = run({ creatures: [archer, orc], attacker: 'archer', attack: twice }, line.slice(0, 2));
    expect(r.state).toBe('done');
    expect(of(r.c, 'orc').damage).toBe(2);
    expect(r.log).toContain('ranged.oneStrike');
    expect(r.log).not.toContain('strike.again');
  });
  it('under the earlier reading both strikes', () => {
    const r = run({ creatures: [archer, orc], attacker: 'archer', attack: twice, rangedStrikes: 'made' }, line);
    expect(r.state).toBe('done');
    expect(of(r.c, 'orc').damage).toBe(4);
    expect(r.log).toEqual(expect.arrayContaining(['ranged.strikes', 'strike.again']));
  });
  it('a melee attack’s strikes are the same under both readings', () => {
    for (const rangedStrikes of ['skipped', 'made'] as const) {
      const r = run({ creatures: [creature('knight', 0, [2, 2]), orc], attacker: 'knight', attack: { kind: 'melee', dice: 1, strikes: 2 }, rangedStrikes }, line);
      expect(of(r.c, 'orc').damage).toBe(4);
    }
  });
});

describe('several strikes and a damage barrier (8-6.4): the first strike decides by default, the first that hits under the other reading', () => {
  const knight = creature('knight', 0, [2, 2]);
  const imp = creature('imp', 1, [2, 2], { barrier: 2, defense: { value: 6, uses: 2 } });
  const twice = { kind: 'melee' as const, dice: 1, strikes: 2 };
  const line: AttackEvent[] = [{ type: 'attack.declare', target: 'imp' }, { type: 'defense.use' }, { type: 'defense.roll', die: 12 }, { type: 'defense.skip' }, { type: 'attack.roll', dice: ['1'] }];
  it('first avoided, second hits: no barrier by default, said so', () => {
    const r = run({ creatures: [knight, imp], attacker: 'knight', attack: twice }, line);
    expect(r.state).toBe('done');
    expect(r.log).toContain('barrier.firstAvoided');
    expect(r.c.barriersUsed).toEqual([]);
  });
  it('first avoided, second hits: the barrier strikes under the other reading', () => {
    const r = run({ creatures: [knight, imp], attacker: 'knight', attack: twice, barrierStrike: 'firstHit' }, [...line, { type: 'free.take' }, { type: 'attack.roll', dice: ['2', 'crit1'] }]);
    expect(r.state).toBe('done');
    expect(r.log).toEqual(expect.arrayContaining(['barrier.laterHit', 'barrier.start']));
    expect(of(r.c, 'knight').damage).toBe(3);
  });
  it('both avoided: no barrier under either reading; the first hits: the barrier under either', () => {
    for (const barrierStrike of ['first', 'firstHit'] as const) {
      const avoided = run({ creatures: [knight, imp], attacker: 'knight', attack: twice, barrierStrike }, [...line.slice(0, 3), { type: 'defense.use' }, { type: 'defense.roll', die: 12 }]);
      expect(avoided.state).toBe('done');
      expect(avoided.c.barriersUsed).toEqual([]);
      const hit = run({ creatures: [knight, imp], attacker: 'knight', attack: twice, barrierStrike }, [line[0], { type: 'defense.skip' }, { type: 'attack.roll', dice: ['1'] }, { type: 'defense.skip' }, { type: 'attack.roll', dice: ['1'] }]);
      expect(hit.state).toBe('offer');
      expect(hit.log).not.toContain('barrier.laterHit');
    }
  });
});

describe('Flying during an attack (9-3.4, 9-3.5, 9-3.8)', () => {
  const bat = creature('bat', 0, [2, 2], { flying: true, melee: { dice: 1 } });
  it('a flyer that melees a creature that does not fly has no Flying from its declaration to the attack’s end: it is counterstruck, then flies again', () => {
    const orc = creature('orc', 1, [2, 2], { counterstrike: true, melee: { dice: 1 } });
    const declared = run({ creatures: [bat, orc], attacker: 'bat', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'orc' }]);
    expect(of(declared.c, 'bat').grounded).toBe('attack');
    expect(declared.log).toContain('flying.lost');
    const r = run({ creatures: [bat, orc], attacker: 'bat', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'orc' }, { type: 'attack.roll', dice: ['1'] }, { type: 'free.take' }, { type: 'attack.roll', dice: ['2'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'bat')).toMatchObject({ damage: 2, grounded: undefined, flying: true });
    expect(r.log.slice(-2)).toEqual(['end', 'flying.back']);
    // A flyer on a flyer keeps its Flying.
    const other = run({ creatures: [bat, creature('owl', 1, [2, 2], { flying: true })], attacker: 'bat', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'owl' }]);
    expect(other.log).not.toContain('flying.lost');
  });
  it('a flyer that guards does not fly while it has its marker (the site’s reading): it may and must be meleed by a creature without reach; it flies again when the attack is over, not before', () => {
    const knight = creature('knight', 0, [2, 2]);
    const owl = creature('owl', 1, [2, 2], { flying: true, guard: true, melee: { dice: 1 } });
    const orc = creature('orc', 1, [2, 2]);
    const start = run({ creatures: [knight, owl, orc], attacker: 'knight', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'orc' }]);
    expect(start.log).toContain('flying.guarding');
    expect(start.refused?.refusal.step).toBe('refuse.guarded');
    const r = run({ creatures: [knight, owl, orc], attacker: 'knight', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'owl' }, { type: 'attack.roll', dice: ['1'] }, { type: 'free.decline' }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'owl')).toMatchObject({ guard: false, grounded: undefined, flying: true });
    expect(r.log.indexOf('flying.backGuard')).toBeGreaterThan(r.log.indexOf('end'));
    // While the sweep goes on, the owl that guarded is still on the ground (9-3.5).
    const sweep = run({ creatures: [knight, owl, orc], attacker: 'knight', attack: { kind: 'melee', dice: 1, sweeping: true } }, [{ type: 'attack.declare', targets: ['owl', 'orc'] }, { type: 'attack.roll', dice: ['1'] }, { type: 'free.decline' }]);
    expect(sweep.state).toBe('roll');
    expect(of(sweep.c, 'owl')).toMatchObject({ guard: false, grounded: 'guard' });
  });
});

describe('whom an attack may target (8-1)', () => {
  it('any creature, one’s own and the attacker itself too (8-1’s note, after the Codex): itself when it is a legal target of its own attack', () => {
    const creatures = [creature('knight', 0, [2, 2]), creature('ally', 0, [2, 2])];
    expect(run({ creatures, attacker: 'knight', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'ally' }]).refused).toBeUndefined();
    expect(run({ creatures, attacker: 'knight', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'knight' }]).refused).toBeUndefined();
    expect(run({ creatures, attacker: 'knight', attack: { kind: 'ranged', dice: 1, range: [0, 1] } }, [{ type: 'attack.declare', target: 'knight' }]).refused).toBeUndefined();
    expect(run({ creatures, attacker: 'knight', attack: { kind: 'ranged', dice: 1, range: [1, 2] } }, [{ type: 'attack.declare', target: 'knight' }]).refused?.refusal).toMatchObject({ step: 'refuse.outOfRange', clauses: ['8-1.3'] });
  });
  it('a creature attacking itself ignores guards, may use its defense, and sets off neither its own damage barrier nor a counterstrike from itself', () => {
    const knight = creature('knight', 0, [2, 2], { barrier: 2, counterstrike: true, melee: { dice: 1 }, defense: { value: 6, uses: 1 } });
    const creatures = [knight, creature('wall', 1, [2, 2], { guard: true })];
    const r = run({ creatures, attacker: 'knight', attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'knight' }, { type: 'defense.skip' }, { type: 'attack.roll', dice: ['2'] }]);
    expect([r.state, of(r.c, 'knight').damage, r.c.barriersUsed]).toEqual(['done', 2, []]);
    expect(r.log).toEqual(expect.arrayContaining(['declare.self', 'self.noFollowUps']));
    expect(r.log).not.toContain('counter.start');
  });
  it('a guard forces a melee attack; 9-3.6 is cited only when the attacker flies', () => {
    const guard = creature('wall', 1, [2, 2], { guard: true });
    const orc = creature('orc', 1, [2, 2]);
    const refusal = (attacker: SetupCreature) => run({ creatures: [attacker, guard, orc], attacker: attacker.id, attack: { kind: 'melee', dice: 1 } }, [{ type: 'attack.declare', target: 'orc' }]).refused?.refusal;
    expect(refusal(creature('knight', 0, [2, 2]))).toMatchObject({ step: 'refuse.guarded', clauses: ['8-1.2', '13-2'] });
    expect(refusal(creature('bat', 0, [2, 2], { flying: true }))).toMatchObject({ step: 'refuse.guarded', clauses: ['8-1.2', '13-2', '9-3.6'] });
  });
});

describe('readings after the Codex, and a position the rules cannot reach', () => {
  const zone: AttackBar = { kind: 'ranged', dice: 1, range: [0, 1], zone: true };
  const elf = creature('elf', 1, [2, 2], { defense: { value: 6, uses: 1 } });
  it('a zone attack’s target may defend under the source (8-8 runs step 2 for each), and not under the Codex (8-2’s note)', () => {
    const mage = creature('mage', 0, [1, 2]);
    const source = run({ creatures: [mage, elf], attacker: 'mage', attack: zone }, [{ type: 'attack.declare', zone: [2, 2] }, { type: 'defense.use' }, { type: 'defense.roll', die: 7 }]);
    expect([source.state, of(source.c, 'elf').damage]).toEqual(['done', 0]);
    const codex = run({ creatures: [mage, elf], attacker: 'mage', attack: zone, zoneDefense: 'unavoidable' }, [{ type: 'attack.declare', zone: [2, 2] }, { type: 'defense.use' }]);
    expect(codex.state).toBe('roll');
    expect(codex.log).toContain('zone.unavoidable');
    expect(codex.refused?.refusal).toMatchObject({ step: 'refuse.unavoidable', clauses: ['8-2', '8-8'] });
    // A defense at the roll of an attack that is not a zone attack is late, as before (8-2.1).
    const late = run({ creatures: [mage, creature('elf', 1, [1, 2], { defense: { value: 6, uses: 1 } })], attacker: 'mage', attack: { kind: 'melee', dice: 1 }, zoneDefense: 'unavoidable' }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.skip' }, { type: 'defense.use' }]);
    expect(late.refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['8-2.1'] });
  });
  it('a flying attacker ignores its minimum range against a creature in its zone only under the Codex (9-3.3’s note)', () => {
    const creatures = [creature('bat', 0, [2, 2], { flying: true }), creature('orc', 1, [2, 2])];
    const attack: AttackBar = { kind: 'ranged', dice: 1, range: [1, 2] };
    expect(run({ creatures, attacker: 'bat', attack }, [{ type: 'attack.declare', target: 'orc' }]).refused?.refusal).toMatchObject({ step: 'refuse.outOfRange', clauses: ['8-1.3'] });
    const codex = run({ creatures, attacker: 'bat', attack, flyerRange: 'either' }, [{ type: 'attack.declare', target: 'orc' }]);
    expect(codex.refused).toBeUndefined();
    expect(codex.log).toContain('declare.rangedFromFlyer');
  });
  it('a melee attack on a wall past an enemy guard is refused under the source (8-1.2, 13-2), and attacks the wall under the Codex (8-1.2’s note)', () => {
    const creatures = [creature('knight', 0, [2, 2], { melee: { dice: 1 } }), creature('guard', 1, [2, 2], { guard: true, melee: { dice: 1 } })];
    const walls = [{ id: 'stonewall', owner: 1 as const, between: [[2, 2], [2, 1]] as [[number, number], [number, number]], life: 10, armor: 2 }];
    const melee: AttackBar = { kind: 'melee', dice: 2 };
    const events: AttackEvent[] = [{ type: 'attack.declare', target: 'stonewall' }, { type: 'attack.roll', dice: ['2', 'crit2'] }];
    const source = run({ creatures, walls, attacker: 'knight', attack: melee }, events);
    expect(source.refused?.refusal).toMatchObject({ step: 'refuse.guardedWall', clauses: ['8-1.2', '13-2'] });
    expect(of(source.c, 'stonewall').damage).toBe(0);
    const codex = run({ creatures, walls, attacker: 'knight', attack: melee, wallGuard: 'codex' }, events);
    expect(codex.refused).toBeUndefined();
    expect([codex.state, of(codex.c, 'stonewall').damage, of(codex.c, 'guard').guard]).toEqual(['done', 2, true]);
    expect(codex.log).toContain('declare.wallPastGuard');
    // Without a guard nothing differs, and the Codex's exception does not reach a wall off the attacker's zone (7-5.3).
    expect(run({ creatures: [creatures[0], creature('orc', 1, [2, 2])], walls, attacker: 'knight', attack: melee }, events).state).toBe('done');
    const far = [{ ...walls[0], between: [[3, 2], [3, 1]] as [[number, number], [number, number]] }];
    expect(run({ creatures, walls: far, attacker: 'knight', attack: melee, wallGuard: 'codex' }, events).refused?.refusal).toMatchObject({ step: 'refuse.wallMelee', clauses: ['7-5.3'] });
    // A flyer's melee attack on the wall is held by the guard under the source too, citing 8-1.2 and 13-2: 9-3.6 speaks of a creature that does not fly, and a wall is none.
    const bat = [creature('bat', 0, [2, 2], { flying: true, melee: { dice: 1 } }), creatures[1]];
    expect(run({ creatures: bat, walls, attacker: 'bat', attack: melee }, events).refused?.refusal).toEqual(expect.objectContaining({ step: 'refuse.guardedWall', clauses: ['8-1.2', '13-2'] }));
    // A guard's own creatures, and creatures that are not guarding, are no guard against the attacker (8-1.2: an enemy with a guard marker).
    expect(run({ creatures: [creatures[0], creature('guard', 0, [2, 2], { guard: true })], walls, attacker: 'knight', attack: melee }, events).state).toBe('done');
  });
  it('a damage barrier may strike an attacker of its own side under the source, and not under the Codex (8-6.1’s note)', () => {
    const creatures = [creature('knight', 0, [2, 2], { life: 12 }), creature('imp', 0, [2, 2], { barrier: 2 })];
    const events: AttackEvent[] = [{ type: 'attack.declare', target: 'imp' }, { type: 'attack.roll', dice: ['1'] }];
    const source = run({ creatures, attacker: 'knight', attack: { kind: 'melee', dice: 1 } }, events);
    expect(source.state).toBe('offer');
    const codex = run({ creatures, attacker: 'knight', attack: { kind: 'melee', dice: 1 }, barrierFriendly: 'none' }, events);
    expect([codex.state, codex.c.barriersUsed]).toEqual(['done', []]);
    expect(codex.log).toContain('barrier.friendly');
    // An enemy's barrier strikes under both readings.
    const enemy = run({ creatures: [creatures[0], creature('imp', 1, [2, 2], { barrier: 2 })], attacker: 'knight', attack: { kind: 'melee', dice: 1 }, barrierFriendly: 'none' }, events);
    expect(enemy.state).toBe('offer');
  });
  it('an attacker with a guard marker is refused, citing 13-3: the marker went when it was activated', () => {
    const position = (guard: boolean) => ({ attacker: 'k', attack: { kind: 'melee', dice: 1 }, creatures: [{ id: 'k', owner: 0, zone: [1, 1], life: 10, guard }, { id: 'o', owner: 1, zone: [1, 1], life: 6 }] });
    const refused = attackSetupSchema.safeParse(position(true));
    expect(refused.error!.issues.map((i) => [i.path.join('.'), (i as { params?: { say?: string } }).params?.say])).toEqual([['creatures.0.guard', 'attackerGuard']]);
    expect(attackSetupSchema.safeParse(position(false)).success).toBe(true);
  });
});

describe('several attack bars and several defenses (8-0.1, 8-2.3)', () => {
  const archer = creature('archer', 0, [2, 2], { melee: { dice: 1 } });
  const orc = creature('orc', 1, [2, 2]);
  const bars: AttackBar[] = [{ kind: 'ranged', dice: 4, range: [1, 2] }, { kind: 'melee', dice: 2 }];
  it('with several attack bars the declaration names one: without it the attack is refused (8-0.1), and the chosen bar decides the target (8-1.3)', () => {
    expect(run({ creatures: [archer, orc], attacker: 'archer', bars }, [{ type: 'attack.declare', target: 'orc' }]).refused?.refusal).toMatchObject({ step: 'refuse.chooseBar', clauses: ['8-0.1', '8-1'] });
    expect(run({ creatures: [archer, orc], attacker: 'archer', bars }, [{ type: 'attack.declare', target: 'orc', bar: 2 }]).refused?.refusal).toMatchObject({ step: 'refuse.noBar', clauses: ['8-0.1'] });
    expect(run({ creatures: [archer, orc], attacker: 'archer', bars }, [{ type: 'attack.declare', target: 'orc', bar: 0 }]).refused?.refusal).toMatchObject({ step: 'refuse.outOfRange', clauses: ['8-1.3'] });
    const r = run({ creatures: [archer, orc], attacker: 'archer', bars }, [{ type: 'attack.declare', target: 'orc', bar: 1 }, { type: 'attack.roll', dice: ['2', '2'] }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'orc').damage).toBe(4);
  });
  it('a creature with several defenses names the one it uses, only one against a strike (8-2.3), and each strike has its own step 2 (8-5)', () => {
    const elf = creature('elf', 1, [2, 2], { defenses: [{ value: 9, uses: 1 }, { value: 5, uses: 1 }] });
    const knight = creature('knight', 0, [2, 2]);
    const attack = { kind: 'melee' as const, dice: 1, strikes: 2 };
    expect(run({ creatures: [knight, elf], attacker: 'knight', attack }, [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.use' }]).refused?.refusal).toMatchObject({ step: 'refuse.chooseDefense', clauses: ['8-2.3'] });
    const failed = [{ type: 'attack.declare', target: 'elf' }, { type: 'defense.use', defense: 0 }, { type: 'defense.roll', die: 4 }] as AttackEvent[];
    expect(run({ creatures: [knight, elf], attacker: 'knight', attack }, [...failed, { type: 'defense.use', defense: 1 }]).refused?.refusal).toMatchObject({ step: 'refuse.oneDefense', clauses: ['8-2.3'] });
    const r = run({ creatures: [knight, elf], attacker: 'knight', attack }, [...failed, { type: 'attack.roll', dice: ['1'] }, { type: 'defense.use', defense: 1 }, { type: 'defense.roll', die: 5 }]);
    expect(r.state).toBe('done');
    expect(of(r.c, 'elf')).toMatchObject({ damage: 1, defenses: [{ uses: 0 }, { uses: 0 }] });
  });
});
