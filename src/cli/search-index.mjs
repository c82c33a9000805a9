#!/usr/bin/env node
/**
 * After `astro build`: the search index, one Pagefind bundle per game (`<out>/pagefind/<game>/`),
 * made with Pagefind's Node API from that game's pages in both languages (its rulebook, glossary
 * and rulings: every indexed page belongs to a game). Search loads the bundle of the page's game
 * and merges the others' (Pagefind's mergeIndex, src/scripts/search.ts); a game kept for offline
 * reading stores its own bundle and no other game's (src/offline/list.ts), which the one index of
 * every game made it store whole. Respects OUT_DIR (default dist).
 */
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = resolve(root, process.env.OUT_DIR || 'dist');
const games = JSON.parse(readFileSync(resolve(out, 'api/games.json'), 'utf8')).games;

rmSync(resolve(out, 'pagefind'), { recursive: true, force: true });
let failed = false;
for (const game of games) {
  const { index, errors } = await pagefind.createIndex();
  const fail = (what, problems) => {
    console.error(`search-index: ${game.slug}: ${what}:\n${problems.join('\n')}`);
    failed = true;
  };
  if (!index) {
    fail('no index', errors);
    continue;
  }
  // The game's pages that search indexes (those with data-pagefind-body), in every language: its
  // rulebook, its glossary and its rulings. (Pagefind would read the others, clause pages and all,
  // only to find nothing to index in them.)
  const glob = `{${game.locales.join(',')}}/{${game.slug}/index.html,${game.slug}/glossary/index.html,rulings/${game.slug}/**/*.html}`;
  const added = await index.addDirectory({ path: out, glob });
  if (added.errors.length) fail('indexing', added.errors);
  const written = await index.writeFiles({ outputPath: resolve(out, 'pagefind', game.slug) });
  if (written.errors.length) fail('writing', written.errors);
  console.log(`search-index: ${game.slug}: ${added.page_count} pages`);
}
await pagefind.close();
if (failed) process.exit(1);
