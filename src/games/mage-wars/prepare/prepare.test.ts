import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { runFlow } from '../../../engine/run';
import { logEntries } from '../../../engine/log';
import { machineTransitions, transitionsNotTaken } from '../../../engine/coverage';
import { seededRandom } from '../../../engine/random';
import { rollsFrom } from '../dice';
import { bookProblems } from '../books';
import { roundMachine } from '../round/machine';
import { roundSetupSchema } from '../round/schemas';
import flow from './flow';
import { prepareSetupSchema } from './schemas';
import { roundSetupFrom } from './handoff';
import { prepareMachine, type Book, type PrepareContext, type PrepareEvent, type PrepareInput } from './machine';

const input = prepareSetupSchema.parse(flow.defaultSetup) as PrepareInput;
const run = (events: PrepareEvent[], setup: PrepareInput = input) => {
  const { steps, refused } = runFlow(prepareMachine, setup, events);
  const last = steps[steps.length - 1].snapshot;
  const c = last.context as PrepareContext;
  return { c, state: String(last.value), refused, log: logEntries(c.log), snapshot: last };
};
const choose = (player: 0 | 1, mage: string): PrepareEvent => ({ type: 'mage.choose', player, mage });
const take = (player: 0 | 1): PrepareEvent => ({ type: 'spellbook.take', player });
const roll = (a: number, b: number): PrepareEvent => ({ type: 'initiative.roll', dice: [a, b] });
const chosen = [choose(0, 'sage'), choose(1, 'witch')];
const whole = [...chosen, take(0), take(1), roll(9, 4)];
const withBook = (book: Book): PrepareInput => ({ ...input, books: [book, input.books[1]] });

describe('the arena and the mages (1-1, 1-2)', () => {
  it('the arena is laid out first; then each player chooses one mage among those offered, in either order', () => {
    const r = run([choose(1, 'hermit')]);
    expect(r.state).toBe('choosing');
    expect(r.log.map((e) => [e.step, e.clauses])).toEqual([['start', ['1-1']], ['arena', ['1-1']], ['choose', ['1-2']]]);
    expect(r.c.chosen).toEqual([null, 'hermit']);
  });
  it('a mage not offered, and a second mage for a player, are refused citing 1-2', () => {
    expect(run([choose(0, 'knight')]).refused?.refusal).toMatchObject({ step: 'refuse.noMage', clauses: ['1-2'] });
    expect(run([choose(0, 'sage'), choose(0, 'witch')]).refused?.refusal).toMatchObject({ step: 'refuse.chosen', clauses: ['1-2'], values: { player: 0, mage: 'sage' } });
  });
  it('both players may choose the same mage card: the source does not forbid it', () => {
    expect(run([choose(0, 'sage'), choose(1, 'sage')]).state).toBe('spellbooks');
  });
});

describe('components, gate zones and status boards (1-3, 1-4, 1-5)', () => {
  const r = run(chosen);
  it('each player takes 10 action markers, 3 black and 1 red cubes and a quickcast marker', () => {
    expect(r.log.find((e) => e.step === 'components')).toMatchObject({ clauses: ['1-3'], values: { action: 10, black: 3, red: 1, quickcast: 1 } });
  });
  it('one action marker and the quickcast marker go on each mage card in its gate zone; the four cubes go on the status board', () => {
    expect(r.c.onCard).toEqual([{ action: 1, quickcast: true }, { action: 1, quickcast: true }]);
    expect(r.c.supply).toEqual([{ action: 9, black: 0, red: 0, quickcast: 0 }, { action: 9, black: 0, red: 0, quickcast: 0 }]);
    expect(r.log.filter((e) => e.step === 'gate').map((e) => e.values)).toEqual([{ player: 0, mage: 'sage' }, { player: 1, mage: 'witch' }]);
  });
  it('the status board follows the mage card — channeling, life as current and most — and every mage has 10 mana', () => {
    expect(r.c.board).toEqual([{ channeling: 10, mana: 10, life: 32, maxLife: 32 }, { channeling: 9, mana: 10, life: 36, maxLife: 36 }]);
    expect(r.state).toBe('spellbooks');
  });
});

describe('spellbooks (1-6, with 14)', () => {
  it('a built book is checked for the chosen mage and its points logged; a preset one is taken as it is', () => {
    const r = run([...chosen, take(1), take(0)]);
    expect(r.c.taken).toEqual([{ preset: false, cards: 9, points: 24 }, { preset: true, cards: 12, points: 26 }]);
    expect(r.log.filter((e) => e.step.startsWith('book.')).map((e) => [e.step, e.clauses])).toEqual([['book.preset', ['1-6']], ['book.built', ['1-6', '14-1']]]);
    // The preset book holds flame, for mages trained in fire: sage could not build it, but a preset book is not built (1-6).
    expect(run([choose(0, 'hermit'), choose(1, 'sage'), take(1)]).c.taken[1]).toMatchObject({ preset: true });
  });
  it('a built book that breaks 14 for the chosen mage is refused with the clause it breaks', () => {
    const refusal = (book: Book, mage = 'sage') => run([choose(0, mage), choose(1, 'witch'), take(0)], withBook(book)).refused?.refusal;
    expect(refusal({ spells: [{ id: 'heal', levels: { holy: 1 }, copies: 7 }] })).toMatchObject({ step: 'refuse.book.copies', clauses: ['14-5'], values: { id: 'heal', n: 6, level: 1 } });
    expect(refusal({ spells: [{ id: 'wrath', levels: { holy: 2 }, copies: 5 }] })).toMatchObject({ step: 'refuse.book.copies', values: { n: 4, level: 2 } });
    expect(refusal({ spells: [{ id: 'judgment', levels: { holy: 3 }, epic: true, copies: 2 }] })).toMatchObject({ step: 'refuse.book.epic', clauses: ['14-9'] });
    expect(refusal({ spells: [{ id: 'flame', levels: { fire: 2 }, onlyTrained: 'fire', copies: 1 }] })).toMatchObject({ step: 'refuse.book.onlyTrained', clauses: ['14-6'], values: { school: 'fire', mage: 'sage' } });
    expect(refusal({ spells: [{ id: 'flame', levels: { fire: 2 }, onlyTrained: 'fire', copies: 1 }] }, 'witch')).toBeUndefined();
    // The same dark book: 123 points for a mage opposed to dark, 41 for one trained in it.
    const dark: Book = { spells: [{ id: 'curse', levels: { dark: 3 }, copies: 4 }, { id: 'wrath', levels: { dark: 3 }, copies: 4 }, { id: 'storm', levels: { dark: 3 }, copies: 4 }, { id: 'heal', levels: { dark: 1 }, copies: 4 }, { id: 'bolt', levels: { dark: 1 }, copies: 1 }] };
    expect(refusal(dark)).toMatchObject({ step: 'refuse.book.budget', clauses: ['14-1'], values: { points: 123, budget: 120 } });
    expect(run([choose(0, 'witch'), choose(1, 'sage'), take(0)], withBook(dark)).c.taken[0]).toEqual({ preset: false, cards: 17, points: 41 });
  });
  it('a second book for a player is refused (1-6); a book before both mages are chosen is not taken yet', () => {
    expect(run([...chosen, take(0), take(0)]).refused?.refusal).toMatchObject({ step: 'refuse.bookTaken', clauses: ['1-6'] });
    expect(run([choose(0, 'sage'), take(0)]).refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['1-2'] });
  });
  it('the spellbook flow’s rules decide: bookProblems is what its setup check uses too', () => {
    expect(bookProblems({ trained: ['holy'], opposed: ['dark'] }, [{ id: 'x', levels: { dark: 2 } }], { x: 1, y: 1 }, 5)).toEqual([
      { kind: 'unknown', id: 'y', clauses: ['14-1'] },
      { kind: 'budget', points: 6, budget: 5, clauses: ['14-1'] },
    ]);
  });
});

describe('tokens and the initiative roll (1-7, 1-8)', () => {
  it('once both books are taken the tokens go aside, and the effect die decides: the higher roll takes the initiative marker', () => {
    const r = run(whole);
    expect(r.state).toBe('ready');
    expect(r.snapshot.status).toBe('done');
    expect(r.c.tokensAside).toBe(true);
    expect(r.c.initiative).toBe(0);
    expect(r.log.slice(-2)).toEqual([{ step: 'tokens', clauses: ['1-7'], values: {} }, { step: 'roll.initiative', clauses: ['1-8'], values: { a: 9, b: 4, player: 0 } }]);
    expect(run([...chosen, take(0), take(1), roll(2, 12)]).c.initiative).toBe(1);
  });
  it('equal rolls are rolled again (the site’s reading), as many times as they tie', () => {
    const r = run([...chosen, take(0), take(1), roll(6, 6), roll(3, 3), roll(4, 5)]);
    expect(r.log.filter((e) => e.step.startsWith('roll.')).map((e) => e.step)).toEqual(['roll.tie', 'roll.tie', 'roll.initiative']);
    expect(r.c).toMatchObject({ rolls: [[6, 6], [3, 3], [4, 5]], rolled: 6, initiative: 1 });
  });
  it('no roll before the books are taken, none once the marker is taken', () => {
    expect(run([...chosen, roll(5, 3)]).refused?.refusal).toMatchObject({ step: 'refused.notHere', clauses: ['1-6'] });
    expect(run([...whole, roll(5, 3)]).refused?.refusal).toMatchObject({ step: 'refused.over', clauses: ['1-8'] });
  });
  it('the seed gives the same rolls every time, the n-th roll the n-th number; the default seed ties first, then player 1 rolls higher', () => {
    expect(rollsFrom(14, 0, 4, 12).map((i) => i + 1)).toEqual([6, 6, 7, 5]);
    expect(rollsFrom(14, 2, 2, 12)).toEqual(rollsFrom(14, 0, 4, 12).slice(2));
    const random = seededRandom(14);
    expect(rollsFrom(14, 0, 1, 12)[0]).toBe(Math.floor(random() * 12));
  });
});

describe('the handoff into round 1', () => {
  it('gives the round flow a setup its schema accepts, starting from the same initiative, mana, channeling and mages', () => {
    const c = run(whole).c;
    const setup = roundSetupFrom(c);
    expect(setup).toEqual({ round: 1, initiative: 0, mana: [10, 10], channeling: [10, 9], creatures: [{ id: 'mage', owner: 0, kind: 'mage', zone: [1, 2] }, { id: 'rival', owner: 1, kind: 'mage', zone: [4, 2] }] });
    expect(roundSetupSchema.safeParse(setup).success).toBe(true);
    const round = initialTransition(roundMachine, roundSetupSchema.parse(setup) as never)[0];
    const rc = round.context;
    expect(rc.setup.initiative).toBe(0);
    expect(rc.creatures.map((x) => [x.id, x.owner, x.kind])).toEqual([['mage', 0, 'mage'], ['rival', 1, 'mage']]);
    // Round 1's initiative phase passes the marker the roll gave (3-1, the site's reading), then the mages channel (3-3).
    expect(rc.initiative).toBe(1);
    expect(rc.mana).toEqual([20, 19]);
    expect(rc.round).toBe(1);
  });
  it('refuses a position that has not ended', () => {
    expect(() => roundSetupFrom(run(chosen).c)).toThrow(/1-8/);
  });
});

describe('the setup schema', () => {
  const problems = (x: unknown) => (prepareSetupSchema.safeParse(x).error?.issues ?? []).map((i) => (i as { params?: { say?: string } }).params?.say);
  it('refuses two cards of a name, a school both trained and opposed, a spell of no school; the default is sound', () => {
    expect(problems({ ...input, mages: [input.mages[0], input.mages[0]] })).toContain('twoIds');
    expect(problems({ ...input, mages: [{ ...input.mages[0], opposed: ['holy'] }] })).toContain('trainedOpposed');
    expect(problems(withBook({ spells: [{ id: 'x', levels: {}, copies: 1 }] }))).toContain('noLevel');
    expect(problems(withBook({ spells: [{ id: 'x', levels: { holy: 1 }, copies: 1 }, { id: 'x', levels: { holy: 1 }, copies: 1 }] }))).toContain('twoIds');
    expect(prepareSetupSchema.safeParse(flow.defaultSetup).success).toBe(true);
  });
});

describe('paths', () => {
  const events: PrepareEvent[] = [choose(0, 'sage'), choose(1, 'witch'), choose(0, 'witch'), take(0), take(1), roll(6, 6), roll(9, 4)];
  const paths = getShortestPaths(prepareMachine, { input, events, serializeState: (s: { value: unknown; context: PrepareContext }) => JSON.stringify([s.value, s.context.chosen, s.context.taken, Math.min(s.context.rolls.length, 1)]), limit: 2000 } as never);
  it('reach every state the machine waits in, the end included', () => {
    const reached = new Set(paths.map((p) => String(p.state.value)));
    for (const state of ['choosing', 'spellbooks', 'initiative', 'ready']) expect(reached).toContain(state);
  });
  it('take every transition of the machine', () => {
    const lines = paths.map((p) => ({ setup: input, events: p.steps.map((s) => s.event).filter((e) => !e.type.startsWith('xstate.')) }));
    expect(machineTransitions(prepareMachine).size).toBe(11);
    expect(transitionsNotTaken(prepareMachine, lines)).toEqual([]);
  });
  it('leave every state but the end by some event', () => {
    for (const path of paths) if (path.state.status !== 'done') expect(events.some((e) => path.state.can(e)), String(path.state.value)).toBe(true);
  });
});

describe('random play', () => {
  it('300 random lines: a refused event changes nothing; the end always has one initiative player, the higher roll’s, and 10 mana each', () => {
    const random = seededRandom(1);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    for (let i = 0; i < 300; i++) {
      let s = initialTransition(prepareMachine, input)[0];
      for (let k = 0; k < 30 && s.status !== 'done'; k++) {
        const e: PrepareEvent = pick([choose(pick([0, 1]), pick(['sage', 'witch', 'hermit', 'ghost'])), take(pick([0, 1])), roll(1 + Math.floor(random() * 12), 1 + Math.floor(random() * 12))]);
        if (!s.can(e)) continue;
        s = transition(prepareMachine, s, e)[0];
      }
      if (s.status === 'done') {
        const c = s.context;
        const [a, b] = c.rolls.at(-1)!;
        expect(c.initiative).toBe(a > b ? 0 : 1);
        expect(c.board.map((x) => x!.mana)).toEqual([10, 10]);
        expect(c.rolls.slice(0, -1).every(([x, y]) => x === y)).toBe(true);
      }
    }
  });
});
