/**
 * The masters-and-pieces game's words shared by its flows, per locale: players, sides, directions,
 * squares, piece names, setup fields and what the schemas refuse. Each flow adds its own states,
 * events and steps (`<flow>/words.ts`).
 */
import { nameTable } from './names';

export const sharedWords = {
  'zh-hant': {
    tables: {
      player: { 0: '先攻主帥', 1: '後攻主帥' },
      side: { 0: '先攻', 1: '後攻' },
      cardKind: { piece: '棋子', spell: '法術' },
      direction: { f: '前', fr: '右前', r: '右', br: '右後', b: '後', bl: '左後', l: '左', fl: '左前' },
      /** 4-1 — the main phases' names are the site's (the source names neither). */
      phase: { standby: '準備階段', main1: '第 1 主要階段', action: '行動階段', main2: '第 2 主要階段', end: '結束階段' },
      declaration: { spell: '法術', summon: '召喚棋子', masterMove: '主帥移動', pieceMove: '棋子移動（攻擊）', skill: '主動技能' },
      name: nameTable('zh-hant'),
      /** A second (third …) piece of one name on the board, `wolf-2`: 「狼 2」 (the engine's words.ts `copyName`). */
      copy: { of: '{name} {n}' },
      /** 6-3's two readings (board.ts `SummonReading`). */
      summoning: { wholeTurn: '被召喚的整個回合內都不能移動（本站的讀法）', atOnce: '只有召喚後緊接著不能移動，第 1 主要階段召喚的棋子在同一回合的行動階段可以移動（另一種讀法）' },
      field: {
        turn: '回合主帥', masters: '主帥', pieces: '棋子', id: '名稱', owner: '所屬', square: '格子', atk: 'ATK', hp: 'HP', move: '移動力',
        directions: '移動力（方向）', range: '移動力（格數）', boost: '增傷', reduction: '減傷', tapped: '已橫置', summoned: '本回合召喚',
        summoning: '召喚後多久不能移動（6-3 的讀法）', phase: '階段', mana: '法力', masterMoved: '主帥本回合已移動', number: '回合數', life: '生命', deck: '牌庫', hand: '手牌', kind: '種類', card: '牌', faceUp: '正面朝上',
      },
      problem: {
        idChars: '名稱只能用英文字母、數字、- 或 _。',
        lifeLost: '生命為 0 以下的主帥已經落敗（1-3.1）；沙盒從進行中的遊戲開始，請填 1 以上。',
        sameSquare: '第 {col} 行第 {row} 列有兩個棋子或主帥：本沙盒每一格只放 1 個（本站解讀）。',
        twoMasters: '{player|player}出現不只一次：每位玩家只有 1 位主帥。',
        sameId: '{id|name}出現不只一次：同名的棋子以編號區分，第 2 個的名稱寫作「{id}-2」（頁面上顯示為{id|name} 2）。',
        kindOfName: '{card|name}在本站的範例中是{kind|cardKind}卡；要用另一種卡，請換一個名稱。',
        turnParity: '第 {n} 回合不是{player|player}的回合：先攻主帥進行奇數回合，後攻主帥進行偶數回合。',
      },
    },
    ui: {
      board: '棋盤', square: '第 {col} 行第 {row} 列', piece: '棋子', moveTo: '移到', column: '行（直）', row: '列（橫）', atk: 'ATK', hp: 'HP', tapped: '橫置', master: '主帥', destroyed: '已破壞', none: '無',
      disputedSummoning: '原文未載明之處（6-3）：棋子召喚後「不能立即移動」的「立即」涵蓋多久。這個沙盒現在採用的讀法：{reading}。',
      move: '移動力 {range}（{directions}）', boost: '增傷 +{n}', reduction: '減傷 −{n}', summoned: '本回合召喚',
      attackFrom: '{piece}從{square}發動攻擊（棋盤上的虛線框；被攻擊棋子能否反擊，看它能否移動到這一格）。',
      noSquare: '{piece}沒有可以移入的格子：移動力所及的格子不是在棋盤外，就是路上有阻擋，或站著主帥或己方的棋子（這些限制與棋盤大小都是本站解讀）。',
      formGame: '對局', formAdd: '加入棋子', formRemove: '移除{name}', formAddTo: '加入{place}', formRemoveFrom: '從{place}移除{name}',
      legend: '圖例：直行由左至右為第 1 至 5 行，橫列由先攻方起為第 1 至 5 列（棋盤大小為本站解讀）；兩端的橫列（著色）為各方的己方陣地；圓形為主帥；淺藍底、藍框為後攻方；各棋子的前後左右以其擁有者的方向為準；ATK 為攻擊力、HP 為棋子的體力；橫放的棋子為已橫置；粗紅框為正在戰鬥的棋子。棋子為本站的範例，原文未列出任何卡牌。',
    },
  },
  ja: {
    tables: {
      player: { 0: '先攻のマスター', 1: '後攻のマスター' },
      side: { 0: '先攻', 1: '後攻' },
      cardKind: { piece: 'ピース', spell: 'スペル' },
      direction: { f: '前', fr: '右前', r: '右', br: '右後ろ', b: '後ろ', bl: '左後ろ', l: '左', fl: '左前' },
      phase: { standby: 'スタンバイフェイズ', main1: '第1メインフェイズ', action: 'アクションフェイズ', main2: '第2メインフェイズ', end: 'エンドフェイズ' },
      declaration: { spell: 'スペル', summon: 'ピースの召喚', masterMove: 'マスターの移動', pieceMove: 'ピースの移動（攻撃）', skill: 'アクティブスキル' },
      name: nameTable('ja'),
      copy: { of: '{name}{n}' },
      summoning: { wholeTurn: '召喚されたターンの間は移動できない（当サイトの読み方）', atOnce: '召喚のすぐ後だけ動けず、第1メインフェイズに召喚したピースは同じターンのアクションフェイズに移動できる（もう1つの読み方）' },
      field: {
        turn: 'ターンのマスター', masters: 'マスター', pieces: 'ピース', id: '名前', owner: '持ち主', square: 'マス', atk: 'ATK', hp: 'HP', move: '移動力',
        directions: '移動力（方向）', range: '移動力（マス数）', boost: '増幅', reduction: '軽減', tapped: 'タップ済み', summoned: 'このターンに召喚',
        summoning: '召喚の後いつまで移動できないか（6-3 の読み方）', phase: 'フェイズ', mana: 'マナ', masterMoved: 'マスターはこのターン移動済み', number: 'ターン数', life: 'ライフ', deck: 'デッキ', hand: '手札', kind: '種類', card: 'カード', faceUp: '表向き',
      },
      problem: {
        idChars: '名前に使えるのは英字・数字・-・_ だけ。',
        lifeLost: 'ライフが0以下のマスターはすでに敗北している（1-3.1）。サンドボックスは進行中のゲームから始めるので、1以上にすること。',
        sameSquare: '{col}列{row}行にピースかマスターが2つある。このサンドボックスでは1マスに1つだけ（当サイトの解釈）。',
        twoMasters: '{player|player}が2回以上出てくる。マスターは各プレイヤーに1人だけ。',
        sameId: '{id|name}が2回以上出てくる。同じ名前のピースは番号で区別し、2つ目の名前は「{id}-2」と書く（ページでは{id|name}2と表示される）。',
        kindOfName: '{card|name}は当サイトの例では{kind|cardKind}のカード。別の種類のカードにするには別の名前にする。',
        turnParity: '第{n}ターンは{player|player}のターンではない。先攻のマスターは奇数、後攻のマスターは偶数のターンを行う。',
      },
    },
    ui: {
      board: '盤面', square: '{col}列{row}行', piece: 'ピース', moveTo: '移動先', column: '列（縦）', row: '行（横）', atk: 'ATK', hp: 'HP', tapped: 'タップ', master: 'マスター', destroyed: '破壊済み', none: 'なし',
      disputedSummoning: '原典に書かれていない点（6-3）：ピースが召喚の「直後」に移動できないとき、「直後」がどこまでか。このサンドボックスがいま使う読み方：{reading}。',
      move: '移動力{range}（{directions}）', boost: '増幅+{n}', reduction: '軽減−{n}', summoned: 'このターンに召喚',
      attackFrom: '{piece}は{square}から攻撃する（盤面の点線の枠。被攻撃ピースが反撃できるかは、このマスに移動できるかで決まる）。',
      noSquare: '{piece}が移動できるマスはない。移動力の届くマスは、盤の外か、途中がふさがっているか、マスターか自分のピースがいる（これらの制限と盤の大きさは当サイトの解釈）。',
      formGame: '対局', formAdd: 'ピースを加える', formRemove: '{name}を除く', formAddTo: '{place}に加える', formRemoveFrom: '{place}から{name}を除く',
      legend: '凡例：列（縦）は左から1〜5、行（横）は先攻側から1〜5（盤の大きさは当サイトの解釈）。両端の色つきの行が各自の自陣。丸はマスター。水色の地・青い枠は後攻のもの。ピースの前後左右は持ち主から見た向き。ATKは攻撃力、HPは体力。横向きのピースはタップ済み。太い赤枠は戦闘中のピース。ピースは当サイトの例で、原典はカードを挙げていない。',
    },
  },
};
