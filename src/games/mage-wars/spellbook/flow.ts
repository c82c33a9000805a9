/** Mage Wars' spellbook building as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, notPlayedItem as unplayed, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { spellbookMachine, type SpellbookEvent } from './machine';
import type { SpellbookSummary } from './schemas';
import { spellbookWords } from './words';
import { summarizeSpellbook } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', points: '已用點數', book: '法術書', stopsAt: '停在「{s}」', list: '、', points1: '{n} 點', copies: '{name} {n} 張' },
  ja: { state: '流れ', points: '使ったポイント', book: 'スペルブック', stopsAt: '「{s}」で止まる', list: '、', points1: '{n}ポイント', copies: '{name}{n}枚' },
};

/** A ruling's expected item in the page's language. */
export function describeSpellbook(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = spellbookWords[locale];
  const text = (() => {
    switch (key as keyof SpellbookSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'points': return fill(t.points1, { n: value as number }, {});
      case 'book': {
        const entries = Object.entries(value as Record<string, number>);
        return entries.length ? entries.map(([id, n]) => fill(t.copies, { name: tableWord(words, 'name', id), n }, {})).join(t.list) : words.ui.none;
      }
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/mage-wars/spellbook/flow.ts.`);
  return { label: t[key as keyof SpellbookSummary], text };
}

/** Where the sandbox starts: a mage trained in holy, opposed to dark, and 8 example spells. */
const DEFAULT_SETUP = {
  mage: { trained: ['holy'], opposed: ['dark'] },
  spells: [
    { id: 'heal', levels: { holy: 1 } },
    { id: 'wrath', levels: { holy: 2, war: 1 } },
    { id: 'halo', levels: { holy: 2 }, onlyTrained: 'holy' },
    { id: 'judgment', levels: { holy: 3 }, epic: true },
    { id: 'ward', levels: { arcane: 1 } },
    { id: 'storm', levels: { air: 1, water: 1 } },
    { id: 'curse', levels: { dark: 2 } },
    { id: 'flame', levels: { fire: 2 }, onlyTrained: 'fire' },
  ],
};

const add = (id: string, n: number): SpellbookEvent[] => Array.from({ length: n }, () => ({ type: 'spell.add', id }));

/** What spellbook building refuses, kind by kind, with the clauses whose text forbids it. */
const REFUSALS = refusalRows<SpellbookEvent>([
  { step: 'refuse.noSpell', clauses: ['14-1'], what: 'a spell that is not among those offered', example: { events: [], refused: { type: 'spell.add', id: 'ghost' } } },
  { step: 'refuse.onlyTrained', clauses: ['14-6'], what: 'a spell for mages trained in a school the mage is not trained in', example: { events: [], refused: { type: 'spell.add', id: 'flame' } } },
  { step: 'refuse.epic', clauses: ['14-9'], what: 'a second copy of an epic spell', example: { events: add('judgment', 1), refused: { type: 'spell.add', id: 'judgment' } } },
  { step: 'refuse.copies', clauses: ['14-5'], what: 'a 7th copy of a level 1 spell', example: { events: add('heal', 6), refused: { type: 'spell.add', id: 'heal' } } },
  { step: 'refuse.budget', clauses: ['14-1'], what: 'a copy beyond the mage’s points', example: { setup: { ...DEFAULT_SETUP, budget: 10 }, events: add('curse', 1), refused: { type: 'spell.add', id: 'curse' } } },
  { step: 'refuse.noCopy', clauses: ['14-1'], what: 'taking out a spell the book does not hold', example: { events: [], refused: { type: 'spell.remove', id: 'heal' } } },
]);

export default defineFlow({
  title: { 'zh-hant': '自組法術書', ja: 'スペルブックの構築' },
  summary: {
    'zh-hant': '依點數制組建法術書：每張法術的費用是各學派的等級，專精的學派 ×1、非專精 ×2、敵對學派 ×3，加總後不超過法師的 120 點；同名的等級 1 法術最多 6 張、等級 2 以上 4 張、史詩 1 張；有些法術限定專精某學派的法師。',
    ja: 'ポイント制でスペルブックを構築する。呪文1枚のコストは各学派のレベルで、習熟した学派は×1、習熟していない学派は×2、対立学派は×3。合計はメイジの120ポイントまで。同名のレベル1の呪文は6枚、レベル2以上は4枚、エピックは1枚まで。学派の習熟を条件とする呪文もある。',
  },
  defaultSetup: DEFAULT_SETUP,
  refusals: REFUSALS,
  notPlayed: [
    unplayed(['14-6'], '限定法師職業的法術不模擬：這個沙盒只檢查限定專精某學派的法術。', 'メイジのクラスを条件とする呪文は扱わない。このサンドボックスが確かめるのは、学派の習熟を条件とする呪文だけ。'),
    unplayed(['14-1'], '原文沒有列出基本的 4 位法師：沙盒的法師只有專精與敵對學派，點數預設 120 點，可以在起始局面中改成其他點數。', '原典は基本の4人のメイジを挙げていない。サンドボックスのメイジは習熟した学派と対立学派だけを持ち、ポイントは120が既定で、開始局面で変えられる。'),
    unplayed(['14-7', '14-8'], '傳說與獨有限制的是場上的張數，不是法術書內的張數：這個沙盒不標示這兩個關鍵字，法術書內的張數只依等級 1 最多 6 張、等級 2 以上 4 張、史詩 1 張檢查。', 'レジェンダリーとユニークが制限するのは場の枚数で、スペルブックの枚数ではない。このサンドボックスはこの2つのキーワードを示さず、スペルブックの枚数はレベル1は6枚、レベル2以上は4枚、エピックは1枚までとだけ確かめる。'),
  ],
  machine: spellbookMachine,
  summarize: summarizeSpellbook,
  describeExpectation: describeSpellbook,
  words: spellbookWords,
});
