/**
 * Schemas for the content files. Every field says what it is; a mistake is reported with the
 * file, the field, what was received and what was expected.
 */
import { z } from 'astro/zod';
import { LOCALES } from '../i18n/locales';
import { describeIssue } from '../zod-issues';

const perLocale = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, value])) as Record<(typeof LOCALES)[number], T>).strict();

/** content/games/<game>/game.yaml */
export const gameSchema = z
  .object({
    /** The game's URL slug; must equal its folder name. */
    slug: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a lowercase slug such as `wuxing`'),
    /** The game's name in each locale. */
    names: perLocale(z.string().min(1)),
    /** One line saying what the game and this text are, in each locale. */
    summary: perLocale(z.string().min(1)),
    /** The edition the text follows: `4.3`, or a name per locale when it is a word
     * (`{ zh-hant: 詳細規則, ja: 詳細ルール }`), so each page names it in its own language. */
    edition: z.union([z.string().min(1), perLocale(z.string().min(1))]),
    /** The language the source is written in: that locale's pages are the original edition, the
     * other locale's the translation (the rulebook page says which). */
    originalLanguage: z.enum(LOCALES),
    /** True when the game has no published name and `names` are the site's descriptive titles (the
     * rulebook page says so). */
    nameIsDescriptive: z.boolean().optional(),
    /** When the source is a draft its author marked unfinished: what that means for the text, in
     * each locale (the rulebook page and the game's sandboxes page say it before the rules). */
    draft: perLocale(z.string().min(1)).optional(),
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
    section: z.string().regex(/^(?:0|[1-9]\d*)$/, 'expected a section number in quotes, such as "3"'),
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
      key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a lowercase ASCII key such as `shield`'),
      /** The id of the clause that defines the term. */
      clause: z.string().min(1),
      /** The term's official English name, where the game has one (Mage Wars: `Ready Stage`). */
      en: z.string().regex(/^[\x20-\x7E]+$/, 'expected the official English name in plain ASCII, such as `Ready Stage`').optional(),
      /** Where the definition states the site's reading: the clause whose editor's note gives it (linked beside the definition). */
      note: z.string().min(1).optional(),
      ...Object.fromEntries(
        LOCALES.map((l) => [l, z.object({ term: z.string().min(1), definition: z.string().min(1) }).strict()]),
      ),
    })
    .strict(),
);

/**
 * Why a clause has no worked example: the kinds of reason a clause may give instead of a ruling.
 * Each kind has a label in every locale (ui.ts, `coverageWhy.<kind>`).
 */
export const COVERAGE_REASONS = [
  /** It names or defines something (a term, a card's parts, a zone); nothing is decided by it at the table. */
  'definition',
  /** It introduces or lists what the clauses under it rule; the examples are theirs. */
  'overview',
  /** Components, physical handling, conduct or administration outside a position of play. */
  'outside-play',
  /** A rule the sandboxes do not play: a flow's `notPlayed` names it (or a clause above it). */
  'not-played',
  /** The source names it without saying enough to play it out; the clause's editor's note says so. */
  'source-silent',
] as const;
export type CoverageReasonKind = (typeof COVERAGE_REASONS)[number];

/** The longest coverage reason, in characters: a reason is a sentence or two, shown beside its clause. */
export const MAX_REASON = 600;

/** content/games/<game>/coverage.yaml: why a clause has neither a ruling nor a sandbox that plays it. */
export const coverageSchema = z.array(
  z
    .object({
      /** The clause's id. */
      clause: z.string().min(1),
      /** The kind of reason. */
      why: z.enum(COVERAGE_REASONS),
      /** The reason in each language: a sentence or two (the longest today is 139 characters). */
      ...Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1).max(MAX_REASON)])),
    })
    .strict(),
);

/** One schema problem: where (a path for YamlSource.lineOf) and what to do. */
export interface SchemaProblem {
  path: PropertyKey[];
  /** `section: expected text; received 2. Write section: "2" with quotes` */
  message: string;
}

/**
 * Each problem of a failed parse, said for a writer: what is missing and what to add, what was
 * received and what is allowed (the sentences the rulings use, from describeIssue).
 * @param showPath how a path is named (`names.ja` by default)
 */
export function describeIssues(
  error: z.ZodError,
  showPath = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : 'the file'),
): SchemaProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path as PropertyKey[];
    if (issue.code === 'unrecognized_keys') {
      const [one, ...more] = issue.keys;
      // The line of the first unknown key, not of the object holding it.
      return { path: [...path, one], message: `${path.length ? `${showPath(path)}: ` : ''}${describeIssue(issue)}. Remove ${more.length ? 'them' : 'it'}, or correct the spelling` };
    }
    const key = String(path.at(-1) ?? '');
    const input = (issue as { input?: unknown }).input;
    // A field left out: said as missing, whatever its kind (a union, such as edition's, says "Invalid input" otherwise).
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') && input === undefined && key) {
      const parent = showPath(path.slice(0, -1));
      return { path, message: `${parent ? `${parent} has` : 'has'} no ${key}. Add it (${key}: …)` };
    }
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) {
      return { path, message: `${showPath(path)} is empty. Write it` };
    }
    const where = path.length ? `${showPath(path)}: ` : '';
    if (issue.code === 'invalid_type' && issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
      return { path, message: `${where}expected text; received ${input}. Write ${key}: "${input}" with quotes` };
    }
    return { path, message: `${where}${describeIssue(issue as Parameters<typeof describeIssue>[0])}` };
  });
}
