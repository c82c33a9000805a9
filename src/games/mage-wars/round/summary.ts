/**
 * The summary of a position that rulings state their expectations against (mage-wars/round): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { roundMachine } from './machine';
import type { RoundSummary } from './schemas';

export function summarizeRound(snapshot: SnapshotFrom<typeof roundMachine>): RoundSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    round: c.round,
    initiative: c.initiative,
    mana: [...c.mana],
    activated: [...c.activations],
    quickcast: [...c.quickcast],
    returned: [...c.returned],
    guards: c.creatures.filter((x) => x.guard).map((x) => x.id),
    conditions: Object.fromEntries(c.creatures.filter((x) => x.conditions?.length).map((x) => [x.id, [...x.conditions!]])),
    zones: Object.fromEntries(c.creatures.map((x) => [x.id, [...x.zone]])),
    damage: Object.fromEntries(c.creatures.map((x) => [x.id, x.damage ?? 0])),
    walls: Object.fromEntries(c.walls.map((w) => [w.id, w.between.map((z) => [...z])])),
  };
}

export default summarizeRound;
