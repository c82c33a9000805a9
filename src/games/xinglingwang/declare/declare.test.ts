import { logEntries } from '../../../engine/log';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { seededRandom } from '../../../engine/random';
import type { Unit } from '../board';
import { declareMachine, type DeclareContext, type DeclareEvent } from './machine';
import { explainRefusal } from '../../../engine/refusal';

const u = (x: Partial<Unit> & { id: string }): Unit => ({ owner: 0, line: 1, row: 'front', atk: 3, score: 1, state: 'upright', keywords: [], ...x });
const board = () => [u({ id: 'a1' }), u({ id: 'a2', line: 2 }), u({ id: 'tired', line: 3, state: 'sideways' }), u({ id: 'e1', owner: 1 }), u({ id: 'e2', owner: 1, line: 2, keywords: ['blocker'] }), u({ id: 'e3', owner: 1, line: 3 })];
function run(units: Unit[], events: DeclareEvent[]) {
  let s = initialTransition(declareMachine, { attacker: 0, units })[0];
  for (const e of events) s = transition(declareMachine, s, e)[0];
  return s;
}

describe('進攻宣言 (十一 1–3)', () => {
  it('only an upright unit with an enemy unit in front that it may attack (11-1, 15-1.4b, 8-3)', () => {
    const s = run(board(), []);
    expect(s.can({ type: 'attack.declare', unit: 'a1' })).toBe(true);
    expect(s.can({ type: 'attack.declare', unit: 'a2' })).toBe(false); // only a 阻擋 in front
    expect(s.can({ type: 'attack.declare', unit: 'tired' })).toBe(false); // 橫放 cannot attack
    expect(s.can({ type: 'attack.declare', unit: 'e1' })).toBe(false); // not this player's
  });
  it('滑行 moves once, to an empty own place from which it may attack, then attacks (15-2.4a, 15-2.4b)', () => {
    const glider = u({ id: 'g', line: 4, keywords: ['glide'] });
    const s = run([glider, u({ id: 'mine', line: 3 }), u({ id: 'e1', owner: 1, line: 1 }), u({ id: 'e3', owner: 1, line: 3 })], []);
    expect(s.value, 'a 滑行 unit with a place to go makes 進攻宣言 possible').toBe('beforeFirst');
    expect(s.can({ type: 'attack.declare', unit: 'g' }), 'nothing in front where it stands').toBe(false);
    expect(s.can({ type: 'attack.declare', unit: 'g', glideTo: { line: 1, row: 'back' } })).toBe(true);
    expect(s.can({ type: 'attack.declare', unit: 'g', glideTo: { line: 3, row: 'front' } }), 'the place is taken').toBe(false);
    expect(s.can({ type: 'attack.declare', unit: 'g', glideTo: { line: 5, row: 'front' } }), 'no target from there').toBe(false);
    expect(s.can({ type: 'attack.declare', unit: 'mine', glideTo: { line: 1, row: 'front' } }), 'only a 滑行 unit glides').toBe(false);
    const after = transition(declareMachine, s, { type: 'attack.declare', unit: 'g', glideTo: { line: 1, row: 'back' } })[0];
    expect(after.context.units.find((x) => x.id === 'g')).toMatchObject({ line: 1, row: 'back', state: 'attacking' });
    expect(logEntries(after.context.log).map((l) => l.step).slice(-2)).toEqual(['declare.glide', 'declare.attack']);
    expect(run([u({ id: 'g', line: 4, keywords: ['glide'] }), u({ id: 'e5', owner: 1, line: 5, keywords: ['blocker'] })], []).value, 'only a 阻擋 to reach: no place will do').toBe('cannotDeclare');
  });
  it('禁錮: a 滑行 unit under it may not glide, so it attacks only from where it stands (15-5.3b)', () => {
    const jailed = u({ id: 'g', line: 4, keywords: ['glide', 'imprisoned'] });
    const s = run([jailed, u({ id: 'a1' }), u({ id: 'e1', owner: 1, line: 1 })], []);
    expect(s.can({ type: 'attack.declare', unit: 'g', glideTo: { line: 1, row: 'back' } })).toBe(false);
    const glide: DeclareEvent = { type: 'attack.declare', unit: 'g', glideTo: { line: 1, row: 'back' } };
    const why = explainRefusal(declareMachine, s, glide);
    expect([why.step, ...why.clauses]).toEqual(['refuse.imprisonedGlide', '15-5.3b', '15-5.3a']);
    expect(run([jailed, u({ id: 'e1', owner: 1, line: 1 })], []).value, 'no other place to attack from: no declaration').toBe('cannotDeclare');
    expect(run([u({ id: 'g', keywords: ['imprisoned'] }), u({ id: 'e1', owner: 1 })], []).can({ type: 'attack.declare', unit: 'g' }), '禁錮 does not forbid attacking from where it stands').toBe(true);
  });

  it('an effect turns a unit sideways: an attacking one’s attack is canceled, an upright one may not attack (15-5.1a, 15-5.1b, 8-3); before the first attack by 11-2, after it by 6-3', () => {
    const s = run(board(), [{ type: 'effect.sideways', unit: 'a2' }, { type: 'attack.declare', unit: 'a1' }, { type: 'effect.sideways', unit: 'a1' }]);
    expect(s.value).toBe('declaring');
    expect(s.context.units.filter((x) => x.owner === 0).map((x) => [x.id, x.state])).toEqual([['a1', 'sideways'], ['a2', 'sideways'], ['tired', 'sideways']]);
    expect(logEntries(s.context.log).filter((l) => l.step.startsWith('declare.')).map((l) => [l.step, ...l.clauses])).toEqual([
      ['declare.start', '2-4.2', '11-1', '11-2'],
      ['declare.sideways', '15-5.1a', '8-3', '11-2'],
      ['declare.attack', '11-1', '8-2'],
      ['declare.canceled', '15-5.1a', '15-5.1b', '6-3'],
    ]);
    // An upright unit turned sideways once a unit has attacked: only an exact-timing effect (6-3).
    const later = transition(declareMachine, run(board(), [{ type: 'attack.declare', unit: 'a1' }]), { type: 'effect.sideways', unit: 'a2' })[0];
    expect(logEntries(later.context.log).at(-1)).toEqual({ step: 'declare.sideways', clauses: ['15-5.1a', '8-3', '6-3'], values: { unit: 'a2' } });
    const again = explainRefusal(declareMachine, s, { type: 'attack.declare', unit: 'a1' } as DeclareEvent);
    expect([again.step, ...again.clauses], 'it attacked this turn').toEqual(['refuse.attackedThisTurn', '11-3']);
    const why = explainRefusal(declareMachine, s, { type: 'effect.sideways', unit: 'ghost' } as DeclareEvent);
    expect([why.step, ...why.clauses]).toEqual(['refuse.notOnField', '15-5.1a']);
    // a1 attacked, its attack canceled: the declaration may end (11-1 is met; 15-5.1b only cancels the attack).
    expect(transition(declareMachine, s, { type: 'attack.finish' })[0].value).toBe('done');
  });
  it('after the only attack is canceled, the declaration may end though another unit could still attack (11-1, 11-3, 15-5.1b)', () => {
    const s = run(board(), [{ type: 'attack.declare', unit: 'a1' }, { type: 'effect.sideways', unit: 'a1' }]);
    const other = u({ id: 'a3', line: 3 });
    const s3 = run([...board().filter((x) => x.id !== 'tired'), other], [{ type: 'attack.declare', unit: 'a1' }, { type: 'effect.sideways', unit: 'a1' }]);
    expect(s3.can({ type: 'attack.declare', unit: 'a3' }), 'a3 could still attack').toBe(true);
    for (const before of [s, s3]) {
      const done = transition(declareMachine, before, { type: 'attack.finish' })[0];
      expect(done.value).toBe('done');
      expect(logEntries(done.context.log).at(-1)).toEqual({ step: 'declare.noneAttacking', clauses: ['15-5.1b', '11-1', '11-3'] });
    }
    // A unit that lost its target was turned upright (11-3): it attacked too, and the declaration may end.
    const upright = run([u({ id: 'a1' }), u({ id: 'a3', line: 3 }), u({ id: 'e1', owner: 1 }), u({ id: 'e3', owner: 1, line: 3 })], [{ type: 'attack.declare', unit: 'a1' }, { type: 'effect.remove', unit: 'e1' }]);
    expect(upright.can({ type: 'attack.declare', unit: 'a3' })).toBe(true);
    const ended = transition(declareMachine, upright, { type: 'attack.finish' })[0];
    expect(ended.value).toBe('done');
    expect(logEntries(ended.context.log).at(-1)).toEqual({ step: 'declare.noneAttacking', clauses: ['11-1', '11-3'] });
  });

  it('each refused declaration cites the rule that forbids it (11-1, 11-3, 8-3, 15-1.2a, 15-1.4b, 15-2.4a, 15-2.4b)', () => {
    const units = [...board(), u({ id: 'bow', line: 4, keywords: ['ranged'] }), u({ id: 'e4', owner: 1, line: 4 }), u({ id: 'g', line: 5, keywords: ['glide'] })];
    const s = run(units, []);
    const why = (e: DeclareEvent) => {
      expect(s.can(e)).toBe(false);
      const r = explainRefusal(declareMachine, s, e);
      return [r.step, ...r.clauses, r.values];
    };
    expect(why({ type: 'attack.declare', unit: 'a2' })).toEqual(['refuse.blocked', '15-1.4b', { unit: 'a2', target: 'e2' }]);
    expect(why({ type: 'attack.declare', unit: 'tired' })).toEqual(['refuse.sideways', '8-3', { unit: 'tired' }]);
    expect(why({ type: 'attack.declare', unit: 'e1' })).toEqual(['refuse.notOwn', '11-1', { unit: 'e1' }]);
    const walls = run([u({ id: 'wall', keywords: ['blocker'] }), u({ id: 'a2', line: 2 }), u({ id: 'e1', owner: 1 }), u({ id: 'e2', owner: 1, line: 2 })], []);
    expect(explainRefusal(declareMachine, walls, { type: 'attack.declare', unit: 'wall' } as { type: string }), '15-1.4a: a 阻擋 unit cannot attack').toEqual({ step: 'refuse.blockerAttacks', clauses: ['15-1.4a'], values: { unit: 'wall' } });
    expect(run([u({ id: 'wall', keywords: ['blocker'] }), u({ id: 'e1', owner: 1 })], []).value, 'a lone 阻擋 makes no 進攻宣言 possible').toBe('cannotDeclare');
    expect(why({ type: 'attack.declare', unit: 'bow' })).toEqual(['refuse.rangedNominates', '15-1.2a', { unit: 'bow' }]);
    expect(why({ type: 'attack.declare', unit: 'bow', row: 'back' })).toEqual(['refuse.rangedEmpty', '15-1.2a', { unit: 'bow', row: 'back' }]);
    expect(why({ type: 'attack.declare', unit: 'g' })).toEqual(['refuse.noTarget', '11-1', { unit: 'g' }]);
    expect(why({ type: 'attack.declare', unit: 'g', glideTo: { line: 5, row: 'back' } })).toEqual(['refuse.glideNoTarget', '15-2.4b', { unit: 'g' }]);
    expect(why({ type: 'attack.declare', unit: 'g', glideTo: { line: 2, row: 'front' } }), 'the place is taken').toEqual(['refuse.glide', '15-2.4a', { unit: 'g' }]);
    expect(why({ type: 'attack.declare', unit: 'a1', glideTo: { line: 1, row: 'back' } }), 'only a 滑行 unit glides').toEqual(['refuse.glide', '15-2.4a', { unit: 'a1' }]);
    expect(why({ type: 'effect.remove', unit: 'ghost' })).toEqual(['refuse.notOnField', '10-1', { unit: 'ghost' }]);
    const declaring = transition(declareMachine, s, { type: 'attack.declare', unit: 'a1' })[0];
    const after = explainRefusal(declareMachine, declaring, { type: 'effect.use' });
    expect([after.step, after.clauses], '11-2: no effect once a unit attacks').toEqual(['refuse.effectMidAttack', ['11-2']]);
  });
  it('ends with no unit attacking when effects take every target before the first attack (11-1, the site’s reading)', () => {
    const s = run([u({ id: 'a1' }), u({ id: 'e1', owner: 1 })], []);
    expect(explainRefusal(declareMachine, s, { type: 'attack.finish' })).toEqual({ step: 'refuse.noneAttacking', clauses: ['11-1'] });
    const removed = transition(declareMachine, s, { type: 'effect.remove', unit: 'e1' })[0];
    expect(removed.can({ type: 'attack.declare', unit: 'a1' })).toBe(false);
    const done = transition(declareMachine, removed, { type: 'attack.finish' })[0];
    expect(done.value).toBe('done');
    expect(logEntries(done.context.log).at(-1)).toEqual({ step: 'declare.noneLeft', clauses: ['11-1'] });
    // With a unit still attacking, the declaration ends as usual.
    const attacked = run([u({ id: 'a1' }), u({ id: 'e1', owner: 1 })], [{ type: 'attack.declare', unit: 'a1' }, { type: 'attack.finish' }]);
    expect(logEntries(attacked.context.log).at(-1)?.step).toBe('declare.finish');
  });
  it('cannot be chosen when no unit may attack (site reading of 11-1)', () => {
    expect(run([u({ id: 'a1' })], []).value).toBe('cannotDeclare');
  });
  it('effects only before the first attack: one continuous act (11-2)', () => {
    const s = run(board(), [{ type: 'effect.use' }, { type: 'attack.declare', unit: 'a1' }]);
    expect(s.value).toBe('declaring');
    expect(s.can({ type: 'effect.use' })).toBe(false);
  });
  it('each unit attacks at most once a turn (11-3)', () => {
    const s = run(board(), [{ type: 'attack.declare', unit: 'a1' }]);
    expect(s.can({ type: 'attack.declare', unit: 'a1' })).toBe(false);
  });
  it('a unit that loses its target is turned upright at once (11-3)', () => {
    const s = run(board(), [{ type: 'attack.declare', unit: 'a1' }, { type: 'effect.remove', unit: 'e1' }]);
    expect(s.context.units.find((x) => x.id === 'a1')!.state).toBe('upright');
    // With nothing left that may attack, the act can end.
    expect(s.can({ type: 'attack.finish' })).toBe(true);
  });
  it('遠程 nominates a position, even the back row behind a 阻擋 (15-1.2a, 15-1.2c)', () => {
    const units = [u({ id: 'archer', line: 2, keywords: ['ranged'] }), u({ id: 'e2', owner: 1, line: 2, keywords: ['blocker'] }), u({ id: 'e4', owner: 1, line: 2, row: 'back' })];
    expect(run(units, []).can({ type: 'attack.declare', unit: 'archer' })).toBe(false);
    const s = run(units, [{ type: 'attack.declare', unit: 'archer', row: 'back' }]);
    expect(s.context.units.find((x) => x.id === 'archer')).toMatchObject({ state: 'attacking', rangedTarget: 'back' });
  });
});

describe('paths and random play', () => {
  it('reaches every state, and none is a dead end', () => {
    const events: DeclareEvent[] = [{ type: 'effect.use' }, { type: 'attack.declare', unit: 'a1' }, { type: 'effect.remove', unit: 'e3' }, { type: 'attack.finish' }];
    const paths = getShortestPaths(declareMachine, { input: { attacker: 0, units: board() }, events, serializeState: (s: { value: unknown; context: DeclareContext }) => JSON.stringify([s.value, s.context.declared, s.context.units.length]) } as never);
    const reached = new Set(paths.map((p) => p.state.value));
    for (const state of ['beforeFirst', 'declaring', 'done']) expect(reached).toContain(state);
    for (const p of paths) if (p.state.status !== 'done') expect(events.some((e) => p.state.can(e))).toBe(true);
  });
  it('random declarations never leave a unit attacking twice or without a target', () => {
    const random = seededRandom(4);
    const broken: string[] = [];
    for (let game = 0; game < 1000; game++) {
      const units = board();
      let s = initialTransition(declareMachine, { attacker: 0, units })[0];
      for (let i = 0; i < 20 && s.status !== 'done'; i++) {
        const id = units[Math.floor(random() * units.length)].id;
        const e = ([{ type: 'effect.use' }, { type: 'attack.declare', unit: id }, { type: 'effect.remove', unit: id }, { type: 'attack.finish' }] as DeclareEvent[])[Math.floor(random() * 4)];
        s = transition(declareMachine, s, e)[0];
        if (new Set(s.context.declared).size !== s.context.declared.length) broken.push(`game ${game}: a unit declared twice`);
      }
    }
    expect(broken).toEqual([]);
  });
});
