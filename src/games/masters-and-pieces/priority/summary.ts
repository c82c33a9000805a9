/**
 * The summary of a position that rulings state their expectations against (masters-and-pieces/priority): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { priorityMachine, StackItem } from './machine';
import type { PrioritySummary } from './schemas';

export const item = (i: StackItem) => `${i.by}/${i.declaration}`;

export function summarizePriority(snapshot: SnapshotFrom<typeof priorityMachine>): PrioritySummary {
  const c = snapshot.context;
  return { state: statePath(snapshot.value), priority: c.priority, stack: [...c.stack].reverse().map(item), resolved: c.resolved.map(item), mana: c.mana, masterMoved: c.masterMoved };
}

export default summarizePriority;
