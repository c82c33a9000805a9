/** A Mage Wars round as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { roundMachine, type RoundEvent } from './machine';
import type { RoundSummary } from './schemas';
import { roundWords } from './words';
import { summarizeRound } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', round: '回合', initiative: '起始玩家', mana: '法力', activated: '已啟動的生物', quickcast: '已使用快速施法標記的玩家', returned: '回到法術書的計畫法術（依序）', guards: '帶守衛標記的生物', conditions: '身上的狀態', zones: '所在的區域', damage: '傷害', walls: '牆', between: '{a}與{b}之間', stopsAt: '停在「{s}」', list: '、', nth: '第 {n} 回合', points: '{p} {n} 點' },
  ja: { state: '流れ', round: 'ラウンド', initiative: 'イニシアチブプレイヤー', mana: 'マナ', activated: '起動したクリーチャー', quickcast: 'クイックキャストマーカーを使ったプレイヤー', returned: 'スペルブックに戻った選んだ呪文（順に）', guards: 'ガードマーカーのあるクリーチャー', conditions: '状態', zones: 'いるゾーン', damage: 'ダメージ', walls: 'ウォール', between: '{a}と{b}の間', stopsAt: '「{s}」で止まる', list: '、', nth: '第{n}ラウンド', points: '{p} {n}点' },
};

/** A ruling's expected item in the page's language. */
export function describeRound(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = roundWords[locale];
  const none = words.ui.none;
  const names = (ids: string[]) => (ids.length ? ids.map((id) => tableWord(words, 'name', id)).join(t.list) : none);
  const text = (() => {
    switch (key as keyof RoundSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'round': return fill(t.nth, { n: Number(value) }, {});
      case 'initiative': return tableWord(words, 'player', String(value));
      case 'mana': return (value as number[]).map((n, p) => fill(t.points, { p: tableWord(words, 'player', String(p)), n }, {})).join(t.list);
      case 'activated':
      case 'returned':
      case 'guards': return names(value as string[]);
      case 'conditions': {
        const entries = Object.entries(value as Record<string, string[]>);
        return entries.length ? entries.map(([id, list]) => `${tableWord(words, 'name', id)}:${list.map((k) => tableWord(words, 'condition', k)).join(t.list)}`).join(t.list) : none;
      }
      case 'zones': return Object.entries(value as Record<string, [number, number]>).map(([id, [col, row]]) => `${tableWord(words, 'name', id)}:${fill(words.ui.zone, { col, row }, {})}`).join(t.list) || none;
      case 'damage': return Object.entries(value as Record<string, number>).map(([id, n]) => `${tableWord(words, 'name', id)} ${n}`).join(t.list) || none;
      case 'walls': return Object.entries(value as Record<string, [number, number][]>).map(([id, [[ac, ar], [bc, br]]]) => `${tableWord(words, 'name', id)}:${fill(t.between, { a: fill(words.ui.zone, { col: ac, row: ar }, {}), b: fill(words.ui.zone, { col: bc, row: br }, {}) }, {})}`).join(t.list) || none;
      case 'quickcast': {
        const used = (value as boolean[]).flatMap((u, p) => (u ? [tableWord(words, 'player', String(p))] : []));
        return used.length ? used.join(t.list) : none;
      }
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/round/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

/** Where the sandbox starts. */
const DEFAULT_SETUP = {
  round: 3,
  initiative: 1,
  mana: [8, 6],
  channeling: [9, 10],
  creatures: [
    { id: 'mage', owner: 0, kind: 'mage', zone: [1, 2] },
    { id: 'fairy', owner: 0, kind: 'familiar', zone: [1, 1], damage: 1 },
    { id: 'knight', owner: 0, kind: 'creature', zone: [2, 2] },
    { id: 'rival', owner: 1, kind: 'mage', zone: [4, 2] },
    { id: 'orc', owner: 1, kind: 'creature', zone: [3, 2], damage: 3, conditions: ['daze', 'blind'], removal: { daze: 2 } },
  ],
  spawnpoints: [{ id: 'lair', owner: 1, zone: [4, 3] }],
  upkeep: [
    { id: 'knight', owner: 0, effect: 'burn' },
    { id: 'fairy', owner: 0, effect: 'regenerate', n: 2 },
    { id: 'orc', owner: 1, effect: 'regenerate', n: 1 },
  ],
  walls: [{ id: 'firewall', owner: 1, between: [[3, 2], [3, 3]], passage: 'attacks' }],
};

// Lines from the default position: player 1 (owner 0) takes the initiative at 3-1 and orders its two upkeep effects.
const toPlanning: RoundEvent[] = [{ type: 'upkeep.resolve', id: 'knight' }];
const plan0: RoundEvent = { type: 'plan', player: 0, spells: 2, for: ['fairy'] };
const plan1: RoundEvent = { type: 'plan', player: 1, spells: 2, for: ['lair'] };
const planned = [...toPlanning, plan0, plan1];
const toActions: RoundEvent[] = [...planned, { type: 'deploy.cast', id: 'lair' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }];
const must = { ...DEFAULT_SETUP, planning: 'must' };
const activation = (id: string): RoundEvent[] => [{ type: 'activate', id }, { type: 'activation.end' }, { type: 'turn.next' }];
const toFinal: RoundEvent[] = [...toActions, ...['knight', 'orc', 'mage', 'rival', 'fairy'].flatMap(activation)];
const quick: RoundEvent = { type: 'spell.cast', action: 'quick' };
const full: RoundEvent = { type: 'spell.cast', action: 'full' };
const knight: RoundEvent[] = [...toActions, { type: 'activate', id: 'knight' }];
const mage: RoundEvent[] = [...toActions, { type: 'activate', id: 'mage' }];
const to = (col: number, row: number): RoundEvent => ({ type: 'move', to: [col, row] });
const stone = { id: 'stonewall', owner: 1, between: [[2, 2], [2, 1]], passage: 'blocked', sight: true };
const withKnight = (change: object) => ({ ...DEFAULT_SETUP, creatures: DEFAULT_SETUP.creatures.map((x) => (x.id === 'knight' ? { ...x, ...change } : x)) });

/** What a round refuses, kind by kind, with the clauses whose text forbids it. */
const REFUSALS = refusalRows<RoundEvent>([
  { step: 'refuse.noUpkeep', clauses: ['3-4'], what: 'an upkeep effect that is not waiting to be resolved', example: { events: [], refused: { type: 'upkeep.resolve', id: 'lair' } } },
  { step: 'refuse.plannedAlready', clauses: ['3-5'], what: 'planning a second time in a round', example: { events: [...toPlanning, plan0], refused: plan0 } },
  { step: 'refuse.planTwo', clauses: ['3-5'], what: 'more than 2 spells for the mage', example: { events: toPlanning, refused: { type: 'plan', player: 0, spells: 3 } } },
  { step: 'refuse.planFor', clauses: ['3-5.1'], what: 'a spell for a caster that is not the player’s familiar or spawnpoint', example: { events: toPlanning, refused: { type: 'plan', player: 0, spells: 2, for: ['lair'] } } },
  { step: 'refuse.planOne', clauses: ['3-5.1'], what: 'more than 1 spell for a familiar or spawnpoint', example: { events: toPlanning, refused: { type: 'plan', player: 0, spells: 2, for: ['fairy', 'fairy'] } } },
  { step: 'refuse.planMust', clauses: ['3-5'], what: 'under the earlier answer, fewer than 2 spells for the mage', example: { setup: must, events: toPlanning, refused: { type: 'plan', player: 0, spells: 1, for: ['fairy'] } } },
  { step: 'refuse.planMustFor', clauses: ['3-5.1'], what: 'under the earlier answer, no spell for a familiar', example: { setup: must, events: toPlanning, refused: { type: 'plan', player: 0, spells: 2 } } },
  { step: 'refuse.noSpawnpoint', clauses: ['3-6', '11-1'], what: 'casting in deployment with what is not a spawnpoint with a planned spell', example: { events: planned, refused: { type: 'deploy.cast', id: 'orc' } } },
  {
    step: 'refuse.initiativeFirst', clauses: ['3-6'], what: 'the other player’s spawnpoint before the initiative player’s',
    example: {
      setup: { ...DEFAULT_SETUP, spawnpoints: [{ id: 'lair', owner: 1, zone: [4, 3] }, { id: 'nest', owner: 0, zone: [1, 3] }] },
      events: [...toPlanning, { type: 'plan', player: 0, spells: 2, for: ['fairy', 'nest'] }, plan1],
      refused: { type: 'deploy.skip', id: 'lair' },
    },
  },
  { step: 'refuse.noPlanned', clauses: ['3-5'], what: 'a quickcast by a mage with no planned spell', example: { events: [...toPlanning, { type: 'plan', player: 0, spells: 0, for: ['fairy'] }, plan1, { type: 'deploy.cast', id: 'lair' }], refused: { type: 'quickcast.use' } } },
  {
    step: 'refuse.quickcastUsed', clauses: ['4-3', '3-2'], what: 'the quickcast marker a second time in a round',
    example: { events: [...planned, { type: 'deploy.cast', id: 'lair' }, { type: 'quickcast.use' }, { type: 'quickcast.pass' }], refused: { type: 'quickcast.use' } },
  },
  { step: 'refuse.quickcastOrder', clauses: ['4-1'], what: 'the other player’s quickcast before the initiative player has decided, in the first quickcast phase', example: { events: [...planned, { type: 'deploy.cast', id: 'lair' }], refused: { type: 'quickcast.use', player: 1 } } },
  { step: 'refuse.quickcastDecided', clauses: ['4-1'], what: 'a second decision of the same player in the first quickcast phase', example: { events: [...planned, { type: 'deploy.cast', id: 'lair' }, { type: 'quickcast.pass', player: 0 }], refused: { type: 'quickcast.use', player: 0 } } },
  { step: 'refuse.quickcastOrder', clauses: ['4-3'], what: 'the other player’s quickcast before the initiative player has decided, in the final quickcast phase', example: { events: toFinal, refused: { type: 'quickcast.pass', player: 1 } } },
  { step: 'refuse.quickcastNotOwn', clauses: ['4-4'], what: 'a quickcast by the player whose creature is not about to be activated', example: { events: toActions, refused: { type: 'quickcast.use', player: 1 } } },
  { step: 'refuse.quickcastNotOwn', clauses: ['4-4'], what: 'the opponent’s quickcast once a player has used its own before activating', example: { events: [...toActions, { type: 'quickcast.use', player: 0 }], refused: { type: 'quickcast.use', player: 1 } } },
  { step: 'refuse.quickcastNotOwn', clauses: ['4-4'], what: 'the opponent’s quickcast after an activation when the turn does not pass to it', example: { setup: { ...DEFAULT_SETUP, creatures: DEFAULT_SETUP.creatures.filter((x) => x.id !== 'orc'), upkeep: DEFAULT_SETUP.upkeep.filter((x) => x.id !== 'orc') }, events: [...toActions, ...activation('knight'), { type: 'activate', id: 'rival' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'mage' }, { type: 'activation.end' }], refused: { type: 'quickcast.use', player: 1 } } },
  { step: 'refused.notHere', clauses: ['4-3', '3-2'], what: 'the quickcast marker again right after using it before an activation', example: { events: [...toActions, { type: 'quickcast.use' }], refused: { type: 'quickcast.use' } } },
  { step: 'refused.notHere', clauses: ['4-4'], what: 'a quickcast during one’s own creature’s activation', example: { events: [...toActions, { type: 'activate', id: 'mage' }], refused: { type: 'quickcast.use' } } },
  { step: 'refuse.noCreature', clauses: ['4-2.1'], what: 'activating a creature that is not on the arena', example: { events: toActions, refused: { type: 'activate', id: 'ghost' } } },
  { step: 'refuse.notYours', clauses: ['4-2.1'], what: 'activating the opponent’s creature', example: { events: toActions, refused: { type: 'activate', id: 'orc' } } },
  {
    step: 'refuse.activated', clauses: ['4-2.1'], what: 'activating a creature a second time in a round',
    example: { events: [...toActions, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' }, { type: 'activate', id: 'orc' }, { type: 'activation.end' }, { type: 'turn.next' }], refused: { type: 'activate', id: 'knight' } },
  },
  {
    step: 'refuse.summoned', clauses: ['7-3.1'], what: 'activating a creature summoned this round',
    example: { events: [...planned, { type: 'deploy.cast', id: 'lair', summon: 'wolf' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'activate', id: 'knight' }, { type: 'activation.end' }, { type: 'turn.next' }], refused: { type: 'activate', id: 'wolf' } },
  },
  { step: 'refuse.mustActivate', clauses: ['4-2.2', '4-2.2a'], what: 'passing when the opponent does not have more creatures left to activate than the player', example: { events: toActions, refused: { type: 'turn.pass' } } },
  { step: 'refuse.cannotCast', clauses: ['3-5.1', '10-1'], what: 'a spell cast by a creature that cannot cast', example: { events: [...toActions, { type: 'activate', id: 'knight' }], refused: quick } },
  {
    step: 'refuse.noPlannedSpell', clauses: ['3-5'], what: 'a spell cast by a mage with no planned spell',
    example: { events: [...toPlanning, { type: 'plan', player: 0, spells: 0, for: ['fairy'] }, plan1, { type: 'deploy.cast', id: 'lair' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'activate', id: 'mage' }], refused: quick },
  },
  {
    step: 'refuse.noPlannedSpell', clauses: ['10-1'], what: 'a spell cast by a familiar no spell was planned for',
    example: { events: [...toPlanning, { type: 'plan', player: 0, spells: 2 }, plan1, { type: 'deploy.cast', id: 'lair' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'activate', id: 'fairy' }], refused: quick },
  },
  { step: 'refuse.quickTaken', clauses: ['5-1', '5-4.2'], what: 'a second quick spell in one activation', example: { events: [...mage, quick], refused: quick } },
  { step: 'refuse.quickTaken', clauses: ['5-1', '5-4.3'], what: 'the guard action in an activation whose quick action was a spell', example: { events: [...mage, quick], refused: { type: 'guard' } } },
  { step: 'refuse.quickTaken', clauses: ['5-1', '5-4.3'], what: 'the guard action twice in one activation', example: { events: [...knight, { type: 'guard' }], refused: { type: 'guard' } } },
  { step: 'refuse.quickTaken', clauses: ['5-1', '5-4.1'], what: 'a quick attack after the second move, which was the quick action', example: { events: [...knight, to(2, 1), to(3, 1)], refused: { type: 'attack', action: 'quick' } } },
  { step: 'refuse.quickTaken', clauses: ['5-1', '5-4.4'], what: 'a third move of a creature that is not Fast', example: { events: [...knight, to(2, 1), to(3, 1)], refused: to(4, 1) } },
  { step: 'refuse.fullTaken', clauses: ['5-1', '5-4.3'], what: 'the guard action after a full spell', example: { events: [...mage, full], refused: { type: 'guard' } } },
  { step: 'refuse.fullTaken', clauses: ['5-1'], what: 'a move after a full attack', example: { events: [...knight, { type: 'attack', action: 'full' }], refused: to(2, 1) } },
  { step: 'refuse.fullAfterQuick', clauses: ['5-1', '5-5.2'], what: 'a full spell after the guard action', example: { events: [...mage, { type: 'guard' }], refused: full } },
  { step: 'refuse.fullAfterMove', clauses: ['5-1', '5-5.2'], what: 'a full spell after a move', example: { events: [...mage, to(1, 3)], refused: full } },
  { step: 'refuse.fullAfterMove', clauses: ['5-1', '5-5.1'], what: 'a full attack after a move', example: { events: [...knight, to(2, 1)], refused: { type: 'attack', action: 'full' } } },
  { step: 'refuse.moveFirst', clauses: ['5-1'], note: '5-1', what: 'a move after a quick action taken before any move (the site’s reading in 5-1’s note, the official rule)', example: { events: [...knight, { type: 'attack', action: 'quick' }], refused: to(2, 1) } },
  { step: 'refuse.notAdjacent', clauses: ['5-2'], what: 'a move to a zone that is not orthogonally adjacent', example: { events: knight, refused: to(3, 1) } },
  { step: 'refuse.hindered', clauses: ['5-3', '5-3.1'], what: 'a second move of a creature hindered by entering a zone with an enemy', example: { events: [...knight, to(3, 2)], refused: to(3, 1) } },
  {
    step: 'refuse.fastThird', clauses: ['9-1'], what: 'a third move of a Fast creature',
    example: { setup: { ...DEFAULT_SETUP, creatures: DEFAULT_SETUP.creatures.map((x) => (x.id === 'knight' ? { ...x, fast: true } : x)) }, events: [...knight, to(2, 1), to(3, 1)], refused: to(4, 1) },
  },
  { step: 'refuse.noSpecial.quick', clauses: ['5-4.5'], what: 'a special quick action its card does not note', example: { events: knight, refused: { type: 'special', action: 'quick' } } },
  { step: 'refuse.noSpecial.full', clauses: ['5-5.3'], what: 'a special full action its card does not note', example: { events: knight, refused: { type: 'special', action: 'full' } } },
  { step: 'refuse.quickcastFull', clauses: ['4-1', '5-5.2'], what: 'a full spell with the quickcast marker in the first quickcast phase', example: { events: [...planned, { type: 'deploy.cast', id: 'lair' }], refused: { type: 'quickcast.use', action: 'full' } } },
  { step: 'refuse.quickcastFull', clauses: ['4-3', '5-5.2'], what: 'a full spell with the quickcast marker in the final quickcast phase', example: { events: toFinal, refused: { type: 'quickcast.use', action: 'full' } } },
  { step: 'refuse.quickcastFull', clauses: ['4-1', '4-4', '5-5.2'], what: 'a full spell with the quickcast marker just before an activation', example: { events: toActions, refused: { type: 'quickcast.use', action: 'full' } } },
  { step: 'refuse.wallBlocked', clauses: ['7-5.1'], what: 'a move across a wall whose card says Passage Blocked, by a creature that does not fly', example: { setup: { ...DEFAULT_SETUP, walls: [stone] }, events: knight, refused: to(2, 1) } },
  { step: 'refuse.held', clauses: ['5-3.2'], note: '5-3.2', what: 'a move of a restrained creature (5-3.2’s note, after the Codex)', example: { setup: withKnight({ conditions: ['restrained'] }), events: knight, refused: to(2, 1) } },
  { step: 'refuse.incapacitated', clauses: ['5-3.2'], note: '5-3.2', what: 'an action of an incapacitated creature (5-3.2’s note, after the Codex)', example: { setup: withKnight({ conditions: ['incapacitated'] }), events: knight, refused: { type: 'guard' } } },
  { step: 'refuse.wallLine', clauses: ['7-5.1'], what: 'a wall between two zones that do not share a border', example: { events: mage, refused: { type: 'spell.cast', action: 'quick', wall: { id: 'stonewall', between: [[1, 1], [2, 2]] } } } },
  { step: 'refuse.removeNoTarget', clauses: ['12-2'], what: 'removing the condition markers of a creature that is not on the arena', example: { events: mage, refused: { type: 'spell.cast', action: 'quick', remove: 'ghost' } } },
  { step: 'refuse.removeUnnumbered', clauses: ['12-3'], what: 'removing condition markers none of which carries a number', example: { setup: withKnight({ conditions: ['blind'] }), events: mage, refused: { type: 'spell.cast', action: 'quick', remove: 'knight' } } },
  { step: 'refuse.removeBlocked', clauses: ['12-2', '12-3'], note: '12-3', what: 'under the other reading of 12-3, removing numbered markers beside one without a number (12-3’s note)', example: { setup: { ...DEFAULT_SETUP, unnumbered: 'block' }, events: mage, refused: { type: 'spell.cast', action: 'quick', remove: 'orc' } } },
  { step: 'refuse.removeMana', clauses: ['12-2'], what: 'a removal whose costs together exceed the player’s mana', example: { setup: { ...DEFAULT_SETUP, mana: [0, 6], channeling: [1, 10] }, events: mage, refused: { type: 'spell.cast', action: 'quick', remove: 'orc' } } },
  { step: 'refuse.wallTaken', clauses: ['7-5.1'], note: '7-5.1', what: 'a second wall on a border (7-5.1’s note, after the Codex)', example: { events: mage, refused: { type: 'spell.cast', action: 'quick', wall: { id: 'stonewall', between: [[3, 3], [3, 2]] } } } },
  { step: 'refuse.wallSight', clauses: ['7-5.1', '8-1.3'], note: '7-5.1', what: 'a wall neither of whose zones the caster can see past a wall that blocks line of sight (7-5.1’s note, after the Codex)', example: { setup: { ...DEFAULT_SETUP, walls: [{ id: 'fogwall', owner: 1, between: [[1, 2], [2, 2]], sight: true }] }, events: mage, refused: { type: 'spell.cast', action: 'quick', wall: { id: 'stonewall', between: [[2, 2], [3, 2]] } } } },
]);

export default defineFlow({
  title: { 'zh-hant': '回合的流程', ja: 'ラウンドの流れ' },
  summary: {
    'zh-hant': '一個回合：準備期間的 6 個階段（初始、重置、回魔、維持、計畫、部署），再進行行動期間（起始快速施法、輪流啟動生物與放棄、結束快速施法）。快速施法標記每回合 1 次、只施放快速法術，雙方都可以在自己的生物啟動之前或之後使用；被啟動的生物在區域之間移動到相鄰的區域，再進行 1 個快速行動（快速法術或攻擊、守衛、再移動 1 次、特殊行動），或不移動而進行 1 個完整行動，受到妨礙時只能移動 1 個區域；法術或特殊行動可以一次支付移除費用，移除生物身上有數字的異常狀態指示物；守衛標記在它遭到近戰攻擊後（見「攻擊的流程」）或被啟動時移除；維持階段的回復生命移除傷害，非活體不能回復；召喚的生物以已啟動的狀態進場；沒有施放的計畫法術在各自的時點回到法術書。',
    ja: '1ラウンド：レディステージの6つのフェイズ（イニシアチブ、リセット、チャネリング、アップキープ、プランニング、デプロイメント）、それからアクションステージ（ファーストクイックキャスト、交互の起動とパス、ファイナルクイックキャスト）。クイックキャストマーカーは1ラウンドに1回で、どちらのプレイヤーも自分のクリーチャーの起動の前か後に使える。マーカーで唱えられるのはクイック呪文だけ。起動されたクリーチャーは隣接するゾーンへ移動してからクイックアクション（クイック呪文や攻撃、ガード、もう1回の移動、特別なアクション）を1つ行うか、移動せずにフルアクションを1つ行い、妨害を受ければ1ゾーンしか移動できない。呪文や特別なアクションは、除去コストをまとめて払って、クリーチャーにある数字のある状態異常マーカーを除去できる。ガードマーカーは近接攻撃を受けた後（「攻撃の流れ」を参照）か起動されるときに取り除く。アップキープのライフ回復はダメージを取り除き、非生体は回復しない。召喚されたクリーチャーは起動済みで場に出る。唱えなかった選んだ呪文は、それぞれの時点でスペルブックに戻る。',
  },
  notPlayed: [
    unplayed(['3-3', '3-4', '6-1.2'], '法力只計回魔與移除異常狀態的費用（12-2）：維持階段的回復生命照回復量移除傷害，燃燒與維持費用只排定順序、不結算（原文沒有說燃燒造成多少傷害，也沒有說維持費用是什麼）；施法的費用也不從法力扣除（見「施法的順序」）。', 'マナはチャネリングと状態異常の除去コスト（12-2）だけを数える。アップキープのライフ回復は回復量だけダメージを取り除くが、燃焼と維持コストは順番を決めるだけで処理しない（燃焼のダメージも維持コストの中身も原典は記していない）。呪文のコストもマナから引かない（「詠唱の手順」を参照）。'),
    unplayed(['6-1.6'], '法術只以行動符號區分：計畫的法術只計張數，不分是哪一張；施放時說它是快速法術（閃電符號）還是完整法術（沙漏符號），沙盒依此檢查行動。', '呪文はアクションシンボルでだけ区別する。選んだ呪文は枚数だけを数えてどの呪文かは区別せず、唱えるときにクイック呪文（稲妻のシンボル）かフル呪文（砂時計のシンボル）かを言い、サンドボックスはそれでアクションを確かめる。'),
    unplayed(['7-5.1'], '穿越時受到攻擊的牆，回合的流程只說它攻擊穿越的生物，攻擊本身（擲骰、傷害）不在回合之內，見「攻擊的流程」；召喚牆的法術的射程與視線，回合的流程不檢查（法術只以行動符號區分）。', '通過すると攻撃を受けるウォールについて、ラウンドの流れはそれが通過するクリーチャーを攻撃すると述べるだけで、攻撃そのもの（ダイスとダメージ）はラウンドの外にある。「攻撃の流れ」を参照。ウォールを召喚する呪文の射程と視線は、ラウンドの流れでは確かめない（呪文はアクションシンボルでだけ区別する）。'),
    unplayed(['4-2.3', '7-6.3'], '生物被啟動時對手翻開結界的時機，這裡只在記錄中提到；翻開結界見「翻開結界的時機」。', 'クリーチャーが起動されたときに相手がエンチャントメントを公開する機会は、記録で触れるだけ。公開は「エンチャントメントを公開するタイミング」を参照。'),
    unplayed(['4-2.4'], '行動階段結束時要處理的能力，只在記錄中提到，不結算。', 'アクションズフェイズの終わりに処理する能力は、記録で触れるだけで処理しない。'),
    unplayed(['10-4', '13-3'], '回合中的攻擊不指定目標，也沒有生物被消滅：使魔在施法前被消滅時法術棄置，以及守衛標記在遭到近戰攻擊後移除，這裡都不模擬（後者見「攻擊的流程」）；守衛標記在被啟動時移除，則照常處理。', 'ラウンドの中の攻撃は対象を指定せず、クリーチャーも破壊されない。ファミリアが唱える前に破壊されたときに呪文を捨てること、ガードマーカーが近接攻撃を受けた後に取り除かれることは扱わない（後者は「攻撃の流れ」を参照）。起動されたときにガードマーカーを取り除くことは扱う。'),
    unplayed(['8-2.4', '8-6.2', '3-2'], '生物的狀態（暈眩、目盲、燃燒）照設定保留整個回合：原文只說可以用法術或特殊能力支付移除費用移除（12-2，沙盒照此處理），沒有說狀態另外在何時移除，沙盒不以其他方法移除狀態，請看使它進入該狀態的卡。', 'クリーチャーの状態（朦朧、盲目、燃焼）は設定どおりラウンドを通して残る。原典が記すのは呪文や特殊能力で除去コストを払って除去することだけで（12-2、サンドボックスはこれを扱う）、ほかにいつ取り除かれるかは記していない。サンドボックスはほかの方法では状態を取り除かない。その状態にしたカードを確かめること。'),
    unplayed(['7-3.1'], '召喚的生物放在施法者所在的區域：原文沒有說召喚的生物放在哪裡，這是沙盒的安排；它以已啟動的狀態進場，本回合不會移動。', '召喚されたクリーチャーは唱えた者のいるゾーンに置く。原典は召喚されたクリーチャーをどこに置くかを記しておらず、これはサンドボックスの置き方である。起動済みで場に出るので、このラウンドに移動することはない。'),
    unplayed(['4-4'], '一隻生物啟動結束後，剛啟動的玩家與接著要啟動的玩家都想使用快速施法標記時，原文沒有說誰先：沙盒依輸入的順序；接著要啟動的玩家先用了，剛啟動的玩家就不能再在這時使用。', 'クリーチャーの起動が終わった後、起動を終えたプレイヤーと次に起動するプレイヤーの両方がクイックキャストマーカーを使いたいとき、どちらが先かは原典に記されていない。サンドボックスは入力された順に従い、次に起動するプレイヤーが先に使ったら、起動を終えたプレイヤーはこの時点ではもう使えない。'),
  ],
  defaultSetup: DEFAULT_SETUP,
  machine: roundMachine,
  refusals: REFUSALS,
  summarize: summarizeRound,
  describeExpectation: describeRound,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    mana: 'players',
    activated: 'events',
    quickcast: 'players',
    returned: 'events',
    guards: { 'zh-hant': '依初始局面（setup）中列出的順序，召喚的生物接在後面', ja: '初期局面(setup)に並べた順、召喚されたクリーチャーはその後ろ' },
  },
  words: roundWords,
});
