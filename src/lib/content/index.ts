/** The loaded site, read once per build from `content/` under the project root. */
import { join } from 'node:path';
import { loadSite } from './load';
import type { Game, Site } from './model';
import type { Locale } from '../i18n/locales';

let cached: Site | undefined;

export function getSite(): Site {
  cached ??= loadSite(join(process.cwd(), 'content'), process.cwd());
  return cached;
}

export function getGame(slug: string): Game {
  const game = getSite().games.find((g) => g.slug === slug);
  if (!game) throw new Error(`No game "${slug}" in content/games/.`);
  return game;
}

export function getClause(game: string, locale: Locale, id: string) {
  return getGame(game).rulebooks[locale].clauses.get(id);
}

export type * from './model';
