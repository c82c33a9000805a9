/** Spellbook building's words in 繁體中文 and 日本語: states, choices, a sentence per log step, and the tables they use. */
import type { FlowWords, SameWords } from '../../../engine/words';
import { nameTable } from '../names';

const zhHant = {
  states: {
    building: '組建法術書',
    done: '法術書完成',
  },
  events: {
    'spell.add': '放入 1 張',
    'spell.remove': '取出 1 張',
    'book.done': '完成法術書',
  },
  tables: {
    name: nameTable('zh-hant'),
    school: { holy: '神聖', dark: '黑暗', nature: '自然', mind: '心靈', arcane: '奧術', war: '戰爭', fire: '火', water: '水', air: '氣', earth: '土' },
    rate: { trained: '專精，×1', untrained: '非專精，×2', opposed: '敵對學派，×3' },
    field: {
      mage: '法師', trained: '專精的學派', opposed: '敵對學派', budget: '可用點數', spells: '可放入的法術', id: '名稱', levels: '學派與等級',
      epic: '史詩', onlyTrained: '限定專精的學派', book: '法術書內已有的張數',
    },
    problem: {
      idChars: '名稱只能用英文字母、數字、- 或 _。',
      twoIds: '{id|name}出現不只一次：每個法術要有自己的名稱。',
      noLevel: '{id|name}沒有任何學派的等級：法術至少屬於 1 個學派（14-2）。',
      trainedOpposed: '{school|school}不能同時是專精的學派與敵對學派。',
      bookUnknown: '法術書內的{id|name}不在可放入的法術之中。',
      bookCopies: '法術書內的{id|name}超過上限：最多 {n} 張（14-5、14-9）。',
      bookOnlyTrained: '{id|name}限定專精{school|school}的法師，這位法師沒有專精（14-6）。',
      bookBudget: '法術書已用 {points} 點，超過 {budget} 點（14-1）。',
    },
  },
  ui: {
    mage: '法師專精：{trained}；敵對學派：{opposed}', points: '已用 {points} / {budget} 點', none: '無',
    spell: '法術', levels: '學派與等級', cost: '每張費用', copies: '張數', limit: '{n} / {limit}', epic: '史詩', only: '限專精{school}', add: '放入{name}', remove: '取出{name}',
    legend: '學派譯自官方的英文名稱：神聖（Holy）、黑暗（Dark）、自然（Nature）、心靈（Mind）、奧術（Arcane）、戰爭（War）、火（Fire）、水（Water）、氣（Air）、土（Earth）；法術為本站的範例，原文未列出任何學派或卡牌。每張費用：專精的學派等級 ×1、非專精 ×2、敵對學派 ×3，各學派分別計算再加總；多學派法術的敵對學派也逐一乘 3，張數上限以各學派等級的總和為法術的等級（皆為本站解讀）。',
    formGame: '法師', formAdd: '加入法術', formRemove: '移除{name}', formSchool: '學派 {n}', formLevel: '等級', formNone: '無', formOnlyNone: '不限定', formCopies: '已放入的張數',
  },
  guards: {},
  steps: {
    start: '組建法術書：法師可用 {budget} 點，目前已用 {points} 點。',
    'part.trained': '{school|school}等級 {level}：法師專精這個學派，以等級計，{cost} 點。',
    'part.untrained': '{school|school}等級 {level}：法師不專精這個學派，加倍，{cost} 點。',
    'part.opposed': '{school|school}等級 {level}：這是法師的敵對學派，3 倍，{cost} 點。',
    add: '放入 1 張{spell|name}，費用 {cost} 點；這是第 {n} 張（上限 {limit} 張）；已用 {points} / {budget} 點。',
    remove: '取出 1 張{spell|name}，退回 {cost} 點；還有 {n} 張；已用 {points} / {budget} 點。',
    done: '法術書完成：共 {cards} 張，已用 {points} / {budget} 點。',
    'refuse.noSpell': '可放入的法術之中沒有{spell|name}。',
    'refuse.onlyTrained': '{spell|name}限定專精{school|school}的法師才能放入，這位法師沒有專精。',
    'refuse.epic': '{spell|name}是史詩（Epic）法術：法術書內只能放入 1 張。',
    'refuse.copies': '{spell|name}是等級 {level} 的法術：同名最多放入 {n} 張。',
    'refuse.budget': '放入{spell|name}要 {cost} 點，已用 {points} 點，會超過法師的 {budget} 點：法術書的點數不能超過法師的點數。',
    'refuse.noCopy': '法術書內沒有{spell|name}。',
  },
};

const ja: SameWords<typeof zhHant> = {
  states: {
    building: 'スペルブックの構築',
    done: 'スペルブックの完成',
  },
  events: {
    'spell.add': '1枚入れる',
    'spell.remove': '1枚抜く',
    'book.done': 'スペルブックを完成させる',
  },
  tables: {
    name: nameTable('ja'),
    school: { holy: 'ホーリー', dark: 'ダーク', nature: 'ネイチャー', mind: 'マインド', arcane: 'アーケイン', war: 'ウォー', fire: 'ファイア', water: 'ウォーター', air: 'エア', earth: 'アース' },
    rate: { trained: '習熟、×1', untrained: '習熟していない、×2', opposed: '対立学派、×3' },
    field: {
      mage: 'メイジ', trained: '習熟した学派', opposed: '対立学派', budget: '使えるポイント', spells: '入れられる呪文', id: '名前', levels: '学派とレベル',
      epic: 'エピック', onlyTrained: '習熟が条件の学派', book: 'スペルブックにすでにある枚数',
    },
    problem: {
      idChars: '名前に使えるのは英字・数字・-・_ だけ。',
      twoIds: '{id|name}が2回以上出てくる。呪文にはそれぞれ別の名前が必要。',
      noLevel: '{id|name}にどの学派のレベルもない。呪文は少なくとも1つの学派に属する（14-2）。',
      trainedOpposed: '{school|school}を習熟した学派と対立学派の両方にはできない。',
      bookUnknown: 'スペルブックの{id|name}が入れられる呪文の中にない。',
      bookCopies: 'スペルブックの{id|name}が上限を超えている。{n}枚まで（14-5、14-9）。',
      bookOnlyTrained: '{id|name}は{school|school}に習熟したメイジに限られ、このメイジは習熟していない（14-6）。',
      bookBudget: 'スペルブックが{points}ポイントで、{budget}ポイントを超えている（14-1）。',
    },
  },
  ui: {
    mage: 'メイジの習熟：{trained}。対立学派：{opposed}', points: '{points} / {budget}ポイント使用', none: 'なし',
    spell: '呪文', levels: '学派とレベル', cost: '1枚のコスト', copies: '枚数', limit: '{n} / {limit}', epic: 'エピック', only: '{school}の習熟が条件', add: '{name}を入れる', remove: '{name}を抜く',
    legend: '学派は公式の英語名による：ホーリー（Holy）、ダーク（Dark）、ネイチャー（Nature）、マインド（Mind）、アーケイン（Arcane）、ウォー（War）、ファイア（Fire）、ウォーター（Water）、エア（Air）、アース（Earth）。呪文は当サイトの例で、原典は学派もカードも挙げていない。1枚のコスト：習熟した学派のレベルは×1、習熟していない学派は×2、対立学派は×3で、学派ごとに計算して合計する。複数の学派を持つ呪文の対立学派もそれぞれ3倍にし、枚数の上限は各学派のレベルの合計を呪文のレベルとして決める（いずれも当サイトの解釈）。',
    formGame: 'メイジ', formAdd: '呪文を加える', formRemove: '{name}を除く', formSchool: '学派{n}', formLevel: 'レベル', formNone: 'なし', formOnlyNone: '条件なし', formCopies: '入っている枚数',
  },
  guards: {},
  steps: {
    start: 'スペルブックの構築。メイジは{budget}ポイント使え、いま{points}ポイント使っている。',
    'part.trained': '{school|school}レベル{level}：メイジが習熟した学派なので、レベルのまま{cost}ポイント。',
    'part.untrained': '{school|school}レベル{level}：メイジが習熟していない学派なので、2倍で{cost}ポイント。',
    'part.opposed': '{school|school}レベル{level}：メイジの対立学派なので、3倍で{cost}ポイント。',
    add: '{spell|name}を1枚入れる。コスト{cost}ポイント。{n}枚目（上限{limit}枚）。{points} / {budget}ポイント使用。',
    remove: '{spell|name}を1枚抜き、{cost}ポイント戻る。残り{n}枚。{points} / {budget}ポイント使用。',
    done: 'スペルブックの完成。合計{cards}枚、{points} / {budget}ポイント使用。',
    'refuse.noSpell': '入れられる呪文の中に{spell|name}はない。',
    'refuse.onlyTrained': '{spell|name}は{school|school}に習熟したメイジしか入れられず、このメイジは習熟していない。',
    'refuse.epic': '{spell|name}はエピック（Epic）の呪文。スペルブックに1枚しか入れられない。',
    'refuse.copies': '{spell|name}はレベル{level}の呪文。同名のものは{n}枚まで。',
    'refuse.budget': '{spell|name}を入れるには{cost}ポイント要り、すでに{points}ポイント使っているので、メイジの{budget}ポイントを超える。スペルブックのポイントはメイジのポイントを超えられない。',
    'refuse.noCopy': 'スペルブックに{spell|name}はない。',
  },
};

export const spellbookWords: Record<'zh-hant' | 'ja', FlowWords> = { 'zh-hant': zhHant, ja };
