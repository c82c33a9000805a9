/**
 * Every clause with rules in it has a worked example, or a sandbox that plays it, or a stated reason
 * why neither (issue 28); of the clauses with no reason, at least 80% are illustrated by a ruling.
 */
import { describe, expect, it } from 'vitest';
import { getSite } from '../lib/content';
import { clauseCoverage, coverageFigures, reasonProblems, type ClauseCoverage } from './clause-coverage';

const RULED_SHARE = 0.8;

describe.each(getSite().games.map((g) => [g.slug, g] as const))('%s', (_, game) => {
  const list = clauseCoverage(game);
  const figures = coverageFigures(list);
  it('no clause is left with neither a ruling, a sandbox that plays it, nor a reason (content/games/<game>/coverage.yaml)', () => {
    expect(list.filter((c) => !c.rulings.length && !c.flows.length && !c.reason).map((c) => c.id)).toEqual([]);
  });
  it(`of the clauses with no reason, at least ${RULED_SHARE * 100}% are illustrated by a ruling (${figures.ruled} of ${figures.total - figures.reasoned})`, () => {
    const unruled = list.filter((c) => !c.rulings.length && !c.reason).map((c) => c.id);
    expect({ share: Math.round(figures.ruledShare * 1000) / 10, unruled }).toEqual({ share: expect.toSatisfy((n: number) => n >= RULED_SHARE * 100), unruled });
  });
  it('every reason is still needed and backed', () => {
    expect(reasonProblems(game)).toEqual([]);
  });
});

describe('the figures', () => {
  const entry = (id: string, rulings: number, flows: number, reason = false): ClauseCoverage => ({
    id,
    rulings: Array(rulings).fill({}),
    flows: Array(flows).fill('f'),
    ...(reason && { reason: { clause: id, why: 'definition', words: { 'zh-hant': '', ja: '' }, at: '' } }),
  });
  it('count each clause once, and measure the ruled share among the clauses with no reason', () => {
    const list = [entry('1', 1, 1), entry('2', 0, 1), entry('3', 0, 0, true), entry('4', 0, 0), entry('5', 2, 0)];
    expect(coverageFigures(list)).toEqual({ total: 5, ruled: 2, played: 2, reasoned: 1, neither: 1, ruledShare: 0.5 });
  });
  it('a game whose every clause gives a reason has nothing left to rule', () => {
    expect(coverageFigures([entry('1', 0, 0, true)]).ruledShare).toBe(1);
  });
});
