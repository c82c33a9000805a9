/**
 * The build writes over its last output instead of emptying the folder first (`vite.build.emptyOutDir:
 * false`, astro.config.mjs), and then removes every file it did not write this time: the output is
 * what a build into an empty folder gives, file for file.
 *
 * Why (issue 30): the site writes about 2,700 files, and on ext4 creating files right after deleting
 * thousands is slow: each new inode is looked for past the ones just freed (the kernel's
 * `recently_deleted`, `find_inode_bit`). On the 2-core machine of the bench, emptying and rewriting
 * the folder took 4–7 s of system time in a 14 s build; writing over the same files (same inodes)
 * takes about 1.5 s. A build into a folder that does not exist yet (a fresh clone) is unaffected.
 *
 * "Did not write this time" is told by the file's modification time: before the build started. The
 * search index (`pagefind/`) is written after the Astro build (src/cli/search-index.mjs), which
 * removes its own stale files the same way; the offline lists and worker (src/cli/offline.mjs) are
 * a handful of files and are removed here and written again.
 */
import { readdirSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Removes the files under `dir` last modified before `since` (ms since the epoch), and the folders
 * left empty, except the top-level entries named in `keep`. Returns how many files it removed.
 */
export function removeStaleFiles(dir: string, since: number, keep: ReadonlySet<string> = new Set()): number {
  let removed = 0;
  const sweep = (folder: string, top: boolean): boolean => {
    let empty = true;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (top && keep.has(entry.name)) {
        empty = false;
        continue;
      }
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (sweep(path, false)) rmdirSync(path);
        else empty = false;
      } else if (statSync(path).mtimeMs < since) {
        unlinkSync(path);
        removed++;
      } else empty = false;
    }
    return empty;
  };
  sweep(dir, true);
  return removed;
}

export function overwriteOutDir(): AstroIntegration {
  let started = 0;
  return {
    name: 'overwrite-out-dir',
    hooks: {
      'astro:build:start': () => {
        started = Date.now();
      },
      // The last of the integrations' build:done hooks (astro.config.mjs), after the sitemap's.
      'astro:build:done': ({ dir, logger }) => {
        const removed = removeStaleFiles(fileURLToPath(dir), started, new Set(['.git', 'pagefind']));
        if (removed) logger.info(`removed ${removed} file(s) of the last build not (yet) written by this one`);
      },
    },
  };
}
