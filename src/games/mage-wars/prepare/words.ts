/** Preparation's words in 繁體中文 and 日本語: states, choices, a sentence per log step, and the tables they use. */
import type { FlowWords, SameWords } from '../../../engine/words';
import { nameTable } from '../names';
import { spellbookWords } from '../spellbook/words';

/** The site's example mage cards: the source names no mage. */
const MAGE_CARDS = {
  'zh-hant': { sage: '賢者', witch: '女巫', hermit: '隱士', seer: '先知' },
  ja: { sage: '賢者', witch: '魔女', hermit: '隠者', seer: '予言者' },
};

const zhHant = {
  states: {
    arena: '放置競技場',
    choosing: '選擇法師',
    components: '拿取配件',
    gates: '法師卡放到門的區域',
    status: '設定狀態板',
    spellbooks: '取出法術書',
    tokens: '指示物放在一旁',
    initiative: '擲效果骰決定起始玩家',
    ready: '設置完成',
  },
  events: {
    'mage.choose': '選擇法師',
    'spellbook.take': '取出法術書',
    'initiative.roll': '擲效果骰',
  },
  tables: {
    // A mage in a sentence by its card's name, or a reader's own mage as 「its id」 (words.ts sentenceName).
    name: { ...nameTable('zh-hant'), ...MAGE_CARDS['zh-hant'] },
    card: MAGE_CARDS['zh-hant'],
    player: { 0: '玩家 1', 1: '玩家 2' },
    school: spellbookWords['zh-hant'].tables.school,
    field: {
      mages: '可選的法師卡', id: '名稱', channeling: '法力回復量', life: '生命', trained: '專精的學派', opposed: '敵對學派',
      books: '每位玩家的法術書', preset: '規則書建議的預組法術書', spells: '法術', levels: '學派與等級', epic: '史詩', onlyTrained: '限定專精的學派', copies: '張數', seed: '擲骰種子', mage: '選擇的法師卡', dice: '雙方擲出的效果骰點數（玩家 1、玩家 2）',
    },
    problem: {
      idChars: '名稱只能用英文字母、數字、- 或 _。',
      twoIds: '{id|name}出現不只一次：每張卡要有自己的名稱。',
      trainedOpposed: '{school|school}不能同時是專精的學派與敵對學派。',
      noLevel: '{id|name}沒有任何學派的等級：法術至少屬於 1 個學派（14-2）。',
    },
  },
  ui: {
    none: '無', notYet: '尚未選擇', seed: '擲骰種子', roll: '依種子擲骰', die: '點數', enter: '輸入點數', rolledFrom: '由種子 {seed} 擲出（第 {n} 次擲骰起）',
    card: '法師卡：{card}', stats: '法力回復量 {channeling}、生命 {life}', schools: '專精：{trained}；敵對學派：{opposed}',
    supply: '手邊：行動標記 {action} 個、黑色木塊 {black} 個、紅色木塊 {red} 個、快速施法標記 {quickcast} 個',
    onCard: '法師卡上：行動標記 {action} 個{quickcast}', withQuickcast: '、快速施法標記', board: '狀態板：法力回復量 {channeling}、法力 {mana}、生命 {life} / {maxLife}',
    book: '法術書：{kind}，{cards} 張', bookPoints: '法術書：自組，{cards} 張，{points} / {budget} 點', bookPreset: '預組', bookWaiting: '法術書：{kind}，{cards} 張，尚未取出', bookBuilt: '自組',
    tokens: '指示物已放在一旁', rolls: '擲骰：{list}', rollPair: '{a} 對 {b}', initiative: '起始玩家：{player}', roundOne: '本站解讀（3-1 的編者註）：第 1 回合的初始階段也會把標記交給另一名玩家，{player} 取得的起始玩家標記將交給{other}，第 1 回合由{other} 先行動。',
    mage: '法師', playerDie: '{player}的效果骰',
    legend: '法師卡與法術為本站的範例，原文未列出任何法師或卡牌；效果骰是 {faces} 面骰（官方配件，原文沒有寫面數）。雙方擲出相同點數時重擲（本站解讀，見 1-8 的編者註）。',
    formMages: '法師卡', formAddMage: '加入法師卡', formRemove: '移除{name}', formBook: '{player}的法術書', formAddSpell: '加入法術', formNone: '無', formOnlyNone: '不限定', formSchool: '學派 {n}', formLevel: '等級', formGame: '設置',
  },
  guards: {
    'both chose': '雙方都選好法師時',
    'both took': '雙方都取出法術書時',
    'a tie': '雙方點數相同時',
  },
  steps: {
    start: '遊戲設置：有 {mages} 張法師卡可選。',
    arena: '將競技場版圖放在桌面上：競技場劃分為多個區域。',
    choose: '{player|player}選擇{mage|name}，取得它的法師卡與能力卡，以及 1 塊狀態板。',
    components: '每位玩家各取行動標記 {action} 個、木塊 {black} 個黑色與 {red} 個紅色、快速施法標記 {quickcast} 個。',
    gate: '{player|player}的{mage|name}法師卡放在版圖一端繪有門的區域，卡上放 1 個行動標記與快速施法標記。',
    status: '{player|player}的狀態板依{mage|name}的法師卡：法力回復量 {channeling}、法力 {mana}（所有法師的起始法力）、生命 {life}（當前與最大生命各 1 個木塊）。',
    'book.preset': '{player|player}取出規則書建議的預組法術書，{cards} 張：照原樣使用。',
    'book.built': '{player|player}取出自組的法術書，{cards} 張，以{mage|name}計算共 {points} 點：符合第 14 節的組建規則。',
    tokens: '各種指示物放在一旁備用。',
    'roll.tie': '效果骰：玩家 1 擲出 {a}，玩家 2 擲出 {b}，點數相同：雙方重擲（本站解讀）。',
    'roll.initiative': '效果骰：玩家 1 擲出 {a}，玩家 2 擲出 {b}：{player|player}點數較大，取得起始玩家標記，成為起始玩家。',
    'refuse.chosen': '{player|player}已選擇{mage|name}：每位玩家只選 1 名法師。',
    'refuse.noMage': '可選的法師卡之中沒有這一張。',
    'refuse.bookTaken': '{player|player}已取出法術書：每位玩家取出自己的 1 本法術書。',
    'refuse.book.copies': '{player|player}的法術書內{id|name}超過上限：等級 {level} 的法術同名最多 {n} 張。',
    'refuse.book.epic': '{player|player}的法術書內{id|name}是史詩（Epic）法術：法術書內只能放入 1 張。',
    'refuse.book.onlyTrained': '{id|name}限定專精{school|school}的法師，{mage|name}沒有專精：不能放入{player|player}的法術書。',
    'refuse.book.budget': '{player|player}的法術書以{mage|name}計算共 {points} 點，超過法師的 {budget} 點。',
  },
};

const ja: SameWords<typeof zhHant> = {
  states: {
    arena: 'アリーナを置く',
    choosing: 'メイジを選ぶ',
    components: 'コンポーネントを取る',
    gates: 'メイジカードを扉のゾーンへ',
    status: 'ステータスボードを合わせる',
    spellbooks: 'スペルブックを用意する',
    tokens: 'トークンを脇に置く',
    initiative: 'エフェクトダイスでイニシアチブを決める',
    ready: 'セットアップ完了',
  },
  events: {
    'mage.choose': 'メイジを選ぶ',
    'spellbook.take': 'スペルブックを用意する',
    'initiative.roll': 'エフェクトダイスを振る',
  },
  tables: {
    name: { ...nameTable('ja'), ...MAGE_CARDS.ja },
    card: MAGE_CARDS.ja,
    player: { 0: 'プレイヤー1', 1: 'プレイヤー2' },
    school: spellbookWords.ja.tables.school,
    field: {
      mages: '選べるメイジカード', id: '名前', channeling: 'チャネリング', life: 'ライフ', trained: '習熟した学派', opposed: '対立学派',
      books: '各プレイヤーのスペルブック', preset: 'ルールブックが推奨する構築済みのスペルブック', spells: '呪文', levels: '学派とレベル', epic: 'エピック', onlyTrained: '習熟が条件の学派', copies: '枚数', seed: 'ダイスのシード', mage: '選ぶメイジカード', dice: '両者が振ったエフェクトダイスの出目（プレイヤー1、プレイヤー2）',
    },
    problem: {
      idChars: '名前に使えるのは英字・数字・-・_ だけ。',
      twoIds: '{id|name}が2回以上出てくる。カードにはそれぞれ別の名前が必要。',
      trainedOpposed: '{school|school}を習熟した学派と対立学派の両方にはできない。',
      noLevel: '{id|name}にどの学派のレベルもない。呪文は少なくとも1つの学派に属する（14-2）。',
    },
  },
  ui: {
    none: 'なし', notYet: 'まだ選んでいない', seed: 'ダイスのシード', roll: 'シードで振る', die: '出目', enter: '出目を入力', rolledFrom: 'シード{seed}で振った（{n}回目のロールから）',
    card: 'メイジカード：{card}', stats: 'チャネリング{channeling}、ライフ{life}', schools: '習熟：{trained}。対立学派：{opposed}',
    supply: '手元：アクションマーカー{action}個、黒のキューブ{black}個、赤のキューブ{red}個、クイックキャストマーカー{quickcast}個',
    onCard: 'メイジカードの上：アクションマーカー{action}個{quickcast}', withQuickcast: '、クイックキャストマーカー', board: 'ステータスボード：チャネリング{channeling}、マナ{mana}、ライフ{life} / {maxLife}',
    book: 'スペルブック：{kind}、{cards}枚', bookPoints: 'スペルブック：自分で構築、{cards}枚、{points} / {budget}ポイント', bookPreset: '構築済み', bookWaiting: 'スペルブック：{kind}、{cards}枚、まだ用意していない', bookBuilt: '自分で構築',
    tokens: 'トークンは脇に置いた', rolls: 'ダイス：{list}', rollPair: '{a}対{b}', initiative: 'イニシアチブプレイヤー：{player}', roundOne: '当サイトの解釈（3-1 の編集注）：第1ラウンドのイニシアチブフェイズでもマーカーをもう一方に渡す。{player}が得たイニシアチブマーカーは{other}に渡り、第1ラウンドは{other}から動く。',
    mage: 'メイジ', playerDie: '{player}のエフェクトダイス',
    legend: 'メイジカードと呪文は当サイトの例で、原典はメイジもカードも挙げていない。エフェクトダイスは{faces}面ダイス（公式の付属品。原典は面の数を書いていない）。出目が同じなら振り直す（当サイトの解釈、1-8の編集注を参照）。',
    formMages: 'メイジカード', formAddMage: 'メイジカードを加える', formRemove: '{name}を除く', formBook: '{player}のスペルブック', formAddSpell: '呪文を加える', formNone: 'なし', formOnlyNone: '条件なし', formSchool: '学派{n}', formLevel: 'レベル', formGame: 'セットアップ',
  },
  guards: {
    'both chose': '両者がメイジを選び終えたとき',
    'both took': '両者がスペルブックを用意したとき',
    'a tie': '両者の出目が同じとき',
  },
  steps: {
    start: 'セットアップ。選べるメイジカードは{mages}枚。',
    arena: 'アリーナのボードをテーブルに置く。アリーナは複数のゾーンに分かれている。',
    choose: '{player|player}が{mage|name}を選び、そのメイジカードと能力カード、ステータスボード1枚を取る。',
    components: '各プレイヤーがアクションマーカー{action}個、木製キューブ黒{black}個と赤{red}個、クイックキャストマーカー{quickcast}個を取る。',
    gate: '{player|player}の{mage|name}のメイジカードを、ボードの端の扉が描かれたゾーンに置き、その上にアクションマーカー1個とクイックキャストマーカーを置く。',
    status: '{player|player}のステータスボードを{mage|name}のメイジカードに従って合わせる。チャネリング{channeling}、マナ{mana}（すべてのメイジの初期値）、ライフ{life}（現在のライフと最大ライフにキューブ1個ずつ）。',
    'book.preset': '{player|player}がルールブック推奨の構築済みスペルブック{cards}枚を用意する。そのまま使う。',
    'book.built': '{player|player}が自分で構築したスペルブック{cards}枚を用意する。{mage|name}で数えて{points}ポイントで、14節の構築のルールに合っている。',
    tokens: '各種のトークンを脇に置いておく。',
    'roll.tie': 'エフェクトダイス：プレイヤー1は{a}、プレイヤー2は{b}で同じ出目。両者が振り直す（当サイトの解釈）。',
    'roll.initiative': 'エフェクトダイス：プレイヤー1は{a}、プレイヤー2は{b}。出目の大きい{player|player}がイニシアチブマーカーを得て、イニシアチブプレイヤーになる。',
    'refuse.chosen': '{player|player}はすでに{mage|name}を選んだ。各プレイヤーが選ぶメイジは1人。',
    'refuse.noMage': '選べるメイジカードの中にそのカードはない。',
    'refuse.bookTaken': '{player|player}はすでにスペルブックを用意した。各プレイヤーが用意するのは自分のスペルブック1つ。',
    'refuse.book.copies': '{player|player}のスペルブックの{id|name}が上限を超えている。レベル{level}の呪文は同名のものが{n}枚まで。',
    'refuse.book.epic': '{player|player}のスペルブックの{id|name}はエピック（Epic）の呪文。スペルブックに1枚しか入れられない。',
    'refuse.book.onlyTrained': '{id|name}は{school|school}に習熟したメイジに限られ、{mage|name}は習熟していない。{player|player}のスペルブックには入れられない。',
    'refuse.book.budget': '{player|player}のスペルブックは{mage|name}で数えて{points}ポイントで、メイジの{budget}ポイントを超えている。',
  },
};

export const prepareWords: Record<'zh-hant' | 'ja', FlowWords> = { 'zh-hant': zhHant, ja };
