/**
 * The ruling file: an example, written by a judge, that the site executes. Every field says what
 * it is; the flow named by `flow` checks `setup`, each step's `event` and `expect`. A rule of its
 * own names its sentence (`say`) in the judge's words (src/lib/i18n/ruling-messages.ts `problem`).
 */
import { z } from 'zod';
import { LOCALES } from '../../lib/i18n/locales';
import { practiceSchema } from './practice-schema';

const inEveryLocale = (text: z.ZodString) => z.object(Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<(typeof LOCALES)[number], z.ZodString>).strict();
const perLocale = inEveryLocale(z.string().min(1));

export const rulingSchema = z
  .object({
    /** A stable slug; must equal the file name without `.yaml`. It is the ruling's URL. */
    id: z.string().superRefine((s, ctx) => {
      if (/^[a-z0-9][a-z0-9-]*$/.test(s)) return;
      // The first character that does not belong, pointed at: one the writer cannot see (U+200B) by its code and place.
      const chars = [...s];
      const at = chars.findIndex((c, i) => !/[a-z0-9-]/.test(c) || (i === 0 && c === '-'));
      const char = chars[at] ?? '';
      const code = char && `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      const hidden = /[\p{Cf}\p{Z}\p{Cc}]/u.test(char);
      ctx.addIssue({ code: 'custom', message: 'a lowercase slug such as `shield-absorbs-attack`', params: at < 0 ? { say: 'slug' } : { say: hidden ? 'slugHidden' : 'slugChar', at: at + 1, char, code } });
    }),
    /** The game's slug, e.g. `wuxing`. */
    game: z.string().min(1),
    /** The sandbox flow it runs, e.g. `wuxing.turn`: the folder src/games/wuxing/turn/. */
    flow: z.string().min(1),
    /** Its title in every locale. */
    title: perLocale,
    /** What it shows, in a sentence or two, in every locale. */
    summary: perLocale,
    /** The clauses it illustrates; each must exist in the game's rulebook. */
    clauses: z.array(z.string().min(1)).min(1),
    /** The starting position, in the flow's setup format. */
    setup: z.unknown(),
    /** The events, in order, each with an optional note per locale (a note still empty, as a draft
     * saved from a sandbox leaves it, is not shown; the ruling command lists it as left to write). Empty when the flow settles by
     * itself (e.g. a 防守階段 skipped for want of attackers). The last may be one the rules forbid:
     * `refused` lists the clauses that must forbid it (the machine must refuse it, citing them). */
    steps: z.array(z.object({ event: z.unknown(), note: inEveryLocale(z.string()).optional(), refused: z.array(z.string().min(1)).min(1).optional() }).strict()),
    /** What must hold after the last step taken: part of the flow's summary of a position. */
    expect: z.record(z.string(), z.unknown()).default({}),
    /** A question for the practice pages, stopped at one step of the line, checked against the replay (practice-schema.ts). */
    practice: practiceSchema.optional(),
  })
  .strict()
  .superRefine((ruling, ctx) => {
    ruling.steps.forEach((step, i) => {
      if (step.refused && i !== ruling.steps.length - 1) ctx.addIssue({ code: 'custom', path: ['steps', i, 'refused'], message: 'only the last step may be one the rules refuse', params: { say: 'refusedNotLast' } });
    });
    if (!Object.keys(ruling.expect).length && !ruling.steps.at(-1)?.refused) {
      ctx.addIssue({ code: 'custom', path: ['expect'], message: 'a ruling must expect something: part of the position after the last step, or a last step the rules refuse (`refused: [clause]`)', params: { say: 'expectNothing' } });
    }
  });

export type RulingInput = z.input<typeof rulingSchema>;
export type Ruling = z.infer<typeof rulingSchema>;
