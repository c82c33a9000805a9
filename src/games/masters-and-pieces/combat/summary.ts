/**
 * The summary of a position that rulings state their expectations against (masters-and-pieces/combat): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { combatMachine } from './machine';
import type { CombatSummary } from './schemas';

export function summarizeCombat(snapshot: SnapshotFrom<typeof combatMachine>): CombatSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    pieces: Object.fromEntries(c.pieces.map((p) => [p.id, `${p.square[0]}/${p.square[1]}/${p.hp}/${p.tapped ? 'tapped' : 'untapped'}`])),
    destroyed: c.destroyed,
    life: [0, 1].map((p) => c.masters.find((m) => m.owner === p)?.life ?? null) as [number | null, number | null],
    loser: c.loser,
  };
}

export default summarizeCombat;
