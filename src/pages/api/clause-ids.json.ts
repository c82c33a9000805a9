import type { APIRoute } from 'astro';
import { getSite } from '../../lib/content';
import { LOCALES } from '../../lib/i18n/locales';
import { rulebookUrl } from '../../lib/urls';

/** Every game's clause ids, names and rulebook addresses, for the search box's clause-number jump on any page. */
export const GET: APIRoute = () =>
  Response.json({
    games: getSite().games.map((game) => ({
      slug: game.slug,
      names: game.names,
      rulebooks: Object.fromEntries(LOCALES.map((l) => [l, rulebookUrl(l, game.slug)])),
      ids: [...game.rulebooks['zh-hant'].clauses.keys()],
    })),
  });
