/**
 * Spellbook building (14) as pure arithmetic: what one spell costs a given mage, how many copies of
 * it a book may hold, and whether the mage may put it in at all. The source names no school and no
 * spell: the schools are the game's ten by their official English names, and the spells are the
 * site's examples. Shared by the spellbook flow and the preparation (1-6), which checks a built book
 * by the same rules (their schemas share books-schema.ts, apart so that no view loads zod).
 */
import { own } from '../../lib/own';
export type School = 'holy' | 'dark' | 'nature' | 'mind' | 'arcane' | 'war' | 'fire' | 'water' | 'air' | 'earth';
export const SCHOOLS: readonly School[] = ['holy', 'dark', 'nature', 'mind', 'arcane', 'war', 'fire', 'water', 'air', 'earth'];

/** 14-1 — the basic mages' book is 120 points. */
export const BUDGET = 120;

export interface BookSpell {
  id: string;
  /** Its level in each of its schools (14-2). */
  levels: Partial<Record<School, number>>;
  /** Epic: one copy in a book (14-9). */
  epic?: boolean;
  /** Only a mage trained in this school may put it in (14-6). */
  onlyTrained?: School;
}

export interface Mage {
  trained: School[];
  opposed: School[];
}

/** How a school's level is counted for this mage: 1× trained (14-2), 3× opposed (14-4), 2× otherwise (14-3). */
export type Rate = 'trained' | 'untrained' | 'opposed';
export const rateOf = (mage: Mage, school: School): Rate => (mage.trained.includes(school) ? 'trained' : mage.opposed.includes(school) ? 'opposed' : 'untrained');
export const TIMES: Record<Rate, number> = { trained: 1, untrained: 2, opposed: 3 };
export const RATE_CLAUSE: Record<Rate, string> = { trained: '14-2', untrained: '14-3', opposed: '14-4' };

/** Each school's part of the cost, in the spell's order of schools, and the sum (14-2–14-4; per school for an opposed one too, the site's reading). */
export function costOf(mage: Mage, spell: BookSpell): { parts: { school: School; level: number; rate: Rate; cost: number }[]; cost: number } {
  const parts = (Object.entries(spell.levels) as [School, number][]).map(([school, level]) => {
    const rate = rateOf(mage, school);
    return { school, level, rate, cost: level * TIMES[rate] };
  });
  return { parts, cost: parts.reduce((n, p) => n + p.cost, 0) };
}

/** 14-2 — a spell's level: the sum of its schools' levels (the site's reading for the copy limit of a spell of several schools). */
export const levelOf = (spell: BookSpell) => Object.values(spell.levels).reduce((n, l) => n + (l ?? 0), 0);

/** 14-5, 14-9 — the most copies of the spell a book may hold. */
export const copyLimit = (spell: BookSpell) => (spell.epic ? 1 : levelOf(spell) === 1 ? 6 : 4);

/** The points a book of these copies costs the mage (14-1–14-4). */
export const pointsOf = (mage: Mage, spells: BookSpell[], book: Record<string, number>) =>
  spells.reduce((n, s) => n + costOf(mage, s).cost * (own(book, s.id) ?? 0), 0);

/** What keeps a whole book from being this mage's (14): a copy of a spell not on offer, too many copies, a spell the mage may not take, more points than the mage has. */
export type BookProblem =
  | { kind: 'unknown'; id: string; clauses: string[] }
  | { kind: 'copies'; id: string; n: number; level: number; clauses: string[] }
  | { kind: 'epic'; id: string; clauses: string[] }
  | { kind: 'onlyTrained'; id: string; school: School; clauses: string[] }
  | { kind: 'budget'; points: number; budget: number; clauses: string[] };

/** Every problem of a book of these copies for this mage, each with the clauses that forbid it; none when the book is sound. */
export function bookProblems(mage: Mage, spells: BookSpell[], book: Record<string, number>, budget = BUDGET): BookProblem[] {
  const problems: BookProblem[] = [];
  for (const [id, n] of Object.entries(book)) {
    const spell = spells.find((s) => s.id === id);
    if (!spell) problems.push({ kind: 'unknown', id, clauses: ['14-1'] });
    else if (n > copyLimit(spell)) problems.push(spell.epic ? { kind: 'epic', id, clauses: ['14-9'] } : { kind: 'copies', id, n: copyLimit(spell), level: levelOf(spell), clauses: ['14-5'] });
    else if (spell.onlyTrained && !mage.trained.includes(spell.onlyTrained)) problems.push({ kind: 'onlyTrained', id, school: spell.onlyTrained, clauses: ['14-6'] });
  }
  const points = pointsOf(mage, spells, book);
  // 14-1 — the book is built on the mage's points: it may not exceed them (whether they must all be spent is 14-1's note).
  if (points > budget) problems.push({ kind: 'budget', points, budget, clauses: ['14-1'] });
  return problems;
}
