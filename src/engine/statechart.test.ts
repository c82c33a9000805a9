import { describe, expect, it } from 'vitest';
import { turnMachine } from '../games/wuxing/turn/turn';
import { layoutChart } from './statechart';

describe('statechart layout', () => {
  const chart = layoutChart(turnMachine);
  it('has a row for every state, children inside their parent', () => {
    const paths = chart.nodes.map((n) => n.path);
    expect(paths).toContain('attack.declared');
    expect(paths.indexOf('attack')).toBeLessThan(paths.indexOf('attack.declared'));
    expect(chart.nodes.find((n) => n.path === 'attack')!.rows).toBe(4);
  });
  it('draws each transition once, into the initial child of a compound target', () => {
    const row = (path: string) => chart.nodes.find((n) => n.path === path)!.row;
    expect(chart.edges).toContainEqual(expect.objectContaining({ from: row('action'), to: row('attack.declared'), event: 'action.attack' }));
    expect(chart.edges).toContainEqual(expect.objectContaining({ from: row('turnEnd'), to: row('turnStart'), event: 'turn.end' }));
  });
  it('never puts two overlapping arcs in one lane', () => {
    for (const a of chart.edges)
      for (const b of chart.edges) {
        if (a === b || a.lane !== b.lane) continue;
        const [a1, a2] = [Math.min(a.from, a.to), Math.max(a.from, a.to)];
        const [b1, b2] = [Math.min(b.from, b.to), Math.max(b.from, b.to)];
        expect(a1 > b2 || b1 > a2).toBe(true);
      }
  });
});
