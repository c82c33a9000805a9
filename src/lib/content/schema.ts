/**
 * Schemas for the content files. Every field says what it is; a mistake is reported with the
 * file, the field, what was received and what was expected.
 */
import { z } from 'astro/zod';
import { LOCALES } from '../i18n/locales';

const perLocale = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, value])) as Record<(typeof LOCALES)[number], T>).strict();

/** content/games/<game>/game.yaml */
export const gameSchema = z
  .object({
    /** The game's URL slug; must equal its folder name. */
    slug: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a lowercase slug such as `wuxing`'),
    /** The game's name in each locale. */
    names: perLocale(z.string().min(1)),
    /** One line saying what the game and this text are, in each locale. */
    summary: perLocale(z.string().min(1)),
    /** The edition the text follows, e.g. `4.3`. */
    edition: z.string().min(1),
    /** The language the source is written in. */
    originalLanguage: z.enum(LOCALES),
    /** The source the clauses restate: its own title, and its file under shared/sources/. */
    source: z.object({ title: z.string().min(1), file: z.string().min(1) }).strict(),
    /** Position on the game lists, ascending. */
    order: z.number().int(),
  })
  .strict();
export type GameInput = z.input<typeof gameSchema>;
export type GameData = z.infer<typeof gameSchema>;

/** The frontmatter of content/games/<game>/<locale>/<n>.mdx */
export const sectionFrontmatterSchema = z
  .object({
    /** The section number, as a string: `"3"`. Must equal the file name. */
    section: z.string().regex(/^\d+$/, 'a section number in quotes, such as "3"'),
    /** The section's title in this locale. */
    title: z.string().min(1),
  })
  .strict();
export type SectionFrontmatter = z.infer<typeof sectionFrontmatterSchema>;

/** content/games/<game>/glossary.yaml: a list of terms. */
export const glossarySchema = z.array(
  z
    .object({
      /** A stable ASCII key, e.g. `shield`. */
      key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a lowercase ASCII key such as `shield`'),
      /** The id of the clause that defines the term. */
      clause: z.string().min(1),
      ...Object.fromEntries(
        LOCALES.map((l) => [l, z.object({ term: z.string().min(1), definition: z.string().min(1) }).strict()]),
      ),
    })
    .strict(),
);

/** `names.ja: Invalid input: expected string, received undefined` */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length ? issue.path.join('.') : '(top level)';
    return `${path}: ${issue.message}`;
  });
}
