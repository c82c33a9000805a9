/**
 * 星靈王's whole turn as a sandbox flow: machine, words, and the summary rulings check. A file of
 * its own (as each flow is) so that a page bundles only the flow it shows.
 */
import { describeXinglingwang } from '../expectation';
import { defineFlow } from '../../../engine/flow';
import { turnMachine, type TurnEvent } from './machine';
// The parts of the rules the machine uses, for every position the server plays (parts.ts).
import '../all-parts';
import { xinglingwangWords } from '../words';
import { TURN_NOT_PLAYED } from '../not-played';
import { summarizeTurn } from './summary';

/** An event of the flow, typed as its machine takes it. */
const e = (event: TurnEvent) => event;

// The refusals' examples: the default position after its 防守階段 (its battle fought), then small positions of their own.
const defended = [e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'window.pass' }), e({ type: 'step.continue' })];
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
/** 合體 (15-3): two 機械合體 units, a 寄生合體 one (with 分開 too), a 機械合體 one under 禁錮, a combined unit with 分開 (a 石像 under it, its score showing), a 吞食合體 one. */
const combining = position([{ id: 'titan', atk: 6, score: 3, redStar: 1 }], [
  unit('mecha', 0, 1, 'front', { atk: 3, score: 2, keywords: ['mechCombine', 'pierce'] }),
  unit('gear', 0, 2, 'front', { atk: 2, keywords: ['mechCombine', 'ranged'] }),
  unit('leech', 0, 3, 'front', { keywords: ['parasite', 'split'] }),
  unit('captive', 0, 4, 'back', { keywords: ['mechCombine', 'imprisoned'] }),
  unit('bastion', 0, 5, 'front', { atk: 2, score: 2, keywords: ['split'], under: [{ id: 'stone', atk: 1, score: 3, shows: 'score' }] }),
  unit('maw', 0, 1, 'back', { keywords: ['devour'] }),
  unit('sage', 1, 1, 'front'),
]);
/** 亡魂 (15-6.6a): a graveyard of cards worth 1 and 2 亡魂 points and one without; reached in a 佈陣 before any unit moves (13-5). */
const haunted = { ...jailedDeploy, players: [{ deck: [magic('a1'), magic('a2'), magic('a3')], graveyard: [{ id: 'wisp', atk: 1, score: 1, ghost: 1 }, { id: 'shade', atk: 2, score: 1, ghost: 2 }, 'husk'] }, { deck: [magic('b1'), magic('b2')] }] };
const mechPhase = [e({ type: 'mech.begin' })];
const mechDone = [...mechPhase, e({ type: 'mech.combine', unit: 'mecha', target: 'gear', below: 'gear', shows: 'atk' })];

/** 六, 七 — cards with effects (effects.ts): a bolt that destroys an enemy unit, a card of the 佈陣 only, one that needs 4 enemy units (there are 3, one with 魔法抗性), a unit's own effect; the enemy holds an answer. */
const bolt = { id: 'bolt', kind: 'magic', effect: { timing: 'main', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] } };
const casting = position(
  [bolt, { id: 'flare', kind: 'magic', effect: { timing: 'main', target: { side: 'enemy', count: 2 }, steps: [{ do: 'tap' }] } }, { id: 'gale', kind: 'magic', effect: { timing: 'deploy', steps: [{ do: 'draw', count: 1 }] } }, { id: 'omen', kind: 'magic', effect: { timing: 'main', condition: { enemyUnits: 4 }, steps: [{ do: 'bonus', amount: 1 }] } }, { id: 'squire', atk: 2, score: 1 }, magic('ward')],
  [unit('hermit', 0, 1, 'front', { effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } }), unit('sage', 1, 1, 'front', { effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } }), unit('elm', 1, 2, 'back'), unit('wall', 1, 3, 'front', { keywords: ['magicResistant'] })],
);
/** 12-6 — a magic card that summons a red-star unit from hand, which then enters a place its player chooses (9-2). */
const summoning = position([{ id: 'rune', kind: 'magic', effect: { timing: 'summon', steps: [{ do: 'summon', card: 'dragon', from: 'hand' }] } }, { id: 'dragon', atk: 7, score: 5, redStar: 2 }], [unit('guard', 0, 1, 'front')]);
/** 12-3 — a tribute whose 被獻祭時 effect turns a unit sideways, and another tribute. */
const martyrs = position([{ id: 'titan', atk: 6, score: 3, redStar: 2 }], [unit('wisp', 0, 1, 'front', { effect: { timing: 'sacrificed', target: { side: 'any', count: 1 }, steps: [{ do: 'tap' }] } }), unit('monk', 0, 2, 'front'), unit('sage', 1, 1, 'front')]);
/** 15-3.2e — two 機械合體 units, each with a 合體時 effect. */
const gears = position([], [unit('mecha', 0, 1, 'front', { keywords: ['mechCombine'], effect: { timing: 'combine', steps: [{ do: 'draw', count: 1 }] } }), unit('gear', 0, 2, 'front', { keywords: ['mechCombine'], effect: { timing: 'combine', steps: [{ do: 'bonus', amount: 1 }] } }), unit('sage', 1, 1, 'front')]);
/** An exact-timing card in the current player's hand, with nothing being used for it to answer. */
const exactInHand = position([{ id: 'veil', kind: 'magic', effect: { timing: 'exact', steps: [{ do: 'negate' }] } }], [unit('sage', 1, 1, 'front')]);
/** A magic card of the 防守階段's timing in the current player's hand, in the 召喚階段. */
const pastDefense = position([{ id: 'parry', kind: 'magic', effect: { timing: 'defense', steps: [{ do: 'draw', count: 1 }] } }], [unit('sage', 1, 1, 'front')]);
/** A unit that may attack the enemy in front of it, after a 小旅人 is summoned. */
const attacking = position([], [unit('lancer', 0, 1, 'front'), unit('sage', 1, 1, 'front')]);
/** 6-7 — a permanent magic card that forbids the unit under it to be chosen as an effect's target, and a card that targets. */
const warded = position([{ id: 'aegis', kind: 'magic', effect: { timing: 'main', magic: 'permanent', target: { side: 'any', count: 1 }, steps: [{ do: 'attach', forbid: ['target'] }] } }, bolt], [unit('sage', 1, 1, 'front'), unit('elm', 1, 2, 'back')]);
const answering = { ...casting, players: [casting.players[0], { deck: [magic('b1')], hand: [{ id: 'veil', kind: 'magic', effect: { timing: 'exact', steps: [{ do: 'negate' }] } }, { id: 'mist', kind: 'magic', effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } }] }] };

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
    { step: 'refuse.place', clauses: ['9-2'], what: 'a unit an effect summons enters the back row while the front has room', example: { setup: summoning, events: [e({ type: 'card.use', card: 'rune' })], refused: e({ type: 'unit.place', line: 2, row: 'back' }) } },
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
    { step: 'refuse.notInHand', clauses: ['7-1'], what: 'a magic card not in hand is used', example: { setup: casting, events: [], refused: e({ type: 'card.use', card: 'storm' }) } },
    { step: 'refuse.useUnitCard', clauses: ['12-2', '7-1'], what: 'a unit card is used as a magic card', example: { setup: casting, events: [], refused: e({ type: 'card.use', card: 'squire' }) } },
    { step: 'refuse.noEffect', clauses: ['7-1'], what: 'a magic card whose effect the setup does not give is used', example: { setup: casting, events: [], refused: e({ type: 'card.use', card: 'ward' }) } },
    { step: 'refuse.timing', clauses: ['7-1'], what: 'a magic card of the deployment is used in the summon phase', example: { setup: casting, events: [], refused: e({ type: 'card.use', card: 'gale' }) } },
    { step: 'refuse.defenseOver', clauses: ['11-8.8'], what: 'a magic card of the 防守階段 is used in the summon phase, the phase over', example: { setup: pastDefense, events: [], refused: e({ type: 'card.use', card: 'parry' }) } },
    { step: 'refuse.condition', clauses: ['7-1'], what: 'a magic card is used while its condition does not hold', example: { setup: casting, events: [], refused: e({ type: 'card.use', card: 'omen' }) } },
    { step: 'refuse.notOwnEffect', clauses: ['6-1'], what: 'an enemy unit’s effect is used', example: { setup: casting, events: [], refused: e({ type: 'effect.activate', unit: 'sage' }) } },
    { step: 'refuse.effectAfterMove', clauses: ['13-5'], what: 'a magic card is used in a deployment once a unit has moved', example: { setup: casting, events: [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 2, row: 'front' }), e({ type: 'tactic.deploy' }), e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 3, row: 'front' }), e({ type: 'deploy.pick', unit: 'hermit' }), e({ type: 'deploy.to', line: 1, row: 'back' })], refused: e({ type: 'card.use', card: 'gale' }) } },
    // 15-6.7a — 還魂.
    { step: 'refuse.reviveNotInGrave', clauses: ['15-6.7a'], what: 'a 還魂 returns a card that is not in the graveyard', example: { setup: haunted, events: deployJailed, refused: e({ type: 'soul.revive', points: 1, cards: ['monk'] }) } },
    { step: 'refuse.reviveNoGhost', clauses: ['15-6.7a', '15-6.6a'], what: 'a 還魂 returns a card without 亡魂', example: { setup: haunted, events: deployJailed, refused: e({ type: 'soul.revive', points: 1, cards: ['husk'] }) } },
    { step: 'refuse.reviveSum', clauses: ['15-6.7a', '15-6.6a'], what: 'a 還魂 returns cards whose 亡魂 points are not exactly its number', example: { setup: haunted, events: deployJailed, refused: e({ type: 'soul.revive', points: 1, cards: ['shade'] }) } },
    { step: 'refuse.reviveMust', clauses: ['6-2', '15-6.7a'], what: 'a 還魂 returns nothing while cards in the graveyard add up to its number', example: { setup: haunted, events: deployJailed, refused: e({ type: 'soul.revive', points: 3, cards: [] }) } },
    { step: 'refuse.targetKind', clauses: ['7-1'], what: 'a magic card chooses a target of another side than its text says', example: { setup: casting, events: [e({ type: 'card.use', card: 'bolt' })], refused: e({ type: 'target.choose', unit: 'hermit' }) } },
    { step: 'refuse.resists', clauses: ['15-4.2a'], what: 'a magic card chooses a unit with magic resistance as its target', example: { setup: casting, events: [e({ type: 'card.use', card: 'bolt' })], refused: e({ type: 'target.choose', unit: 'wall' }) } },
    { step: 'refuse.targetForbidden', clauses: ['6-7'], what: 'a unit a card under it forbids to be an effect’s target is chosen as one', example: { setup: warded, events: [e({ type: 'card.use', card: 'aegis' }), e({ type: 'target.choose', unit: 'sage' }), e({ type: 'card.use', card: 'bolt' })], refused: e({ type: 'target.choose', unit: 'sage' }) } },
    { step: 'refuse.targetTwice', clauses: ['6-6'], what: 'one unit is chosen twice as a target', example: { setup: casting, events: [e({ type: 'card.use', card: 'flare' }), e({ type: 'target.choose', unit: 'sage' })], refused: e({ type: 'target.choose', unit: 'sage' }) } },
    { step: 'refuse.target', clauses: ['6-6'], what: 'a target not on the field is chosen', example: { setup: casting, events: [e({ type: 'card.use', card: 'bolt' })], refused: e({ type: 'target.choose', unit: 'lancer' }) } },
    { step: 'refuse.notExact', clauses: ['6-3'], what: 'a card with no exact timing answers a card being used', example: { setup: answering, events: [e({ type: 'card.use', card: 'bolt' }), e({ type: 'target.choose', unit: 'sage' })], refused: e({ type: 'answer.use', card: 'mist' }) } },
    { step: 'refuse.notInAnswerHand', clauses: ['6-3'], what: 'a card in neither hand and no unit on the field answers', example: { setup: answering, events: [e({ type: 'card.use', card: 'bolt' }), e({ type: 'target.choose', unit: 'sage' })], refused: e({ type: 'answer.use', card: 'storm' }) } },
    { step: 'refuse.targetTribute', clauses: ['12-3'], what: 'a tribute being sacrificed is chosen as the target of another tribute’s effect', example: { setup: martyrs, events: [e({ type: 'unit.play', card: 'titan' }), e({ type: 'tribute.choose', unit: 'wisp' }), e({ type: 'tribute.choose', unit: 'monk' })], refused: e({ type: 'target.choose', unit: 'monk' }) } },
    { step: 'refuse.notQueued', clauses: ['15-3.2e'], what: 'a unit not taking part in the mech combining is chosen to use its combining effect first', example: { setup: gears, events: [...mechPhase, e({ type: 'mech.combine', unit: 'mecha', target: 'gear', below: 'gear', shows: 'atk' })], refused: e({ type: 'trigger.first', unit: 'sage' }) } },
    { step: 'refused.notHere', clauses: ['3-2'], what: 'an early end is declared outside the end phase', example: { events: defended, refused: e({ type: 'earlyEnd.declare', condition: 'score' }) } },
    { step: 'refuse.mechOnce', clauses: ['15-3.2a'], what: 'the mech-combining phase is entered a second time in a turn', example: { setup: combining, events: [...mechPhase, e({ type: 'mech.end' })], refused: e({ type: 'mech.begin' }) } },
    { step: 'refused.notHere', clauses: ['15-3.2b'], what: 'a mech combining outside the mech-combining phase', example: { setup: combining, events: [], refused: e({ type: 'mech.combine', unit: 'mecha', target: 'gear', below: 'gear', shows: 'atk' }) } },
    { step: 'refused.notHere', clauses: ['15-3.2f'], what: 'a unit is played in the mech-combining phase', example: { setup: combining, events: mechPhase, refused: e({ type: 'unit.play', card: 'titan' }) } },
    { step: 'refuse.mechUnit', clauses: ['15-3.2b'], what: 'a unit without mech combining mech-combines', example: { setup: combining, events: mechPhase, refused: e({ type: 'mech.combine', unit: 'leech', target: 'gear', below: 'gear', shows: 'atk' }) } },
    { step: 'refuse.mechTarget', clauses: ['15-3.2b'], what: 'a mech combining onto an enemy unit', example: { setup: combining, events: mechPhase, refused: e({ type: 'mech.combine', unit: 'mecha', target: 'sage', below: 'sage', shows: 'atk' }) } },
    { step: 'refuse.mechTwice', clauses: ['15-3.2d'], what: 'a unit takes part in a second mech combining in one phase', example: { setup: combining, events: mechDone, refused: e({ type: 'mech.combine', unit: 'mecha', target: 'captive', below: 'captive', shows: 'atk' }) } },
    { step: 'refuse.combinedAgain', clauses: ['15-3.1a'], what: 'a combined unit is combined again', example: { setup: combining, events: mechPhase, refused: e({ type: 'mech.combine', unit: 'gear', target: 'bastion', below: 'gear', shows: 'atk' }) } },
    { step: 'refuse.imprisonedCombine', clauses: ['15-5.3b'], what: 'a unit under imprisonment mech-combines', example: { setup: combining, events: mechPhase, refused: e({ type: 'mech.combine', unit: 'captive', target: 'gear', below: 'gear', shows: 'atk' }) } },
    { step: 'refuse.mechMachine', clauses: ['15-3.2b'], note: '15-3.2b', what: 'a mech combining onto a unit without mech combining (15-3.2b’s note)', example: { setup: combining, events: mechPhase, refused: e({ type: 'mech.combine', unit: 'mecha', target: 'maw', below: 'maw', shows: 'atk' }) } },
    { step: 'refuse.mechBelow', clauses: ['15-3.2b'], what: 'a mech combining puts a third unit under', example: { setup: combining, events: mechPhase, refused: e({ type: 'mech.combine', unit: 'mecha', target: 'gear', below: 'maw', shows: 'atk' }) } },
    { step: 'refuse.shows', clauses: ['15-3.1b'], what: 'a card under a unit shows a keyword it lacks', example: { setup: combining, events: mechPhase, refused: e({ type: 'mech.combine', unit: 'mecha', target: 'gear', below: 'gear', shows: 'blocker' }) } },
    { step: 'refuse.devourShows', clauses: ['15-3.3a'], what: 'a devouring tribute with no part chosen to show', example: { setup: combining, events: [e({ type: 'unit.play', card: 'titan' })], refused: e({ type: 'tribute.choose', unit: 'maw' }) } },
    { step: 'refuse.parasiteUnit', clauses: ['15-3.4a'], what: 'a unit without parasite combining parasite-combines', example: { setup: combining, events: [], refused: e({ type: 'parasite.combine', unit: 'gear', target: 'sage', shows: 'atk' }) } },
    { step: 'refuse.parasiteTarget', clauses: ['15-3.4a'], what: 'a parasite combining targets the unit itself', example: { setup: combining, events: [], refused: e({ type: 'parasite.combine', unit: 'leech', target: 'leech', shows: 'atk' }) } },
    { step: 'refuse.splitCard', clauses: ['15-3.5a'], what: 'a card not under a combined unit is separated from it', example: { setup: combining, events: [], refused: e({ type: 'unit.split', splitBy: 'bastion', unit: 'bastion', card: 'maw', line: 4, row: 'front' }) } },
    { step: 'refuse.splitTop', clauses: ['15-3.5a'], note: '15-3.5a', what: 'the top unit is separated from a combined unit (15-3.5a’s note)', example: { setup: combining, events: [], refused: e({ type: 'unit.split', splitBy: 'bastion', unit: 'bastion', card: 'bastion', line: 4, row: 'front' }) } },
    { step: 'refuse.splitPlace', clauses: ['15-3.5a', '9-3'], what: 'a separated card is put on an occupied place', example: { setup: combining, events: [], refused: e({ type: 'unit.split', splitBy: 'bastion', unit: 'bastion', card: 'stone', line: 2, row: 'front' }) } },
    { step: 'refuse.splitFront', clauses: ['15-3.5b'], what: 'a card separated from a front-row unit goes to the back row while a front place is free', example: { setup: combining, events: [], refused: e({ type: 'unit.split', splitBy: 'bastion', unit: 'bastion', card: 'stone', line: 2, row: 'back' }) } },
    { step: 'refuse.splitSource', clauses: ['6-1', '15-3.5a'], what: 'a split with no unit with the split keyword using it', example: { setup: combining, events: [], refused: e({ type: 'unit.split', splitBy: 'gear', unit: 'bastion', card: 'stone', line: 4, row: 'front' }) } },
    { step: 'refuse.splitOther', clauses: ['15-3.5a'], note: '15-3.5a', what: 'a unit with the split keyword splits another unit (15-3.5a’s note)', example: { setup: combining, events: [], refused: e({ type: 'unit.split', splitBy: 'leech', unit: 'bastion', card: 'stone', line: 4, row: 'front' }) } },
    { step: 'refuse.mechOnlyExact', clauses: ['15-3.2f'], what: 'a magic card not of an exact timing is used in the mech-combining phase', example: { setup: casting, events: mechPhase, refused: e({ type: 'card.use', card: 'bolt' }) } },
    { step: 'refuse.mechOnlyExact', clauses: ['15-3.2f'], what: 'a unit’s effect not of an exact timing is used in the mech-combining phase', example: { setup: casting, events: mechPhase, refused: e({ type: 'effect.activate', unit: 'hermit' }) } },
    { step: 'refuse.timing', clauses: ['7-1'], what: 'an exact-timing card is used in the mech-combining phase with nothing to answer', example: { setup: exactInHand, events: mechPhase, refused: e({ type: 'card.use', card: 'veil' }) } },
    {
      step: 'refuse.timing',
      clauses: ['7-1'],
      what: 'an exact-timing card is used between moves of a deployment with nothing to answer (13-5 lets only such a card wait for no move; 6-3 gives it nothing to answer)',
      example: { setup: exactInHand, events: [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 1, row: 'front' }), e({ type: 'tactic.deploy' }), e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 2, row: 'front' }), e({ type: 'deploy.pick', unit: 'traveller-1' }), e({ type: 'deploy.to', line: 3, row: 'front' })], refused: e({ type: 'card.use', card: 'veil' }) },
    },
    { step: 'refuse.mechMidPlay', clauses: ['15-3.2a'], note: '15-3.2a', what: 'the mech-combining phase is declared while tributes are being chosen (15-3.2a’s note)', example: { setup: combining, events: [e({ type: 'unit.play', card: 'titan' })], refused: e({ type: 'mech.begin' }) } },
    { step: 'refuse.mechMidPlay', clauses: ['15-3.2a'], note: '15-3.2a', what: 'the mech-combining phase is declared while a magic card’s target is being chosen (15-3.2a’s note)', example: { setup: casting, events: [e({ type: 'card.use', card: 'bolt' })], refused: e({ type: 'mech.begin' }) } },
    { step: 'refuse.mechMidAttack', clauses: ['11-2'], what: 'the mech-combining phase is declared once a unit has attacked', example: { setup: attacking, events: [e({ type: 'traveller.summon' }), e({ type: 'unit.place', line: 2, row: 'front' }), e({ type: 'tactic.attack' }), e({ type: 'attack.declare', unit: 'lancer' })], refused: e({ type: 'mech.begin' }) } },
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
    fields: 'players',
    attached: 'events',
    bonuses: 'players',
  },
  words: xinglingwangWords,
  notPlayed: TURN_NOT_PLAYED,
});
