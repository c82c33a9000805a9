/**
 * The summary of a position that rulings state their expectations against (mage-wars/attack): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { attackMachine } from './machine';
import { destroyed } from './rules';
import type { AttackSummary } from './schemas';

export function summarizeAttack(snapshot: SnapshotFrom<typeof attackMachine>): AttackSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    damage: Object.fromEntries(c.creatures.map((x) => [x.id, x.damage])),
    destroyed: c.creatures.filter(destroyed).map((x) => x.id),
    conditions: Object.fromEntries(c.creatures.filter((x) => x.conditions?.length).map((x) => [x.id, x.conditions!])),
    guards: c.creatures.filter((x) => x.guard).map((x) => x.id),
  };
}

export default summarizeAttack;
