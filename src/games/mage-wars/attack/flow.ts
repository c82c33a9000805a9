/** Mage Wars' attack sequence as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { attackMachine } from './machine';
import type { AttackSummary } from './schemas';
import { attackWords } from './words';
import { summarizeAttack } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', damage: '受到的傷害', destroyed: '被摧毀的生物', conditions: '獲得的狀態', guards: '仍在守衛的生物', stopsAt: '停在「{s}」', list: '、', points: '{n} 點' },
  ja: { state: '流れ', damage: '受けたダメージ', destroyed: '破壊されたクリーチャー', conditions: '得た状態', guards: 'ガードを続けているクリーチャー', stopsAt: '「{s}」で止まる', list: '、', points: '{n}点' },
};

/** A ruling's expected item in the page's language: states by name, creatures by name. */
export function describeAttack(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = attackWords[locale];
  const name = (id: string) => tableWord(words, 'name', id);
  const none = words.ui.none;
  const text = (() => {
    switch (key as keyof AttackSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'damage': {
        const entries = Object.entries(value as Record<string, number>);
        return entries.length ? entries.map(([id, n]) => `${name(id)} ${fill(t.points, { n }, {})}`).join(t.list) : none;
      }
      case 'destroyed':
      case 'guards': return (value as string[]).length ? (value as string[]).map(name).join(t.list) : none;
      case 'conditions': {
        const entries = Object.entries(value as Record<string, string[]>);
        return entries.length ? entries.map(([id, list]) => `${name(id)}:${list.map((k) => tableWord(words, 'condition', k)).join(t.list)}`).join(t.list) : none;
      }
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/attack/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

export default defineFlow({
  title: { 'zh-hant': '攻擊的流程', ja: '攻撃の流れ' },
  summary: {
    'zh-hant': '戰鬥的 8 個步驟:宣告攻擊(近戰、守衛、遠程、飛行)、迴避攻擊(防禦與效果骰)、擲骰(護甲與爆擊)、傷害與附加效果、額外攻擊、傷害屏障、反擊與攻擊結束(橫掃與區域攻擊)。骰子可自行輸入結果,或依畫面上的種子擲出;連結會重現同樣的結果。',
    ja: '戦闘の8つのステップ:攻撃の宣言(近接、ガード、遠隔、飛行)、攻撃の回避(防御とエフェクトダイス)、ダイスロール(アーマーとクリティカル)、ダメージと追加効果、追加攻撃、ダメージバリア、カウンターストライク、攻撃終了(スウィープとゾーン攻撃)。ダイスは結果を入力するか、画面のシードで振る。リンクは同じ結果を再現する。',
  },
  defaultSetup: {
    seed: 2013,
    attacker: 'knight',
    attack: { kind: 'melee', dice: 3, effect: { at: 8, condition: 'daze' } },
    creatures: [
      { id: 'knight', owner: 0, zone: [2, 2], life: 12, armor: 2, melee: { dice: 3 } },
      { id: 'mage', owner: 0, zone: [1, 2], life: 32, armor: 0, melee: { dice: 3 } },
      { id: 'guard', owner: 1, zone: [2, 2], life: 8, armor: 1, guard: true, melee: { dice: 2 }, defense: { value: 7, uses: 1 } },
      { id: 'imp', owner: 1, zone: [2, 2], life: 6, armor: 0, barrier: 2, defense: { value: 6, uses: 1, only: 'melee' } },
      { id: 'bat', owner: 1, zone: [3, 2], life: 5, armor: 0, flying: true },
      { id: 'rival', owner: 1, zone: [4, 2], life: 32, armor: 1, melee: { dice: 3 } },
    ],
  },
  machine: attackMachine,
  summarize: summarizeAttack,
  describeExpectation: describeAttack,
  words: attackWords,
});
