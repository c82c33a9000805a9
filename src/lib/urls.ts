/** Every URL the site makes. Pages, links, the JSON export and tests all build URLs here. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';

export const localeHomeUrl = (locale: Locale) => `/${locale}/`;
export const rulebookUrl = (locale: Locale, game: string) => `/${locale}/${game}/`;
export const compareUrl = (locale: Locale, game: string) => `/${locale}/${game}/compare/`;
export const glossaryUrl = (locale: Locale, game: string) => `/${locale}/${game}/glossary/`;
export const coverageUrl = (locale: Locale, game: string) => `/${locale}/${game}/coverage/`;
export const searchUrl = (locale: Locale) => `/${locale}/search/`;
export const clausesApiUrl = (locale: Locale, game: string) => `/api/${locale}/${game}/clauses.json`;
export const gamesApiUrl = () => '/api/games.json';

/** A clause's permalink: the rulebook page with the clause id as its anchor, the same in every locale. */
export const clauseUrl = (locale: Locale, game: string, id: string) => `${rulebookUrl(locale, game)}#${id}`;

/** The short link: `/r/wuxing/2-4.3a` in the default locale, `/ja/r/wuxing/2-4.3a` in another. */
export const shortClauseUrl = (locale: Locale, game: string, id: string) =>
  `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/r/${game}/${id}`;

/** The same page in another locale: `/zh-hant/wuxing/compare/` → `/ja/wuxing/compare/`. */
export function switchLocaleUrl(pathname: string, to: Locale): string {
  const rest = pathname.replace(new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`), '');
  return `/${to}${rest || '/'}`;
}

export const rulingsUrl = (locale: Locale) => `/${locale}/rulings/`;
/** A game's sandboxes and rulings, by topic. */
export const gameRulingsUrl = (locale: Locale, game: string) => `/${locale}/rulings/${game}/`;
export const rulingUrl = (locale: Locale, game: string, id: string) => `/${locale}/rulings/${game}/${id}/`;
export const flowUrl = (locale: Locale, game: string, flow: string) => `/${locale}/${game}/flows/${flow}/`;
export const rulingsApiUrl = () => '/api/rulings.json';
/** How to write a ruling: the file's format and every flow's setup, events and summary. */
export const rulingFormatUrl = (locale: Locale) => `/${locale}/rulings/how-to-write/`;
/** The JSON API, documented with examples. */
export const apiDocsUrl = (locale: Locale) => `/${locale}/api/`;
