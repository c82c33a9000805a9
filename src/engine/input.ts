/**
 * What the engine accepts from outside (a ruling file, a shared link, a reader's clicks), so that
 * bad or hostile input gets a message instead of a frozen tab, a crash or a silent loss (keys
 * JavaScript treats specially are refused by read-shared.ts). A line of play replays in time and
 * memory in proportion to its length (the log is shared between steps, log.ts); these limits keep
 * the longest one to a fraction of a second.
 */
import { refusedRange } from '../lib/refused-characters';

/** The most events in one line of play: a ruling's steps, a shared link's line, a reader's own
 * line. Rulings use a few dozen; a whole game of 五行 with six players takes a few hundred. */
export const MAX_EVENTS = 1000;

/** The most characters of a shared link's `play` data, checked before it is decoded (1000 events
 * of the longest kind fit in about 150 000). */
export const MAX_SHARED_CHARS = 200_000;


/** The longest name (an id, a card's or a unit's name) a link may carry: ids are a word or two; a
 * name of 100,000 characters would be shown whole in a refusal. */
export const MAX_NAME = 200;

/** Whether a name holds a character no name holds: those no text of the site may hold (controls and
 * NUL, bidi marks, controls and isolates: a name would be shown reversed; a byte order mark, the
 * replacement character), and the line breaks and tabs a file may hold but a name may not. */
const hidden = (name: string) => [...name].some((c) => c.charCodeAt(0) <= 0x1f || !!refusedRange(c.charCodeAt(0)));

/** Whether any key or string in data (checked with nestsTooDeep first) is longer than MAX_NAME or holds a character no name holds. */
export function badNames(value: unknown): boolean {
  if (typeof value === 'string') return value.length > MAX_NAME || hidden(value);
  if (Array.isArray(value)) return value.some(badNames);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => badNames(k) || badNames(v));
  return false;
}

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
