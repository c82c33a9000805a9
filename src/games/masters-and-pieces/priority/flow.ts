/** The masters-and-pieces game's stack and priority as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { priorityMachine } from './machine';
import type { PrioritySummary } from './schemas';
import { priorityWords } from './words';
import { summarizePriority } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', priority: '優先權', stack: '堆疊(最上方在前)', resolved: '已結算(依序)', mana: '剩餘法力', masterMoved: '主帥本回合已移動', stopsAt: '停在「{s}」', list: '、', yes: '是', no: '否' },
  ja: { state: '流れ', priority: '優先権', stack: 'スタック(一番上から)', resolved: '解決済み(順に)', mana: '残りのマナ', masterMoved: 'マスターはこのターン移動済み', stopsAt: '「{s}」で止まる', list: '、', yes: 'はい', no: 'いいえ' },
};

export function describePriority(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = priorityWords[locale];
  const player = (p: number | string) => tableWord(words, 'player', p);
  const items = (list: string[]) => (list.length ? list.map((s) => { const [by, d] = s.split('/'); return `${tableWord(words, 'declaration', d)}(${player(by)})`; }).join(t.list) : words.ui.none);
  const text = (() => {
    switch (key as keyof PrioritySummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'priority': return player(value as number);
      case 'stack': case 'resolved': return items(value as string[]);
      case 'mana': return (value as number[]).map((m, p) => `${player(p)} ${m}`).join(t.list);
      case 'masterMoved': return value ? t.yes : t.no;
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/masters-and-pieces/priority/flow.ts.`);
  return { label: t[key as keyof PrioritySummary], text };
}

export default defineFlow({
  title: { 'zh-hant': '堆疊與優先權', ja: 'スタックと優先権' },
  summary: {
    'zh-hant': '一個階段中的宣告(依本站解讀,每個行動都先宣告、放上堆疊,結算時才生效):回合主帥先持有優先權,宣告放上堆疊並交出優先權,雙方連續讓過時結算最上方,堆疊為空時階段結束;哪些宣告需要堆疊為空。',
    ja: '1つのフェイズの中の宣言(当サイトの解釈では、どの行動も宣言してスタックに置き、解決したときに行われる):ターンのマスターが先に優先権を持ち、宣言はスタックに置かれて優先権が移り、互いに続けてパスすると一番上を解決し、スタックが空ならフェイズが終わる。どの宣言にスタックが空であることが必要か。',
  },
  defaultSetup: { turn: 0, phase: 'action', mana: [3, 3] },
  machine: priorityMachine,
  summarize: summarizePriority,
  describeExpectation: describePriority,
  words: priorityWords,
});
