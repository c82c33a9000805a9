import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { seededRandom } from '../../../engine/random';
import flow from './flow';
import { revealSetupSchema } from './schemas';
import { revealMachine, type RevealContext, type RevealEvent, type RevealInput } from './machine';

const base: RevealInput = {
  initiative: 0, mana: [6, 4], creature: { id: 'knight', owner: 0 },
  enchantments: [{ id: 'aura', owner: 0, on: 'knight', reveal: 2 }, { id: 'curse', owner: 1, on: 'knight', reveal: 3 }],
  toCast: { id: 'mirror', on: 'knight', reveal: 1 },
};
const run = (input: RevealInput, events: RevealEvent[]) => {
  const { steps, refused } = runFlow(revealMachine, input, events);
  const last = steps[steps.length - 1].snapshot;
  const c = last.context as RevealContext;
  return { c, state: String(last.value), refused, log: logEntries(c.log).map((e) => e.step), status: (id: string) => c.enchantments.find((e) => e.id === id)!.state };
};
const P: RevealEvent = { type: 'window.pass' };

describe('when a hidden enchantment may be revealed (7-6.3)', () => {
  it('after a phase: the initiative player decides first, then the other (7-6.5)', () => {
    expect(run(base, []).c.decider).toBe(0);
    expect(run(base, [{ type: 'reveal', id: 'curse' }]).refused?.refusal).toMatchObject({ step: 'refuse.notYourTurn', clauses: ['7-6.5'] });
    const r = run(base, [P, { type: 'reveal', id: 'curse' }]);
    expect([r.status('curse'), r.c.mana]).toEqual(['revealed', [6, 1]]);
  });
  it('after activation before acting, after a move, after an attack: each a window', () => {
    const r = run(base, [P, P, { type: 'activate' }, P, P, { type: 'move.start' }, { type: 'move.end' }, P, P, { type: 'attack.start' }, { type: 'attack.end' }]);
    expect(r.state).toBe('window');
    expect(r.log).toEqual(expect.arrayContaining(['window.phase', 'window.activated', 'window.moved', 'window.acted']));
  });
  it('a second move, the quick action (5-4.4), opens the window after a move again; then the activation can only end (5-1, 5-4)', () => {
    const twice = [P, P, { type: 'activate' }, P, P, { type: 'move.start' }, { type: 'move.end' }, P, P, { type: 'move.start' }, { type: 'move.end' }] as RevealEvent[];
    const r = run(base, twice);
    expect([r.state, r.c.moment, r.log.filter((s) => s === 'window.moved').length]).toEqual(['window', 'moved', 2]);
    expect(run(base, [...twice, P, P, { type: 'enchantment.cast' }]).refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['5-1', '5-4'] });
    expect(run(base, [...twice, P, P, { type: 'activation.end' }]).state).toBe('done');
  });
  it('never mid-move nor while dice are rolled (7-6.4)', () => {
    const moving = run(base, [P, P, { type: 'activate' }, P, P, { type: 'move.start' }, { type: 'reveal', id: 'aura' }]);
    expect(moving.refused?.refusal.clauses).toEqual(['7-6.4']);
    const rolling = run(base, [P, P, { type: 'activate' }, P, P, { type: 'attack.start' }, { type: 'reveal', id: 'aura' }]);
    expect(rolling.refused?.refusal.clauses).toEqual(['7-6.4']);
  });
  it('right after casting one, its caster may reveal it, and only it; then the window after a cast opens for both (7-6.3e, 7-6.3d)', () => {
    const cast = [P, P, { type: 'activate' }, P, P, { type: 'enchantment.cast' }] as RevealEvent[];
    expect(run(base, [...cast, { type: 'reveal', id: 'aura' }]).refused?.refusal).toMatchObject({ step: 'refuse.onlyJustCast', clauses: ['7-6.3e'] });
    // The opponent's own enchantment: 7-6.3e gives this moment to the caster alone; the order of 7-6.5 is not what refuses it.
    expect(run(base, [...cast, { type: 'reveal', id: 'curse' }]).refused?.refusal).toMatchObject({ step: 'refuse.onlyJustCast', clauses: ['7-6.3e'], values: { cast: 'mirror' } });
    const r = run(base, [...cast, { type: 'reveal', id: 'mirror' }, P]);
    expect([r.status('mirror'), r.c.moment, r.state]).toEqual(['revealed', 'acted', 'window']);
  });
  it('a reveal costs its reveal cost; without the mana, no reveal (7-6.1)', () => {
    expect(run({ ...base, mana: [1, 4] }, [{ type: 'reveal', id: 'aura' }]).refused?.refusal).toMatchObject({ step: 'refuse.mana', clauses: ['7-6.1'] });
  });
  it('a player with nothing to reveal has nothing to decide; with nothing hidden the window closes by itself', () => {
    const r = run({ ...base, enchantments: [{ id: 'curse', owner: 1, on: 'knight', reveal: 3 }] }, []);
    expect(r.c.decider).toBe(1);
    expect(run({ ...base, enchantments: [] }, []).state).toBe('ready');
  });
});

describe('a red reveal cost (7-6.2)', () => {
  const snare = { id: 'snare', owner: 1 as const, on: 'knight', reveal: 2, red: 'move' as const };
  it('is revealed when its condition is met, paid', () => {
    const r = run({ ...base, enchantments: [snare] }, [P, { type: 'activate' }, P, { type: 'move.start' }, { type: 'move.end' }]);
    expect([r.status('snare'), r.c.mana[1]]).toEqual(['revealed', 2]);
  });
  it('is discarded with no effect when its owner cannot pay', () => {
    const r = run({ ...base, mana: [6, 1], enchantments: [snare] }, [P, { type: 'activate' }, P, { type: 'move.start' }, { type: 'move.end' }]);
    expect([r.status('snare'), r.c.mana[1]]).toEqual(['discarded', 1]);
    expect(r.log).toContain('red.discarded');
  });
});

describe('positions the rules cannot reach are refused', () => {
  const says = (input: unknown) => { const r = revealSetupSchema.safeParse(input); return r.success ? [] : r.error.issues.map((i) => (i as { params?: { say?: string } }).params?.say ?? i.code); };
  it('an enchantment on another creature than the one activated; two cards of one name; the default position is sound', () => {
    expect(says({ ...base, enchantments: [{ id: 'aura', owner: 0, on: 'orc', reveal: 2 }] })).toContain('noCreature');
    expect(says({ ...base, enchantments: [{ id: 'knight', owner: 0, on: 'knight', reveal: 2 }] })).toContain('twoIds');
    expect(says(flow.defaultSetup)).toEqual([]);
  });
});

describe('random play', () => {
  it('300 random lines end the activation, never reveal outside a window, never overspend, and leave each enchantment in one state', () => {
    const random = seededRandom(5);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    for (let i = 0; i < 300; i++) {
      const input: RevealInput = {
        initiative: pick([0, 1] as const), mana: [Math.floor(random() * 5), Math.floor(random() * 5)], creature: { id: 'knight', owner: pick([0, 1] as const) },
        enchantments: ['aura', 'curse', 'snare'].filter(() => random() < 0.6).map((id) => ({ id, owner: pick([0, 1] as const), on: 'knight', reveal: Math.floor(random() * 4), red: random() < 0.3 ? pick(['activate', 'move', 'attack'] as const) : undefined })),
        toCast: random() < 0.5 ? { id: 'mirror', on: 'knight', reveal: 1 } : undefined,
      };
      const actor = createActor(revealMachine, { input }).start();
      for (let k = 0; k < 60 && actor.getSnapshot().status !== 'done'; k++) {
        const s = actor.getSnapshot();
        const options = ([...['aura', 'curse', 'snare', 'mirror'].map((id) => ({ type: 'reveal', id })), ...['window.pass', 'activate', 'move.start', 'move.end', 'attack.start', 'attack.end', 'enchantment.cast', 'activation.end'].map((type) => ({ type }))] as RevealEvent[]).filter((e) => s.can(e));
        expect(options.length).toBeGreaterThan(0);
        const e = pick(options);
        if (e.type === 'reveal') expect(s.value).toBe('window');
        actor.send(e);
        const c = actor.getSnapshot().context as RevealContext;
        expect(Math.min(...c.mana)).toBeGreaterThanOrEqual(0);
      }
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});
