/**
 * The summary of a position that rulings state their expectations against (masters-and-pieces/prepare): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { prepareMachine, Seat } from './machine';
import type { PrepareSummary } from './schemas';

export function summarizePrepare(snapshot: SnapshotFrom<typeof prepareMachine>): PrepareSummary {
  const c = snapshot.context;
  const both = <T,>(f: (s: Seat) => T) => [f(c.seats[0]), f(c.seats[1])] as [T, T];
  return {
    state: statePath(snapshot.value),
    first: c.first,
    life: both((s) => s.life),
    hands: both((s) => s.hand.map((card) => card.id)),
    decks: both((s) => s.deck.length),
    mulligans: both((s) => s.mulligans),
    bottom: both((s) => s.bottomed.map((card) => card.id)),
  };
}

export default summarizePrepare;
