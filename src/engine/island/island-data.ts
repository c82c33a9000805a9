/**
 * What an island shows that many pages share, or that its page need not carry twice: a file the
 * browser fetches once and its cache (and the offline copy of a game) keeps, and the server is given
 * before it renders the island (SandboxIsland.astro), so the island finds it at once there, as it
 * finds the flow's client part.
 *
 * - A sandbox's text in one language (`/<locale>/<game>/flows/<flow>/text.json`): the flow's words
 *   (state names, sentences, labels) and the sandbox's own strings. Every sandbox page of a flow
 *   shows the same text; in every page's island props it was most of a ruling page's weight.
 * - A ruling's play (`/rulings/<game>/<id>/file.json`, which also holds its highlighted file): the
 *   position it starts from, checked and as written, and its events. One file for both languages;
 *   in the props, a whole deck was 33 KB of a page (issue 30).
 */
import type { SandboxStrings } from '../../lib/i18n/ui';
import type { FlowWords } from '../words';

export interface IslandText {
  words: FlowWords;
  strings: SandboxStrings;
}

/** A ruling's line of play, as its sandbox starts it. */
export interface IslandPlay {
  /** The starting position, checked against the flow's setup schema (defaults filled in). */
  setup: unknown;
  /** The starting position as written in the ruling (a saved draft starts from it). */
  setupInput: unknown;
  events: { type: string }[];
}

const known = new Map<string, unknown>();

/** The data at `url` if this side has it already (always, on the server, once given). */
export function knownData<T>(url: string): T | undefined {
  const data = known.get(url);
  return data instanceof Promise ? undefined : (data as T | undefined);
}

/** The server's side: the data the island will find at `url`. */
export function giveData<T>(url: string, data: T): void {
  known.set(url, data);
}

/** Whether data fetched is a ruling's play: a file of another shape (a stale cache, one changed by hand) is refused, not played. */
export const isPlay = (data: unknown): data is IslandPlay => {
  const d = data as Partial<IslandPlay> | null;
  return !!d && typeof d === 'object' && 'setup' in d && Array.isArray(d.events) && d.events.every((e) => !!e && typeof e === 'object' && typeof e.type === 'string');
};

/** Whether data fetched is a sandbox's text: its flow's words and the sandbox's strings. */
export const isText = (data: unknown): data is IslandText => {
  const d = data as Partial<IslandText> | null;
  const w = d?.words as Partial<FlowWords> | undefined;
  return !!d && typeof d.strings === 'object' && !!d.strings && !!w && ['states', 'events', 'steps', 'tables', 'ui'].every((k) => typeof w[k as keyof FlowWords] === 'object' && w[k as keyof FlowWords] !== null);
};

/** The browser's side: fetches `url` once; a failed fetch, or data `valid` refuses, rejects and may be tried again. */
export function loadData<T>(url: string, valid: (data: unknown) => data is T): Promise<T> {
  const had = known.get(url);
  if (had) return had instanceof Promise ? (had as Promise<T>) : Promise.resolve(had as T);
  const loading = fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((data) => {
      if (!valid(data)) throw new Error(`${url}: not of its shape`);
      known.set(url, data);
      return data;
    });
  known.set(url, loading);
  loading.catch(() => known.delete(url));
  return loading;
}
