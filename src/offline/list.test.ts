import { describe, expect, it } from 'vitest';
import { gameList, isGamePage, packOf, servedUrl } from './list';

const file = (url: string, size = 10) => ({ url, revision: `r-${url}`, size });
const files = [
  'index.html',
  'zh-hant/index.html',
  'ja/index.html',
  'zh-hant/search/index.html',
  'ja/search/index.html',
  'zh-hant/offline/index.html',
  'ja/offline/index.html',
  'zh-hant/wuxing/index.html',
  'ja/wuxing/index.html',
  'zh-hant/wuxing/clause/7-3/index.html',
  'zh-hant/wuxing/compare/index.html',
  'ja/wuxing/coverage/index.html',
  'ja/wuxing/glossary/index.html',
  'zh-hant/wuxing/flows/wuxing.round/index.html',
  'zh-hant/rulings/wuxing/index.html',
  'ja/rulings/wuxing/ke-doubles-damage/index.html',
  'rulings/wuxing/ke-doubles-damage/file.json',
  // The packs of 五行 in each language (its pages, rulings' pages and search) and of its rulings' files (src/cli/offline.mjs).
  'offline/pack/ja/wuxing/pages.zst',
  'offline/pack/ja/wuxing/rulings.zst',
  'offline/pack/ja/wuxing/search.zst',
  'offline/pack/zh-hant/wuxing/pages.zst',
  'offline/pack/zh-hant/wuxing/rulings.zst',
  'offline/pack/zh-hant/wuxing/search.zst',
  'offline/pack/wuxing/files.zst',
  'offline/pack/ja/fenglei/pages.zst',
  // Another game, whose name starts like this one's, and pages of no game.
  'zh-hant/wuxing2/index.html',
  'zh-hant/fenglei/index.html',
  'zh-hant/rulings/index.html',
  'zh-hant/api/index.html',
  'api/games.json',
  'api/clause-ids.json',
  'api/simplified.json',
  'api/zh-hant/wuxing/clauses.json',
  '404.html',
  '_astro/page.abc.js',
  '_astro/site.def.css',
  '_astro/island.wx.js',
  '_astro/island.fl.js',
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'pagefind/wuxing/pagefind.js',
  'pagefind/wuxing/pagefind-worker.js',
  'pagefind/wuxing/pagefind-ui.js',
  'pagefind/wuxing/pagefind-entry.json',
  'pagefind/wuxing/wasm.unknown.pagefind',
  'pagefind/wuxing/pagefind.ja_403b.pf_meta',
  'pagefind/wuxing/pagefind.zh-hant_5c1d.pf_meta',
  'pagefind/wuxing/index/ja_1a.pf_index',
  'pagefind/wuxing/index/zh-hant_2b.pf_index',
  'pagefind/wuxing/filter/ja_1c.pf_filter',
  'pagefind/wuxing/filter/zh-hant_1c.pf_filter',
  'pagefind/wuxing/fragment/ja_3d.pf_fragment',
  'pagefind/wuxing/fragment/zh-hant_4e.pf_fragment',
  'pagefind/core/pagefind.js',
  'pagefind/core/pagefind-worker.js',
  'pagefind/core/wasm.unknown.pagefind',
  'pagefind/fenglei/pagefind.js',
  'pagefind/fenglei/fragment/b.pf_fragment',
  'pagefind/wuxing2/fragment/c.pf_fragment',
].map((url) => file(url));
const options = { locales: ['zh-hant', 'ja'], base: '', hash: (text: string) => `h${text.length}` };

describe("a game's offline list, in one language", () => {
  const list = gameList('wuxing', 'zh-hant', files, options);
  const urls = list.urls.map((u) => u.url);
  const ja = gameList('wuxing', 'ja', files, options).urls.map((u) => u.url);

  it("has the game's pages, rulings' pages and search in its language, each in a pack, and its rulings' files (one pack for both languages)", () => {
    expect(list).toMatchObject({ game: 'wuxing', locale: 'zh-hant' });
    for (const url of ['/offline/pack/zh-hant/wuxing/pages.zst', '/offline/pack/zh-hant/wuxing/search.zst', '/offline/pack/wuxing/files.zst']) expect(urls).toContain(url);
    // A pack is listed for what it holds: no ruling's page in Chinese here.
    expect(urls).not.toContain('/offline/pack/zh-hant/wuxing/rulings.zst');
    for (const url of ['/offline/pack/ja/wuxing/pages.zst', '/offline/pack/ja/wuxing/rulings.zst', '/offline/pack/ja/wuxing/search.zst', '/offline/pack/wuxing/files.zst']) expect(ja).toContain(url);
  });

  it('stores what it packs in packs, not one by one, and no other game\'s pack', () => {
    const locales = ['zh-hant', 'ja'];
    const games = ['wuxing', 'fenglei'];
    const packed = {
      'zh-hant/wuxing/index.html': 'offline/pack/zh-hant/wuxing/pages.zst',
      'zh-hant/wuxing/compare/index.html': 'offline/pack/zh-hant/wuxing/pages.zst',
      'ja/wuxing/glossary/index.html': 'offline/pack/ja/wuxing/pages.zst',
      'ja/wuxing/coverage/index.html': 'offline/pack/ja/wuxing/pages.zst',
      'zh-hant/wuxing/flows/wuxing.round/index.html': 'offline/pack/zh-hant/wuxing/pages.zst',
      'ja/wuxing/flows/wuxing.round/chart.json': 'offline/pack/ja/wuxing/pages.zst',
      'zh-hant/rulings/wuxing/index.html': 'offline/pack/zh-hant/wuxing/pages.zst',
      'ja/rulings/wuxing/ke-doubles-damage/index.html': 'offline/pack/ja/wuxing/rulings.zst',
      'pagefind/wuxing/pagefind.ja_403b.pf_meta': 'offline/pack/ja/wuxing/search.zst',
      'pagefind/wuxing/index/zh-hant_2b.pf_index': 'offline/pack/zh-hant/wuxing/search.zst',
      'pagefind/wuxing/fragment/ja_3d.pf_fragment': 'offline/pack/ja/wuxing/search.zst',
      'pagefind/wuxing/filter/ja_1c.pf_filter': 'offline/pack/ja/wuxing/search.zst',
      'rulings/wuxing/ke-doubles-damage/file.json': 'offline/pack/wuxing/files.zst',
    };
    for (const [path, pack] of Object.entries(packed)) expect(packOf(path, locales, games), path).toBe(pack);
    // A clause's own page (not kept), pages of no game or of another game, shared files: none.
    for (const path of ['ja/wuxing/clause/7-3/index.html', 'ja/rulings/index.html', 'ja/rulings/how-to-write/index.html', 'ja/search/index.html', 'ja/index.html', 'zh-hant/wuxing2/index.html', 'en/wuxing/index.html', 'pagefind/wuxing/pagefind-entry.json', 'pagefind/core/pagefind.js', 'pagefind/wuxing/wasm.unknown.pagefind', 'api/zh-hant/wuxing/clauses.json'])
      expect(packOf(path, locales, games), path).toBeUndefined();
    for (const url of ['/ja/wuxing/', '/ja/wuxing/glossary/', '/ja/wuxing/coverage/', '/ja/rulings/wuxing/', '/ja/rulings/wuxing/ke-doubles-damage/', '/rulings/wuxing/ke-doubles-damage/file.json', '/pagefind/wuxing/index/ja_1a.pf_index', '/offline/pack/ja/fenglei/pages.zst'])
      expect(ja).not.toContain(url);
    for (const url of ['/zh-hant/wuxing/', '/zh-hant/wuxing/compare/', '/zh-hant/wuxing/flows/wuxing.round/', '/zh-hant/rulings/wuxing/', '/pagefind/wuxing/fragment/zh-hant_4e.pf_fragment']) expect(urls).not.toContain(url);
    expect(urls.filter((url) => url.includes('/ja/'))).toEqual([]);
  });

  it('and none in the other language', () => {
    expect(urls.filter((url) => url.startsWith('/ja/'))).toEqual([]);
    expect(ja.filter((url) => url.startsWith('/zh-hant/'))).toEqual([]);
  });

  it('has the home, its language\'s home, search and offline page, search data, scripts and icons', () => {
    for (const url of ['/', '/zh-hant/', '/zh-hant/search/', '/zh-hant/offline/', '/api/clause-ids.json', '/api/simplified.json', '/_astro/page.abc.js', '/_astro/site.def.css', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'])
      expect(urls).toContain(url);
    for (const url of ['/', '/ja/', '/ja/search/', '/ja/offline/', '/_astro/page.abc.js']) expect(ja).toContain(url);
  });

  it('keeps the search core once, from pagefind/core/, for every game; not a bundle’s own copy', () => {
    const pieces = gameList('masters-and-pieces', 'ja', files, options).urls.map((u) => u.url);
    for (const url of ['/pagefind/core/pagefind.js', '/pagefind/core/pagefind-worker.js', '/pagefind/core/wasm.unknown.pagefind']) {
      expect(urls).toContain(url);
      expect(pieces).toContain(url);
    }
    for (const url of ['/pagefind/wuxing/pagefind.js', '/pagefind/wuxing/pagefind-worker.js', '/pagefind/wuxing/wasm.unknown.pagefind']) expect(urls).not.toContain(url);
  });

  it("keeps the entry of this game's search bundle, and no other game's search", () => {
    expect(urls).toContain('/pagefind/wuxing/pagefind-entry.json');
    for (const url of ['/pagefind/fenglei/pagefind.js', '/pagefind/fenglei/fragment/b.pf_fragment', '/pagefind/wuxing2/fragment/c.pf_fragment', '/pagefind/wuxing/pagefind-ui.js']) expect(urls).not.toContain(url);
  });

  it("leaves out the clauses' own pages (offline, the rulebook has them), other games, Pagefind's unused UI and the rest", () => {
    for (const url of ['/zh-hant/wuxing/clause/7-3/', '/zh-hant/wuxing2/', '/zh-hant/fenglei/', '/zh-hant/rulings/', '/zh-hant/api/', '/api/games.json', '/api/zh-hant/wuxing/clauses.json', '/404.html'])
      expect(urls).not.toContain(url);
  });

  it('adds up the sizes and gives a revision that changes with any file', () => {
    expect(list.bytes).toBe(list.urls.length * 10);
    expect(list.urls.every((u) => u.revision === `r-${u.url === '/' ? 'index.html' : u.url.slice(1).replace(/\/$/, '/index.html')}`)).toBe(true);
    const changed = gameList('wuxing', 'zh-hant', files.map((f) => (f.url === 'zh-hant/index.html' ? { ...f, revision: 'new-one' } : f)), options);
    expect(changed.revision).not.toBe(list.revision);
    expect(gameList('wuxing', 'zh-hant', [...files].reverse(), options)).toEqual(list);
  });

  it('carries the base path', () => {
    const based = gameList('wuxing', 'zh-hant', files, { ...options, base: '/rules' }).urls.map((u) => u.url);
    expect(based).toContain('/rules/zh-hant/');
    expect(based).toContain('/rules/offline/pack/zh-hant/wuxing/pages.zst');
    expect(based).toContain('/rules/');
    expect(based.every((url) => url.startsWith('/rules/'))).toBe(true);
  });
});

describe('pieces', () => {
  it('tells a game page by its path, not a prefix of its name', () => {
    expect(isGamePage('ja/rulings/wuxing/x/index.html', 'wuxing', 'ja', ['zh-hant', 'ja'])).toBe(true);
    expect(isGamePage('ja/rulings/wuxing/x/index.html', 'wuxing', 'zh-hant', ['zh-hant', 'ja'])).toBe(false);
    expect(isGamePage('zh-hant/wuxing2/index.html', 'wuxing', 'zh-hant', ['zh-hant', 'ja'])).toBe(false);
    expect(isGamePage('en/wuxing/index.html', 'wuxing', 'zh-hant', ['zh-hant', 'ja'])).toBe(false);
  });
  it('serves directory pages by their directory', () => {
    expect(servedUrl('index.html', '')).toBe('/');
    expect(servedUrl('ja/wuxing/index.html', '/rules')).toBe('/rules/ja/wuxing/');
    expect(servedUrl('_astro/index.abc.js', '')).toBe('/_astro/index.abc.js');
  });
});

describe('scripts', () => {
  it('a script that holds only other games’ code is left out; one of this game’s, or shared, is kept', () => {
    const scriptGames = new Map([
      ['_astro/island.wx.js', ['wuxing']],
      ['_astro/island.fl.js', ['fenglei']],
    ]);
    const urls = gameList('wuxing', 'ja', files, { ...options, scriptGames }).urls.map((u) => u.url);
    expect(urls).toContain('/_astro/island.wx.js');
    expect(urls).toContain('/_astro/page.abc.js');
    expect(urls).not.toContain('/_astro/island.fl.js');
    expect(gameList('fenglei', 'ja', files, { ...options, scriptGames }).urls.map((u) => u.url)).toContain('/_astro/island.fl.js');
  });
});
