/**
 * A flow's statechart in one language, as its SVG markup (`{ html }`): one file per flow and language,
 * which a ruling's page loads as the chart nears the screen (src/scripts/statechart.ts) instead of
 * carrying the chart itself (issue 30). The flow's own page draws it in place (Statechart.astro).
 */
import type { APIRoute } from 'astro';
import { flowPaths } from '../../../../../engine/rulings/paths';
import { flowChartSvg } from '../../../../../engine/chart-svg';
import type { Locale } from '../../../../../lib/i18n/locales';

export const getStaticPaths = flowPaths;

export const GET: APIRoute = async ({ params }) => Response.json({ html: await flowChartSvg(params.flow!, params.locale as Locale) });
