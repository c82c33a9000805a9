/** The preparation flow's schemas: the mage cards on offer, each player's spellbook (preset or built), the seed of the effect die, its events, and the summary a ruling's `expect` is checked against. `say` names a problem for the reader's words (words.ts `problem`). */
import { z } from 'zod';
import { SCHOOLS, type School } from '../books';
import { bookSpellSchema } from '../books-schema';
import { EFFECT_DIE } from '../dice';

const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
const player = z.literal([0, 1]);
const school = z.enum(SCHOOLS as [School, ...School[]]);

const mage = z
  .object({
    id,
    channeling: z.number().int().min(0).max(30),
    life: z.number().int().min(1).max(60),
    trained: z.array(school).min(1).max(SCHOOLS.length),
    opposed: z.array(school).max(SCHOOLS.length).optional(),
  })
  .strict();

const book = z
  .object({
    preset: z.boolean().optional(),
    spells: z.array(bookSpellSchema.extend({ copies: z.number().int().min(0).max(12) })).max(16),
  })
  .strict();

export const prepareSetupSchema = z
  .object({
    mages: z.array(mage).min(1).max(6),
    books: z.tuple([book, book]),
    seed: z.number().int().min(0).max(2 ** 31).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number> = {}) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    s.mages.forEach((m, i) => {
      if (s.mages.findIndex((o) => o.id === m.id) !== i) problem(['mages', i, 'id'], 'twoIds', { id: m.id });
      (m.opposed ?? []).forEach((o) => { if (m.trained.includes(o)) problem(['mages', i, 'opposed'], 'trainedOpposed', { school: o }); });
    });
    s.books.forEach((b, p) => b.spells.forEach((x, i) => {
      if (b.spells.findIndex((o) => o.id === x.id) !== i) problem(['books', p, 'spells', i, 'id'], 'twoIds', { id: x.id });
      if (!Object.keys(x.levels).length) problem(['books', p, 'spells', i, 'levels'], 'noLevel', { id: x.id });
    }));
  });

const die = z.number().int().min(1).max(EFFECT_DIE);

export const prepareEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mage.choose'), player, mage: id }).strict(),
  z.object({ type: z.literal('spellbook.take'), player }).strict(),
  z.object({ type: z.literal('initiative.roll'), dice: z.tuple([die, die]) }).strict(),
]);

export const prepareSummarySchema = z
  .object({
    state: z.string(),
    /** The mage card each player chose (null: not yet). */
    mages: z.array(z.string().nullable()),
    /** Each player's status board (1-5): channeling, mana, life. */
    channeling: z.array(z.number().nullable()),
    mana: z.array(z.number().nullable()),
    life: z.array(z.number().nullable()),
    /** On each mage card (1-4): its action markers and whether the quickcast marker is on it. */
    onCard: z.array(z.object({ action: z.number(), quickcast: z.boolean() }).strict().nullable()),
    /** Each player's spellbook once taken: preset or built, its cards and points. */
    books: z.array(z.object({ preset: z.boolean(), cards: z.number(), points: z.number() }).strict().nullable()),
    /** The effect die results, in order: player 1's, then player 2's. */
    rolls: z.array(z.array(z.number())),
    /** Who holds the initiative marker (null: the dice have not decided). */
    initiative: z.number().nullable(),
  })
  .strict();
export type PrepareSummary = z.infer<typeof prepareSummarySchema>;

export default { setupSchema: prepareSetupSchema, eventSchema: prepareEventSchema, summarySchema: prepareSummarySchema };
