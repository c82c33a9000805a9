import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { layoutChart, textWidth, type ChartBox } from './statechart';
import { FLOWS } from './registry';
import { LOCALES } from '../lib/i18n/locales';
import { describeState, eventWord } from './words';

/** A small machine with a compound state, a transition into it, one back out and an eventless one. */
const machine = setup({}).createMachine({
  id: 'chart',
  initial: 'idle',
  states: {
    idle: { on: { 'go.start': 'work' } },
    work: {
      initial: 'first',
      states: { first: { on: { next: 'second' } }, second: { always: 'third' }, third: { type: 'final' } },
      onDone: 'done',
      on: { 'go.back': 'idle' },
    },
    done: { on: { again: 'idle' } },
  },
});

const overlap = (a: ChartBox, b: ChartBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: ChartBox, outer: ChartBox) => inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('statechart layout (ELK)', async () => {
  const chart = await layoutChart(machine, (path) => `«${path}»`, (type) => `‹${type}›`);
  const node = (path: string) => chart.nodes.find((n) => n.path === path)!;
  it('has a box for every state, children inside their parent, labelled with the given words', () => {
    expect(chart.nodes.map((n) => n.path).sort()).toEqual(['done', 'idle', 'work', 'work.first', 'work.second', 'work.third']);
    for (const child of ['work.first', 'work.second', 'work.third']) expect(inside(node(child), node('work'))).toBe(true);
    expect(node('work').compound).toBe(true);
    expect(node('work.third').final).toBe(true);
    expect(node('idle').label).toBe('«idle»');
  });
  it('draws each transition once, into the initial child of a compound target, labelled with the event’s words', () => {
    expect(chart.edges).toContainEqual(expect.objectContaining({ from: 'idle', to: 'work.first', event: 'go.start', label: expect.objectContaining({ text: '‹go.start›' }) }));
    expect(chart.edges.filter((e) => e.event === 'go.start')).toHaveLength(1);
    for (const e of chart.edges) expect(e.points.length, `${e.from} → ${e.to}`).toBeGreaterThanOrEqual(2);
  });
  it('draws an eventless transition without a label', () => {
    const always = chart.edges.find((e) => e.from === 'work.second' && e.to === 'work.third')!;
    expect(always.event).toBeNull();
    expect(always.label).toBeUndefined();
  });
  it('measures CJK text wider than Latin', () => expect(textWidth('進攻宣言')).toBeGreaterThan(textWidth('abcd')));
});

// Every flow's chart, in every language: no label overlaps another label or a state's box.
describe('every flow’s statechart has labels that never overlap', () => {
  for (const flow of Object.values(FLOWS)) {
    for (const locale of LOCALES) {
      it(`${flow.id} (${locale})`, async () => {
        const words = flow.words[locale];
        const chart = await layoutChart(flow.machine, (path) => describeState(path, words), (type) => eventWord(type, words));
        const labels = chart.edges.flatMap((e) => (e.label ? [e.label] : []));
        expect(labels.length).toBeGreaterThan(0);
        for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) expect(overlap(a, b), `${a.text} / ${b.text}`).toBe(false);
        for (const label of labels) for (const n of chart.nodes.filter((n) => !n.compound)) expect(overlap(label, n), `${label.text} on ${n.label}`).toBe(false);
        // Labels are the flow's words, not event types.
        for (const label of labels) expect(label.text).not.toMatch(/^[a-z]+\.[a-z]+$/);
      });
    }
  }
});

// The sandbox's "continue to the next choice" takes 繼續, and a flow's passes (flow.ts), while one
// is on offer: that never skips a decision only because no state offers one beside another event.
describe('繼續, and a pass that is no decision, is never offered beside another choice', () => {
  /** States that hand their events to a child flow, which is checked on its own. */
  const DELEGATING = new Set(['xinglingwang.turn defense']);
  type Node = { path: string[]; states: Record<string, Node>; transitions: Map<string, unknown> };
  for (const flow of Object.values(FLOWS)) {
    it(flow.id, () => {
      const auto = ['step.continue', ...(flow.passes ?? [])];
      const offending: string[] = [];
      const walk = (node: Node, inherited: string[]) => {
        const events = [...new Set([...node.transitions.keys(), ...inherited])];
        const leaf = !Object.keys(node.states).length;
        if (leaf && events.some((e) => auto.includes(e)) && events.length > 1 && !DELEGATING.has(`${flow.id} ${node.path.join('.')}`)) offending.push(`${node.path.join('.')}: ${events.join(', ')}`);
        for (const child of Object.values(node.states)) walk(child, events);
      };
      walk(flow.machine.root as unknown as Node, []);
      expect(offending).toEqual([]);
    });
  }
});
