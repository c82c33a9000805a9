import type { APIRoute } from 'astro';
import { getSite } from '../../lib/content';

/** Every game's clause ids and names, for the search box's clause-number jump on any page. */
export const GET: APIRoute = () =>
  Response.json({ games: getSite().games.map((game) => ({ slug: game.slug, names: game.names, ids: [...game.rulebooks['zh-hant'].clauses.keys()] })) });
