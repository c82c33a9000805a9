/**
 * What the engine accepts from outside (a ruling file, a shared link, a reader's clicks), so that
 * bad or hostile input gets a message instead of a frozen tab, a crash or a silent loss (keys
 * JavaScript treats specially are refused by read-shared.ts). A line of play replays in time and
 * memory in proportion to its length (the log is shared between steps, log.ts); these limits keep
 * the longest one to a fraction of a second.
 */

/** The most events in one line of play: a ruling's steps, a shared link's line, a reader's own
 * line. Rulings use a few dozen; a whole game of 五行 with six players takes a few hundred. */
export const MAX_EVENTS = 1000;

/** The most characters of a shared link's `play` data, checked before it is decoded (1000 events
 * of the longest kind fit in about 150 000). */
export const MAX_SHARED_CHARS = 200_000;


/** The deepest nesting of arrays and objects accepted from outside: a position nests a few levels
 * (a player, a hand, a card); far deeper data is hostile, and would overflow the stack of any
 * check that walks it. */
export const MAX_DEPTH = 100;

/** Whether data nests more than MAX_DEPTH arrays and objects, found without recursion (so without a stack to overflow). */
export function nestsTooDeep(value: unknown): boolean {
  const nests = (v: unknown): v is object => typeof v === 'object' && v !== null;
  let level = [value].filter(nests);
  for (let depth = 1; level.length; depth++) {
    if (depth > MAX_DEPTH) return true;
    level = level.flatMap((v) => Object.values(v).filter(nests));
  }
  return false;
}
