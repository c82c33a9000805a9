/**
 * The summary of a position that rulings state their expectations against (xinglingwang/defense): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { boardSummary } from '../board';
import { stacksOf } from '../combine';
import type { defenseMachine } from './machine';
import type { defenseSummarySchema } from './schemas';

export function summarizeDefense(snapshot: SnapshotFrom<typeof defenseMachine>): z.infer<typeof defenseSummarySchema> {
  const c = snapshot.context;
  return {
    state: String(snapshot.value),
    board: boardSummary(c.units),
    graveyard: c.graveyard,
    returnedToHand: c.returnedToHand,
    attacker: c.attacker,
    lasting: c.units.filter((u) => u.boost).map((u) => u.id),
    stacks: stacksOf(c.units),
  };
}

export default summarizeDefense;
