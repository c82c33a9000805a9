#!/usr/bin/env node
/**
 * After `astro build` and the search index (search-index.mjs): what keeping a game for offline reading stores, and the service
 * worker that stores it (README, "Offline reading").
 *
 * Writes `<out>/offline/<game>.json` for every game (src/offline/list.ts: its pages in both
 * languages, its search bundle, and the files every game needs, each with Workbox's revision
 * hash and size) and bundles src/offline/sw.ts into `<out>/sw.js` with Vite, the lists' revision
 * inside. Respects OUT_DIR (default dist) and SITE_URL (the base path every URL carries).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, runnerImport } from 'vite';
import { getManifest } from 'workbox-build';
import { siteAndBase } from '../lib/site-url.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = resolve(root, process.env.OUT_DIR || 'dist');
const { base } = siteAndBase(process.env.SITE_URL || undefined);
const baseNoSlash = base.replace(/\/$/, '');
const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const load = (path) => runnerImport(path, { root, configFile: false, logLevel: 'error', server: { watch: null } }).then((r) => r.module);
const { gameList } = await load('/src/offline/list.ts');
const { LOCALES } = await load('/src/lib/i18n/locales.ts');

/** @type {{ url: string, revision: string | null, size: number }[]} */
let files = [];
const { warnings } = await getManifest({
  globDirectory: out,
  globPatterns: ['**/*'],
  globIgnores: ['sw.js', 'offline/*.json'],
  maximumFileSizeToCacheInBytes: 50 * 1024 * 1024,
  // Workbox drops sizes from its entries after its transforms: keep them here.
  manifestTransforms: [async (entries) => ((files = entries.map((e) => ({ url: e.url, revision: e.revision, size: e.size }))), { manifest: entries, warnings: [] })],
});
for (const warning of warnings) console.warn(warning);

const games = JSON.parse(readFileSync(resolve(out, 'api/games.json'), 'utf8')).games.map((g) => g.slug);
mkdirSync(resolve(out, 'offline'), { recursive: true });
const lists = games.map((game) => gameList(game, files, { locales: LOCALES, base: baseNoSlash, hash }));
for (const list of lists) {
  writeFileSync(resolve(out, `offline/${list.game}.json`), JSON.stringify(list));
  console.log(`offline: ${list.game}: ${list.urls.length} files, ${(list.bytes / 1e6).toFixed(1)} MB`);
}

await build({
  root,
  base,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __OFFLINE_REVISION__: JSON.stringify(hash(lists.map((l) => l.revision).join(' '))),
  },
  build: {
    outDir: out,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: resolve(root, 'src/offline/sw.ts'), formats: ['iife'], name: 'offlineWorker', fileName: () => 'sw.js' },
  },
});
console.log(`offline: ${baseNoSlash}/sw.js`);
