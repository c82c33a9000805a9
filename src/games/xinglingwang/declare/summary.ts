/**
 * The summary of a position that rulings state their expectations against (xinglingwang/declare): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { boardSummary } from '../board';
import { keywordSummary, lastingUnits } from '../keywords';
import type { declareMachine } from './machine';
import type { declareSummarySchema } from './schemas';

export function summarizeDeclare(snapshot: SnapshotFrom<typeof declareMachine>): z.infer<typeof declareSummarySchema> {
  const c = snapshot.context;
  const hands = (p: 0 | 1) => c.players?.[p].hand.map((h) => h.id) ?? [];
  return { state: String(snapshot.value), board: boardSummary(c.units), declared: c.declared, ...keywordSummary(c.units), graveyard: c.graveyard ?? [], returnedToHand: c.returnedToHand ?? [], hands: [hands(0), hands(1)], lasting: lastingUnits(c.units) };
}

export default summarizeDeclare;
