/**
 * The summary of a position that rulings state their expectations against (mage-wars/reveal): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { revealMachine } from './machine';
import type { RevealSummary } from './schemas';

export function summarizeReveal(snapshot: SnapshotFrom<typeof revealMachine>): RevealSummary {
  const c = snapshot.context;
  const by = (s: string) => c.enchantments.filter((e) => e.state === s).map((e) => e.id);
  return { state: statePath(snapshot.value), mana: [...c.mana], revealed: by('revealed'), discarded: by('discarded'), hidden: by('hidden') };
}

export default summarizeReveal;
