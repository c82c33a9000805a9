import type { APIRoute } from 'astro';
import { gameRecord } from '../../engine/api';
import { getSite } from '../../lib/content';

export const GET: APIRoute = () => Response.json({ games: getSite().games.map(gameRecord) });
