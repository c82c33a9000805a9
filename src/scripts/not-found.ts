/**
 * The 404 page's suggestions: the same address in lower case when that page exists (a clause id
 * typed as 2-4.3A), and for a clause link that leads nowhere, a search for that clause number.
 */
import type { Locale } from '../lib/i18n/locales';
import { searchUrl, withBase, withoutBase } from '../lib/urls';

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
  const add = (href: string, text: string) => {
    const item = document.createElement('li');
    const link = Object.assign(document.createElement('a'), { href, textContent: text });
    item.append(link);
    list.append(item);
    list.closest('section')!.hidden = false;
  };
  const lower = path.toLowerCase();
  if (lower !== path && (await exists(withBase(lower)))) add(withBase(lower), `${location.origin}${withBase(lower)}`);
  // A short link (/r/<game>/<id>, /ja/r/<game>/<id>) or a clause page whose clause does not exist.
  const clause = /^\/(?:(zh-hant|ja)\/)?(?:r\/[a-z0-9-]+|[a-z0-9-]+\/clause)\/([^/]+)\/?$/i.exec(path);
  if (clause) {
    const locale = (clause[1] ?? 'zh-hant').toLowerCase() as Locale;
    const q = clause[2].toLowerCase();
    add(`${searchUrl(locale)}?q=${encodeURIComponent(q)}`, (list.dataset[locale === 'ja' ? 'searchJa' : 'searchZh'] ?? '{q}').replace('{q}', q));
  }
}
void suggest();
