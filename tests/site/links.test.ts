import { describe, expect, it } from 'vitest';
import { BASE, distFiles, fileFor, idsIn, linksIn, read, served, urlPathOf } from './dist';

const pages = distFiles().filter((f) => f.endsWith('.html'));
const idsOf = new Map<string, Set<string>>();
const ids = (file: string) => {
  if (!idsOf.has(file)) idsOf.set(file, idsIn(read(file)));
  return idsOf.get(file)!;
};

describe('every internal link and #anchor in the built site resolves', () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(300);
  });

  it('no page links to a missing page or a missing anchor', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of pages) {
      const from = urlPathOf(file);
      for (const link of linksIn(read(file))) {
        if (/^(https?:|mailto:|data:|javascript:)/.test(link) || link.startsWith('//')) continue;
        const url = new URL(link, `http://site${served(from)}`);
        checked++;
        // Under a base path, a link to a path outside it leaves the site.
        if (BASE && !url.pathname.startsWith(`${BASE}/`)) {
          broken.push(`${from} → ${link}: outside the base path ${BASE}/`);
          continue;
        }
        const target = url.pathname === served(from) ? file : fileFor(url.pathname);
        if (!target) {
          broken.push(`${from} → ${link}: no such page`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && target.endsWith('.html') && !ids(target).has(anchor)) broken.push(`${from} → ${link}: no #${anchor} there`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
    // Its work grows with the site (every page's links, some 40,000): seconds on a busy machine.
  }, 60_000);

  it('finds a broken anchor when there is one (the check itself works)', () => {
    const rulebook = fileFor('/zh-hant/wuxing/')!;
    expect(ids(rulebook).has('2-4.3a')).toBe(true);
    expect(ids(rulebook).has('9-9')).toBe(false);
    expect(fileFor('/zh-hant/nowhere/')).toBeUndefined();
  });
});
