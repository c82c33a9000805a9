/**
 * The summary of a position that rulings state their expectations against (xinglingwang/prepare): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { prepareMachine } from './machine';
import type { PrepareSummary } from './schemas';

export function summarizePrepare(snapshot: SnapshotFrom<typeof prepareMachine>): PrepareSummary {
  const c = snapshot.context;
  // 1-1 — a race card lies face down until both are placed: the summary shows the table, not the choice.
  const races = c.races.map((r) => (r === null || c.revealed ? r : 'faceDown')) as PrepareSummary['races'];
  return { state: statePath(snapshot.value), races, revealed: c.revealed, decks: c.decks, hands: c.hands, first: c.first, aside: c.aside };
}

export default summarizePrepare;
