import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleFiles } from './overwrite-out-dir';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (path → written before the build started?) under a new folder. */
function folder(files: Record<string, boolean>): number {
  dir = mkdtempSync(join(tmpdir(), 'out-'));
  const started = Date.now();
  for (const [path, old] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), path);
    if (old) utimesSync(join(dir, path), new Date(started - 60_000), new Date(started - 60_000));
  }
  return started - 1_000;
}

function list(): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1) + (e.isDirectory() ? '/' : ''))
    .sort();
}

describe('removeStaleFiles: what the last build wrote and this one did not', () => {
  it('removes the files older than the build, and the folders they leave empty', () => {
    const started = folder({ 'index.html': false, 'ja/gone/index.html': true, 'ja/kept/index.html': false, 'ja/kept/old.json': true, 'stale.txt': true });
    expect(removeStaleFiles(dir, started)).toBe(3);
    expect(list()).toEqual(['index.html', 'ja/', 'ja/kept/', 'ja/kept/index.html']);
  });

  it('leaves the top-level folders it is told to keep alone, however old', () => {
    const started = folder({ 'pagefind/wuxing/pagefind.js': true, 'pagefind.txt': true, 'a/pagefind/x.js': true });
    expect(removeStaleFiles(dir, started, new Set(['pagefind']))).toBe(2);
    expect(list()).toEqual(['pagefind/', 'pagefind/wuxing/', 'pagefind/wuxing/pagefind.js']);
  });
});
