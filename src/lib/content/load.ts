/**
 * Loads and checks every content file. All problems are collected and thrown together as one
 * ContentError, so a build names every broken file at once; a file that is not valid MDX is named
 * once, and what follows from it (its clauses missing elsewhere) is counted, not listed.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'astro/zod';
import { LOCALES, type Locale } from '../i18n/locales';
import { isClauseId, sectionOf, withoutLeadingZeros } from '../clause-id';
import { ContentError } from './errors';
import { clauseAtLine, parseSection } from './parse-section';
import { readSourceText, type SourceTextOptions } from './read-text';
import { coverageSchema, describeIssues, gameSchema, glossarySchema } from './schema';
import { parseYamlSource, type YamlSource } from './yaml-source';
import type { Clause, CoverageReason, Game, GlossaryEntry, Rulebook, Section, Site } from './model';
import { typeset } from '../typeset';

/** The problems found so far: syntax errors first, then the rest, then how many were held back. */
class Report {
  private readonly syntaxErrors: string[] = [];
  private readonly others: string[] = [];
  private heldBack = 0;

  /** A file that does not parse; nothing it would have said is known. */
  syntax(message: string) {
    this.syntaxErrors.push(message);
  }

  /** @param followsFromSyntaxError the problem only says that a file left unread is unread */
  add(message: string, followsFromSyntaxError = false) {
    if (followsFromSyntaxError) this.heldBack++;
    else this.others.push(message);
  }

  get count() {
    return this.syntaxErrors.length + this.others.length + this.heldBack;
  }

  lines(): string[] {
    const held = this.heldBack
      ? [`${this.heldBack} further problem${this.heldBack === 1 ? '' : 's'} follow${this.heldBack === 1 ? 's' : ''} from the syntax error(s) above; they are not listed. Fix those and check again.`]
      : [];
    return [...this.syntaxErrors, ...this.others, ...held];
  }
}

/** Sections whose file did not parse, as `<locale>/<section>`: their clauses are unknown, not missing. */
type Unread = Set<string>;
const unreadKey = (locale: Locale, clauseId: string) => `${locale}/${sectionOf(clauseId)}`;

/**
 * @param contentDir the `content/` folder
 * @param shownFrom paths in messages are relative to this folder (the project root)
 */
export function loadSite(contentDir: string, shownFrom = join(contentDir, '..')): Site {
  const problems = new Report();
  const show = (path: string) => relative(shownFrom, path).split('\\').join('/');
  const gamesDir = join(contentDir, 'games');
  const games: Game[] = [];
  if (!existsSync(gamesDir)) throw new ContentError([`${show(gamesDir)}: missing. Each game is a folder here.`]);

  for (const slug of readdirSync(gamesDir).sort()) {
    const dir = join(gamesDir, slug);
    if (!statSync(dir).isDirectory()) continue;
    const game = loadGame(dir, slug, show, problems);
    if (game) games.push(game);
  }
  if (problems.count) throw new ContentError(problems.lines());
  return { games: games.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)) };
}

/** Reads a YAML file, checks its text, and parses it with a schema; problems name the line. */
function readYaml<T extends z.ZodType>(
  path: string,
  schema: T,
  show: (p: string) => string,
  problems: Report,
  options: SourceTextOptions & { showPath?: (path: PropertyKey[], data: unknown) => string } = {},
): { data: z.infer<T>; yaml: YamlSource } | undefined {
  if (!existsSync(path)) {
    problems.add(`${show(path)}: missing.`);
    return undefined;
  }
  const source = readSourceText(path, show(path), options);
  source.problems.forEach((p) => problems.add(p));
  const yaml = parseYamlSource(source.text, show(path));
  yaml.problems.forEach((p) => problems.add(p));
  if (yaml.data === undefined) return undefined;
  const parsed = schema.safeParse(yaml.data, { reportInput: true });
  if (!parsed.success) {
    const showPath = options.showPath && ((p: PropertyKey[]) => options.showPath!(p, yaml.data));
    for (const issue of describeIssues(parsed.error, showPath)) {
      problems.add(`${show(path)}:${yaml.lineOf(issue.path)}: ${issue.message}.`);
    }
    return undefined;
  }
  return { data: parsed.data, yaml };
}

function loadGame(dir: string, slug: string, show: (p: string) => string, problems: Report): Game | undefined {
  const metaPath = join(dir, 'game.yaml');
  const meta = readYaml(metaPath, gameSchema, show, problems);
  if (!meta) return undefined;
  if (meta.data.slug !== slug) {
    problems.add(`${show(metaPath)}:${meta.yaml.lineOf(['slug'])}: slug is "${meta.data.slug}" but the folder is ${slug}/. Make them agree.`);
  }
  const before = problems.count;

  const rulebooks = {} as Record<Locale, Rulebook>;
  const unread: Unread = new Set();
  for (const locale of LOCALES) rulebooks[locale] = loadRulebook(join(dir, locale), slug, locale, show, problems, unread);
  checkLocalesAgree(slug, rulebooks, problems, unread);
  for (const locale of LOCALES) checkReadingLabels(rulebooks[locale], problems);
  checkChineseRanges(rulebooks['zh-hant'], problems);
  const files: GameFiles = { game: slug, rulebook: rulebooks[LOCALES[0]], show, problems, unread };
  const glossary = loadGlossary(join(dir, 'glossary.yaml'), files);
  const reasons = loadReasons(join(dir, 'coverage.yaml'), files);
  if (problems.count > before) return undefined;
  const perLocale = (value: Record<Locale, string>) =>
    Object.fromEntries(LOCALES.map((l) => [l, typeset(value[l])])) as Record<Locale, string>;
  const edition = meta.data.edition;
  return {
    ...meta.data,
    names: perLocale(meta.data.names),
    summary: perLocale(meta.data.summary),
    ...(meta.data.draft && { draft: perLocale(meta.data.draft) }),
    edition: typeof edition === 'string' ? (Object.fromEntries(LOCALES.map((l) => [l, edition])) as Record<Locale, string>) : perLocale(edition),
    rulebooks,
    glossary,
    reasons,
  };
}

function loadRulebook(
  dir: string,
  game: string,
  locale: Locale,
  show: (p: string) => string,
  problems: Report,
  unread: Unread,
): Rulebook {
  const rulebook: Rulebook = { game, locale, sections: [], clauses: new Map() };
  if (!existsSync(dir)) {
    problems.add(`${show(dir)}/: missing. Every game has a folder per locale (${LOCALES.join(', ')}).`);
    return rulebook;
  }
  const isSectionFile = (name: string) => /^(?:0|[1-9]\d*)\.mdx$/.test(name);
  for (const name of readdirSync(dir)) {
    if (isSectionFile(name)) continue;
    const fix = /^\d+\.mdx$/.test(name) ? ` Rename it ${withoutLeadingZeros(name)}.` : '';
    problems.add(`${show(join(dir, name))}: only section files named <number>.mdx (no leading zero) belong here.${fix}`);
  }
  const numbered = readdirSync(dir).filter(isSectionFile).sort((a, b) => parseInt(a) - parseInt(b));
  for (const name of numbered) {
    const path = join(dir, name);
    const number = name.replace('.mdx', '');
    const source = readSourceText(path, show(path), { placeAt: (line, text) => clauseIn(text, line) });
    source.problems.forEach((p) => problems.add(p));
    const parsed = parseSection(source.text, show(path), number);
    if (parsed.syntaxError) {
      problems.syntax(parsed.syntaxError);
      unread.add(unreadKey(locale, number));
    } else {
      parsed.problems.forEach((p) => problems.add(p));
    }
    const sectionClause: Clause = {
      id: number,
      title: parsed.frontmatter?.title ?? number,
      body: [],
      text: '',
      refs: [],
      depth: 0,
      file: show(path),
      line: 1,
    };
    const section: Section = { number, title: sectionClause.title!, file: show(path), clauses: [sectionClause] };
    for (const clause of [sectionClause, ...parsed.clauses]) {
      const first = rulebook.clauses.get(clause.id);
      if (first) {
        problems.add(
          `${clause.file}:${clause.line}: clause ${clause.id} is defined twice (first at ${first.file}:${first.line}). Give one of them another id.`,
        );
        continue;
      }
      rulebook.clauses.set(clause.id, clause);
      if (clause !== sectionClause) section.clauses.push(clause);
    }
    rulebook.sections.push(section);
  }
  for (const clause of rulebook.clauses.values()) {
    if (clause.parent && !rulebook.clauses.has(clause.parent)) {
      problems.add(
        `${clause.file}:${clause.line}: clause ${clause.id} has no parent clause ${clause.parent} in ${game}. Add ${clause.parent} or fix the id.`,
      );
    }
    for (const ref of clause.refs) {
      if (!rulebook.clauses.has(ref)) {
        problems.add(
          `${clause.file}:${clause.line}: clause ${clause.id} refers to ${ref}, which does not exist in ${game}. Fix the id or add clause ${ref}.`,
          unread.has(unreadKey(locale, ref)),
        );
      }
    }
  }
  return rulebook;
}

/** Translations keep the same clause ids and cite the same clauses. */
function checkLocalesAgree(game: string, rulebooks: Record<Locale, Rulebook>, problems: Report, unread: Unread) {
  const [first, ...rest] = LOCALES;
  for (const locale of rest) {
    const a = rulebooks[first];
    const b = rulebooks[locale];
    for (const [id, clause] of a.clauses) {
      const other = b.clauses.get(id);
      if (!other) {
        problems.add(
          `${clause.file}:${clause.line}: clause ${id} is in ${first} but missing in ${locale}. Add it to content/games/${game}/${locale}/${sectionOf(id)}.mdx.`,
          unread.has(unreadKey(locale, id)),
        );
        continue;
      }
      const refsA = [...clause.refs].sort().join(', ');
      const refsB = [...other.refs].sort().join(', ');
      if (refsA !== refsB) {
        problems.add(
          `${other.file}:${other.line}: clause ${id} cites [${refsB}] in ${locale} but [${refsA}] in ${first} (${clause.file}:${clause.line}). A translation cites the same clauses.`,
        );
      }
      if (Boolean(clause.title) !== Boolean(other.title)) {
        problems.add(
          `${other.file}:${other.line}: clause ${id} has ${other.title ? 'a' : 'no'} title in ${locale} but ${clause.title ? 'has one' : 'none'} in ${first}. Make them agree.`,
        );
      }
      const notesA = clause.body.filter((bl) => bl.kind === 'note').length;
      const notesB = other.body.filter((bl) => bl.kind === 'note').length;
      if (notesA !== notesB) {
        problems.add(
          `${other.file}:${other.line}: clause ${id} has ${notesB} editor's note(s) in ${locale} but ${notesA} in ${first}. Translate the note or remove it from both.`,
        );
      }
    }
    for (const [id, clause] of b.clauses) {
      if (!a.clauses.has(id)) {
        problems.add(
          `${clause.file}:${clause.line}: clause ${id} is in ${locale} but missing in ${first}. Add it to content/games/${game}/${first}/${sectionOf(id)}.mdx.`,
          unread.has(unreadKey(first, id)),
        );
      }
    }
  }
}

function loadGlossary(path: string, { game, rulebook, show, problems, unread }: GameFiles): GlossaryEntry[] {
  // [2, 'ja', 'term'] → entry 3 (term shield), ja.term
  const read = readList(path, glossarySchema, 'key', 'term', show, problems);
  if (!read) return [];
  const entries: GlossaryEntry[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of read.data.entries()) {
    // No line here: the term and entry find it, and src/cli/ruling.test.ts quotes this form.
    const where = `${show(path)}: term ${entry.key} (entry ${index + 1})`;
    if (seen.has(entry.key)) problems.add(`${where}: the key ${entry.key} is used twice. Keys are unique.`);
    seen.add(entry.key);
    checkClauseRef(where, entry.clause, game, rulebook, problems, unread);
    const record = entry as unknown as Record<Locale, { term: string; definition: string }>;
    // A definition that states the site's reading links the note that gives it, so a reader can see both readings.
    const statesReading = LOCALES.some((l) => SITE_READING.test(record[l].definition));
    if (entry.note !== undefined && !rulebook.clauses.get(entry.note)?.body.some((b) => b.kind === 'note')) {
      problems.add(`${where}: note: "${entry.note}" has no editor's note${rulebook.clauses.has(entry.note) ? '' : ` (there is no clause ${entry.note} in ${game})`}. Point it at the clause whose <EditorNote> gives the reading.`);
    } else if (statesReading && entry.note === undefined) {
      problems.add(`${where}: its definition states the site's reading, but the entry does not say where the note is. Add note: "<clause id>", the clause whose <EditorNote> gives that reading.`);
    }
    entries.push({
      key: entry.key,
      clause: entry.clause,
      ...(entry.en && { en: entry.en }),
      ...(entry.note && { note: entry.note }),
      terms: Object.fromEntries(
        LOCALES.map((l) => [l, { term: typeset(record[l].term), definition: typeset(record[l].definition) }]),
      ) as GlossaryEntry['terms'],
    });
  }
  return entries;
}

/**
 * content/games/<game>/coverage.yaml (optional): why a clause has no worked example. Each entry
 * names a clause of the game, once; whether it still needs a reason (no ruling illustrates it) is
 * checked with the rulings (src/engine/clause-coverage.test.ts).
 */
function loadReasons(path: string, { game, rulebook, show, problems, unread }: GameFiles): CoverageReason[] {
  if (!existsSync(path)) return [];
  const read = readList(path, coverageSchema, 'clause', 'clause', show, problems);
  if (!read) return [];
  const reasons: CoverageReason[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of read.data.entries()) {
    const at = `${show(path)}:${read.yaml.lineOf([index])}`;
    const where = `${at}: entry ${index + 1}`;
    if (seen.has(entry.clause)) problems.add(`${where}: clause ${entry.clause} is given a reason twice. Keep one entry per clause.`);
    seen.add(entry.clause);
    checkClauseRef(where, entry.clause, game, rulebook, problems, unread);
    const words = entry as unknown as Record<Locale, string>;
    reasons.push({ clause: entry.clause, why: entry.why, at, words: Object.fromEntries(LOCALES.map((l) => [l, typeset(words[l])])) as Record<Locale, string> });
  }
  return reasons;
}


/** Words with which a definition says it states the site's reading, in either language. */
const SITE_READING = /本站(?:的)?(?:解讀|讀法|解釋)|当サイトの(?:解釈|読み方)/;

const clauseIn = (text: string, line: number) => {
  const id = clauseAtLine(text, line);
  return id && `clause ${id}`;
};

/** What a game's list files (glossary.yaml, coverage.yaml) are read against, and where problems go. */
interface GameFiles {
  game: string;
  rulebook: Rulebook;
  show: (p: string) => string;
  problems: Report;
  unread: Unread;
}

/** A list file read with its schema; a problem names the entry by its `field` (`entry 3 (term shield)`) and the line. */
function readList<T extends z.ZodType>(path: string, schema: T, field: string, label: string, show: (p: string) => string, problems: Report) {
  return readYaml(path, schema, show, problems, { placeAt: (line, text) => entryAt(text, line, field, label), showPath: entryPath(field, label) });
}

/** A list file's entry points at a clause: one that exists, written without leading zeros. */
function checkClauseRef(where: string, id: string, game: string, rulebook: Rulebook, problems: Report, unread: Unread) {
  if (!isClauseId(id) && isClauseId(withoutLeadingZeros(id))) {
    problems.add(`${where} points at clause "${id}", with a leading zero. Write clause: "${withoutLeadingZeros(id)}".`);
  } else if (!rulebook.clauses.has(id)) {
    problems.add(`${where} points at clause ${id}, which does not exist in ${game}. Fix the clause id.`, unread.has(unreadKey(LOCALES[0], id)));
  }
}

/** A path into a list file, named by its entry and that entry's key: [2, 'ja', 'term'] → `entry 3 (term shield), ja.term`. */
const entryPath = (field: string, label: string) => ([index, ...rest]: PropertyKey[], data: unknown) => {
  if (typeof index !== 'number') return [index, ...rest].join('.');
  const value = (data as Record<string, unknown>[])[index]?.[field];
  return `entry ${index + 1}${typeof value === 'string' ? ` (${label} ${value})` : ''}${rest.length ? `, ${rest.join('.')}` : ''}`;
};

/** The value of the last `<field>:` written at or above a line (a list entry's key), as `<label> <value>`. */
function entryAt(text: string, line: number, field: string, label: string): string | undefined {
  const pattern = new RegExp(`^\\s*(?:-\\s+)?${field}:\\s*["']?([^"'\\s#]+)`);
  const values = text
    .split('\n')
    .slice(0, line)
    .map((l) => pattern.exec(l)?.[1]);
  const value = values.reverse().find(Boolean);
  return value && `${label} ${value}`;
}

/**
 * The page puts "本站解讀：" / "当サイトの解釈：" before every <Reading>; a reading that starts with
 * that label (or "本サイトでは、") would show it twice.
 */
const READING_OPENERS: Record<Locale, RegExp> = {
  'zh-hant': /^\s*(本站解讀|本站的解讀|本站的讀法|本站讀法)\s*[:：]?/,
  ja: /^\s*(当サイトの解釈|本サイトの解釈|当サイトの読み方)\s*[:：]?|^\s*本サイトでは、/,
};

/** The Japanese wave dash (〜) is not how 繁體中文 writes a range: 1 至 5, 6-1 至 6-3. */
function checkChineseRanges(rulebook: Rulebook, problems: Report) {
  for (const clause of rulebook.clauses.values()) {
    if (JSON.stringify([clause.title, clause.body]).includes('〜')) {
      problems.add(`${clause.file}:${clause.line}: clause ${clause.id}: “〜” is the Japanese way to write a range; in 繁體中文 write “至” (1 至 5).`);
    }
  }
}

function checkReadingLabels(rulebook: Rulebook, problems: Report) {
  for (const clause of rulebook.clauses.values()) {
    for (const block of clause.body) {
      if (block.kind !== 'note') continue;
      const first = block.reading[0];
      const opener = first?.kind === 'text' ? READING_OPENERS[rulebook.locale].exec(first.text)?.[0] : undefined;
      if (opener) {
        problems.add(`${clause.file}:${clause.line}: clause ${clause.id}: its <Reading> begins with “${opener.trim()}”, but the page already labels every reading as the site's (本站解讀／当サイトの解釈). Start with the reading itself.`);
      }
    }
  }
}
