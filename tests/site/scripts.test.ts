/**
 * The browser's scripts carry no preload lists (src/integrations/build-plugins.ts noPreloadLists):
 * the preload helper is a no-op, and the sandbox core would otherwise grow with every flow of every
 * game by a list entry of hashed file names.
 */
import { describe, expect, it } from 'vitest';
import { distFiles, fileFor, read, urlPathOf } from './dist';

const scripts = distFiles().filter((f) => /[\\/]_astro[\\/].*\.js$/.test(f));

describe('the built scripts', () => {
  it('are there to check', () => expect(scripts.length).toBeGreaterThan(10));
  it('hold no preload lists, and every dynamic import is still there', () => {
    expect(scripts.filter((f) => read(f).includes('__vite__mapDeps')).map(urlPathOf)).toEqual([]);
    const core = scripts.find((f) => /[\\/]sandbox\.[\w-]+\.js$/.test(f))!;
    // One import per flow's island, and the flows' chunks exist.
    const imports = [...read(core).matchAll(/import\(`\.\/(island\.[\w-]+\.js)`\)/g)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThanOrEqual(7);
    for (const name of imports) expect(scripts.some((f) => f.endsWith(name)), name).toBe(true);
  });
});

describe('the scripts a rules page loads for search or the 404 page', () => {
  // Found by their own code, not by file name: search merges Pagefind's indexes; the 404 page's script finds
  // its suggestions list. A script in the page itself, or a file with the chunks it imports.
  const withImports = (name: string, code: string, seen = new Set<string>()): { name: string; code: string }[] => [
    { name, code },
    ...[...code.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)]
      .map((m) => `/_astro/${m[1]}`)
      .filter((chunk) => !seen.has(chunk) && seen.add(chunk))
      .flatMap((chunk) => withImports(chunk, read(fileFor(chunk)!), seen)),
  ];
  const searchScripts = scripts.filter((f) => read(f).includes('mergeIndex') && !/[\\/]sandbox\./.test(f)).map((f) => ({ name: urlPathOf(f), code: read(f) }));
  const notFound = [...read(fileFor('/404.html')!).matchAll(/<script[^>]*src="([^"]+)"[^>]*>|<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    m[1] ? withImports(m[1], read(fileFor(m[1])!)) : [{ name: '/404.html', code: m[2] }],
  );
  it('never import the sandbox chunk (the sandbox core, XState and Preact: tens of KB a reader searching does not need)', () => {
    expect(searchScripts.length).toBeGreaterThanOrEqual(1);
    expect(notFound.some((s) => s.code.includes('data-suggestions'))).toBe(true);
    for (const { name, code } of [...searchScripts.flatMap((s) => withImports(s.name, s.code)), ...notFound]) {
      expect(name, 'a script that is the sandbox chunk').not.toMatch(/[\\/]sandbox\./);
      expect(code.match(/sandbox\.[\w-]+\.js/g) ?? [], name).toEqual([]);
    }
  });
});
