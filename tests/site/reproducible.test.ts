/**
 * One commit builds to the same bytes wherever it is checked out: nothing in the built site
 * depends on the project's folder. (Astro's island uids hash the component's path on disk;
 * src/middleware.ts renumbers them.)
 */
import { describe, expect, it } from 'vitest';
import { distFiles, read, urlPathOf } from './dist';

const files = distFiles().filter((f) => /\.(html|js|json|css|xml|txt)$/.test(f));

describe('the built site does not depend on where it was built', () => {
  it('no file names the project folder', () => {
    const leaking = files.filter((f) => read(f).includes(process.cwd())).map(urlPathOf);
    expect(leaking).toEqual([]);
  });

  it('every island is numbered by its order on the page, not by a hash of its path on disk', () => {
    const pages = files.filter((f) => f.endsWith('.html') && read(f).includes('<astro-island'));
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const uids = [...read(page).matchAll(/<astro-island uid="([^"]*)"/g)].map((m) => m[1]);
      expect(uids, urlPathOf(page)).toEqual(uids.map((_, i) => String(i + 1)));
    }
  });
});
