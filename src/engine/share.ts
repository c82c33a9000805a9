/**
 * A sandbox position in a URL: which ruling (or which custom setup and events) and which step.
 * Reading a URL never throws: a malformed or tampered one gives a reason to show the reader. The
 * reading of a line of play (`?play=`) is in read-shared.ts, loaded only when a URL carries one.
 */

export interface SharedPosition {
  /** The events taken, when they differ from the ruling's own (a custom line of play), and the
   * starting position when it is not the page's own (unchecked: check it before use), or `set`: the
   * page's own position as written with these fields changed (a disputed point's other reading). */
  custom?: { setup?: unknown; events: { type: string }[]; set?: Record<string, unknown> };
  step?: number;
}


/** Why a URL could not be read: a bad step number, data that does not decode, data of the wrong
 * shape, a line longer than the sandbox plays (input.ts), data longer than a link may carry, or a
 * name that is too long or holds characters no name holds (bidi controls, NUL …). */
export type UrlProblem = 'step' | 'encoding' | 'shape' | 'tooLong' | 'tooBig' | 'names';
export type ReadResult = { ok: true; position: SharedPosition } | { ok: false; reason: UrlProblem };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}


/** The step a URL names, when it names one: `?step=3` → 3; null for none, NaN for a bad one. */
export function readStep(search: string): number | null {
  const step = new URLSearchParams(search).get('step');
  return step === null ? null : /^\d{1,4}$/.test(step) ? Number(step) : NaN;
}

/** The query string for a position: `?step=3`, or `?play=<data>&step=3` for a custom line. */
export function writePosition(position: SharedPosition): string {
  const params = new URLSearchParams();
  if (position.custom) params.set('play', toBase64Url(JSON.stringify(position.custom)));
  if (position.step !== undefined) params.set('step', String(position.step));
  const query = params.toString();
  return query ? `?${query}` : '';
}
