/** The project's rulings, loaded once per build, and which clauses each flow and ruling cites. */
import { join } from 'node:path';
import { getSite } from '../../lib/content';
import { flowClauses } from '../citations';
import { FLOWS } from '../registry';
import { loadRulings, type LoadedRuling } from './load';
import type { IslandPlay } from '../island/island-data';

let cached: LoadedRuling[] | undefined;

export function getRulings(): LoadedRuling[] {
  cached ??= loadRulings(join(process.cwd(), 'content'), getSite(), process.cwd());
  return cached;
}

/** A ruling by its game and id (the build's pages ask for each one). */
export function rulingOf(game: string, id: string): LoadedRuling | undefined {
  return getRulings().find((r) => r.ruling.game === game && r.ruling.id === id);
}

/** What a ruling's sandbox plays: its file (`file.json`) gives it to the browser, SandboxIsland.astro to the server. */
export function rulingPlay(loaded: LoadedRuling): IslandPlay {
  return { setup: loaded.setup, setupInput: loaded.ruling.setup, events: loaded.events };
}

export function rulingsOf(game: string): LoadedRuling[] {
  return getRulings().filter((r) => r.ruling.game === game);
}

export function flowsOf(game: string) {
  return Object.values(FLOWS).filter((f) => f.game === game);
}

const citations = new Map<string, Map<string, { flows: string[]; rulings: LoadedRuling[] }>>();

/**
 * For a game: clause id → the flows modelling it and the rulings citing it ("modelled in", "rulings
 * citing this"). Made once per game: every clause of every rules page asks.
 */
export function citationsOf(game: string): Map<string, { flows: string[]; rulings: LoadedRuling[] }> {
  const known = citations.get(game);
  if (known) return known;
  const map = new Map<string, { flows: string[]; rulings: LoadedRuling[] }>();
  const entry = (id: string) => map.get(id) ?? map.set(id, { flows: [], rulings: [] }).get(id)!;
  for (const flow of flowsOf(game)) for (const id of flowClauses(flow.machine)) entry(id).flows.push(flow.id);
  for (const ruling of rulingsOf(game)) for (const id of ruling.ruling.clauses) entry(id).rulings.push(ruling);
  citations.set(game, map);
  return map;
}
