/**
 * 星靈王's whole turn as a sandbox flow: machine, words, and the summary rulings check. A file of
 * its own (as each flow is) so that a page bundles only the flow it shows.
 */
import { describeXinglingwang } from '../expectation';
import { defineFlow } from '../../../engine/flow';
import { turnMachine } from './turn';
import { xinglingwangWords } from '../words';
import { summarizeTurn } from './summary';

export default defineFlow({
  title: { 'zh-hant': '回合流程與遊戲結束', ja: 'ターンの流れとゲームの終了' },
  summary: {
    'zh-hant': '整個回合直到遊戲結束:抽牌、防守、召喚與祭品、戰術佈陣或進攻宣言、手牌上限、提早結束與倒數階段。',
    ja: 'ゲームの終了までのターン全体:ドロー、防御、召喚と生贄、布陣または進攻宣言、手札上限、早期終了とカウントダウンフェイズ。',
  },
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
  describeExpectation: describeXinglingwang,
  words: xinglingwangWords,
  // 11-8.1 — the sandbox models no effect a player could use before a battle: passing is no decision.
  passes: ['window.pass'],
});
