/**
 * A 星靈王 ruling's expected outcome as a reader reads it (all three flows): one sentence per item
 * of the flow's summary, in the page's language, units by name and states in the rulebook's words.
 */
import type { ExpectationText } from '../../engine/flow';
import type { Locale } from '../../lib/i18n/locales';
import { describeState, fill, nameWord, namesWord, tableWord } from '../../engine/words';
import { RULE_VALUES } from './game';
import { xinglingwangWords } from './words';

const TEXT = {
  'zh-hant': {
    labels: {
      fields: '場地區', attached: '被賦予的魔法卡', bonuses: '獎勵',
      charge: '充能能量', riders: '下方的小旅人', lasting: '攻擊力或分數因「本次戰鬥」「本次進攻」的效果而改變的單位', stacks: '合體後的單位',
      state: '流程', board: '場上', graveyard: '墓地', returnedToHand: '回到手牌', attacker: '正在結算的進攻單位', declared: '已宣告進攻的單位（依序）',
      turn: '回合', current: '回合玩家', hands: '手牌', decks: '牌庫張數', graveyards: '墓地', exiles: '除外', scores: '分數', starLinesFlipped: '已翻面的星星戰線牌', earlyEnd: '已宣告的提早結束', result: '勝負',
    },
    stopsAt: (s: string) => `停在「${s}」`,
    place: (name: string, line: number, row: string, state: string) => `${name}：戰線 ${line} ${row}，${state}`,
    turn: (n: number) => `第 ${n} 回合`,
    cards: (n: number) => `${n} 張`,
    points: (n: number) => `${n} 分`,
    star: (n: number) => `${n} 號`,
    win: (player: string, scores: number[], by: string) => `${player}獲勝(${scores[0]} 比 ${scores[1]},${by === 'earlyEnd' ? '提早結束' : '倒數階段結束'})`,
    none: '無',
    notOver: '遊戲尚未結束',
    stack: (top: string, under: string, atk: number, score: number, keywords: string) => `${top}（下方：${under}）攻擊力 ${atk}、分數 ${score}${keywords ? `，${keywords}` : ''}`,
    between: '；',
  },
  ja: {
    labels: {
      fields: 'フィールドエリア', attached: '付与された魔法カード', bonuses: 'ボーナス',
      charge: 'チャージエネルギー', riders: '下にいる小さな旅人', lasting: '「この戦闘」「この進攻」の効果で攻撃力やスコアが変わっているユニット', stacks: '合体ユニット',
      state: '流れ', board: '場', graveyard: '墓地', returnedToHand: '手札に戻ったユニット', attacker: '解決中の進攻ユニット', declared: '進攻宣言したユニット（順に）',
      turn: 'ターン', current: 'ターンプレイヤー', hands: '手札', decks: '山札の枚数', graveyards: '墓地', exiles: '除外', scores: 'スコア', starLinesFlipped: '裏返した星の戦線カード', earlyEnd: '宣言済みの早期終了', result: '勝敗',
    },
    stopsAt: (s: string) => `「${s}」で止まる`,
    place: (name: string, line: number, row: string, state: string) => `${name}：戦線${line}の${row}、${state}`,
    turn: (n: number) => `第${n}ターン`,
    cards: (n: number) => `${n}枚`,
    points: (n: number) => `${n}点`,
    star: (n: number) => `${n}番`,
    win: (player: string, scores: number[], by: string) => `${player}の勝ち(${scores[0]}対${scores[1]}、${by === 'earlyEnd' ? '早期終了' : 'カウントダウンフェイズの終了'})`,
    none: 'なし',
    notOver: 'ゲームはまだ終わっていない',
    stack: (top: string, under: string, atk: number, score: number, keywords: string) => `${top}（下：${under}）攻撃力${atk}・スコア${score}${keywords ? `、${keywords}` : ''}`,
    between: '/',
  },
};

type Labels = keyof (typeof TEXT)['zh-hant']['labels'];

export function describeXinglingwang(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = TEXT[locale];
  const words = xinglingwangWords[locale];
  const player = (p: number) => tableWord(words, 'player', p);
  const names = (ids: string[]) => namesWord(words, ids) || t.none;
  const perPlayer = (values: unknown[], show: (v: never) => string) => values.map((v, p) => `${player(p)} ${show(v as never)}`).join(t.between);
  const text = (() => {
    switch (key as Labels) {
      case 'state': return t.stopsAt(describeState(String(value), words));
      case 'board': {
        const units = Object.entries(value as Record<string, string>);
        if (!units.length) return t.none;
        return units.map(([id, place]) => {
          const [line, row, state] = place.split('/');
          return t.place(nameWord(words, id), Number(line), tableWord(words, 'row', row), tableWord(words, 'unitState', state));
        }).join(t.between);
      }
      case 'graveyard': case 'returnedToHand': case 'declared': case 'lasting': return names(value as string[]);
      case 'charge': case 'riders': {
        const counts = Object.entries(value as Record<string, number>);
        return counts.length ? counts.map(([id, n]) => `${nameWord(words, id)} ${n}`).join(t.between) : t.none;
      }
      case 'stacks': {
        const units = Object.entries(value as Record<string, { under: string[]; atk: number; score: number; keywords: string[] }>);
        return units.length ? units.map(([id, s]) => t.stack(nameWord(words, id), names(s.under), s.atk, s.score, s.keywords.map((k) => tableWord(words, 'keyword', k)).join('、'))).join(t.between) : t.none;
      }
      case 'attacker': return value === null ? t.none : nameWord(words, String(value));
      case 'turn': return t.turn(value as number);
      case 'current': return player(value as number);
      case 'hands': case 'graveyards': case 'exiles': return perPlayer(value as unknown[], names);
      case 'decks': return perPlayer(value as unknown[], t.cards);
      case 'bonuses': return perPlayer(value as unknown[], t.points);
      case 'fields': return perPlayer(value as unknown[], (id: string | null) => (id === null ? t.none : nameWord(words, id)));
      case 'attached': {
        const units = Object.entries(value as Record<string, string[]>);
        return units.length ? units.map(([id, cards]) => `${nameWord(words, id)}：${names(cards)}`).join(t.between) : t.none;
      }
      case 'scores': return perPlayer(value as unknown[], t.points);
      case 'starLinesFlipped': return (value as number[]).length ? (value as number[]).map(t.star).join('、') : t.none;
      case 'earlyEnd': {
        const pending = value as { player: number; condition: string }[];
        return pending.length ? pending.map((e) => `${player(e.player)}：${fill(tableWord(words, 'condition', e.condition), RULE_VALUES, {})}`).join(t.between) : t.none;
      }
      case 'result': {
        const r = value as { winner: number; scores: number[]; by: string } | null;
        return r === null ? t.notOver : t.win(player(r.winner), r.scores, r.by);
      }
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/xinglingwang/expectation.ts.`);
  return { label: t.labels[key as Labels], text };
}
