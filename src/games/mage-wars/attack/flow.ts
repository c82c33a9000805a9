/** Mage Wars' attack sequence as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, type ExpectationText, type RefusalRow } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { attackMachine } from './machine';
import type { AttackSummary } from './schemas';
import { attackWords } from './words';
import { summarizeAttack } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', damage: '受到的傷害', destroyed: '被消滅的生物', conditions: '身上的狀態', guards: '仍在守衛的生物', stopsAt: '停在「{s}」', list: '、', points: '{n} 點' },
  ja: { state: '流れ', damage: '受けたダメージ', destroyed: '破壊されたクリーチャー', conditions: '状態', guards: 'ガードを続けているクリーチャー', stopsAt: '「{s}」で止まる', list: '、', points: '{n}点' },
};

/** A ruling's expected item in the page's language: states by name, creatures by name. */
export function describeAttack(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = attackWords[locale];
  const name = (id: string) => tableWord(words, 'name', id);
  const none = words.ui.none;
  const text = (() => {
    switch (key as keyof AttackSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'damage': {
        const entries = Object.entries(value as Record<string, number>);
        return entries.length ? entries.map(([id, n]) => `${name(id)} ${fill(t.points, { n }, {})}`).join(t.list) : none;
      }
      case 'destroyed':
      case 'guards': return (value as string[]).length ? (value as string[]).map(name).join(t.list) : none;
      case 'conditions': {
        const entries = Object.entries(value as Record<string, string[]>);
        return entries.length ? entries.map(([id, list]) => `${name(id)}:${list.map((k) => tableWord(words, 'condition', k)).join(t.list)}`).join(t.list) : none;
      }
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/attack/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

const knight = { id: 'knight', owner: 0, zone: [2, 2], life: 12, armor: 2, melee: { dice: 1 } };
const melee = { kind: 'melee', dice: 1 };
/** The knight's melee attack on one creature beside it. */
const against = (target: object, attack: object = melee, attacker: object = knight) => ({ attacker: 'knight', attack, creatures: [attacker, { owner: 1, zone: [2, 2], life: 8, ...target }] });
const declare = (target: string) => ({ type: 'attack.declare', target });
/** An event with its values (a die, dice, targets). */
const ev = (type: string, values: object) => ({ type, ...values });

/** Every kind of refusal of the attack, with the clauses whose text forbids it. */
const REFUSALS: RefusalRow[] = [
  { step: 'refused.notHere', clauses: ['8-0', '8-1'], what: 'rolling the dice before the attack is declared: the steps go in order, the declaration first', example: { events: [], refused: ev('attack.roll', { dice: ['1', '1', '1'] }) } },
  { step: 'refuse.noCreature', clauses: ['8-1'], what: 'a target that is not on the arena', example: { events: [], refused: declare('orc') } },
  { step: 'refuse.chooseBar', clauses: ['8-0.1', '8-1'], what: 'an attack declared without naming which of the attacker’s several attack bars it uses', example: { setup: { ...against({ id: 'orc' }), attack: undefined, bars: [melee, { kind: 'ranged', dice: 2, range: [1, 2] }] }, events: [], refused: declare('orc') } },
  { step: 'refuse.noBar', clauses: ['8-0.1'], what: 'an attack bar the attacker does not have', example: { setup: { ...against({ id: 'orc' }), attack: undefined, bars: [melee, { kind: 'ranged', dice: 2, range: [1, 2] }] }, events: [], refused: ev('attack.declare', { target: 'orc', bar: 2 }) } },
  { step: 'refuse.notSameZone', clauses: ['8-1.1'], what: 'a melee attack on a creature in another zone', example: { events: [], refused: declare('rival') } },
  { step: 'refuse.flyer', clauses: ['9-3.2'], what: 'a melee attack on a flyer by a creature that neither flies nor has reach', example: { setup: against({ id: 'bat', flying: true }), events: [], refused: declare('bat') } },
  { step: 'refuse.guarded', clauses: ['8-1.2', '13-2'], what: 'a melee attack past an enemy guard in the zone', example: { events: [], refused: declare('imp') } },
  {
    step: 'refuse.guarded', clauses: ['8-1.2', '13-2', '9-3.6'], what: 'a flyer’s melee attack on a creature that does not fly, past an enemy guard',
    example: { setup: { attacker: 'bat', attack: melee, creatures: [{ id: 'bat', owner: 0, zone: [2, 2], life: 5, flying: true }, { id: 'guard', owner: 1, zone: [2, 2], life: 8, guard: true }, { id: 'orc', owner: 1, zone: [2, 2], life: 8 }] }, events: [], refused: declare('orc') },
  },
  {
    step: 'refuse.guardedWall', clauses: ['8-1.2', '13-2'], what: 'a melee attack on a wall on a border of the attacker’s zone past an enemy guard in the zone, under the source’s reading of 8-1.2',
    example: { setup: { ...against({ id: 'guard', guard: true }), walls: [{ id: 'stonewall', owner: 1, between: [[2, 2], [2, 1]], life: 10 }] }, events: [], refused: declare('stonewall') },
  },
  { step: 'refuse.outOfRange', clauses: ['8-1.3'], what: 'a ranged attack on a target out of its range', example: { setup: { ...against({ id: 'orc', zone: [4, 2] }), attack: { kind: 'ranged', dice: 1, range: [0, 1] } }, events: [], refused: declare('orc') } },
  { step: 'refuse.noSight', clauses: ['8-1.3', '7-5.1'], what: 'a ranged attack through a wall that blocks line of sight', example: { setup: { ...against({ id: 'orc', zone: [4, 2] }), attack: { kind: 'ranged', dice: 1, range: [0, 3] }, walls: [{ id: 'fogwall', owner: 1, between: [[3, 2], [4, 2]], sight: true, life: 6 }] }, events: [], refused: declare('orc') } },
  { step: 'refuse.noSight', clauses: ['8-1.3', '7-5.1'], what: 'a zone attack on a zone behind a wall that blocks line of sight', example: { setup: { ...against({ id: 'orc', zone: [3, 2] }), attack: { kind: 'ranged', dice: 1, range: [0, 3], zone: true }, walls: [{ id: 'fogwall', owner: 1, between: [[2, 2], [3, 2]], sight: true, life: 6 }] }, events: [], refused: ev('attack.declare', { zone: [3, 2] }) } },
  { step: 'refuse.wallMelee', clauses: ['7-5.3'], what: 'a melee attack on a wall not on a border of the attacker’s zone', example: { setup: { ...against({ id: 'orc' }), walls: [{ id: 'stonewall', owner: 1, between: [[3, 2], [3, 1]], life: 10 }] }, events: [], refused: declare('stonewall') } },
  { step: 'refuse.wallRange', clauses: ['7-5.3'], what: 'a ranged attack on a wall neither of whose zones is in range', example: { setup: { ...against({ id: 'orc' }), attack: { kind: 'ranged', dice: 1, range: [0, 0] }, walls: [{ id: 'stonewall', owner: 1, between: [[3, 2], [4, 2]], life: 10 }] }, events: [], refused: declare('stonewall') } },
  { step: 'refuse.needZone', clauses: ['8-1', '8-8'], what: 'a zone attack declared without its zone', example: { setup: { ...against({ id: 'orc' }), attack: { kind: 'ranged', dice: 1, range: [0, 1], zone: true } }, events: [], refused: ev('attack.declare', { target: 'orc' }) } },
  { step: 'refuse.sweepCount', clauses: ['8-8'], note: '8-8', what: 'a sweeping attack on more than 2 targets, or one twice (8-8’s note, after the Codex)', example: { setup: { ...against({ id: 'orc' }), attack: { ...melee, sweeping: true } }, events: [], refused: ev('attack.declare', { targets: ['orc', 'orc'] }) } },
  {
    step: 'refuse.sweepEnemy', clauses: ['8-8'], note: '8-8', what: 'a sweeping attack on one’s own creature, under 8-8’s earlier reading',
    example: { setup: { attacker: 'knight', attack: { ...melee, sweeping: true }, areaTargets: 'earlier', creatures: [knight, { id: 'mage', owner: 0, zone: [2, 2], life: 32 }, { id: 'orc', owner: 1, zone: [2, 2], life: 8 }] }, events: [], refused: ev('attack.declare', { targets: ['orc', 'mage'] }) },
  },
  { step: 'refuse.sweepGuards', clauses: ['13-4', '8-1.2'], what: 'a sweeping attack that leaves out a guard for another creature', example: { setup: { ...against({ id: 'guard', guard: true }), creatures: [knight, { id: 'guard', owner: 1, zone: [2, 2], life: 8, guard: true }, { id: 'orc', owner: 1, zone: [2, 2], life: 8 }], attack: { ...melee, sweeping: true } }, events: [], refused: ev('attack.declare', { targets: ['orc'] }) } },
  { step: 'refuse.dazed', clauses: ['8-2.4'], what: 'a defense by a dazed creature', example: { setup: against({ id: 'elf', defense: { value: 6, uses: 1 }, conditions: ['daze'] }), events: [declare('elf')], refused: { type: 'defense.use' } } },
  { step: 'refuse.notBlind', clauses: ['8-6.2'], what: 'a strike failed by blindness when the striker is not blind', example: { setup: against({ id: 'orc' }), events: [declare('orc')], refused: { type: 'blind.miss' } } },
  { step: 'refused.notHere', clauses: ['8-2.1'], what: 'a blind strike failed before the defender has declared its defense or not', example: { setup: against({ id: 'elf', defense: { value: 6, uses: 1 } }, melee, { ...knight, conditions: ['blind'] }), events: [declare('elf')], refused: { type: 'blind.miss' } } },
  {
    step: 'refuse.unavoidable', clauses: ['8-2', '8-8'], note: '8-2', what: 'a defense against a zone attack, under 8-2’s Codex reading (zone attacks are unavoidable)',
    example: { setup: { ...against({ id: 'elf', defense: { value: 6, uses: 1 } }), attack: { kind: 'ranged', dice: 1, range: [0, 1], zone: true }, areaTargets: 'earlier', zoneDefense: 'unavoidable' }, events: [ev('attack.declare', { zone: [2, 2] })], refused: { type: 'defense.use' } },
  },
  { step: 'refuse.chooseDefense', clauses: ['8-2.3'], what: 'a defense used without naming which of the defender’s several defenses', example: { setup: against({ id: 'elf', defenses: [{ value: 9, uses: 1 }, { value: 5, uses: 1 }] }), events: [declare('elf')], refused: { type: 'defense.use' } } },
  { step: 'refuse.noDefense', clauses: ['8-2.3'], what: 'a defense the defender does not have', example: { setup: against({ id: 'elf', defenses: [{ value: 9, uses: 1 }, { value: 5, uses: 1 }] }), events: [declare('elf')], refused: ev('defense.use', { defense: 2 }) } },
  {
    step: 'refuse.oneDefense', clauses: ['8-2.3'], what: 'a second defense against the same strike after the first failed',
    example: { setup: against({ id: 'elf', defenses: [{ value: 9, uses: 1 }, { value: 5, uses: 1 }] }), events: [declare('elf'), ev('defense.use', { defense: 0 }), ev('defense.roll', { die: 4 })], refused: ev('defense.use', { defense: 1 }) },
  },
  { step: 'refuse.noUses', clauses: ['8-2.1'], what: 'a defense with no use left this round', example: { setup: against({ id: 'elf', defense: { value: 6, uses: 0 } }), events: [declare('elf')], refused: { type: 'defense.use' } } },
  {
    step: 'refuse.meleeOnly', clauses: ['8-2.1'], what: 'a melee-only defense against a ranged attack',
    example: { setup: { ...against({ id: 'imp', zone: [3, 2], defense: { value: 6, uses: 1, only: 'melee' } }), attack: { kind: 'ranged', dice: 1, range: [1, 1] } }, events: [declare('imp')], refused: { type: 'defense.use' } },
  },
  { step: 'refuse.rangedOnly', clauses: ['8-2.1'], what: 'a ranged-only defense against a melee attack', example: { setup: against({ id: 'elf', defense: { value: 6, uses: 1, only: 'ranged' } }), events: [declare('elf')], refused: { type: 'defense.use' } } },
  { step: 'refused.notHere', clauses: ['8-2.1'], what: 'a defense declared at the roll, after step 2', example: { events: [declare('guard'), { type: 'defense.skip' }], refused: { type: 'defense.use' } } },
  { step: 'refuse.diceCount', clauses: ['8-3'], what: 'more or fewer attack dice than the attack has', example: { events: [declare('guard'), { type: 'defense.skip' }], refused: ev('attack.roll', { dice: ['1'] }) } },
  {
    step: 'refused.notHere', clauses: ['8-6.3'], what: 'a defense against a damage barrier’s attack',
    example: { setup: against({ id: 'imp', barrier: 1 }), events: [declare('imp'), ev('attack.roll', { dice: ['1'] }), { type: 'free.take' }], refused: { type: 'defense.use' } },
  },
  { step: 'refused.over', clauses: ['8-8'], what: 'anything after the attack has ended', example: { setup: against({ id: 'orc' }), events: [declare('orc'), ev('attack.roll', { dice: ['1'] })], refused: ev('attack.roll', { dice: ['1'] }) } },
];

export default defineFlow({
  title: { 'zh-hant': '攻擊的流程', ja: '攻撃の流れ' },
  notPlayed: [
    unplayed(['8-0', '5-4.1', '5-5.1'], '攻擊的戰鬥條由設定給出（多條時由宣告選用其中 1 條）：攻擊是快速行動還是完整行動由「回合的流程」檢查，傷害類型沙盒不模擬。', '攻撃のアタックバーは設定で与える（複数あるときは宣言でそのうち1つを選ぶ）。クイックアクションかフルアクションかは「ラウンドの流れ」が確かめ、ダメージの種類は扱わない。'),
    unplayed(['8-1.3', '7-5.1', '7-5.3'], '射程以區域數計，只計上下左右（本站解讀）；視線依 8-1.3 的編者註判定。牆的穿越在攻擊中不會發生（見「回合的流程」）；攻擊牆時不擲效果骰：沙盒的狀態（暈眩、目盲、燃燒）只對生物有作用。', '射程はゾーンの数で、上下左右にだけ数える（当サイトの解釈）。視線は 8-1.3 の編集注に従って判定する。ウォールの通過は攻撃の中では起こらない（「ラウンドの流れ」を参照）。ウォールを攻撃するときはエフェクトダイスを振らない。サンドボックスの状態（朦朧、盲目、燃焼）はクリーチャーにだけ働く。'),
    unplayed(['8-4.2', '7-1'], '效果骰只給出設定的 1 種狀態（暈眩、目盲或燃燒）；卡片上其他的附加效果與傷害類型的效果都不模擬。', 'エフェクトダイスは設定した1つの状態（朦朧、盲目、燃焼）を与えるだけ。カードのそのほかの追加効果やダメージの種類による効果は扱わない。'),
    unplayed(['8-6.2', '8-6.3'], '目盲如何使攻擊失敗，原文沒有說明：沙盒不判定，由讀者在擲攻擊骰之前指定這一擊因目盲而失敗。傷害屏障的攻擊不能這樣指定，一律擲骰。', '盲目がどのように攻撃を失敗させるかは原典に記されていない。サンドボックスは判定せず、読者が攻撃ダイスを振る前に、盲目のために失敗したと指定する。ダメージバリアの攻撃ではこの指定はできず、常にダイスを振る。'),
    unplayed(['8-2.4', '8-6.2', '3-4'], '狀態一旦得到就留著：原文沒有說暈眩或目盲何時移除，沙盒不移除。燃燒只記錄，它在維持階段的效果不在攻擊之內。', '状態は一度得たら残る。朦朧や盲目がいつ取り除かれるかは原典に記されておらず、サンドボックスは取り除かない。燃焼は記録するだけで、アップキープフェイズでの効果は攻撃の外にある。'),
    unplayed(['13-5', '5-3.2'], '閃避（Elusive）、拘束、無力化、害蟲對守衛的影響，原文沒有說明，沙盒不模擬：守衛對每個攻擊者都一樣作用。', 'エルーシブ（Elusive）、拘束、無力化、害虫がガードに与える影響は原典に記されておらず、扱わない。ガードはどの攻撃側にも同じように働く。'),
    unplayed(['8-8'], '區域攻擊也作用於區域內的召喚物（依官方 Codex）；沙盒的場上只有生物，沒有召喚物。區域攻擊的各目標由攻擊者決定順序（Codex），沙盒依局面中列出的順序處理：每個目標各自受到 1 次攻擊，順序不改變沙盒算出的結果。', 'ゾーン攻撃はゾーン内のコンジュレーションにも作用する（公式の Codex による）が、サンドボックスの場にはクリーチャーしかおらず、コンジュレーションはない。ゾーン攻撃の対象の順番は攻撃側が決める（Codex）が、サンドボックスは局面に並んだ順に処理する。対象はそれぞれ1回ずつ攻撃を受けるので、順番はサンドボックスが出す結果を変えない。'),
    unplayed(['9-2', '9-4.2'], '活體與非活體、毒素免疫、難以捉摸等特性在攻擊中沒有作用，沙盒不模擬；無形生物只計「1」的結果（9-4.3）。', '生体と非生体、毒免疫、アンコンテイナブルなどの特性は攻撃の中で働かず、扱わない。非実体のクリーチャーは「1」の結果だけを数える（9-4.3）。'),
  ],
  summary: {
    'zh-hant': '戰鬥的 8 個步驟：宣告攻擊（近戰、守衛、遠程、飛行）、迴避攻擊（防禦與效果骰）、擲骰（護甲與爆擊）、傷害與附加效果、額外攻擊、傷害屏障（因目盲或被迴避而失敗的攻擊不觸發）、反擊與攻擊結束（橫掃與區域攻擊）；狀態從得到時起持續。骰子可自行輸入結果，或依畫面上的種子擲出；連結會重現同樣的結果。攻擊者也可以攻擊自己的生物或自己（依官方 Codex）。遠程攻擊是否進行額外攻擊（8-1.4）、多次攻擊時傷害屏障看哪一擊（8-6.4）、被消滅的生物的傷害屏障是否作用（8-7.1）、橫掃與區域攻擊以哪些生物為目標（8-8）、區域攻擊能否被迴避（8-2）、傷害屏障是否攻擊自己一方的攻擊者（8-6.1）、飛行的攻擊者能否無視最小射程（9-3.3）、有敵方守衛時能否近戰攻擊牆（8-1.2）是爭議點，沙盒兩種讀法都可以用。攻擊者在行動中，不帶守衛標記（13-3）。',
    ja: '戦闘の8つのステップ：攻撃の宣言（近接、ガード、遠隔、飛行）、攻撃の回避（防御とエフェクトダイス）、ダイスロール（アーマーとクリティカル）、ダメージと追加効果、追加攻撃、ダメージバリア（盲目のためか回避されたために失敗した攻撃では誘発しない）、カウンターストライク、攻撃終了（スウィープとゾーン攻撃）。状態は得たときから続く。ダイスは結果を入力するか、画面のシードで振る。リンクは同じ結果を再現する。攻撃者は自分のクリーチャーや自分自身も攻撃できる（公式の Codex による）。遠隔攻撃が追加攻撃を行うか（8-1.4）、複数回の攻撃でダメージバリアがどの攻撃を見るか（8-6.4）、破壊されたクリーチャーのダメージバリアが働くか（8-7.1）、スウィープとゾーン攻撃がどのクリーチャーを対象にするか（8-8）、ゾーン攻撃を回避できるか（8-2）、ダメージバリアが味方の攻撃側を攻撃するか（8-6.1）、飛行している攻撃側が最小射程を無視できるか（9-3.3）、敵のガードがいるときにウォールへ近接攻撃できるか（8-1.2）は争いのある点で、サンドボックスはどちらの読み方でも動く。攻撃者は起動中で、ガードマーカーを持たない（13-3）。',
  },
  defaultSetup: {
    seed: 2013,
    attacker: 'knight',
    attack: { kind: 'melee', dice: 3, effect: { at: 8, condition: 'daze' } },
    creatures: [
      { id: 'knight', owner: 0, zone: [2, 2], life: 12, armor: 2, melee: { dice: 3 } },
      { id: 'mage', owner: 0, zone: [1, 2], life: 32, armor: 0, melee: { dice: 3 } },
      { id: 'guard', owner: 1, zone: [2, 2], life: 8, armor: 1, guard: true, melee: { dice: 2 }, defense: { value: 7, uses: 1 } },
      { id: 'imp', owner: 1, zone: [2, 2], life: 6, armor: 0, barrier: 2, defense: { value: 6, uses: 1, only: 'melee' } },
      { id: 'bat', owner: 1, zone: [3, 2], life: 5, armor: 0, flying: true },
      { id: 'rival', owner: 1, zone: [4, 2], life: 32, armor: 1, melee: { dice: 3 } },
    ],
  },
  machine: attackMachine,
  refusals: REFUSALS,
  summarize: summarizeAttack,
  describeExpectation: describeAttack,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    destroyed: 'setup',
    guards: 'setup',
  },
  words: attackWords,
});
