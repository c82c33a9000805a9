/** 星靈王's 進攻宣言 as a sandbox flow: machine, words, and the summary rulings check. */
import { describeXinglingwang } from '../expectation';
import { defineFlow } from '../../../engine/flow';
import { declareMachine } from '../declare';
import { xinglingwangWords } from '../words';
import { summarizeDeclare } from './summary';

export default defineFlow({
  title: { 'zh-hant': '進攻宣言', ja: '進攻宣言' },
  summary: {
    'zh-hant': '戰術階段選擇進攻宣言後:哪些單位可以進攻、遠程單位指定攻擊位置、滑行單位移動後進攻、效果移除目標時進攻單位如何轉正。',
    ja: '戦術フェイズで進攻宣言を選んだ後:どのユニットが進攻できるか、遠隔ユニットによる攻撃位置の指定、スライドしてからの進攻、効果で対象が除かれたときの進攻ユニットの起き方。',
  },
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
  describeExpectation: describeXinglingwang,
  words: xinglingwangWords,
});
