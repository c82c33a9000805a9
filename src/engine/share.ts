/**
 * A sandbox position in a URL: which ruling (or which custom setup and events) and which step.
 * Reading a URL never throws: a malformed or tampered one gives a reason to show the reader.
 */

export interface SharedPosition {
  /** The events taken, when they differ from the ruling's own (a custom line of play), and the
   * starting position when it is not the page's own (unchecked: check it before use). */
  custom?: { setup?: unknown; events: { type: string }[] };
  step?: number;
}

import { forbiddenKeys, MAX_EVENTS, MAX_SHARED_CHARS } from './input';

/** Why a URL could not be read: a bad step number, data that does not decode, data of the wrong
 * shape, or a line longer than the sandbox plays (input.ts). */
export type UrlProblem = 'step' | 'encoding' | 'shape' | 'tooLong';
export type ReadResult = { ok: true; position: SharedPosition } | { ok: false; reason: UrlProblem };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The query string for a position: `?step=3`, or `?play=<data>&step=3` for a custom line. */
export function writePosition(position: SharedPosition): string {
  const params = new URLSearchParams();
  if (position.custom) params.set('play', toBase64Url(JSON.stringify(position.custom)));
  if (position.step !== undefined) params.set('step', String(position.step));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function readPosition(search: string): ReadResult {
  const params = new URLSearchParams(search);
  const position: SharedPosition = {};
  const step = params.get('step');
  if (step !== null) {
    if (!/^\d{1,4}$/.test(step)) return { ok: false, reason: 'step' };
    position.step = Number(step);
  }
  const play = params.get('play');
  if (play !== null) {
    if (play.length > MAX_SHARED_CHARS) return { ok: false, reason: 'tooLong' };
    let data: unknown;
    try {
      data = JSON.parse(fromBase64Url(play));
    } catch {
      return { ok: false, reason: 'encoding' };
    }
    const d = data as { setup?: unknown; events?: unknown };
    const eventsOk = Array.isArray(d?.events) && d.events.every((e) => typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string');
    if (typeof d !== 'object' || d === null || !eventsOk || forbiddenKeys(d).length) return { ok: false, reason: 'shape' };
    if ((d.events as unknown[]).length > MAX_EVENTS) return { ok: false, reason: 'tooLong' };
    position.custom = { ...(d.setup === undefined ? {} : { setup: d.setup }), events: d.events as { type: string }[] };
  }
  return { ok: true, position };
}
