#!/usr/bin/env node
/**
 * After `astro build` and the search index (search-index.mjs): what keeping a game for offline reading stores, and the service
 * worker that stores it (README, "Offline reading").
 *
 * Writes `<out>/offline/<locale>/<game>.json` for every game and language (src/offline/list.ts: its
 * pages in that language, its search bundle, and the files every game needs, each with its revision
 * hash and size; most of a game's own files in packs, written here) and bundles src/offline/sw.ts into `<out>/sw.js` with Vite, the lists' revision
 * inside. Respects OUT_DIR (default dist) and SITE_URL (the base path every URL carries).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { constants, gunzipSync, zstdCompress } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { siteAndBase } from '../lib/site-url.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = resolve(root, process.env.OUT_DIR || 'dist');
const { base } = siteAndBase(process.env.SITE_URL || undefined);
const baseNoSlash = base.replace(/\/$/, '');
const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const zstd = promisify(zstdCompress);

// TypeScript modules, which the project's Node (24, a devDependency) loads as they are.
const { gameList, packOf } = await import('../offline/list.ts');
const { packBytes, typeOf } = await import('../offline/pack.ts');
const { LOCALES } = await import('../lib/i18n/locales.ts');
const { clientChunksFile } = await import('../integrations/build-plugins.ts');

/**
 * Every built file but the worker and the lists, with its revision (the MD5 of its bytes, as
 * Workbox's own manifest gives it) and size. (Workbox's getManifest did this, and loading its build
 * tools took a third of this step: issue 30.)
 */
/** @type {{ url: string, revision: string, size: number }[]} */
const files = readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(out, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .filter((url) => url !== 'sw.js' && !/^offline\/(?:[^/]+\/)?[^/]+\.json$/.test(url) && !url.startsWith('offline/pack/'))
  .map((url) => {
    const bytes = readFileSync(resolve(out, url));
    return { url, revision: createHash('md5').update(bytes).digest('hex'), size: bytes.length };
  });

const games = JSON.parse(readFileSync(resolve(out, 'api/games.json'), 'utf8')).games.map((g) => g.slug);

/**
 * The packs (src/offline/list.ts packOf, src/offline/pack.ts): each game's pages, rulings' pages and
 * search bundle in each language, and its rulings' files, each pack one file listed instead of the
 * files it holds. Pagefind's files go in decompressed (they are gzip each by itself), so that they
 * compress together. Zstandard at level 12 over a 16 MB window: all the packs in about a second on
 * two cores (level 19 saves a further 8 % in twenty times the time).
 */
/** @type {Map<string, { path: string, type: string, bytes: Uint8Array }[]>} */
const packs = new Map();
for (const file of [...files].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))) {
  const pack = packOf(file.url, LOCALES, games);
  if (!pack) continue;
  let bytes = readFileSync(resolve(out, file.url));
  if (/\.pf_\w+$/.test(file.url)) bytes = gunzipSync(bytes);
  if (!packs.has(pack)) packs.set(pack, []);
  packs.get(pack).push({ path: file.url, type: typeOf(file.url), bytes });
}
const zstdParams = { params: { [constants.ZSTD_c_compressionLevel]: 12, [constants.ZSTD_c_windowLog]: 24, [constants.ZSTD_c_checksumFlag]: 1 } };
const written = await Promise.all(
  [...packs].map(async ([pack, packed]) => {
    const bytes = await zstd(packBytes(packed), zstdParams);
    mkdirSync(resolve(out, pack, '..'), { recursive: true });
    writeFileSync(resolve(out, pack), bytes);
    return { url: pack, revision: createHash('md5').update(bytes).digest('hex'), size: bytes.length };
  }),
);
files.push(...written);

/**
 * The browser's scripts that hold code of some games alone, from the build's list of its chunks and
 * their modules (clientChunkList, src/integrations/build-plugins.ts): a chunk whose every module is
 * in src/games/<game>/ is that game's, and a game kept offline does not store another game's.
 */
const scriptGames = new Map();
for (const [file, modules] of Object.entries(JSON.parse(readFileSync(resolve(root, clientChunksFile()), 'utf8')))) {
  const owners = modules.map((id) => /^src\/games\/([^/]+)\//.exec(id)?.[1]).map((slug) => (games.includes(slug) ? slug : undefined));
  if (owners.length && owners.every(Boolean)) scriptGames.set(file, [...new Set(owners)]);
}

const lists = LOCALES.flatMap((locale) => games.map((game) => gameList(game, locale, files, { locales: LOCALES, base: baseNoSlash, hash, scriptGames })));
for (const locale of LOCALES) mkdirSync(resolve(out, 'offline', locale), { recursive: true });
for (const list of lists) {
  writeFileSync(resolve(out, `offline/${list.locale}/${list.game}.json`), JSON.stringify(list));
  console.log(`offline: ${list.locale}/${list.game}: ${list.urls.length} files, ${(list.bytes / 1e6).toFixed(1)} MB`);
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
