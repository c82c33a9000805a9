/**
 * The end of the preparation as the turn flow's setup: turn 1, the first player's (2-1, 4-1), each
 * master with the life (1-2), deck and hand the preparation left (2-4, 2-5.2), no mana and no piece
 * on the board. The turn flow numbers its masters first player 0, second player 1, so seats 甲 and
 * 乙 are put in that order. Pure: the sandbox calls it with the preparation's final snapshot.
 */
import type { TurnInput } from '../turn/machine';
import { opponent } from '../board';
import type { PrepareContext } from './machine';

export function turnSetupOf(snapshot: { context: PrepareContext }): TurnInput {
  const c = snapshot.context;
  if (c.first === null) throw new Error('The preparation hands over turn 1 only once the first player is decided (2-1).');
  const master = (p: 0 | 1) => ({ life: c.seats[p].life, deck: c.seats[p].deck.map(({ id, kind }) => ({ id, kind })), hand: c.seats[p].hand.map(({ id, kind }) => ({ id, kind })), mana: [] });
  return { turn: 0, number: 1, masters: [master(c.first), master(opponent(c.first))], pieces: [] };
}
