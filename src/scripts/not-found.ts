/**
 * The 404 page's suggestions: the same address in lower case when that page exists (a clause id
 * typed as 2-4.3A); for `/zh-hant/r/<game>/<id>`, an alias of the short link `/r/<game>/<id>` that
 * has no page (hosts that read the redirect rules never show it), the clause in both languages;
 * and for a clause link that leads nowhere, a search for that clause number.
 */
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '../lib/i18n/locales';
import { clauseUrl, searchUrl, shortClauseUrl, withBase, withoutBase } from '../lib/urls';

const list = document.querySelector<HTMLUListElement>('[data-suggestions]');

async function exists(path: string): Promise<boolean> {
  try {
    return (await fetch(path, { method: 'HEAD' })).ok;
  } catch {
    return false;
  }
}

async function suggest() {
  if (!list) return;
  // The path within the site (a base path the site is served under taken off).
  const path = withoutBase(decodeURIComponent(location.pathname));
  const add = (href: string, text: string, lang?: string) => {
    const item = document.createElement('li');
    if (lang) item.lang = lang;
    const link = Object.assign(document.createElement('a'), { href, textContent: text });
    item.append(link);
    list.append(item);
    list.closest('section')!.hidden = false;
  };
  const lower = path.toLowerCase();
  if (lower !== path && (await exists(withBase(lower)))) add(withBase(lower), `${location.origin}${withBase(lower)}`);
  // A short link (/r/<game>/<id>, /ja/r/<game>/<id>, the alias /zh-hant/r/<game>/<id>) or a clause page.
  const clause = /^\/(?:(zh-hant|ja)\/)?(?:r\/([a-z0-9-]+)|[a-z0-9-]+\/clause)\/([^/]+)\/?$/i.exec(path);
  if (clause) {
    const locale = (clause[1] ?? DEFAULT_LOCALE).toLowerCase() as Locale;
    const game = clause[2]?.toLowerCase();
    const q = clause[3].toLowerCase();
    // The alias: the clause it stands for, when its short link exists, named in each language.
    const names = clause[1] && locale === DEFAULT_LOCALE && game ? document.querySelector<HTMLDataElement>(`data[value="${game}"]`) : null;
    if (names && game && (await exists(shortClauseUrl(locale, game, q)))) {
      for (const l of LOCALES) add(clauseUrl(l, game, q), (names.dataset[l === 'ja' ? 'ja' : 'zh'] ?? '{id}').replace('{id}', q), HTML_LANG[l]);
      return;
    }
    add(`${searchUrl(locale)}?q=${encodeURIComponent(q)}`, (list.dataset[locale === 'ja' ? 'searchJa' : 'searchZh'] ?? '{q}').replace('{q}', q), HTML_LANG[locale]);
  }
}
void suggest();
