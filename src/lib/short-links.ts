/**
 * Short links: `/r/<game>/<clause>` in the default locale, `/ja/r/<game>/<clause>` in another, and
 * `/zh-hant/r/<game>/<clause>` as an alias of the default's. They are not pages: a host that reads
 * redirect rules sends them on with a 301 (`_redirects`, src/pages/[redirects].ts); on any other
 * host the 404 page's script does (src/scripts/not-found.ts), and offline the service worker.
 * Each leads to the clause's own page, which carries its link preview.
 *
 * Site paths here have no base path (`/r/wuxing/2-4`, not `/rules/r/wuxing/2-4`). This module
 * imports only the locales, so the 404 page's script and the service worker can use it whole.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';

/** A short link's path within the site: the default locale's has no locale. */
export const shortLinkPath = (locale: Locale, game: string, id: string) => `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/r/${game}/${id}`;

/** The clause's own page, within the site. */
export const clausePagePath = (locale: Locale, game: string, id: string) => `/${locale}/${game}/clause/${id}/`;

const SHORT = new RegExp(`^/(?:(${LOCALES.join('|')})/)?r/([^/]+)/([^/]+)/?$`);

/** Where a short link leads (the clause's page, within the site), or undefined for any other path. */
export function shortLinkTarget(path: string): string | undefined {
  const match = SHORT.exec(path);
  if (!match) return undefined;
  const [, locale = DEFAULT_LOCALE, game, id] = match;
  return clausePagePath(locale as Locale, game, id);
}

const CLAUSE_PAGE = new RegExp(`^/(${LOCALES.join('|')})/([^/]+)/clause/([^/]+)/?$`);

/**
 * A clause's page (`/ja/wuxing/clause/2-4.3a/`) as its place in the rulebook (`/ja/wuxing/#2-4.3a`),
 * within the site: offline, where the clause's page is not stored (the rulebook has every clause),
 * or undefined for any other path.
 */
export function clauseInRulebook(path: string): string | undefined {
  const match = CLAUSE_PAGE.exec(path);
  return match ? `/${match[1]}/${match[2]}/#${match[3]}` : undefined;
}

/**
 * The rules of `_redirects` for short links (Netlify's and Cloudflare Pages' format: `from to status`,
 * `:name` a placeholder for one part of the path), with and without a final slash, each locale's.
 * `base` is the site's base path without its final slash.
 */
export function shortLinkRules(base: string): string[] {
  return LOCALES.flatMap((locale) => {
    const from = locale === DEFAULT_LOCALE ? [shortLinkPath(locale, ':game', ':clause'), `/${locale}/r/:game/:clause`] : [shortLinkPath(locale, ':game', ':clause')];
    return from.flatMap((path) => ['', '/'].map((slash) => `${base}${path}${slash} ${base}${clausePagePath(locale, ':game', ':clause')} 301`));
  });
}
