/**
 * Loads and checks every content file. All problems are collected and thrown together as one
 * ContentError, so a build names every broken file at once.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LOCALES, type Locale } from '../i18n/locales';
import { ContentError } from './errors';
import { parseSection } from './parse-section';
import { describeIssues, gameSchema, glossarySchema } from './schema';
import type { Clause, Game, GlossaryEntry, Rulebook, Section, Site } from './model';
import { typeset } from '../typeset';

/**
 * @param contentDir the `content/` folder
 * @param shownFrom paths in messages are relative to this folder (the project root)
 */
export function loadSite(contentDir: string, shownFrom = join(contentDir, '..')): Site {
  const problems: string[] = [];
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
  if (problems.length) throw new ContentError(problems);
  return { games: games.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)) };
}

function readYaml(path: string, show: (p: string) => string, problems: string[]): unknown {
  if (!existsSync(path)) {
    problems.push(`${show(path)}: missing.`);
    return undefined;
  }
  try {
    return parseYaml(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push(`${show(path)}: not valid YAML (${(error as Error).message.split('\n')[0]}).`);
    return undefined;
  }
}

function loadGame(dir: string, slug: string, show: (p: string) => string, problems: string[]): Game | undefined {
  const metaPath = join(dir, 'game.yaml');
  const raw = readYaml(metaPath, show, problems);
  if (raw === undefined) return undefined;
  const meta = gameSchema.safeParse(raw);
  if (!meta.success) {
    for (const issue of describeIssues(meta.error)) problems.push(`${show(metaPath)}: ${issue}.`);
    return undefined;
  }
  if (meta.data.slug !== slug) {
    problems.push(`${show(metaPath)}: slug is "${meta.data.slug}" but the folder is ${slug}/. Make them agree.`);
  }
  const before = problems.length;

  const rulebooks = {} as Record<Locale, Rulebook>;
  for (const locale of LOCALES) rulebooks[locale] = loadRulebook(join(dir, locale), slug, locale, show, problems);
  checkLocalesAgree(slug, rulebooks, problems);
  const glossary = loadGlossary(join(dir, 'glossary.yaml'), slug, rulebooks[LOCALES[0]], show, problems);
  if (problems.length > before) return undefined;
  const perLocale = (value: Record<Locale, string>) =>
    Object.fromEntries(LOCALES.map((l) => [l, typeset(value[l])])) as Record<Locale, string>;
  return { ...meta.data, names: perLocale(meta.data.names), summary: perLocale(meta.data.summary), rulebooks, glossary };
}

function loadRulebook(
  dir: string,
  game: string,
  locale: Locale,
  show: (p: string) => string,
  problems: string[],
): Rulebook {
  const rulebook: Rulebook = { game, locale, sections: [], clauses: new Map() };
  if (!existsSync(dir)) {
    problems.push(`${show(dir)}/: missing. Every game has a folder per locale (${LOCALES.join(', ')}).`);
    return rulebook;
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
  for (const name of readdirSync(dir)) {
    if (!/^\d+\.mdx$/.test(name)) {
      problems.push(`${show(join(dir, name))}: only section files named <number>.mdx belong here.`);
    }
  }
  const numbered = files.filter((f) => /^\d+\.mdx$/.test(f)).sort((a, b) => parseInt(a) - parseInt(b));
  for (const name of numbered) {
    const path = join(dir, name);
    const number = name.replace('.mdx', '');
    const parsed = parseSection(readFileSync(path, 'utf8'), show(path), number);
    problems.push(...parsed.problems);
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
        problems.push(
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
      problems.push(
        `${clause.file}:${clause.line}: clause ${clause.id} has no parent clause ${clause.parent} in ${game}. Add ${clause.parent} or fix the id.`,
      );
    }
    for (const ref of clause.refs) {
      if (!rulebook.clauses.has(ref)) {
        problems.push(
          `${clause.file}:${clause.line}: clause ${clause.id} refers to ${ref}, which does not exist in ${game}. Fix the id or add clause ${ref}.`,
        );
      }
    }
  }
  return rulebook;
}

/** Translations keep the same clause ids and cite the same clauses. */
function checkLocalesAgree(game: string, rulebooks: Record<Locale, Rulebook>, problems: string[]) {
  const [first, ...rest] = LOCALES;
  for (const locale of rest) {
    const a = rulebooks[first];
    const b = rulebooks[locale];
    for (const [id, clause] of a.clauses) {
      const other = b.clauses.get(id);
      if (!other) {
        problems.push(
          `${clause.file}:${clause.line}: clause ${id} is in ${first} but missing in ${locale}. Add it to content/games/${game}/${locale}/${id.split('-')[0]}.mdx.`,
        );
        continue;
      }
      const refsA = [...clause.refs].sort().join(', ');
      const refsB = [...other.refs].sort().join(', ');
      if (refsA !== refsB) {
        problems.push(
          `${other.file}:${other.line}: clause ${id} cites [${refsB}] in ${locale} but [${refsA}] in ${first} (${clause.file}:${clause.line}). A translation cites the same clauses.`,
        );
      }
      if (Boolean(clause.title) !== Boolean(other.title)) {
        problems.push(
          `${other.file}:${other.line}: clause ${id} has ${other.title ? 'a' : 'no'} title in ${locale} but ${clause.title ? 'has one' : 'none'} in ${first}. Make them agree.`,
        );
      }
      const notesA = clause.body.filter((bl) => bl.kind === 'note').length;
      const notesB = other.body.filter((bl) => bl.kind === 'note').length;
      if (notesA !== notesB) {
        problems.push(
          `${other.file}:${other.line}: clause ${id} has ${notesB} editor's note(s) in ${locale} but ${notesA} in ${first}. Translate the note or remove it from both.`,
        );
      }
    }
    for (const [id, clause] of b.clauses) {
      if (!a.clauses.has(id)) {
        problems.push(
          `${clause.file}:${clause.line}: clause ${id} is in ${locale} but missing in ${first}. Add it to content/games/${game}/${first}/${id.split('-')[0]}.mdx.`,
        );
      }
    }
  }
}

function loadGlossary(
  path: string,
  game: string,
  rulebook: Rulebook,
  show: (p: string) => string,
  problems: string[],
): GlossaryEntry[] {
  const raw = readYaml(path, show, problems);
  if (raw === undefined) return [];
  const parsed = glossarySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of describeIssues(parsed.error)) problems.push(`${show(path)}: entry ${issue}.`);
    return [];
  }
  const entries: GlossaryEntry[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of parsed.data.entries()) {
    const where = `${show(path)}: term ${entry.key} (entry ${index + 1})`;
    if (seen.has(entry.key)) problems.push(`${where}: the key ${entry.key} is used twice. Keys are unique.`);
    seen.add(entry.key);
    if (!rulebook.clauses.has(entry.clause)) {
      problems.push(`${where} points at clause ${entry.clause}, which does not exist in ${game}. Fix the clause id.`);
    }
    const record = entry as unknown as Record<Locale, { term: string; definition: string }>;
    entries.push({
      key: entry.key,
      clause: entry.clause,
      terms: Object.fromEntries(
        LOCALES.map((l) => [l, { term: typeset(record[l].term), definition: typeset(record[l].definition) }]),
      ) as GlossaryEntry['terms'],
    });
  }
  return entries;
}
