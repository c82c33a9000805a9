/** The grid combat flow's words per locale: states, events, one sentence per log step and refusal. */
import type { FlowWords, SameWords } from '../../../engine/words';
import { sharedWords } from '../words';

const zhHant = {
  states: { action: '行動階段', battle: '戰鬥階段', 'battle.priority': '優先權在被攻擊方', 'battle.damage': '傷害已造成', over: '行動階段結束', lost: '主帥落敗，遊戲結束' },
  events: { 'piece.move': '移動棋子', 'battle.avoid': '以卡牌效果迴避戰鬥', 'battle.accept': '不迴避戰鬥', 'step.continue': '繼續', 'phase.end': '雙方都不再行動' },
  tables: {
    ...sharedWords['zh-hant'].tables,
    reading: { effects: '只因卡牌效果增減，棋子不能移入主帥的格子（本站的讀法）', attack: '棋子移入對手主帥的格子即攻擊主帥（另一種讀法）' },
    field: { ...sharedWords['zh-hant'].tables.field, reading: '主帥生命如何增減（1-2 的讀法）' },
  },
  ui: {
    ...sharedWords['zh-hant'].ui,
    lifeOf: '{player}生命 {life}',
    disputed: '原文未載明之處（1-2）：主帥的生命如何增減、棋子能否攻擊主帥。這個沙盒現在採用的讀法：{reading}。', otherReading: '改用另一種讀法，從頭開始',
  },
  steps: {
    phaseStart: '{player|player}的行動階段：堆疊為空時，棋子可以移動（攻擊）。',
    'piece.moved': '{piece|name}移到第 {col} 行第 {row} 列，並橫置。',
    'battle.start': '{attacker|name}要移入{defender|name}所在的格子：立即進入戰鬥階段，優先權移到{player|player}。',
    'battle.avoided': '被攻擊方以卡牌效果迴避戰鬥：不造成傷害；{attacker|name}停在前一格（第 {col} 行第 {row} 列），視為已移動並橫置（本站解讀）。',
    'battle.damage': '{attacker|name}對{defender|name}造成 {damage} 點最終傷害：{defender|name}的 HP 變為 {hp}。',
    'battle.counter': '{defender|name}能移動到{attacker|name}攻擊時所在的格子，因此反擊，同時造成 {damage} 點傷害：{attacker|name}的 HP 變為 {hp}。',
    'battle.noCounter': '{defender|name}無法移動到{attacker|name}攻擊時所在的格子：不反擊，單方面承受傷害。',
    'battle.defenderDestroyed': '{defender|name}的 HP 在 0 以下，被破壞並立即移出棋盤；{attacker|name}完成移動，進入第 {col} 行第 {row} 列並橫置。',
    'battle.bothDestroyed': '雙方的 HP 都在 0 以下：{attacker|name}與{defender|name}同時被破壞。',
    'battle.attackerDestroyed': '{attacker|name}被反擊破壞；{defender|name}不移動。',
    'battle.attackerStops': '{defender|name}沒有被破壞：移動中止，{attacker|name}停在前一格（第 {col} 行第 {row} 列），視為已移動，不能再行動。',
    'master.attacked': '{piece|name}移入{player|player}所在的格子，攻擊主帥（1-2 的另一種讀法）：造成 {damage} 點最終傷害，生命剩 {life}；主帥不是棋子，不被破壞也不移動，{piece|name}停在前一格（第 {col} 行第 {row} 列），視為已移動。',
    'lose.life': '{player|player}的生命在 0 以下：落敗。',
    phaseEnd: '雙方都選擇不再行動：行動階段結束。',
    'refuse.noPiece': '棋盤上沒有{piece|name}。',
    'refuse.notYours': '{piece|name}不是回合主帥的棋子：本站解讀（3-3 的編者註），各階段列出的行動，包括棋子的移動，由回合主帥進行。',
    'refuse.tapped': '{piece|name}本回合已經移動（攻擊）過，處於橫置狀態：本站解讀（7-3 的編者註），重置之前不再移動。',
    'refuse.stopped': { by: 'by', cases: {
      battle: '{piece|name}的移動已中止，視為已移動，之後不能再行動。',
      avoided: '{piece|name}的戰鬥被迴避而停在前一格：本站解讀（10-2 的編者註），它與移動中止的棋子相同，視為已移動，之後不能再行動。',
      master: '{piece|name}攻擊主帥後停在前一格：本站解讀（1-2 的編者註），它與移動中止的棋子相同，視為已移動，之後不能再行動。',
    } },
    'refuse.summoned': '{piece|name}是本回合召喚的棋子：棋子召喚後通常不能立即移動，本站解讀（6-3 的編者註）為在被召喚的整個回合內都不能移動。',
    'refuse.outOfReach': '{piece|name}的移動力到不了第 {col} 行第 {row} 列：本站解讀（7-2 的編者註），沙盒中的棋子沿設定的方向直線移動，最多移動設定的格數。',
    'refuse.blocked': '{piece|name}前往第 {col} 行第 {row} 列的路上有其他棋子或主帥：本站解讀（7-2 的編者註），沙盒中的棋子只能經過空格。',
    'refuse.master': '第 {col} 行第 {row} 列站著主帥：本站解讀（1-2 的編者註），主帥的生命只因卡牌效果而增減，棋子不能移入主帥所在的格子。',
    'refuse.ownPiece': '第 {col} 行第 {row} 列已有己方的棋子或主帥：本站解讀（7-2 的編者註），棋子不能移入己方棋子或主帥所在的格子。',
  },
  guards: {
    'attacks an enemy': '移入敵方棋子所在的格子時',
    'attacks the master, life to 0 or less': '依另一種讀法（1-2）移入對手主帥的格子，使其生命變為 0 以下時',
  },
};

const ja: SameWords<typeof zhHant> = {
  states: { action: 'アクションフェイズ', battle: '戦闘フェイズ', 'battle.priority': '優先権は攻撃された側', 'battle.damage': 'ダメージを与えた', over: 'アクションフェイズ終了', lost: 'マスターの敗北、ゲーム終了' },
  events: { 'piece.move': 'ピースを移動', 'battle.avoid': 'カードの効果で戦闘回避', 'battle.accept': '戦闘回避しない', 'step.continue': '続ける', 'phase.end': '互いに何もしない' },
  tables: {
    ...sharedWords.ja.tables,
    reading: { effects: 'カードの効果でのみ増減し、ピースはマスターのマスに入れない（当サイトの読み方）', attack: 'ピースが相手のマスターのマスに移動するとマスターを攻撃する（もう1つの読み方）' },
    field: { ...sharedWords.ja.tables.field, reading: 'マスターのライフの増減（1-2 の読み方）' },
  },
  ui: {
    ...sharedWords.ja.ui,
    lifeOf: '{player}のライフ{life}',
    disputed: '原典に書かれていない点（1-2）：マスターのライフがどう増減するか、ピースがマスターを攻撃できるか。このサンドボックスがいま使う読み方：{reading}。', otherReading: 'もう1つの読み方で最初から',
  },
  steps: {
    phaseStart: '{player|player}のアクションフェイズ。スタックが空なら、ピースは移動（攻撃）できる。',
    'piece.moved': '{piece|name}が{col}列{row}行に移動し、タップされる。',
    'battle.start': '{attacker|name}の移動先に{defender|name}がいる。ただちに戦闘フェイズに移り、優先権は{player|player}に移る。',
    'battle.avoided': '攻撃された側がカードの効果で戦闘回避。ダメージはない。{attacker|name}は直前のマス（{col}列{row}行）で止まり、移動済みとしてタップされる（当サイトの解釈）。',
    'battle.damage': '{attacker|name}が{defender|name}に最終ダメージ{damage}を与える。{defender|name}のHPは{hp}になる。',
    'battle.counter': '{defender|name}は{attacker|name}が攻撃に入る直前にいたマスへの移動力を持つので反撃し、同時に{damage}のダメージを与える。{attacker|name}のHPは{hp}になる。',
    'battle.noCounter': '{defender|name}は{attacker|name}が攻撃に入る直前にいたマスへの移動力を持たない。反撃はなく、一方的にダメージを受ける。',
    'battle.defenderDestroyed': '{defender|name}のHPが0以下になり、破壊されてただちに盤面から取り除かれる。{attacker|name}は移動を完了して{col}列{row}行に入り、タップされる。',
    'battle.bothDestroyed': '互いのHPが0以下。{attacker|name}と{defender|name}は同時に破壊される。',
    'battle.attackerDestroyed': '{attacker|name}は反撃で破壊される。{defender|name}は移動しない。',
    'battle.attackerStops': '{defender|name}は破壊されなかった。移動は中止となり、{attacker|name}は直前のマス（{col}列{row}行）で止まる。移動済みとなり、以後は行動できない。',
    'master.attacked': '{piece|name}が{player|player}のいるマスに移動し、マスターを攻撃する（1-2 のもう1つの読み方）。最終ダメージ{damage}で、ライフは残り{life}。マスターはピースではないので破壊も移動もされず、{piece|name}は直前のマス（{col}列{row}行）で止まり、移動済みとなる。',
    'lose.life': '{player|player}のライフが0以下になった。敗北する。',
    phaseEnd: '互いに何もしないことを選んだ。アクションフェイズが終わる。',
    'refuse.noPiece': '盤面に{piece|name}はいない。',
    'refuse.notYours': '{piece|name}はターンのマスターのピースではない。当サイトの解釈（3-3 の編集注）では、ピースの移動を含め、各フェイズに挙げられた行動はターンのマスターが行う。',
    'refuse.tapped': '{piece|name}はこのターンすでに移動（攻撃）してタップされている。当サイトの解釈（7-3 の編集注）では、アンタップされるまで移動しない。',
    'refuse.stopped': { by: 'by', cases: {
      battle: '{piece|name}の移動は中止され、移動済みとなっている。以後は行動できない。',
      avoided: '{piece|name}は戦闘を回避されて直前のマスで止まった。当サイトの解釈（10-2 の編集注）では、移動を中止したピースと同じく移動済みとなり、以後は行動できない。',
      master: '{piece|name}はマスターを攻撃して直前のマスで止まった。当サイトの解釈（1-2 の編集注）では、移動を中止したピースと同じく移動済みとなり、以後は行動できない。',
    } },
    'refuse.summoned': '{piece|name}はこのターンに召喚されたピースである。ピースは通常、召喚の直後には動けず、当サイトの解釈（6-3 の編集注）では召喚されたターンの間は移動できない。',
    'refuse.outOfReach': '{piece|name}の移動力では{col}列{row}行に届かない。当サイトの解釈（7-2 の編集注）では、サンドボックスのピースは設定した方向にまっすぐ、設定したマス数まで動く。',
    'refuse.blocked': '{piece|name}が{col}列{row}行へ向かう途中に別のピースかマスターがいる。当サイトの解釈（7-2 の編集注）では、サンドボックスのピースは空いたマスだけを通る。',
    'refuse.master': '{col}列{row}行にはマスターがいる。当サイトの解釈（1-2 の編集注）では、マスターのライフはカードの効果でだけ増減し、ピースはマスターのいるマスに入れない。',
    'refuse.ownPiece': '{col}列{row}行には自分のピースかマスターがいる。当サイトの解釈（7-2 の編集注）では、ピースは自分のピースやマスターのいるマスに入れない。',
  },
  guards: {
    'attacks an enemy': '敵のピースがいるマスに入るとき',
    'attacks the master, life to 0 or less': 'もう1つの読み方（1-2）で相手のマスターのマスに入り、そのライフが0以下になるとき',
  },
};

export const combatWords: { 'zh-hant': FlowWords; ja: FlowWords } = { 'zh-hant': zhHant, ja };
