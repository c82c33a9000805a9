/** The project's rulings: every content/rulings/<game>/<id>.yaml, checked and replayed. */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Site } from '../../lib/content/model';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { RULING_MESSAGES } from '../../lib/i18n/ruling-messages';
import { ContentError } from '../../lib/content/errors';
import { checkRuling, replayRuling, RulingInvalid, type CheckedRuling, type Replay } from './replay';
import { readSourceText } from '../../lib/content/read-text';
import { practiceProblems } from './practice';

/** A ruling file's text, refused (RulingInvalid) if its bytes are not clean UTF-8 or hold invisible troublemakers (read-text.ts). */
export function readRulingText(path: string, shown: string, locale?: Locale): string {
  // The heading names the file; each problem names its line, in the command's language.
  const { text, problems } = readSourceText(path, shown, { words: RULING_MESSAGES[locale ?? DEFAULT_LOCALE].text });
  if (problems.length) throw new RulingInvalid(shown, problems, locale);
  return text;
}

export interface LoadedRuling extends CheckedRuling {
  file: string;
  replay: Replay;
}

export const clauseExistsIn = (site: Site) => (game: string, id: string) =>
  site.games.find((g) => g.slug === game)?.rulebooks['zh-hant'].clauses.has(id) ?? false;

/**
 * Every file a writer saved in a game's folder of content/rulings (hidden files, such as an
 * editor's swap file, aside): each is read as a ruling, so one that is not `<id>.yaml` is refused
 * by name rather than left out of the site in silence.
 */
export function rulingFiles(contentDir: string): string[] {
  return inGames(contentDir).filter((e) => !e.isDirectory()).map((e) => e.path);
}

/** Folders a writer made inside a game's folder of content/rulings: never read, so named as a problem. */
export function foldersInGames(contentDir: string): string[] {
  return inGames(contentDir).filter((e) => e.isDirectory()).map((e) => e.path);
}

/** What each game's folder of content/rulings holds (hidden entries aside), sorted. */
function inGames(contentDir: string): { path: string; isDirectory: () => boolean }[] {
  const dir = join(contentDir, 'rulings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((game) =>
    game.isDirectory() && !game.name.startsWith('.')
      ? readdirSync(join(dir, game.name), { withFileTypes: true })
          .filter((e) => !e.name.startsWith('.'))
          .sort((a, b) => (a.name < b.name ? -1 : 1))
          .map((e) => ({ path: join(dir, game.name, e.name), isDirectory: () => e.isDirectory() }))
      : [],
  );
}

/** Files saved in content/rulings itself, beside the game folders, other than its README and hidden files: never read. */
export function filesOutsideGames(contentDir: string): string[] {
  const dir = join(contentDir, 'rulings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'README.md' && !e.name.startsWith('.'))
    .map((e) => join(dir, e.name));
}

/** How a ruling's replay disagrees with it: its expectations that do not hold, or the event refused. */
function disagreement(replay: Replay): string {
  const refused = replay.refused && !replay.differences.length ? [`step ${replay.refused.step} (${replay.refused.event.type}) refused by ${replay.refused.refusal.clauses.join(', ')}`] : [];
  return `the machine disagrees (${[...replay.differences, ...refused].join('; ')})`;
}

/** Loads every ruling; a file that is invalid, or whose replay disagrees with it, fails the load. */
export function loadRulings(contentDir: string, site: Site, shownFrom = join(contentDir, '..')): LoadedRuling[] {
  const shown = (path: string) => relative(shownFrom, path).split('\\').join('/');
  const problems: string[] = [
    ...filesOutsideGames(contentDir).map((path) => `${shown(path)}: ${RULING_MESSAGES[DEFAULT_LOCALE].outsideGame}`),
    ...foldersInGames(contentDir).map((path) => `${shown(path)}/: ${RULING_MESSAGES[DEFAULT_LOCALE].folder}`),
  ];
  const rulings: LoadedRuling[] = [];
  for (const path of rulingFiles(contentDir)) {
    const file = relative(shownFrom, path).split('\\').join('/');
    try {
      const text = readRulingText(path, file);
      const checked = checkRuling(text, file, clauseExistsIn(site));
      if (!file.includes(`/rulings/${checked.ruling.game}/`)) problems.push(`${file}: a ${checked.ruling.game} ruling belongs in content/rulings/${checked.ruling.game}/.`);
      const replay = replayRuling(checked);
      // A ruling whose replay disagrees with it would publish a wrong transcript.
      if (!replay.ok) problems.push(`${file}: ${disagreement(replay)}. Run npm run -s ruling -- ${file}`);
      // Its practice question, against the same replay: a right answer the machine does not give would teach a wrong rule.
      problems.push(...practiceProblems(checked, replay, text, site).map((p) => `${file}: ${p}`));
      rulings.push({ ...checked, file, replay });
    } catch (error) {
      if (!(error instanceof RulingInvalid)) throw error;
      problems.push(...error.problems.map((p) => `${file}: ${p}`));
    }
  }
  // Sandboxes in the rulebooks must name rulings of their own game.
  for (const game of site.games) {
    for (const book of Object.values(game.rulebooks)) {
      for (const clause of book.clauses.values()) {
        for (const block of clause.body) {
          if (block.kind === 'sandbox' && !rulings.some((r) => r.ruling.game === game.slug && r.ruling.id === block.ruling)) {
            problems.push(`${clause.file}:${clause.line}: clause ${clause.id} embeds the ruling ${block.ruling}, which is not in content/rulings/${game.slug}/. Fix the name or add the ruling.`);
          }
        }
      }
    }
  }
  if (problems.length) throw new ContentError(problems);
  return rulings;
}
