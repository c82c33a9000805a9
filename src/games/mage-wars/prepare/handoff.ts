/**
 * Where preparation hands over: the position it ends in (1-8 decided) as the round flow's setup for
 * round 1. The round takes who holds the initiative marker as the round begins (its initiative phase
 * passes it, 3-1, on round 1 too by the site's reading), each mage's mana (10, 1-5) and channeling,
 * and the two mages as creatures under the names every Mage Wars sandbox gives them (player 1's
 * 「法師」, player 2's 「敵方法師」), each in its gate zone (1-4, arena.ts). It has no place for life or
 * the spellbooks: those stay behind.
 */
import { GATES, type Player } from '../arena';
import type { RoundInput } from '../round/machine';
import type { PrepareContext } from './machine';

/** The names of the two mages in the round flow, by player. */
export const MAGE_IDS: [string, string] = ['mage', 'rival'];

/** The round flow's setup input from a finished preparation. */
export function roundSetupFrom(c: PrepareContext): RoundInput {
  if (c.initiative === null || !c.board[0] || !c.board[1]) throw new Error('Preparation has not ended: the initiative marker is not yet taken (1-8).');
  const players: Player[] = [0, 1];
  return {
    round: 1,
    initiative: c.initiative,
    mana: [c.board[0].mana, c.board[1].mana],
    channeling: [c.board[0].channeling, c.board[1].channeling],
    creatures: players.map((p) => ({ id: MAGE_IDS[p], owner: p, kind: 'mage' as const, zone: [...GATES[p]] })),
  };
}
