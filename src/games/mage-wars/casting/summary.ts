/**
 * The summary of a position that rulings state their expectations against (mage-wars/casting): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { castingMachine } from './machine';
import type { CastingSummary } from './schemas';

export function summarizeCasting(snapshot: SnapshotFrom<typeof castingMachine>): CastingSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    card: c.card,
    mana: Object.fromEntries(c.things.filter((t) => t.mana !== undefined).map((t) => [t.id, t.mana!])),
    boundCast: c.boundCast,
    equipment: Object.fromEntries(c.equipped.map((p) => [p.id, p.on])),
    bound: Object.fromEntries(c.equipped.filter((p) => p.bound).map((p) => [p.id, p.bound!])),
    returned: c.returned,
  };
}

export default summarizeCasting;
