import type { APIRoute } from 'astro';
import { getSite } from '../../lib/content';
import { LOCALES } from '../../lib/i18n/locales';
import { clauseHeading } from '../../lib/share';
import { rulebookUrl } from '../../lib/urls';

/**
 * Every game's clause ids, names and rulebook addresses, for the search box's clause-number jump on
 * any page; and each clause's heading in each language (`headings[locale][i]` is `ids[i]`'s), which
 * the results page shows for a clause number in every game that has it.
 */
export const GET: APIRoute = () =>
  Response.json({
    games: getSite().games.map((game) => ({
      slug: game.slug,
      names: game.names,
      rulebooks: Object.fromEntries(LOCALES.map((l) => [l, rulebookUrl(l, game.slug)])),
      ids: [...game.rulebooks['zh-hant'].clauses.keys()],
      headings: Object.fromEntries(LOCALES.map((l) => [l, [...game.rulebooks['zh-hant'].clauses.keys()].map((id) => clauseHeading(game, l, game.rulebooks[l].clauses.get(id)!))])),
    })),
  });
