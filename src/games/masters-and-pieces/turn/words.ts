/** The turn flow's words per locale: states, events, one sentence per log step and refusal. */
import type { FlowWords, SameWords } from '../../../engine/words';
import { sharedWords } from '../words';

const zhHant = {
  states: {
    standby: '準備階段', 'standby.drawOrCharge': '抽牌或充能', 'standby.afterDraw': '抽牌之後', 'standby.manaCharge': '法力充能',
    main1: '第 1 主要階段', action: '行動階段', main2: '第 2 主要階段', end: '結束階段', over: '遊戲結束',
  },
  events: {
    'standby.draw': '抽 1 張牌', 'standby.charge': '將牌庫頂的牌蓋放到法力區', 'mana.charge': '法力充能', 'mana.skip': '不做法力充能', 'master.move': '移動主帥',
    'piece.summon': '召喚棋子', 'ambush.deploy': '伏兵展開', 'piece.move': '移動棋子（攻擊）', 'skill.activate': '啟動主動技能', 'effect.damage': '卡牌效果使主帥失去生命',
    'phase.end': '雙方都不再行動（進入下一階段）', 'hand.discard': '棄置',
  },
  tables: {
    ...sharedWords['zh-hant'].tables,
    reading: { counts: '算作本回合的法力充能（本站的讀法）', separate: '不算，仍可從手牌法力充能（另一種讀法）' },
    field: { ...sharedWords['zh-hant'].tables.field, reading: '抽牌或充能時蓋放的牌是否算作法力充能（5-3 的讀法）' },
  },
  ui: {
    ...sharedWords['zh-hant'].ui,
    turn: '第 {n} 回合', life: '生命', deck: '牌庫', hand: '手牌', manaArea: '法力區', faceDown: '背面朝上 {n} 張', pieces: '棋子', charged: '本回合已充能法力', moved: '主帥本回合已移動',
    discarded: '本回合棄置', result: '結果', loses: '{player}落敗', reasonLife: '生命在 0 以下', reasonDeck: '要抽牌時牌庫沒有牌', piece: '棋子', spell: '法術', amount: '點數', whom: '主帥',
    summonCard: '召喚{card}', chargeCard: '將{card}放到法力區', discardCard: '棄置{card}', moveThe: '移動{piece}', loseLife: '失去生命',
    disputed: '原文未載明之處（5-3）：在抽牌或充能中把牌庫頂的牌蓋放到法力區，是否就是本回合的法力充能。這個沙盒現在採用的讀法：{reading}。', otherReading: '改用另一種讀法，從頭開始',
  },
  steps: {
    turnStart: '第 {n} 回合：{player|player}的回合開始。',
    untap: '重置：{player|player}已行動、已使用的牌全部重置。',
    'standby.draw': '{player|player}抽 1 張牌（{card|name}）。',
    'lose.deck': '{player|player}要抽牌時牌庫沒有牌：落敗。',
    'standby.charge': { by: 'reading', cases: {
      counts: '{player|player}將牌庫頂的牌背面朝上放到法力區；這就是本回合的法力充能（本站解讀），不再從手牌充能。',
      separate: '{player|player}將牌庫頂的牌背面朝上放到法力區；依另一種讀法，這不算本回合的法力充能，本回合仍可從手牌充能 1 次。',
    } },
    'mana.charge': '{player|player}將手牌中的棋子{card|name}正面朝上放到法力區（法力充能）。',
    'mana.skip': '{player|player}不做法力充能。',
    'master.move': '堆疊為空：{player|player}移動。',
    'piece.summon': { by: 'summoning', cases: {
      wholeTurn: '堆疊為空：{player|player}召喚{card|name}；它本回合通常不能移動。',
      atOnce: '堆疊為空：{player|player}召喚{card|name}；依另一種讀法（6-3），它只是召喚後緊接著不能移動，之後的行動階段就可以移動。',
    } },
    ambush: '{player|player}進行伏兵展開（效果原文未定義，本沙盒不模擬）。',
    'piece.move': '堆疊為空：{piece|name}移動（攻擊）並橫置。',
    skill: '{player|player}不論堆疊啟動主動技能（多半需要支付費用；本沙盒不計費用與次數，本站解讀）。',
    'effect.damage': '卡牌效果使{player|player}失去 {amount} 點生命，剩 {life}（原文未說明失去生命的方式，本站解讀）。',
    'lose.life': '{player|player}的生命在 0 以下：落敗。',
    phaseEnd: '雙方都不再做任何事，堆疊是空的：{phase|phase}結束。',
    'hand.discard': '{player|player}棄置{card|name}（不視為破壞），手牌剩 {left} 張。',
    turnEnd: '{player|player}的回合結束。',
    'refuse.charged': '{player|player}本回合已經從手牌充能過法力：法力充能只在本回合尚未充能時進行。',
    'refuse.chargedFromDeck': '{player|player}在準備階段已將牌庫頂的牌背面朝上放到法力區：本站解讀（5-3 的編者註），那就是本回合的法力充能，不能再從手牌充能。',
    'refuse.chargeAfterDiscard': '已經開始棄置手牌：本站解讀（9-2 的編者註），結束階段的法力充能要在棄置之前進行。',
    'refuse.noCard': '手牌中沒有第 {n} 張牌。',
    'refuse.notPiece': '{card|name}不是棋子卡。',
    'refuse.noPiece': '棋盤上沒有{piece|name}。',
    'refuse.notYours': '{piece|name}不是回合主帥的棋子：本站解讀（3-3 的編者註），各階段列出的行動，包括棋子的移動，由回合主帥進行。',
    'refuse.tapped': '{piece|name}本回合已經移動（攻擊）過，處於橫置狀態：本站解讀（7-3 的編者註），重置之前不再移動。',
    'refuse.summoned': '{piece|name}是本回合召喚的棋子：棋子召喚後通常不能立即移動，本站解讀（6-3 的編者註）為在被召喚的整個回合內都不能移動。',
    'refuse.masterMoved': { by: 'phase', cases: {
      main1: '主帥本回合已經移動過：本站解讀（6-1 的編者註），主帥每回合只移動 1 次，在第 1 主要階段也不能再移動。',
      main2: '主帥本回合已經移動過：第 2 主要階段只有本回合尚未移動的主帥可以移動。',
    } },
    'refuse.emptyDeck': '牌庫沒有牌，無法將牌庫頂的牌放到法力區。',
    'refuse.withinLimit': '手牌沒有超過 {limit} 張，不需要棄置。',
    'refuse.overLimit': '手牌有 {n} 張，超過 {limit} 張：須先棄置到 {limit} 張，回合才能結束。',
  },
  guards: {
    'game over': '牌庫為 0 張而落敗時',
    'the deck charge is the turn’s charge': '依本站的讀法（5-3），這就是本回合的法力充能時',
    'deck has a card': '牌庫有牌時（另一種讀法：還要從手牌法力充能）',
    'damage is lethal': '生命變為 0 以下時',
  },
};

const ja: SameWords<typeof zhHant> = {
  states: {
    standby: 'スタンバイフェイズ', 'standby.drawOrCharge': 'ドローorチャージ', 'standby.afterDraw': 'ドローの後', 'standby.manaCharge': 'マナチャージ',
    main1: '第1メインフェイズ', action: 'アクションフェイズ', main2: '第2メインフェイズ', end: 'エンドフェイズ', over: 'ゲーム終了',
  },
  events: {
    'standby.draw': '1枚ドロー', 'standby.charge': 'デッキの一番上を裏向きでマナ領域へ', 'mana.charge': 'マナチャージ', 'mana.skip': 'マナチャージしない', 'master.move': 'マスターを移動',
    'piece.summon': 'ピースを召喚', 'ambush.deploy': '伏兵展開', 'piece.move': 'ピースを移動（攻撃）', 'skill.activate': 'アクティブスキルを起動', 'effect.damage': 'カードの効果でマスターのライフが減る',
    'phase.end': '互いに何もしない（次のフェイズへ）', 'hand.discard': '破棄',
  },
  tables: {
    ...sharedWords.ja.tables,
    reading: { counts: 'マナチャージにあたる（当サイトの読み方）', separate: 'あたらず、手札からもマナチャージできる（もう1つの読み方）' },
    field: { ...sharedWords.ja.tables.field, reading: 'ドローorチャージで裏向きに置いたカードがマナチャージにあたるか（5-3 の読み方）' },
  },
  ui: {
    ...sharedWords.ja.ui,
    turn: '第{n}ターン', life: 'ライフ', deck: 'デッキ', hand: '手札', manaArea: 'マナ領域', faceDown: '裏向き{n}枚', pieces: 'ピース', charged: 'このターンはマナチャージ済み', moved: 'マスターはこのターン移動済み',
    discarded: 'このターンに破棄', result: '結果', loses: '{player}の敗北', reasonLife: 'ライフが0以下', reasonDeck: 'ドローしようとしたときデッキが0枚', piece: 'ピース', spell: 'スペル', amount: '点数', whom: 'マスター',
    summonCard: '{card}を召喚', chargeCard: '{card}をマナ領域へ', discardCard: '{card}を破棄', moveThe: '{piece}を移動', loseLife: 'ライフを減らす',
    disputed: '原典に書かれていない点（5-3）：ドローorチャージでデッキの一番上を裏向きでマナ領域に置くことが、そのターンのマナチャージにあたるか。このサンドボックスがいま使う読み方：{reading}。', otherReading: 'もう1つの読み方で最初から',
  },
  steps: {
    turnStart: '第{n}ターン：{player|player}のターンが始まる。',
    untap: 'アンタップ：{player|player}の行動・使用済みのカードをすべてアンタップする。',
    'standby.draw': '{player|player}が1枚ドローする（{card|name}）。',
    'lose.deck': '{player|player}はドローしようとしたがデッキが0枚。敗北する。',
    'standby.charge': { by: 'reading', cases: {
      counts: '{player|player}はデッキの一番上のカードを裏向きでマナ領域に置く。これがこのターンのマナチャージとなり（当サイトの解釈）、手札からはチャージしない。',
      separate: '{player|player}はデッキの一番上のカードを裏向きでマナ領域に置く。もう1つの読み方では、これはこのターンのマナチャージではなく、このターンはまだ手札から1回チャージできる。',
    } },
    'mana.charge': '{player|player}は手札のピース{card|name}を表向きでマナ領域に置く（マナチャージ）。',
    'mana.skip': '{player|player}はマナチャージをしない。',
    'master.move': 'スタックは空。{player|player}が移動する。',
    'piece.summon': { by: 'summoning', cases: {
      wholeTurn: 'スタックは空。{player|player}が{card|name}を召喚する。通常、このターンには動けない。',
      atOnce: 'スタックは空。{player|player}が{card|name}を召喚する。もう1つの読み方（6-3）では、動けないのは召喚のすぐ後だけで、その後のアクションフェイズには移動できる。',
    } },
    ambush: '{player|player}が伏兵展開を行う（原典に定義がなく、このサンドボックスでは効果を扱わない）。',
    'piece.move': 'スタックは空。{piece|name}が移動（攻撃）し、タップされる。',
    skill: '{player|player}がスタックにかかわらずアクティブスキルを起動する（多くはコストが必要。サンドボックスはコストも回数も数えない。当サイトの解釈）。',
    'effect.damage': 'カードの効果で{player|player}のライフが{amount}減り、残り{life}（ライフの減り方は原典になく、当サイトの解釈）。',
    'lose.life': '{player|player}のライフが0以下になった。敗北する。',
    phaseEnd: '互いに何もせず、スタックも空。{phase|phase}が終わる。',
    'hand.discard': '{player|player}が{card|name}を破棄する（破壊扱いではない）。手札は残り{left}枚。',
    turnEnd: '{player|player}のターンが終わる。',
    'refuse.charged': '{player|player}はこのターンすでに手札からマナチャージした。マナチャージはこのターンまだチャージしていないときに行う。',
    'refuse.chargedFromDeck': '{player|player}はスタンバイフェイズにデッキの一番上のカードを裏向きでマナ領域に置いた。当サイトの解釈（5-3 の編集注）では、それがこのターンのマナチャージであり、手札からはもうチャージできない。',
    'refuse.chargeAfterDiscard': 'すでに手札を破棄し始めている。当サイトの解釈（9-2 の編集注）では、エンドフェイズのマナチャージは破棄より前に行う。',
    'refuse.noCard': '手札に{n}枚目のカードはない。',
    'refuse.notPiece': '{card|name}はピースのカードではない。',
    'refuse.noPiece': '盤面に{piece|name}はいない。',
    'refuse.notYours': '{piece|name}はターンのマスターのピースではない。当サイトの解釈（3-3 の編集注）では、ピースの移動を含め、各フェイズに挙げられた行動はターンのマスターが行う。',
    'refuse.tapped': '{piece|name}はこのターンすでに移動（攻撃）してタップされている。当サイトの解釈（7-3 の編集注）では、アンタップされるまで移動しない。',
    'refuse.summoned': '{piece|name}はこのターンに召喚されたピースである。ピースは通常、召喚の直後には動けず、当サイトの解釈（6-3 の編集注）では召喚されたターンの間は移動できない。',
    'refuse.masterMoved': { by: 'phase', cases: {
      main1: 'マスターはこのターンすでに移動した。当サイトの解釈（6-1 の編集注）では、マスターの移動は1ターンに1回だけで、第1メインフェイズの中でも再び移動できない。',
      main2: 'マスターはこのターンすでに移動した。第2メインフェイズに移動できるのは、このターンまだ移動していないマスターだけである。',
    } },
    'refuse.emptyDeck': 'デッキが0枚で、一番上のカードをマナ領域に置けない。',
    'refuse.withinLimit': '手札は{limit}枚を超えていない。破棄する必要はない。',
    'refuse.overLimit': '手札が{n}枚で{limit}枚を超えている。{limit}枚になるまで破棄しないとターンを終えられない。',
  },
  guards: {
    'game over': 'デッキが0枚で敗北したとき',
    'the deck charge is the turn’s charge': '当サイトの読み方（5-3）で、これがこのターンのマナチャージになるとき',
    'deck has a card': 'デッキにカードがあるとき（もう1つの読み方：手札からのマナチャージがまだある）',
    'damage is lethal': 'ライフが0以下になるとき',
  },
};

export const turnWords: { 'zh-hant': FlowWords; ja: FlowWords } = { 'zh-hant': zhHant, ja };
