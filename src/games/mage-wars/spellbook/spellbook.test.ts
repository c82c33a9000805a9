import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { seededRandom } from '../../../engine/random';
import flow from './flow';
import { spellbookSetupSchema } from './schemas';
import { spellbookMachine, pointsOf, type SpellbookContext, type SpellbookEvent, type SpellbookInput } from './machine';
import { SCHOOLS, copyLimit, costOf, levelOf, type BookSpell, type Mage } from '../books';

const priestess: Mage = { trained: ['holy'], opposed: ['dark'] };
const heal: BookSpell = { id: 'heal', levels: { holy: 1 } };
const wrath: BookSpell = { id: 'wrath', levels: { holy: 2, war: 1 } };
const curse: BookSpell = { id: 'curse', levels: { dark: 2 } };
const storm: BookSpell = { id: 'storm', levels: { air: 1, dark: 1 } };
const judgment: BookSpell = { id: 'judgment', levels: { holy: 3 }, epic: true };
const flame: BookSpell = { id: 'flame', levels: { fire: 2 }, onlyTrained: 'fire' };
const spells = [heal, wrath, curse, storm, judgment, flame];
const base: SpellbookInput = { mage: priestess, spells };

const run = (input: SpellbookInput, events: SpellbookEvent[]) => {
  const { steps, refused } = runFlow(spellbookMachine, input, events);
  const last = steps[steps.length - 1].snapshot;
  const c = last.context as SpellbookContext;
  return { c, state: String(last.value), refused, log: logEntries(c.log) };
};
const add = (id: string, times = 1): SpellbookEvent[] => Array.from({ length: times }, () => ({ type: 'spell.add', id }));

describe('what a copy costs (14-2, 14-3, 14-4)', () => {
  it('its level in a trained school; twice it in another; three times it in an opposed one', () => {
    expect(costOf(priestess, heal).cost).toBe(1);
    expect(costOf(priestess, { id: 'x', levels: { war: 1 } }).cost).toBe(2);
    expect(costOf(priestess, curse).cost).toBe(6);
  });
  it('a spell of several schools: each school counted at its own rate, then summed', () => {
    expect(costOf(priestess, wrath)).toEqual({ parts: [{ school: 'holy', level: 2, rate: 'trained', cost: 2 }, { school: 'war', level: 1, rate: 'untrained', cost: 2 }], cost: 4 });
    // The opposed school tripled per school too (the site's reading).
    expect(costOf(priestess, storm).cost).toBe(2 + 3);
  });
  it('the level is the sum of the schools’ levels; level 1 takes 6 copies, level 2 or more 4, an epic 1 (14-5, 14-9)', () => {
    expect(levelOf(wrath)).toBe(3);
    expect([heal, wrath, storm, judgment].map(copyLimit)).toEqual([6, 4, 4, 1]);
  });
});

describe('building the book (14)', () => {
  it('each copy logs its cost school by school and the points spent of 120', () => {
    const r = run(base, add('wrath'));
    expect(r.c.points).toBe(4);
    expect(r.log.map((e) => e.step)).toEqual(['start', 'part.trained', 'part.untrained', 'add']);
    expect(r.log.at(-1)).toMatchObject({ clauses: ['14-5', '14-1'], values: { spell: 'wrath', cost: 4, n: 1, limit: 4, points: 4, budget: 120 } });
  });
  it('the 7th copy of a level 1 spell, the 5th of a level 2 one, the 2nd of an epic are refused', () => {
    expect(run(base, add('heal', 6)).c.book).toEqual({ heal: 6 });
    expect(run(base, add('heal', 7)).refused?.refusal).toMatchObject({ step: 'refuse.copies', clauses: ['14-5'], values: { level: 1, n: 6 } });
    expect(run(base, add('wrath', 5)).refused?.refusal).toMatchObject({ step: 'refuse.copies', values: { level: 3, n: 4 } });
    expect(run(base, add('judgment', 2)).refused?.refusal).toMatchObject({ step: 'refuse.epic', clauses: ['14-9'] });
  });
  it('a spell for mages trained in a school the mage is not trained in is refused (14-6)', () => {
    expect(run(base, add('flame')).refused?.refusal).toMatchObject({ step: 'refuse.onlyTrained', clauses: ['14-6'], values: { school: 'fire' } });
    expect(run({ ...base, mage: { trained: ['fire'], opposed: [] } }, add('flame')).c.points).toBe(2);
  });
  it('no copy beyond the points (14-1); taking one out gives its points back; a spell not in the book cannot be taken out', () => {
    const r = run({ ...base, budget: 10 }, [...add('curse'), ...add('wrath'), ...add('heal')]);
    expect(r.c.points).toBe(6 + 4);
    expect(run({ ...base, budget: 10 }, [...add('curse'), ...add('wrath'), ...add('curse')]).refused?.refusal).toMatchObject({ step: 'refuse.budget', clauses: ['14-1'], values: { cost: 6, points: 10, budget: 10 } });
    const out = run(base, [...add('curse', 2), { type: 'spell.remove', id: 'curse' }]);
    expect(out.c).toMatchObject({ points: 6, book: { curse: 1 } });
    expect(run(base, [{ type: 'spell.remove', id: 'heal' }]).refused?.refusal).toMatchObject({ step: 'refuse.noCopy' });
    expect(run(base, [...add('heal'), { type: 'spell.remove', id: 'heal' }]).c.book).toEqual({});
  });
  it('finishing the book ends the flow, saying the cards and points', () => {
    const r = run(base, [...add('heal', 2), { type: 'book.done' }]);
    expect(r.state).toBe('done');
    expect(r.log.at(-1)).toMatchObject({ step: 'done', values: { cards: 2, points: 2, budget: 120 } });
  });
  it('a book set up with copies already in it starts from their points', () => {
    expect(run({ ...base, book: { wrath: 2, curse: 1 } }, []).c.points).toBe(14);
  });
});

describe('positions the rules cannot reach are refused', () => {
  const problems = (input: unknown) => (spellbookSetupSchema.safeParse(input).error?.issues ?? []).map((i) => (i as { params?: { say?: string } }).params?.say);
  it('a school both trained and opposed; two spells of a name; a spell of no school; a book beyond its copies, its points or its training; the default is sound', () => {
    expect(problems({ ...base, mage: { trained: ['holy'], opposed: ['holy'] } })).toContain('trainedOpposed');
    expect(problems({ ...base, spells: [heal, heal] })).toContain('twoIds');
    expect(problems({ ...base, spells: [{ id: 'x', levels: {} }] })).toContain('noLevel');
    expect(problems({ ...base, book: { judgment: 2 } })).toContain('bookCopies');
    // A 7th copy of a level 1 spell is 14-5's problem, said as such (no bare number limit in the schema).
    expect(problems({ ...base, book: { heal: 7 } })).toEqual(['bookCopies']);
    expect(problems({ ...base, book: { nothing: 1 } })).toContain('bookUnknown');
    expect(problems({ ...base, book: { flame: 1 } })).toContain('bookOnlyTrained');
    expect(problems({ ...base, budget: 5, book: { curse: 1 } })).toContain('bookBudget');
    expect(spellbookSetupSchema.safeParse(flow.defaultSetup).success).toBe(true);
  });
});

describe('random play', () => {
  it('300 random books: a refused choice changes nothing; never beyond the points or a copy limit; the points always those of the copies in the book', () => {
    const random = seededRandom(14);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    for (let i = 0; i < 300; i++) {
      const trained = SCHOOLS.filter(() => random() < 0.3);
      const mage: Mage = { trained: trained.length ? trained : ['holy'], opposed: SCHOOLS.filter((s) => !trained.includes(s) && random() < 0.15) };
      const input: SpellbookInput = { mage, spells, budget: 10 + Math.floor(random() * 40) };
      let snapshot = initialTransition(spellbookMachine, input)[0];
      for (let k = 0; k < 40 && snapshot.status !== 'done'; k++) {
        const e: SpellbookEvent = random() < 0.7 ? { type: 'spell.add', id: pick(spells).id } : random() < 0.9 ? { type: 'spell.remove', id: pick(spells).id } : { type: 'book.done' };
        if (!snapshot.can(e)) continue;
        snapshot = transition(spellbookMachine, snapshot, e)[0];
        const c = snapshot.context;
        expect(c.points).toBeLessThanOrEqual(c.budget);
        expect(c.points).toBe(pointsOf(mage, spells, c.book));
        for (const s of spells) expect(c.book[s.id] ?? 0).toBeLessThanOrEqual(copyLimit(s));
      }
      expect(Object.keys(snapshot.context.book).every((id) => { const s = spells.find((x) => x.id === id)!; return !s.onlyTrained || mage.trained.includes(s.onlyTrained); })).toBe(true);
    }
  });
});

describe('a spell named as a built-in JavaScript property counts like any other (issue 29)', () => {
  for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
    it(`${id}: six copies of a level 1 spell, the seventh refused (14-5), and the points counted`, () => {
      const named: BookSpell = { id, levels: { holy: 1 } };
      const { c, refused, log } = run({ mage: priestess, spells: [named] }, add(id, 8));
      expect(refused?.step).toBe(7);
      expect(refused?.refusal.clauses).toContain('14-5');
      expect(Object.entries(c.book)).toEqual([[id, 6]]);
      expect(c.points).toBe(6);
      expect(JSON.stringify(log)).not.toMatch(/function|NaN|native code/);
    });
  }
  it('a book written with such a name is counted, and a copy taken out leaves its own entry', () => {
    const named: BookSpell = { id: 'valueOf', levels: { holy: 1 } };
    expect(pointsOf(priestess, [named], { valueOf: 2 })).toBe(2);
    expect(pointsOf(priestess, [named], {})).toBe(0);
    const { c } = run({ mage: priestess, spells: [{ id: '__proto__', levels: { holy: 1 } }] }, [...add('__proto__', 2), { type: 'spell.remove', id: '__proto__' }]);
    expect(Object.entries(c.book)).toEqual([['__proto__', 1]]);
    expect(c.points).toBe(1);
  });
});
