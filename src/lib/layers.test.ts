/**
 * `src/lib` knows no game and no engine: nothing under it imports from `src/engine` or `src/games`
 * (the engine and the games build on lib, never the other way round).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const lib = dirname(fileURLToPath(import.meta.url));
const src = resolve(lib, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.(ts|tsx|mjs|js|astro)$/.test(d.name) ? [join(dir, d.name)] : []));

/** Every module a file imports or re-exports (static and dynamic), resolved against the file. */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g)].map((m) => relative(src, resolve(dirname(file), m[1])));

describe('src/lib', () => {
  it('imports nothing from src/engine or src/games', () => {
    const wrong = files(lib).flatMap((f) => importsOf(f).filter((p) => /^(engine|games)(\/|$)/.test(p)).map((p) => `${relative(src, f)} → ${p}`));
    expect(wrong).toEqual([]);
  });
  it('is checked by reading its imports (a file that imports the engine is caught)', () => {
    expect(importsOf(join(src, 'engine', 'api.ts'))).toContain('engine/rulings');
  });
});
