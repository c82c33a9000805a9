/**
 * A flow's statechart in one language, as its SVG markup (`{ html }`): one file per flow and language,
 * which a ruling's page loads as the chart nears the screen (src/scripts/statechart.ts) instead of
 * carrying the chart itself (issue 30). The flow's own page draws it in place (Statechart.astro).
 */
import type { APIRoute } from 'astro';
import { flowPaths } from '../../../../../engine/rulings/paths';
import { FLOWS } from '../../../../../engine/registry';
import { chartSvg } from '../../../../../engine/chart-svg';
import { chartOnce } from '../../../../../engine/statechart';
import { chartWords } from '../../../../../engine/words';
import type { Locale } from '../../../../../lib/i18n/locales';
import { UI } from '../../../../../lib/i18n/ui';
import { typeset } from '../../../../../lib/typeset';

export const getStaticPaths = flowPaths;

export const GET: APIRoute = async ({ params }) => {
  const flow = FLOWS[params.flow!];
  const locale = params.locale as Locale;
  const words = flow.words[locale];
  const chart = await chartOnce(flow.machine, words, () => chartWords(words, locale));
  return Response.json({ html: chartSvg(chart, flow.id, locale, typeset(`${UI[locale].flowDiagram}:${flow.title[locale]}`)) });
};
