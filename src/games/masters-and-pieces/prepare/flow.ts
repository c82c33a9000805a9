/** The masters-and-pieces game's preparation as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, nameWord, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { prepareMachine, type DeckEntry, type PrepareEvent } from './machine';
import { DECK_SIZE } from '../rules';
import type { PrepareSummary } from './schemas';
import { prepareWords } from './words';
import { summarizePrepare } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', first: '先攻', life: '生命', hands: '手牌', decks: '牌庫張數', mulligans: '重抽次數', bottom: '放到牌庫底部的牌（依序）', stopsAt: '停在「{s}」', list: '、', between: '；', undecided: '尚未決定' },
  ja: { state: '流れ', first: '先攻', life: 'ライフ', hands: '手札', decks: 'デッキの枚数', mulligans: 'マリガンの回数', bottom: 'デッキの一番下に置いたカード（順に）', stopsAt: '「{s}」で止まる', list: '、', between: '/', undecided: '未決定' },
};

export function describePrepare(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = prepareWords[locale];
  const player = (p: number) => tableWord(words, 'player', p);
  const perSeat = (v: unknown[], show: (x: never) => string) => v.map((x, p) => `${player(p)} ${show(x as never)}`).join(t.between);
  const names = (ids: string[]) => (ids.length ? ids.map((id) => nameWord(words, id)).join(t.list) : words.ui.none);
  const text = (() => {
    switch (key as keyof PrepareSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'first': return value === null ? t.undecided : player(value as number);
      case 'life': case 'decks': case 'mulligans': return perSeat(value as number[], (n: number) => String(n));
      case 'hands': case 'bottom': return perSeat(value as string[][], names);
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/masters-and-pieces/prepare/flow.ts.`);
  return { label: t[key as keyof PrepareSummary], text };
}

const piece = (id: string, copies = 4): DeckEntry => ({ id, kind: 'piece', copies });
const spell = (id: string, copies = 4): DeckEntry => ({ id, kind: 'spell', copies });
/** Two decks of DECK_SIZE (40) of the site's example cards, four of each. */
const DECKS: [DeckEntry[], DeckEntry[]] = [
  [piece('wolf'), piece('hound'), piece('ogre'), piece('knight'), piece('lancer'), piece('archer'), piece('guard'), spell('fireball'), spell('spark'), spell('barrier')],
  [piece('imp'), piece('golem'), piece('tower'), piece('wyvern'), piece('scout'), piece('page'), piece('dragon'), spell('snare'), spell('mend'), spell('gale')],
];
export const defaultSetup = { seed: 1, decks: DECKS };

// The refusals table's events and positions.
const check: PrepareEvent = { type: 'decks.check' };
const decide: PrepareEvent = { type: 'first.decide', player: 0, by: 'coin' };
const mulligan = (player: 0 | 1): PrepareEvent => ({ type: 'mulligan', player });
const keep: PrepareEvent = { type: 'hands.keep' };
const bottom = (player: 0 | 1, card: number): PrepareEvent => ({ type: 'hand.bottom', player, card });
const short = { seed: 1, decks: [[piece('wolf', 39)], DECKS[1]] };
const long = { seed: 1, decks: [DECKS[0], [piece('golem', 40), piece('imp', 1)]] };

export default defineFlow({
  title: { 'zh-hant': '遊戲準備', ja: 'ゲームの準備' },
  summary: {
    'zh-hant': `從牌庫檢查（恰好 ${DECK_SIZE} 張）、起始生命到第 1 回合開始：決定先攻，主帥放在初始位置，洗對手的牌庫，先攻抽 5 張、後攻抽 6 張，不限次數的重抽，以及遊戲開始前放回牌庫底部的牌。洗牌依設定中的種子進行，分享的連結會重現同樣的牌序。`,
    ja: `デッキの確認（ちょうど${DECK_SIZE}枚）とライフの初期値から第1ターンの開始まで：先攻の決定、マスターを初期位置に置く、相手のデッキのシャッフル、先攻5枚・後攻6枚のドロー、何度でも行えるマリガンと、ゲーム開始前にデッキの一番下に戻すカード。シャッフルは設定の種で決まり、共有リンクは同じ並びを再現する。`,
  },
  defaultSetup,
  machine: prepareMachine,
  refusals: refusalRows<PrepareEvent>([
    { step: 'refuse.deckSize', clauses: ['1-1'], what: 'a deck of 39 cards: 1-1 says 40', example: { setup: short, events: [], refused: check } },
    { step: 'refuse.deckOver', clauses: ['1-1'], note: '1-1', what: 'a deck of 41 cards (1-1’s note: exactly 40, not 40 or more)', example: { setup: long, events: [], refused: check } },
    { step: 'refuse.owesNothing', clauses: ['2-5.2'], what: 'a card to the bottom from a master who took no mulligan', example: { events: [check, decide, mulligan(1), keep], refused: bottom(0, 0) } },
    { step: 'refuse.noCard', clauses: ['2-5.2'], what: 'a card to the bottom that the hand does not have', example: { events: [check, decide, mulligan(1), keep], refused: bottom(1, 6) } },
    { step: 'refused.notHere', clauses: ['2-1'], what: 'deciding the first player again once the hands are drawn', example: { events: [check, decide], refused: decide } },
    { step: 'refused.notHere', clauses: ['2-5.1'], what: 'a mulligan before the hands are drawn', example: { events: [check], refused: mulligan(0) } },
    { step: 'refused.notHere', clauses: ['2-5.2'], what: 'a card to the bottom while the masters may still take mulligans', example: { events: [check, decide, mulligan(1)], refused: bottom(1, 0) } },
    { step: 'refused.notHere', clauses: ['2-5.2'], what: 'a mulligan once both masters kept their hands', example: { events: [check, decide, mulligan(1), keep], refused: mulligan(1) } },
    { step: 'refuse.unchecked', clauses: ['1-1'], note: '1-1', what: 'anything before the decks are checked (1-1’s note: the preparation begins with the deck check)', example: { events: [], refused: decide } },
    { step: 'refuse.begun', clauses: ['2-5.2'], what: 'a mulligan once the game has begun: 2-5.2 puts mulligans before it', example: { events: [check, decide, keep], refused: mulligan(0) } },
    { step: 'refuse.begun', clauses: ['2-5.2'], what: 'a card to the bottom once the game has begun: 2-5.2 puts them there before it', example: { events: [check, decide, mulligan(1), keep, bottom(1, 0)], refused: bottom(1, 0) } },
  ]),
  notPlayed: [
    unplayed(['1-1'], `牌庫只檢查張數（恰好 ${DECK_SIZE} 張，本站解讀）；原文沒有同名卡牌的張數上限，也沒有列出任何卡牌，沙盒中的卡牌是本站的範例，不檢查牌庫的內容。`, `デッキは枚数（ちょうど${DECK_SIZE}枚、当サイトの解釈）だけを確かめる。原典には同名カードの枚数制限もカードの一覧もなく、サンドボックスのカードは当サイトの例なので、デッキの中身は確かめない。`),
    unplayed(['2-1'], '沙盒不擲硬幣、不擲骰、不猜拳：由使用者選擇用什麼方式、由哪一位主帥先攻。', 'サンドボックスはコインもダイスもじゃんけんも行わない。どの方法で、どちらのマスターが先攻になったかは使う人が選ぶ。'),
    unplayed(['2-2'], '主帥的初始位置只在準備中顯示並寫在紀錄中（5×5 棋盤與己方陣地為本站解讀）；接下來的回合流程不記錄格子，主帥與棋子的位置只在「棋盤上的戰鬥」中出現。', 'マスターの初期位置は準備の中で示してログに書くだけ（5×5の盤面と自陣は当サイトの解釈）。続くターンの流れはマスを記録せず、マスターとピースの位置は「盤面での戦闘」でだけ扱う。'),
    unplayed(['2-3', '2-5.1'], '洗牌不是實際的洗牌，而是依設定中的種子決定的順序：同一個種子、同一串步驟，牌序總是相同。', 'シャッフルは実際のシャッフルではなく、設定の種で決まる並びである。同じ種と同じ手順なら、並びはいつも同じになる。'),
    unplayed(['2-5.1', '2-5.2'], '原文沒有說明重抽的順序、誰先決定，以及一位玩家決定不再重抽後能否改變主意：沙盒讓雙方以任意順序重抽，直到雙方都不再重抽為止。', '原典は、マリガンの順番、どちらが先に決めるか、もうマリガンしないと決めた後に考え直せるかを記していない。サンドボックスでは両者が好きな順にマリガンし、互いにしなくなったところで終わる。'),
    unplayed(['2-5.2'], '原文沒有說明放回牌庫底部的多張牌如何排列：沙盒依選擇的順序一張一張放到最底部，最後放的在最下面。', '原典は、デッキの一番下に戻す複数のカードの並びを記していない。サンドボックスでは選んだ順に1枚ずつ一番下に置き、最後に置いたものが一番下になる。'),
  ],
  summarize: summarizePrepare,
  describeExpectation: describePrepare,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    life: 'players',
    hands: ['players', 'drawn'],
    decks: 'players',
    mulligans: 'players',
    bottom: ['players', { 'zh-hant': '依放到牌庫底的順序：最後一項是最底下的牌', ja: '山札の下に置いた順:最後の項目が一番下のカード' }],
  },
  words: prepareWords,
});
