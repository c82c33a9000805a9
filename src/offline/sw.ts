/// <reference lib="webworker" />
/**
 * The service worker for offline reading, registered only when a reader keeps a game (control.ts).
 * Built by src/cli/offline.mjs into `<out>/sw.js`, with the revision of every game's list inside,
 * so a new build is a new worker.
 *
 * A game is kept in a language (`ja/wuxing`, names.ts keptId), from its list of that language.
 * The kept games share one Workbox PrecacheController and cache (names.ts), over every file their
 * lists name: a file two games store (a script, a home page, the search page) is stored once.
 * Keeping a game downloads only what is not stored yet; dropping one removes only what no other
 * kept game lists; an update downloads only files whose revision changed.
 * Stored files are served from the cache (the build they were stored from, until an update), a
 * file stored in a pack (list.ts packOf: a game's pages, rulings and search files) from its pack;
 * everything else goes to the network; a page that is neither gets the offline page of its language
 * (of a kept language, if its own is not stored), but a clause's own page (not stored: the rulebook
 * has every clause) leads to the clause in its stored rulebook: in the page's language, or else in
 * the language the game is kept in.
 */
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Router } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { LOCALES, DEFAULT_LOCALE } from '../lib/i18n/locales';
import { withBase, withoutBase } from '../lib/urls';
import { clauseInRulebook, shortLinkTarget } from '../lib/short-links';
import { decompress } from 'fzstd';
import { PAGEFIND_CORE, PAGEFIND_CORE_DIR, packOf, type GameList } from './list';
import { builtPaths, unpackBytes } from './pack';
import { CACHE_PREFIX, FILES_CACHE, KEPT_CACHE, keptId, keptIn, keptKey, listUrl, readKept, type FromWorker, type Kept, type Reply, type Stage, type ToWorker } from './names';

declare const self: ServiceWorkerGlobalScope;
/** The revision of this build's lists (replaced at build time): a new build changes this file. */
declare const __OFFLINE_REVISION__: string;
export const REVISION = __OFFLINE_REVISION__;

const router = new Router();
/** Each kept game's list, as stored, by keptId (`ja/wuxing`; an entry of a build before issue 30, which kept both languages, by its game). */
const kept = new Map<string, GameList>();
/** The id of a kept entry, and what it is kept as from this build on: an entry stored before issue
 * 30 kept the game in both languages, so it is kept in each of them. */
const idOf = (entry: Pick<Kept, 'game' | 'locale'>) => (entry.locale ? keptId(entry.game, entry.locale) : entry.game);
const idsNow = (entry: Kept) => LOCALES.filter((locale) => keptIn(entry, locale)).map((locale) => keptId(entry.game, locale));
/** The controller over every kept game's files, and the route that serves them. */
let served: { controller: PrecacheController; route: PrecacheRoute } | undefined;

/** A controller for the files of `lists`, each once; `onFile` hears of each file stored or found already stored. */
function controllerFor(lists: GameList[], onFile?: (done: number, total: number) => void) {
  const files = new Map(lists.flatMap((list) => list.urls.map(({ url, revision }) => [url, revision] as const)));
  let done = 0;
  const progress: WorkboxPlugin = { handlerDidComplete: async () => onFile?.(++done, files.size) };
  const controller = new PrecacheController({ cacheName: FILES_CACHE, plugins: onFile ? [progress] : [] });
  controller.addToCacheList([...files].map(([url, revision]) => ({ url, revision })));
  return controller;
}

/** The kept games' packs (list.ts packOf, pack.ts), read from the cache and decompressed when first needed, by URL; forgotten when what is served changes. */
const packs = new Map<string, Promise<ReturnType<typeof unpackBytes> | undefined>>();

/** A file a kept game stores in a pack (a page, a ruling's file, a search file), as stored: undefined if no kept game's pack holds it. */
async function fromPack(url: URL): Promise<Response | undefined> {
  const listed = new Set([...kept.values()].flatMap((list) => list.urls.map((u) => u.url)));
  const games = [...new Set([...kept.values()].map((list) => list.game))];
  for (const path of builtPaths(withoutBase(url.pathname))) {
    const pack = packOf(path, LOCALES, games);
    const packUrl = pack && withBase(`/${pack}`);
    if (!packUrl || !listed.has(packUrl)) continue;
    if (!packs.has(packUrl))
      packs.set(
        packUrl,
        (served?.controller.matchPrecache(packUrl) ?? Promise.resolve(undefined))
          .then(async (r) => (r ? unpackBytes(decompress(new Uint8Array(await r.arrayBuffer()))) : undefined))
          .catch(() => undefined),
      );
    const file = (await packs.get(packUrl))?.get(path);
    // A view into the pack's decompressed bytes, a plain ArrayBuffer of fzstd's.
    if (file) return new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': file.type } });
  }
  return undefined;
}

/** Serve the kept games' files (none: serve nothing): sandbox lines (`?line=…`) and anchors hit the stored page; `/ja/wuxing` its `/ja/wuxing/`. */
function serve(controller: PrecacheController | undefined) {
  if (served) router.unregisterRoute(served.route);
  served = undefined;
  packs.clear();
  if (!controller) return;
  const route = new PrecacheRoute(controller, {
    ignoreURLParametersMatching: [/.*/],
    cleanURLs: false,
    urlManipulation: ({ url }) => {
      // A bundle's search core is stored once, from pagefind/core/ (list.ts).
      const core = /^(.*\/)pagefind\/[^/]+\/([^/]+)$/.exec(url.pathname);
      if (core && PAGEFIND_CORE.test(core[2])) return [new URL(`${core[1]}${PAGEFIND_CORE_DIR}${core[2]}`, url)];
      return url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/`, url)];
    },
  });
  router.registerRoute(route);
  served = { controller, route };
}

/**
 * One keep, drop or update at a time: each starts from the games as the one before left them. Two
 * tabs keeping games at once (or one game in both languages) send their messages to this one worker;
 * run side by side, each removed the files of the game the other was storing.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Every list whose files must stay at this moment: the games this worker keeps, and every entry in
 * Cache Storage at any stage (kept, being kept, an update's next lists), whichever worker wrote it.
 * A worker of a newer build may be storing its lists while this one works, and the other way round.
 */
async function listsNow(): Promise<GameList[]> {
  const lists = [...kept.values()];
  for (const stage of ['kept', 'keeping', 'next'] as const) for (const entry of await readKept(stage)) lists.push(entry.list);
  return lists;
}

/**
 * Removes every stored file that no list of `listsNow` names, read at the moment of removal (a file
 * goes only when no kept game lists it), and serves what this worker keeps. With nothing listed
 * anywhere, the cache goes. `event` lets the work finish before the worker stops.
 */
async function prune(event: ExtendableEvent) {
  const lists = await listsNow();
  serve(kept.size ? controllerFor([...kept.values()]) : undefined);
  if (!lists.length) {
    await caches.delete(FILES_CACHE);
    return;
  }
  await controllerFor(lists).activate(event);
}

/** How long a game may take to be stored: an entry still marked as being kept after this was left by a worker that stopped. */
const KEEPING_AT_MOST = 60 * 60 * 1000;

/** The games kept on this device, as stored (a worker may be stopped and started at any time). */
const ready = (async () => {
  for (const entry of await readKept()) kept.set(idOf(entry), entry.list);
  if (kept.size) serve(controllerFor([...kept.values()]));
  const stale = (await readKept('keeping')).filter((entry) => Date.now() - Date.parse(entry.storedAt) > KEEPING_AT_MOST);
  if (stale.length) await forget(...stale.map((entry) => keptKey(idOf(entry), 'keeping')));
})();

/**
 * PrecacheController.install, several files at a time: Workbox's own loop fetches one file after
 * another, which makes keeping a game of 1,400 files slow. Same strategy, cache keys and checks
 * (a file already stored under its revision is not fetched again; a failed response fails it all).
 */
async function install(controller: PrecacheController, event: ExtendableEvent, parallel = 6) {
  const entries = [...controller.getURLsToCacheKeys()];
  let failed = false;
  const next = async (): Promise<void> => {
    const entry = failed ? undefined : entries.shift();
    if (!entry) return;
    const [url, cacheKey] = entry;
    const request = new Request(url, { cache: 'reload', credentials: 'same-origin' });
    try {
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    } catch (error) {
      failed = true;
      throw error;
    }
    return next();
  };
  // Every download ends before a failure is reported, so that nothing is stored after the caller
  // has cleared a failed copy away.
  const results = await Promise.allSettled(Array.from({ length: parallel }, next));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Precaching outside the install event: Workbox's strategy stores files only for an event of type `install`. */
function installLike(event: ExtendableEvent): ExtendableEvent {
  return { type: 'install', waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise.catch(() => undefined)) } as unknown as ExtendableEvent;
}

async function fetchList(id: string): Promise<GameList> {
  const response = await fetch(listUrl(id), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as GameList;
}

async function putKept(entry: Kept, stage: Stage) {
  await (await caches.open(KEPT_CACHE)).put(keptKey(idOf(entry), stage), new Response(JSON.stringify(entry), { headers: { 'content-type': 'application/json' } }));
}

/** Removes entries from KEPT_CACHE, and the cache itself once it holds none (a worker keeping nothing stores nothing). */
async function forget(...keys: string[]) {
  if (!(await caches.has(KEPT_CACHE))) return;
  const meta = await caches.open(KEPT_CACHE);
  for (const key of keys) await meta.delete(key);
  if ((await meta.keys()).length === 0) await caches.delete(KEPT_CACHE);
}

const isQuota = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

async function keep(id: string, event: ExtendableMessageEvent): Promise<Reply> {
  await ready;
  const client = event.source as Client | null;
  let list: GameList | undefined;
  try {
    list = await fetchList(id);
    const entry: Kept = { game: list.game, locale: list.locale, storedAt: new Date().toISOString(), list };
    // Listed as being kept before the first file arrives: no other worker's removal takes its files meanwhile.
    await putKept(entry, 'keeping');
    let last = 0;
    const controller = controllerFor([list], (done, total) => {
      // Every file would be a flood of messages: about every 2%.
      if (done - last < total / 50 && done < total) return;
      last = done;
      client?.postMessage({ type: 'progress', id, done, total } satisfies FromWorker);
    });
    await install(controller, installLike(event));
    await putKept(entry, 'kept');
    await forget(keptKey(id, 'keeping'));
    kept.set(id, list);
    // Removes what no game lists any more (this game's files of an earlier build).
    await prune(installLike(event));
    return { ok: true, storedAt: entry.storedAt, left: kept.size };
  } catch (error) {
    // Nothing half-stored stays behind: the files every kept game lists stay, and nothing else.
    if (list) await forget(keptKey(id, 'keeping')).catch(() => undefined);
    await prune(installLike(event)).catch(() => undefined);
    return { ok: false, reason: isQuota(error) ? 'quota' : 'network' };
  }
}

async function drop(id: string, event: ExtendableEvent): Promise<Reply> {
  await ready;
  kept.delete(id);
  await forget(keptKey(id), keptKey(id, 'keeping'), keptKey(id, 'next'));
  // This game's files go, but those another kept game (or this game in the other language) lists too.
  await prune(installLike(event));
  return { ok: true, left: kept.size };
}

self.addEventListener('message', (event) => {
  const data = event.data as ToWorker | undefined;
  const port = event.ports[0];
  if (!port || !data) return;
  const work = data.type === 'keep' ? oneAtATime(() => keep(data.id, event)) : data.type === 'drop' ? oneAtATime(() => drop(data.id, event)) : undefined;
  if (work) event.waitUntil(work.then((reply) => port.postMessage(reply)));
});

// A new build: store every kept game again from its new list (unchanged files are not downloaded
// again); the lists wait under `next` until this worker takes over. If this fails, the new worker
// is discarded and the old one keeps serving the old copy.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const lists = await Promise.all((await readKept()).flatMap(idsNow).map(fetchList));
      const entries = lists.map((list): Kept => ({ game: list.game, locale: list.locale, storedAt: new Date().toISOString(), list }));
      // Listed before their files arrive, so that the worker now serving (a tab may be keeping or
      // dropping a game with it) removes none of them; taken back if the update fails.
      for (const entry of entries) await putKept(entry, 'next');
      try {
        if (lists.length) await install(controllerFor(lists), event);
      } catch (error) {
        await forget(...entries.map((entry) => keptKey(idOf(entry), 'next')));
        throw error;
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    oneAtATime(async () => {
      await ready;
      const updated = await readKept('next');
      for (const entry of updated) {
        await putKept(entry, 'kept');
        await forget(keptKey(idOf(entry), 'next'));
        kept.set(idOf(entry), entry.list);
      }
      // An entry of a build that kept a game in both languages: the game is now kept in each (above).
      for (const entry of await readKept()) {
        if (entry.locale) continue;
        await forget(keptKey(entry.game));
        kept.delete(entry.game);
      }
      // Removes the files the new build no longer has.
      if (updated.length) await prune(event);
      // A cache per game, as builds before issue 30 stored them: the files are in FILES_CACHE now.
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && name !== FILES_CACHE && name !== KEPT_CACHE) await caches.delete(name);
      await self.clients.claim();
      if (updated.length === 0) return;
      const message: FromWorker = { type: 'updated', ids: updated.map(idOf) };
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
    }),
  );
});

/** Whether a kept game stores the page at `path`. */
async function storedPage(path: string): Promise<boolean> {
  return !!(await served?.controller.matchPrecache(path)) || !!(await fromPack(new URL(path, self.location.href)));
}

/** The languages to look in for a URL's page: its own first, then the others. */
function languagesFor(url: URL): string[] {
  const first = withoutBase(url.pathname).split('/')[1];
  const own = (LOCALES as readonly string[]).includes(first) ? first : DEFAULT_LOCALE;
  return [own, ...LOCALES.filter((locale) => locale !== own)];
}

/** The offline page of a URL's language, or of another kept language if that one is not stored (every kept game stores its language's). */
async function offlinePage(url: URL): Promise<Response | undefined> {
  for (const locale of languagesFor(url)) {
    const page = await served?.controller.matchPrecache(withBase(`/${locale}/offline/`));
    if (page) return page;
  }
  return undefined;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // A short link is no file: on to its clause's page, as the host's redirect rules would send it.
  const target = request.mode === 'navigate' ? shortLinkTarget(withoutBase(url.pathname)) : undefined;
  if (target) return event.respondWith(Response.redirect(new URL(withBase(target), url).href, 301));
  event.respondWith(
    (async () => {
      await ready;
      try {
        return (await router.handleRequest({ event, request })) ?? (await fromPack(url)) ?? (await fetch(request));
      } catch (error) {
        if (request.mode !== 'navigate') throw error;
        // A clause's own page is not stored: the clause in its stored rulebook instead, in the
        // page's language or else in the one the game is kept in (`/zh-hant/wuxing/#2-4` → `/ja/wuxing/#2-4`).
        // The clause is named in the query as well (`?clause=2-4#2-4`, which the stored page matches):
        // a browser may drop the anchor of a worker's redirect (Safari did until 17, WebKit bug
        // 258195), and the page's script then brings the clause into view itself (src/scripts/page.ts).
        const rulebook = clauseInRulebook(withoutBase(url.pathname));
        for (const locale of rulebook ? languagesFor(url) : []) {
          const [page, id] = rulebook!.replace(/^\/[^/]+/, `/${locale}`).split('#');
          if (await storedPage(withBase(page))) return Response.redirect(new URL(withBase(`${page}?clause=${id}#${id}`), url).href, 302);
        }
        const page = await offlinePage(url);
        if (page) return page;
        throw error;
      }
    })(),
  );
});
