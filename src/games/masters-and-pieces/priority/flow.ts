/** The masters-and-pieces game's stack and priority as a sandbox flow: machine, words, and the summary rulings check. */
import { SKILLS_NOT_PLAYED } from '../not-played';
import { defineFlow, notPlayedItem as unplayed, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { priorityMachine } from './machine';
import type { PrioritySummary } from './schemas';
import { priorityWords } from './words';
import { summarizePriority } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', priority: '優先權', stack: '堆疊（最上方在前）', resolved: '已結算（依序）', mana: '剩餘法力', masterMoved: '主帥本回合已移動', stopsAt: '停在「{s}」', list: '、', yes: '是', no: '否' },
  ja: { state: '流れ', priority: '優先権', stack: 'スタック（一番上から）', resolved: '解決済み（順に）', mana: '残りのマナ', masterMoved: 'マスターはこのターン移動済み', stopsAt: '「{s}」で止まる', list: '、', yes: 'はい', no: 'いいえ' },
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

/** A spell of this cost, as an event of the refusals table. */
const spell = (cost: number) => ({ type: 'declare.spell', cost });

export default defineFlow({
  title: { 'zh-hant': '堆疊與優先權', ja: 'スタックと優先権' },
  summary: {
    'zh-hant': '一個階段中的宣告（依本站解讀，每個行動都先宣告、放上堆疊，結算時才生效）：回合主帥先持有優先權，宣告放上堆疊並交出優先權，雙方連續讓過時結算最上方，堆疊為空時階段結束；哪些宣告需要堆疊為空。',
    ja: '1つのフェイズの中の宣言（当サイトの解釈では、どの行動も宣言してスタックに置き、解決したときに行われる）：ターンのマスターが先に優先権を持ち、宣言はスタックに置かれて優先権が移り、互いに続けてパスすると一番上を解決し、スタックが空ならフェイズが終わる。どの宣言にスタックが空であることが必要か。',
  },
  defaultSetup: { turn: 0, phase: 'action', mana: [3, 3] },
  machine: priorityMachine,
  refusals: [
    { step: 'refuse.notThisPhase', clauses: ['6-4', '8-4'], what: 'a spell in the action phase: spells are cast in the main phases', example: { setup: { turn: 0, phase: 'action' }, events: [], refused: spell(1) } },
    { step: 'refuse.notThisPhase', clauses: ['6-2', '8-2'], what: 'a summon in the action phase: pieces are summoned in the main phases', example: { setup: { turn: 0, phase: 'action' }, events: [], refused: { type: 'declare.summon' } } },
    { step: 'refuse.notThisPhase', clauses: ['6-1', '8-1'], what: 'the master’s move in the action phase: masters move in the main phases', example: { setup: { turn: 0, phase: 'action' }, events: [], refused: { type: 'declare.masterMove' } } },
    { step: 'refuse.notThisPhase', clauses: ['7-2'], what: 'a piece’s move in a main phase: pieces move in the action phase', example: { setup: { turn: 0, phase: 'main2' }, events: [], refused: { type: 'declare.pieceMove' } } },
    { step: 'refuse.notThisPhase', clauses: ['7-5'], what: 'an active skill in a main phase: skills are activated in the action phase', example: { setup: { turn: 0, phase: 'main1' }, events: [], refused: { type: 'declare.skill' } } },
    { step: 'refuse.stackNotEmpty', clauses: ['6-4'], what: 'a spell with the stack not empty (first main phase)', example: { setup: { turn: 1, phase: 'main1' }, events: [{ type: 'declare.summon' }, { type: 'priority.pass' }], refused: spell(1) } },
    { step: 'refuse.stackNotEmpty', clauses: ['8-2'], what: 'a summon with the stack not empty (second main phase)', example: { setup: { turn: 0, phase: 'main2' }, events: [spell(1), { type: 'priority.pass' }], refused: { type: 'declare.summon' } } },
    { step: 'refuse.stackNotEmpty', clauses: ['7-2'], what: 'a piece’s move with the stack not empty', example: { setup: { turn: 0, phase: 'action' }, events: [{ type: 'declare.skill' }, { type: 'priority.pass' }], refused: { type: 'declare.pieceMove' } } },
    { step: 'refuse.masterMoved', clauses: ['8-1'], what: 'the master’s second move in a turn, in the second main phase', example: { setup: { turn: 0, phase: 'main2', masterMoved: true }, events: [], refused: { type: 'declare.masterMove' } } },
    { step: 'refuse.masterMoved', clauses: ['6-1'], note: '6-1', what: 'the master’s second move in the first main phase (6-1’s note: once a turn, the site’s reading)', example: { setup: { turn: 0, phase: 'main1', masterMoved: true }, events: [], refused: { type: 'declare.masterMove' } } },
    { step: 'refuse.mana', clauses: ['6-4'], what: 'a spell costing more mana than the master has left', example: { setup: { turn: 0, phase: 'main1', mana: [1, 3] }, events: [], refused: spell(2) } },
    { step: 'refuse.mana', clauses: ['8-4'], what: 'a spell costing more mana than the master has left (second main phase)', example: { setup: { turn: 1, phase: 'main2', mana: [3, 0] }, events: [], refused: spell(1) } },
    { step: 'refuse.otherMaster', clauses: ['3-3', '6-2'], note: '3-3', what: 'the other master declares a summon (3-3’s note: the phases’ actions are the turn master’s)', example: { setup: { turn: 0, phase: 'main1' }, events: [{ type: 'priority.pass' }], refused: { type: 'declare.summon' } } },
    { step: 'refuse.otherMaster', clauses: ['3-3', '6-4'], note: '3-3', what: 'the other master declares a spell with the stack empty (3-3’s note)', example: { setup: { turn: 0, phase: 'main1' }, events: [{ type: 'priority.pass' }], refused: spell(0) } },
    { step: 'refuse.otherMaster', clauses: ['3-3', '8-1'], note: '3-3', what: 'the other master declares a master’s move (3-3’s note)', example: { setup: { turn: 0, phase: 'main2' }, events: [{ type: 'priority.pass' }], refused: { type: 'declare.masterMove' } } },
    { step: 'refuse.otherMaster', clauses: ['3-3', '7-2'], note: '3-3', what: 'the other master declares a piece’s move with the stack empty (3-3’s note)', example: { setup: { turn: 1, phase: 'action' }, events: [{ type: 'priority.pass' }], refused: { type: 'declare.pieceMove' } } },
    { step: 'refuse.stackNotEmpty', clauses: ['6-4'], what: 'the other master declares a spell while the stack is not empty: 6-4 needs it empty, whoever declares', example: { setup: { turn: 0, phase: 'main1' }, events: [{ type: 'declare.summon' }], refused: spell(0) } },
    { step: 'refuse.stackNotEmpty', clauses: ['7-2'], what: 'the other master declares a piece’s move while the stack is not empty: 7-2 needs it empty', example: { setup: { turn: 1, phase: 'action' }, events: [{ type: 'declare.pieceMove' }], refused: { type: 'declare.pieceMove' } } },
    { step: 'refuse.notThisPhase', clauses: ['6-4', '8-4'], what: 'the other master declares a spell in the action phase: spells are cast in the main phases', example: { setup: { turn: 1, phase: 'action' }, events: [{ type: 'priority.pass' }], refused: spell(0) } },
    { step: 'refused.over', clauses: ['3-5'], what: 'anything after both masters passed with the stack empty: the phase is over', example: { setup: { turn: 0, phase: 'action' }, events: [{ type: 'priority.pass' }, { type: 'priority.pass' }], refused: { type: 'declare.skill' } } },
  ],
  notPlayed: [
    unplayed(['6-4', '8-4', '5-1'], '法術只有費用：效果不模擬；剩餘法力在設定中以數字給出，不是法力區的卡牌（本站解讀的橫置與重置時恢復不在這裡）。', 'スペルはコストだけを持ち、効果は扱わない。残りのマナは設定で数として与え、マナ領域のカードではない（当サイトの解釈のタップとアンタップでの回復はここにはない）。'),
    unplayed(['6-2', '8-2', '6-3', '8-3'], '召喚只是堆疊上的一個宣告：召喚哪一張棋子、放在哪一格，以及被召喚的棋子本回合不能移動，都不在這裡（見「回合流程」與「棋盤上的戰鬥」）。', '召喚はスタック上の宣言の1つにすぎない。どのピースをどのマスに召喚するか、召喚したピースがそのターンに動けないことは、ここでは扱わない（「ターンの流れ」と「盤面での戦闘」で扱う）。'),
    unplayed(['6-1', '8-1', '7-2', '7-4', '10-2'], '主帥與棋子的移動結算時不使用格子，也不會引發戰鬥；戰鬥中優先權移到被攻擊方（10-2）見「棋盤上的戰鬥」。', 'マスターとピースの移動は解決してもマスを使わず、戦闘も起きない。戦闘で優先権が攻撃された側に移ること（10-2）は「盤面での戦闘」で扱う。'),
    unplayed(['6-5', '7-1', '8-5'], '伏兵展開不能在這裡宣告：原文沒有定義它的內容，也沒有說明它是否使用堆疊。', '伏兵展開はここでは宣言できない。原典に内容の定義がなく、スタックを使うかどうかも書かれていない。'),
    SKILLS_NOT_PLAYED,
    unplayed(['3-3'], '對手主帥持有優先權時，只能啟動主動技能或不做任何事（本站解讀）；原文以卡牌效果允許的其他行動不模擬。', '相手のマスターは優先権を持つとき、アクティブスキルの起動か何もしないことだけができる（当サイトの解釈）。原典がカードの効果で認めるほかの行動は扱わない。'),
  ],
  summarize: summarizePriority,
  describeExpectation: describePriority,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    stack: { 'zh-hant': '最上方的在前：最後放上堆疊的是第一項', ja: '一番上が前:最後にスタックに置いたものが最初の項目' },
    resolved: 'events',
    mana: 'players',
  },
  words: priorityWords,
});
