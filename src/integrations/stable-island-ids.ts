/**
 * Astro names each island `uid="…"` with a hash that includes the component's absolute path on
 * disk, so one commit built in two folders gives different HTML (issue 9: 108 files differed). The
 * uid is only read by Astro's dev-mode hot reload, not by the island runtime, so after the build
 * each page's islands are renumbered in order (`uid="1"`, `uid="2"` …): the same commit now builds
 * to the same bytes wherever it is checked out.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** A page's HTML with its islands numbered in order instead of by path-dependent hashes. */
export function renumberIslands(html: string): string {
  let n = 0;
  return html.replace(/<astro-island uid="[^"]*"/g, () => `<astro-island uid="${++n}"`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    return entry.isDirectory() ? htmlFiles(path) : entry.name.endsWith('.html') ? [path] : [];
  });
}

export function stableIslandIds(): AstroIntegration {
  return {
    name: 'stable-island-ids',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          if (!html.includes('<astro-island')) continue;
          writeFileSync(file, renumberIslands(html));
        }
      },
    },
  };
}
