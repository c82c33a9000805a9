/** Mage Wars' casting sequence as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { castingMachine, type CastingEvent } from './machine';
import type { CastingSummary } from './schemas';
import { castingWords } from './words';
import { summarizeCasting } from './summary';
import { has } from '../../../lib/own';

const LABELS = {
  'zh-hant': { state: '流程', card: '法術卡的去處', mana: '剩下的法力', boundCast: '本回合已施放結附的法術', equipment: '法師身上的裝備', bound: '結附的法術', returned: '回到法術書的卡', on: '{piece}在{mage}身上', under: '{spell}在{piece}底下', stopsAt: '停在「{s}」', list: '、', points: '{n} 點', yes: '是', no: '否' },
  ja: { state: '流れ', card: '呪文カードの行き先', mana: '残りのマナ', boundCast: 'このラウンドにバインドされた呪文を唱えた', equipment: 'メイジのイクイップメント', bound: 'バインドされた呪文', returned: 'スペルブックに戻ったカード', on: '{piece}は{mage}に付いている', under: '{spell}は{piece}の下', stopsAt: '「{s}」で止まる', list: '、', points: '{n}点', yes: 'はい', no: 'いいえ' },
};

/** A ruling's expected item in the page's language. */
export function describeCasting(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = castingWords[locale];
  const text = (() => {
    switch (key as keyof CastingSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'card': return tableWord(words, 'card', String(value));
      case 'mana': {
        const entries = Object.entries(value as Record<string, number>);
        return entries.length ? entries.map(([id, n]) => `${tableWord(words, 'name', id)} ${fill(t.points, { n }, {})}`).join(t.list) : words.ui.none;
      }
      case 'boundCast': return value ? t.yes : t.no;
      case 'equipment': {
        const entries = Object.entries(value as Record<string, string>);
        return entries.length ? entries.map(([piece, mage]) => fill(t.on, { piece: tableWord(words, 'name', piece), mage: tableWord(words, 'name', mage) }, {})).join(t.list) : words.ui.none;
      }
      case 'bound': {
        const entries = Object.entries(value as Record<string, string>);
        return entries.length ? entries.map(([piece, spell]) => fill(t.under, { piece: tableWord(words, 'name', piece), spell: tableWord(words, 'name', spell) }, {})).join(t.list) : words.ui.none;
      }
      case 'returned': return (value as string[]).length ? (value as string[]).map((id) => tableWord(words, 'name', id)).join(t.list) : words.ui.none;
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/casting/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

/** Where the sandbox starts: the fairy casts a 2-point enchantment with its 3 mana. */
const DEFAULT_SETUP = {
  caster: 'fairy',
  spell: { id: 'ward', type: 'enchantment', cost: 2, range: [0, 2], target: 'creature', action: 'quick' },
  things: [
    { id: 'mage', owner: 0, zone: [1, 2], kind: 'mage', mana: 10 },
    { id: 'fairy', owner: 0, zone: [2, 2], kind: 'familiar', mana: 3 },
    { id: 'knight', owner: 0, zone: [2, 1], kind: 'creature' },
    { id: 'rival', owner: 1, zone: [4, 2], kind: 'mage', mana: 10 },
    { id: 'lair', owner: 1, zone: [4, 3], kind: 'spawnpoint', mana: 0 },
    { id: 'orc', owner: 1, zone: [3, 2], kind: 'creature' },
  ],
};

const things = DEFAULT_SETUP.things;
const bolt = { id: 'bolt', type: 'attack', cost: 4, range: [0, 2], target: 'creature', action: 'quick' };
const ward = DEFAULT_SETUP.spell;
/** A staff for both hands that binds a spell (7-7.3, 7-8.1): the site's example. */
const staff = { id: 'staff', type: 'equipment', cost: 3, range: [0, 2], target: 'creature', action: 'full', slot: 'bothHands', binds: true };
/** The default position's cards, some with other mana. */
const withMana = (mana: Record<string, number>) => things.map((t) => (has(mana, t.id) ? { ...t, mana: mana[t.id] } : t));

/** What casting refuses, kind by kind, with the clauses whose text forbids it. */
const REFUSALS = refusalRows<CastingEvent>([
  { step: 'refuse.noTarget', clauses: ['6-2.1'], what: 'a target that is not on the arena', example: { events: [], refused: { type: 'spell.cast', target: 'ghost' } } },
  {
    step: 'refuse.boundOnce', clauses: ['7-8.2'], what: 'a bound spell a second time in a round',
    example: { setup: { things, caster: 'mage', spell: { ...bolt, bound: true }, boundCast: true }, events: [], refused: { type: 'spell.cast', target: 'orc' } },
  },
  { step: 'refuse.mana', clauses: ['6-2.1'], note: '6-2.1', what: 'a mage’s spell that costs more than its mana', example: { setup: { things: withMana({ mage: 3 }), caster: 'mage', spell: bolt }, events: [], refused: { type: 'spell.cast', target: 'orc' } } },
  {
    step: 'refuse.manaShort', clauses: ['6-2.1', '10-2'], note: '6-2.1', what: 'a familiar’s spell that costs more than its mana and its mage’s together',
    example: { setup: { things: withMana({ mage: 0 }), caster: 'fairy', spell: bolt }, events: [], refused: { type: 'spell.cast', target: 'orc' } },
  },
  {
    step: 'refuse.manaShort', clauses: ['6-2.1', '10-2', '11-1'], note: '6-2.1', what: 'a spawnpoint’s spell that costs more than its mana and its mage’s together',
    example: { setup: { things: withMana({ rival: 3 }), caster: 'lair', spell: bolt }, events: [], refused: { type: 'spell.cast', target: 'knight' } },
  },
  { step: 'refused.notHere', clauses: ['6-2.2'], what: 'a counter before the spell is cast', example: { events: [], refused: { type: 'counter.play' } } },
  { step: 'refuse.legendary', clauses: ['14-7'], what: 'a legendary spell while a copy of its name is in play, whoever’s', example: { setup: { things, caster: 'mage', spell: { ...ward, legendary: true }, inPlay: [{ spell: 'ward', owner: 1 }] }, events: [], refused: { type: 'spell.cast', target: 'knight' } } },
  { step: 'refuse.unique', clauses: ['14-8'], what: 'a unique spell while its mage has a copy of its name in play', example: { setup: { things, caster: 'mage', spell: { ...ward, unique: true }, inPlay: [{ spell: 'ward', owner: 0 }] }, events: [], refused: { type: 'spell.cast', target: 'knight' } } },
  { step: 'refuse.chooseHand', clauses: ['7-7.3', '7-7.2', '7-7.4'], note: '7-7.4', what: 'equipment for either hand cast without naming the hand', example: { setup: { things, caster: 'mage', spell: { ...staff, id: 'wand', slot: 'eitherHand', binds: undefined } }, events: [], refused: { type: 'spell.cast', target: 'mage' } } },
  {
    step: 'refuse.chooseRing', clauses: ['7-7.1', '7-7.4'], note: '7-7.4', what: 'a third ring cast without naming the ring it replaces',
    example: { setup: { things, caster: 'mage', spell: { ...staff, id: 'onyx', slot: 'ring', binds: undefined }, equipped: [{ id: 'ruby', on: 'mage', slot: 'ring' }, { id: 'jade', on: 'mage', slot: 'ring' }] }, events: [], refused: { type: 'spell.cast', target: 'mage' } },
  },
  { step: 'refuse.notInBook', clauses: ['7-8.1'], what: 'binding a spell that is not in the spellbook', example: { setup: { things, caster: 'mage', spell: staff, book: ['bolt'] }, events: [{ type: 'spell.cast', target: 'mage' }, { type: 'counter.pass' }], refused: { type: 'spell.bind', spell: 'heal' } } },
  { step: 'refused.notHere', clauses: ['6-2.2', '7-8.1'], what: 'a counter after the equipment has resolved, while its spell is being bound', example: { setup: { things, caster: 'mage', spell: staff, book: ['bolt'] }, events: [{ type: 'spell.cast', target: 'mage' }, { type: 'counter.pass' }], refused: { type: 'counter.play' } } },
]);

export default defineFlow({
  title: { 'zh-hant': '施法的順序', ja: '詠唱の手順' },
  notPlayed: [
    unplayed(['6-1.3', '6-1.4', '6-1.9', '6-2.3', '7-1', '7-2'], '法術只分攻擊法術、咒語、結界與裝備 4 種；結算時效果照卡片發生，沙盒不模擬效果本身（攻擊見「攻擊的流程」），也不看副類型與文字區。', '呪文はアタック呪文、インカンテーション、エンチャントメント、イクイップメントの4種類だけ。解決すると効果はカードどおりに起こるが、サンドボックスは効果そのものを扱わない（攻撃は「攻撃の流れ」を参照）。サブタイプやテキスト欄も見ない。'),
    unplayed(['7-3', '7-4', '7-5'], '生物、召喚物與牆的施放不模擬：召喚的生物以已啟動的狀態進場，見「回合的流程」。', 'クリーチャー、コンジュレーション、ウォールの詠唱は扱わない。召喚されたクリーチャーが起動済みで場に出ることは「ラウンドの流れ」を参照。'),
    unplayed(['6-1.6', '5-1', '3-5'], '這個沙盒只有一次施法，沒有施法者的啟動：法術的行動符號（快速或完整）在這裡只顯示；它是否符合施法者這次啟動剩下的行動、法術是否是為施法者計畫的，由「回合的流程」檢查。', 'このサンドボックスは1回の詠唱だけで、唱える者の起動はない。呪文のアクションシンボル（クイックかフルか）はここでは表示するだけで、唱える者のこの起動に残るアクションに合うかも、その呪文が唱える者のために選ばれたものかも、「ラウンドの流れ」が確かめる。'),
    unplayed(['6-2.2'], '對手用什麼反制法術（例如 Nullify）由讀者輸入：反制的卡本身的費用與條件，沙盒不檢查。', '相手が何で呪文を打ち消すか（Nullify など）は読者が入力する。打ち消すカード自体のコストや条件は確かめない。'),
    unplayed(['7-8.3'], '沙盒中沒有摧毀裝備的卡：裝備被摧毀時結附的法術一同被摧毀，不模擬；裝備回到法術書時結附的法術一同回去，見換裝的範例。', 'サンドボックスにはイクイップメントを破壊するカードがない。イクイップメントが破壊されたときにバインドされた呪文もともに破壊されることは扱わない。イクイップメントがスペルブックに戻るときにバインドされた呪文もともに戻ることは、付け替えの例を参照。'),
    unplayed(['7-7.1'], '部位只有原文舉出的武器、盾牌與戒指：其他部位原文沒有舉出，沙盒也沒有。', '部位は原典が挙げる武器、盾、指輪だけ。原典が挙げないほかの部位はサンドボックスにもない。'),
    unplayed(['7-6.1', '7-6.2', '7-6.3e'], '結界覆蓋放在目標上就結束：翻開的費用與時機見「翻開結界的時機」。', 'エンチャントメントは対象に裏向きで置いたところで終わる。公開のコストとタイミングは「エンチャントメントを公開するタイミング」を参照。'),
    unplayed(['10-4'], '使魔在施法之前被消滅時，為它選的法術要棄置：沙盒中沒有生物被消滅，不模擬。', 'ファミリアが唱える前に破壊されたとき、そのために選んだ呪文は捨てる。サンドボックスではクリーチャーは破壊されないので扱わない。'),
  ],
  summary: {
    'zh-hant': '施法的 3 個步驟：施放（射程內的目標、支付費用，使魔與召喚點的法力一用就要用完）、反制法術、結算（射程或目標不符視為被反制）。結附在裝備上的法術每回合 1 次；被反制時去哪裡是爭議點，沙盒兩種讀法都可以用。',
    ja: '詠唱の3つの手順：詠唱（射程内の対象、コストの支払い。ファミリアとスポーンポイントのマナは使ったら使い切る）、呪文の打ち消し、解決（射程か対象が合わなければ打ち消されたものとみなす）。イクイップメントにバインドされた呪文は1ラウンドに1回。打ち消されたときの行き先は争いのある点で、サンドボックスはどちらの読み方でも動く。',
  },
  defaultSetup: DEFAULT_SETUP,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: { returned: 'events' },
  refusals: REFUSALS,
  machine: castingMachine,
  summarize: summarizeCasting,
  describeExpectation: describeCasting,
  words: castingWords,
});
