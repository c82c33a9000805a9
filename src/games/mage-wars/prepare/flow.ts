/** Mage Wars' preparation as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { prepareMachine, type PrepareEvent } from './machine';
import type { PrepareSummary } from './schemas';
import { prepareWords } from './words';
import { summarizePrepare } from './summary';

const LABELS = {
  'zh-hant': {
    state: '流程', mages: '法師', channeling: '法力回復量', mana: '法力', life: '生命', onCard: '法師卡上的標記', books: '法術書', rolls: '效果骰（玩家 1 對玩家 2）', initiative: '起始玩家',
    stopsAt: '停在「{s}」', list: '、', of: '{p}：{x}', marks: '行動標記 {n} 個{q}', quickcast: '與快速施法標記', preset: '預組 {cards} 張', built: '自組 {cards} 張（{points} 點）', pair: '{a} 對 {b}', undecided: '尚未決定',
  },
  ja: {
    state: '流れ', mages: 'メイジ', channeling: 'チャネリング', mana: 'マナ', life: 'ライフ', onCard: 'メイジカードの上のマーカー', books: 'スペルブック', rolls: 'エフェクトダイス（プレイヤー1対プレイヤー2）', initiative: 'イニシアチブプレイヤー',
    stopsAt: '「{s}」で止まる', list: '、', of: '{p}：{x}', marks: 'アクションマーカー{n}個{q}', quickcast: 'とクイックキャストマーカー', preset: '構築済み{cards}枚', built: '自分で構築{cards}枚（{points}ポイント）', pair: '{a}対{b}', undecided: 'まだ決まっていない',
  },
};

/** A ruling's expected item in the page's language. */
export function describePrepare(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = prepareWords[locale];
  const none = words.ui.none;
  const perPlayer = (list: unknown[], show: (x: never) => string) => list.map((x, p) => fill(t.of, { p: tableWord(words, 'player', String(p)), x: x === null ? none : show(x as never) }, {})).join(t.list);
  const text = (() => {
    switch (key as keyof PrepareSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'mages': return perPlayer(value as unknown[], (id: string) => tableWord(words, 'card', id));
      case 'channeling':
      case 'mana':
      case 'life': return perPlayer(value as unknown[], (n: number) => String(n));
      case 'onCard': return perPlayer(value as unknown[], (x: { action: number; quickcast: boolean }) => fill(t.marks, { n: x.action, q: x.quickcast ? t.quickcast : '' }, {}));
      case 'books': return perPlayer(value as unknown[], (b: { preset: boolean; cards: number; points: number }) => fill(b.preset ? t.preset : t.built, { cards: b.cards, points: b.points }, {}));
      case 'rolls': return (value as number[][]).length ? (value as number[][]).map(([a, b]) => fill(t.pair, { a, b }, {})).join(t.list) : none;
      case 'initiative': return value === null ? t.undecided : tableWord(words, 'player', String(value));
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/prepare/flow.ts.`);
  return { label: t[key as keyof PrepareSummary], text };
}

const spell = (id: string, levels: Record<string, number>, copies: number, more: { epic?: boolean; onlyTrained?: string } = {}) => ({ id, levels, copies, ...more });

/** Where the sandbox starts: three example mage cards; player 1 brings a book built by 14, player 2 the rulebook's preset book. */
const DEFAULT_SETUP = {
  mages: [
    { id: 'sage', channeling: 10, life: 32, trained: ['holy'], opposed: ['dark'] },
    { id: 'witch', channeling: 9, life: 36, trained: ['dark', 'fire'], opposed: ['holy'] },
    { id: 'hermit', channeling: 9, life: 38, trained: ['nature'] },
  ],
  books: [
    { spells: [spell('heal', { holy: 1 }, 3), spell('wrath', { holy: 2, war: 1 }, 2), spell('judgment', { holy: 3 }, 1, { epic: true }), spell('ward', { arcane: 1 }, 2), spell('curse', { dark: 2 }, 1)] },
    { preset: true, spells: [spell('bolt', { fire: 1 }, 6), spell('flame', { fire: 2 }, 2, { onlyTrained: 'fire' }), spell('pack', { nature: 2 }, 2), spell('storm', { air: 1, water: 1 }, 2)] },
  ],
  seed: 14,
};

const choose = (player: 0 | 1, mage: string): PrepareEvent => ({ type: 'mage.choose', player, mage });
const chosen: PrepareEvent[] = [choose(0, 'sage'), choose(1, 'witch')];
/** A setup whose player 1 brings this built book instead. */
const bookOf = (spells: ReturnType<typeof spell>[]) => ({ ...DEFAULT_SETUP, books: [{ spells }, DEFAULT_SETUP.books[1]] });
const take0: PrepareEvent = { type: 'spellbook.take', player: 0 };

/** What preparation refuses, kind by kind, with the clauses whose text forbids it. */
const REFUSALS = refusalRows<PrepareEvent>([
  { step: 'refuse.noMage', clauses: ['1-2'], what: 'a mage card that is not among those offered', example: { events: [], refused: choose(0, 'knight') } },
  { step: 'refuse.chosen', clauses: ['1-2'], what: 'a player choosing a second mage', example: { events: [choose(0, 'sage')], refused: choose(0, 'hermit') } },
  { step: 'refused.notHere', clauses: ['1-2'], what: 'taking a spellbook before both players have chosen their mages', example: { events: [choose(0, 'sage')], refused: take0 } },
  { step: 'refuse.bookTaken', clauses: ['1-6'], what: 'a player taking a second spellbook', example: { events: [...chosen, take0], refused: take0 } },
  { step: 'refuse.book.copies', clauses: ['14-5'], what: 'a built book with a 7th copy of a level 1 spell', example: { setup: bookOf([spell('heal', { holy: 1 }, 7)]), events: chosen, refused: take0 } },
  { step: 'refuse.book.epic', clauses: ['14-9'], what: 'a built book with two copies of an epic spell', example: { setup: bookOf([spell('judgment', { holy: 3 }, 2, { epic: true })]), events: chosen, refused: take0 } },
  { step: 'refuse.book.onlyTrained', clauses: ['14-6'], what: 'a built book with a spell for mages trained in a school the chosen mage is not trained in', example: { setup: bookOf([spell('flame', { fire: 2 }, 1, { onlyTrained: 'fire' })]), events: chosen, refused: take0 } },
  { step: 'refuse.book.budget', clauses: ['14-1'], what: 'a built book beyond the mage’s points', example: { setup: bookOf([spell('curse', { dark: 6 }, 4), spell('storm', { air: 3, water: 3 }, 4), spell('heal', { holy: 1 }, 1)]), events: chosen, refused: take0 } },
  { step: 'refused.notHere', clauses: ['1-6'], what: 'rolling for the initiative before both spellbooks are taken', example: { events: chosen, refused: { type: 'initiative.roll', dice: [5, 3] } } },
  { step: 'refused.over', clauses: ['1-8'], what: 'rolling again once the initiative marker is taken', example: { events: [...chosen, take0, { type: 'spellbook.take', player: 1 }, { type: 'initiative.roll', dice: [5, 3] }], refused: { type: 'initiative.roll', dice: [2, 9] } } },
]);

export default defineFlow({
  title: { 'zh-hant': '遊戲設置', ja: 'セットアップ' },
  summary: {
    'zh-hant': '開局的 8 個步驟：放置競技場，雙方各選 1 名法師，拿取配件，法師卡放到門的區域並放上行動標記與快速施法標記，依法師卡設定狀態板（法力一律 10 點），取出法術書（預組的照原樣使用，自組的依第 14 節檢查），指示物放在一旁，最後擲效果骰決定起始玩家；點數相同就重擲。之後可以接著進行第 1 回合。',
    ja: '開始前の8つの手順：アリーナを置き、両者がメイジを1人ずつ選び、コンポーネントを取り、メイジカードを扉のゾーンに置いてアクションマーカーとクイックキャストマーカーを載せ、メイジカードに従ってステータスボードを合わせ（マナはどのメイジも10）、スペルブックを用意し（構築済みはそのまま、自分で構築したものは14節で確かめる）、トークンを脇に置き、最後にエフェクトダイスでイニシアチブプレイヤーを決める。同じ出目なら振り直す。そのまま第1ラウンドに進める。',
  },
  defaultSetup: DEFAULT_SETUP,
  refusals: REFUSALS,
  notPlayed: [
    unplayed(['1-1', '1-4'], '競技場的版圖與區域不在這個沙盒中：法師卡只記為放在版圖兩端繪有門的區域，不指定是哪一格；接著進行的第 1 回合也沒有區域。', 'アリーナのボードとゾーンはこのサンドボックスにない。メイジカードはボードの両端の扉が描かれたゾーンに置いたと記すだけで、どのゾーンかは決めない。続く第1ラウンドにもゾーンはない。'),
    unplayed(['1-2'], '法師卡是本站的範例，只有法力回復量、生命與學派；能力卡與法師的能力不模擬。原文沒有說雙方能否選同一名法師，這個沙盒不禁止。', 'メイジカードは当サイトの例で、チャネリング、ライフ、学派だけを持つ。能力カードとメイジの能力は扱わない。両者が同じメイジを選べるかは原典に書かれておらず、このサンドボックスは禁じない。'),
    unplayed(['1-3', '1-7'], '行動標記的顏色（紅或藍）與各種指示物的種類不模擬；手邊其餘的行動標記要到生物進場時才用，這個沙盒只記數量。', 'アクションマーカーの色（赤か青か）とトークンの種類は扱わない。手元に残るアクションマーカーはクリーチャーが場に出るときに使うもので、このサンドボックスは数だけを記す。'),
    unplayed(['1-6', '14-6'], '標為預組的法術書照原樣使用，不依第 14 節檢查：沙盒無法確認它是不是規則書建議的那一本。自組的法術書依第 14 節檢查點數、張數與專精學派的限制，但不檢查限定法師職業的法術。', '構築済みとしたスペルブックはそのまま使い、14節では確かめない。ルールブックが推奨するものかどうかをサンドボックスは確かめられない。自分で構築したものはポイント、枚数、習熟した学派の条件を14節で確かめるが、メイジのクラスを条件とする呪文は確かめない。'),
    unplayed(['1-5', '1-6', '1-8'], '接著進行的第 1 回合只接收起始玩家、雙方的法力與法力回復量，以及 2 名法師；生命、法師卡的學派與法術書不帶入回合的流程。', '続く第1ラウンドが受け取るのは、イニシアチブプレイヤー、両者のマナとチャネリング、2人のメイジだけ。ライフ、メイジカードの学派、スペルブックはラウンドの流れに持ち込まない。'),
  ],
  machine: prepareMachine,
  summarize: summarizePrepare,
  describeExpectation: describePrepare,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    mages: 'players',
    channeling: 'players',
    mana: 'players',
    life: 'players',
    onCard: 'players',
    books: 'players',
    rolls: ['events', 'players'],
  },
  words: prepareWords,
});
