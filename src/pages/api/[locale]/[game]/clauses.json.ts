import type { APIRoute } from 'astro';
import { clauseRecords } from '../../../../engine/api';
import { getGame } from '../../../../lib/content';
import type { Locale } from '../../../../lib/i18n/locales';
import { gamePaths } from '../../../../lib/paths';

export const getStaticPaths = gamePaths;

export const GET: APIRoute = ({ params }) =>
  Response.json(clauseRecords(getGame(params.game!), params.locale as Locale));
