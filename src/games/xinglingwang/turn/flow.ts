/**
 * 星靈王's whole turn as a sandbox flow: machine, words, and the summary rulings check. A file of
 * its own (as each flow is) so that a page bundles only the flow it shows.
 */
import { describeXinglingwang } from '../expectation';
import { defineFlow } from '../../../engine/flow';
import { turnMachine, type TurnEvent } from './machine';
import { xinglingwangWords } from '../words';
import { TURN_NOT_PLAYED } from '../not-played';
import { summarizeTurn } from './summary';

/** An event of the flow, typed as its machine takes it. */
const e = (event: TurnEvent) => event;

// The refusals' examples: the default position after its 防守階段 (its battle fought), then small positions of their own.
const defended = [e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'step.continue' }), e({ type: 'step.continue' }), e({ type: 'step.continue' })];
const deploying = [...defended, e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 1, row: 'front' }), e({ type: 'tactic.deploy' })];
const arranging = [...deploying, e({ type: 'unit.play', card: 'squire' }), e({ type: 'unit.place', line: 5, row: 'front' })];
const magic = (id: string) => ({ id, kind: 'magic' });
const unit = (id: string, owner: 0 | 1, line: number, row: 'front' | 'back', more: object = {}) => ({ id, owner, line, row, atk: 1, score: 1, ...more });
const position = (hand: object[], units: object[], { turn = 5, deck = [magic('a1'), magic('a2'), magic('a3')] } = {}) => ({
  turn,
  traveller: { atk: 1, score: 1 },
  players: [{ deck, hand }, { deck: [magic('b1'), magic('b2')] }],
  units,
});
/** Four units against a 阻擋 one: none may attack; after a 小旅人 and 佈陣, five against one (an early end on units, not on score). */
const walled = position([{ id: 'titan', atk: 6, score: 3, redStar: 5 }], [unit('a', 0, 1, 'front'), unit('b', 0, 2, 'front'), unit('c', 0, 4, 'front'), unit('wall', 1, 1, 'front', { keywords: ['blocker'] })]);
/** 15 points after two 小旅人, but three units against two: an early end on score, not on units. */
const scoring = position([], [unit('a', 0, 1, 'front', { score: 13 }), unit('x', 1, 1, 'front'), unit('y', 1, 2, 'front')]);
const toEnd = [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 3, row: 'front' }), e({ type: 'tactic.deploy' }), e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 5, row: 'front' }), e({ type: 'deploy.finish' })];
/** 禁錮 (15-5.3a): one of the two own units may not be a tribute nor move. */
const jailed = position([{ id: 'ogre', atk: 5, score: 3, redStar: 1 }, { id: 'titan', atk: 6, score: 3, redStar: 2 }], [unit('captive', 0, 1, 'front', { keywords: ['imprisoned'] }), unit('monk', 0, 2, 'back')]);
const jailedDeploy = position([], [unit('captive', 0, 1, 'front', { keywords: ['imprisoned'] }), unit('monk', 0, 2, 'back')]);
const deployJailed = [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 3, row: 'front' }), e({ type: 'tactic.deploy' }), e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 4, row: 'front' })];
/** 掩護 (15-4.1a): a 小旅人 entering at line 2 enters beside `shield` (line 1), not beside `bastion` (line 4). */
const covered = position([], [unit('shield', 0, 1, 'front', { keywords: ['cover'] }), unit('bastion', 0, 4, 'front', { keywords: ['cover'] })]);
/** Turn 1 (no 戰術階段) with 13 cards in hand after the draw. */
const crowded = position(Array.from({ length: 11 }, (_, i) => magic(`m${i}`)), [], { turn: 1 });
/** An empty deck: this end phase begins the countdown, with five units against one. */
const counting = position([], [unit('a', 0, 1, 'front'), unit('b', 0, 2, 'front'), unit('c', 0, 3, 'front'), unit('d', 0, 4, 'front'), unit('elm', 1, 5, 'back')], { turn: 9, deck: [magic('a1'), magic('a2')] });

export default defineFlow({
  title: { 'zh-hant': '回合流程與遊戲結束', ja: 'ターンの流れとゲームの終了' },
  summary: {
    'zh-hant': '整個回合直到遊戲結束：抽牌、防守、召喚與祭品、戰術佈陣或進攻宣言、手牌上限、提早結束與倒數階段，以及掩護、禁錮、衰退等改變階段的關鍵字。',
    ja: 'ゲームの終了までのターン全体：ドロー、防御、召喚と生贄、布陣または進攻宣言、手札上限、早期終了とカウントダウンフェイズ、援護・拘束・衰弱などフェイズを変えるキーワード。',
  },
  // Mid-game, the first player's turn: the second player attacked last turn; the first has a
  // red-star unit to play, a blue-star one it cannot, and a magic card filling its hand.
  defaultSetup: {
    turn: 9,
    traveller: { atk: 1, score: 1 },
    players: [
      {
        deck: [
          { id: 'falcon', atk: 3, score: 2 },
          { id: 'storm', kind: 'magic' },
          { id: 'oak', atk: 2, score: 3 },
        ],
        hand: [
          { id: 'dragon', atk: 7, score: 5, redStar: 2, keywords: ['pierce'] },
          { id: 'squire', atk: 2, score: 1 },
          { id: 'seer', atk: 1, score: 2, blueStar: true, blueMet: false },
          { id: 'ward', kind: 'magic' },
        ],
        bonus: 1,
      },
      {
        deck: [{ id: 'wolf', atk: 3, score: 1 }],
        hand: [
          { id: 'raven', atk: 2, score: 2 },
          { id: 'golem', atk: 5, score: 3, redStar: 1 },
        ],
      },
    ],
    units: [
      { id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 2 },
      { id: 'monk', owner: 0, line: 2, row: 'front', atk: 1, score: 2 },
      { id: 'traveller-1', owner: 0, line: 3, row: 'back', atk: 1, score: 1, traveller: true },
      { id: 'archer', owner: 0, line: 4, row: 'front', atk: 2, score: 1, keywords: ['ranged'] },
      { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2, state: 'attacking' },
      { id: 'knight', owner: 1, line: 2, row: 'front', atk: 3, score: 2, state: 'sideways' },
      { id: 'sage', owner: 1, line: 4, row: 'back', atk: 2, score: 3 },
    ],
  },
  machine: turnMachine,
  refusals: [
    { step: 'refuse.mustBringOut', clauses: ['12-2', '12-5'], what: 'the summon phase ends while a unit can still be brought out', example: { events: defended, refused: e({ type: 'summon.end' }) } },
    { step: 'refuse.magic', clauses: ['12-2'], what: 'a magic card is played as the summon phase’s unit', example: { events: defended, refused: e({ type: 'unit.play', card: 'ward' }) } },
    { step: 'refuse.notInHand', clauses: ['12-2'], what: 'a card not in hand is played', example: { events: defended, refused: e({ type: 'unit.play', card: 'oak' }) } },
    { step: 'refuse.blueUnmet', clauses: ['12-4'], what: 'a blue-star unit is played with its condition unmet', example: { events: defended, refused: e({ type: 'unit.play', card: 'seer' }) } },
    { step: 'refuse.tributesShort', clauses: ['12-3'], what: 'a red-star unit is played with too few units to sacrifice', example: { setup: walled, events: [], refused: e({ type: 'unit.play', card: 'titan' }) } },
    { step: 'refuse.tribute', clauses: ['12-3'], what: 'an enemy unit is chosen as a tribute', example: { events: [...defended, e({ type: 'unit.play', card: 'dragon' })], refused: e({ type: 'tribute.choose', unit: 'sage' }) } },
    {
      step: 'refuse.tributeImprisoned',
      clauses: ['15-5.3a', '12-3'],
      what: 'a unit under imprisonment is chosen as a tribute',
      example: { setup: jailed, events: [e({ type: 'unit.play', card: 'ogre' })], refused: e({ type: 'tribute.choose', unit: 'captive' }) },
    },
    { step: 'refuse.tributesShort', clauses: ['12-3', '15-5.3a'], what: 'a red-star unit is played when units under imprisonment leave too few tributes', example: { setup: jailed, events: [], refused: e({ type: 'unit.play', card: 'titan' }) } },
    { step: 'refuse.cover', clauses: ['15-4.1a', '5-4', '5-5'], what: 'a unit moves behind a cover unit it did not enter beside', example: { setup: covered, events: [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 2, row: 'front' })], refused: e({ type: 'cover.move', unit: 'bastion' }) } },
    { step: 'refuse.place', clauses: ['9-2'], what: 'a unit enters an occupied place, or the back row while the front has room', example: { events: [...defended, e({ type: 'traveller.summon' })], refused: e({ type: 'unit.place', line: 2, row: 'front' }) } },
    {
      step: 'refuse.fieldFull',
      clauses: ['9-3'],
      what: 'a unit enters a full field',
      example: { setup: position([], [1, 2, 3, 4, 5].flatMap((line) => [unit(`front${line}`, 0, line, 'front'), unit(`back${line}`, 0, line, 'back')])), events: [], refused: e({ type: 'traveller.summon' }) },
    },
    { step: 'refuse.noAttacker', clauses: ['2-4.2', '11-1'], note: '11-1', what: 'the attack declaration is chosen with no unit that may attack (11-1’s note)', example: { setup: walled, events: toEnd.slice(0, 2), refused: e({ type: 'tactic.attack' }) } },
    { step: 'refused.notHere', clauses: ['2-4'], what: 'both tactics in one tactic phase', example: { events: deploying, refused: e({ type: 'tactic.attack' }) } },
    { step: 'refuse.deployRed', clauses: ['13-2'], what: 'a red-star unit is played in a deployment', example: { events: deploying, refused: e({ type: 'unit.play', card: 'dragon' }) } },
    { step: 'refuse.deployBlue', clauses: ['13-2', '12-4'], what: 'a blue-star unit is played in a deployment', example: { events: deploying, refused: e({ type: 'unit.play', card: 'seer' }) } },
    { step: 'refuse.moveNotOwn', clauses: ['13-3'], what: 'an enemy unit is moved in a deployment', example: { events: arranging, refused: e({ type: 'deploy.pick', unit: 'sage' }) } },
    { step: 'refuse.imprisonedMove', clauses: ['15-5.3a'], what: 'a unit under imprisonment is moved in a deployment', example: { setup: jailedDeploy, events: deployJailed, refused: e({ type: 'deploy.pick', unit: 'captive' }) } },
    {
      step: 'refuse.imprisonedMove',
      clauses: ['15-5.3a'],
      what: 'a unit is swapped with a unit under imprisonment in a deployment',
      example: { setup: jailedDeploy, events: [...deployJailed, e({ type: 'deploy.pick', unit: 'monk' })], refused: e({ type: 'deploy.to', line: 1, row: 'front' }) },
    },
    { step: 'refuse.samePlace', clauses: ['13-3'], what: 'a unit is moved to where it stands', example: { events: [...arranging, e({ type: 'deploy.pick', unit: 'squire' })], refused: e({ type: 'deploy.to', line: 5, row: 'front' }) } },
    { step: 'refuse.enteredFront', clauses: ['13-3'], what: 'a unit that entered the front row this turn moves to the back row', example: { events: [...arranging, e({ type: 'deploy.pick', unit: 'squire' })], refused: e({ type: 'deploy.to', line: 5, row: 'back' }) } },
    {
      step: 'refuse.effectAfterMove',
      clauses: ['13-5'],
      what: 'an effect is used once a unit has moved',
      example: { events: [...arranging, e({ type: 'deploy.pick', unit: 'monk' }), e({ type: 'deploy.to', line: 2, row: 'back' })], refused: e({ type: 'deploy.effect' }) },
    },
    { step: 'refuse.notInHand', clauses: ['14-2'], what: 'a card not in hand is exiled for the hand limit', example: { setup: crowded, events: [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 1, row: 'front' })], refused: e({ type: 'hand.exile', card: 'ward' }) } },
    {
      step: 'refused.notHere',
      clauses: ['2-5', '14-2'],
      what: 'an early end is declared before the hand limit is checked',
      example: { setup: crowded, events: [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 1, row: 'front' })], refused: e({ type: 'earlyEnd.declare', condition: 'units' }) },
    },
    { step: 'refuse.earlyEndUnmet', clauses: ['14-4', '14-4.1'], what: 'an early end is declared on a condition not met', example: { setup: walled, events: toEnd, refused: e({ type: 'earlyEnd.declare', condition: 'score' }) } },
    { step: 'refuse.earlyEndUnmet', clauses: ['14-4', '14-4.2', '3-2'], what: 'an early end is declared on the units condition, not met: 3-2 says at least 3 more units than the opponent', example: { setup: scoring, events: toEnd, refused: e({ type: 'earlyEnd.declare', condition: 'units' }) } },
    {
      step: 'refuse.earlyEndCountdown',
      clauses: ['14-4'],
      what: 'an early end is declared in the countdown',
      example: { setup: counting, events: [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 5, row: 'front' }), e({ type: 'tactic.deploy' }), e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 1, row: 'back' }), e({ type: 'deploy.finish' })], refused: e({ type: 'earlyEnd.declare', condition: 'units' }) },
    },
    { step: 'refused.notHere', clauses: ['3-2'], what: 'an early end is declared outside the end phase', example: { events: defended, refused: e({ type: 'earlyEnd.declare', condition: 'score' }) } },
  ],
  summarize: summarizeTurn,
  describeExpectation: describeXinglingwang,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    hands: ['players', 'hand'],
    decks: 'players',
    graveyards: ['players', 'events'],
    exiles: ['players', 'events'],
    scores: 'players',
    starLinesFlipped: 'events',
    earlyEnd: 'events',
  },
  words: xinglingwangWords,
  notPlayed: TURN_NOT_PLAYED,
  // 11-8.1 — the sandbox models no effect a player could use before a battle: passing is no decision.
  passes: ['window.pass'],
});
