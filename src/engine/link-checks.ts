/**
 * The checks of data from outside (a shared link's line of play, a ruling file) against the limits of
 * input.ts: names too long or holding characters no name holds, and nesting too deep. Apart from
 * input.ts, whose limits every sandbox page needs, so that only what reads such data loads them
 * (read-shared.ts, loaded when a URL carries a line; the server's replay.ts).
 */
import { refusedRange } from '../lib/refused-characters';
import { MAX_NAME } from './input';

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
