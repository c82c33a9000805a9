/** Mage Wars' enchantment reveal windows as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { revealMachine, type RevealEvent } from './machine';
import type { RevealSummary } from './schemas';
import { revealWords } from './words';
import { summarizeReveal } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', mana: '法力', revealed: '已翻開的結界', discarded: '棄置的結界', hidden: '仍覆蓋的結界', stopsAt: '停在「{s}」', list: '、', points: '{p} {n} 點' },
  ja: { state: '流れ', mana: 'マナ', revealed: '公開されたエンチャントメント', discarded: '捨てられたエンチャントメント', hidden: '裏向きのままのエンチャントメント', stopsAt: '「{s}」で止まる', list: '、', points: '{p} {n}点' },
};

/** A ruling's expected item in the page's language. */
export function describeReveal(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = revealWords[locale];
  const text = (() => {
    switch (key as keyof RevealSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'mana': return (value as number[]).map((n, p) => fill(t.points, { p: tableWord(words, 'player', String(p)), n }, {})).join(t.list);
      case 'revealed':
      case 'discarded':
      case 'hidden': return (value as string[]).length ? (value as string[]).map((id) => tableWord(words, 'name', id)).join(t.list) : words.ui.none;
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/reveal/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

/** Where the sandbox starts: the knight, player 1's, carries 3 hidden enchantments, and may cast a fourth. */
const DEFAULT_SETUP = {
  initiative: 0,
  mana: [6, 4],
  creature: { id: 'knight', owner: 0 },
  enchantments: [
    { id: 'aura', owner: 0, on: 'knight', reveal: 2 },
    { id: 'curse', owner: 1, on: 'knight', reveal: 3 },
    { id: 'snare', owner: 1, on: 'knight', reveal: 2, red: 'move' },
  ],
  toCast: { id: 'mirror', on: 'knight', reveal: 1 },
};

const P: RevealEvent = { type: 'window.pass' };
/** After the phase's window, the knight is activated and its window passed by both: it is about to act. */
const acting: RevealEvent[] = [P, P, { type: 'activate' }, P, P];

/** What the reveal windows refuse, kind by kind, with the clauses whose text forbids it. */
const REFUSALS = refusalRows<RevealEvent>([
  { step: 'refuse.noEnchantment', clauses: ['7-6.1'], what: 'revealing an enchantment that is not face down', example: { events: [{ type: 'reveal', id: 'aura' }], refused: { type: 'reveal', id: 'aura' } } },
  { step: 'refuse.notYourTurn', clauses: ['7-6.5'], note: '7-6.5', what: 'the other player revealing before the initiative player has decided', example: { events: [], refused: { type: 'reveal', id: 'curse' } } },
  { step: 'refuse.onlyJustCast', clauses: ['7-6.3e'], what: 'right after casting an enchantment, revealing another', example: { events: [...acting, { type: 'enchantment.cast' }], refused: { type: 'reveal', id: 'curse' } } },
  { step: 'refuse.mana', clauses: ['7-6.1'], note: '7-6.1', what: 'a reveal whose cost its owner’s mana cannot pay', example: { setup: { ...DEFAULT_SETUP, mana: [1, 4] }, events: [], refused: { type: 'reveal', id: 'aura' } } },
  { step: 'refuse.nothingToCast', clauses: ['3-5'], what: 'casting an enchantment the position does not plan', example: { setup: { ...DEFAULT_SETUP, toCast: undefined }, events: acting, refused: { type: 'enchantment.cast' } } },
  { step: 'refused.notHere', clauses: ['7-6.4'], what: 'a reveal while the creature moves', example: { events: [...acting, { type: 'move.start' }], refused: { type: 'reveal', id: 'aura' } } },
  { step: 'refused.notHere', clauses: ['7-6.4'], what: 'a reveal while dice are rolled', example: { events: [...acting, { type: 'attack.start' }], refused: { type: 'reveal', id: 'aura' } } },
  {
    step: 'refused.notHere', clauses: ['5-1', '5-4'], what: 'an attack after a second move, which was the creature’s one quick action',
    example: { events: [...acting, { type: 'move.start' }, { type: 'move.end' }, P, P, { type: 'move.start' }, { type: 'move.end' }, P, P], refused: { type: 'attack.start' } },
  },
  {
    step: 'refused.notHere', clauses: ['5-1'], what: 'a move after the creature has moved and attacked: its move and its one quick action are both used',
    example: { events: [...acting, { type: 'move.start' }, { type: 'move.end' }, P, P, { type: 'attack.start' }, { type: 'attack.end' }, P, P], refused: { type: 'move.start' } },
  },
  {
    step: 'refuse.moveFirst', clauses: ['5-1'], note: '5-1', what: 'a move after an attack taken without moving first (the site’s reading in 5-1’s note, the official rule)',
    example: { events: [...acting, { type: 'attack.start' }, { type: 'attack.end' }, P, P], refused: { type: 'move.start' } },
  },
  { step: 'refused.notHere', clauses: ['7-6.3'], what: 'a reveal once both players have let the window pass (here, after the activation)', example: { events: acting, refused: { type: 'reveal', id: 'aura' } } },
]);

/** The enchantments' lists keep the setup's order, an enchantment cast in the flow after them. */
const ENCHANTMENT_ORDER = { 'zh-hant': '依初始局面（setup）中列出的順序，施放的結界接在後面，與翻開或棄置的先後無關', ja: '初期局面(setup)に並べた順、唱えたエンチャントメントはその後ろで、公開や捨てた順ではない' };

export default defineFlow({
  title: { 'zh-hant': '翻開結界的時機', ja: 'エンチャントメントを公開するタイミング' },
  summary: {
    'zh-hant': '沿著一隻生物的啟動：階段結束後、啟動後行動之前、移動之後、攻擊或施法之後，以及施放結界之後立即，都可以翻開覆蓋的結界；移動途中與擲骰時不行。由起始玩家先決定；紅色翻開費用的結界條件符合時必須翻開，付不出費用就棄置。',
    ja: '1体のクリーチャーの起動に沿って：フェイズの終了後、起動後の行動の前、移動の後、攻撃か詠唱の後、そしてエンチャントメントを唱えた直後に、裏向きのエンチャントメントを公開できる。移動の途中とダイスを振っている間はできない。イニシアチブプレイヤーが先に決める。赤い公開コストのものは条件を満たせば公開しなければならず、払えなければ捨てられる。',
  },
  defaultSetup: DEFAULT_SETUP,
  refusals: REFUSALS,
  notPlayed: [
    unplayed(['7-6.3a', '4-2'], '這個沙盒只沿著 1 隻生物的 1 次啟動：階段結束後的時機只有啟動之前的那一次；回合中其他階段之後的時機，以及其他生物與對手的啟動，都不在其中。', 'このサンドボックスは1体のクリーチャーの1回の起動だけをたどる。フェイズの終了後のタイミングは起動の前の1回だけで、ラウンドのほかのフェイズの後のタイミングや、ほかのクリーチャーと相手の起動は含まない。'),
    unplayed(['7-6'], '翻開的結界只翻成正面並支付翻開費用；結界翻開後的效果不模擬。', '公開したエンチャントメントは表にして公開コストを払うだけで、公開した後の効果は扱わない。'),
    unplayed(['7-6.1', '6-2'], '啟動中施放的結界直接覆蓋放在生物上，不支付施放費用（閉眼圖示的費用），也不經過施法的步驟；施法見沙盒「施法的順序」。', '起動中に唱えたエンチャントメントはそのまま裏向きでクリーチャーに置き、詠唱コスト（閉じた目のアイコンのコスト）は払わず、詠唱の手順も経ない。詠唱はサンドボックス「詠唱の手順」で扱う。'),
    unplayed(['7-6.2'], '紅色翻開費用的觸發條件只模擬「被啟動時」「移動時」「攻擊時」3 種；其他條件不模擬。', '赤い公開コストの条件は「起動されたとき」「移動したとき」「攻撃したとき」の3つだけを扱い、ほかの条件は扱わない。'),
    unplayed(['7-6.4', '5-2', '8-3'], '這裡的移動與攻擊各只是開始與結束 2 個步驟：沒有區域，也不擲骰、不計算傷害；移到相鄰區域與妨礙見沙盒「回合的流程」，攻擊見沙盒「攻擊的流程」。', 'ここでの移動と攻撃はそれぞれ開始と終了の2つの手順だけで、ゾーンはなく、ダイスも振らずダメージも数えない。隣接するゾーンへの移動と妨害はサンドボックス「ラウンドの流れ」、攻撃はサンドボックス「攻撃の流れ」で扱う。'),
  ],
  machine: revealMachine,
  summarize: summarizeReveal,
  describeExpectation: describeReveal,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    mana: 'players',
    revealed: ENCHANTMENT_ORDER,
    discarded: ENCHANTMENT_ORDER,
    hidden: ENCHANTMENT_ORDER,
  },
  words: revealWords,
});
