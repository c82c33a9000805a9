/**
 * One commit builds to the same bytes wherever it is checked out: nothing in the built site
 * depends on the project's folder. (Astro's island uids hashed the component's path on disk; the
 * site's sandboxes are numbered by their order on the page, src/engine/island/island-number.ts.)
 */
import { describe, expect, it } from 'vitest';
import { distFiles, read, urlPathOf } from './dist';

const files = distFiles().filter((f) => /\.(html|js|json|css|xml|txt)$/.test(f));

describe('the built site does not depend on where it was built', () => {
  it('no file names the project folder', () => {
    const leaking = files.filter((f) => read(f).includes(process.cwd())).map(urlPathOf);
    expect(leaking).toEqual([]);
  });

  it('every sandbox is numbered by its order on the page, and no page has an Astro island (their uids hash a path on disk)', () => {
    const html = files.filter((f) => f.endsWith('.html'));
    const pages = html.filter((f) => read(f).includes('data-island-number='));
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const numbers = [...read(page).matchAll(/ data-island-number="([^"]*)"/g)].map((m) => m[1]);
      expect(numbers, urlPathOf(page)).toEqual(numbers.map((_, i) => String(i + 1)));
    }
    expect(html.filter((f) => read(f).includes('<astro-island')).map(urlPathOf)).toEqual([]);
  });
});
