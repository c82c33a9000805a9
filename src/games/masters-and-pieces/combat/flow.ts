/** The masters-and-pieces game's combat on a grid as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { combatMachine } from './machine';
import type { CombatSummary } from './schemas';
import { combatWords } from './words';
import { summarizeCombat } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', pieces: '棋子', destroyed: '被破壞的棋子', stopsAt: '停在「{s}」', list: '、', untapped: '未橫置' },
  ja: { state: '流れ', pieces: 'ピース', destroyed: '破壊されたピース', stopsAt: '「{s}」で止まる', list: '、', untapped: '未タップ' },
};

/** A ruling's expected item in the page's language: states by name, pieces by name and square. */
export function describeCombat(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = combatWords[locale];
  const name = (id: string) => tableWord(words, 'name', id);
  const none = words.ui.none;
  const text = (() => {
    switch (key as keyof CombatSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'pieces': {
        const entries = Object.entries(value as Record<string, string>);
        return entries.length
          ? entries.map(([id, at]) => {
              const [col, row, hp, tapped] = at.split('/');
              return `${name(id)} ${fill(words.ui.square, { col, row }, {})}・${words.ui.hp} ${hp}・${tapped === 'tapped' ? words.ui.tapped : t.untapped}`;
            }).join(t.list)
          : none;
      }
      case 'destroyed': return (value as string[]).length ? (value as string[]).map(name).join(t.list) : none;
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/masters-and-pieces/combat/flow.ts.`);
  return { label: t[key as 'state' | 'pieces' | 'destroyed'], text };
}

export default defineFlow({
  title: { 'zh-hant': '棋盤上的戰鬥', ja: '盤面での戦闘' },
  summary: {
    'zh-hant': '行動階段中棋子移入敵方棋子的格子:優先權移到被攻擊方、最終傷害、反擊與同時破壞,以及攻擊方最後停在哪一格。棋子的移動在此直接進行,不經過堆疊(堆疊見「堆疊與優先權」)。',
    ja: 'アクションフェイズにピースが敵のピースのマスへ移動する:優先権の移動、最終ダメージ、反撃と同時破壊、攻撃側が最後に止まるマス。ここではピースの移動はスタックを通さずに行う(スタックは「スタックと優先権」で扱う)。',
  },
  defaultSetup: {
    turn: 0,
    pieces: [
      { id: 'lancer', owner: 0, square: [2, 2], atk: 3, hp: 3, move: { directions: ['f', 'r', 'b', 'l'], range: 1 } },
      { id: 'knight', owner: 0, square: [4, 2], atk: 2, hp: 4, move: { directions: ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'], range: 2 } },
      { id: 'scout', owner: 0, square: [5, 1], atk: 1, hp: 1, move: { directions: ['f'], range: 3 }, summoned: true },
      { id: 'wolf', owner: 1, square: [2, 3], atk: 2, hp: 2, move: { directions: ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'], range: 1 } },
      { id: 'golem', owner: 1, square: [4, 4], atk: 1, hp: 5, move: { directions: ['f'], range: 1 } },
      { id: 'archer', owner: 1, square: [1, 4], atk: 2, hp: 1, move: { directions: ['fl', 'fr'], range: 1 } },
    ],
  },
  machine: combatMachine,
  summarize: summarizeCombat,
  describeExpectation: describeCombat,
  words: combatWords,
});
