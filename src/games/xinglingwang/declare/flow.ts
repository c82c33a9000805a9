/** 星靈王's 進攻宣言 as a sandbox flow: machine, words, and the summary rulings check. */
import { describeXinglingwang } from '../expectation';
import { defineFlow } from '../../../engine/flow';
import type { DeclareEvent } from './machine';
import { declareMachine } from './machine';
// The parts of the rules the machine uses, for every position the server plays (parts.ts).
import '../all-parts';
import { xinglingwangWords } from '../words';
import { DECLARE_NOT_PLAYED } from '../not-played';
import { summarizeDeclare } from './summary';

/** A unit of the current player with an enemy unit in front (the examples below add the enemy unit). */
const pair = [{ id: 'lancer', owner: 0, line: 1, row: 'front', atk: 4, score: 2 }];
/** 15-4.2, 15-4.4 — each resistance, the effect it bars, who uses it, and the clause. */
const resistanceRows = [
  ['magicResistant', 'magic', 0, '15-4.2a'],
  ['enemyMagicResistant', 'magic', 0, '15-4.2b'],
  ['effectResistant', 'unit', 1, '15-4.4a'],
  ['enemyEffectResistant', 'unit', 0, '15-4.4b'],
] as const;
/** 15-6.1 — the lancer with this much charge energy, and a target. */
const energy = (charge: number) => ({ attacker: 0, units: [{ ...pair[0], charge }, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }] });
/** 15-6.3 — a 搭乘 2 unit with this many 小旅人 under it, a 小旅人 on the field, and a target. */
const riding = (riders: number) => ({
  attacker: 0,
  units: [...pair, { id: 'wagon', owner: 0, line: 2, row: 'front', atk: 2, score: 2, ride: 2, riders }, { id: 'traveller-1', owner: 0, line: 3, row: 'front', atk: 1, score: 1, traveller: true }, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }],
});

/**
 * 六, 七 — a declaration with cards: the current player (0) holds a card of the 主要階段, one of an
 * exact timing, a 防守階段 card and a negation; the enemy an exact-timing card.
 */
const withCards = {
  attacker: 0,
  units: [...pair, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1, effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } }],
  hands: [
    [
      { id: 'gale', effect: { timing: 'main', target: { side: 'own', count: 1 }, steps: [{ do: 'power', atk: 2, until: 'attack' }] } },
      { id: 'veil', effect: { timing: 'defense', steps: [{ do: 'bonus', amount: 1 }] } },
      { id: 'hex', effect: { timing: 'exact', steps: [{ do: 'negate' }] } },
    ],
    [{ id: 'frost', effect: { timing: 'exact', target: { side: 'enemy', count: 1 }, steps: [{ do: 'tap' }] } }],
  ],
};

/** An event of the flow, typed as its machine takes it. */
const e = (event: DeclareEvent) => event;

export default defineFlow({
  title: { 'zh-hant': '進攻宣言', ja: '進攻宣言' },
  summary: {
    'zh-hant': '戰術階段選擇進攻宣言後：哪些單位可以進攻、遠程單位指定攻擊位置、滑行單位移動後進攻（禁錮則不能）、效果移除目標時進攻單位如何轉正、效果使進攻單位橫放時進攻取消，以及抗性、充能與耗能、上車與下車。',
    ja: '戦術フェイズで進攻宣言を選んだ後：どのユニットが進攻できるか、遠隔ユニットによる攻撃位置の指定、スライドしてからの進攻（拘束なら不可）、効果で対象が除かれたときの進攻ユニットの起き方、効果でレストになった進攻ユニットの進攻の取り消し、そして耐性、チャージとエネルギー消費、乗車と降車。',
  },
  defaultSetup: {
    attacker: 0,
    units: [
      { id: 'lancer', owner: 0, line: 1, row: 'front', atk: 4, score: 2, keywords: ['pierce'] },
      { id: 'archer', owner: 0, line: 2, row: 'front', atk: 2, score: 1, keywords: ['ranged'] },
      { id: 'scout', owner: 0, line: 3, row: 'back', atk: 1, score: 1 },
      { id: 'tired', owner: 0, line: 4, row: 'front', atk: 5, score: 2, state: 'sideways' },
      { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 },
      { id: 'wall', owner: 1, line: 2, row: 'front', atk: 0, score: 4, keywords: ['blocker'] },
      { id: 'monk', owner: 1, line: 2, row: 'back', atk: 1, score: 2 },
      { id: 'knight', owner: 1, line: 3, row: 'front', atk: 6, score: 2 },
      { id: 'sage', owner: 1, line: 4, row: 'front', atk: 2, score: 3 },
    ],
  },
  machine: declareMachine,
  refusals: [
    { step: 'refuse.notOnField', clauses: ['11-1'], what: 'a unit that is not on the field attacks', example: { events: [], refused: e({ type: 'attack.declare', unit: 'ghost' }) } },
    { step: 'refuse.notOwn', clauses: ['11-1'], what: 'an enemy unit is set to attack', example: { events: [], refused: e({ type: 'attack.declare', unit: 'guard' }) } },
    {
      step: 'refuse.blockerAttacks',
      clauses: ['15-1.4a'],
      what: 'a unit with blocker attacks',
      example: { setup: { attacker: 1, units: [{ id: 'wall', owner: 1, line: 2, row: 'front', atk: 0, score: 4, keywords: ['blocker'] }, { id: 'knight', owner: 1, line: 3, row: 'front', atk: 6, score: 2 }, { id: 'archer', owner: 0, line: 2, row: 'front', atk: 2, score: 1 }, { id: 'guard', owner: 0, line: 3, row: 'front', atk: 3, score: 1 }] }, events: [], refused: e({ type: 'attack.declare', unit: 'wall' }) },
    },
    { step: 'refuse.attackedThisTurn', clauses: ['11-3'], what: 'a unit attacks twice in a turn', example: { events: [e({ type: 'attack.declare', unit: 'lancer' })], refused: e({ type: 'attack.declare', unit: 'lancer' }) } },
    { step: 'refuse.sideways', clauses: ['8-3'], what: 'a sideways unit attacks', example: { events: [], refused: e({ type: 'attack.declare', unit: 'tired' }) } },
    {
      step: 'refuse.notUpright',
      clauses: ['11-1'],
      what: 'a unit not upright (already attacking) attacks',
      example: { setup: { attacker: 0, units: [{ id: 'lancer', owner: 0, line: 1, row: 'front', atk: 4, score: 2, state: 'attacking' }, { id: 'scout', owner: 0, line: 2, row: 'front', atk: 1, score: 1 }, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }, { id: 'knight', owner: 1, line: 2, row: 'front', atk: 6, score: 2 }] }, events: [], refused: e({ type: 'attack.declare', unit: 'lancer' }) },
    },
    { step: 'refuse.rangedNominates', clauses: ['15-1.2a'], what: 'a ranged unit attacks without nominating a place', example: { events: [], refused: e({ type: 'attack.declare', unit: 'archer' }) } },
    {
      step: 'refuse.rangedEmpty',
      clauses: ['15-1.2a'],
      what: 'a ranged unit nominates a place with no enemy unit',
      example: { setup: { attacker: 0, units: [{ id: 'archer', owner: 0, line: 1, row: 'front', atk: 2, score: 1, keywords: ['ranged'] }, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }] }, events: [], refused: e({ type: 'attack.declare', unit: 'archer', row: 'back' }) },
    },
    { step: 'refuse.blocked', clauses: ['15-1.4b'], what: 'a unit without armour break attacks a blocker', example: { events: [], refused: e({ type: 'attack.declare', unit: 'archer', row: 'front' }) } },
    {
      step: 'refuse.noTarget',
      clauses: ['11-1'],
      what: 'a unit with no enemy unit in front attacks',
      example: { setup: { attacker: 0, units: [{ id: 'scout', owner: 0, line: 5, row: 'front', atk: 1, score: 1 }, { id: 'lancer', owner: 0, line: 1, row: 'front', atk: 4, score: 2 }, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }] }, events: [], refused: e({ type: 'attack.declare', unit: 'scout' }) },
    },
    { step: 'refuse.glide', clauses: ['15-2.4a'], what: 'a unit without glide moves before attacking', example: { events: [], refused: e({ type: 'attack.declare', unit: 'scout', glideTo: { line: 5, row: 'front' } }) } },
    {
      step: 'refuse.glideNoTarget',
      clauses: ['15-2.4b'],
      what: 'a gliding unit moves where it has nothing to attack',
      example: { setup: { attacker: 0, units: [{ id: 'glider', owner: 0, line: 5, row: 'front', atk: 2, score: 1, keywords: ['glide'] }, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }] }, events: [], refused: e({ type: 'attack.declare', unit: 'glider', glideTo: { line: 5, row: 'back' } }) },
    },
    {
      step: 'refuse.imprisonedGlide',
      clauses: ['15-5.3b', '15-5.3a'],
      what: 'a gliding unit under imprisonment moves before attacking',
      example: { setup: { attacker: 0, units: [{ id: 'glider', owner: 0, line: 5, row: 'front', atk: 2, score: 1, keywords: ['glide', 'imprisoned'] }, { id: 'lancer', owner: 0, line: 1, row: 'front', atk: 4, score: 2 }, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }] }, events: [], refused: e({ type: 'attack.declare', unit: 'glider', glideTo: { line: 1, row: 'back' } }) },
    },
    { step: 'refuse.noneAttacking', clauses: ['11-1'], what: 'the declaration ends before any unit attacked while one may', example: { events: [], refused: e({ type: 'attack.finish' }) } },
    { step: 'refuse.effectMidAttack', clauses: ['11-2'], what: 'an effect is used once a unit has attacked', example: { events: [e({ type: 'attack.declare', unit: 'lancer' })], refused: e({ type: 'effect.use' }) } },
    { step: 'refuse.notOnField', clauses: ['10-1'], what: 'an effect removes a unit that is not on the field', example: { events: [], refused: e({ type: 'effect.remove', unit: 'ghost' }) } },
    { step: 'refuse.notOnField', clauses: ['15-5.1a'], what: 'an effect turns sideways a unit that is not on the field', example: { events: [], refused: e({ type: 'effect.sideways', unit: 'ghost' }) } },
    // 15-4.2, 15-4.4 — an effect that says its source may not choose a unit resisting it.
    ...resistanceRows.map(([keyword, source, by, clause]) => ({
      step: 'refuse.resists',
      clauses: [clause],
      what: `an effect from ${by === 0 ? 'the current player' : 'the enemy'}'s ${source === 'magic' ? 'magic card' : 'unit'} chooses a unit with ${keyword}`,
      example: { setup: { attacker: 0, units: [...pair, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1, keywords: [keyword] }] }, events: [], refused: e({ type: 'effect.remove', unit: 'guard', source, by }) },
    })),
    // 15-6 — charge energy and 小旅人 under a unit.
    { step: 'refuse.noCharge', clauses: ['15-6.2b', '15-6.2a'], what: 'a 耗能 effect is used with no charge energy', example: { setup: energy(0), events: [], refused: e({ type: 'energy.spend', unit: 'lancer', count: 0 }) } },
    { step: 'refuse.chargeShort', clauses: ['15-6.2a'], note: '15-6.2a', what: 'a 耗能 effect is used with less charge energy than it removes', example: { setup: energy(1), events: [], refused: e({ type: 'energy.spend', unit: 'lancer', count: 2 }) } },
    { step: 'refuse.notOnField', clauses: ['15-6.1a'], what: 'a unit not on the field is charged', example: { events: [], refused: e({ type: 'energy.charge', unit: 'ghost', count: 1 }) } },
    { step: 'refuse.notOnField', clauses: ['15-6.2a'], what: 'a unit not on the field uses a 耗能 effect', example: { events: [], refused: e({ type: 'energy.spend', unit: 'ghost', count: 1 }) } },
    { step: 'refuse.notOnField', clauses: ['15-6.5a'], what: 'a unit not on the field uses a 下車 effect', example: { events: [], refused: e({ type: 'rider.alight', unit: 'ghost', count: 1 }) } },
    { step: 'refuse.boardNotTraveller', clauses: ['15-6.4a'], what: 'a unit that is no 小旅人 gets on a 搭乘 unit', example: { setup: riding(0), events: [], refused: e({ type: 'rider.board', unit: 'wagon', traveller: 'lancer' }) } },
    { step: 'refuse.boardNoRide', clauses: ['15-6.4a'], what: 'a 小旅人 gets on a unit without 搭乘', example: { setup: riding(0), events: [], refused: e({ type: 'rider.board', unit: 'lancer', traveller: 'traveller-1' }) } },
    { step: 'refuse.rideFull', clauses: ['15-6.3b'], what: 'a 小旅人 gets on a 搭乘 unit already at its number', example: { setup: riding(2), events: [], refused: e({ type: 'rider.board', unit: 'wagon', traveller: 'traveller-1' }) } },
    { step: 'refuse.ridersShort', clauses: ['15-6.5a'], note: '15-6.5a', what: 'a 下車 effect returns more 小旅人 than are under the unit', example: { setup: riding(1), events: [], refused: e({ type: 'rider.alight', unit: 'wagon', count: 2 }) } },
    { step: 'refuse.effectMidAttack', clauses: ['11-2'], what: 'a 耗能 effect is used once a unit has attacked, before every unit meant to attack has', example: { setup: energy(2), events: [e({ type: 'attack.declare', unit: 'lancer' })], refused: e({ type: 'energy.spend', unit: 'lancer', count: 1 }) } },
    // 六, 七 — cards and effects before the first attack and, of an exact timing, after it (battle-uses.ts).
    { step: 'refuse.effectMidAttack', clauses: ['11-2'], what: 'a card of the 主要階段 is used once a unit has attacked', example: { setup: withCards, events: [e({ type: 'attack.declare', unit: 'lancer' })], refused: e({ type: 'card.use', card: 'gale' }) } },
    { step: 'refuse.defenseOver', clauses: ['11-8.8'], what: 'the current player uses a 防守階段 card in its 進攻宣言', example: { setup: withCards, events: [], refused: e({ type: 'card.use', card: 'veil' }) } },
    { step: 'refuse.notUsersHand', clauses: ['11-2', '7-1'], what: 'the enemy uses a card before the first attack', example: { setup: withCards, events: [], refused: e({ type: 'card.use', card: 'frost' }) } },
    { step: 'refuse.notUsersUnit', clauses: ['11-2', '6-1'], what: 'an enemy unit uses its effect before the first attack', example: { setup: withCards, events: [], refused: e({ type: 'effect.activate', unit: 'guard' }) } },
    { step: 'refuse.nothingToAnswer', clauses: ['6-3'], what: 'a negation is used with no card or effect being processed', example: { setup: withCards, events: [], refused: e({ type: 'card.use', card: 'hex' }) } },
    { step: 'refuse.targetsFirst', clauses: ['6-6'], what: 'a unit attacks while the targets of a card used are still to be chosen', example: { setup: withCards, events: [e({ type: 'card.use', card: 'gale' })], refused: e({ type: 'attack.declare', unit: 'lancer' }) } },
    { step: 'refuse.nothingUsed', clauses: ['6-6'], what: 'a target is chosen with no effect being used', example: { setup: withCards, events: [], refused: e({ type: 'target.choose', unit: 'lancer' }) } },
  ],
  summarize: summarizeDeclare,
  describeExpectation: describeXinglingwang,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    declared: 'events',
    graveyard: 'events',
    returnedToHand: 'events',
    hands: ['players', 'hand'],
    lasting: 'setup',
  },
  words: xinglingwangWords,
  notPlayed: DECLARE_NOT_PLAYED,
});
