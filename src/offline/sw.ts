/// <reference lib="webworker" />
/**
 * The service worker for offline reading, registered only when a reader keeps a game (control.ts).
 * Built by src/cli/offline.mjs into `<out>/sw.js`, with the revision of every game's list inside,
 * so a new build is a new worker.
 *
 * Each kept game has its own Workbox PrecacheController and cache (names.ts): keeping or dropping a
 * game touches only its own files, and an update downloads only files whose revision changed.
 * Stored files are served from the cache (the build they were stored from, until an update);
 * everything else goes to the network; a page that is neither gets the offline page of its language,
 * but a clause's own page (not stored: the rulebook has every clause) leads to the clause in its
 * stored rulebook.
 */
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Router } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { LOCALES, DEFAULT_LOCALE } from '../lib/i18n/locales';
import { withBase, withoutBase } from '../lib/urls';
import { clauseInRulebook, shortLinkTarget } from '../lib/short-links';
import type { GameList } from './list';
import { KEPT_CACHE, gameCache, keptKey, listUrl, readKept, type FromWorker, type Kept, type Reply, type ToWorker } from './names';

declare const self: ServiceWorkerGlobalScope;
/** The revision of this build's lists (replaced at build time): a new build changes this file. */
declare const __OFFLINE_REVISION__: string;
export const REVISION = __OFFLINE_REVISION__;

const router = new Router();
const kept = new Map<string, { controller: PrecacheController; route: PrecacheRoute }>();

/** A controller for a game's list; `onFile` hears of each file stored or found already stored. */
function controllerFor(list: GameList, onFile?: (done: number, total: number) => void) {
  let done = 0;
  const progress: WorkboxPlugin = { handlerDidComplete: async () => onFile?.(++done, list.urls.length) };
  const controller = new PrecacheController({ cacheName: gameCache(list.game), plugins: onFile ? [progress] : [] });
  controller.addToCacheList(list.urls.map(({ url, revision }) => ({ url, revision })));
  return controller;
}

/** Serve a game's stored files: sandbox lines (`?line=…`) and anchors hit the stored page; `/ja/wuxing` its `/ja/wuxing/`. */
function serve(game: string, controller: PrecacheController) {
  kept.get(game) && router.unregisterRoute(kept.get(game)!.route);
  const route = new PrecacheRoute(controller, {
    ignoreURLParametersMatching: [/.*/],
    cleanURLs: false,
    urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/`, url)]),
  });
  router.registerRoute(route);
  kept.set(game, { controller, route });
}

function forget(game: string) {
  const entry = kept.get(game);
  if (entry) router.unregisterRoute(entry.route);
  kept.delete(game);
}

/** The games kept on this device, as stored (a worker may be stopped and started at any time). */
const ready = readKept().then((games) => games.forEach(({ game, list }) => serve(game, controllerFor(list))));

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

async function fetchList(game: string): Promise<GameList> {
  const response = await fetch(listUrl(game), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as GameList;
}

async function putKept(entry: Kept, stage: 'kept' | 'next') {
  await (await caches.open(KEPT_CACHE)).put(keptKey(entry.game, stage), new Response(JSON.stringify(entry), { headers: { 'content-type': 'application/json' } }));
}

const isQuota = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

async function keep(game: string, event: ExtendableMessageEvent): Promise<Reply> {
  await ready;
  const client = event.source as Client | null;
  const had = kept.has(game);
  try {
    const list = await fetchList(game);
    let last = 0;
    const controller = controllerFor(list, (done, total) => {
      // Every file would be a flood of messages: about every 2%.
      if (done - last < total / 50 && done < total) return;
      last = done;
      client?.postMessage({ type: 'progress', game, done, total } satisfies FromWorker);
    });
    await install(controller, installLike(event));
    const entry: Kept = { game, storedAt: new Date().toISOString(), list };
    await putKept(entry, 'kept');
    await controller.activate(installLike(event));
    serve(game, controller);
    return { ok: true, storedAt: entry.storedAt, left: kept.size };
  } catch (error) {
    // Nothing half-stored stays behind for a game that was not kept before.
    if (!had) await caches.delete(gameCache(game)).catch(() => undefined);
    return { ok: false, reason: isQuota(error) ? 'quota' : 'network' };
  }
}

async function drop(game: string): Promise<Reply> {
  await ready;
  forget(game);
  await caches.delete(gameCache(game));
  if (await caches.has(KEPT_CACHE)) {
    const meta = await caches.open(KEPT_CACHE);
    await meta.delete(keptKey(game));
    await meta.delete(keptKey(game, 'next'));
    if ((await meta.keys()).length === 0) await caches.delete(KEPT_CACHE);
  }
  return { ok: true, left: kept.size };
}

self.addEventListener('message', (event) => {
  const data = event.data as ToWorker | undefined;
  const port = event.ports[0];
  if (!port || !data) return;
  const work = data.type === 'keep' ? keep(data.game, event) : data.type === 'drop' ? drop(data.game) : undefined;
  if (work) event.waitUntil(work.then((reply) => port.postMessage(reply)));
});

// A new build: store every kept game again from its new list (unchanged files are not downloaded
// again); the lists wait under `next` until this worker takes over. If this fails, the new worker
// is discarded and the old one keeps serving the old copy.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      for (const { game } of await readKept()) {
        const list = await fetchList(game);
        await install(controllerFor(list), event);
        await putKept({ game, storedAt: new Date().toISOString(), list }, 'next');
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await ready;
      const updated = await readKept('next');
      for (const entry of updated) {
        await putKept(entry, 'kept');
        await (await caches.open(KEPT_CACHE)).delete(keptKey(entry.game, 'next'));
        const controller = controllerFor(entry.list);
        // Removes the files the new build no longer has.
        await controller.activate(event);
        serve(entry.game, controller);
      }
      await self.clients.claim();
      if (updated.length === 0) return;
      const message: FromWorker = { type: 'updated', games: updated.map((entry) => entry.game) };
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
    })(),
  );
});

/** Whether a kept game stores the page at `path`. */
async function storedPage(path: string): Promise<boolean> {
  for (const { controller } of kept.values()) if (await controller.matchPrecache(path)) return true;
  return false;
}

/** The offline page of a URL's language, from any kept game (each stores both). */
async function offlinePage(url: URL): Promise<Response | undefined> {
  const first = withoutBase(url.pathname).split('/')[1];
  const locale = (LOCALES as readonly string[]).includes(first) ? first : DEFAULT_LOCALE;
  for (const { controller } of kept.values()) {
    const page = await controller.matchPrecache(withBase(`/${locale}/offline/`));
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
        return (await router.handleRequest({ event, request })) ?? (await fetch(request));
      } catch (error) {
        if (request.mode !== 'navigate') throw error;
        // A clause's own page is not stored: the clause in its stored rulebook instead.
        const rulebook = clauseInRulebook(withoutBase(url.pathname));
        if (rulebook && (await storedPage(withBase(rulebook.split('#')[0])))) return Response.redirect(new URL(withBase(rulebook), url).href, 302);
        const page = await offlinePage(url);
        if (page) return page;
        throw error;
      }
    })(),
  );
});
