/**
 * What keeping a game for offline reading stores, in one language: a pure function over the built
 * site's files, so the list can be tested without a build. src/cli/offline.mjs feeds it the files of
 * `dist/` (paths relative to it, with their revision hashes and sizes) and writes
 * `offline/<locale>/<game>.json`. A reader keeps a game in the language they read (issue 30: both
 * languages were twice the download); keeping it in the other language too is a second list.
 */

/** A built file: its path inside the output folder (`zh-hant/wuxing/index.html`), hash and size. */
export interface BuiltFile {
  url: string;
  revision: string | null;
  size: number;
}

/** One stored URL, as the service worker precaches it. */
export interface ListedUrl {
  url: string;
  revision: string;
  size: number;
}

/** `offline/<locale>/<game>.json`: everything the reader's device stores for one game in one language. */
export interface GameList {
  game: string;
  locale: string;
  /** Changes whenever any stored file changes. */
  revision: string;
  /** What storing the game downloads, in bytes. */
  bytes: number;
  urls: ListedUrl[];
}

export interface ListOptions {
  locales: readonly string[];
  /** The site's base path without its final slash: '' at a domain's root, '/rules' under a path. */
  base: string;
  /** A short hash of a string, for the list's revision. */
  hash: (text: string) => string;
  /**
   * Scripts that hold code of some games alone (`_astro/island.abc.js` → `['wuxing']`: a flow's
   * chunk, a game's shared chunk): stored only with those games. A script not listed is shared.
   */
  scriptGames?: ReadonlyMap<string, readonly string[]>;
}

/** Pagefind's own search interfaces and playground, which the site does not use (src/scripts/search.ts
 * talks to pagefind.js): the search index does not write them (src/cli/search-index.mjs), and a game
 * kept offline would not store them. */
export const PAGEFIND_UNUSED = /(?:^|\/)(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.|playground\/)/;

/**
 * The search core in a game's Pagefind bundle: its code, worker and WebAssembly, the same bytes in
 * every game's bundle. The search index writes one more copy to `pagefind/core/` (src/cli/search-index.mjs),
 * which every kept game lists in their place: stored once for all kept games, and served by the
 * worker for any bundle's (src/offline/sw.ts). Matched against a file's name within its bundle.
 */
export const PAGEFIND_CORE = /^(?:pagefind\.js|pagefind-worker\.js|wasm\.[\w-]+\.pagefind)$/;
/** Where the one copy of the search core is, within the site. */
export const PAGEFIND_CORE_DIR = 'pagefind/core/';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a site path (no leading slash, `zh-hant/wuxing/clause/1/index.html`) is one of the game's
 * own files in `locale`: its pages in that language, its rulings' files (one for both languages),
 * and its search bundle (`pagefind/<game>/`, made by src/cli/search-index.mjs: the index, fragments
 * and metadata of that language, which Pagefind names by it (`index/ja_1.pf_index`); less the search
 * core, stored once from `pagefind/core/`, and Pagefind's own interfaces, which the site does not use).
 */
export function isGamePage(path: string, game: string, locale: string, locales: readonly string[]): boolean {
  const g = escape(game);
  if (new RegExp(`^pagefind/${g}/`).test(path)) {
    if (PAGEFIND_UNUSED.test(path) || PAGEFIND_CORE.test(path.slice(`pagefind/${game}/`.length))) return false;
    const language = /(?:^|[/.])([a-z]{2}(?:-[a-z]+)?)_[0-9a-f]+\.pf_(?:index|fragment|meta|filter)$/.exec(path)?.[1];
    return !language || language === locale || !locales.includes(language);
  }
  return new RegExp(`^(?:${escape(locale)}/(?:rulings/)?|rulings/)${g}/`).test(path);
}

/** Files every game kept in `locale` needs: the home, that language's home, search, practice (every game's) and offline page, the search core, search's data, scripts, styles and icons. */
export function isShared(path: string, locale: string): boolean {
  return (
    path === 'index.html' ||
    new RegExp(`^${escape(locale)}/(?:search/|offline/|practice/)?index\\.html$`).test(path) ||
    (path.startsWith(PAGEFIND_CORE_DIR) && PAGEFIND_CORE.test(path.slice(PAGEFIND_CORE_DIR.length))) ||
    path === 'api/clause-ids.json' ||
    path === 'api/simplified.json' ||
    /^_astro\/./.test(path) ||
    path === 'favicon.svg' ||
    path === 'manifest.webmanifest' ||
    /^icons\/./.test(path)
  );
}

/** A file's URL as the reader requests it: directory pages by their directory (`/rules/ja/wuxing/`). */
export const servedUrl = (path: string, base: string) => `${base}/${path.replace(/(^|\/)index\.html$/, '$1')}`;

/**
 * Files a kept game stores packed, many files in one (src/offline/pack.ts: compressed together over
 * a 16 MB window), by the pack's path within the site, or undefined for a file stored by itself:
 * - `offline/pack/<locale>/<game>/pages.zst`: its pages in a language (rulebook, side by side,
 *   glossary, coverage, the rulings' list) and its flows' pages, charts and words;
 * - `offline/pack/<locale>/<game>/rulings.zst`: its rulings' pages in a language;
 * - `offline/pack/<locale>/<game>/search.zst`: its search bundle's index, fragments, metadata and
 *   filters in a language, decompressed (Pagefind reads a file that starts with its signature as
 *   decompressed already);
 * - `offline/pack/<game>/files.zst`: its rulings' files, one for both languages.
 * Pages alike compress together to a quarter of what gzip makes of them one by one, which keeps
 * every game within its offline budget as its rulings grow (issues 39 and 47). The worker serves
 * each file from its pack (src/offline/sw.ts), decompressed when first asked for. A clause's own
 * page is not packed (a kept game does not store it). Packs are written by src/cli/offline.mjs.
 */
export function packOf(path: string, locales: readonly string[], games: readonly string[]): string | undefined {
  const game = (slug: string) => games.includes(slug);
  const locale = (code: string) => locales.includes(code);
  const ruling = /^([a-z]{2}(?:-[a-z]+)?)\/rulings\/([^/]+)\/[^/]+\/index\.html$/.exec(path);
  if (ruling && locale(ruling[1]) && game(ruling[2])) return `${PACK_DIR}${ruling[1]}/${ruling[2]}/rulings.zst`;
  const page = /^([a-z]{2}(?:-[a-z]+)?)\/(?:rulings\/([^/]+)\/index\.html|([^/]+)\/(?!clause\/).+)$/.exec(path);
  if (page && locale(page[1]) && game(page[2] ?? page[3])) return `${PACK_DIR}${page[1]}/${page[2] ?? page[3]}/pages.zst`;
  const search = /^pagefind\/([^/]+)\/(?:[^/]+\/)?(?:pagefind\.)?([a-z]{2}(?:-[a-z]+)?)_[0-9a-f]+\.pf_(?:index|fragment|meta|filter)$/.exec(path);
  if (search && game(search[1]) && locale(search[2])) return `${PACK_DIR}${search[2]}/${search[1]}/search.zst`;
  const file = /^rulings\/([^/]+)\/[^/]+\/file\.json$/.exec(path);
  return file && game(file[1]) ? `${PACK_DIR}${file[1]}/files.zst` : undefined;
}
/** Where packs are, within the site. */
export const PACK_DIR = 'offline/pack/';

export function gameList(game: string, locale: string, files: readonly BuiltFile[], options: ListOptions): GameList {
  const { locales, base, hash, scriptGames } = options;
  const wanted = (path: string) => {
    const games = scriptGames?.get(path);
    if (games) return games.includes(game);
    // A clause's own page is for link previews and search engines; offline the worker opens the
    // clause in its rulebook instead, which has every clause (src/offline/sw.ts).
    if (/^[^/]+\/[^/]+\/clause\//.test(path)) return false;
    return isGamePage(path, game, locale, locales) || isShared(path, locale);
  };
  // A wanted file that is packed is stored as its pack.
  const packs = new Set(files.filter((file) => !file.url.startsWith(PACK_DIR) && wanted(file.url)).map((file) => packOf(file.url, locales, [game])).filter(Boolean));
  const urls = files
    .filter((file) => (file.url.startsWith(PACK_DIR) ? packs.has(file.url) : wanted(file.url) && !packOf(file.url, locales, [game])))
    // Every file gets a revision: a file without one (Workbox gives none to names that carry a
    // hash already) keeps its name as its revision.
    .map((file) => ({ url: servedUrl(file.url, base), revision: file.revision ?? file.url, size: file.size }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return {
    game,
    locale,
    revision: hash(urls.map((u) => `${u.url} ${u.revision}`).join('\n')),
    bytes: urls.reduce((sum, u) => sum + u.size, 0),
    urls,
  };
}
