/**
 * The preparation flow's words per locale: states, events, one sentence per log step and refusal.
 * Until 2-1 decides who plays first, the masters are seats 甲 and 乙 (the `player` table here).
 */
import type { FlowWords, SameWords } from '../../../engine/words';
import { sharedWords } from '../words';

const zhHant = {
  states: {
    decks: '檢查牌庫', first: '決定先攻', place: '放置主帥', shuffle: '洗牌', draw: '抽起始手牌', mulligan: '重抽', bottom: '放回牌庫底部', ready: '第 1 回合開始',
  },
  events: {
    'decks.check': '檢查牌庫', 'first.decide': '決定先攻', mulligan: '重抽', 'hands.keep': '雙方都不再重抽', 'hand.bottom': '將手牌放到牌庫底部',
  },
  tables: {
    ...sharedWords['zh-hant'].tables,
    player: { 0: '主帥甲', 1: '主帥乙' },
    role: { 0: '先攻主帥', 1: '後攻主帥' },
    method: { coin: '擲硬幣', die: '擲骰', rps: '猜拳', other: '其他方式' },
    field: {
      ...sharedWords['zh-hant'].tables.field,
      seed: '洗牌種子', decks: '牌庫（甲、乙）', copies: '張數',
      player: '主帥（0 為甲，1 為乙）', by: '決定先攻的方式', card: '手牌中的第幾張（從 0 起算）',
    },
  },
  ui: {
    ...sharedWords['zh-hant'].ui,
    steps: '準備的步驟', spell: '法術', seat: '主帥', life: '生命', deck: '牌庫', hand: '手牌', mulligans: '重抽次數', owed: '還要放回牌庫底部', bottom: '已放到牌庫底部', role: '先後攻', undecided: '尚未決定',
    cards: '{n} 張', start: '起始位置', firstBy: '{player}先攻（{by}）', mulliganBy: '{player}重抽', bottomCard: '{player}：將{card}放到牌庫底部', bottomOf: '{player}：放到牌庫底部',
    deckOf: '{player}的牌庫', copiesOf: '{name} × {n}', addCard: '加入', removeCard: '移除{name}', seedHint: '洗牌依這個數字進行：同一個數字，洗出的順序也相同。',
    turnOne: '準備完成：可以從這個局面進入第 1 回合（回合流程）。',
  },
  steps: {
    'decks.check': '雙方的牌庫都是 {n} 張（本站解讀：恰好 {n} 張；同一張卡牌的張數不限）。',
    life: '雙方主帥的生命各為 {life} 點。',
    'first.decide': '以{by|method}決定：{player|player}先攻，另一位主帥後攻。',
    place: '先攻主帥放在第 {firstCol} 行第 {firstRow} 列，後攻主帥放在第 {secondCol} 行第 {secondRow} 列，各自己方陣地的中央（棋盤與己方陣地為本站解讀，僅用於沙盒）。',
    shuffle: '{player|player}洗{owner|player}的牌庫。',
    draw: '{player|player}抽 {n} 張牌。',
    mulligan: '{player|player}重抽（第 {k} 次）：手牌放回自己的牌庫，由對手洗牌（本站解讀）。',
    redraw: '{player|player}重新抽 {n} 張牌。',
    'hands.keep': '雙方都不再重抽。',
    owe: '{player|player}重抽了 {k} 次：遊戲開始前，從手牌中選出 {n} 張牌放到牌庫底部（本站解讀；重抽次數多於手牌時，整副手牌）。',
    'hand.bottom': '{player|player}將{card|name}放到牌庫底部（共 {k} 張中的第 {done} 張）。',
    ready: '準備完成，遊戲開始：{player|player}進行第 1 回合。',
    'refuse.deckSize': '{player|player}的牌庫是 {n} 張：牌庫為 {size} 張，{n} 張不夠。',
    'refuse.deckOver': '{player|player}的牌庫是 {n} 張：本站解讀（1-1 的編者註），牌庫須恰好為 {size} 張，不能多於 {size} 張。',
    'refuse.unchecked': '本站解讀（1-1 的編者註）：遊戲準備從檢查雙方的牌庫開始，檢查之前不能「{event|eventName}」。',
    'refuse.begun': { by: 'event', cases: {
      mulligan: '遊戲已經開始，不能再重抽：重抽在遊戲開始前進行，與重抽次數相同張數的牌也須在遊戲開始前放回牌庫底部。',
      'hand.bottom': '遊戲已經開始：與重抽次數相同張數的牌，須在遊戲開始前放回牌庫底部，開始後不能再放。',
    } },
    'refuse.owesNothing': { by: 'took', cases: {
      none: '{player|player}沒有重抽，不需要把牌放到牌庫底部。',
      some: '{player|player}重抽了 {k} 次，該放到牌庫底部的牌都已放回。',
    } },
    'refuse.noCard': '手牌中沒有第 {n} 張牌。',
  },
  guards: {
    'a mulligan was taken': '有主帥重抽過時',
    'every mulligan is paid': '放回的張數都與重抽次數相同時',
  },
};

const ja: SameWords<typeof zhHant> = {
  states: {
    decks: 'デッキの確認', first: '先攻の決定', place: 'マスターを置く', shuffle: 'シャッフル', draw: '最初の手札を引く', mulligan: 'マリガン', bottom: 'デッキの一番下に戻す', ready: '第1ターン開始',
  },
  events: {
    'decks.check': 'デッキを確認', 'first.decide': '先攻を決める', mulligan: 'マリガン', 'hands.keep': '互いにこれ以上マリガンしない', 'hand.bottom': '手札をデッキの一番下へ',
  },
  tables: {
    ...sharedWords.ja.tables,
    player: { 0: 'マスター甲', 1: 'マスター乙' },
    role: { 0: '先攻のマスター', 1: '後攻のマスター' },
    method: { coin: 'コイン', die: 'ダイス', rps: 'じゃんけん', other: 'その他の方法' },
    field: {
      ...sharedWords.ja.tables.field,
      seed: 'シャッフルの種', decks: 'デッキ（甲・乙）', copies: '枚数',
      player: 'マスター（0 が甲、1 が乙）', by: '先攻を決める方法', card: '手札の何枚目か（0 から数える）',
    },
  },
  ui: {
    ...sharedWords.ja.ui,
    steps: '準備の手順', spell: 'スペル', seat: 'マスター', life: 'ライフ', deck: 'デッキ', hand: '手札', mulligans: 'マリガンの回数', owed: 'デッキの一番下に戻す残り', bottom: 'デッキの一番下に戻したカード', role: '先攻・後攻', undecided: '未決定',
    cards: '{n}枚', start: '初期位置', firstBy: '{player}が先攻（{by}）', mulliganBy: '{player}がマリガン', bottomCard: '{player}：{card}をデッキの一番下へ', bottomOf: '{player}：デッキの一番下へ',
    deckOf: '{player}のデッキ', copiesOf: '{name}×{n}', addCard: '加える', removeCard: '{name}を除く', seedHint: 'シャッフルはこの数で決まる。同じ数なら同じ順になる。',
    turnOne: '準備が終わった。この局面から第1ターン（ターンの流れ）に進める。',
  },
  steps: {
    'decks.check': '両者のデッキはどちらも{n}枚（当サイトの解釈：ちょうど{n}枚。同じカードの枚数に制限はない）。',
    life: '両マスターのライフはそれぞれ{life}点。',
    'first.decide': '{by|method}で決める：{player|player}が先攻、もう一方のマスターが後攻。',
    place: '先攻のマスターを{firstCol}列{firstRow}行に、後攻のマスターを{secondCol}列{secondRow}行に置く。それぞれの自陣の中央（盤面と自陣は当サイトの解釈で、サンドボックスのみ）。',
    shuffle: '{player|player}が{owner|player}のデッキをシャッフルする。',
    draw: '{player|player}がカードを{n}枚引く。',
    mulligan: '{player|player}がマリガンする（{k}回目）：手札を自分のデッキに戻し、相手がシャッフルする（当サイトの解釈）。',
    redraw: '{player|player}がカードを{n}枚引き直す。',
    'hands.keep': '互いにこれ以上マリガンしない。',
    owe: '{player|player}はマリガンを{k}回行った：ゲーム開始前に、手札から{n}枚選んでデッキの一番下に置く（当サイトの解釈。マリガンの回数が手札より多いときは手札すべて）。',
    'hand.bottom': '{player|player}が{card|name}をデッキの一番下に置く（{k}枚中{done}枚目）。',
    ready: '準備が終わり、ゲームが始まる：{player|player}が第1ターンを行う。',
    'refuse.deckSize': '{player|player}のデッキは{n}枚。デッキは{size}枚であり、{n}枚では足りない。',
    'refuse.deckOver': '{player|player}のデッキは{n}枚。当サイトの解釈（1-1 の編集注）では、デッキはちょうど{size}枚で、{size}枚より多くはできない。',
    'refuse.unchecked': '当サイトの解釈（1-1 の編集注）では、ゲームの準備は両者のデッキの確認から始まり、確認の前に「{event|eventName}」はできない。',
    'refuse.begun': { by: 'event', cases: {
      mulligan: 'ゲームはすでに始まっており、もうマリガンできない。マリガンはゲーム開始前に行い、マリガンした回数と同じ枚数のカードもゲーム開始前にデッキの一番下に戻す。',
      'hand.bottom': 'ゲームはすでに始まっている。マリガンした回数と同じ枚数のカードはゲーム開始前にデッキの一番下に戻すもので、開始後には戻せない。',
    } },
    'refuse.owesNothing': { by: 'took', cases: {
      none: '{player|player}はマリガンしていないので、デッキの一番下に置くカードはない。',
      some: '{player|player}はマリガンを{k}回行い、デッキの一番下に置くべきカードはすべて戻した。',
    } },
    'refuse.noCard': '手札に{n}枚目のカードはない。',
  },
  guards: {
    'a mulligan was taken': 'マリガンしたマスターがいるとき',
    'every mulligan is paid': 'どちらもマリガンの回数と同じ枚数を戻したとき',
  },
};

export const prepareWords: { 'zh-hant': FlowWords; ja: FlowWords } = { 'zh-hant': zhHant, ja };
