/** 星靈王's 防守階段 as a sandbox flow: machine, words, and the summary rulings check. */
import { describeXinglingwang } from '../expectation';
import { defineFlow } from '../../../engine/flow';
import type { DefenseEvent } from './machine';
import { defenseMachine } from './machine';
// The parts of the rules the machine uses, for every position the server plays (parts.ts).
import '../all-parts';
import { xinglingwangWords } from '../words';
import { DEFENSE_NOT_PLAYED } from '../not-played';
import { summarizeDefense } from './summary';

/**
 * 六, 七 — a battle with cards: the lancer attacks the guard; the defender (player 0) holds a
 * 防守階段 card, one of another timing, one with no effect written and one whose condition fails,
 * the attacker's player a 防守階段 card; the guard's effect is of the 防守階段, the sage's is not.
 */
const withCards = {
  defender: 0,
  units: [
    { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2, state: 'attacking' },
    { id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 1, effect: { timing: 'defense', target: { side: 'enemy', count: 1 }, steps: [{ do: 'tap' }] } },
    { id: 'sage', owner: 0, line: 1, row: 'back', atk: 5, score: 3, effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } },
    { id: 'monk', owner: 0, line: 2, row: 'back', atk: 1, score: 2 },
  ],
  hands: [
    [
      { id: 'ward', effect: { timing: 'defense', target: { side: 'own', count: 1 }, steps: [{ do: 'power', atk: 2, until: 'battle' }] } },
      { id: 'omen', effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } },
      { id: 'spell-a' },
      { id: 'sigil', effect: { timing: 'defense', condition: { ownUnits: 5 }, steps: [{ do: 'bonus', amount: 1 }] } },
    ],
    [{ id: 'bolt', effect: { timing: 'defense', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] } }],
  ],
};

/** 15-2.1c — a 偷襲 unit whose 偷襲成功時 effect destroys an enemy unit, and its player's 偷襲成功時 magic card. */
const sneaking = {
  defender: 0,
  units: [
    { id: 'thief', owner: 1, line: 2, row: 'front', atk: 4, score: 1, state: 'attacking', keywords: ['sneak'], effect: { timing: 'sneak', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] } },
    { id: 'guard', owner: 0, line: 2, row: 'front', atk: 2, score: 1 },
    { id: 'sage', owner: 0, line: 3, row: 'front', atk: 1, score: 2 },
    { id: 'monk', owner: 0, line: 4, row: 'back', atk: 1, score: 2 },
  ],
  hands: [[], [{ id: 'smoke', effect: { timing: 'sneak', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] } }]],
};

/** An event of the flow, typed as its machine takes it. */
const e = (event: DefenseEvent) => event;

export default defineFlow({
  title: { 'zh-hant': '防守階段與戰鬥結算', ja: '防御フェイズと戦闘の解決' },
  summary: {
    'zh-hant': '對手的進攻單位依戰線順序逐一戰鬥：攻擊力比較、雙方的效果、戰鬥破壞，以及偷襲、貫穿、破壞抗性等關鍵字。',
    ja: '相手の進攻ユニットが戦線の順に1体ずつ戦闘する：攻撃力の比較、双方の効果、戦闘破壊、奇襲・貫通・破壊耐性などのキーワード。',
  },
  defaultSetup: {
    defender: 0,
    units: [
      { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2, state: 'attacking', keywords: ['pierce'] },
      { id: 'archer', owner: 1, line: 2, row: 'front', atk: 2, score: 1, state: 'attacking', keywords: ['ranged'], rangedTarget: 'back' },
      { id: 'viper', owner: 1, line: 3, row: 'back', atk: 1, score: 1, state: 'attacking', keywords: ['poison'] },
      { id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 1 },
      { id: 'sage', owner: 0, line: 1, row: 'back', atk: 5, score: 3 },
      { id: 'wall', owner: 0, line: 2, row: 'front', atk: 0, score: 4, keywords: ['blocker'] },
      { id: 'monk', owner: 0, line: 2, row: 'back', atk: 1, score: 2 },
      { id: 'knight', owner: 0, line: 3, row: 'front', atk: 6, score: 2 },
    ],
  },
  machine: defenseMachine,
  refusals: [
    { step: 'refused.notHere', clauses: ['15-2.1a'], what: 'a sneak unit returns to hand before it has won its battle', example: { events: [], refused: e({ type: 'sneak.return' }) } },
    { step: 'refused.notHere', clauses: ['11-8.1'], what: 'the battle is resolved before both players pass', example: { events: [], refused: e({ type: 'step.continue' }) } },
    {
      step: 'refused.over',
      clauses: ['11-5'],
      what: 'a battle with no enemy unit attacking',
      example: { setup: { defender: 0, units: [{ id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 1 }, { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2 }] }, events: [], refused: e({ type: 'window.pass' }) },
    },
    // 六, 七 — cards and effects at the points of a battle (battle-uses.ts).
    { step: 'refuse.notUsersHand', clauses: ['11-8.1', '6-1', '7-1'], what: 'before a battle, the attacker’s player uses a card while the defender is to act', example: { setup: withCards, events: [], refused: e({ type: 'card.use', card: 'bolt' }) } },
    { step: 'refuse.notUsersUnit', clauses: ['11-8.1', '6-1'], what: 'before a battle, a unit of the player not to act uses its effect', example: { setup: withCards, events: [], refused: e({ type: 'effect.activate', unit: 'lancer' }) } },
    { step: 'refuse.notUsersHand', clauses: ['11-8.3', '7-1'], what: 'the losing side uses a card at the winner’s point', example: { setup: withCards, events: [e({ type: 'window.pass' }), e({ type: 'window.pass' })], refused: e({ type: 'card.use', card: 'ward' }) } },
    { step: 'refuse.notUsersHand', clauses: ['11-8.4', '7-1'], what: 'the winning side uses a card at the loser’s point', example: { setup: withCards, events: [e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' })], refused: e({ type: 'card.use', card: 'bolt' }) } },
    { step: 'refuse.timing', clauses: ['7-1'], what: 'a magic card of another timing is used in the 防守階段', example: { setup: withCards, events: [], refused: e({ type: 'card.use', card: 'omen' }) } },
    { step: 'refuse.timing', clauses: ['6-1'], what: 'a unit’s effect of another timing is used in the 防守階段', example: { setup: withCards, events: [], refused: e({ type: 'effect.activate', unit: 'sage' }) } },
    { step: 'refuse.noEffect', clauses: ['7-1'], what: 'a magic card whose effect the setup does not write is used', example: { setup: withCards, events: [], refused: e({ type: 'card.use', card: 'spell-a' }) } },
    { step: 'refuse.noEffect', clauses: ['6-1'], what: 'a unit whose effect the setup does not write uses it', example: { setup: withCards, events: [], refused: e({ type: 'effect.activate', unit: 'monk' }) } },
    { step: 'refuse.condition', clauses: ['7-1'], what: 'a magic card is used while its condition does not hold', example: { setup: withCards, events: [], refused: e({ type: 'card.use', card: 'sigil' }) } },
    { step: 'refuse.targetsFirst', clauses: ['6-6'], what: 'a player passes while the targets of a card it used are still to be chosen', example: { setup: withCards, events: [e({ type: 'card.use', card: 'ward' })], refused: e({ type: 'window.pass' }) } },
    { step: 'refuse.targetKind', clauses: ['7-1'], what: 'a card chooses a target of the other side than it names', example: { setup: withCards, events: [e({ type: 'card.use', card: 'ward' })], refused: e({ type: 'target.choose', unit: 'lancer' }) } },
    { step: 'refuse.nothingUsed', clauses: ['6-6'], what: 'a target is chosen with no effect being used', example: { setup: withCards, events: [], refused: e({ type: 'target.choose', unit: 'lancer' }) } },
    { step: 'refuse.noEffectPoint', clauses: ['11-8'], what: 'a card is used after the loser’s point, at the destruction check', example: { setup: withCards, events: [e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' })], refused: e({ type: 'card.use', card: 'ward' }) } },
    { step: 'refuse.sneakFirst', clauses: ['15-2.1c'], what: 'another 偷襲成功時 card is used before the returned 偷襲 unit’s own 偷襲成功時 effect is processed', example: { setup: sneaking, events: [e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'step.continue' }), e({ type: 'sneak.return' })], refused: e({ type: 'card.use', card: 'smoke' }) } },
    { step: 'refuse.defenseOver', clauses: ['11-8.8'], what: 'the current player uses a 防守階段 card once the phase is over', example: { setup: withCards, events: [e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'step.continue' })], refused: e({ type: 'card.use', card: 'ward' }) } },
  ],
  summarize: summarizeDefense,
  describeExpectation: describeXinglingwang,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    graveyard: 'events',
    returnedToHand: 'events',
    lasting: 'setup',
    hands: ['players', 'hand'],
  },
  words: xinglingwangWords,
  notPlayed: DEFENSE_NOT_PLAYED,
});

