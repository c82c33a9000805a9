/** 星靈王's 防守階段 as a sandbox flow: machine, words, and the summary rulings check. */
import type { SnapshotFrom } from 'xstate';
import { defenseMachine } from './defense';
import { declareMachine } from './declare';
import { describeDefenseState, describeDefenseStep } from './messages';
import type { z } from 'zod';
import type { declareSummarySchema, defenseSummarySchema } from './schemas';

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
