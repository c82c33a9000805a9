/** Every URL the site makes. Pages, links, the JSON export and tests all build URLs here. */
import { LOCALES, type Locale } from './i18n/locales';
import { clausePagePath, shortLinkPath } from './short-links';

/**
 * The path the site is served under, without its final slash: '' at a domain's root, '/rules' for
 * SITE_URL=https://example.github.io/rules/ (src/lib/site-url.mjs). Vite puts Astro's `base` into
 * import.meta.env.BASE_URL for the build and the browser alike; under plain Node it is the root.
 */
export const BASE = (import.meta.env?.BASE_URL ?? '/').replace(/\/+$/, '');

/** A site path (`/zh-hant/wuxing/`) as served: `/rules/zh-hant/wuxing/` under a base path. */
export const withBase = (path: string) => `${BASE}${path}`;

/** The site path of a served pathname: `/rules/ja/` → `/ja/`. Paths outside the base are kept. */
export const withoutBase = (pathname: string) => (BASE && (pathname === BASE || pathname.startsWith(`${BASE}/`)) ? pathname.slice(BASE.length) || '/' : pathname);

/** The site's home page. */
export const homeUrl = () => withBase('/');

export const localeHomeUrl = (locale: Locale) => withBase(`/${locale}/`);
export const rulebookUrl = (locale: Locale, game: string) => withBase(`/${locale}/${game}/`);
export const compareUrl = (locale: Locale, game: string) => withBase(`/${locale}/${game}/compare/`);
export const glossaryUrl = (locale: Locale, game: string) => withBase(`/${locale}/${game}/glossary/`);
export const coverageUrl = (locale: Locale, game: string) => withBase(`/${locale}/${game}/coverage/`);
export const searchUrl = (locale: Locale) => withBase(`/${locale}/search/`);
export const clausesApiUrl = (locale: Locale, game: string) => withBase(`/api/${locale}/${game}/clauses.json`);
export const gamesApiUrl = () => withBase('/api/games.json');

/** A clause's permalink: the rulebook page with the clause id as its anchor, the same in every locale. */
export const clauseUrl = (locale: Locale, game: string, id: string) => `${rulebookUrl(locale, game)}#${id}`;

/** A clause's own page: the clause with the clauses above it, what link previews and short links show. */
export const clausePageUrl = (locale: Locale, game: string, id: string) => withBase(clausePagePath(locale, game, id));

/** The short link: `/r/wuxing/2-4.3a` in the default locale, `/ja/r/wuxing/2-4.3a` in another; not a page (src/lib/short-links.ts). */
export const shortClauseUrl = (locale: Locale, game: string, id: string) => withBase(shortLinkPath(locale, game, id));

/** The same page in another locale: `/zh-hant/wuxing/compare/` → `/ja/wuxing/compare/`. */
export function switchLocaleUrl(pathname: string, to: Locale): string {
  const rest = withoutBase(pathname).replace(new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`), '');
  return withBase(`/${to}${rest || '/'}`);
}

export const rulingsUrl = (locale: Locale) => withBase(`/${locale}/rulings/`);
/** A game's sandboxes and rulings, by topic. */
export const gameRulingsUrl = (locale: Locale, game: string) => withBase(`/${locale}/rulings/${game}/`);
export const rulingUrl = (locale: Locale, game: string, id: string) => withBase(`/${locale}/rulings/${game}/${id}/`);
export const flowUrl = (locale: Locale, game: string, flow: string) => withBase(`/${locale}/${game}/flows/${flow}/`);
/** A flow's sandbox text in one language (src/engine/island/island-data.ts), fetched by its islands. */
export const flowTextUrl = (locale: Locale, game: string, flow: string) => `${flowUrl(locale, game, flow)}text.json`;
/** A flow's statechart in one language, as SVG markup in JSON (`{ html }`): a ruling's page loads it (src/scripts/statechart.ts). */
export const flowChartUrl = (locale: Locale, game: string, flow: string) => `${flowUrl(locale, game, flow)}chart.json`;
export const rulingsApiUrl = () => withBase('/api/rulings.json');
/** A ruling's file, highlighted: one for both languages, loaded when its page's file block is opened. */
export const rulingFileUrl = (game: string, id: string) => withBase(`/rulings/${game}/${id}/file.json`);
/** How to write a ruling: the file's format and every flow's setup, events and summary. */
export const rulingFormatUrl = (locale: Locale) => withBase(`/${locale}/rulings/how-to-write/`);
/** The JSON API, documented with examples. */
export const apiDocsUrl = (locale: Locale) => withBase(`/${locale}/api/`);
