/**
 * The 五行 turn as a sandbox flow: its machine, its words, and the summary of a position that
 * rulings state their expectations against. Its schemas are in schemas.ts (not shipped to the
 * browser unless a shared URL needs checking).
 */
import { defineFlow } from '../../../engine/flow';
import { wuxingTurnWords } from './words';
import { turnMachine, type WuxingEvent } from './machine';
import { describeWuxing } from './expectation';
import { summarize } from './summary';
import { NOT_PLAYED } from './not-played';

/** An event of the flow, typed as its machine takes it. */
const e = (event: WuxingEvent) => event;
const attack = (more: object = {}) => e({ type: 'action.attack', cards: [0], element: 'metal', points: 7, ...more });
/** The default position, recovery declined: player 1 acts. */
const skipped = [e({ type: 'recover.skip' })];
/** Seat 1 attacks with 金3, then the attack resolves and the turn draw shows 3 cards, one to discard. */
const drawing = [...skipped, attack(), e({ type: 'step.continue' }), e({ type: 'step.continue' }), e({ type: 'step.continue' })];
/** 4 players from the game's preparation (3). */
const preparing = { players: 4, seed: 27, prepare: true };
/**
 * 2-4.2 — formations for free play and the refusals below: 金擊術 as 2-4.2 gives it, and one
 * example for each notation 2-4.6 explains (the source lists no other formation: 1-3.2's note).
 */
const FORMATIONS = [
  { name: '金擊術', category: 'metal', notation: [{ kind: 'elements', elements: ['metal'] }] },
  { name: '木木金火陣', category: 'wood', notation: [{ kind: 'elements', elements: ['wood', 'wood', 'metal', 'fire'] }] },
  { name: '三生陣', category: 'water', notation: [{ kind: 'shengChain', count: 3 }] },
  { name: '五同陣', category: 'earth', notation: [{ kind: 'sameLevelCards', count: 5 }] },
  { name: '金同陣', category: 'metal', notation: [{ kind: 'elements', elements: ['metal'] }, { kind: 'sameLevel' }] },
  { name: '三五陣', category: 'fire', notation: [{ kind: 'levels', levels: [5, 5, 5] }] },
  { name: '雙水陣', category: 'water', notation: [{ kind: 'elements', elements: ['water', 'water'] }, { kind: 'restOfHand' }] },
];
/** An attack by a formation of FORMATIONS, with the cards at these hand positions. */
const cast = (formation: string, element: string, cards: number[]) => attack({ formation, element, cards });
const seated = [e({ type: 'prep.seat', teams: [0, 1, 0, 1] })];

export default defineFlow({
  title: { 'zh-hant': '回合流程與施展陣法', ja: 'ターンの流れと陣法の発動' },
  summary: {
    'zh-hant': '1 名玩家的回合：回收上家的棄牌、攻擊或施展術式（依陣法的施展方式檢查所展示的牌）、生剋抵與防護罩如何改變傷害、回合抽牌與棄牌；也可以從遊戲準備（就座、洗牌發牌、起始生命值、最先行動的玩家）開始，接著進行首個回合。',
    ja: '1人のプレイヤーのターン：上家の捨て札の回収、攻撃または術式の発動（陣法の発動方法に照らして公開した札を確かめる）、生剋抵とシールドによるダメージの変化、ターンドローと捨て札。ゲームの準備（着席、シャッフルと配札、初期ライフ、最初に行動するプレイヤー）から始めて最初のターンに進むこともできる。',
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
    formations: FORMATIONS,
  },
  machine: turnMachine,
  refusals: [
    { step: 'refuse.teams', clauses: ['1-1.2'], what: 'a seating that does not split every player into two teams of equal size', example: { setup: preparing, events: [], refused: e({ type: 'prep.seat', teams: [0, 1, 0, 0] }) } },
    { step: 'refuse.neighbours', clauses: ['3-1'], what: 'a seating where two players of one team sit side by side', example: { setup: preparing, events: [], refused: e({ type: 'prep.seat', teams: [0, 0, 1, 1] }) } },
    { step: 'refuse.firstPlayer', clauses: ['3-4'], what: 'a first player who is not at the table', example: { setup: preparing, events: [...seated, e({ type: 'step.continue' })], refused: e({ type: 'prep.first', seat: 4 }) } },
    { step: 'refused.notHere', clauses: ['3-4'], what: 'a step of a turn before the first player is chosen', example: { setup: preparing, events: seated, refused: attack() } },
    { step: 'refused.notHere', clauses: ['3-4'], what: 'seating the players again once the game is under way (3-4: from the first turn the turn passes to 下家)', example: { events: skipped, refused: e({ type: 'prep.seat', teams: [0, 1] }) } },
    { step: 'refuse.mustAct', clauses: ['4-2.4c'], what: 'a player with cards and no effect forbidding it does not act', example: { events: skipped, refused: e({ type: 'action.none' }) } },
    {
      step: 'refuse.cannotAct',
      clauses: ['4-2.4c'],
      what: 'a player an effect forbids to act casts a formation',
      example: { setup: { players: 2, seats: [{ hand: ['金3', '金4'], cannotAct: true }, { hand: ['水1'] }], deck: ['土1', '土2', '土3'] }, events: [], refused: attack() },
    },
    { step: 'refuse.cards', clauses: ['2-4.1'], what: 'a formation names a card the hand does not hold', example: { events: skipped, refused: attack({ cards: [0, 7] }) } },
    { step: 'refuse.target', clauses: ['2-4.4a'], what: 'an attack targets a seat not at the table', example: { events: skipped, refused: attack({ target: 4 }) } },
    { step: 'refuse.target', clauses: ['2-4.4a'], what: 'an effect changes an active spell’s target to a seat not at the table', example: { events: skipped, refused: e({ type: 'action.active', cards: [0], effect: { kind: 'heal', points: 5 }, redirect: 5 }) } },
    { step: 'refuse.spellTarget', clauses: ['2-4.4e'], what: 'a spell’s caster names as its target (指定) a seat not at the table', example: { events: skipped, refused: e({ type: 'action.active', cards: [0], effect: { kind: 'damage', points: 5 }, target: 3 }) } },
    {
      step: 'refuse.cannotAct',
      clauses: ['4-2.4c'],
      what: 'a player a lasting effect forbids to act (6-1: still 1 of their turns to go) casts a formation',
      example: { setup: { players: 2, seats: [{ hand: ['金3', '金4'] }, { hand: ['水1'] }], deck: ['土1', '土2', '土3'], lasting: [{ on: 0, what: { kind: 'cannotAct' }, turns: 1 }] }, events: [], refused: attack() },
    },
    { step: 'refuse.formation', clauses: ['1-3.2'], what: 'an action names a formation the position does not list', example: { events: skipped, refused: cast('金流術', 'metal', [0]) } },
    { step: 'refuse.category', clauses: ['2-4.2', '5-1'], what: 'a formation cast as another category than its own', example: { events: skipped, refused: e({ type: 'action.active', cards: [0], effect: { kind: 'none' }, formation: '金擊術' }) } },
    { step: 'refuse.notation', clauses: ['2-4.6b'], what: 'cards that do not fit 「金」: one 金行 card', example: { events: skipped, refused: cast('金擊術', 'metal', [2]) } },
    { step: 'refuse.notation', clauses: ['2-4.6c'], what: 'cards that do not fit 「木木金火」', example: { events: skipped, refused: cast('木木金火陣', 'wood', [0, 1, 2, 3]) } },
    { step: 'refuse.notation', clauses: ['2-4.6d'], what: 'cards that do not fit 「3 張牌連續相生」', example: { events: skipped, refused: cast('三生陣', 'water', [0, 2, 3]) } },
    {
      step: 'refuse.notation',
      clauses: ['2-4.6e'],
      what: 'cards that do not fit 「5 張同級牌」: one of another level',
      example: { setup: { players: 2, seats: [{ hand: ['金2', '木2', '水2', '火2', '土3'] }, { hand: ['水1'] }], deck: ['土1', '土2', '土3'], formations: FORMATIONS }, events: [], refused: cast('五同陣', 'earth', [0, 1, 2, 3, 4]) },
    },
    { step: 'refuse.notation', clauses: ['2-4.6f'], what: 'cards that do not fit 「金+同級牌」', example: { events: skipped, refused: cast('金同陣', 'metal', [0, 2]) } },
    { step: 'refuse.notation', clauses: ['2-4.6g'], what: 'cards that do not fit 「555」', example: { events: skipped, refused: cast('三五陣', 'fire', [0, 1, 2]) } },
    {
      step: 'refuse.notation',
      clauses: ['2-4.6h'],
      what: 'cards that do not fit 「水水+其他所有手牌」: a card of the hand left out',
      example: { setup: { players: 2, seats: [{ hand: ['水1', '水2', '金3'] }, { hand: ['木1'] }], deck: ['土1', '土2', '土3'], formations: FORMATIONS }, events: [], refused: cast('雙水陣', 'water', [0, 1]) },
    },
    {
      step: 'refuse.restOfHandNone',
      clauses: ['2-4.6h', '2-4.6a'],
      what: '「水水+其他所有手牌」 cast with the 2 水 cards and no other card, under 2-4.6h’s other reading: 2-4.6a’s 「+」 separates cards, so one more is needed',
      example: { setup: { players: 2, restOfHand: 'atLeastOne', seats: [{ hand: ['水1', '水2'] }, { hand: ['木1'] }], deck: ['土1', '土2', '土3'], formations: FORMATIONS }, events: [], refused: cast('雙水陣', 'water', [0, 1]) },
    },
    {
      step: 'refuse.defaultNotation',
      clauses: ['2-4.6b'],
      note: '2-4.6b',
      what: 'a 五行 attack that names no formation, with cards other than one card of its element (2-4.6b’s note)',
      example: { events: skipped, refused: attack({ cards: [2] }) },
    },
    { step: 'refuse.refill', clauses: ['2-8.4'], what: 'the discard pile shuffled under the deck when it holds no card', example: { setup: { players: 2, seats: [{ hand: ['金3'] }, { hand: ['水1'] }], deck: ['土1'] }, events: [], refused: e({ type: 'deck.refill' }) } },
    { step: 'refuse.discard', clauses: ['4-2.5d'], what: 'the discard is not one of the cards drawn', example: { events: drawing, refused: e({ type: 'draw.discard', index: 3 }) } },
    { step: 'refused.notHere', clauses: ['4-1'], what: 'an action before the recovery step is done', example: { events: [], refused: attack() } },
    { step: 'refused.notHere', clauses: ['4-1', '4-2.2b'], what: 'a recovery after the recovery step, or with no discard to recover', example: { events: skipped, refused: e({ type: 'recover.take' }) } },
    { step: 'refused.notHere', clauses: ['4-2.4'], what: 'a second action in a turn', example: { events: [...skipped, attack()], refused: attack({ cards: [1] }) } },
    { step: 'refused.notHere', clauses: ['4-2.5d'], what: 'a discard outside the turn draw', example: { events: skipped, refused: e({ type: 'draw.discard', index: 0 }) } },
  ],
  notPlayed: NOT_PLAYED,
  summarize,
  describeExpectation: describeWuxing,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    life: 'teams',
    shields: 'seats',
    hands: ['seats', 'hand'],
    passives: 'seats',
    faceUp: 'seats',
    lasting: 'events',
    drawn: 'drawn',
    discardPile: 'events',
  },
  words: wuxingTurnWords,
});
