/** A Mage Wars round as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { roundMachine } from './machine';
import type { RoundSummary } from './schemas';
import { roundWords } from './words';
import { summarizeRound } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', round: '回合', initiative: '起始玩家', mana: '法力', activated: '已啟動的生物', quickcast: '已使用快速施法標記的玩家', returned: '回到法術書的計畫法術(依序)', stopsAt: '停在「{s}」', list: '、', nth: '第 {n} 回合', points: '{p} {n} 點' },
  ja: { state: '流れ', round: 'ラウンド', initiative: 'イニシアチブプレイヤー', mana: 'マナ', activated: '起動したクリーチャー', quickcast: 'クイックキャストマーカーを使ったプレイヤー', returned: 'スペルブックに戻った選んだ呪文(順に)', stopsAt: '「{s}」で止まる', list: '、', nth: '第{n}ラウンド', points: '{p} {n}点' },
};

/** A ruling's expected item in the page's language. */
export function describeRound(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = roundWords[locale];
  const none = words.ui.none;
  const names = (ids: string[]) => (ids.length ? ids.map((id) => tableWord(words, 'name', id)).join(t.list) : none);
  const text = (() => {
    switch (key as keyof RoundSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'round': return fill(t.nth, { n: Number(value) }, {});
      case 'initiative': return tableWord(words, 'player', String(value));
      case 'mana': return (value as number[]).map((n, p) => fill(t.points, { p: tableWord(words, 'player', String(p)), n }, {})).join(t.list);
      case 'activated':
      case 'returned': return names(value as string[]);
      case 'quickcast': {
        const used = (value as boolean[]).flatMap((u, p) => (u ? [tableWord(words, 'player', String(p))] : []));
        return used.length ? used.join(t.list) : none;
      }
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/round/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

export default defineFlow({
  title: { 'zh-hant': '回合的流程', ja: 'ラウンドの流れ' },
  summary: {
    'zh-hant': '一個回合:準備期間的 6 個階段(初始、重置、回魔、維持、計畫、部署),再進行行動期間(起始快速施法、輪流啟動生物與放棄、結束快速施法)。快速施法標記每回合 1 次;召喚的生物以已啟動的狀態進場;沒有施放的計畫法術在各自的時點回到法術書。',
    ja: '1ラウンド:レディステージの6つのフェイズ(イニシアチブ、リセット、チャネリング、アップキープ、プランニング、デプロイメント)、それからアクションステージ(ファーストクイックキャスト、交互の起動とパス、ファイナルクイックキャスト)。クイックキャストマーカーは1ラウンドに1回。召喚されたクリーチャーは起動済みで場に出る。唱えなかった選んだ呪文は、それぞれの時点でスペルブックに戻る。',
  },
  defaultSetup: {
    round: 3,
    initiative: 1,
    mana: [8, 6],
    channeling: [9, 10],
    creatures: [
      { id: 'mage', owner: 0, kind: 'mage' },
      { id: 'fairy', owner: 0, kind: 'familiar' },
      { id: 'knight', owner: 0, kind: 'creature' },
      { id: 'rival', owner: 1, kind: 'mage' },
      { id: 'orc', owner: 1, kind: 'creature' },
    ],
    spawnpoints: [{ id: 'lair', owner: 1 }],
    upkeep: [
      { id: 'knight', owner: 0, effect: 'burn' },
      { id: 'fairy', owner: 0, effect: 'regenerate' },
      { id: 'orc', owner: 1, effect: 'regenerate' },
    ],
  },
  machine: roundMachine,
  summarize: summarizeRound,
  describeExpectation: describeRound,
  words: roundWords,
});
