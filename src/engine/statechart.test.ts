import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { COMPACT_ABOVE, layoutChart, textWidth, wrap, LABEL_MAX, type ChartBox, type ChartEdge } from './statechart';
import { FLOWS } from './registry';
import { LOCALES } from '../lib/i18n/locales';
import { chartWords } from './words';

/**
 * A small machine with a compound state, a transition into it, one back out and an eventless one;
 * two events from one state to another; an event whose guard decides where it leads, one that may
 * lead somewhere or nowhere, one whose branches all lead to one place and one only permitted.
 */
const machine = setup({ guards: { ready: () => true, lethal: () => true, odd: () => true, allowed: () => true } }).createMachine({
  id: 'chart',
  initial: 'idle',
  states: {
    idle: { on: { 'go.start': 'work', 'go.fast': 'work', 'go.check': [{ guard: 'ready', target: 'done' }, { target: 'work' }], hit: [{ guard: 'lethal', target: 'done' }, { actions: [] }] } },
    work: {
      initial: 'first',
      states: {
        first: { on: { next: 'second', same: [{ guard: 'odd', target: 'second' }, { target: 'second' }], allow: { guard: 'allowed', target: 'third' } } },
        second: { always: 'third' },
        third: { type: 'final' },
      },
      onDone: 'done',
      on: { 'go.back': 'idle' },
    },
    done: { on: { again: 'idle' }, always: [{ guard: 'ready', target: 'idle' }] },
  },
});
const testWords = { state: (path: string) => `«${path}»`, event: (type: string) => `‹${type}›`, guard: (name: string) => `[${name}]`, otherwise: '[else]' };

const overlap = (a: ChartBox, b: ChartBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: ChartBox, outer: ChartBox) => inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('statechart layout (ELK)', async () => {
  const chart = await layoutChart(machine, testWords);
  const edge = (from: string, to: string) => chart.edges.filter((e) => e.from === from && e.to === to);
  /** A label's lines as read, a condition's indented. */
  const read = (e: ChartEdge) => e.label!.lines.map((l) => (l.condition ? `  ${l.text}` : l.text));
  const node = (path: string) => chart.nodes.find((n) => n.path === path)!;
  it('has a box for every state, children inside their parent, labelled with the given words', () => {
    expect(chart.nodes.map((n) => n.path).sort()).toEqual(['done', 'idle', 'work', 'work.first', 'work.second', 'work.third']);
    for (const child of ['work.first', 'work.second', 'work.third']) expect(inside(node(child), node('work'))).toBe(true);
    expect(node('work').compound).toBe(true);
    expect(node('work.third').final).toBe(true);
    expect(node('idle').label).toBe('«idle»');
  });
  it('draws one arrow from a state to another, into the initial child of a compound target, a line of its label per event', () => {
    expect(edge('idle', 'work.first')).toHaveLength(1);
    expect(edge('idle', 'work.first')[0].events).toEqual(['go.start', 'go.fast', 'go.check']);
    expect(read(edge('idle', 'work.first')[0])).toEqual(['‹go.start›', '‹go.fast›', '‹go.check›', '  （[else]）']);
    for (const e of chart.edges) expect(e.points.length, `${e.from} → ${e.to}`).toBeGreaterThanOrEqual(2);
  });
  it('gives the condition where an event can lead to more than one place, or to a place or nowhere', () => {
    expect(read(edge('idle', 'done')[0])).toEqual(['‹go.check›', '  （[ready]）', '‹hit›', '  （[lethal]）']);
  });
  it('leaves the condition out where every branch leads to one place, or where a guard only permits', () => {
    expect(read(edge('work.first', 'work.second')[0])).toEqual(['‹next›', '‹same›']);
    expect(read(edge('work.first', 'work.third')[0])).toEqual(['‹allow›']);
  });
  it('draws an eventless transition dashed, labelled only when a condition decides it', () => {
    const always = edge('work.second', 'work.third')[0];
    expect(always.events).toEqual([null]);
    expect(always.eventless).toBe(true);
    expect(always.label).toBeUndefined();
    const guarded = edge('done', 'idle').find((e) => e.eventless)!;
    expect(read(guarded)).toEqual(['  [ready]']);
    // The event from the same state to the same place is an arrow of its own, drawn solid.
    expect(read(edge('done', 'idle').find((e) => !e.eventless)!)).toEqual(['‹again›']);
  });
  it('measures CJK text wider than Latin', () => expect(textWidth('進攻宣言')).toBeGreaterThan(textWidth('abcd')));
  it('wraps a long label between characters, after punctuation where it can, never starting a line with closing punctuation', () => {
    expect(wrap('攻撃')).toEqual(['攻撃']);
    const lines = wrap('カードの効果でマスターのライフが減る');
    expect(lines.join('')).toBe('カードの効果でマスターのライフが減る');
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(LABEL_MAX);
    expect(wrap('（相手が直前にパスし、スタックが空でないとき）')).toEqual(['（相手が直前にパスし、', 'スタックが空でないとき）']);
    // The break would fall before 「）」: it stays with the line before.
    expect(wrap('あいうえおかきく）けこさしす')).toEqual(['あいうえおかきく）', 'けこさしす']);
    // Lines about as wide as each other: no character left alone on a last line.
    expect(wrap('デッキが0枚で敗北したとき').map((l) => [...l].length)).toEqual([7, 6]);
  });
  it('never ends a line with an opening bracket: 「（」 goes down with what it opens', () => {
    expect(wrap('雙方都不再行動（進入下一階段）')).toEqual(['雙方都不再行動', '（進入下一階段）']);
    expect(wrap('互いに何もしない（次のフェイズへ）')).toEqual(['互いに何もしない', '（次のフェイズへ）']);
    for (const text of ['アクティブスキルを起動（スタックにかかわらず）', '両者が決め終えた（フェイズ終了後のタイミング）とき', 'あいうえおかきくけ（こさしすせそ'])
      for (const line of wrap(text)) expect(line, text).not.toMatch(/[（(「『【〔]$/);
  });
});

// Every flow's chart, in every language: no label overlaps another label or a state's box.
describe('every flow’s statechart has labels that never overlap', () => {
  for (const flow of Object.values(FLOWS)) {
    for (const locale of LOCALES) {
      it(`${flow.id} (${locale})`, async () => {
        const chart = await layoutChart(flow.machine, chartWords(flow.words[locale], locale));
        const labels = chart.edges.flatMap((e) => (e.label ? [e.label] : []));
        expect(labels.length).toBeGreaterThan(0);
        const text = (l: (typeof labels)[number]) => l.lines.map((line) => line.text).join(' ');
        for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) expect(overlap(a, b), `${text(a)} / ${text(b)}`).toBe(false);
        for (const label of labels) for (const n of chart.nodes.filter((n) => !n.compound)) expect(overlap(label, n), `${text(label)} on ${n.label}`).toBe(false);
        // Labels are the flow's words, not event types or guard names, and no line is wider than a label may be.
        for (const line of labels.flatMap((l) => l.lines)) expect(line.text).not.toMatch(/[a-z]{3}/);
        for (const line of labels.flatMap((l) => l.lines)) expect(textWidth(line.text), line.text).toBeLessThanOrEqual(LABEL_MAX + 2 * 12);
        // An opening bracket stays with what it opens (issue 41: ja labels broke after 「（」).
        for (const line of labels.flatMap((l) => l.lines)) expect(line.text).not.toMatch(/[（(「『【〔]$/);
      });
    }
  }
});

// A guard's words are there to be drawn: each flow's `guards` holds exactly the conditions its chart
// writes (星靈王's three flows share one table), in both languages.
describe('every condition a chart writes has words, and every guard word is written', async () => {
  const used = new Map<object, Set<string>>();
  for (const flow of Object.values(FLOWS)) {
    const words = chartWords(flow.words.ja, 'ja');
    const names = used.get(flow.words.ja.guards) ?? new Set<string>();
    await layoutChart(flow.machine, { ...words, guard: (name) => (names.add(name), words.guard(name)) });
    used.set(flow.words.ja.guards, names);
  }
  for (const flow of Object.values(FLOWS)) {
    it(flow.id, () => {
      for (const locale of LOCALES) expect(Object.keys(flow.words[locale].guards).sort(), locale).toEqual([...used.get(flow.words.ja.guards)!].sort());
    });
  }
  it('the turn of the masters-and-pieces game says when losing life ends the game, and what a second pass does', async () => {
    const turn = await layoutChart(FLOWS['masters-and-pieces.turn'].machine, chartWords(FLOWS['masters-and-pieces.turn'].words.ja, 'ja'));
    const said = (edges: ChartEdge[]) => edges.map((e) => e.label?.lines.map((l) => l.text).join('') ?? '');
    const toOver = said(turn.edges.filter((e) => e.to === 'over'));
    expect(toOver).toContain('カードの効果でマスターのライフが減る（ライフが0以下になるとき）');
    expect(toOver).toContain('デッキが0枚で敗北したとき');
    const priority = await layoutChart(FLOWS['masters-and-pieces.priority'].machine, chartWords(FLOWS['masters-and-pieces.priority'].words['zh-hant'], 'zh-hant'));
    const lines = (from: string, to: string) => said(priority.edges.filter((e) => e.from === from && e.to === to))[0];
    expect(lines('otherMaster', 'over')).toBe('不做任何事（讓過）（對方剛讓過且堆疊為空時）');
    expect(lines('otherMaster', 'turnMaster')).toMatch(/不做任何事（讓過）（否則）$/);
    expect(lines('turnMaster', 'turnMaster')).toBe('不做任何事（讓過）（對方剛讓過且堆疊不為空時：結算頂端）');
  });
});

// A 1366 px desktop shows a chart 1,316 px wide fitted down to 9 px text (tests/e2e/statechart.spec.ts):
// a chart too wide for that is laid out again compact, with shorter label lines.
describe('every flow’s statechart fits a desktop, laid out compact where it is too wide', () => {
  for (const flow of Object.values(FLOWS)) {
    it(flow.id, async () => {
      for (const locale of LOCALES) {
        const chart = await layoutChart(flow.machine, chartWords(flow.words[locale], locale));
        expect(chart.width, locale).toBeLessThanOrEqual(1316 / (9 / 12));
        // Compact, its labels' lines are at most 5 characters (and a condition's indent); 星靈王's turn is.
        const widest = Math.max(...chart.edges.flatMap((e) => e.label?.lines.map((l) => textWidth(l.text)) ?? [0]));
        if (chart.compact) expect(widest, locale).toBeLessThanOrEqual(6 * 12);
        else expect(chart.width, locale).toBeLessThanOrEqual(COMPACT_ABOVE);
        expect(!!chart.compact, locale).toBe(flow.id === 'xinglingwang.turn');
      }
    });
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
