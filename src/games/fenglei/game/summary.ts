/**
 * The summary of a position that rulings state their expectations against (fenglei/game): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../../../engine/state-path';
import type { gameMachine } from './machine';
import type { GameSummary } from './schemas';

export function summarizeGame(snapshot: SnapshotFrom<typeof gameMachine>): GameSummary {
  const c = snapshot.context;
  const ids = (p: 0 | 1) => c.characters.filter((x) => x.owner === p).map((x) => x.id);
  return {
    state: statePath(snapshot.value),
    turn: c.turn,
    attacker: c.attacker,
    characters: [ids(0), ids(1)],
    hp: Object.fromEntries(c.characters.map((x) => [x.id, x.hp])),
    rage: Object.fromEntries(c.characters.map((x) => [x.id, x.rage])),
    hands: [c.hands[0].map((x) => x.id), c.hands[1].map((x) => x.id)],
    decks: [c.decks[0].length, c.decks[1].length],
    action: [{ ...c.action[0] }, { ...c.action[1] }],
    graveyard: [[...c.graveyard[0]], [...c.graveyard[1]]],
    field: c.field.map((f) => f.card.id),
    winner: c.winner,
  };
}

export default summarizeGame;
