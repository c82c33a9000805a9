/**
 * A 五行 ruling's expected outcome as a reader reads it: one sentence per item of the summary
 * (schemas.ts), in the page's language, with the flow's own words for states, seats and teams.
 */
import type { ExpectationText } from '../../../engine/flow';
import type { Locale } from '../../../lib/i18n/locales';
import { describeState, tableWord } from '../../../engine/words';
import type { WuxingSummary } from './schemas';
import { wuxingTurnWords } from './words';

const TEXT = {
  'zh-hant': {
    labels: { state: '流程', current: '回合玩家', life: '生命', shields: '防護罩', hands: '手牌', passives: '蓋牌', faceUp: '正面朝上的蓋牌', lasting: '持續效果', drawn: '回合抽牌抽到', deckTop: '牌堆最上方', deckCount: '牌堆張數', discardPile: '棄牌堆', result: '勝負' },
    stopsAt: (s: string) => `停在「${s}」`,
    points: (n: number) => `${n} 點`,
    cardCount: (n: number) => `${n} 張`,
    left: (n: number | 'round') => (n === 'round' ? '持續 1 輪' : `剩 ${n} 回合`),
    none: '無',
    has: '有',
    empty: '空',
    list: '、',
    between: '；',
    result: { 'team A wins': '隊伍 A 獲勝', 'team B wins': '隊伍 B 獲勝', draw: '平局' } as Record<string, string>,
    notOver: '遊戲尚未結束',
  },
  ja: {
    labels: { state: '流れ', current: 'ターンプレイヤー', life: 'ライフ', shields: 'シールド', hands: '手札', passives: '伏せ札', faceUp: '表向きの伏せ札', lasting: '持続する効果', drawn: 'ターンドローで引いた札', deckTop: '山札の一番上', deckCount: '山札の枚数', discardPile: '捨て札置き場', result: '勝敗' },
    stopsAt: (s: string) => `「${s}」で止まる`,
    points: (n: number) => `${n}点`,
    cardCount: (n: number) => `${n}枚`,
    left: (n: number | 'round') => (n === 'round' ? '1巡持続' : `残り${n}ターン`),
    none: 'なし',
    has: 'あり',
    empty: '空',
    list: '、',
    between: '/',
    result: { 'team A wins': 'チームAの勝ち', 'team B wins': 'チームBの勝ち', draw: '引き分け' } as Record<string, string>,
    notOver: 'ゲームはまだ終わっていない',
  },
};

export function describeWuxing(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = TEXT[locale];
  const words = wuxingTurnWords[locale];
  const seat = (i: number) => tableWord(words, 'seat', i);
  const perSeat = (values: unknown[], show: (v: never) => string) => values.map((v, i) => `${seat(i)} ${show(v as never)}`).join(t.between);
  const cards = (list: string[]) => (list.length ? list.join(t.list) : t.none);
  const v = value as WuxingSummary[keyof WuxingSummary];
  const text = (() => {
    switch (key as keyof WuxingSummary) {
      case 'state': return t.stopsAt(describeState(String(v), words));
      case 'current': return seat(v as number);
      case 'life': return (v as number[]).map((life, team) => `${tableWord(words, 'team', team)} ${life}`).join(t.between);
      case 'shields': return perSeat(v as unknown[], (s: number | null) => (s === null ? t.none : t.points(s)));
      case 'hands': return perSeat(v as unknown[], cards);
      case 'passives': case 'faceUp': return perSeat(v as unknown[], (p: boolean) => (p ? t.has : t.none));
      case 'lasting': {
        const list = v as WuxingSummary['lasting'];
        return list.length ? list.map((e) => `${tableWord(words, 'lastingOn', e.on)}：${tableWord(words, 'lastingKind', e.kind)}（${t.left(e.left)}）`).join(t.between) : t.none;
      }
      case 'drawn': case 'discardPile': return cards(v as string[]);
      case 'deckTop': return v === null ? t.empty : String(v);
      case 'deckCount': return t.cardCount(v as number);
      case 'result': return v === null ? t.notOver : t.result[String(v)];
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/wuxing/turn/expectation.ts.`);
  return { label: t.labels[key as keyof typeof t.labels], text };
}
