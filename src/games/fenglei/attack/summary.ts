/**
 * The summary of a position that rulings state their expectations against (fenglei/attack): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { attackMachine } from './machine';
import type { Table } from '../table';
import type { AttackSummary } from './schemas';

/** The cards on the chain, bottom first (a declaration is `attack:<character>`). */
export const chainCards = (t: Table): string[] =>
  t.chain ? [t.chain.base.type === 'attack' ? `attack:${t.chain.base.by}` : t.chain.base.link.card.id, ...t.chain.links.map((l) => l.card.id)] : [];

export function summarizeAttack(snapshot: SnapshotFrom<typeof attackMachine>): AttackSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    hp: Object.fromEntries(c.characters.map((x) => [x.id, x.hp])),
    rage: Object.fromEntries(c.characters.map((x) => [x.id, x.rage])),
    graveyard: [[...c.graveyard[0]], [...c.graveyard[1]]],
    action: [{ ...c.action[0] }, { ...c.action[1] }],
    chain: chainCards(c),
    winner: c.winner,
  };
}

export default summarizeAttack;
