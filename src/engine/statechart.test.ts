import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { layoutChart } from './statechart';

/** A small machine with a compound state, a transition into it and one back out. */
const machine = setup({}).createMachine({
  id: 'chart',
  initial: 'idle',
  states: {
    idle: { on: { 'go.start': 'work' } },
    work: {
      initial: 'first',
      states: { first: { on: { next: 'second' } }, second: { on: { next: 'third' } }, third: { type: 'final' } },
      onDone: 'done',
      on: { 'go.back': 'idle' },
    },
    done: { on: { again: 'idle' } },
  },
});

describe('statechart layout', () => {
  const chart = layoutChart(machine);
  const row = (path: string) => chart.nodes.find((n) => n.path === path)!.row;
  it('has a row for every state, children inside their parent', () => {
    const paths = chart.nodes.map((n) => n.path);
    expect(paths).toEqual(['idle', 'work', 'work.first', 'work.second', 'work.third', 'done']);
    expect(chart.nodes.find((n) => n.path === 'work')!.rows).toBe(4);
  });
  it('draws each transition once, into the initial child of a compound target', () => {
    expect(chart.edges).toContainEqual(expect.objectContaining({ from: row('idle'), to: row('work.first'), event: 'go.start' }));
    expect(chart.edges).toContainEqual(expect.objectContaining({ from: row('done'), to: row('idle'), event: 'again' }));
    expect(chart.edges.filter((e) => e.event === 'go.start')).toHaveLength(1);
  });
  it('never puts two overlapping arcs in one lane', () => {
    expect(chart.edges.length).toBeGreaterThan(4);
    for (const a of chart.edges)
      for (const b of chart.edges) {
        if (a === b || a.lane !== b.lane) continue;
        const [a1, a2] = [Math.min(a.from, a.to), Math.max(a.from, a.to)];
        const [b1, b2] = [Math.min(b.from, b.to), Math.max(b.from, b.to)];
        expect(a1 > b2 || b1 > a2).toBe(true);
      }
  });
});
