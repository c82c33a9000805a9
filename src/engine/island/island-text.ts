/**
 * A sandbox's text in one language: the flow's words (state names, sentences, labels) and the
 * sandbox's own strings. Every sandbox page of a flow shows the same text, so the browser fetches it
 * once per flow and language (`/<locale>/<game>/flows/<flow>/text.json`, kept by its cache and by
 * the offline copy of the game) rather than reading it from every page's island props, where it was
 * most of a ruling page's weight. The server is given it before it renders the island
 * (SandboxIsland.astro), so the island finds it at once there, as it finds the flow's client part.
 */
import type { SandboxStrings } from '../../lib/i18n/ui';
import type { FlowWords } from '../words';

export interface IslandText {
  words: FlowWords;
  strings: SandboxStrings;
}

const known = new Map<string, IslandText | Promise<IslandText>>();

/** The text at `url` if this side has it already (always, on the server, once given). */
export function knownText(url: string): IslandText | undefined {
  const text = known.get(url);
  return text instanceof Promise ? undefined : text;
}

/** The server's side: the text the island at `url` will show. */
export function giveText(url: string, text: IslandText): void {
  known.set(url, text);
}

/** The browser's side: fetches the text once; a failed fetch may be tried again. */
export function loadText(url: string): Promise<IslandText> {
  const had = known.get(url);
  if (had) return Promise.resolve(had);
  const loading = fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<IslandText>;
    })
    .then((text) => {
      known.set(url, text);
      return text;
    });
  known.set(url, loading);
  loading.catch(() => known.delete(url));
  return loading;
}
