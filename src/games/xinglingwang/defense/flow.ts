/** 星靈王's 防守階段 as a sandbox flow: machine, words, and the summary rulings check. */
import { describeXinglingwang } from '../expectation';
import { defineFlow } from '../../../engine/flow';
import type { DefenseEvent } from './machine';
import { defenseMachine } from './machine';
// The parts of the rules the machine uses, for every position the server plays (parts.ts).
import '../all-parts';
import { xinglingwangWords } from '../words';
import { DEFENSE_NOT_PLAYED } from '../not-played';
import { summarizeDefense } from './summary';

/** An event of the flow, typed as its machine takes it. */
const e = (event: DefenseEvent) => event;

export default defineFlow({
  title: { 'zh-hant': '防守階段與戰鬥結算', ja: '防御フェイズと戦闘の解決' },
  summary: {
    'zh-hant': '對手的進攻單位依戰線順序逐一戰鬥：攻擊力比較、雙方的效果、戰鬥破壞，以及偷襲、貫穿、破壞抗性等關鍵字。',
    ja: '相手の進攻ユニットが戦線の順に1体ずつ戦闘する：攻撃力の比較、双方の効果、戦闘破壊、奇襲・貫通・破壊耐性などのキーワード。',
  },
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
  refusals: [
    { step: 'refused.notHere', clauses: ['15-2.1a'], what: 'a sneak unit returns to hand before it has won its battle', example: { events: [], refused: e({ type: 'sneak.return' }) } },
    { step: 'refused.notHere', clauses: ['11-8.1'], what: 'the battle is resolved before both players pass', example: { events: [], refused: e({ type: 'step.continue' }) } },
    {
      step: 'refused.over',
      clauses: ['11-5'],
      what: 'a battle with no enemy unit attacking',
      example: { setup: { defender: 0, units: [{ id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 1 }, { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2 }] }, events: [], refused: e({ type: 'window.pass' }) },
    },
  ],
  summarize: summarizeDefense,
  describeExpectation: describeXinglingwang,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    graveyard: 'events',
    returnedToHand: 'events',
    lasting: 'setup',
  },
  words: xinglingwangWords,
  notPlayed: DEFENSE_NOT_PLAYED,
  // 11-8.1 — the sandbox models no effect a player could use before a battle: passing is no decision.
  passes: ['window.pass'],
});

