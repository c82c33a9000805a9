/**
 * The summary of a position that rulings state their expectations against (wuxing/turn): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { cardLabel } from './context';
import { statePath } from '../../../engine/state-path';
import type { WuxingSummary } from './schemas';
import type { turnMachine } from './machine';

type Snapshot = SnapshotFrom<typeof turnMachine>;
export function summarize(snapshot: Snapshot): WuxingSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    current: c.current,
    life: c.life,
    shields: c.players.map((p) => p.shield),
    hands: c.players.map((p) => p.hand.map(cardLabel)),
    passives: c.players.map((p) => p.passive !== null),
    faceUp: c.players.map((p) => p.passive?.faceUp ?? false),
    lasting: c.lasting.map((e) => ({ on: e.on, kind: e.what.kind, left: 'turns' in e.lasts ? e.lasts.turns : ('round' as const) })),
    drawn: c.drawn.map(cardLabel),
    deckTop: c.deck[0] ? cardLabel(c.deck[0]) : null,
    deckCount: c.deck.length,
    discardPile: c.discardPile.map(cardLabel),
    result: c.result === null ? null : 'draw' in c.result ? 'draw' : c.result.winner === 0 ? 'team A wins' : 'team B wins',
  };
}

export default summarize;
