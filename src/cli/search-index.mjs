#!/usr/bin/env node
/**
 * After `astro build`: the search index, one Pagefind bundle per game (`<out>/pagefind/<game>/`),
 * made with Pagefind's Node API from that game's pages in both languages (its rulebook, glossary
 * and rulings: every indexed page belongs to a game). Search loads the bundle of the page's game
 * and merges the others' (Pagefind's mergeIndex, src/scripts/search.ts); a game kept for offline
 * reading stores its own bundle and no other game's (src/offline/list.ts), which the one index of
 * every game made it store whole. Respects OUT_DIR (default dist).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { removeStaleFiles } from '../integrations/overwrite-out-dir.ts';
import { PAGEFIND_CORE, PAGEFIND_CORE_DIR, PAGEFIND_UNUSED } from '../offline/list.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = resolve(root, process.env.OUT_DIR || 'dist');
/** Indexes one game with this thread's Pagefind; false if it failed (the problems printed). */
async function indexGame(game) {
  let ok = true;
  const fail = (what, problems) => {
    console.error(`search-index: ${game.slug}: ${what}:\n${problems.join('\n')}`);
    ok = false;
  };
  const { index, errors } = await pagefind.createIndex();
  if (!index) {
    fail('no index', errors);
    return ok;
  }
  // The game's pages that search indexes (those with data-pagefind-body), in every language: its
  // rulebook, its glossary and its rulings. (Pagefind would read the others, clause pages and all,
  // only to find nothing to index in them.)
  const glob = `{${game.locales.join(',')}}/{${game.slug}/index.html,${game.slug}/glossary/index.html,rulings/${game.slug}/**/*.html}`;
  const added = await index.addDirectory({ path: out, glob });
  if (added.errors.length) fail('indexing', added.errors);
  // Written by this script, not by Pagefind's writeFiles, which leaves a file alone where one of the
  // same name is there: every file of the index is then newer than the start, and the older ones go.
  const got = await index.getFiles();
  if (got.errors.length) fail('writing', got.errors);
  for (const file of got.files) {
    // Pagefind's own search interfaces, which the site does not use: not written (35 files, 2 MB).
    if (PAGEFIND_UNUSED.test(file.path)) continue;
    const path = resolve(out, 'pagefind', game.slug, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
  console.log(`search-index: ${game.slug}: ${added.page_count} pages`);
  return ok;
}

if (isMainThread) {
  // Two threads, each with its own Pagefind, each taking the next game as it finishes one: the
  // five indexes in 0.9 s rather than 1.2 on two cores (issue 30).
  const games = JSON.parse(readFileSync(resolve(out, 'api/games.json'), 'utf8')).games;
  const queue = [...games];
  // Written over the last index, whose files this one does not write are removed after (as the Astro
  // build does with its own output, src/integrations/overwrite-out-dir.ts: on ext4, deleting the
  // folder and writing it again is slower).
  const started = Date.now();
  const threads = Array.from({ length: Math.min(2, availableParallelism(), games.length) }, () =>
    new Promise((done) => {
      let ok = true;
      const thread = new Worker(new URL(import.meta.url));
      const next = () => thread.postMessage(queue.shift() ?? null);
      thread.on('message', (message) => {
        if (message === 'ready') return next();
        ok &&= message;
        next();
      });
      thread.on('error', (error) => {
        console.error(`search-index: ${error.stack ?? error}`);
        ok = false;
      });
      thread.on('exit', () => done(ok));
    }),
  );
  const ok = (await Promise.all(threads)).every(Boolean);
  if (!ok) process.exit(1);
  // The search core (Pagefind's code, worker and WebAssembly), the same in every game's bundle, once
  // more in pagefind/core/: what a game kept offline stores in place of its bundle's (src/offline/list.ts).
  const core = resolve(out, PAGEFIND_CORE_DIR);
  mkdirSync(core, { recursive: true });
  for (const name of readdirSync(resolve(out, 'pagefind', games[0].slug)).filter((n) => PAGEFIND_CORE.test(n))) {
    const bytes = readFileSync(resolve(out, 'pagefind', games[0].slug, name));
    const differs = games.filter((g) => !readFileSync(resolve(out, 'pagefind', g.slug, name)).equals(bytes)).map((g) => g.slug);
    if (differs.length) {
      console.error(`search-index: pagefind/${differs.join(', ')}/${name} differs from ${games[0].slug}'s: the search core is stored once for every game, so every bundle's must be the same.`);
      process.exit(1);
    }
    writeFileSync(resolve(core, name), bytes);
  }
  if (existsSync(resolve(out, 'pagefind'))) removeStaleFiles(resolve(out, 'pagefind'), started);
} else {
  // A game at a time from the main thread, until it sends none.
  parentPort.on('message', async (game) => {
    if (game) return parentPort.postMessage(await indexGame(game));
    await pagefind.close();
    parentPort.close();
  });
  parentPort.postMessage('ready');
}
