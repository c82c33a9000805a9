/**
 * Reading a shared line of play (`?play=<data>`) from a URL, checked before anything is replayed:
 * its size (input.ts), its encoding, its shape, and no keys JavaScript treats specially. Loaded by
 * the sandbox only when a URL carries such a line.
 */
import { MAX_EVENTS, MAX_SHARED_CHARS } from './input';
import { badNames, nestsTooDeep } from './link-checks';
import { readStep, type ReadResult, type SharedPosition } from './share';

/** Paths of the key JavaScript treats specially (`__proto__`, which sets an object's prototype when
 * copied): a schema drops it silently, so it is refused. Other names every object inherits
 * (`constructor`, `toString` …) are ordinary keys: every lookup by data reads own entries only
 * (lib/own.ts). Walks the data recursively: check nestsTooDeep first. */
export function forbiddenKeys(value: unknown, path: string[] = []): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.getOwnPropertyNames(value).flatMap((key) =>
    key === '__proto__'
      ? [[...path, key].join('.')]
      : forbiddenKeys((value as Record<string, unknown>)[key], [...path, key]),
  );
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function readPosition(search: string): ReadResult {
  const position: SharedPosition = {};
  const step = readStep(search);
  if (Number.isNaN(step)) return { ok: false, reason: 'step' };
  if (step !== null) position.step = step;
  const play = new URLSearchParams(search).get('play');
  if (play !== null) {
    if (play.length > MAX_SHARED_CHARS) return { ok: false, reason: 'tooBig' };
    let data: unknown;
    try {
      data = JSON.parse(fromBase64Url(play));
    } catch {
      return { ok: false, reason: 'encoding' };
    }
    const d = data as { setup?: unknown; events?: unknown; set?: unknown };
    const eventsOk = Array.isArray(d?.events) && d.events.every((e) => typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string');
    const setOk = d?.set === undefined || (typeof d.set === 'object' && d.set !== null && !Array.isArray(d.set));
    if (typeof d !== 'object' || d === null || !eventsOk || !setOk || nestsTooDeep(d) || forbiddenKeys(d).length) return { ok: false, reason: 'shape' };
    if ((d.events as unknown[]).length > MAX_EVENTS) return { ok: false, reason: 'tooLong' };
    if (badNames(d)) return { ok: false, reason: 'names' };
    position.custom = { ...(d.setup === undefined ? {} : { setup: d.setup }), ...(d.set === undefined ? {} : { set: d.set as Record<string, unknown> }), events: d.events as { type: string }[] };
  }
  return { ok: true, position };
}
