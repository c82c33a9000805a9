/**
 * What keeping a game for offline reading stores: a pure function over the built site's files, so
 * the list can be tested without a build. src/cli/offline.ts feeds it the files of `dist/` (paths
 * relative to it, with Workbox's revision hashes and sizes) and writes `offline/<game>.json`.
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

/** `offline/<game>.json`: everything the reader's device stores for one game. */
export interface GameList {
  game: string;
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a site path (no leading slash, `zh-hant/wuxing/clause/1/index.html`) is one of the game's
 * own files: its pages, its rulings' files, and its search bundle (`pagefind/<game>/`, made by
 * src/cli/search-index.mjs: code, index and fragments, less Pagefind's own interfaces, which the
 * site does not use).
 */
export function isGamePage(path: string, game: string, locales: readonly string[]): boolean {
  const l = locales.map(escape).join('|');
  const g = escape(game);
  if (new RegExp(`^pagefind/${g}/`).test(path)) return !PAGEFIND_UNUSED.test(path);
  return new RegExp(`^(?:(?:${l})/(?:rulings/)?|rulings/)${g}/`).test(path);
}

/** Files every kept game needs: the locale homes and search, the offline page, search's data, scripts, styles and icons. */
export function isShared(path: string, locales: readonly string[]): boolean {
  const l = locales.map(escape).join('|');
  return (
    path === 'index.html' ||
    new RegExp(`^(?:${l})/(?:search/|offline/)?index\\.html$`).test(path) ||
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

export function gameList(game: string, files: readonly BuiltFile[], options: ListOptions): GameList {
  const { locales, base, hash, scriptGames } = options;
  const wanted = (path: string) => {
    const games = scriptGames?.get(path);
    if (games) return games.includes(game);
    // A clause's own page is for link previews and search engines; offline the worker opens the
    // clause in its rulebook instead, which has every clause (src/offline/sw.ts).
    if (/^[^/]+\/[^/]+\/clause\//.test(path)) return false;
    // The coverage page (which clauses have a worked example) is for writers, not for a table:
    // offline it is the offline page, as for any page not stored (issue 30: a game within 1.5 MB).
    if (/^[^/]+\/[^/]+\/coverage\//.test(path)) return false;
    return isGamePage(path, game, locales) || isShared(path, locales);
  };
  const urls = files
    .filter((file) => wanted(file.url))
    // Every file gets a revision: a file without one (Workbox gives none to names that carry a
    // hash already) keeps its name as its revision.
    .map((file) => ({ url: servedUrl(file.url, base), revision: file.revision ?? file.url, size: file.size }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return {
    game,
    revision: hash(urls.map((u) => `${u.url} ${u.revision}`).join('\n')),
    bytes: urls.reduce((sum, u) => sum + u.size, 0),
    urls,
  };
}
