/**
 * Where offline reading keeps things, shared by the service worker (sw.ts), the control
 * (control.ts) and the offline page: Cache Storage names and the URLs of the worker and lists.
 * Names carry the base path, so two builds on one host keep apart.
 */
// Not src/lib/urls.ts: the build puts that module in the sandbox chunk (astro.config.mjs), which
// the control and the offline page would then load whole. Vite fills in BASE_URL here as there.
const withBase = (path: string) => `${(import.meta.env.BASE_URL ?? '/').replace(/\/+$/, '')}${path}`;

/** What every Cache Storage name of this site's offline reading starts with. */
export const CACHE_PREFIX = `offline:${withBase('/')}:`;
/** The kept games' files, precached by Workbox with their revisions: a file two games store (a
 * script, a home page, the search page) is stored once. (Until issue 30, one cache per game, each
 * with its own copy: `offline:<base>:<game>`.) */
export const FILES_CACHE = `${CACHE_PREFIX}files`;
/** One entry per game kept in a language: the list it was stored from and when (`Kept`). Its presence means "ready". */
export const KEPT_CACHE = `${CACHE_PREFIX}kept`;
/** A game kept in a language, as the worker and the control name it: `ja/wuxing`. */
export const keptId = (game: string, locale: string) => `${locale}/${game}`;
/**
 * The stages of a kept game's entry in KEPT_CACHE: `kept` once stored; `keeping` while its files are
 * downloaded; `next` an update's lists until the new worker takes over. Files listed at any stage
 * are never deleted (sw.ts `prune`), whichever tab or worker stored them.
 * (Until issue 30 a game was kept in both languages, under `/__offline/<stage>/<game>`.)
 */
export type Stage = 'kept' | 'keeping' | 'next';
export const keptKey = (id: string, stage: Stage = 'kept') => withBase(`/__offline/${stage}/${id}`);
export const listUrl = (id: string) => withBase(`/offline/${id}.json`);
export const SW_URL = withBase('/sw.js');
export const SW_SCOPE = withBase('/');

export interface Kept {
  game: string;
  /** The language it is kept in; absent in an entry stored before issue 30, which kept both. */
  locale?: string;
  /** ISO time the copy was stored or last updated. */
  storedAt: string;
  list: import('./list').GameList;
}

/** Whether a kept entry keeps its game in `locale`: an entry stored before issue 30 has no language, and kept its game in both. */
export const keptIn = (entry: Pick<Kept, 'locale'>, locale: string) => (entry.locale ?? locale) === locale;

/** Kept games, read from Cache Storage without creating anything there. */
export async function readKept(stage: Stage = 'kept'): Promise<Kept[]> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_CACHE))) return [];
  const cache = await caches.open(KEPT_CACHE);
  const prefix = withBase(`/__offline/${stage}/`);
  const kept: Kept[] = [];
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith(prefix)) continue;
    const response = await cache.match(request);
    if (response) kept.push((await response.json()) as Kept);
  }
  return kept;
}

/** Messages between the control and the worker. */
/** `id`: a game in a language (keptId). */
export type ToWorker = { type: 'keep'; id: string } | { type: 'drop'; id: string };
export type FromWorker =
  | { type: 'progress'; id: string; done: number; total: number }
  | { type: 'updated'; ids: string[] };
export type Reply = { ok: true; storedAt?: string; left: number } | { ok: false; reason: 'quota' | 'network' };
