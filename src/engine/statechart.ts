/**
 * A machine's statechart, laid out at build time by ELK (elkjs, the layout engine Stately's own
 * visualizer uses): states as boxes (compound states contain their children), transitions as
 * routed edges labelled with the flow's own words for their events and, where an event can lead to
 * more than one place, each branch's condition. ELK places the labels so that none overlaps another;
 * eventless transitions are drawn dashed, labelled only when a condition decides them. No layout code
 * runs in the browser.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';

export interface ChartBox { x: number; y: number; width: number; height: number }
export interface ChartNode extends ChartBox {
  /** Dotted path, e.g. `attack.declared`: what the chart's script (src/scripts/statechart.ts) matches the sandbox's state against. */
  path: string;
  label: string;
  compound: boolean;
  final: boolean;
}
export interface ChartEdge {
  from: string;
  to: string;
  /** The events of the transitions this arrow stands for; null for an eventless (always) transition. */
  events: (string | null)[];
  /** True when every transition it stands for is eventless: drawn dashed. */
  eventless: boolean;
  /** The route, as points from source to target. */
  points: { x: number; y: number }[];
  /** Per transition its event's words, then its condition where the event can lead elsewhere, wrapped into lines. */
  label?: ChartBox & { lines: ChartLine[] };
}
export interface ChartLine { text: string; condition: boolean }
export interface Chart { width: number; height: number; nodes: ChartNode[]; edges: ChartEdge[]; /** Laid out compact (COMPACT_ABOVE). */ compact?: true }

type Transition = { target?: StateNode[]; guard?: unknown };
type StateNode = {
  key: string;
  type: string;
  states: Record<string, StateNode>;
  transitions: Map<string, Transition[]>;
  always?: Transition[];
  path: string[];
  initial?: { target: StateNode[] };
};

/** Text width at the chart's 12 px font: a CJK character is as wide as the font, Latin about 0.6 of it. */
export const FONT = 12;
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2E80-\uFFEF]/.test(ch) ? FONT : FONT * 0.6;
  return Math.ceil(width);
}

const PAD = 8;
export const LINE_H = FONT + 3;
/** A label's widest line: longer words wrap, so that a chart stays narrow enough to read on a phone. */
export const LABEL_MAX = 12 * FONT;
/** A condition's lines sit this far in from its event's. */
export const INDENT = FONT / 2;

/** Characters a line may not begin with (closing brackets and punctuation): they stay with the line before. */
const NO_START = /^[）)」』】〕、。，,：:；;！？!?ー〜]/;
/** Opening brackets: no line ends with one; it goes down with what it opens (「（」 and the words after it). */
const OPENING = /[（(「『【〔]/;
/** Punctuation a line may end with. */
const BREAK_AFTER = /[、，,：:；;）)]/;

/**
 * Breaks a label into lines no wider than LABEL_MAX and about as wide as each other, between
 * characters (CJK text has no spaces), preferring a break after punctuation or before an opening
 * bracket in the line's second half, never putting closing punctuation at a line's start nor an
 * opening bracket at its end.
 */
export function wrap(text: string, max = LABEL_MAX): string[] {
  // As many lines as the widest allowed needs, then as even as they can be: no line of one character.
  const count = Math.ceil(textWidth(text) / max);
  const target = Math.min(max, Math.ceil(textWidth(text) / count) + FONT);
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && textWidth(line + ch) > target && !NO_START.test(ch)) {
      const chars = [...line];
      // The last good place in the line's second half: after punctuation, or before an opening bracket.
      const at = chars.findLastIndex((c, i) => i >= chars.length / 2 && (BREAK_AFTER.test(c) || (i > 0 && OPENING.test(c))));
      let cut = at < 0 ? chars.length : OPENING.test(chars[at]) ? at : at + 1;
      while (cut > 1 && OPENING.test(chars[cut - 1])) cut--;
      lines.push(chars.slice(0, cut).join(''));
      line = chars.slice(cut).join('');
    }
    line += ch;
  }
  return line ? [...lines, line] : lines;
}

/** How a chart names what it draws, in the page's language. */
export interface ChartWords {
  state(path: string): string;
  event(type: string): string;
  /** A guard's condition (`guards` in the flow's words). */
  guard(name: string): string;
  /** The branch taken when no guarded one is: 否則 / それ以外. */
  otherwise: string;
}

export const guardName = (guard: unknown): string | undefined =>
  typeof guard === 'string' ? guard : typeof guard === 'object' && guard && 'type' in guard ? String((guard as { type: unknown }).type) : undefined;

interface Branch { from: string; to: string; event: string | null; condition?: string }

/**
 * The arrows of one state's transitions for one event (or its eventless ones). Where the event can
 * lead to different places (a guarded transition beside another, or beside staying put), each arrow
 * says its condition: the guard's words, or "otherwise" for the branch no guard holds. Where all of
 * them lead to one place, the condition decides nothing a chart shows and is left out; a single
 * guarded transition is a permission, which the sandbox's refusal explains. A branch back into its
 * own state is drawn only as such a condition's arrow.
 */
export function branches(from: string, event: string | null, list: Transition[], resolve: (t: StateNode) => string, guardWord: (name: string) => string, otherwise: string): Branch[] {
  const targets = list.map((t) => (t.target?.length ? resolve(t.target[0]) : undefined));
  const places = new Set(targets.map((t) => t ?? from));
  const branching = places.size > 1 || (event === null && list.some((t) => guardName(t.guard)));
  const out = new Map<string, { guarded: string[]; otherwise: boolean }>();
  list.forEach((t, i) => {
    const to = targets[i];
    if (to === undefined || (to === from && !branching)) return;
    const entry = out.get(to) ?? { guarded: [], otherwise: false };
    const name = guardName(t.guard);
    if (name) entry.guarded.push(branching ? guardWord(name) : name);
    else entry.otherwise = true;
    out.set(to, entry);
  });
  return [...out].map(([to, e]) => ({ from, to, event, condition: !branching ? undefined : e.otherwise ? (e.guarded.length || list.length > 1 ? otherwise : undefined) : e.guarded.join(' / ') }));
}
const NODE_H = 28;
/** A coordinate to a tenth of a pixel. */
const tenth = (v: number) => Math.round(v * 10) / 10;
const COMPOUND_TOP = 24;

const charts = new WeakMap<AnyStateMachine, WeakMap<object, Promise<Chart>>>();
/** A flow's chart in one language, laid out once for its machine and its words (one language's):
 * every ruling page of a flow shows the same chart (ELK's layout was most of the time a ruling page
 * took to build, issue 30). `label` makes the chart's labels from those words when first asked. */
export function chartOnce(machine: AnyStateMachine, words: object, label: () => ChartWords): Promise<Chart> {
  let byWords = charts.get(machine);
  if (!byWords) charts.set(machine, (byWords = new WeakMap()));
  let chart = byWords.get(words);
  if (!chart) byWords.set(words, (chart = layoutChart(machine, label())));
  return chart;
}

/**
 * A chart wider than this is laid out again, compact: a desktop of 1366 px shows a chart 1,316 px
 * wide (the page's column) fitted down to 9 px text, so up to about 1,750 px. 星靈王's turn, with
 * its 機械合體階段 and timed effects entered from many steps and returning to each, was 2,206 px
 * wide in ja (its labels at most 12 characters a line) and is 1,591 compact; every other chart
 * is narrower than this and keeps its roomier layout.
 */
export const COMPACT_ABOVE = 1500;
/** The compact layout: labels of at most 5 characters a line, and edges closer to each other and to the states. */
const COMPACT = { labelMax: 5 * FONT, elk: { 'elk.spacing.edgeEdge': '4', 'elk.layered.spacing.edgeEdgeBetweenLayers': '4', 'elk.spacing.edgeNode': '6', 'elk.layered.spacing.edgeNodeBetweenLayers': '6' } };

/**
 * Lays the machine out. `stateLabel` names a state by its path, `eventLabel` an event by its type
 * (both in the page's language); a transition into a compound state points at its initial child.
 * Too wide a chart is laid out compact (COMPACT_ABOVE).
 */
export async function layoutChart(machine: AnyStateMachine, words: ChartWords): Promise<Chart> {
  const chart = await layoutWith(machine, words);
  return chart.width > COMPACT_ABOVE ? { ...(await layoutWith(machine, words, COMPACT)), compact: true } : chart;
}

async function layoutWith(machine: AnyStateMachine, words: ChartWords, compact?: typeof COMPACT): Promise<Chart> {
  const max = compact?.labelMax ?? LABEL_MAX;
  const root = machine.root as unknown as StateNode;
  const id = (node: StateNode) => node.path.join('.');
  const toElk = (node: StateNode): ElkNode => {
    const children = Object.values(node.states);
    const label = words.state(id(node));
    const width = textWidth(label) + PAD * 2;
    if (!children.length) return { id: id(node), width, height: NODE_H, labels: [{ text: label }] };
    return {
      id: id(node),
      labels: [{ text: label, width: textWidth(label), height: FONT + 4 }],
      layoutOptions: { 'elk.padding': `[top=${COMPOUND_TOP},left=${PAD},bottom=${PAD},right=${PAD}]`, 'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT', 'elk.nodeSize.constraints': 'MINIMUM_SIZE NODE_LABELS', 'elk.nodeSize.minimum': `(${width},${NODE_H})` },
      children: children.map(toElk),
    };
  };

  // Every transition as a branch, then one arrow per pair of states (and kind: eventless or not),
  // its label a line per event, so that five ways from one state to another make one arrow.
  const resolve = (target: StateNode) => {
    let t = target;
    while (t.initial?.target?.length) t = t.initial.target[0];
    return id(t);
  };
  const all: Branch[] = [];
  const walk = (node: StateNode) => {
    for (const [event, list] of node.transitions) all.push(...branches(id(node), event, list, resolve, words.guard, words.otherwise));
    if (node.always?.length) all.push(...branches(id(node), null, node.always, resolve, words.guard, words.otherwise));
    Object.values(node.states).forEach(walk);
  };
  Object.values(root.states).forEach(walk);

  const edges: ElkExtendedEdge[] = [];
  const meta = new Map<string, Omit<ChartEdge, 'points' | 'label'> & { texts: string[] }>();
  const byPair = new Map<string, string>();
  for (const b of all) {
    const key = `${b.from}|${b.to}|${b.event === null}`;
    let edgeId = byPair.get(key);
    if (!edgeId) {
      edgeId = `e${edges.length}`;
      byPair.set(key, edgeId);
      edges.push({ id: edgeId, sources: [b.from], targets: [b.to] });
      meta.set(edgeId, { from: b.from, to: b.to, events: [], eventless: b.event === null, texts: [] });
    }
    const m = meta.get(edgeId)!;
    m.events.push(b.event);
    // The event's words, then its condition in brackets on a line of its own, each wrapped.
    const lines: ChartLine[] = [
      ...(b.event === null ? [] : wrap(words.event(b.event), max).map((text) => ({ text, condition: false }))),
      ...(b.condition ? wrap(b.event === null ? b.condition : `（${b.condition}）`, max).map((text) => ({ text, condition: true })) : []),
    ];
    const said = JSON.stringify(lines);
    if (lines.length && !m.texts.includes(said)) m.texts.push(said);
  }
  for (const edge of edges) {
    const lines = meta.get(edge.id)!.texts.flatMap((t) => JSON.parse(t) as ChartLine[]);
    edge.labels = lines.length ? [{ text: lines.map((l) => l.text).join('\n'), width: Math.max(...lines.map((l) => textWidth(l.text) + (l.condition ? INDENT : 0))), height: lines.length * LINE_H }] : [];
  }

  const graph: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
      'elk.spacing.nodeNode': '20',
      'elk.layered.spacing.nodeNodeBetweenLayers': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.labelLabel': '4',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      // Long edges kept straight (linear segments) and edges going back up routed around the nodes
      // rather than through the layers: 星靈王's turn, whose 機械合體階段 is entered from five steps
      // and returns to each, was 2,241 px wide in ja (its text 7 px fitted to a 1366 px desktop) and is
      // 1,630; every other chart as narrow or narrower (wuxing.turn ja 1,226 → 802).
      'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS',
      'elk.layered.feedbackEdges': 'true',
      ...compact?.elk,
    },
    children: Object.values(root.states).map(toElk),
    edges,
  };
  const laid = await new ELK().layout(graph);

  // ELK gives positions relative to the parent; the SVG wants them absolute, and to a tenth of a
  // pixel (ELK's thirds, 717.3333333333333, were 2.4 KB of a 17 KB chart, issue 30).
  const nodes: ChartNode[] = [];
  const offset = new Map<string, { x: number; y: number }>([['__root', { x: 0, y: 0 }]]);
  const collect = (node: ElkNode, ox: number, oy: number) => {
    for (const child of node.children ?? []) {
      const x = ox + (child.x ?? 0);
      const y = oy + (child.y ?? 0);
      offset.set(child.id, { x, y });
      const state = child.id.split('.').reduce<StateNode>((n, key) => n.states[key], root);
      nodes.push({ path: child.id, label: child.labels?.[0]?.text ?? '', x: tenth(x), y: tenth(y), width: tenth(child.width ?? 0), height: tenth(child.height ?? 0), compound: !!child.children?.length, final: state.type === 'final' });
      collect(child, x, y);
    }
  };
  collect(laid, 0, 0);

  const chartEdges: ChartEdge[] = [];
  const gather = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const { texts, ...m } = meta.get(edge.id)!;
      const lines = texts.flatMap((t) => JSON.parse(t) as ChartLine[]);
      // Edge coordinates are relative to the edge's container (elkjs sets it when hierarchy is included).
      const o = offset.get((edge as ElkExtendedEdge & { container?: string }).container ?? node.id) ?? { x: 0, y: 0 };
      const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]).map((p) => ({ x: tenth(p.x + o.x), y: tenth(p.y + o.y) }));
      const l = edge.labels?.[0];
      chartEdges.push({ ...m, points, label: lines.length && l ? { lines, x: tenth((l.x ?? 0) + o.x), y: tenth((l.y ?? 0) + o.y), width: tenth(l.width ?? 0), height: tenth(l.height ?? 0) } : undefined });
    }
    for (const child of node.children ?? []) gather(child);
  };
  gather(laid);
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, edges: chartEdges };
}
