/**
 * A machine's states and transitions laid out for an SVG drawn at build time: one row per state
 * (compound states frame their children), transitions as arcs to the right of the rows, each
 * labelled with its event. No layout code runs in the browser.
 */
import type { AnyStateMachine } from 'xstate';

export interface ChartNode {
  /** Dotted path, e.g. `attack.declared`: what the island matches its state against. */
  path: string;
  depth: number;
  row: number;
  /** Rows covered, for compound states that frame their children. */
  rows: number;
  compound: boolean;
  final: boolean;
}
export interface ChartEdge {
  from: number;
  to: number;
  event: string;
  lane: number;
}
export interface Chart {
  nodes: ChartNode[];
  edges: ChartEdge[];
  lanes: number;
}

type StateNode = {
  key: string;
  type: string;
  states: Record<string, StateNode>;
  transitions: Map<string, { target?: StateNode[] }[]>;
  always?: { target?: StateNode[] }[];
  path: string[];
  initial?: { target: StateNode[] };
};

export function layoutChart(machine: AnyStateMachine): Chart {
  const nodes: ChartNode[] = [];
  const byPath = new Map<string, ChartNode>();
  const visit = (node: StateNode, depth: number) => {
    const children = Object.values(node.states);
    const chartNode: ChartNode = { path: node.path.join('.'), depth, row: nodes.length, rows: 1, compound: children.length > 0, final: node.type === 'final' };
    nodes.push(chartNode);
    byPath.set(chartNode.path, chartNode);
    for (const child of children) visit(child, depth + 1);
    chartNode.rows = nodes.length - chartNode.row;
  };
  const root = machine.root as unknown as StateNode;
  for (const child of Object.values(root.states)) visit(child, 0);

  const edges: ChartEdge[] = [];
  const add = (from: StateNode, targets: StateNode[] | undefined, event: string) => {
    for (const target of targets ?? []) {
      const a = byPath.get(from.path.join('.'));
      // A transition into a compound state enters its initial child.
      let t = target;
      while (t.initial?.target?.length) t = t.initial.target[0];
      const b = byPath.get(t.path.join('.'));
      if (a && b && a !== b) edges.push({ from: a.row, to: b.row, event, lane: 0 });
    }
  };
  const walk = (node: StateNode) => {
    for (const [event, list] of node.transitions) for (const t of list) add(node, t.target, event);
    for (const t of node.always ?? []) add(node, t.target, '(always)');
    Object.values(node.states).forEach(walk);
  };
  Object.values(root.states).forEach(walk);

  // Short arcs take the inner lanes; an arc takes the first lane free over its whole span.
  edges.sort((x, y) => Math.abs(x.to - x.from) - Math.abs(y.to - y.from));
  const busy: [number, number][][] = [];
  for (const edge of edges) {
    const lo = Math.min(edge.from, edge.to);
    const hi = Math.max(edge.from, edge.to);
    let lane = 0;
    while (busy[lane]?.some(([a, b]) => lo <= b && a <= hi)) lane++;
    (busy[lane] ??= []).push([lo, hi]);
    edge.lane = lane;
  }
  return { nodes, edges, lanes: busy.length };
}
