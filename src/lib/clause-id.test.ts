import { describe, expect, it } from 'vitest';
import { compareClauseIds, isClauseId, parentClauseId, withoutLeadingZeros, splitClauseRefs } from './clause-id';

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

describe('clause ids named in text', () => {
  const exists = (id: string) => ['2-1', '14-2', '2-1.2a', '7-6.11'].includes(id);
  it('cuts out each id that exists, and leaves numbers, unknown ids and ids inside other words alone', () => {
    expect(splitClauseRefs('範例見 2-1、14-2。', exists)).toEqual([{ text: '範例見 ' }, { id: '2-1' }, { text: '、' }, { id: '14-2' }, { text: '。' }]);
    expect(splitClauseRefs('例は2-1.2aにある（7-6.11まで）', exists)).toEqual([{ text: '例は' }, { id: '2-1.2a' }, { text: 'にある（' }, { id: '7-6.11' }, { text: 'まで）' }]);
    expect(splitClauseRefs('共 2 人；9-9 不存在；12-1 不是 2-1', exists)).toEqual([{ text: '共 2 人；9-9 不存在；12-1 不是 ' }, { id: '2-1' }]);
    expect(splitClauseRefs('2-1.2 is not 2-1', exists)).toEqual([{ text: '2-1.2 is not ' }, { id: '2-1' }]);
  });
});
