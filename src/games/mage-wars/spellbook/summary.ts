/**
 * The summary of a position that rulings state their expectations against (mage-wars/spellbook): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { spellbookMachine } from './machine';
import type { SpellbookSummary } from './schemas';

export function summarizeSpellbook(snapshot: SnapshotFrom<typeof spellbookMachine>): SpellbookSummary {
  const c = snapshot.context;
  return { state: statePath(snapshot.value), points: c.points, book: { ...c.book } };
}

export default summarizeSpellbook;
