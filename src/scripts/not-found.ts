/**
 * The 404 page's suggestions: the same address in lower case when that page exists (a clause id
 * typed as 2-4.3A); for `/zh-hant/r/<game>/<id>`, an alias of the short link `/r/<game>/<id>` that
 * has no page (hosts that read the redirect rules never show it), the clause in both languages;
 * and for a clause link that leads nowhere, a search for that clause number.
 */
// This script imports nothing from src/lib (urls.ts sits in the sandbox chunk, tens of KB): the
// 404 page holds the addresses it needs (search pages, each game's rulebook and name per language),
// made by urls.ts at build time, and Vite writes the base path in as a literal.
import { decodeAddress } from './decode';

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');
const withBase = (path: string) => `${BASE}${path}`;
const withoutBase = (path: string) => (BASE && path.startsWith(`${BASE}/`) ? path.slice(BASE.length) : path);

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
  const path = withoutBase(decodeAddress(location.pathname));
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
    const locale = (clause[1] ?? 'zh-hant').toLowerCase();
    const game = clause[2]?.toLowerCase();
    const q = clause[3].toLowerCase();
    // The alias /zh-hant/r/<game>/<id>: as _redirects does, the short link is the path without
    // /zh-hant; where it exists, the clause it leads to, named in each language.
    if (clause[1] && locale === 'zh-hant' && game && (await exists(withBase(`/r/${game}/${q}/`)))) {
      for (const name of document.querySelectorAll<HTMLDataElement>(`data[value="${game}"]`)) {
        add(`${name.dataset.rulebook}#${q}`, name.textContent!.replace('{id}', q), name.lang);
      }
      return;
    }
    const ja = locale === 'ja';
    add(`${list.dataset[ja ? 'searchPageJa' : 'searchPageZh']}?q=${encodeURIComponent(q)}`, (list.dataset[ja ? 'searchJa' : 'searchZh'] ?? '{q}').replace('{q}', q));
  }
}
void suggest();
