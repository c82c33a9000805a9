import type { APIRoute } from 'astro';
import STCharacters from 'opencc-js/dict/STCharacters';
import { getSite } from '../../lib/content';

/**
 * Simplified → traditional, for the characters this site's 繁體中文 text uses: OpenCC's character
 * table (opencc-js) cut down at build time to the pairs whose traditional form appears in the
 * rulebooks, glossaries and rulings. A few KB instead of OpenCC's whole table; the search box
 * fetches it for a query with Han characters on a 繁體中文 page.
 */
export const GET: APIRoute = () => {
  const used = new Set<string>();
  for (const game of getSite().games) {
    for (const clause of game.rulebooks['zh-hant'].clauses.values()) for (const ch of `${clause.title ?? ''}${clause.text}`) used.add(ch);
    for (const entry of game.glossary) for (const ch of `${entry.terms['zh-hant'].term}${entry.terms['zh-hant'].definition}`) used.add(ch);
    for (const ch of game.names['zh-hant']) used.add(ch);
  }
  const map: Record<string, string> = {};
  for (const pair of STCharacters.split('|')) {
    const [simplified, ...traditional] = pair.split(' ');
    const target = traditional.find((t) => used.has(t));
    if (target && target !== simplified) map[simplified] = target;
  }
  return Response.json(map);
};
