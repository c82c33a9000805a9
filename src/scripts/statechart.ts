/**
 * A flow's statechart on its page (Statechart.astro), loaded as the chart nears the screen (page.ts):
 * - on a ruling's page, the chart itself, from its file (one per flow and language); until it
 *   arrives, or if it never does, the box links to the chart on the flow's page;
 * - wider than its box, the choice (site.css shows it) between the whole chart and its actual size,
 *   offered only where fitting keeps its 12 px text at 9 px or more: where it would not (most charts
 *   on a phone, whose fitted text was 3–6 px, issue 41), the chart is at its actual size and pans;
 * - the state the flow's sandbox on the page shows, marked (with the states around it), and at actual
 *   size the chart scrolled (not the page) to bring it to its middle, as the reader steps.
 */
import { fetchBuiltHtml } from './built-html';

/** The chart's text size, 12 px, at its smallest legible: fitting may scale it down to 9 px, no further. */
const LEGIBLE = 9 / 12;
/** Whether the chart fitted to its box keeps its text legible. */
const legible = (box: HTMLElement, width: number) => box.clientWidth >= width * LEGIBLE;

for (const figure of document.querySelectorAll<HTMLElement>('figure.statechart')) {
  const box = figure.querySelector<HTMLElement>('.statechart-scroll')!;
  const file = box.dataset.chart;
  if (!file) setUpChart(figure, box);
  else
    fetchBuiltHtml(file).then(
      (chart) => {
        box.replaceChildren(chart);
        setUpChart(figure, box);
      },
      () => undefined,
    );
}

/** A chart in its box: its size chosen, and its state marked as the sandbox steps. */
export function setUpChart(figure: HTMLElement, box: HTMLElement) {
  const svg = box.querySelector('svg');
  const fit = figure.querySelector('input');
  if (!svg || !fit) return;
  const width = svg.width.baseVal.value;
  const choice = fit.closest<HTMLElement>('.chart-size')!;
  fit.checked = legible(box, width);
  // At actual size, the current state (marked with its parents; it comes last) in the middle.
  fit.addEventListener('change', () => [...figure.querySelectorAll('.is-current')].pop()?.scrollIntoView({ block: 'nearest', inline: 'center' }));
  new ResizeObserver(() => {
    figure.toggleAttribute('data-wide', width > box.clientWidth + 1);
    // No fit whose text could not be read: the choice goes (an inline style outranks site.css's), and the chart pans.
    const offered = legible(box, width);
    choice.style.display = offered ? '' : 'none';
    if (!offered) fit.checked = false;
    // The size is chosen (the end-to-end tests measure the chart after it).
    figure.dataset.sized = '';
  }).observe(box);

  const flow = svg.dataset.statechart!;
  const mark = () => {
    // The sandbox running in the page (its server rendering, the whole line's end, is not marked).
    const state = document.querySelector<HTMLElement>(`.sandbox[data-live][data-flow="${CSS.escape(flow)}"]`)?.dataset.state;
    for (const node of svg.querySelectorAll<SVGGElement>('[data-node]')) {
      const path = node.dataset.node!;
      node.classList.toggle('is-current', state === path || (state ?? '').startsWith(`${path}.`));
      if (state !== path) continue;
      const [n, b] = [node.getBoundingClientRect(), box.getBoundingClientRect()];
      box.scrollTo(box.scrollLeft + n.left - b.left - (b.width - n.width) / 2, box.scrollTop + n.top - b.top - (b.height - n.height) / 2);
    }
  };
  mark();
  // As the reader steps (the sandbox's state and step are attributes of its element) or the sandbox starts.
  new MutationObserver(mark).observe(document.body, { subtree: true, attributeFilter: ['data-state', 'data-step', 'data-live'] });
}
