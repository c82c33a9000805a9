/** 星靈王's flows (防守階段, 進攻宣言, the whole turn) as sandboxes: machine, words, and the summary rulings check. */
import type { SnapshotFrom } from 'xstate';
import { defenseMachine } from './defense';
import { declareMachine } from './declare';
import { describeDefenseState, describeDefenseStep } from './messages';
import type { z } from 'zod';
import type { declareSummarySchema, defenseSummarySchema, turnSummarySchema } from './schemas';
import { statePath } from '../state-path';
import { scoreOf } from './game';
import { turnMachine } from './turn';
import { describeTurnState, describeTurnStep } from './turn-messages';

/** Where each unit is and in what state: `{ lancer: "1/front/attacking" }`. */
const boardSummary = (units: { id: string; line: number; row: string; state: string }[]) =>
  Object.fromEntries(units.map((u) => [u.id, `${u.line}/${u.row}/${u.state}`]));

export function summarizeDefense(snapshot: SnapshotFrom<typeof defenseMachine>): z.infer<typeof defenseSummarySchema> {
  const c = snapshot.context;
  return {
    state: String(snapshot.value),
    board: boardSummary(c.units),
    graveyard: c.graveyard,
    returnedToHand: c.returnedToHand,
    attacker: c.attacker,
  };
}

export const defenseFlow = {
  id: 'xinglingwang.defense',
  game: 'xinglingwang',
  title: { 'zh-hant': '防守階段與戰鬥結算', ja: '防御フェイズと戦闘の解決' },
  defaultSetup: {
    defender: 0,
    units: [
      { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2, state: 'attacking', keywords: ['pierce'] },
      { id: 'archer', owner: 1, line: 2, row: 'front', atk: 2, score: 1, state: 'attacking', keywords: ['ranged'], rangedTarget: 'back' },
      { id: 'viper', owner: 1, line: 3, row: 'back', atk: 1, score: 1, state: 'attacking', keywords: ['poison'] },
      { id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 1 },
      { id: 'sage', owner: 0, line: 1, row: 'back', atk: 5, score: 3 },
      { id: 'wall', owner: 0, line: 2, row: 'front', atk: 0, score: 4, keywords: ['blocker'] },
      { id: 'monk', owner: 0, line: 2, row: 'back', atk: 1, score: 2 },
      { id: 'knight', owner: 0, line: 3, row: 'front', atk: 6, score: 2 },
    ],
  },
  machine: defenseMachine,
  summarize: summarizeDefense,
  describeStep: describeDefenseStep,
  describeState: describeDefenseState,
} as const;

export function summarizeDeclare(snapshot: SnapshotFrom<typeof declareMachine>): z.infer<typeof declareSummarySchema> {
  const c = snapshot.context;
  return { state: String(snapshot.value), board: boardSummary(c.units), declared: c.declared };
}

export const declareFlow = {
  id: 'xinglingwang.declare',
  game: 'xinglingwang',
  title: { 'zh-hant': '進攻宣言', ja: '進攻宣言' },
  defaultSetup: {
    attacker: 0,
    units: [
      { id: 'lancer', owner: 0, line: 1, row: 'front', atk: 4, score: 2, keywords: ['pierce'] },
      { id: 'archer', owner: 0, line: 2, row: 'front', atk: 2, score: 1, keywords: ['ranged'] },
      { id: 'scout', owner: 0, line: 3, row: 'back', atk: 1, score: 1 },
      { id: 'tired', owner: 0, line: 4, row: 'front', atk: 5, score: 2, state: 'sideways' },
      { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 },
      { id: 'wall', owner: 1, line: 2, row: 'front', atk: 0, score: 4, keywords: ['blocker'] },
      { id: 'monk', owner: 1, line: 2, row: 'back', atk: 1, score: 2 },
      { id: 'knight', owner: 1, line: 3, row: 'front', atk: 6, score: 2 },
      { id: 'sage', owner: 1, line: 4, row: 'front', atk: 2, score: 3 },
    ],
  },
  machine: declareMachine,
  summarize: summarizeDeclare,
  describeStep: describeDefenseStep,
  describeState: describeDefenseState,
} as const;

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
  };
}

export const turnFlow = {
  id: 'xinglingwang.turn',
  game: 'xinglingwang',
  title: { 'zh-hant': '回合流程與遊戲結束', ja: 'ターンの流れとゲームの終了' },
  // Mid-game, the first player's turn: the second player attacked last turn; the first has a
  // red-star unit to play, a blue-star one it cannot, and a magic card filling its hand.
  defaultSetup: {
    turn: 9,
    traveller: { atk: 1, score: 1 },
    players: [
      {
        deck: [
          { id: 'falcon', atk: 3, score: 2 },
          { id: 'storm', kind: 'magic' },
          { id: 'oak', atk: 2, score: 3 },
        ],
        hand: [
          { id: 'dragon', atk: 7, score: 5, redStar: 2, keywords: ['pierce'] },
          { id: 'squire', atk: 2, score: 1 },
          { id: 'seer', atk: 1, score: 2, blueStar: true, blueMet: false },
          { id: 'ward', kind: 'magic' },
        ],
        bonus: 1,
      },
      {
        deck: [{ id: 'wolf', atk: 3, score: 1 }],
        hand: [
          { id: 'raven', atk: 2, score: 2 },
          { id: 'golem', atk: 5, score: 3, redStar: 1 },
        ],
      },
    ],
    units: [
      { id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 2 },
      { id: 'monk', owner: 0, line: 2, row: 'front', atk: 1, score: 2 },
      { id: 'traveller-1', owner: 0, line: 3, row: 'back', atk: 1, score: 1, traveller: true },
      { id: 'archer', owner: 0, line: 4, row: 'front', atk: 2, score: 1, keywords: ['ranged'] },
      { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2, state: 'attacking' },
      { id: 'knight', owner: 1, line: 2, row: 'front', atk: 3, score: 2, state: 'sideways' },
      { id: 'sage', owner: 1, line: 4, row: 'back', atk: 2, score: 3 },
    ],
  },
  machine: turnMachine,
  summarize: summarizeTurn,
  describeStep: describeTurnStep,
  describeState: describeTurnState,
} as const;
