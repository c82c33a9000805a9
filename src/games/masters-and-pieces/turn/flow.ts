/** A turn of the masters-and-pieces game as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, nameWord, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { HAND_LIMIT, turnMachine } from './machine';
import type { TurnSummary } from './schemas';
import { turnWords } from './words';
import { summarizeTurn } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', turn: '回合主帥', number: '回合', life: '生命', hands: '手牌', decks: '牌庫張數', mana: '法力區', pieces: '棋子', discarded: '本回合棄置', result: '勝負', stopsAt: '停在「{s}」', list: '、', between: ';', down: '背面朝上的牌', untapped: '未橫置', notOver: '遊戲尚未結束' },
  ja: { state: '流れ', turn: 'ターンのマスター', number: 'ターン', life: 'ライフ', hands: '手札', decks: 'デッキの枚数', mana: 'マナ領域', pieces: 'ピース', discarded: 'このターンに破棄', result: '勝敗', stopsAt: '「{s}」で止まる', list: '、', between: '/', down: '裏向きのカード', untapped: '未タップ', notOver: 'ゲームはまだ終わっていない' },
};

export function describeTurn(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = turnWords[locale];
  const u = words.ui;
  const player = (p: number) => tableWord(words, 'player', p);
  const perMaster = (v: unknown[], show: (x: never) => string) => v.map((x, p) => `${player(p)} ${show(x as never)}`).join(t.between);
  const names = (ids: string[]) => (ids.length ? ids.map((id) => (id === 'down' ? t.down : nameWord(words, id))).join(t.list) : u.none);
  const text = (() => {
    switch (key as keyof TurnSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'turn': return player(value as number);
      case 'number': return fill(u.turn, { n: value as number }, {});
      case 'life': case 'decks': return perMaster(value as number[], (n: number) => String(n));
      case 'hands': case 'mana': return perMaster(value as string[][], names);
      case 'pieces': {
        const entries = Object.entries(value as Record<string, string>);
        return entries.length ? entries.map(([id, s]) => `${nameWord(words, id)} ${s === 'tapped' ? u.tapped : s === 'summoned' ? u.summoned : t.untapped}`).join(t.list) : u.none;
      }
      case 'discarded': return names(value as string[]);
      case 'result': {
        const r = value as TurnSummary['result'];
        return r ? `${fill(u.loses, { player: player(r.loser) }, {})}(${r.reason === 'life' ? u.reasonLife : u.reasonDeck})` : t.notOver;
      }
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/masters-and-pieces/turn/flow.ts.`);
  return { label: t[key as keyof TurnSummary], text };
}

const piece = (id: string) => ({ id, kind: 'piece' as const });
const spell = (id: string) => ({ id, kind: 'spell' as const });

export default defineFlow({
  title: { 'zh-hant': '回合流程', ja: 'ターンの流れ' },
  summary: {
    'zh-hant': `準備階段(重置、抽牌或充能、法力充能)、兩個主要階段、行動階段與結束階段(法力充能、手牌上限 ${HAND_LIMIT} 張);抽不到牌或生命在 0 以下時落敗。每個行動都在堆疊為空時進行;堆疊本身見「堆疊與優先權」,格子與戰鬥見「棋盤上的戰鬥」。`,
    ja: `スタンバイフェイズ(アンタップ、ドローorチャージ、マナチャージ)、2つのメインフェイズ、アクションフェイズ、エンドフェイズ(マナチャージ、手札の上限${HAND_LIMIT}枚)。ドローできないときとライフが0以下のときの敗北。行動はどれもスタックが空のときに行う。スタックそのものは「スタックと優先権」、マスと戦闘は「盤面での戦闘」で扱う。`,
  },
  defaultSetup: {
    turn: 0,
    number: 3,
    masters: [
      { life: 10, deck: [piece('hound'), spell('fireball'), piece('ogre')], hand: [piece('wolf'), spell('barrier'), piece('guard'), spell('spark')], mana: [{ card: piece('page'), faceUp: true }, { card: spell('gale'), faceUp: false }] },
      { life: 10, deck: [piece('imp'), piece('golem')], hand: [piece('archer'), spell('snare'), spell('mend')], mana: [{ card: piece('scout'), faceUp: true }] },
    ],
    pieces: [
      { id: 'knight', owner: 0, tapped: true },
      { id: 'lancer', owner: 0 },
      { id: 'tower', owner: 1 },
      { id: 'wyvern', owner: 1, tapped: true },
    ],
  },
  machine: turnMachine,
  summarize: summarizeTurn,
  describeExpectation: describeTurn,
  words: turnWords,
});
