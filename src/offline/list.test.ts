import { describe, expect, it } from 'vitest';
import { gameList, isGamePage, packOf, packType, servedUrl } from './list';

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
  // The packs of 五行's rulings' pages in Japanese and of its rulings' files (src/cli/offline.mjs).
  'offline/pack/ja/wuxing.json',
  'offline/pack/wuxing.json',
  'offline/pack/ja/fenglei.json',
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

  it("has the game's pages in its language, by their directory URL, and its rulings' files (one pack for both languages)", () => {
    expect(list).toMatchObject({ game: 'wuxing', locale: 'zh-hant' });
    for (const url of ['/zh-hant/wuxing/', '/zh-hant/wuxing/compare/', '/zh-hant/wuxing/flows/wuxing.round/', '/zh-hant/rulings/wuxing/', '/offline/pack/wuxing.json']) expect(urls).toContain(url);
    for (const url of ['/ja/wuxing/', '/ja/wuxing/glossary/', '/offline/pack/ja/wuxing.json', '/offline/pack/wuxing.json']) expect(ja).toContain(url);
  });

  it("stores its rulings' pages and files in packs, not one by one, and no other game's pack", () => {
    for (const url of ['/ja/rulings/wuxing/ke-doubles-damage/', '/rulings/wuxing/ke-doubles-damage/file.json', '/offline/pack/ja/fenglei.json']) expect(ja).not.toContain(url);
    expect(urls).not.toContain('/offline/pack/ja/wuxing.json');
    expect(packOf('ja/rulings/wuxing/ke-doubles-damage/index.html', ['zh-hant', 'ja'])).toBe('offline/pack/ja/wuxing.json');
    expect(packOf('rulings/wuxing/ke-doubles-damage/file.json', ['zh-hant', 'ja'])).toBe('offline/pack/wuxing.json');
    // A game's list of rulings is a page of its own, as is any other page.
    for (const path of ['ja/rulings/wuxing/index.html', 'ja/wuxing/index.html', 'ja/rulings/index.html']) expect(packOf(path, ['zh-hant', 'ja'])).toBeUndefined();
    expect(packType('offline/pack/ja/wuxing.json')).toBe('text/html; charset=utf-8');
    expect(packType('offline/pack/wuxing.json')).toBe('application/json');
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

  it("keeps the index, filters, fragments and metadata of this game in its language, and no other game's", () => {
    for (const url of ['/pagefind/wuxing/pagefind-entry.json', '/pagefind/wuxing/pagefind.zh-hant_5c1d.pf_meta', '/pagefind/wuxing/index/zh-hant_2b.pf_index', '/pagefind/wuxing/filter/zh-hant_1c.pf_filter', '/pagefind/wuxing/fragment/zh-hant_4e.pf_fragment'])
      expect(urls).toContain(url);
    for (const url of ['/pagefind/wuxing/pagefind.ja_403b.pf_meta', '/pagefind/wuxing/index/ja_1a.pf_index', '/pagefind/wuxing/filter/ja_1c.pf_filter', '/pagefind/wuxing/fragment/ja_3d.pf_fragment']) {
      expect(urls).not.toContain(url);
      expect(ja).toContain(url);
    }
    for (const url of ['/pagefind/fenglei/pagefind.js', '/pagefind/fenglei/fragment/b.pf_fragment', '/pagefind/wuxing2/fragment/c.pf_fragment', '/pagefind/wuxing/pagefind-ui.js']) expect(urls).not.toContain(url);
  });

  it("leaves out the clauses' own pages (offline, the rulebook has them), other games, Pagefind's unused UI and the rest", () => {
    for (const url of ['/zh-hant/wuxing/clause/7-3/', '/zh-hant/wuxing2/', '/zh-hant/fenglei/', '/zh-hant/rulings/', '/zh-hant/api/', '/api/games.json', '/api/zh-hant/wuxing/clauses.json', '/404.html'])
      expect(urls).not.toContain(url);
  });

  it("keeps the coverage page (what each sandbox does not play: a judge's question at a table) in its language", () => {
    expect(ja).toContain('/ja/wuxing/coverage/');
    expect(urls).not.toContain('/ja/wuxing/coverage/');
  });

  it('adds up the sizes and gives a revision that changes with any file', () => {
    expect(list.bytes).toBe(list.urls.length * 10);
    expect(list.urls.every((u) => u.revision === `r-${u.url === '/' ? 'index.html' : u.url.slice(1).replace(/\/$/, '/index.html')}`)).toBe(true);
    const changed = gameList('wuxing', 'zh-hant', files.map((f) => (f.url === 'zh-hant/wuxing/index.html' ? { ...f, revision: 'new-one' } : f)), options);
    expect(changed.revision).not.toBe(list.revision);
    expect(gameList('wuxing', 'zh-hant', [...files].reverse(), options)).toEqual(list);
  });

  it('carries the base path', () => {
    const based = gameList('wuxing', 'zh-hant', files, { ...options, base: '/rules' }).urls.map((u) => u.url);
    expect(based).toContain('/rules/zh-hant/wuxing/');
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
