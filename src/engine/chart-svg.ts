/**
 * A flow's statechart (statechart.ts, laid out at build time) as SVG markup: written once, for the
 * chart drawn in a flow's page (Statechart.astro) and for the chart's own file, which a ruling's page
 * loads (src/pages/[locale]/[game]/flows/[flow]/chart.json.ts, src/scripts/statechart.ts). Server only.
 *
 * The markup carries no more than the drawing needs: site.css styles the parts by their place in the
 * chart, and every arrow's head comes from its group (markers apply to paths alone, not to the
 * labels' boxes). The sandbox's chart script marks the current state by its `data-node` path.
 */
import { FONT, INDENT, LINE_H, chartOnce, type Chart } from './statechart';
import { FLOWS } from './registry';
import { chartWords } from './words';
import type { Locale } from '../lib/i18n/locales';
import { UI } from '../lib/i18n/ui';
import { typeset } from '../lib/typeset';

/** The chart's margin around the layout. */
const M = 4;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrs = (values: Record<string, string | number | false | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== false && v !== '')
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');
const line = (points: { x: number; y: number }[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x + M},${p.y + M}`).join(' ');
const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** The chart of `flow` in `locale` as an `<svg>`, titled `title` (its accessible name). */
export function chartSvg(chart: Chart, flow: string, locale: string, title: string): string {
  const titleId = `chart-${flow}-${locale}`;
  const markerId = `arrow-${flow}-${locale}`;
  const nodes = chart.nodes.map(
    (n) =>
      `<g${attrs({ 'data-node': n.path, class: classes(n.compound && 'is-compound', n.final && 'is-final') })}>` +
      `<rect${attrs({ x: n.x + M, y: n.y + M, width: n.width, height: n.height, rx: 6 })}></rect>` +
      `<text${attrs({ x: n.x + M + 8, y: n.compound ? n.y + M + FONT + 5 : n.y + M + n.height / 2 + FONT / 2 - 2 })}>${escape(n.label)}</text></g>`,
  );
  const edges = chart.edges.map((e) => {
    const label = e.label
      ? `<rect${attrs({ x: e.label.x + M - 1, y: e.label.y + M - 1, width: e.label.width + 2, height: e.label.height + 2 })}></rect>` +
        `<text${attrs({ x: e.label.x + M, y: e.label.y + M + FONT - 1 })}>` +
        e.label.lines.map((l, i) => `<tspan${attrs({ class: l.condition && 'chart-condition', x: e.label!.x + M + (l.condition ? INDENT : 0), dy: i ? LINE_H : undefined })}>${escape(l.text)}</tspan>`).join('') +
        '</text>'
      : '';
    return `<g${attrs({ class: e.eventless && 'is-eventless' })}><path${attrs({ d: line(e.points) })}></path>${label}</g>`;
  });
  const [width, height] = [chart.width + 2 * M, chart.height + 2 * M];
  return (
    `<svg${attrs({ viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-labelledby': titleId, 'data-statechart': flow })}>` +
    `<title${attrs({ id: titleId })}>${escape(title)}</title>` +
    `<defs><marker${attrs({ id: markerId, viewBox: '0 0 8 8', refX: 7, refY: 4, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' })}><path d="M0,0 L8,4 L0,8 z" class="chart-arrow"></path></marker></defs>` +
    nodes.join('') +
    `<g class="chart-edges" marker-end="url(#${escape(markerId)})">${edges.join('')}</g></svg>`
  );
}

/** A flow's chart in one language, laid out once per flow and language, titled 「流程圖：<the flow's title>」. */
export async function flowChartSvg(flowId: string, locale: Locale): Promise<string> {
  const flow = FLOWS[flowId];
  const words = flow.words[locale];
  const chart = await chartOnce(flow.machine, words, () => chartWords(words, locale));
  return chartSvg(chart, flow.id, locale, typeset(`${UI[locale].flowDiagram}:${flow.title[locale]}`));
}
