import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { describeStep } from '../../../engine/words';
import { seededRandom } from '../../../engine/random';
import flow from './flow';
import { roundSetupSchema } from './schemas';
import { roundMachine, type RoundContext, type RoundEvent, type RoundInput } from './machine';
import { ZONES, distance } from '../arena';

const base: RoundInput = {
  initiative: 1, mana: [8, 6], channeling: [9, 10],
  creatures: [{ id: 'mage', owner: 0, kind: 'mage', zone: [1, 2] }, { id: 'fairy', owner: 0, kind: 'familiar', zone: [1, 1] }, { id: 'knight', owner: 0, kind: 'creature', zone: [2, 2] }, { id: 'rival', owner: 1, kind: 'mage', zone: [4, 2] }, { id: 'orc', owner: 1, kind: 'creature', zone: [3, 2] }],
  spawnpoints: [{ id: 'lair', owner: 1, zone: [4, 3] }],
};
const run = (input: RoundInput, events: RoundEvent[]) => {
  const { steps, refused } = runFlow(roundMachine, input, events);
  const last = steps[steps.length - 1].snapshot;
  const c = last.context as RoundContext;
  return { c, state: String(last.value), refused, log: logEntries(c.log).map((e) => e.step) };
};
const plans: RoundEvent[] = [{ type: 'plan', player: 0, spells: 2, for: ['fairy'] }, { type: 'plan', player: 1, spells: 2, for: ['lair'] }];

describe('the ready stage (3)', () => {
  it('runs its six phases in order: the initiative passes, markers reset, mages channel, upkeep, planning, deployment', () => {
    const r = run({ ...base, upkeep: [{ id: 'orc', owner: 1, effect: 'burn' }] }, []);
    expect(r.state).toBe('planning');
    expect(r.log).toEqual(['start', 'initiative', 'reset', 'channeling', 'upkeep']);
    expect(r.c.initiative).toBe(0);
    expect(r.c.mana).toEqual([17, 16]);
  });
  it('an owner with two or more upkeep effects orders them; one alone resolves by itself', () => {
    const input = { ...base, upkeep: [{ id: 'knight', owner: 0 as const, effect: 'burn' }, { id: 'fairy', owner: 0 as const, effect: 'regenerate', n: 1 }, { id: 'orc', owner: 1 as const, effect: 'burn' }] };
    expect(run(input, []).state).toBe('upkeep');
    const r = run(input, [{ type: 'upkeep.resolve', id: 'fairy' }]);
    expect(r.state).toBe('planning');
    expect(logEntries(r.c.log).filter((e) => e.step.startsWith('upkeep')).map((e) => e.values!.id)).toEqual(['fairy', 'knight', 'orc']);
  });
  it('a plan with no other caster says only the mage’s spells, not 「0 張…各選 1 張」', () => {
    const steps = (e: RoundEvent) => run(base, [e]).log;
    expect(steps({ type: 'plan', player: 0, spells: 2 })).toContain('plan.mage');
    expect(steps({ type: 'plan', player: 0, spells: 2, for: ['fairy'] })).toContain('plan');
    expect(steps({ type: 'plan', player: 0, spells: 2, for: ['fairy'] })).not.toContain('plan.mage');
  });
  it('planning: up to 2 spells for the mage, 1 for each own familiar or spawnpoint, once a player', () => {
    expect(run(base, [{ type: 'plan', player: 0, spells: 3 }]).refused?.refusal).toMatchObject({ step: 'refuse.planTwo', clauses: ['3-5'] });
    expect(run(base, [{ type: 'plan', player: 0, spells: 1, for: ['lair'] }]).refused?.refusal).toMatchObject({ step: 'refuse.planFor', clauses: ['3-5.1'] });
    expect(run(base, [{ type: 'plan', player: 0, spells: 0 }, { type: 'plan', player: 0, spells: 0 }]).refused?.refusal.step).toBe('refuse.plannedAlready');
    expect(run(base, plans).state).toBe('deployment');
  });
  it('the disputed 3-5: by default (the author’s later answer) fewer or none may be planned; under his earlier answer 2, and 1 for each own familiar or spawnpoint', () => {
    // No spell for the lair: no deployment (3-6), straight to the first quickcast phase.
    expect(run(base, [{ type: 'plan', player: 0, spells: 0 }, { type: 'plan', player: 1, spells: 1 }]).state).toBe('firstQuickcast');
    const must = { ...base, planning: 'must' as const };
    expect(run(must, [{ type: 'plan', player: 0, spells: 1, for: ['fairy'] }]).refused?.refusal).toMatchObject({ step: 'refuse.planMust', clauses: ['3-5'], values: { n: 1 } });
    expect(run(must, [{ type: 'plan', player: 0, spells: 2 }]).refused?.refusal).toMatchObject({ step: 'refuse.planMustFor', clauses: ['3-5.1'], values: { id: 'fairy' } });
    expect(run(must, [{ type: 'plan', player: 1, spells: 2 }]).refused?.refusal).toMatchObject({ step: 'refuse.planMustFor', values: { id: 'lair' } });
    // A player with no familiar or spawnpoint plans the 2 alone.
    const noFamiliar = { ...must, creatures: base.creatures.filter((x) => x.id !== 'fairy') };
    expect(run(noFamiliar, [{ type: 'plan', player: 0, spells: 2 }, ...plans.slice(1)]).state).toBe('deployment');
    expect(run(must, plans).state).toBe('deployment');
  });
  it('deployment: a spawnpoint casts or not; not, its spell returns to the spellbook (3-6.1, 11-2)', () => {
    const skip = run(base, [...plans, { type: 'deploy.skip', id: 'lair' }]);
    expect(skip.state).toBe('firstQuickcast');
    expect(skip.c.returned).toEqual(['lair']);
    const cast = run(base, [...plans, { type: 'deploy.cast', id: 'lair', summon: 'wolf' }]);
    expect(cast.c.creatures.find((x) => x.id === 'wolf')).toMatchObject({ owner: 1, activated: true, summoned: true });
  });
  it('a second creature of a name already on the arena is summoned, and told apart (7-3.1; no rule the source states forbids it)', () => {
    const cast = run(base, [...plans, { type: 'deploy.cast', id: 'lair', summon: 'orc' }]);
    expect(cast.refused).toBeUndefined();
    expect(cast.c.creatures.filter((x) => x.id.startsWith('orc')).map((x) => [x.id, x.summoned ?? false])).toEqual([['orc', false], ['orc-2', true]]);
    expect(cast.c.activations).toEqual(['orc-2']);
    expect(cast.log.slice(cast.log.indexOf('summoned'), cast.log.indexOf('summoned') + 2)).toEqual(['summoned', 'summoned.another']);
    // The reader sees the two by name: 獸人 and 獸人 2, never an id.
    const entry = logEntries(cast.c.log).find((e) => e.step === 'summoned.another')!;
    expect(describeStep(entry, flow.words['zh-hant'])).toContain('新召喚的這隻稱為獸人 2');
    expect(describeStep(entry, flow.words.ja)).toContain('オーク2と呼ぶ');
  });
  it('the initiative player deploys first', () => {
    const input = { ...base, spawnpoints: [{ id: 'lair', owner: 1 as const, zone: [4, 3] as [number, number] }, { id: 'wall', owner: 0 as const, zone: [1, 3] as [number, number] }] };
    const r = run(input, [{ type: 'plan', player: 0, spells: 2, for: ['wall'] }, { type: 'plan', player: 1, spells: 2, for: ['lair'] }, { type: 'deploy.skip', id: 'lair' }]);
    expect(r.refused?.refusal).toMatchObject({ step: 'refuse.initiativeFirst', clauses: ['3-6'] });
  });
});

describe('the action stage (4)', () => {
  const toActions: RoundEvent[] = [...plans, { type: 'deploy.skip', id: 'lair' }];
  it('the first quickcast phase: the initiative player decides first, then the other', () => {
    const r = run(base, [...toActions, { type: 'quickcast.use' }]);
    expect(r.c.quickcast).toEqual([true, false]);
    expect(r.c.player).toBe(1);
    expect(run(base, [...toActions, { type: 'quickcast.use' }, { type: 'quickcast.pass' }]).state).toBe('turn');
  });
  it('a player must activate unless the opponent has more creatures not yet activated (4-2.2, 4-2.2a)', () => {
    const start = [...toActions, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }] as RoundEvent[];
    // Player 1 (initiative) has 3 waiting, player 2 has 2: player 1 may not pass.
    expect(run(base, [...start, { type: 'turn.pass' }]).refused?.refusal).toMatchObject({ step: 'refuse.mustActivate', clauses: ['4-2.2', '4-2.2a'] });
    const after = run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'fairy' }, { type: 'activation.end' }, { type: 'turn.next' }]);
    // Player 2 has 1 waiting, player 1 has 1: player 2 must activate.
    expect(after.state).toBe('turn');
    expect(run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'turn.pass' }]).refused?.refusal.step).toBe('refuse.mustActivate');
  });
  it('a familiar’s planned spell not cast returns at the end of its activation (4-2.5, 10-4); a summoned creature enters activated (7-3.1)', () => {
    const start = [...toActions, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }] as RoundEvent[];
    const r = run(base, [...start, { type: 'activate', id: 'fairy' }, { type: 'activation.end' }]);
    expect(r.c.returned).toEqual(['lair', 'fairy']);
    const s = run(base, [...start, { type: 'activate', id: 'mage' }, { type: 'spell.cast', action: 'full', summon: 'bat' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'rival' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'bat' }]);
    expect(s.refused?.refusal).toMatchObject({ step: 'refuse.summoned', clauses: ['7-3.1'] });
  });
  it('one spell an activation (5-1); a creature without the trait casts none', () => {
    const start = [...toActions, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }] as RoundEvent[];
    expect(run(base, [...start, { type: 'activate', id: 'mage' }, { type: 'spell.cast', action: 'quick' }, { type: 'spell.cast', action: 'quick' }]).refused?.refusal).toMatchObject({ step: 'refuse.quickTaken', clauses: ['5-1', '5-4.2'] });
    expect(run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'spell.cast', action: 'quick' }]).refused?.refusal.step).toBe('refuse.cannotCast');
  });
  it('the guard action: a quick action of an activation (5-4.3, 13-1), so no spell with it (5-1); a flyer that guards does not fly (9-3.8); the marker goes when the creature is activated (13-3), not at the reset (3-2)', () => {
    const flyer = { ...base, creatures: base.creatures.map((x) => (x.id === 'knight' ? { ...x, flying: true } : x.id === 'orc' ? { ...x, guard: true } : x)) };
    const start = [...toActions, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }] as RoundEvent[];
    const guarded = run(flyer, [...start, { type: 'activate', id: 'knight' }, { type: 'guard' }]);
    expect(guarded.c.creatures.find((x) => x.id === 'knight')!.guard).toBe(true);
    expect(guarded.log.slice(-2)).toEqual(['guard', 'flying.guarding']);
    expect(logEntries(guarded.c.log).at(-1)!.clauses).toEqual(['9-3.8']);
    expect(run(flyer, [...start, { type: 'activate', id: 'knight' }, { type: 'guard' }, { type: 'guard' }]).refused?.refusal).toMatchObject({ step: 'refuse.quickTaken', clauses: ['5-1', '5-4.3'] });
    expect(run(flyer, [...start, { type: 'activate', id: 'mage' }, { type: 'guard' }, { type: 'spell.cast', action: 'quick' }]).refused?.refusal).toMatchObject({ step: 'refuse.quickTaken', clauses: ['5-1', '5-4.2'] });
    expect(run(flyer, [...start, { type: 'activate', id: 'mage' }, { type: 'spell.cast', action: 'quick' }, { type: 'guard' }]).refused?.refusal).toMatchObject({ step: 'refuse.quickTaken', clauses: ['5-1', '5-4.3'] });
    // A guard marker from an earlier round goes as the creature is activated.
    const orc = run(flyer, [...start, { type: 'activate', id: 'knight' }, { type: 'guard' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }]);
    expect(orc.c.creatures.filter((x) => x.guard).map((x) => x.id)).toEqual(['knight']);
    expect(logEntries(orc.c.log).at(-1)).toMatchObject({ step: 'guard.removed', clauses: ['13-3'] });
    // The reset phase turns action and quickcast markers, not guard markers: the guarding flyer is activated next round, and flies again.
    const rest: RoundEvent[] = [{ type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'mage' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'rival' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'fairy' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'round.next' }];
    const next = run(flyer, [...start, { type: 'activate', id: 'knight' }, { type: 'guard' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }, ...rest]);
    expect([next.state, next.c.creatures.filter((x) => x.guard).map((x) => x.id)]).toEqual(['planning', ['knight']]);
    // Conditions an attack gave last as long as nothing the rules name removes them: the round removes none.
    const dazed = run({ ...flyer, creatures: flyer.creatures.map((x) => (x.id === 'orc' ? { ...x, conditions: ['daze' as const, 'blind' as const] } : x)) }, [...start, { type: 'activate', id: 'knight' }, { type: 'guard' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }, ...rest]);
    expect([dazed.state, dazed.c.creatures.find((x) => x.id === 'orc')!.conditions]).toEqual(['planning', ['daze', 'blind']]);
    const again = run(flyer, [...start, { type: 'activate', id: 'knight' }, { type: 'guard' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }, ...rest, { type: 'plan', player: 0, spells: 0 }, { type: 'plan', player: 1, spells: 0 }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'activate', id: 'orc' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'knight' }]);
    expect(again.refused).toBeUndefined();
    expect(logEntries(again.c.log).at(-1)).toMatchObject({ step: 'guard.removedFlying', clauses: ['13-3', '9-3.8'] });
  });
  it('the quickcast marker once a round: before or after one’s own activation, or in a quickcast phase (4-4)', () => {
    const start = [...toActions, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }] as RoundEvent[];
    const before = run(base, [...start, { type: 'quickcast.use' }]);
    expect(before.state).toBe('quickcastBefore');
    expect(run(base, [...start, { type: 'quickcast.use' }, { type: 'turn.pass' }]).refused).toBeDefined();
    const after = run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'quickcast.use' }]);
    expect([after.state, after.c.player, after.c.quickcast[0]]).toEqual(['turn', 1, true]);
    expect(run(base, [...toActions, { type: 'quickcast.use' }, { type: 'quickcast.pass' }, { type: 'quickcast.use' }]).refused?.refusal).toMatchObject({ step: 'refuse.quickcastUsed' });
  });
  it('a quickcast event names its player: in a quickcast phase the initiative player decides first and each once (4-1, 4-3); in the actions phase only around one’s own activation (4-4)', () => {
    const start = [...toActions, { type: 'quickcast.pass', player: 0 }, { type: 'quickcast.pass', player: 1 }] as RoundEvent[];
    expect(run(base, [...toActions, { type: 'quickcast.use', player: 1 }]).refused?.refusal).toMatchObject({ step: 'refuse.quickcastOrder', clauses: ['4-1'], values: { player: 0 } });
    expect(run(base, [...toActions, { type: 'quickcast.pass', player: 0 }, { type: 'quickcast.pass', player: 0 }]).refused?.refusal).toMatchObject({ step: 'refuse.quickcastDecided', clauses: ['4-1'] });
    expect(run(base, [...toActions, { type: 'quickcast.use', player: 0 }, { type: 'quickcast.pass', player: 0 }]).refused?.refusal).toMatchObject({ step: 'refuse.quickcastUsed', clauses: ['4-3', '3-2'] });
    // Before player 1's activation, player 2's marker has no place.
    expect(run(base, [...start, { type: 'quickcast.use', player: 1 }]).refused?.refusal).toMatchObject({ step: 'refuse.quickcastNotOwn', clauses: ['4-4'], values: { player: 1 } });
    expect(run(base, [...start, { type: 'quickcast.use', player: 0 }, { type: 'quickcast.use', player: 1 }]).refused?.refusal).toMatchObject({ step: 'refuse.quickcastNotOwn', clauses: ['4-4'] });
    expect(run(base, [...start, { type: 'quickcast.use', player: 0 }, { type: 'quickcast.use', player: 0 }]).refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['4-3', '3-2'] });
    expect(run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'quickcast.use', player: 1 }]).refused?.refusal).toMatchObject({ clauses: ['4-4'] });
    // Just after player 1's activation: player 1's after it, or player 2's before its own, whose turn it is next.
    const mine = run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'quickcast.use', player: 0 }]);
    expect([mine.state, mine.c.player, mine.c.quickcast]).toEqual(['turn', 1, [true, false]]);
    const theirs = run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'quickcast.use', player: 1 }]);
    expect([theirs.state, theirs.c.player, theirs.c.quickcast]).toEqual(['quickcastBefore', 1, [false, true]]);
    expect(logEntries(theirs.c.log).at(-1)).toMatchObject({ step: 'quickcast.use', clauses: ['4-4'], values: { player: 1, mage: 'rival' } });
    expect(run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'quickcast.use', player: 1 }, { type: 'turn.pass' }]).refused).toBeDefined();
    expect(run(base, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'quickcast.use', player: 1 }, { type: 'activate', id: 'orc' }]).state).toBe('activation');
    // Player 2 with nothing left to activate: the turn does not pass to it, so no quickcast of its own here.
    const alone = { ...base, creatures: base.creatures.filter((x) => x.id !== 'orc') };
    const late = run(alone, [...start, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'rival' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'mage' }, { type: 'activation.end' }, { type: 'quickcast.use', player: 1 }]);
    expect(late.refused?.refusal).toMatchObject({ step: 'refuse.quickcastNotOwn', clauses: ['4-4'] });
    // The final quickcast phase: the initiative player first.
    const toFinal = [...start, ...['knight', 'orc', 'mage', 'rival', 'fairy'].flatMap((id) => [{ type: 'activate', id }, { type: 'activation.end' }, { type: 'turn.next' }] as RoundEvent[])];
    expect(run(base, [...toFinal, { type: 'quickcast.use', player: 1 }]).refused?.refusal).toMatchObject({ step: 'refuse.quickcastOrder', clauses: ['4-3'] });
    expect(run(base, [...toFinal, { type: 'quickcast.pass', player: 0 }, { type: 'quickcast.use', player: 1 }]).state).toBe('roundEnd');
  });
  it('the whole round: the final quickcast phase skips a used marker, the mages’ planned spells return after it (4-6), and the next round passes the initiative back', () => {
    const events: RoundEvent[] = [...toActions, { type: 'quickcast.use' }, { type: 'quickcast.pass' },
      { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' },
      { type: 'activate', id: 'orc' }, { type: 'activation.end' }, { type: 'turn.next' },
      { type: 'activate', id: 'mage' }, { type: 'spell.cast', action: 'quick' }, { type: 'activation.end' }, { type: 'turn.next' },
      { type: 'activate', id: 'rival' }, { type: 'activation.end' }, { type: 'turn.next' },
      { type: 'activate', id: 'fairy' }, { type: 'spell.cast', action: 'quick' }, { type: 'activation.end' }, { type: 'turn.next' },
      { type: 'quickcast.use' }];
    const r = run(base, events);
    expect(r.state).toBe('roundEnd');
    expect(r.c.returned).toEqual(['lair', 'rival']);
    expect(r.c.quickcast).toEqual([true, true]);
    const next = run(base, [...events, { type: 'round.next' }]);
    expect([next.c.round, next.c.initiative, next.state]).toEqual([2, 1, 'planning']);
  });
  it('a player with nothing left to activate: the other goes on', () => {
    const more = { ...base, creatures: [...base.creatures, { id: 'wolf', owner: 0 as const, kind: 'creature' as const, zone: [1, 3] as [number, number] }] };
    const r = run(more, [...toActions, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'mage' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'rival' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'fairy' }, { type: 'activation.end' }, { type: 'turn.next' }]);
    expect([r.state, r.c.player]).toEqual(['turn', 0]);
    expect(r.log).toContain('turn.again');
  });
  it('when neither player has a creature left, nobody is said to go on: the final quickcast phase says every creature has been activated', () => {
    // The whole round above: after the fairy, the last creature, no player has one left.
    const events: RoundEvent[] = [...toActions, { type: 'quickcast.pass' }, { type: 'quickcast.pass' },
      ...['knight', 'orc', 'mage', 'rival'].flatMap((id): RoundEvent[] => [{ type: 'activate', id }, { type: 'activation.end' }, { type: 'turn.next' }]),
      { type: 'activate', id: 'fairy' }, { type: 'activation.end' }, { type: 'turn.next' }];
    const r = run(base, events);
    expect(r.state).toBe('finalQuickcast');
    expect(r.log.at(-1)).toBe('quickcast.final');
    expect(r.log).not.toContain('turn.again');
  });
  it('the creatures activated this round are listed in the order they were: a summoned one when it entered (7-3.1)', () => {
    const events: RoundEvent[] = [...plans, { type: 'deploy.cast', id: 'lair', summon: 'wolf' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' },
      { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }, { type: 'activation.end' }, { type: 'turn.next' },
      { type: 'activate', id: 'fairy' }];
    const { steps } = runFlow(roundMachine, base, events);
    expect(flow.summarize(steps.at(-1)!.snapshot as never).activated).toEqual(['wolf', 'knight', 'orc', 'fairy']);
  });
});

describe('positions the rules cannot reach are refused', () => {
  const says = (input: unknown) => { const r = roundSetupSchema.safeParse(input); return r.success ? [] : r.error.issues.map((i) => (i as { params?: { say?: string } }).params?.say ?? i.code); };
  it('each player has one mage (1-2); an upkeep effect is on its owner’s card; the default position is sound', () => {
    expect(says({ ...base, creatures: base.creatures.filter((x) => x.id !== 'rival') })).toContain('oneMage');
    expect(says({ ...base, upkeep: [{ id: 'orc', owner: 0, effect: 'burn' }] })).toContain('upkeepOwner');
    expect(says(flow.defaultSetup)).toEqual([]);
  });
  it('regenerate names its amount and a creature; only regenerate has an amount', () => {
    expect(says({ ...base, round: 2, upkeep: [{ id: 'orc', owner: 1, effect: 'regenerate' }] })).toEqual(['healAmount']);
    expect(says({ ...base, round: 2, upkeep: [{ id: 'lair', owner: 1, effect: 'regenerate', n: 1 }] })).toEqual(['healCreature']);
    expect(says({ ...base, round: 2, upkeep: [{ id: 'orc', owner: 1, effect: 'burn', n: 1 }] })).toEqual(['amountOnlyHeal']);
  });
  it('as round 1 begins each mage stands in its gate zone (1-4)', () => {
    const moved = { ...base, round: 1, mana: [10, 10], creatures: base.creatures.map((x) => (x.id === 'rival' ? { ...x, zone: [4, 1] } : x)) };
    expect(says(moved)).toEqual(['firstRoundGate']);
    expect(says({ ...moved, round: 2 })).toEqual([]);
  });
  it('round 1 starts with 10 mana for each mage (1-5); a later round with what the game left', () => {
    expect(says({ ...base, round: 1 })).toEqual(['firstRoundMana', 'firstRoundMana']);
    expect(says({ ...base, round: 1, mana: [10, 10] })).toEqual([]);
    expect(says({ ...base, round: 2 })).toEqual([]);
  });
});

describe('an activation: a move and a quick action, or a full action (5-1 to 5-5, 9-1)', () => {
  const start: RoundEvent[] = [...plans, { type: 'deploy.skip', id: 'lair' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }];
  const knight = (input: RoundInput, ...events: RoundEvent[]) => run(input, [...start, { type: 'activate', id: 'knight' }, ...events]);
  const to = (col: number, row: number): RoundEvent => ({ type: 'move', to: [col, row] });
  it('a move goes to an orthogonally adjacent zone, never diagonally or farther (5-2)', () => {
    expect(knight(base, to(2, 1)).c.creatures.find((x) => x.id === 'knight')!.zone).toEqual([2, 1]);
    for (const [col, row] of [[3, 1], [1, 3], [4, 2], [2, 2]]) expect(knight(base, to(col, row)).refused?.refusal).toMatchObject({ step: 'refuse.notAdjacent', clauses: ['5-2'] });
    expect(distance([1, 1], [2, 2])).toBe(2);
  });
  it('a second move is the quick action (5-4.4): nothing follows it; a Fast creature moves twice and keeps its quick action, but not for a third move (9-1)', () => {
    expect(knight(base, to(2, 1), to(3, 1), { type: 'guard' }).refused?.refusal).toMatchObject({ step: 'refuse.quickTaken', clauses: ['5-1', '5-4.3'] });
    const fast = { ...base, creatures: base.creatures.map((x) => (x.id === 'knight' ? { ...x, fast: true } : x)) };
    const r = knight(fast, to(2, 1), to(3, 1), { type: 'attack', action: 'quick' });
    expect([r.refused, r.c.quick, r.c.moves]).toEqual([undefined, 'attack', 2]);
    expect(knight(fast, to(2, 1), to(3, 1), to(4, 1)).refused?.refusal).toMatchObject({ step: 'refuse.fastThird', clauses: ['9-1'] });
  });
  it('hindered, in its start zone or the one it enters, a creature moves 1 zone only, Fast or not (5-3, 5-3.1); a flyer and a creature that does not fly do not hinder each other (9-3.1)', () => {
    const fast = { ...base, creatures: base.creatures.map((x) => (x.id === 'knight' ? { ...x, fast: true } : x)) };
    expect(knight(fast, to(3, 2), to(3, 1)).refused?.refusal).toMatchObject({ step: 'refuse.hindered', clauses: ['5-3', '5-3.1'] });
    const together = { ...base, creatures: base.creatures.map((x) => (x.id === 'orc' ? { ...x, zone: [2, 2] as [number, number] } : x)) };
    expect(knight(together).log).toContain('hindered.start');
    expect(knight(together, to(2, 1), to(3, 1)).refused?.refusal.step).toBe('refuse.hindered');
    const flying = { ...together, creatures: together.creatures.map((x) => (x.id === 'knight' ? { ...x, flying: true } : x)) };
    expect(knight(flying).log).not.toContain('hindered.start');
    expect(knight(flying, to(2, 1), to(3, 1)).refused).toBeUndefined();
  });
  it('a full action comes alone: not after a move or a quick action, and nothing after it (5-1, 5-5)', () => {
    expect(knight(base, to(2, 1), { type: 'attack', action: 'full' }).refused?.refusal).toMatchObject({ step: 'refuse.fullAfterMove', clauses: ['5-1', '5-5.1'] });
    expect(knight(base, { type: 'guard' }, { type: 'attack', action: 'full' }).refused?.refusal).toMatchObject({ step: 'refuse.fullAfterQuick', clauses: ['5-1', '5-5.1'] });
    expect(knight(base, { type: 'attack', action: 'full' }, { type: 'guard' }).refused?.refusal).toMatchObject({ step: 'refuse.fullTaken', clauses: ['5-1', '5-4.3'] });
    expect(knight(base, { type: 'attack', action: 'full' }, to(2, 1)).refused?.refusal).toMatchObject({ step: 'refuse.fullTaken', clauses: ['5-1'] });
    expect(knight(base, { type: 'attack', action: 'quick' }, to(2, 1)).refused?.refusal).toMatchObject({ step: 'refuse.moveFirst', clauses: ['5-1'] });
  });
  it('a special action only when the card notes one of that kind (5-4.5, 5-5.3)', () => {
    const special = { ...base, creatures: base.creatures.map((x) => (x.id === 'knight' ? { ...x, special: ['full' as const] } : x)) };
    expect(knight(special, { type: 'special', action: 'full' }).refused).toBeUndefined();
    expect(knight(special, { type: 'special', action: 'quick' }).refused?.refusal).toMatchObject({ step: 'refuse.noSpecial.quick', clauses: ['5-4.5'] });
    expect(knight(base, { type: 'special', action: 'full' }).refused?.refusal).toMatchObject({ step: 'refuse.noSpecial.full', clauses: ['5-5.3'] });
  });
});

describe('regenerate in the upkeep phase (3-4, 9-2)', () => {
  const upkeep = (creature: Partial<RoundInput['creatures'][number]>, n: number) => run({ ...base, creatures: base.creatures.map((x) => (x.id === 'orc' ? { ...x, ...creature } : x)), upkeep: [{ id: 'orc', owner: 1, effect: 'regenerate', n }] }, []);
  const orc = (r: ReturnType<typeof run>) => r.c.creatures.find((x) => x.id === 'orc')!;
  it('removes its amount of damage, never more than the creature has; a nonliving creature is not healed', () => {
    expect(orc(upkeep({ damage: 5 }, 2)).damage).toBe(3);
    const all = upkeep({ damage: 1 }, 3);
    expect([orc(all).damage, all.log.at(-1)]).toEqual([0, 'upkeep.healAll']);
    const finite = upkeep({ damage: 5, nonliving: true }, 2);
    expect([orc(finite).damage, finite.log.at(-1)]).toEqual([5, 'upkeep.finite']);
  });
});

describe('random play', () => {
  it('200 random rounds reach the round’s end, activating each creature once, with each marker used at most once', () => {
    const random = seededRandom(42);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    for (let i = 0; i < 200; i++) {
      const n = [1 + Math.floor(random() * 3), 1 + Math.floor(random() * 3)];
      const input: RoundInput = {
        initiative: pick([0, 1] as const), mana: [5, 5], channeling: [9, 9],
        creatures: [0, 1].flatMap((p) => [{ id: `m${p}`, owner: p as 0 | 1, kind: 'mage' as const, zone: pick(ZONES) }, ...Array.from({ length: n[p] }, (_, k) => ({ id: `c${p}${k}`, owner: p as 0 | 1, kind: pick(['familiar', 'creature'] as const), zone: pick(ZONES), fast: random() < 0.3 }))]),
        spawnpoints: random() < 0.5 ? [{ id: 's0', owner: pick([0, 1] as const), zone: pick(ZONES) }] : [],
      };
      const actor = createActor(roundMachine, { input }).start();
      let summoned = 0;
      for (let k = 0; k < 200 && actor.getSnapshot().value !== 'roundEnd'; k++) {
        const s = actor.getSnapshot();
        const c = s.context as RoundContext;
        const options: RoundEvent[] = [
          ...c.upkeep.map((u) => ({ type: 'upkeep.resolve' as const, id: u.id })),
          ...([0, 1] as const).map((p) => ({ type: 'plan' as const, player: p, spells: Math.floor(random() * 3), for: c.spawnpoints.filter((x) => x.owner === p).map((x) => x.id) })),
          ...c.spawnpoints.flatMap((x) => [{ type: 'deploy.cast' as const, id: x.id }, { type: 'deploy.skip' as const, id: x.id }]),
          ...c.creatures.map((x) => ({ type: 'activate' as const, id: x.id })),
          ...(['quick', 'full'] as const).flatMap((action) => [{ type: 'spell.cast' as const, action, summon: `z${summoned}` }, { type: 'attack' as const, action }, { type: 'special' as const, action }]),
          ...ZONES.map((to) => ({ type: 'move' as const, to })),
          { type: 'guard' }, { type: 'quickcast.use' }, { type: 'quickcast.pass' },
          ...([0, 1] as const).flatMap((p) => [{ type: 'quickcast.use' as const, player: p }, { type: 'quickcast.pass' as const, player: p }]), { type: 'turn.pass' }, { type: 'activation.end' }, { type: 'turn.next' },
        ];
        const open = options.filter((e) => s.can(e));
        expect(open.length).toBeGreaterThan(0);
        const e = pick(open);
        if (e.type === 'spell.cast') summoned++;
        actor.send(e);
      }
      const c = actor.getSnapshot().context as RoundContext;
      expect(actor.getSnapshot().value).toBe('roundEnd');
      expect(c.creatures.every((x) => x.activated)).toBe(true);
      const activations = logEntries(c.log).filter((e) => e.step === 'activate').map((e) => e.values!.id);
      expect(new Set(activations).size).toBe(activations.length);
      expect(logEntries(c.log).filter((e) => e.step === 'quickcast.use').map((e) => e.values!.player).sort()).toEqual([...new Set(logEntries(c.log).filter((e) => e.step === 'quickcast.use').map((e) => e.values!.player))].sort());
      expect(c.creatures.filter((x) => x.planned).length).toBe(0);
    }
  });
});
