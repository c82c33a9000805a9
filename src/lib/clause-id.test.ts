import { describe, expect, it } from 'vitest';
import { compareClauseIds, isClauseId, parentClauseId, withoutLeadingZeros } from './clause-id';

describe('clause ids', () => {
  it('accepts the forms 2, 2-1, 2-1.2, 2-1.2a, and a 0 of its own (13-0)', () => {
    for (const id of ['2', '2-1', '2-1.2', '2-1.2a', '13-0', '10-10.10z']) expect(isClauseId(id), id).toBe(true);
  });

  it('refuses a leading zero in any number, so one clause has one permalink', () => {
    for (const id of ['02', '2-01', '2-1.02', '2-1.02a', '2-00', '2-1.x', '2.1']) expect(isClauseId(id), id).toBe(false);
  });

  it('says the id to write instead of one with leading zeros', () => {
    expect(withoutLeadingZeros('02-01.003a')).toBe('2-1.3a');
    expect(withoutLeadingZeros('2-00')).toBe('2-0');
    expect(withoutLeadingZeros('10-10.10')).toBe('10-10.10');
  });

  it('reads parents and natural order', () => {
    expect(parentClauseId('2-1.2a')).toBe('2-1.2');
    expect(['2-1.10', '2-2', '2-1.2a', '10', '2-1.2'].sort(compareClauseIds)).toEqual(['2-1.2', '2-1.2a', '2-1.10', '2-2', '10']);
  });
});
