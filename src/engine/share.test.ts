import { describe, expect, it } from 'vitest';
import { writePosition } from './share';
import { readPosition } from './read-shared';
import { MAX_EVENTS, MAX_NAME, MAX_SHARED_CHARS } from './input';
import { MAX_DEPTH, nestsTooDeep } from './link-checks';

describe('sandbox positions in URLs', () => {
  it('round-trips a ruling step', () => {
    expect(writePosition({ step: 3 })).toBe('?step=3');
    expect(readPosition('?step=3')).toEqual({ ok: true, position: { step: 3 } });
  });
  it('round-trips a custom line of play, CJK included', () => {
    const custom = { setup: { players: 2, seats: [{ hand: ['金3'] }, {}] }, events: [{ type: 'step.continue' }] };
    const query = writePosition({ custom, step: 1 });
    expect(query).toMatch(/^\?play=[A-Za-z0-9_-]+&step=1$/);
    expect(readPosition(query)).toEqual({ ok: true, position: { custom, step: 1 } });
  });
  it('round-trips the page’s own position with a field changed (a disputed point’s other reading), in a few characters', () => {
    const custom = { set: { healing: 'none' }, events: [] };
    const query = writePosition({ custom });
    expect(query.length).toBeLessThan(60);
    expect(readPosition(query)).toEqual({ ok: true, position: { custom } });
    expect(readPosition('?play=' + btoa('{"set":["healing"],"events":[]}'))).toEqual({ ok: false, reason: 'shape' });
    expect(readPosition('?play=' + btoa('{"set":"none","events":[]}'))).toEqual({ ok: false, reason: 'shape' });
  });
  it('reports a tampered step, encoding or shape instead of throwing', () => {
    expect(readPosition('?step=-1')).toEqual({ ok: false, reason: 'step' });
    expect(readPosition('?step=abc')).toEqual({ ok: false, reason: 'step' });
    expect(readPosition('?play=%%%')).toEqual({ ok: false, reason: 'encoding' });
    expect(readPosition('?play=' + btoa('{"setup":1,"events":[1]}'))).toEqual({ ok: false, reason: 'shape' });
    expect(readPosition('?play=' + btoa('{"events":"x"}'))).toEqual({ ok: false, reason: 'shape' });
    expect(readPosition('?play=' + btoa('not json'))).toEqual({ ok: false, reason: 'encoding' });
  });
  it('refuses data nested deeper than any position, 5,000 arrays as well as 2,000, as not fitting, without overflowing the stack', () => {
    const nested = (n: number) => `?play=${btoa(`{"setup":${'['.repeat(n)}${']'.repeat(n)},"events":[]}`).replace(/=+$/, '')}`;
    for (const n of [2000, 5000, 20_000]) expect(readPosition(nested(n))).toEqual({ ok: false, reason: 'shape' });
    expect(nestsTooDeep(JSON.parse(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`))).toBe(false);
    expect(nestsTooDeep(JSON.parse(`${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`))).toBe(true);
    expect(nestsTooDeep({ a: [{ b: [1, { c: 'x' }] }] })).toBe(false);
  });
  it('refuses a line longer than the sandbox plays, or data too long to decode, before replaying anything', () => {
    const line = (n: number) => writePosition({ custom: { events: Array.from({ length: n }, () => ({ type: 'step.continue' })) } });
    expect(readPosition(line(MAX_EVENTS)).ok).toBe(true);
    expect(readPosition(line(MAX_EVENTS + 1))).toEqual({ ok: false, reason: 'tooLong' });
    // Data too long for a link is said as that, not as too many steps.
    expect(readPosition(`?play=${'A'.repeat(MAX_SHARED_CHARS + 1)}`)).toEqual({ ok: false, reason: 'tooBig' });
  });
  it('refuses a name a link carries that is longer than any name, or holds a bidi control or NUL (it would be shown reversed, or whole)', () => {
    const named = (target: string) => writePosition({ custom: { events: [{ type: 'attack.declare', target } as { type: string }] } });
    expect(readPosition(named('ogre')).ok).toBe(true);
    expect(readPosition(named('o'.repeat(MAX_NAME)))).toMatchObject({ ok: true });
    expect(readPosition(named('o'.repeat(100_000)))).toEqual({ ok: false, reason: 'names' });
    expect(readPosition(named('\u202Eergo'))).toEqual({ ok: false, reason: 'names' });
    expect(readPosition(named('og\u0000re'))).toEqual({ ok: false, reason: 'names' });
    expect(readPosition(writePosition({ custom: { setup: { creatures: [{ ['\u2067id']: 'a' }] }, events: [] } }))).toEqual({ ok: false, reason: 'names' });
    // CJK names pass.
    expect(readPosition(named('騎士')).ok).toBe(true);
  });
  it('refuses keys JavaScript treats specially instead of dropping them', () => {
    expect(readPosition('?play=' + btoa('{"events":[],"setup":{"__proto__":{"players":2}}}'))).toEqual({ ok: false, reason: 'shape' });
  });
  it('reads an empty query as the start', () => expect(readPosition('')).toEqual({ ok: true, position: {} }));
});
