/** The stack-and-priority flow's words per locale: states, events, one sentence per log step and refusal. */
import type { FlowWords, SameWords } from '../../../engine/words';
import { sharedWords } from '../words';

const zhHant = {
  states: {
    turnMaster: '優先權在回合主帥', otherMaster: '優先權在對手主帥', 'otherMaster.entering': '優先權移到對手主帥',
    'otherMaster.main1': '優先權在對手主帥（第 1 主要階段）', 'otherMaster.action': '優先權在對手主帥（行動階段）', 'otherMaster.main2': '優先權在對手主帥（第 2 主要階段）', over: '階段結束',
  },
  events: {
    'declare.spell': '宣告法術', 'declare.summon': '宣告召喚', 'declare.masterMove': '宣告主帥移動', 'declare.pieceMove': '宣告棋子移動（攻擊）',
    'declare.skill': '啟動主動技能（不論堆疊）', 'priority.pass': '不做任何事（讓過）',
  },
  tables: sharedWords['zh-hant'].tables,
  ui: {
    ...sharedWords['zh-hant'].ui,
    priority: '優先權', stack: '堆疊（最上方在前）', stackEmpty: '堆疊是空的', top: '最上方', resolved: '已結算', cost: '費用', mana: '法力', passed: '剛讓過',
    turnPlayer: '回合主帥', declareSpell: '宣告法術（費用 {cost}）', costWhole: '費用請填 0 以上的整數。',
  },
  steps: {
    phaseStart: '{player|player}的{phase|phase}：回合主帥先持有優先權。',
    declare: { by: 'declaration', cases: {
      spell: '{player|player}宣告法術（費用 {cost}，第 {n} 個宣告），放上堆疊；優先權移到{other|player}。',
      summon: '{player|player}宣告召喚棋子（第 {n} 個宣告），放上堆疊；優先權移到{other|player}。',
      masterMove: '{player|player}宣告主帥移動（第 {n} 個宣告），放上堆疊；優先權移到{other|player}。',
      pieceMove: '{player|player}宣告棋子移動（攻擊）（第 {n} 個宣告），放上堆疊；優先權移到{other|player}。',
      skill: '{player|player}在堆疊為空時啟動主動技能（第 {n} 個宣告），放上堆疊；優先權移到{other|player}。',
    } },
    'declare.skillOnStack': '{player|player}不論堆疊啟動主動技能（第 {n} 個宣告），疊在堆疊最上方；優先權移到{other|player}。',
    pass: '{player|player}不做任何事；優先權移到{other|player}。',
    'pass.second': '{player|player}也不做任何事：雙方連續讓過。',
    resolve: '堆疊最上方的第 {n} 個宣告（{declaration|declaration}，{player|player}）結算；優先權回到{turn|player}（本站解讀）。',
    phaseEnd: '堆疊是空的，已沒有可加入或結算的宣告：{phase|phase}結束，進入下一個階段。',
    'refuse.notThisPhase': '在{phase|phase}不能宣告{declaration|declaration}。',
    'refuse.stackNotEmpty': '堆疊不是空的：{declaration|declaration}只能在堆疊為空時宣告。',
    'refuse.masterMoved': { by: 'phase', cases: {
      main1: '主帥本回合已經移動過：本站解讀（6-1 的編者註），主帥每回合只移動 1 次，在第 1 主要階段也不能再移動。',
      main2: '主帥本回合已經移動過：第 2 主要階段只有本回合尚未移動的主帥可以移動。',
    } },
    'refuse.otherMaster': '{player|player}不是回合主帥：本站解讀（3-3 的編者註），各階段列出的{declaration|declaration}由回合主帥進行，對手主帥持有優先權時只能啟動主動技能或不做任何事。',
    'refuse.mana': '法力不足：這個法術費用 {cost}，{player|player}只剩 {mana} 點法力。',
  },
  guards: {
    'second pass, stack to resolve': '對方剛讓過且堆疊不為空時：結算頂端',
    'second pass, stack empty': '對方剛讓過且堆疊為空時',
    'in the action phase': '在行動階段時',
    'in the second main phase': '在第 2 主要階段時',
  },
};

const ja: SameWords<typeof zhHant> = {
  states: {
    turnMaster: '優先権はターンのマスター', otherMaster: '優先権は相手のマスター', 'otherMaster.entering': '優先権が相手のマスターに移る',
    'otherMaster.main1': '優先権は相手のマスター（第1メインフェイズ）', 'otherMaster.action': '優先権は相手のマスター（アクションフェイズ）', 'otherMaster.main2': '優先権は相手のマスター（第2メインフェイズ）', over: 'フェイズ終了',
  },
  events: {
    'declare.spell': 'スペルを宣言', 'declare.summon': '召喚を宣言', 'declare.masterMove': 'マスターの移動を宣言', 'declare.pieceMove': 'ピースの移動（攻撃）を宣言',
    'declare.skill': 'アクティブスキルを起動（スタックにかかわらず）', 'priority.pass': '何もしない（パス）',
  },
  tables: sharedWords.ja.tables,
  ui: {
    ...sharedWords.ja.ui,
    priority: '優先権', stack: 'スタック（一番上から）', stackEmpty: 'スタックは空', top: '一番上', resolved: '解決済み', cost: 'コスト', mana: 'マナ', passed: '直前にパス',
    turnPlayer: 'ターンのマスター', declareSpell: 'スペルを宣言（コスト{cost}）', costWhole: 'コストには0以上の整数を入れる。',
  },
  steps: {
    phaseStart: '{player|player}の{phase|phase}。ターンのマスターが先に優先権を持つ。',
    declare: { by: 'declaration', cases: {
      spell: '{player|player}がスペルを宣言（コスト{cost}、{n}番目の宣言）し、スタックに置く。優先権は{other|player}に移る。',
      summon: '{player|player}がピースの召喚を宣言（{n}番目の宣言）し、スタックに置く。優先権は{other|player}に移る。',
      masterMove: '{player|player}がマスターの移動を宣言（{n}番目の宣言）し、スタックに置く。優先権は{other|player}に移る。',
      pieceMove: '{player|player}がピースの移動（攻撃）を宣言（{n}番目の宣言）し、スタックに置く。優先権は{other|player}に移る。',
      skill: 'スタックが空のとき、{player|player}がアクティブスキルを起動（{n}番目の宣言）し、スタックに置く。優先権は{other|player}に移る。',
    } },
    'declare.skillOnStack': '{player|player}がスタックにかかわらずアクティブスキルを起動（{n}番目の宣言）し、スタックの一番上に置く。優先権は{other|player}に移る。',
    pass: '{player|player}は何もしない。優先権は{other|player}に移る。',
    'pass.second': '{player|player}も何もしない。互いに続けてパスした。',
    resolve: 'スタックの一番上、{n}番目の宣言（{declaration|declaration}、{player|player}）を解決する。優先権は{turn|player}に戻る（当サイトの解釈）。',
    phaseEnd: 'スタックは空で、追加も解決もするものがない。{phase|phase}が終わり、次のフェイズへ進む。',
    'refuse.notThisPhase': '{phase|phase}では{declaration|declaration}を宣言できない。',
    'refuse.stackNotEmpty': 'スタックが空ではない。{declaration|declaration}はスタックが空のときにしか宣言できない。',
    'refuse.masterMoved': { by: 'phase', cases: {
      main1: 'マスターはこのターンすでに移動した。当サイトの解釈（6-1 の編集注）では、マスターの移動は1ターンに1回だけで、第1メインフェイズの中でも再び移動できない。',
      main2: 'マスターはこのターンすでに移動した。第2メインフェイズに移動できるのは、このターンまだ移動していないマスターだけである。',
    } },
    'refuse.otherMaster': '{player|player}はターンのマスターではない。当サイトの解釈（3-3 の編集注）では、各フェイズに挙げられた{declaration|declaration}はターンのマスターが行い、相手のマスターは優先権を持つとき、アクティブスキルの起動か何もしないことしかできない。',
    'refuse.mana': 'マナが足りない。このスペルのコストは{cost}で、{player|player}のマナは残り{mana}。',
  },
  guards: {
    'second pass, stack to resolve': '相手が直前にパスし、スタックが空でないとき：一番上を解決',
    'second pass, stack empty': '相手が直前にパスし、スタックが空のとき',
    'in the action phase': 'アクションフェイズのとき',
    'in the second main phase': '第2メインフェイズのとき',
  },
};

export const priorityWords: { 'zh-hant': FlowWords; ja: FlowWords } = { 'zh-hant': zhHant, ja };
