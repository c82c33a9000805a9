/** A Mage Wars round as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { roundMachine, type RoundEvent } from './machine';
import type { RoundSummary } from './schemas';
import { roundWords } from './words';
import { summarizeRound } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', round: '回合', initiative: '起始玩家', mana: '法力', activated: '已啟動的生物', quickcast: '已使用快速施法標記的玩家', returned: '回到法術書的計畫法術（依序）', guards: '帶守衛標記的生物', conditions: '身上的狀態', stopsAt: '停在「{s}」', list: '、', nth: '第 {n} 回合', points: '{p} {n} 點' },
  ja: { state: '流れ', round: 'ラウンド', initiative: 'イニシアチブプレイヤー', mana: 'マナ', activated: '起動したクリーチャー', quickcast: 'クイックキャストマーカーを使ったプレイヤー', returned: 'スペルブックに戻った選んだ呪文（順に）', guards: 'ガードマーカーのあるクリーチャー', conditions: '状態', stopsAt: '「{s}」で止まる', list: '、', nth: '第{n}ラウンド', points: '{p} {n}点' },
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
    { id: 'mage', owner: 0, kind: 'mage' },
    { id: 'fairy', owner: 0, kind: 'familiar' },
    { id: 'knight', owner: 0, kind: 'creature' },
    { id: 'rival', owner: 1, kind: 'mage' },
    { id: 'orc', owner: 1, kind: 'creature' },
  ],
  spawnpoints: [{ id: 'lair', owner: 1 }],
  upkeep: [
    { id: 'knight', owner: 0, effect: 'burn' },
    { id: 'fairy', owner: 0, effect: 'regenerate' },
    { id: 'orc', owner: 1, effect: 'regenerate' },
  ],
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
      setup: { ...DEFAULT_SETUP, spawnpoints: [{ id: 'lair', owner: 1 }, { id: 'nest', owner: 0 }] },
      events: [...toPlanning, { type: 'plan', player: 0, spells: 2, for: ['fairy', 'nest'] }, plan1],
      refused: { type: 'deploy.skip', id: 'lair' },
    },
  },
  { step: 'refuse.summonId', clauses: ['7-3.1'], what: 'a summoned creature named as one already on the arena', example: { events: planned, refused: { type: 'deploy.cast', id: 'lair', summon: 'orc' } } },
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
  { step: 'refuse.cannotCast', clauses: ['3-5.1', '10-1'], what: 'a spell cast by a creature that cannot cast', example: { events: [...toActions, { type: 'activate', id: 'knight' }], refused: { type: 'spell.cast' } } },
  {
    step: 'refuse.noPlannedSpell', clauses: ['3-5'], what: 'a spell cast by a mage with no planned spell',
    example: { events: [...toPlanning, { type: 'plan', player: 0, spells: 0, for: ['fairy'] }, plan1, { type: 'deploy.cast', id: 'lair' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'activate', id: 'mage' }], refused: { type: 'spell.cast' } },
  },
  {
    step: 'refuse.noPlannedSpell', clauses: ['10-1'], what: 'a spell cast by a familiar no spell was planned for',
    example: { events: [...toPlanning, { type: 'plan', player: 0, spells: 2 }, plan1, { type: 'deploy.cast', id: 'lair' }, { type: 'quickcast.pass' }, { type: 'quickcast.pass' }, { type: 'activate', id: 'fairy' }], refused: { type: 'spell.cast' } },
  },
  { step: 'refuse.oneAction', clauses: ['5-1'], what: 'a second spell in one activation', example: { events: [...toActions, { type: 'activate', id: 'mage' }, { type: 'spell.cast' }], refused: { type: 'spell.cast' } } },
  { step: 'refuse.oneAction', clauses: ['5-1'], what: 'the guard action in an activation that has cast a spell', example: { events: [...toActions, { type: 'activate', id: 'mage' }, { type: 'spell.cast' }], refused: { type: 'guard' } } },
  { step: 'refuse.guardedNow', clauses: ['5-1', '5-4'], what: 'a spell in an activation whose quick action was the guard action', example: { events: [...toActions, { type: 'activate', id: 'mage' }, { type: 'guard' }], refused: { type: 'spell.cast' } } },
  { step: 'refuse.guardedNow', clauses: ['5-1', '5-4'], what: 'the guard action twice in one activation', example: { events: [...toActions, { type: 'activate', id: 'knight' }, { type: 'guard' }], refused: { type: 'guard' } } },
]);

export default defineFlow({
  title: { 'zh-hant': '回合的流程', ja: 'ラウンドの流れ' },
  summary: {
    'zh-hant': '一個回合：準備期間的 6 個階段（初始、重置、回魔、維持、計畫、部署），再進行行動期間（起始快速施法、輪流啟動生物與放棄、結束快速施法）。快速施法標記每回合 1 次，雙方都可以在自己的生物啟動之前或之後使用；生物可以在啟動時以快速行動下達守衛指令，守衛標記留到它下次被啟動；召喚的生物以已啟動的狀態進場；沒有施放的計畫法術在各自的時點回到法術書。',
    ja: '1ラウンド：レディステージの6つのフェイズ（イニシアチブ、リセット、チャネリング、アップキープ、プランニング、デプロイメント）、それからアクションステージ（ファーストクイックキャスト、交互の起動とパス、ファイナルクイックキャスト）。クイックキャストマーカーは1ラウンドに1回で、どちらのプレイヤーも自分のクリーチャーの起動の前か後に使える。クリーチャーは起動中にクイックアクションでガードの指示を出せ、ガードマーカーは次に起動されるまで残る。召喚されたクリーチャーは起動済みで場に出る。唱えなかった選んだ呪文は、それぞれの時点でスペルブックに戻る。',
  },
  notPlayed: [
    unplayed(['3-3', '3-4', '6-1.2'], '法力只計回魔：維持階段的效果（回復生命、燃燒、維持費用）只排定順序、不結算，施法的費用也不從法力扣除（見「施法的順序」）。', 'マナはチャネリングだけを数える。アップキープの効果（ライフ回復、燃焼、維持コスト）は順番を決めるだけで処理せず、呪文のコストもマナから引かない（「詠唱の手順」を参照）。'),
    unplayed(['6-1.6', '5-4.2', '5-5.2'], '計畫的法術只計張數，不分是哪一張：快速施法標記與啟動中施放的法術是快速法術（閃電符號）還是完整法術（沙漏符號），沙盒不檢查。', '選んだ呪文は枚数だけを数え、どの呪文かは区別しない。クイックキャストマーカーや起動中に唱える呪文がクイック呪文（稲妻のシンボル）かフル呪文（砂時計のシンボル）かは確かめない。'),
    unplayed(['5-1', '5-2', '5-3', '5-3.1', '5-4.1', '5-4.4', '5-4.5', '5-5.1', '5-5.3', '9-1', '9-3.1'], '啟動中只有施放計畫的法術與下達守衛指令：移動、妨礙（包括飛行生物與非飛行生物彼此不妨礙、牆不阻擋飛行生物）、迅捷、攻擊、再移動 1 次與卡片上的特殊行動都不模擬；攻擊見「攻擊的流程」。', '起動中に行えるのは選んだ呪文を唱えることとガードの指示だけ。移動、妨害（飛行クリーチャーと飛行しないクリーチャーが互いに妨害しないこと、ウォールが飛行クリーチャーを阻まないことを含む）、俊敏、攻撃、もう1回の移動、カードの特別なアクションは扱わない。攻撃は「攻撃の流れ」を参照。'),
    unplayed(['4-2.3', '7-6.3'], '生物被啟動時對手翻開結界的時機，這裡只在記錄中提到；翻開結界見「翻開結界的時機」。', 'クリーチャーが起動されたときに相手がエンチャントメントを公開する機会は、記録で触れるだけ。公開は「エンチャントメントを公開するタイミング」を参照。'),
    unplayed(['4-2.4'], '行動階段結束時要處理的能力，只在記錄中提到，不結算。', 'アクションズフェイズの終わりに処理する能力は、記録で触れるだけで処理しない。'),
    unplayed(['10-4', '13-3'], '回合中沒有生物被消滅，也沒有攻擊：使魔在施法前被消滅時法術棄置，以及守衛標記因遭到近戰攻擊而移除，這裡都不模擬（後者見「攻擊的流程」）。', 'ラウンドの中でクリーチャーは破壊されず、攻撃もない。ファミリアが唱える前に破壊されたときに呪文を捨てること、ガードマーカーが近接攻撃で取り除かれることは扱わない（後者は「攻撃の流れ」を参照）。'),
    unplayed(['8-2.4', '8-6.2', '3-2'], '生物的狀態（暈眩、目盲、燃燒）照設定保留整個回合：原文沒有說狀態何時移除，沙盒不移除任何狀態，請看使它進入該狀態的卡。', 'クリーチャーの状態（朦朧、盲目、燃焼）は設定どおりラウンドを通して残る。状態がいつ取り除かれるかは原典に記されておらず、サンドボックスはどの状態も取り除かない。その状態にしたカードを確かめること。'),
    unplayed(['12-1', '12-2', '12-3'], '異常狀態的移除費用不模擬：沙盒中沒有移除異常狀態的法術或能力，也就沒有以法力支付移除費用的時候。', '状態異常の除去コストは扱わない。サンドボックスには状態異常を除去する呪文や能力がなく、マナで除去コストを払う場面もない。'),
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
