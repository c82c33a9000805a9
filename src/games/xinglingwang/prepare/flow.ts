/**
 * 星靈王's preparation (一) as a sandbox flow: machine, words, the summary rulings check, what it
 * refuses and what it does not play. It ends where the turn flow begins (island.tsx hands it on).
 */
import { defineFlow, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, namesWord, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { prepareMachine, type PrepareEvent } from './machine';
import type { PrepareSummary } from './schemas';
import { summarizePrepare } from './summary';
import { prepareWords } from './words';
import { PREPARE_NOT_PLAYED } from '../not-played';
import { DEFAULT_TRAVELLER } from './rules';

const LABELS = {
  'zh-hant': { state: '流程', races: '種族', revealed: '種族宣言卡', decks: '牌組（由牌庫頂起）', hands: '手牌', first: '先手玩家', aside: '覆蓋於桌面的牌', stopsAt: '停在「{s}」', between: '；', shown: '已公開', hidden: '尚未公開', none: '無', notYet: '尚未決定' },
  ja: { state: '流れ', races: '種族', revealed: '種族宣言カード', decks: 'デッキ（山札の上から）', hands: '手札', first: '先攻プレイヤー', aside: '裏向きに置いたカード', stopsAt: '「{s}」で止まる', between: '/', shown: '公開済み', hidden: 'まだ公開していない', none: 'なし', notYet: 'まだ決めていない' },
};

/** A ruling's expected item in the page's language. */
export function describePrepare(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = prepareWords[locale];
  const seat = (s: number) => tableWord(words, 'seat', s);
  const perSeat = (values: unknown[], show: (v: never) => string) => values.map((v, s) => `${seat(s)} ${show(v as never)}`).join(t.between);
  const text = (() => {
    switch (key as keyof PrepareSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'races': return perSeat(value as unknown[], (r: string | null) => (r === null ? t.none : r === 'faceDown' ? words.ui.faceDown : tableWord(words, 'race', r)));
      case 'revealed': return value ? t.shown : t.hidden;
      case 'decks': case 'hands': return perSeat(value as unknown[], (ids: string[]) => namesWord(words, ids) || t.none);
      case 'first': return value === null ? t.notYet : seat(value as number);
      case 'aside': return namesWord(words, value as string[]) || t.none;
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/xinglingwang/prepare/flow.ts.`);
  return { label: t[key as keyof PrepareSummary], text };
}

/** Player A's 炎族 deck and player B's 潮族 one, both legal: B's magic cards' mana comes to 15 exactly. */
const FLAME = ['dragon', 'falcon', 'squire', 'lancer', 'archer', 'knight', 'guard', 'monk', 'page', 'raider', 'scout', 'scout', 'flare', 'breaker', 'glider', 'wall', 'bolt', 'bolt', 'mist', 'omen'];
const TIDE = ['raven', 'wolf', 'golem', 'seer', 'oak', 'elm', 'fern', 'toad', 'viper', 'crow', 'hermit', 'ghost', 'frost', 'skater', 'tired', 'thief', 'gale', 'sigil', 'veil', 'ward'];
/** Twenty neutral cards, legal but for 1-2.3. */
const NEUTRAL = ['first', 'second', 'g1', 'g3', 'sage', 'sentry', 'sentry', 'sentry', 'breaker', 'glider', 'skater', 'tired', 'thief', 'wall', 'bolt', 'bolt', 'bolt', 'mist', 'omen', 'veil'];
const DEFAULT_SETUP = { seed: 27, traveller: { ...DEFAULT_TRAVELLER }, players: [{ deck: FLAME }, { deck: TIDE }] };

const declared: PrepareEvent[] = [{ type: 'race.place', player: 0, race: 'flame' }, { type: 'race.place', player: 1, race: 'tide' }];
const e = (event: PrepareEvent) => event;

const REFUSALS = refusalRows<PrepareEvent>([
  { step: 'refuse.deckFull', clauses: ['1-2.1'], what: 'a 21st card', example: { events: declared, refused: e({ type: 'deck.add', player: 0, card: 'thief' }) } },
  { step: 'refuse.sameName', clauses: ['1-2.1'], what: 'a second card of one name', example: { events: declared, refused: e({ type: 'deck.add', player: 0, card: 'dragon' }) } },
  {
    step: 'refuse.overloadCopies',
    clauses: ['1-2.1', '15-7.2a'],
    what: 'a fourth copy of a card with 超載',
    example: { events: [...declared, e({ type: 'deck.remove', player: 0, card: 'page' }), e({ type: 'deck.remove', player: 0, card: 'mist' }), e({ type: 'deck.add', player: 0, card: 'bolt' })], refused: e({ type: 'deck.add', player: 0, card: 'bolt' }) },
  },
  { step: 'refuse.otherRace', clauses: ['1-2.2'], what: 'a card of a race other than the declared one', example: { events: declared, refused: e({ type: 'deck.add', player: 0, card: 'raven' }) } },
  { step: 'refuse.manaTotal', clauses: ['1-2.4'], note: '1-2.4', what: 'magic cards whose mana comes to more than 15 (1-2.4’s note: the cap is the total, not each card’s)', example: { events: [...declared, e({ type: 'deck.remove', player: 1, card: 'skater' })], refused: e({ type: 'deck.add', player: 1, card: 'mist' }) } },
  {
    step: 'refuse.manaPerCard',
    clauses: ['1-2.4'],
    note: '1-2.4',
    what: 'under 1-2.4’s other reading (each magic card’s own cap), a magic card of more than 15 mana',
    example: { setup: { ...DEFAULT_SETUP, manaReading: 'perCard' }, events: [...declared, e({ type: 'deck.remove', player: 1, card: 'skater' })], refused: e({ type: 'deck.add', player: 1, card: 'comet' }) },
  },
  { step: 'refuse.deckSize', clauses: ['1-2.1'], what: 'a deck of other than 20 cards', example: { events: [...declared, e({ type: 'deck.remove', player: 0, card: 'page' })], refused: e({ type: 'decks.check' }) } },
  { step: 'refuse.noRaceCard', clauses: ['1-2.3'], what: 'a deck of neutral cards only', example: { setup: { ...DEFAULT_SETUP, players: [{ deck: NEUTRAL }, { deck: TIDE }] }, events: declared, refused: e({ type: 'decks.check' }) } },
  {
    step: 'refuse.notInHand',
    clauses: ['1-5'],
    what: 'a card not in the hand is put face down in a mulligan',
    example: { events: [...declared, e({ type: 'decks.check' }), e({ type: 'first.choose', player: 0 })], refused: e({ type: 'mulligan.aside', card: 'wolf' }) },
  },
]);

export default defineFlow({
  title: { 'zh-hant': '開始遊戲前的準備', ja: 'ゲーム開始前の準備' },
  summary: {
    'zh-hant': '從宣告種族到第 1 回合：覆蓋再公開種族、組牌的四項規定、放置牌組、決定先後手與星星戰線牌、起始手牌與雙方的調度，洗牌由種子決定。',
    ja: '種族宣言から1ターン目まで：種族の裏向き宣言と公開、デッキ構築の4つの規定、デッキの設置、先攻・後攻と星の戦線カード、初期手札と両プレイヤーのマリガン。シャッフルはシードで決まる。',
  },
  defaultSetup: DEFAULT_SETUP,
  machine: prepareMachine,
  refusals: REFUSALS,
  notPlayed: PREPARE_NOT_PLAYED,
  summarize: summarizePrepare,
  describeExpectation: describePrepare,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    races: 'seats',
    decks: ['seats', { 'zh-hant': '完成牌組（1-3）之前依加入的順序，以卡名表示；之後是由上而下的牌堆', ja: 'デッキを置く(1-3)前は加えた順でカード名、その後は山札の上から順' }],
    hands: ['seats', 'drawn'],
    aside: 'events',
  },
  words: prepareWords,
});
