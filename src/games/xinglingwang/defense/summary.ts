/**
 * The summary of a position that rulings state their expectations against (xinglingwang/defense): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { boardSummary } from '../board';
import { stacksOf } from '../combine';
import { lastingUnits } from '../keywords';
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
    lasting: lastingUnits(c.units),
    hands: [c.players[0].hand.map((h) => h.id), c.players[1].hand.map((h) => h.id)],
    stacks: stacksOf(c.units),
  };
}

export default summarizeDefense;
