import { logEntries } from '../../../engine/log';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { seededRandom } from '../../../engine/random';
import type { Unit } from '../board';
import { explainRefusal } from '../../../engine/refusal';
import { defenseMachine, type DefenseContext, type DefenseEvent, type DefenseInput } from './machine';

let n = 0;
/** Player 1 attacks; player 0 defends. */
const attacker = (u: Partial<Unit>): Unit => ({ id: `a${++n}`, owner: 1, line: 1, row: 'front', atk: 3, score: 1, state: 'attacking', keywords: [], ...u });
const defender = (u: Partial<Unit>): Unit => ({ id: `d${++n}`, owner: 0, line: 1, row: 'front', atk: 3, score: 1, state: 'upright', keywords: [], ...u });
const input = (units: Unit[]): DefenseInput => ({ defender: 0, units });

function run(units: Unit[], events: DefenseEvent[]) {
  let s = initialTransition(defenseMachine, input(units))[0];
  for (const e of events) s = transition(defenseMachine, s, e)[0];
  return s;
}
const pass2: DefenseEvent[] = [{ type: 'window.pass' }, { type: 'window.pass' }];
const cont = (k: number): DefenseEvent[] => Array.from({ length: k }, () => ({ type: 'step.continue' }));
/** 11-8.3, 11-8.4 — the winner's point, then the loser's, each left by a pass (a decision: cards may be used there). */
const points: DefenseEvent[] = [{ type: 'window.pass' }, { type: 'window.pass' }];

describe('防守階段 (十一)', () => {
  it('is skipped when no enemy unit is attacking (11-5)', () => {
    const s = run([defender({})], []);
    expect(s.value).toBe('skipped');
    expect(s.status).toBe('done');
    // Skipped before it begins: the log never says the phase began.
    expect(logEntries(s.context.log, 0).map((e) => e.step)).toEqual(['phaseSkipped']);
  });

  it('waits for both players to pass before the battle (11-8.1)', () => {
    const s = run([attacker({}), defender({})], [{ type: 'window.pass' }]);
    expect(s.value).toBe('window');
    expect(s.context.passed).toEqual([0]);
  });

  it('the attacker wins ties; the loser is destroyed; the attacker turns sideways (11-8.2, 11-8.5, 11-8.6)', () => {
    const a = attacker({ atk: 4 });
    const d = defender({ atk: 4 });
    const s = run([a, d], [...pass2, ...points, ...cont(1)]);
    expect(s.context.graveyard).toEqual([d.id]);
    expect(s.context.units.find((u) => u.id === a.id)!.state).toBe('sideways');
    expect(s.value).toBe('phaseEnd');
  });

  it('破壞抗性: a losing unit stays on the field, a losing attacker is turned sideways; 偷襲 still follows a win (15-4.3a)', () => {
    const a = attacker({ atk: 2, keywords: ['indestructible'] });
    const d = defender({ atk: 4, keywords: ['indestructible', 'poison'] });
    const s = run([a, d], [...pass2, ...points, ...cont(1)]);
    expect(s.context.graveyard).toEqual([]);
    expect(s.context.units.map((u) => [u.id, u.state])).toEqual([[a.id, 'sideways'], [d.id, 'upright']]);
    expect(logEntries(s.context.log).filter((l) => l.step.startsWith('notDestroyed')).map((l) => [l.step, l.values!.unit, ...l.clauses])).toEqual([
      ['notDestroyed', d.id, '11-8.5'],
      ['notDestroyed.resisted', a.id, '11-8.5', '10-2', '15-1.3a', '15-4.3a'],
    ]);
    const thief = attacker({ atk: 5, keywords: ['sneak', 'indestructible'] });
    const wall = defender({ atk: 1, keywords: ['indestructible'] });
    const won = run([thief, wall], [...pass2, ...points, ...cont(1)]);
    expect(won.value, 'the defender resisted, the attacker won: 偷襲 may still return it').toBe('sneakChoice');
  });

  it('a losing attacker is destroyed and not turned sideways', () => {
    const a = attacker({ atk: 2 });
    const d = defender({ atk: 4 });
    const s = run([a, d], [...pass2, ...points, ...cont(1)]);
    expect(s.context.graveyard).toEqual([a.id]);
  });

  it('resolves attackers in 戰線順序 (11-4, 6-1)', () => {
    const a2 = attacker({ line: 2 });
    const a1 = attacker({ line: 1 });
    const s = run([a2, a1, defender({ line: 1, atk: 1 }), defender({ line: 2, atk: 1 })], [...pass2]);
    expect(s.context.attacker).toBe(a1.id);
  });

  it('貫穿 fights front then back, then checks front, back, attacker (15-1.1c)', () => {
    const a = attacker({ atk: 4, keywords: ['pierce'] });
    const front = defender({ atk: 2 });
    const back = defender({ atk: 6, row: 'back' });
    const s = run([a, front, back], [...pass2, ...points, ...pass2, ...points]);
    expect(s.value).toBe('destructionDone');
    expect(logEntries(s.context.log).filter((l) => l.step === 'destroyed' || l.step === 'notDestroyed').map((l) => [l.step, l.values!.unit])).toEqual([
      ['destroyed', front.id], ['notDestroyed', back.id], ['destroyed', a.id],
    ]);
  });

  it('an attacker with no target left is turned upright (11-3)', () => {
    const a = attacker({});
    const s = run([a, defender({ line: 2 })], []);
    expect(s.value).toBe('phaseEnd');
    expect(s.context.units.find((u) => u.id === a.id)!.state).toBe('upright');
  });

  it('偷襲 may return to hand after a win, before turning sideways (15-2.1a)', () => {
    const a = attacker({ atk: 5, keywords: ['sneak'] });
    const s = run([a, defender({ atk: 1 })], [...pass2, ...points, ...cont(1)]);
    expect(s.value).toBe('sneakChoice');
    const back = transition(defenseMachine, s, { type: 'sneak.return' })[0];
    expect(back.context.returnedToHand).toEqual([a.id]);
    expect(back.value).toBe('phaseEnd');
  });
  it('偷襲’s choice before the battle is won is refused by 15-2.1a', () => {
    const a = attacker({ atk: 5, keywords: ['sneak'] });
    for (const events of [[], pass2, [...pass2, points[0]!]]) {
      const s = run([a, defender({ atk: 1 })], events);
      for (const type of ['sneak.return', 'sneak.stay'] as const) {
        expect(s.can({ type }), `${type} at ${String(s.value)}`).toBe(false);
        expect(explainRefusal(defenseMachine, s, { type }).clauses).toEqual(['15-2.1a']);
      }
    }
  });
});

describe('paths and random play', () => {

  it('reaches every state, and none is a dead end', () => {
    const units = [attacker({ atk: 5, keywords: ['sneak'] }), defender({ atk: 1 }), attacker({ line: 2, atk: 5, keywords: ['pierce'] }), defender({ line: 2, atk: 1 }), defender({ line: 2, row: 'back', atk: 9 })];
    const events: DefenseEvent[] = [{ type: 'window.pass' }, { type: 'step.continue' }, { type: 'sneak.return' }, { type: 'sneak.stay' }];
    const paths = getShortestPaths(defenseMachine, { input: input(units), events, serializeState: (s: { value: unknown; context: DefenseContext }) => JSON.stringify([s.value, s.context.attacker, s.context.fought.length, s.context.passed.length]) } as never);
    const reached = new Set(paths.map((p) => p.state.value));
    for (const state of ['window', 'winnerEffects', 'loserEffects', 'destructionDone', 'sneakChoice', 'phaseEnd']) expect(reached).toContain(state);
    expect(run([defender({})], []).value).toBe('skipped');
    for (const p of paths) if (p.state.status !== 'done') expect(events.some((e) => p.state.can(e))).toBe(true);
  });

  it('thousands of random boards and event sequences end the phase with every attacker resolved', () => {
    const random = seededRandom(11);
    const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const keywords = ['pierce', 'ranged', 'poison', 'blocker', 'sneak', 'dismantle', 'armourBreak', 'indestructible'] as const;
    const broken: string[] = [];
    for (let game = 0; game < 1000; game++) {
      const units: Unit[] = [];
      for (let line = 1; line <= 5; line++) {
        for (const owner of [0, 1] as const) {
          for (const row of ['front', 'back'] as const) {
            if (random() < 0.5) continue;
            units.push({ id: `u${units.length}`, owner, line, row, atk: Math.floor(random() * 6), score: Math.floor(random() * 4), state: owner === 1 && random() < 0.7 ? 'attacking' : 'upright', keywords: random() < 0.5 ? [pick([...keywords])] : [], combined: random() < 0.1, rangedTarget: pick(['front', 'back']) });
          }
        }
      }
      let s = initialTransition(defenseMachine, input(units))[0];
      for (let i = 0; i < 200 && s.status !== 'done'; i++) s = transition(defenseMachine, s, pick<DefenseEvent>([{ type: 'window.pass' }, { type: 'step.continue' }, { type: 'sneak.return' }, { type: 'sneak.stay' }]))[0];
      if (s.status !== 'done') broken.push(`game ${game}: phase never ended (${JSON.stringify(s.value)})`);
      else if (s.context.units.some((u) => u.state === 'attacking')) broken.push(`game ${game}: a unit is still attacking after the phase`);
      const ids = new Set([...s.context.units.map((u) => u.id), ...s.context.graveyard, ...s.context.returnedToHand]);
      if (ids.size !== units.length) broken.push(`game ${game}: a unit vanished or was duplicated`);
    }
    expect(broken).toEqual([]);
  }, 30_000);
});

describe('why an attacker is turned upright is cited exactly', () => {
  const noTarget = (units: Unit[]) => logEntries(run(units, []).context.log).find((l) => l.step === 'attacker.noTarget')!.clauses;
  it('no enemy in front: 11-3 alone', () => expect(noTarget([attacker({})])).toEqual(['11-3']));
  it('a 阻擋 in front: 11-3 and 15-1.4c', () => expect(noTarget([attacker({}), defender({ keywords: ['blocker'] })])).toEqual(['11-3', '15-1.4c']));
  it('遠程 nominated an empty position: 11-3 and 15-1.2a', () =>
    expect(noTarget([attacker({ keywords: ['ranged'], rangedTarget: 'back' }), defender({})])).toEqual(['11-3', '15-1.2a']));
});

describe('防守階段: card effects at the points of a battle (六, 七; battle-uses.ts)', () => {
  const hex = { id: 'hex', kind: 'magic' as const, atk: 0, score: 0, keywords: [], redStar: 0, blueStar: false, blueMet: false, effect: { timing: 'defense' as const, magic: 'permanent' as const, target: { side: 'enemy' as const, count: 1 }, steps: [{ do: 'attach' as const, keywords: ['blocker' as const] }] } };
  function withHands(units: Unit[], events: DefenseEvent[]) {
    let s = initialTransition(defenseMachine, { ...input(units), hands: [[hex], []] })[0];
    for (const e of events) s = transition(defenseMachine, s, e)[0];
    return s;
  }
  it('an effect giving the attacking unit 阻擋 before its battle turns it upright: it no longer meets the conditions of attacking (11-3, 15-1.4a)', () => {
    const a = attacker({ atk: 4 });
    const d = defender({});
    const s = withHands([a, d], [{ type: 'card.use', card: 'hex' }, { type: 'target.choose', unit: a.id }]);
    expect(s.value).toBe('phaseEnd');
    expect(s.context.units.find((u) => u.id === a.id)).toMatchObject({ state: 'upright', magic: [{ id: 'hex', owner: 0 }] });
    const entry = logEntries(s.context.log, 0).find((e) => e.step === 'attacker.unfit');
    expect(entry?.clauses).toEqual(['11-3', '15-1.4a']);
  });
  it('the battle waits while a card’s targets are chosen, and a target must be of the side the card names (6-6, 7-1)', () => {
    const a = attacker({});
    const d = defender({});
    const choosing = withHands([a, d], [{ type: 'card.use', card: 'hex' }]);
    expect(choosing.can({ type: 'window.pass' })).toBe(false);
    expect(explainRefusal(defenseMachine, choosing, { type: 'window.pass' }).step).toBe('refuse.targetsFirst');
    expect(explainRefusal(defenseMachine, choosing, { type: 'target.choose', unit: d.id } as DefenseEvent).clauses).toEqual(['7-1']);
  });
});

describe('15-5.1b’s note — an attacker turned sideways after a battle it fought (the setup’s `cancelledAttack`)', () => {
  const sling = { id: 'sling', kind: 'magic' as const, atk: 0, score: 0, keywords: [], redStar: 0, blueStar: false, blueMet: false, effect: { timing: 'defense' as const, target: { side: 'enemy' as const, count: 1 }, steps: [{ do: 'tap' as const }] } };
  function tapped(reading: DefenseInput['cancelledAttack'], pierce: boolean) {
    const a = attacker({ atk: 4, keywords: pierce ? ['pierce'] : [] });
    const front = defender({ atk: 3 });
    const units = pierce ? [a, front, defender({ row: 'back', atk: 5 })] : [a, front];
    // The battle with the front defender, the winner's point passed; the card is used at the loser's
    // point, or (貫穿) in the window before the battle with the back row.
    const before: DefenseEvent[] = [...pass2, { type: 'window.pass' }, ...(pierce ? [{ type: 'window.pass' } as const] : [])];
    let s = initialTransition(defenseMachine, { ...input(units), hands: [[sling], []], ...(reading ? { cancelledAttack: reading } : {}) })[0];
    for (const e of [...before, { type: 'card.use', card: 'sling' }, { type: 'target.choose', unit: a.id }, ...(pierce ? [] : [{ type: 'window.pass' }])] as DefenseEvent[]) {
      expect(s.can(e), `${e.type} in ${String(s.value)}`).toBe(true);
      s = transition(defenseMachine, s, e)[0];
    }
    return { s, a, front, steps: logEntries(s.context.log, 0).map((l) => l.step) };
  }
  for (const pierce of [true, false]) {
    const when = pierce ? 'before a 貫穿 attacker’s second battle' : 'at the loser’s point';
    it(`${when}: by the site’s reading (the default) the battle fought is still checked, and the defender that lost is destroyed (11-8.5)`, () => {
      const { s, a, front, steps } = tapped(undefined, pierce);
      expect(s.value).toBe('destructionDone');
      expect(s.context.units.find((u) => u.id === a.id)?.state).toBe('sideways');
      expect(s.context.units.some((u) => u.id === front.id)).toBe(false);
      expect(steps).not.toContain('attack.void');
    });
    it(`${when}: by the other reading the whole attack is void, no battle of it checked, and the phase goes on`, () => {
      const { s, a, front, steps } = tapped('whole', pierce);
      expect(s.value).toBe('phaseEnd');
      expect(s.context.units.find((u) => u.id === a.id)?.state).toBe('sideways');
      expect(s.context.units.some((u) => u.id === front.id)).toBe(true);
      expect(steps).toContain('attack.void');
      expect(steps.filter((step) => step.startsWith('destroyed') || step.startsWith('notDestroyed'))).toEqual([]);
    });
  }
  it('by the other reading the attack stays void once cancelled (「即被取消」), even if another effect then takes the attacker off the field', () => {
    const bolt = { ...sling, id: 'bolt', effect: { ...sling.effect, steps: [{ do: 'destroy' as const }] } };
    const a = attacker({ atk: 4 });
    const front = defender({ atk: 3 });
    let s = initialTransition(defenseMachine, { ...input([a, front]), hands: [[sling, bolt], []], cancelledAttack: 'whole' })[0];
    const events: DefenseEvent[] = [...pass2, { type: 'window.pass' }, { type: 'card.use', card: 'sling' }, { type: 'target.choose', unit: a.id }, { type: 'card.use', card: 'bolt' }, { type: 'target.choose', unit: a.id }, { type: 'window.pass' }];
    for (const e of events) {
      expect(s.can(e), `${e.type} in ${String(s.value)}`).toBe(true);
      s = transition(defenseMachine, s, e)[0];
    }
    const steps = logEntries(s.context.log, 0).map((l) => l.step);
    expect(s.context.units.some((u) => u.id === a.id)).toBe(false);
    expect(s.context.units.some((u) => u.id === front.id)).toBe(true);
    expect(steps).toContain('attack.void');
    expect(steps.filter((step) => step.startsWith('destroyed') || step.startsWith('notDestroyed'))).toEqual([]);
  });
  it('by the other reading an attacker that leaves the field, or is turned sideways before any battle, is handled as by the site’s', () => {
    const a = attacker({});
    const s = transition(defenseMachine, transition(defenseMachine, initialTransition(defenseMachine, { ...input([a, defender({})]), hands: [[sling], []], cancelledAttack: 'whole' })[0], { type: 'card.use', card: 'sling' })[0], { type: 'target.choose', unit: a.id })[0];
    const steps = logEntries(s.context.log, 0).map((l) => l.step);
    expect(steps).toContain('attacker.stopped');
    expect(steps).not.toContain('attack.void');
  });
});
