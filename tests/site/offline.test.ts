/**
 * The offline lists (src/cli/offline.mjs) match the build: every URL a reader's device would store
 * is a built file, each game's list in a language holds its pages in that language and none in the
 * other, and the worker and the web manifest are there. Holds for the build under a base path too (every URL carries it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASE, DIST, fileFor, served } from './dist';
import { LOCALES } from '../../src/lib/i18n/locales';
import { servedUrl } from '../../src/offline/list';
import { unpackBytes } from '../../src/offline/pack';

const games = (JSON.parse(readFileSync(join(DIST, 'api/games.json'), 'utf8')) as { games: { slug: string }[] }).games.map((g) => g.slug);
const listOf = (game: string, locale: string) =>
  JSON.parse(readFileSync(join(DIST, `offline/${locale}/${game}.json`), 'utf8')) as { game: string; locale: string; bytes: number; urls: { url: string; revision: string; size: number }[] };
const kept = LOCALES.flatMap((locale) => games.map((game) => [game, locale] as const));
/** A pack's files (src/offline/pack.ts), by their path in the build. */
const packAt = (url: string) => unpackBytes(zstdDecompressSync(readFileSync(fileFor(url)!)));
const isPack = (url: string) => url.startsWith(served('/offline/pack/'));
/** What a kept game serves: every URL its list names, and every file of the packs it lists, by its served URL. */
const storedUrls = (game: string, locale: string) =>
  new Set(listOf(game, locale).urls.flatMap((u) => (isPack(u.url) ? [...packAt(u.url).keys()].map((path) => servedUrl(path, BASE)) : [u.url])));

describe('offline lists', () => {
  it.each(kept)('%s in %s: every stored URL is a built file, its size the file’s', (game, locale) => {
    const list = listOf(game, locale);
    expect(list).toMatchObject({ game, locale });
    const missing = list.urls.filter((u) => !fileFor(u.url));
    expect(missing.map((u) => u.url)).toEqual([]);
    for (const u of list.urls.filter((_, i) => i % 97 === 0)) expect(readFileSync(fileFor(u.url)!).length, u.url).toBe(u.size);
    expect(list.bytes).toBe(list.urls.reduce((sum, u) => sum + u.size, 0));
  });

  it.each(kept)('%s in %s: holds its rulebook, rulings and search in that language, the offline page, and nothing in the other language', (game, locale) => {
    const urls = storedUrls(game, locale);
    for (const url of [`/${locale}/${game}/`, `/${locale}/rulings/${game}/`, `/${locale}/${game}/compare/`, `/${locale}/${game}/glossary/`, `/${locale}/${game}/coverage/`, `/${locale}/search/`, `/${locale}/offline/`, '/pagefind/core/pagefind.js', '/pagefind/core/wasm.unknown.pagefind', '/manifest.webmanifest'])
      expect(urls, url).toContain(served(url));
    // The search core is stored once, from pagefind/core/, for every game: no bundle's own copy.
    expect([...urls].filter((url) => /\/pagefind\/(?!core\/)[^/]+\/(?:pagefind\.js|pagefind-worker\.js|wasm\.[\w-]+\.pagefind)$/.test(url))).toEqual([]);
    for (const other of LOCALES.filter((l) => l !== locale)) {
      expect([...urls].filter((url) => url.startsWith(served(`/${other}/`)))).toEqual([]);
      expect([...urls].filter((url) => url.includes(`/${other}_`))).toEqual([]);
    }
    for (const other of games.filter((g) => g !== game)) {
      expect(urls).not.toContain(served(`/zh-hant/${other}/`));
      expect([...urls].filter((url) => url.startsWith(served(`/pagefind/${other}/`)))).toEqual([]);
    }
    expect([...urls].some((url) => url.startsWith(served(`/pagefind/${game}/fragment/${locale}_`)))).toBe(true);
  });

  it.each(kept)("%s in %s: its pages, rulings' pages and files, flows and search files are stored in packs, word for word, and none of them one by one", (game, locale) => {
    const urls = listOf(game, locale).urls.map((u) => u.url);
    const ids = readdirSync(join(DIST, locale, 'rulings', game), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(ids.length).toBeGreaterThan(5);
    const packs = ['pages', 'rulings', 'search'].map((kind) => served(`/offline/pack/${locale}/${game}/${kind}.zst`)).concat(served(`/offline/pack/${game}/files.zst`));
    expect(urls.filter(isPack).sort()).toEqual([...packs].sort());
    const [pages, rulings, search, files] = packs.map(packAt);
    expect([...rulings.keys()].sort()).toEqual(ids.map((id) => `${locale}/rulings/${game}/${id}/index.html`).sort());
    expect([...files.keys()].sort()).toEqual(ids.map((id) => `rulings/${game}/${id}/file.json`).sort());
    const flows = readdirSync(join(DIST, locale, game, 'flows'), { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => `${join(d.parentPath, d.name).slice(DIST.length + 1)}`);
    expect([...pages.keys()].sort()).toEqual([...['', 'compare/', 'glossary/', 'coverage/', 'practice/'].map((p) => `${locale}/${game}/${p}index.html`), `${locale}/rulings/${game}/index.html`, ...flows].sort());
    // Word for word the files the site serves (a page and a ruling's file in each, a chart); Pagefind's, decompressed.
    for (const [pack, path, type] of [
      [rulings, `${locale}/rulings/${game}/${ids[0]}/index.html`, 'text/html; charset=utf-8'],
      [files, `rulings/${game}/${ids.at(-1)}/file.json`, 'application/json'],
      [pages, `${locale}/${game}/index.html`, 'text/html; charset=utf-8'],
      [pages, flows.find((f) => f.endsWith('chart.json'))!, 'application/json'],
    ] as const) {
      expect(pack.get(path)!.type, path).toBe(type);
      expect(Buffer.from(pack.get(path)!.bytes).equals(readFileSync(join(DIST, path))), path).toBe(true);
    }
    const searchFiles = [...search.keys()];
    expect(searchFiles.some((path) => path.startsWith(`pagefind/${game}/fragment/${locale}_`))).toBe(true);
    expect(searchFiles.some((path) => path.startsWith(`pagefind/${game}/index/${locale}_`))).toBe(true);
    expect(searchFiles.filter((path) => !path.startsWith(`pagefind/${game}/`) || !path.includes(`${locale}_`))).toEqual([]);
    for (const path of searchFiles.filter((_, i) => i % 17 === 0)) expect(Buffer.from(search.get(path)!.bytes).equals(gunzipSync(readFileSync(join(DIST, path)))), path).toBe(true);
    // Nothing packed is listed by itself too.
    const packed = new Set([pages, rulings, search, files].flatMap((pack) => [...pack.keys()].map((path) => servedUrl(path, BASE))));
    expect(urls.filter((url) => packed.has(url))).toEqual([]);
  });

  it('the worker is built, and the manifest points at icons that exist', () => {
    expect(fileFor('/sw.js')).toBeDefined();
    const manifest = JSON.parse(readFileSync(fileFor('/manifest.webmanifest')!, 'utf8')) as { start_url: string; icons: { src: string }[] };
    // The site's home, under the base path the site was built for.
    expect(manifest.start_url).toBe(served('/'));
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons) expect(fileFor(icon.src), icon.src).toBeDefined();
  });
});

/**
 * What keeping a game downloads, gzip as the issue measured it (../shared/bench/bytes.mjs: level 9,
 * file by file; Pagefind's files, compressed already, as they are; a pack, compressed already, gzip
 * as any file), every file the game stores
 * counted (issue 30: at most 1.5 MB). A reader keeps a game in the language they read; since
 * 2026-11-27 that is what the control stores (in both languages, before).
 * On 2026-11-27: 五行 1.46 MB, masters-and-pieces 1.45, 風雷 2.03, 星靈王 2.64, Mage Wars 2.85
 * (4.4 MB and more before: each game stored every game's search index and scripts, its clauses'
 * own pages and its coverage page; then ruling pages lost their line of play to the ruling's file,
 * and 風雷's their whole decks in the other reading's links). Ruling pages are most of what is left
 * (0.75 to 1.66 MB: a page each, in each language, about 9 KB gzip). On 2026-11-27 the sandboxes
 * lost Astro's island runtime (4.4 KB raw inline on every page with one): 五行 1.30, masters-and-pieces
 * 1.27, 風雷 1.79, 星靈王 2.30, Mage Wars 2.45 in both languages; then the ruling pages lost their
 * file block's inline script, and their chart to one file per flow and language. In one language
 * (zh-hant, ja): 五行 0.68, 0.71; masters-and-pieces 0.70, 0.73; 風雷 0.96, 1.02; 星靈王 1.14, 1.20;
 * Mage Wars 1.21, 1.30; in both: 1.12, 1.16, 1.64, 2.00, 2.17. On 2026-12-07 (issue 39) Mage Wars'
 * rulings grew by 20 and its Japanese copy to 1.52 MB; a game's rulings' pages and files are now
 * stored in packs, one file each (src/offline/list.ts packOf: alike pages compress together to a
 * quarter): in one language 五行 0.53, 0.57; masters-and-pieces 0.51, 0.54; 風雷 0.70, 0.78;
 * 星靈王 0.76, 0.82; Mage Wars 0.88, 0.98; in both 0.86, 0.80, 1.19, 1.31, 1.55 (五行 and 風雷 with
 * that day's new rulings). Later that day (issue 41) the coverage page, which says what each sandbox
 * does not play, is kept too (about 23 KB a language): in one language 五行 0.56, 0.60;
 * masters-and-pieces 0.52, 0.55; 風雷 0.71, 0.80; 星靈王 0.79, 0.85; Mage Wars 0.91, 1.00; in both
 * 0.91, 0.83, 1.22, 1.36, 1.61; then masters-and-pieces' four rulings of a second piece and of
 * 6-3's other reading took it to 0.87; 星靈王's magic cards, effects, keywords and 合體 (issue 42)
 * brought 81 rulings and took it to 1.96. On 2026-12-07 (session 47), before that session's rulings,
 * in one language (zh-hant, ja): 五行 0.58, 0.62; masters-and-pieces 0.55, 0.58; 風雷 0.74, 0.82;
 * 星靈王 1.10, 1.21; Mage Wars 0.95, 1.05; in both 0.94, 0.88, 1.26, 1.96, 1.68. Of 星靈王 in ja:
 * search 0.40 (its index 0.23, fragments 0.17, each gzip by itself), rulings' pages 0.19 (pack), game
 * pages 0.16 (rulebook, side by side, glossary, coverage, rulings' list), scripts 0.12, rulings' files
 * 0.11 (pack), flows 0.10, search core 0.08. A pack (src/offline/pack.ts) is now compressed with
 * Zstandard over a 16 MB window, which compresses alike files against one another (gzip's 32 KB
 * window reaches one page back), and holds a game's pages, flows and search files too; the rulings'
 * flow chart (the same on each ruling of a flow) left the search index: in one language 五行 0.45,
 * 0.47; masters-and-pieces 0.41, 0.43; 風雷 0.46, 0.49; 星靈王 0.70, 0.74; Mage Wars 0.62, 0.67; in
 * both 0.67, 0.59, 0.70, 1.13, 1.00 (a ruling now adds about 2 KB a language, and its file 0.5 KB).
 * Then each game's practice page (issue 44) is kept with it: in both 0.70, 0.62, 0.72, 1.16, 1.02
 * (masters-and-pieces' ceiling to 0.65). Session 47's rulings (issue 43: 53 of Mage Wars, 27 of
 * 五行) and the rulings' flow chart kept in the search index after all (taking it out moved rulings
 * ahead of the clauses in search results): in both 0.84, 0.62, 0.75, 1.21, 1.28; each game in each
 * language under 1.3. Ceilings: those figures plus 5 %. On 2026-12-08 (session 48) 星靈王 gained
 * issue 42's rulings and notes (card effects in the 防守階段 and 進攻宣言, timed effects, 61 rulings)
 * and every game 22 or 23 practice questions (issue 44), each a block in a ruling's file and a
 * question on the game's practice page: in one language (zh-hant, ja) 五行 0.58, 0.61;
 * masters-and-pieces 0.48, 0.50; 風雷 0.53, 0.56; 星靈王 0.87, 0.94; Mage Wars 0.81, 0.88; in both
 * 0.91, 0.71, 0.82, 1.46, 1.36. Ceilings: those figures plus 5 %.
 * Each game in each language is held to 1.3 MB (the developers' guide); both languages of a game,
 * to its figure plus 5 %, so that the weight grows only by a decision.
 */
const OFFLINE_GZIP_MB = 1.3;
const BOTH_LANGUAGES_GZIP_MB: Record<string, number> = { wuxing: 0.96, 'masters-and-pieces': 0.75, fenglei: 0.86, xinglingwang: 1.53, 'mage-wars': 1.42 };

describe('what keeping a game downloads', () => {
  const gzipped = new Map<string, number>();
  const gzipOf = (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) {
      const bytes = readFileSync(fileFor(url)!);
      size = /\/pagefind\/.*\.(?:pf_\w+|pagefind)$/.test(url) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
      gzipped.set(url, size);
    }
    return size;
  };
  it.each(kept)(`%s in %s: at most ${OFFLINE_GZIP_MB} MB gzip`, (game, locale) => {
    const total = listOf(game, locale).urls.reduce((sum, u) => sum + gzipOf(u.url), 0);
    expect(total / 1e6).toBeLessThanOrEqual(OFFLINE_GZIP_MB);
  });
  it('covers every game in both languages', () => expect(Object.keys(BOTH_LANGUAGES_GZIP_MB).sort()).toEqual([...games].sort()));
  it.each(games)('%s in both languages (a file both lists name, stored once): at most its ceiling, gzip', (game) => {
    const urls = new Set(LOCALES.flatMap((locale) => listOf(game, locale).urls.map((u) => u.url)));
    const total = [...urls].reduce((sum, url) => sum + gzipOf(url), 0);
    expect(total / 1e6).toBeLessThanOrEqual(BOTH_LANGUAGES_GZIP_MB[game]);
  });
});
