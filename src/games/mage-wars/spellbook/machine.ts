/**
 * Building a Mage Wars spellbook (14) as a machine: spells are put in and taken out one copy at a
 * time, each copy costing its level in each of its schools — once in a school the mage is trained in
 * (14-2), twice in another (14-3), three times in an opposed one (14-4) — within the mage's points
 * (14-1), the copy limit (14-5, 14-9) and the spells a mage may take at all (14-6); then the book is
 * done. Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal } from '../../../engine/refusal';
import { BUDGET, RATE_CLAUSE, copyLimit, costOf, levelOf, pointsOf, type BookSpell, type Mage } from '../books';
import { own, withEntry } from '../../../lib/own';

export interface SpellbookInput {
  mage: Mage;
  /** The mage's points (14-1: 120 for the basic mages). */
  budget?: number;
  /** The spells the reader may put in. */
  spells: BookSpell[];
  /** Copies already in the book, by spell. */
  book?: Record<string, number>;
}

export interface SpellbookContext {
  mage: Mage;
  budget: number;
  spells: BookSpell[];
  book: Record<string, number>;
  /** Points spent. */
  points: number;
  log: Log | null;
}

export type SpellbookEvent = { type: 'spell.add'; id: string } | { type: 'spell.remove'; id: string } | { type: 'book.done' };
type With<T extends SpellbookEvent['type']> = Extract<SpellbookEvent, { type: T }>;

const log = (c: SpellbookContext, ...entries: LogEntry[]): SpellbookContext => logged(c, ...entries);
export const spellOf = (c: SpellbookContext, id: string) => c.spells.find((s) => s.id === id);
export const copies = (c: SpellbookContext, id: string) => own(c.book, id) ?? 0;
export { pointsOf } from '../books';

function initial(input: SpellbookInput): SpellbookContext {
  const book = { ...(input.book ?? {}) };
  const budget = input.budget ?? BUDGET;
  const points = pointsOf(input.mage, input.spells, book);
  return { mage: input.mage, budget, spells: input.spells, book, points, log: newLog({ step: 'start', clauses: ['14-1'], values: { budget, points } }) };
}

/** Why this copy may not go in, citing the rule, or null. */
export function whyNotAdd(c: SpellbookContext, e: With<'spell.add'>): Refusal | null {
  const s = spellOf(c, e.id);
  if (!s) return { step: 'refuse.noSpell', clauses: ['14-1'], values: { spell: e.id } };
  if (s.onlyTrained && !c.mage.trained.includes(s.onlyTrained)) return { step: 'refuse.onlyTrained', clauses: ['14-6'], values: { spell: s.id, school: s.onlyTrained } };
  if (copies(c, s.id) >= copyLimit(s)) return s.epic ? { step: 'refuse.epic', clauses: ['14-9'], values: { spell: s.id } } : { step: 'refuse.copies', clauses: ['14-5'], values: { spell: s.id, level: levelOf(s), n: copyLimit(s) } };
  const cost = costOf(c.mage, s).cost;
  // 14-1 — the book is built on the mage's points: it may not exceed them.
  if (c.points + cost > c.budget) return { step: 'refuse.budget', clauses: ['14-1'], values: { spell: s.id, cost, points: c.points, budget: c.budget } };
  return null;
}

function add(c: SpellbookContext, e: With<'spell.add'>): SpellbookContext {
  const s = spellOf(c, e.id)!;
  const { parts, cost } = costOf(c.mage, s);
  const n = copies(c, s.id) + 1;
  const points = c.points + cost;
  return log(
    { ...c, book: { ...c.book, [s.id]: n }, points },
    ...parts.map((p) => ({ step: `part.${p.rate}`, clauses: [RATE_CLAUSE[p.rate]], values: { school: p.school, level: p.level, cost: p.cost } })),
    { step: 'add', clauses: [s.epic ? '14-9' : '14-5', '14-1'], values: { spell: s.id, cost, n, limit: copyLimit(s), points, budget: c.budget } },
  );
}

export function whyNotRemove(c: SpellbookContext, e: With<'spell.remove'>): Refusal | null {
  return copies(c, e.id) > 0 ? null : { step: 'refuse.noCopy', clauses: ['14-1'], values: { spell: e.id } };
}

function remove(c: SpellbookContext, e: With<'spell.remove'>): SpellbookContext {
  const s = spellOf(c, e.id)!;
  const cost = costOf(c.mage, s).cost;
  const n = copies(c, s.id) - 1;
  const book = withEntry(c.book, s.id, n || undefined);
  return log({ ...c, book, points: c.points - cost }, { step: 'remove', clauses: ['14-1'], values: { spell: s.id, cost, n, points: c.points - cost, budget: c.budget } });
}

export const spellbookMachine = setup({
  types: {
    context: {} as SpellbookContext,
    events: {} as SpellbookEvent,
    input: {} as SpellbookInput,
    meta: {} as { clauses: string[] },
  },
  guards: {
    'may add': ruleGuard(({ context, event }: { context: SpellbookContext; event: SpellbookEvent }) => whyNotAdd(context, event as With<'spell.add'>)),
    'has a copy': ruleGuard(({ context, event }: { context: SpellbookContext; event: SpellbookEvent }) => whyNotRemove(context, event as With<'spell.remove'>)),
  },
  actions: {
    add: assign(({ context, event }) => add(context, event as With<'spell.add'>)),
    remove: assign(({ context, event }) => remove(context, event as With<'spell.remove'>)),
    done: assign(({ context }) => log(context, { step: 'done', clauses: ['14-1'], values: { points: context.points, budget: context.budget, cards: Object.values(context.book).reduce((n, k) => n + k, 0) } })),
  },
}).createMachine({
  id: 'mage-wars-spellbook',
  context: ({ input }) => initial(input),
  initial: 'building',
  meta: { clauses: ['14-1'] },
  states: {
    building: {
      meta: { clauses: ['14-1', '14-5', '14-6', '14-9'] },
      on: {
        'spell.add': { guard: 'may add', target: 'building', reenter: true, actions: 'add', meta: { clauses: ['14-2', '14-3', '14-4', '14-5'] } },
        'spell.remove': { guard: 'has a copy', target: 'building', reenter: true, actions: 'remove', meta: { clauses: ['14-1'] } },
        'book.done': { target: 'done', actions: 'done', meta: { clauses: ['14-1'] } },
      },
    },
    done: { type: 'final', meta: { clauses: ['14-1'] } },
  },
});
