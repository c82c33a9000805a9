/**
 * A machine's statechart, laid out at build time by ELK (elkjs, the layout engine Stately's own
 * visualizer uses): states as boxes (compound states contain their children), transitions as
 * routed edges labelled with the flow's own words for their events. ELK places the labels so that
 * none overlaps another; eventless transitions carry no label and are drawn dashed. No layout code
 * runs in the browser.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';

export interface ChartBox { x: number; y: number; width: number; height: number }
export interface ChartNode extends ChartBox {
  /** Dotted path, e.g. `attack.declared`: what the island matches its state against. */
  path: string;
  label: string;
  compound: boolean;
  final: boolean;
}
export interface ChartEdge {
  from: string;
  to: string;
  /** The event's type, or null for an eventless (always) transition. */
  event: string | null;
  /** The route, as points from source to target. */
  points: { x: number; y: number }[];
  label?: ChartBox & { text: string };
}
export interface Chart { width: number; height: number; nodes: ChartNode[]; edges: ChartEdge[] }

type StateNode = {
  key: string;
  type: string;
  states: Record<string, StateNode>;
  transitions: Map<string, { target?: StateNode[] }[]>;
  always?: { target?: StateNode[] }[];
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
const NODE_H = 28;
const COMPOUND_TOP = 24;

/**
 * Lays the machine out. `stateLabel` names a state by its path, `eventLabel` an event by its type
 * (both in the page's language); a transition into a compound state points at its initial child.
 */
export async function layoutChart(machine: AnyStateMachine, stateLabel: (path: string) => string, eventLabel: (type: string) => string): Promise<Chart> {
  const root = machine.root as unknown as StateNode;
  const id = (node: StateNode) => node.path.join('.');
  const toElk = (node: StateNode): ElkNode => {
    const children = Object.values(node.states);
    const label = stateLabel(id(node));
    const width = textWidth(label) + PAD * 2;
    if (!children.length) return { id: id(node), width, height: NODE_H, labels: [{ text: label }] };
    return {
      id: id(node),
      labels: [{ text: label, width: textWidth(label), height: FONT + 4 }],
      layoutOptions: { 'elk.padding': `[top=${COMPOUND_TOP},left=${PAD},bottom=${PAD},right=${PAD}]`, 'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT', 'elk.nodeSize.constraints': 'MINIMUM_SIZE NODE_LABELS', 'elk.nodeSize.minimum': `(${width},${NODE_H})` },
      children: children.map(toElk),
    };
  };

  const edges: ElkExtendedEdge[] = [];
  const meta = new Map<string, { from: string; to: string; event: string | null }>();
  const seen = new Set<string>();
  const add = (from: StateNode, targets: StateNode[] | undefined, event: string | null) => {
    for (const target of targets ?? []) {
      let t = target;
      while (t.initial?.target?.length) t = t.initial.target[0];
      const [a, b] = [id(from), id(t)];
      const key = `${a}|${b}|${event}`;
      if (a === b || seen.has(key)) continue;
      seen.add(key);
      const edgeId = `e${edges.length}`;
      const text = event === null ? undefined : eventLabel(event);
      edges.push({ id: edgeId, sources: [a], targets: [b], labels: text ? [{ text, width: textWidth(text), height: FONT + 2 }] : [] });
      meta.set(edgeId, { from: a, to: b, event });
    }
  };
  const walk = (node: StateNode) => {
    for (const [event, list] of node.transitions) for (const t of list) add(node, t.target, event);
    for (const t of node.always ?? []) add(node, t.target, null);
    Object.values(node.states).forEach(walk);
  };
  Object.values(root.states).forEach(walk);

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
    },
    children: Object.values(root.states).map(toElk),
    edges,
  };
  const laid = await new ELK().layout(graph);

  // ELK gives positions relative to the parent; the SVG wants them absolute.
  const nodes: ChartNode[] = [];
  const offset = new Map<string, { x: number; y: number }>([['__root', { x: 0, y: 0 }]]);
  const collect = (node: ElkNode, ox: number, oy: number) => {
    for (const child of node.children ?? []) {
      const x = ox + (child.x ?? 0);
      const y = oy + (child.y ?? 0);
      offset.set(child.id, { x, y });
      const state = child.id.split('.').reduce<StateNode>((n, key) => n.states[key], root);
      nodes.push({ path: child.id, label: child.labels?.[0]?.text ?? '', x, y, width: child.width ?? 0, height: child.height ?? 0, compound: !!child.children?.length, final: state.type === 'final' });
      collect(child, x, y);
    }
  };
  collect(laid, 0, 0);

  const chartEdges: ChartEdge[] = [];
  const gather = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const m = meta.get(edge.id)!;
      // Edge coordinates are relative to the edge's container (elkjs sets it when hierarchy is included).
      const o = offset.get((edge as ElkExtendedEdge & { container?: string }).container ?? node.id) ?? { x: 0, y: 0 };
      const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]).map((p) => ({ x: p.x + o.x, y: p.y + o.y }));
      const l = edge.labels?.[0];
      chartEdges.push({ ...m, points, label: l?.text ? { text: l.text, x: (l.x ?? 0) + o.x, y: (l.y ?? 0) + o.y, width: l.width ?? 0, height: l.height ?? 0 } : undefined });
    }
    for (const child of node.children ?? []) gather(child);
  };
  gather(laid);
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, edges: chartEdges };
}
