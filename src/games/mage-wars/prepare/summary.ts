/**
 * The summary of a position that rulings state their expectations against (mage-wars/prepare): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { prepareMachine } from './machine';
import type { PrepareSummary } from './schemas';

export function summarizePrepare(snapshot: SnapshotFrom<typeof prepareMachine>): PrepareSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    mages: [...c.chosen],
    channeling: c.board.map((b) => b?.channeling ?? null),
    mana: c.board.map((b) => b?.mana ?? null),
    life: c.board.map((b) => b?.life ?? null),
    onCard: c.onCard.map((x) => (x ? { ...x } : null)),
    books: c.taken.map((b) => (b ? { ...b } : null)),
    rolls: c.rolls.map((r) => [...r]),
    initiative: c.initiative,
  };
}

export default summarizePrepare;
