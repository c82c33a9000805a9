/**
 * A flow's sandbox text in one language: its words and the sandbox's strings, fetched once by every
 * sandbox of the flow on any page (src/engine/island/island-data.ts), as the server renders them.
 */
import type { APIRoute } from 'astro';
import { flowPaths } from '../../../../../engine/rulings/paths';
import { FLOWS } from '../../../../../engine/registry';
import type { Locale } from '../../../../../lib/i18n/locales';
import { sandboxStrings } from '../../../../../lib/i18n/ui';

export const getStaticPaths = flowPaths;

export const GET: APIRoute = ({ params }) => {
  const flow = FLOWS[params.flow!];
  const locale = params.locale as Locale;
  return Response.json({ words: { ...flow.words[locale], guards: {} }, strings: sandboxStrings(locale) });
};
