import { describe, expect, it } from 'vitest';
import { readPosition, writePosition } from './share';

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
  it('reports a tampered step, encoding or shape instead of throwing', () => {
    expect(readPosition('?step=-1')).toEqual({ ok: false, reason: 'step' });
    expect(readPosition('?step=abc')).toEqual({ ok: false, reason: 'step' });
    expect(readPosition('?play=%%%')).toEqual({ ok: false, reason: 'encoding' });
    expect(readPosition('?play=' + btoa('{"setup":1,"events":[1]}'))).toEqual({ ok: false, reason: 'shape' });
    expect(readPosition('?play=' + btoa('{"events":"x"}'))).toEqual({ ok: false, reason: 'shape' });
    expect(readPosition('?play=' + btoa('not json'))).toEqual({ ok: false, reason: 'encoding' });
  });
  it('reads an empty query as the start', () => expect(readPosition('')).toEqual({ ok: true, position: {} }));
});
