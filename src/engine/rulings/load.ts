/** The project's rulings: every content/rulings/<game>/<id>.yaml, checked and replayed. */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Site } from '../../lib/content/model';
import type { Locale } from '../../lib/i18n/locales';
import { ContentError } from '../../lib/content/errors';
import { checkRuling, replayRuling, RulingInvalid, type CheckedRuling, type Replay } from './replay';
import { readSourceText } from '../../lib/content/read-text';

/** A ruling file's text, refused (RulingInvalid) if its bytes are not clean UTF-8 or hold invisible troublemakers (read-text.ts). */
export function readRulingText(path: string, shown: string, locale?: Locale): string {
  const { text, problems } = readSourceText(path, shown);
  if (problems.length) throw new RulingInvalid(shown, problems.map((p) => p.replace(`${shown}:`, 'line ')), locale);
  return text;
}

export interface LoadedRuling extends CheckedRuling {
  file: string;
  replay: Replay;
}

export const clauseExistsIn = (site: Site) => (game: string, id: string) =>
  site.games.find((g) => g.slug === game)?.rulebooks['zh-hant'].clauses.has(id) ?? false;

export function rulingFiles(contentDir: string): string[] {
  const dir = join(contentDir, 'rulings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((game) =>
    existsSync(join(dir, game)) && !game.includes('.')
      ? readdirSync(join(dir, game)).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(dir, game, f))
      : [],
  );
}

/** Loads every ruling; a file that is invalid, or whose replay disagrees with it, fails the load. */
export function loadRulings(contentDir: string, site: Site, shownFrom = join(contentDir, '..')): LoadedRuling[] {
  const problems: string[] = [];
  const rulings: LoadedRuling[] = [];
  for (const path of rulingFiles(contentDir)) {
    const file = relative(shownFrom, path).split('\\').join('/');
    try {
      const checked = checkRuling(readRulingText(path, file), file, clauseExistsIn(site));
      if (!file.includes(`/rulings/${checked.ruling.game}/`)) problems.push(`${file}: a ${checked.ruling.game} ruling belongs in content/rulings/${checked.ruling.game}/.`);
      rulings.push({ ...checked, file, replay: replayRuling(checked) });
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
