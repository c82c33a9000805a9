/** Stack and priority: who holds priority after each step, what resolves when, and what is refused where — every path of the machine. */
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { logEntries } from '../../../engine/log';
import { explainRefusal } from '../../../engine/refusal';
import { seededRandom } from '../../../engine/random';
import { priorityMachine, type PriorityEvent, type PriorityInput } from './machine';
import { prioritySetupSchema } from './schemas';
import flow from './flow';

const pass = { type: 'priority.pass' } as const;
const skill = { type: 'declare.skill' } as const;

function run(input: PriorityInput, events: PriorityEvent[]) {
  let [s] = initialTransition(priorityMachine, input);
  for (const e of events) {
    expect(s.can(e), JSON.stringify(e)).toBe(true);
    [s] = transition(priorityMachine, s, e);
  }
  return s;
}
const action: PriorityInput = { turn: 0, phase: 'action', mana: [3, 3] };
const main1: PriorityInput = { turn: 1, phase: 'main1', mana: [3, 2] };

describe('priority (3-2, 3-3)', () => {
  it('the turn master holds priority first; a declaration passes it to the other master', () => {
    const [start] = initialTransition(priorityMachine, main1);
    expect([start.value, start.context.priority]).toEqual(['turnMaster', 1]);
    const s = run(main1, [{ type: 'declare.spell', cost: 2 }]);
    expect([s.value, s.context.priority, s.context.stack.length, s.context.mana]).toEqual([{ otherMaster: 'main1' }, 0, 1, [3, 0]]);
  });
  it('a single pass gives priority to the other master without resolving anything', () => {
    const s = run(action, [{ type: 'declare.pieceMove' }, pass]);
    expect([s.value, s.context.stack.length]).toEqual(['turnMaster', 1]);
  });
});

describe('resolving (3-4, the site’s reading: the top first, one at a time, priority back to the turn master)', () => {
  it('two passes in succession resolve the top, the last declared, then the turn master has priority', () => {
    const s = run(action, [{ type: 'declare.pieceMove' }, skill, skill, pass, pass]);
    expect(s.context.resolved.map((i) => `${i.by}/${i.declaration}`)).toEqual(['0/skill']);
    expect(s.context.stack.map((i) => `${i.by}/${i.declaration}`)).toEqual(['0/pieceMove', '1/skill']);
    expect([s.value, s.context.priority]).toEqual(['turnMaster', 0]);
  });
  it('the other master’s second pass resolves too, and priority returns to the turn master', () => {
    const s = run(action, [{ type: 'declare.pieceMove' }, pass, pass]);
    expect([s.value, s.context.priority, s.context.resolved.length]).toEqual(['turnMaster', 0, 1]);
  });
  it('a declaration between two passes means they are not in succession', () => {
    const s = run(action, [{ type: 'declare.pieceMove' }, pass, skill, pass]);
    expect(s.context.resolved).toEqual([]);
  });
  it('both passing with the stack empty ends the phase (3-5), whoever passes first', () => {
    expect(run(action, [pass, pass]).status).toBe('done');
    expect(run(action, [{ type: 'declare.pieceMove' }, pass, pass, pass, pass]).status).toBe('done');
    const steps = logEntries(run(action, [pass, pass]).context.log).map((e) => e.step);
    expect(steps).toEqual(['phaseStart', 'pass', 'pass.second', 'phaseEnd']);
  });
  it('a master move that resolves counts as the turn’s move (8-1)', () => {
    const s = run({ turn: 0, phase: 'main2', mana: [0, 0] }, [{ type: 'declare.masterMove' }, pass, pass]);
    expect(s.context.masterMoved).toBe(true);
    expect(s.can({ type: 'declare.masterMove' })).toBe(false);
  });
});

describe('what may be declared where (6, 7, 8), refused with the clause', () => {
  const refusal = (input: PriorityInput, before: PriorityEvent[], e: PriorityEvent) => {
    const s = run(input, before);
    expect(s.can(e)).toBe(false);
    return explainRefusal(priorityMachine, s, e);
  };
  it('a spell needs an empty stack and enough mana (6-4); in the action phase it is refused by the clauses that put it in the main phases', () => {
    expect(refusal(main1, [], { type: 'declare.spell', cost: 4 })).toMatchObject({ step: 'refuse.mana', clauses: ['6-4'] });
    expect(refusal(action, [], { type: 'declare.spell', cost: 0 })).toMatchObject({ step: 'refuse.notThisPhase', clauses: ['6-4', '8-4'] });
    expect(refusal(main1, [{ type: 'declare.summon' }, pass], { type: 'declare.spell', cost: 0 })).toMatchObject({ step: 'refuse.stackNotEmpty', clauses: ['6-4'] });
    expect(refusal({ turn: 0, phase: 'main2', mana: [3, 3] }, [{ type: 'declare.summon' }, pass], { type: 'declare.spell', cost: 0 })).toMatchObject({ step: 'refuse.stackNotEmpty', clauses: ['8-4'] });
  });
  it('a cost that is not a whole number of mana is refused (the form and the schema send none)', () => {
    expect(refusal(main1, [], { type: 'declare.spell', cost: -1 })).toMatchObject({ step: 'refused.notNow', clauses: ['6-4'] });
    expect(refusal(main1, [], { type: 'declare.spell', cost: 1.5 })).toMatchObject({ step: 'refused.notNow', clauses: ['6-4'] });
  });
  it('a summon and the master’s move are the main phases’ (6-1, 6-2, 8-1, 8-2)', () => {
    expect(refusal(action, [], { type: 'declare.summon' })).toMatchObject({ step: 'refuse.notThisPhase', clauses: ['6-2', '8-2'] });
    expect(refusal(action, [], { type: 'declare.masterMove' })).toMatchObject({ step: 'refuse.notThisPhase', clauses: ['6-1', '8-1'] });
  });
  it('a piece moves only in the action phase (7-2) with an empty stack (7-2)', () => {
    expect(refusal(main1, [], { type: 'declare.pieceMove' })).toMatchObject({ step: 'refuse.notThisPhase', clauses: ['7-2'] });
    expect(refusal(action, [skill, pass], { type: 'declare.pieceMove' })).toMatchObject({ step: 'refuse.stackNotEmpty', clauses: ['7-2'] });
  });
  it('an active skill needs no empty stack (7-5), but belongs to the action phase (7-5)', () => {
    expect(run(action, [{ type: 'declare.pieceMove' }, skill, skill]).context.stack).toHaveLength(3);
    expect(refusal(main1, [], skill)).toMatchObject({ step: 'refuse.notThisPhase', clauses: ['7-5'] });
  });
  it('the other master may only activate a skill or pass (3-3’s note, the site’s reading), citing 3-3 and the clause that gives the action to the turn master in this phase', () => {
    expect(refusal(main1, [pass], { type: 'declare.summon' })).toMatchObject({ step: 'refuse.otherMaster', clauses: ['3-3', '6-2'] });
    expect(refusal({ turn: 0, phase: 'main2', mana: [3, 3] }, [pass], { type: 'declare.spell', cost: 0 })).toMatchObject({ step: 'refuse.otherMaster', clauses: ['3-3', '8-4'] });
    expect(refusal(action, [pass], { type: 'declare.pieceMove' })).toMatchObject({ step: 'refuse.otherMaster', clauses: ['3-3', '7-2'] });
  });
  it('where a clause’s text forbids the other master’s declaration to any master, it cites that clause, not 3-3’s note', () => {
    // 6-4: a spell needs an empty stack, whoever declares it.
    expect(refusal(main1, [{ type: 'declare.summon' }], { type: 'declare.spell', cost: 0 })).toMatchObject({ step: 'refuse.stackNotEmpty', clauses: ['6-4'] });
    // 6-4, 8-4: spells are cast in the main phases, not in the action phase.
    expect(refusal(action, [pass], { type: 'declare.spell', cost: 0 })).toMatchObject({ step: 'refuse.notThisPhase', clauses: ['6-4', '8-4'] });
    // 7-2: a piece's move needs an empty stack; the other master's skill needs none (7-5).
    expect(refusal(action, [{ type: 'declare.pieceMove' }], { type: 'declare.pieceMove' })).toMatchObject({ step: 'refuse.stackNotEmpty', clauses: ['7-2'] });
    expect(run(action, [{ type: 'declare.pieceMove' }]).can(skill)).toBe(true);
  });
  it('a master who moved this turn may not move again: 8-1 in the second main phase, 6-1 (its note) in the first', () => {
    expect(refusal({ turn: 0, phase: 'main2', mana: [0, 0], masterMoved: true }, [], { type: 'declare.masterMove' })).toMatchObject({ step: 'refuse.masterMoved', clauses: ['8-1'] });
    expect(refusal({ turn: 0, phase: 'main1', mana: [0, 0], masterMoved: true }, [], { type: 'declare.masterMove' })).toMatchObject({ step: 'refuse.masterMoved', clauses: ['6-1'] });
  });
});

describe('setup and random play', () => {
  it('the default position is valid', () => expect(prioritySetupSchema.parse(flow.defaultSetup)).toMatchObject({ turn: 0, phase: 'action' }));
  it('200 random phases end with an empty stack, each declaration resolved once, last in first out', () => {
    const random = seededRandom(5);
    const events: PriorityEvent[] = [{ type: 'declare.spell', cost: 1 }, { type: 'declare.summon' }, { type: 'declare.masterMove' }, { type: 'declare.pieceMove' }, skill, pass, pass, pass];
    for (let game = 0; game < 200; game++) {
      const phase = (['main1', 'action', 'main2'] as const)[game % 3];
      const actor = createActor(priorityMachine, { input: { turn: (game % 2) as 0 | 1, phase, mana: [2, 2] } }).start();
      for (let i = 0; i < 200 && actor.getSnapshot().status === 'active'; i++) {
        const s = actor.getSnapshot();
        const open = events.filter((e) => s.can(e));
        // A skill at most now and then, so that phases end.
        const e = open.includes(pass) && random() < 0.7 ? pass : open[Math.floor(random() * open.length)];
        const before = s.context.stack;
        actor.send(e);
        const after = actor.getSnapshot().context;
        if (after.resolved.length > s.context.resolved.length) expect(after.resolved.at(-1)).toEqual(before.at(-1));
      }
      const c = actor.getSnapshot().context;
      expect(actor.getSnapshot().status).toBe('done');
      expect(c.stack).toEqual([]);
      expect(c.resolved).toHaveLength(c.declared);
    }
  });
});
