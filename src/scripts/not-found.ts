/**
 * The 404 page's script. A short link (`/r/<game>/<id>`, `/ja/r/…`, the alias `/zh-hant/r/…`) is no
 * page: on a host that reads no redirect rules it lands here, and goes on to its clause's page (the
 * id in lower case if need be), as `_redirects` sends it elsewhere. Otherwise, suggestions: the same
 * address in lower case when that page exists (a clause id typed as 2-4.3A), and for a clause link
 * that leads nowhere, a search for that clause number.
 */
// This script imports nothing from src/lib but the short links' own module (urls.ts sits in the
// sandbox chunk, tens of KB): the 404 page holds the addresses it needs (the search pages), made by
// urls.ts at build time, and Vite writes the base path in as a literal.
import { decodeAddress } from './decode';
import { shortLinkTarget } from '../lib/short-links';

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
  const add = (href: string, text: string) => {
    const item = document.createElement('li');
    const link = Object.assign(document.createElement('a'), { href, textContent: text });
    item.append(link);
    list.append(item);
    list.closest('section')!.hidden = false;
  };
  // A short link: on to its clause's page, if there is one (this page stays out of history).
  const target = shortLinkTarget(path);
  if (target) {
    for (const page of [target, target.toLowerCase()]) if (await exists(withBase(page))) return location.replace(withBase(page));
  }
  const lower = path.toLowerCase();
  if (lower !== path && (await exists(withBase(lower)))) add(withBase(lower), `${location.origin}${withBase(lower)}`);
  // A short link or a clause page that leads nowhere: a search for the number.
  const clause = /^\/(?:(zh-hant|ja)\/)?(?:r\/[^/]+|[^/]+\/clause)\/([^/]+)\/?$/i.exec(path);
  if (clause) {
    const ja = clause[1]?.toLowerCase() === 'ja';
    const q = clause[2].toLowerCase();
    add(`${list.dataset[ja ? 'searchPageJa' : 'searchPageZh']}?q=${encodeURIComponent(q)}`, (list.dataset[ja ? 'searchJa' : 'searchZh'] ?? '{q}').replace('{q}', q));
  }
}
void suggest();
