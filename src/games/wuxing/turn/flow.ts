/**
 * The 五行 turn as a sandbox flow: its machine, its words, and the summary of a position that
 * rulings state their expectations against. Its schemas are in schemas.ts (not shipped to the
 * browser unless a shared URL needs checking).
 */
import { defineFlow } from '../../../engine/flow';
import { wuxingTurnWords } from './words';
import { turnMachine } from './turn';
import { describeWuxing } from './expectation';
import { summarize } from './summary';

export default defineFlow({
  title: { 'zh-hant': '回合流程與施展陣法', ja: 'ターンの流れと陣法の発動' },
  summary: {
    'zh-hant': '1 名玩家的回合:回收上家的棄牌、攻擊或施展術式、生剋抵與防護罩如何改變傷害、回合抽牌與棄牌。',
    ja: '1人のプレイヤーのターン:上家の捨て札の回収、攻撃または術式の発動、生剋抵とシールドによるダメージの変化、ターンドローと捨て札。',
  },
  // A 2-player basic game a few turns in: 上家 attacked with 木 and left a discard to recover.
  defaultSetup: {
    players: 2,
    seats: [
      { hand: ['金3', '金4', '水2', '火1'] },
      { hand: ['木2', '土3', '土5'], lastAction: { kind: 'attack', element: 'wood' }, turnDiscard: '火4' },
    ],
    deck: ['水1', '木5', '土1', '金2', '火3', '水4', '木1', '土2', '金5', '火2'],
    discardPile: ['火4'],
  },
  machine: turnMachine,
  summarize,
  describeExpectation: describeWuxing,
  words: wuxingTurnWords,
});
