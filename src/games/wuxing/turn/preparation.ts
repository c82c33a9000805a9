/**
 * The game's preparation (section 3) as pure functions of the context, each returning the next
 * context with a log entry citing its clauses; the machine (machine.ts) runs them in order before
 * turn 1 when the setup asks for it (`prepare`).
 */
import { fullDeck, STARTING_HAND, shuffled, teamOf } from '../rules';
import type { Refusal } from '../../../engine/refusal';
import { logged } from '../../../engine/log';
import { lifeClause, lifeHow, type WuxingContext } from './context';

/**
 * 1-1.2 — every player in one of 2 teams of equal size; 3-1 — round the table, each player's
 * neighbours are both of the other team. `teams` gives each seat's team in order round the table.
 */
export function whyNotSeating(context: WuxingContext, teams: number[]): Refusal | null {
  const players = context.players.length;
  const inA = teams.filter((t) => t === teams[0]).length;
  if (teams.length !== players || inA * 2 !== players) return { step: 'refuse.teams', clauses: ['1-1.2'], values: { players, half: players / 2 } };
  const together = teams.findIndex((t, seat) => t === teams[(seat + 1) % players]);
  return together < 0 ? null : { step: 'refuse.neighbours', clauses: ['3-1'], values: { seat: together, next: (together + 1) % players } };
}

/**
 * 1-1.2 — the ways to split `players` seats round the table into two teams of equal size, player 1's
 * team first; from 8 players on (thousands of ways), the alternating one and, for the refusals, two
 * that break 3-1 and one that breaks 1-1.2.
 */
export function teamSplits(players: number): number[][] {
  if (players >= 8) {
    const half = players / 2;
    const alternate = Array.from({ length: players }, (_, i) => i % 2);
    return [alternate, alternate.map((_, i) => (i < half ? 0 : 1)), [0, 0, 1, 1, ...alternate.slice(4)], alternate.map((_, i) => (i === 1 ? 0 : i % 2))];
  }
  return allSplits(players);
}
function allSplits(players: number): number[][] {
  const out: number[][] = [];
  const walk = (teams: number[]) => {
    const inB = teams.filter((t) => t === 1).length;
    if (teams.length === players) return void (inB * 2 === players && out.push(teams));
    for (const t of [0, 1]) walk([...teams, t]);
  };
  walk([0]);
  return out;
}

/** 3-4 — the first player is one of the players at the table. */
export function whyNotFirst(context: WuxingContext, seat: number): Refusal | null {
  const players = context.players.length;
  return Number.isInteger(seat) && seat >= 0 && seat < players ? null : { step: 'refuse.firstPlayer', clauses: ['3-4'], values: { players } };
}

/**
 * 3-1 — the players sit in two teams, alternately round the table (as 1-1.2 has it for 2 players).
 * A team is named by where it sits: team A is player 1's (teamOf), whichever way the seating named it.
 */
export function seat(c: WuxingContext): WuxingContext {
  const players = c.players.length;
  return logged(c, { step: 'prep.seat', clauses: players >= 4 ? ['3-1'] : ['1-1.2'], values: { players, size: players === 2 ? 2 : 'many' } });
}

/**
 * 2-8.1, 3-2 — one whole deck (1-2.1, 1-2.3) shuffled by the setup's seed, 5 cards dealt to each
 * player, the rest the deck. The source does not say in what order the cards go round; the sandbox
 * gives each player in turn from player 1 their 5 from the top, which deals a shuffled deck as well.
 */
export function deal(c: WuxingContext): WuxingContext {
  const deck = shuffled(fullDeck(), c.seed);
  const players = c.players.map((p, seat) => ({ ...p, hand: deck.slice(seat * STARTING_HAND, (seat + 1) * STARTING_HAND) }));
  const rest = deck.slice(c.players.length * STARTING_HAND);
  // The deal used the seed: the next shuffle (2-8.3) takes the next one.
  const next = { ...c, players, deck: rest, reshuffles: c.reshuffles + 1 };
  return logged(next, { step: 'prep.deal', clauses: ['2-8.1', '3-2', '1-2.1'], values: { cards: deck.length, hand: STARTING_HAND, deck: rest.length } });
}

/** 3-3 (the site's reading: by 2-1.2) — each team's life is the starting life for its players and rules. */
export function startingLife(c: WuxingContext): WuxingContext {
  const setup = { players: c.players.length, mode: c.mode, startingLife: c.agreedLife };
  return logged(c, { step: 'prep.life', clauses: ['3-3', lifeClause(setup), ...(c.mode === 'theme' ? ['1-1.3'] : [])], values: { players: c.players.length, mode: c.mode, life: c.life[0], how: lifeHow(setup) } });
}

/** 3-4 — the first player, chosen any way, plays the game's first turn. */
export function chooseFirst(c: WuxingContext, seat: number): WuxingContext {
  return logged({ ...c, current: seat, preparing: false }, { step: 'prep.first', clauses: ['3-4'], values: { seat, team: teamOf(seat) } });
}
