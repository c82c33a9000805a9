/** The spellbook flow's schemas: a mage (trained and opposed schools, points), the spells on offer and any copies already in the book, its events, and the summary a ruling's `expect` is checked against. `say` names a problem for the reader's words (words.ts `problem`). */
import { z } from 'zod';
import { BUDGET, SCHOOLS, bookProblems, type BookSpell } from '../books';
import { bookSpellSchema, schoolSchema, spellId } from '../books-schema';

const id = spellId;
const school = schoolSchema;


export const spellbookSetupSchema = z
  .object({
    mage: z.object({ trained: z.array(school).min(1).max(SCHOOLS.length), opposed: z.array(school).max(SCHOOLS.length).default([]) }).strict(),
    budget: z.number().int().min(1).max(999).optional(),
    spells: z.array(bookSpellSchema).min(1).max(16),
    /** Copies by spell: how many a spell may have is 14-5's and 14-9's (copyLimit), checked below with the rest of 14. */
    book: z.record(z.string(), z.number().int().min(1)).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number> = {}) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    s.spells.forEach((x, i) => {
      if (s.spells.findIndex((o) => o.id === x.id) !== i) problem(['spells', i, 'id'], 'twoIds', { id: x.id });
      if (!Object.keys(x.levels).length) problem(['spells', i, 'levels'], 'noLevel', { id: x.id });
    });
    s.mage.trained.forEach((t) => {
      if (s.mage.opposed.includes(t)) problem(['mage', 'opposed'], 'trainedOpposed', { school: t });
    });
    const book = s.book ?? {};
    const say = { unknown: 'bookUnknown', copies: 'bookCopies', epic: 'bookCopies', onlyTrained: 'bookOnlyTrained', budget: 'bookBudget' } as const;
    for (const p of bookProblems(s.mage, s.spells as BookSpell[], book, s.budget ?? BUDGET)) {
      if (p.kind === 'budget') problem(['book'], say[p.kind], { points: p.points, budget: p.budget });
      else problem(['book', p.id], say[p.kind], { id: p.id, ...(p.kind === 'onlyTrained' ? { school: p.school } : {}), ...(p.kind === 'copies' || p.kind === 'epic' ? { n: p.kind === 'epic' ? 1 : p.n } : {}) });
    }
  });

export const spellbookEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('spell.add'), id }).strict(),
  z.object({ type: z.literal('spell.remove'), id }).strict(),
  z.object({ type: z.literal('book.done') }).strict(),
]);

export const spellbookSummarySchema = z
  .object({
    state: z.string(),
    /** Points spent. */
    points: z.number(),
    /** Copies in the book, by spell. */
    book: z.record(z.string(), z.number()),
  })
  .strict();
export type SpellbookSummary = z.infer<typeof spellbookSummarySchema>;

export default { setupSchema: spellbookSetupSchema, eventSchema: spellbookEventSchema, summarySchema: spellbookSummarySchema };
