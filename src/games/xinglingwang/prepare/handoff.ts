/**
 * Where the preparation ends, the turn flow begins (1-5: the first player's turn 1): the final
 * position as the turn flow's setup input (turn/schemas.ts), the first player as its player 0. Each
 * card goes on with its numbers from the pool; a blue star's condition starts unmet (the sandbox
 * cannot read card text; the reader sets it in the turn's setup).
 */
import { poolCard, type Seat } from './rules';
import type { PrepareContext } from './machine';

/** A card in play, in the turn flow's card input form. */
function turnCard(id: string, poolId: string) {
  const c = poolCard(poolId);
  if (c.kind === 'magic') return { id, kind: 'magic' as const };
  return { id, atk: c.atk, score: c.score, keywords: c.keywords, redStar: c.redStar, blueStar: c.blueStar };
}

/** The turn flow's setup for turn 1, from a preparation that has ended (its state `started`). */
export function turnSetupOf(c: Pick<PrepareContext, 'first' | 'decks' | 'hands' | 'cards' | 'traveller'>) {
  if (c.first === null) throw new Error('the first player is chosen in 1-4, before the game can start');
  const player = (seat: Seat) => ({ deck: c.decks[seat].map((id) => turnCard(id, c.cards[id])), hand: c.hands[seat].map((id) => turnCard(id, c.cards[id])) });
  const second: Seat = c.first === 0 ? 1 : 0;
  return { turn: 1, traveller: c.traveller, players: [player(c.first), player(second)], units: [] };
}
