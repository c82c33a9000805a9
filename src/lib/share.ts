/**
 * What a link preview shows of a clause (a chat app, a search result): its title and its words,
 * for the clause's own page and its short link alike.
 */
import type { Clause, Game } from './content';
import type { Locale } from './i18n/locales';
import { typeset } from './typeset';

/** About how long a description may be before it is cut with "…" (characters, not bytes). */
export const DESCRIPTION_CHARS = 200;

/** Text on one line, cut at about `max` characters with "…". */
export function cutText(text: string, max = DESCRIPTION_CHARS): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

/** The first clause under `id`, in the order written. */
export function firstSubClause(game: Game, locale: Locale, id: string): Clause | undefined {
  for (const c of game.rulebooks[locale].clauses.values()) if (c.parent === id) return c;
  return undefined;
}

/**
 * A clause as search results and link previews name it: `2-1 生命值`; an untitled clause with the
 * title of the nearest titled clause above it, `2-4.3a（陣法的類別）`, or, with none, `2-4.3a`.
 */
export function clauseHeading(game: Game, locale: Locale, clause: Clause): string {
  const clauses = game.rulebooks[locale].clauses;
  let context: string | undefined;
  for (let id = clause.parent; id && !context; id = clauses.get(id)?.parent) context = clauses.get(id)?.title;
  return typeset(clause.title ? `${clause.id} ${clause.title}` : context ? `${clause.id}(${context})` : clause.id);
}

/** The title of a clause's page and short link: its heading and the game, `2-1 生命值 · 五行戰鬥牌`. */
export function clauseShareTitle(game: Game, locale: Locale, clause: Clause): string {
  return `${clauseHeading(game, locale, clause)} · ${game.names[locale]}`;
}

/**
 * The clause's words as plain text (cited clauses as their numbers); a heading with no text of its
 * own gives its first sub-clause's, under that clause's number and title, as a preview of a cited
 * clause does (RefLink.astro).
 */
export function clauseWords(game: Game, locale: Locale, clause: Clause): string {
  if (clause.text.trim()) return clause.text;
  const first = firstSubClause(game, locale, clause.id);
  return first ? `${first.id} ${[first.title, clauseWords(game, locale, first)].filter(Boolean).join(' — ')}` : '';
}

/** The description of a clause's page and short link: its words, cut at about 200 characters. */
export function clauseShareDescription(game: Game, locale: Locale, clause: Clause): string {
  return cutText(typeset(clauseWords(game, locale, clause)));
}
