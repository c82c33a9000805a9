/**
 * The summary of a position that rulings state their expectations against (masters-and-pieces/turn): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { turnMachine } from './machine';
import type { TurnSummary } from './schemas';

export function summarizeTurn(snapshot: SnapshotFrom<typeof turnMachine>): TurnSummary {
  const c = snapshot.context;
  const both = <T,>(f: (m: (typeof c.masters)[number]) => T) => [f(c.masters[0]), f(c.masters[1])] as [T, T];
  return {
    state: statePath(snapshot.value),
    turn: c.turn,
    number: c.number,
    life: both((m) => m.life),
    hands: both((m) => m.hand.map((card) => card.id)),
    decks: both((m) => m.deck.length),
    mana: both((m) => m.mana.map((x) => (x.faceUp ? x.card.id : 'down'))),
    pieces: Object.fromEntries(c.pieces.map((p) => [p.id, p.tapped ? 'tapped' : p.summoned ? 'summoned' : 'untapped'])),
    discarded: c.discarded,
    result: c.result,
  };
}

export default summarizeTurn;
