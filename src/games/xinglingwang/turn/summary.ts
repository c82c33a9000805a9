/**
 * The summary of a position that rulings state their expectations against (xinglingwang/turn): its own
 * file, so a ruling draft saved in the browser loads it without the flow's words (flow.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { statePath } from '../../../engine/state-path';
import { boardSummary } from '../board';
import { stacksOf } from '../combine';
import { scoreOf } from '../game';
import { keywordSummary } from '../keywords';
import type { turnSummarySchema } from './schemas';
import type { turnMachine } from './machine';

export function summarizeTurn(snapshot: SnapshotFrom<typeof turnMachine>): z.infer<typeof turnSummarySchema> {
  const c = snapshot.context;
  const both = <T,>(f: (p: (typeof c.players)[number]) => T): [T, T] => [f(c.players[0]), f(c.players[1])];
  return {
    state: statePath(snapshot.value),
    turn: c.turn,
    current: c.current,
    board: boardSummary(c.units),
    hands: both((p) => p.hand.map((h) => h.id)),
    decks: both((p) => p.deck.length),
    graveyards: both((p) => p.graveyard),
    exiles: both((p) => p.exile),
    scores: [scoreOf(c.units, c.players[0].bonus, 0), scoreOf(c.units, c.players[1].bonus, 1)],
    starLinesFlipped: c.flipped,
    earlyEnd: c.earlyEnd,
    result: c.result,
    fields: c.fields,
    attached: Object.fromEntries(c.units.filter((u) => u.magic?.length).map((u) => [u.id, u.magic!.map((m) => m.id)])),
    bonuses: both((p) => p.bonus),
    stacks: stacksOf(c.units),
    ...keywordSummary(c.units),
  };
}

export default summarizeTurn;
