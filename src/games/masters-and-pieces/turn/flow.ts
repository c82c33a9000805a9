/** A turn of the masters-and-pieces game as a sandbox flow: machine, words, and the summary rulings check. */
import { SKILLS_NOT_PLAYED } from '../not-played';
import { defineFlow, notPlayedItem as unplayed, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, nameWord, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { HAND_LIMIT, turnMachine } from './machine';
import { DECK_SIZE, OPENING_HAND } from '../rules';
import type { TurnSummary } from './schemas';
import { turnWords } from './words';
import { summarizeTurn } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', turn: '回合主帥', number: '回合', life: '生命', hands: '手牌', decks: '牌庫張數', mana: '法力區', pieces: '棋子', discarded: '本回合棄置', result: '勝負', stopsAt: '停在「{s}」', list: '、', between: '；', down: '背面朝上的牌', untapped: '未橫置', notOver: '遊戲尚未結束' },
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

// The refusals table's events and positions.
const E = (type: string) => ({ type });
const charge = (card: number) => ({ type: 'mana.charge', card });
const summon = (card: number) => ({ type: 'piece.summon', card });
const discard = (card: number) => ({ type: 'hand.discard', card });
const move = (id: string) => ({ type: 'piece.move', piece: id });
const chargeSetup = { turn: 0, masters: [{ deck: [piece('imp'), piece('ogre')], hand: [piece('wolf'), spell('spark')] }, { deck: [piece('golem')] }] };
const emptyDeck = { turn: 0, masters: [{ hand: [piece('wolf')] }, { deck: [piece('golem')] }] };
const fullHand = { turn: 0, masters: [{ deck: [piece('imp')], hand: ['wolf', 'hound', 'ogre', 'page', 'guard', 'scout', 'archer', 'knight'].map(piece) }, { deck: [piece('golem')] }] };

export default defineFlow({
  title: { 'zh-hant': '回合流程', ja: 'ターンの流れ' },
  summary: {
    'zh-hant': `準備階段（重置、抽牌或充能、法力充能）、兩個主要階段、行動階段與結束階段（法力充能、手牌上限 ${HAND_LIMIT} 張）；抽不到牌或生命在 0 以下時落敗。每個行動都在堆疊為空時進行；堆疊本身見「堆疊與優先權」，格子與戰鬥見「棋盤上的戰鬥」。`,
    ja: `スタンバイフェイズ（アンタップ、ドローorチャージ、マナチャージ）、2つのメインフェイズ、アクションフェイズ、エンドフェイズ（マナチャージ、手札の上限${HAND_LIMIT}枚）。ドローできないときとライフが0以下のときの敗北。行動はどれもスタックが空のときに行う。スタックそのものは「スタックと優先権」、マスと戦闘は「盤面での戦闘」で扱う。`,
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
  refusals: [
    { step: 'refuse.chargedFromDeck', clauses: ['9-1', '5-3'], note: '5-3', what: 'a mana charge at the end phase after the standby’s face-down charge (5-3’s note: that was the turn’s charge, the site’s reading)', example: { setup: chargeSetup, events: [E('standby.charge'), E('phase.end'), E('phase.end'), E('phase.end')], refused: charge(0) } },
    { step: 'refuse.charged', clauses: ['9-1'], what: 'a mana charge at the end phase after one from the hand in the standby: 9-1 charges only when none was made', example: { setup: chargeSetup, events: [E('standby.draw'), charge(0), E('phase.end'), E('phase.end'), E('phase.end')], refused: charge(0) } },
    { step: 'refuse.chargeAfterDiscard', clauses: ['9-1', '9-2'], note: '9-2', what: 'a mana charge after the discard has begun (9-2’s note: charge, then discard)', example: { setup: fullHand, events: [E('standby.draw'), E('mana.skip'), E('phase.end'), E('phase.end'), E('phase.end'), discard(0)], refused: charge(0) } },
    { step: 'refuse.noCard', clauses: ['5-3'], what: 'a mana charge of a card the hand does not have', example: { setup: chargeSetup, events: [E('standby.draw')], refused: charge(9) } },
    { step: 'refuse.noCard', clauses: ['6-2'], what: 'a summon of a card the hand does not have', example: { setup: chargeSetup, events: [E('standby.draw'), E('mana.skip')], refused: summon(9) } },
    { step: 'refuse.notPiece', clauses: ['5-3'], what: 'a mana charge of a spell: 5-3 charges a piece', example: { setup: chargeSetup, events: [E('standby.draw')], refused: charge(1) } },
    { step: 'refuse.notPiece', clauses: ['8-2'], what: 'a summon of a spell: 8-2 summons pieces', example: { setup: chargeSetup, events: [E('standby.draw'), E('mana.skip'), E('phase.end'), E('phase.end')], refused: summon(1) } },
    { step: 'refuse.noPiece', clauses: ['7-2'], what: 'a move of a piece that is not on the board', example: { events: [E('standby.draw'), E('mana.skip'), E('phase.end')], refused: move('imp') } },
    { step: 'refuse.notYours', clauses: ['3-3'], note: '3-3', what: 'a move of the other master’s piece (3-3’s note: a phase’s actions are the turn master’s)', example: { events: [E('standby.draw'), E('mana.skip'), E('phase.end')], refused: move('tower') } },
    { step: 'refuse.tapped', clauses: ['7-3'], note: '7-3', what: 'a second move of a piece this turn (7-3’s note: a tapped piece moves again only once untapped)', example: { events: [E('standby.draw'), E('mana.skip'), E('phase.end'), move('lancer')], refused: move('lancer') } },
    { step: 'refuse.summoned', clauses: ['6-3'], note: '6-3', what: 'a move of a piece summoned in the first main phase (6-3’s note: “not at once” is the whole turn)', example: { events: [E('standby.draw'), E('mana.skip'), summon(0), E('phase.end')], refused: move('wolf') } },
    { step: 'refuse.masterMoved', clauses: ['6-1'], note: '6-1', what: 'the master’s second move in the first main phase (6-1’s note: once a turn, the site’s reading)', example: { events: [E('standby.draw'), E('mana.skip'), E('master.move')], refused: E('master.move') } },
    { step: 'refuse.masterMoved', clauses: ['8-1'], what: 'the master’s move in the second main phase after it moved this turn', example: { events: [E('standby.draw'), E('mana.skip'), E('master.move'), E('phase.end'), E('phase.end')], refused: E('master.move') } },
    { step: 'refuse.emptyDeck', clauses: ['5-2'], what: 'the face-down charge with an empty deck', example: { setup: emptyDeck, events: [], refused: E('standby.charge') } },
    { step: 'refuse.withinLimit', clauses: ['9-2'], what: 'a discard with 8 cards or fewer in hand', example: { events: [E('standby.draw'), E('mana.skip'), E('phase.end'), E('phase.end'), E('phase.end')], refused: discard(0) } },
    { step: 'refuse.overLimit', clauses: ['9-2'], what: 'ending the turn with more than 8 cards in hand', example: { setup: fullHand, events: [E('standby.draw'), E('mana.skip'), E('phase.end'), E('phase.end'), E('phase.end')], refused: E('phase.end') } },
    { step: 'refused.notHere', clauses: ['7-2'], what: 'a piece’s move in a main phase: pieces move in the action phase', example: { events: [E('standby.draw'), E('mana.skip')], refused: move('lancer') } },
    { step: 'refused.notHere', clauses: ['7-5'], what: 'an active skill in a main phase: skills are activated in the action phase', example: { events: [E('standby.draw'), E('mana.skip'), E('phase.end'), E('phase.end')], refused: E('skill.activate') } },
    { step: 'refused.notHere', clauses: ['6-1', '8-1'], what: 'the master’s move in the action phase: masters move in the main phases', example: { events: [E('standby.draw'), E('mana.skip'), E('phase.end')], refused: E('master.move') } },
    { step: 'refused.notHere', clauses: ['6-2', '8-2'], what: 'a summon in the action phase: pieces are summoned in the main phases', example: { events: [E('standby.draw'), E('mana.skip'), E('phase.end')], refused: summon(0) } },
    { step: 'refused.notHere', clauses: ['5-3', '9-1'], what: 'a mana charge in a main phase: it is made in the standby or the end phase', example: { events: [E('standby.draw'), E('mana.skip')], refused: charge(0) } },
    { step: 'refused.notHere', clauses: ['9-2'], what: 'a discard before the end phase', example: { events: [E('standby.draw'), E('mana.skip')], refused: discard(0) } },
    { step: 'refused.over', clauses: ['1-3'], what: 'anything after a master has lost', example: { setup: emptyDeck, events: [E('standby.draw')], refused: E('mana.skip') } },
  ],
  notPlayed: [
    unplayed(['1-1', '2-4', '2-5.2'], `回合流程接受任何局面，牌庫與手牌的張數不限：這是遊戲中途的局面。遊戲開始時的局面（${DECK_SIZE} 張的牌庫、先攻 ${OPENING_HAND.first} 張與後攻 ${OPENING_HAND.second} 張的手牌、重抽）請從「遊戲準備」開始，再接到第 1 回合。`, `ターンの流れはどんな局面も受け付け、デッキと手札の枚数を問わない。ゲームの途中の局面だからである。ゲーム開始時の局面（${DECK_SIZE}枚のデッキ、先攻${OPENING_HAND.first}枚・後攻${OPENING_HAND.second}枚の手札、マリガン）は「ゲームの準備」から始めて第1ターンにつなぐ。`),
    unplayed(['6-4', '8-4', '5-1'], '這裡不施放法術：法力的支付（本站解讀：將法力區的卡牌橫置）、法術的效果與法力在重置時恢復都不模擬；法術的宣告與剩餘法力見「堆疊與優先權」。', 'ここではスペルを唱えない。マナの支払い（当サイトの解釈：マナ領域のカードをタップする）、スペルの効果、アンタップでのマナの回復は扱わない。スペルの宣言と残りのマナは「スタックと優先権」で扱う。'),
    unplayed(['3-1', '3-2', '3-3', '3-4', '3-5'], '每個行動都當作已經結算、堆疊為空時進行：宣告、優先權的移動、對手的回應與堆疊的結算順序不在這裡，見「堆疊與優先權」。', '行動はどれも、解決済みでスタックが空のときのものとして行う。宣言、優先権の移動、相手の応答、スタックの解決順はここでは扱わず、「スタックと優先権」で扱う。'),
    unplayed(['6-1', '8-1', '6-2', '8-2', '7-2', '7-4'], '這裡沒有格子：主帥移動到哪裡、棋子召喚在己方陣地或主帥卡周圍的哪一格、棋子移動到哪裡都不記錄，棋子的移動也不會引發戰鬥；格子與戰鬥見「棋盤上的戰鬥」。', 'ここにはマスがない。マスターの移動先、ピースを自陣やマスターカードの周囲のどのマスに召喚するか、ピースの移動先は記録せず、ピースの移動で戦闘は起きない。マスと戦闘は「盤面での戦闘」で扱う。'),
    unplayed(['6-5', '7-1', '8-5'], '伏兵展開只是一個步驟：原文沒有定義它的內容，沙盒不模擬任何效果。', '伏兵展開は手順として置くだけである。原典に内容の定義がなく、サンドボックスは効果を扱わない。'),
    SKILLS_NOT_PLAYED,
    unplayed(['1-2'], '生命只會依使用者輸入的點數減少：沒有具體的卡牌效果，生命的增加也不模擬。', 'ライフは使う人が入れた点数だけ減る。具体的なカードの効果はなく、ライフが増えることも扱わない。'),
    unplayed(['1-4'], '特殊勝利條件不模擬：原文沒有列出任何條件。', '特殊な勝利条件は扱わない。原典に条件が1つも書かれていない。'),
  ],
  summarize: summarizeTurn,
  describeExpectation: describeTurn,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    life: 'players',
    hands: ['players', 'hand'],
    decks: 'players',
    mana: ['players', 'events'],
    discarded: 'events',
  },
  words: turnWords,
});
