/** The attack declaration and chain's words in 繁體中文 and 日本語: states, choices, the view's labels; the steps are the game's shared ones (../words.ts). */
import type { FlowWords, SameWords } from '../../../engine/words';
import { sharedWords } from '../words';

const zh = sharedWords('zh-hant');
const jaShared = sharedWords('ja');

const zhHant = {
  states: {
    declaring: '攻擊方行動：攻擊宣言或結束回合',
    chain: '連鎖：等待反制',
    resolving: '處理連鎖',
    turnEnded: '回合結束',
    over: '遊戲結束',
  },
  events: {
    'attack.declare': '攻擊宣言',
    respond: '反制',
    'chain.pass': '不反制',
    'step.continue': '繼續',
    'turn.end': '宣告回合結束',
  },
  tables: {
    ...zh.tables,
    field: {
      healing: '回復生命值的讀法（7-9）', printedHp: '卡牌上印的生命值', attacker: '攻擊方', characters: '場上的角色', hands: '手牌', action: '行動值', field: '場上的多次使用卡牌', id: '名稱', owner: '所屬', summon: '召喚費用', cost: '行動費用', hp: '生命值',
      physical: '物理攻擊', magic: '魔法攻擊', atk: '攻擊力', rage: '怒氣', rageValue: '怒氣值', rageCard: '怒氣卡牌', rageCost: '怒氣費用', summoned: '這個回合召喚上場', attacked: '這個回合已攻擊的次數', defense: '防守回合可用',
      effect: '效果', amount: '回復量', uses: '使用次數', passive: '被動效果（每個回合開始時支付行動費用）', turn: '本回合的行動值', stored: '行動槽', card: '卡牌', left: '剩餘次數', original: '原角色', legendary: '傳奇角色', art: '插圖版本',
    },
    problem: {
      idChars: '名稱只能用英文字母、數字、- 或 _。',
      twoIds: '{id|name}出現不只一次：每個角色要有自己的名稱。',
      noCharacter: '{player|player}場上沒有角色：遊戲已經結束（1-2.1）。',
      rageAndAction: '{id|name}是怒氣卡牌，以怒氣值支付，不會同時有行動費用（9-7）。',
      healAmount: '{id|name}回復生命值，要寫明回復量。',
      legendaryFields: '{id|name}是傳奇召喚的媒介，要寫明傳奇角色與原角色。',
    },
  },
  ui: {
    ...zh.ui,
    formAdd: '加入角色', formAddCard: '加入手牌', legend: '角色與卡牌及其效果、數值為本站的範例；原文只列出卡牌的種類，沒有任何卡牌的數值。範例卡牌「破咒」使它所反制的卡牌（連鎖上緊鄰其下的一張）或攻擊宣言無效；被無效的卡牌不發生效果，仍算使用過一次。以下都是本站的解讀：連鎖的處理順序（4-5）、只有直接干擾的反制能阻止攻擊（5-4）、生命值 0 以下移至墓地（5-5）、怒氣值只在攻擊成功時獲得（5-6）、防守回合只能用打勾圖示的卡牌（4-5.1）、回復最多到卡牌上印的生命值，不會超過（7-9，可以切換為以 99 為上限）、怒氣費用由一個角色支付（9-7）；見各條的編者註。每名角色在本沙盒中只有 1 張。本沙盒只處理攻擊宣言與它的連鎖：攻擊方主動使用戰術卡牌，見沙盒「對戰的流程」。',
  },
  guards: {
    'a player has no character left': '一方場上沒有角色時',
    'the chain has resolved': '連鎖全部處理完時',
  },
  steps: {
    ...zh.steps,
    start: '{player|player}的攻擊回合：主要戰鬥階段。',
  },
};

const ja: SameWords<typeof zhHant> = {
  states: {
    declaring: '攻撃側の行動：攻撃宣言かターン終了',
    chain: 'チェーン：対抗を待つ',
    resolving: 'チェーンの処理',
    turnEnded: 'ターン終了',
    over: 'ゲーム終了',
  },
  events: {
    'attack.declare': '攻撃宣言',
    respond: '対抗',
    'chain.pass': '対抗しない',
    'step.continue': '続ける',
    'turn.end': 'ターン終了を宣言',
  },
  tables: {
    ...jaShared.tables,
    field: {
      healing: 'ライフ回復の読み方（7-9）', printedHp: 'カードに記されたライフ', attacker: '攻撃側', characters: '場のキャラクター', hands: '手札', action: 'アクションポイント', field: '場にある複数回使えるカード', id: '名前', owner: '持ち主', summon: '召喚コスト', cost: 'アクションコスト', hp: 'ライフ',
      physical: '物理攻撃', magic: '魔法攻撃', atk: '攻撃力', rage: '怒気', rageValue: '怒気値', rageCard: '怒気カード', rageCost: '怒気コスト', summoned: 'このターンに召喚された', attacked: 'このターンに攻撃した回数', defense: '防御ターンに使える',
      effect: '効果', amount: '回復量', uses: '使用回数', passive: '受動効果（各ターンの始めにアクションコストを払う）', turn: 'このターンのアクションポイント', stored: 'アクションストック', card: 'カード', left: '残り回数', original: '元のキャラクター', legendary: 'レジェンドキャラクター', art: 'イラストの版',
    },
    problem: {
      idChars: '名前に使えるのは英字・数字・-・_ だけ。',
      twoIds: '{id|name}が2回以上出てくる。キャラクターにはそれぞれ別の名前が要る。',
      noCharacter: '{player|player}の場にキャラクターがいない。ゲームはもう終わっている（1-2.1）。',
      rageAndAction: '{id|name}は怒気カードで、怒気値で払う。アクションコストを同時には持たない（9-7）。',
      healAmount: '{id|name}はライフを回復するので、回復量を書く。',
      legendaryFields: '{id|name}はレジェンド召喚の媒介なので、レジェンドキャラクターと元のキャラクターを書く。',
    },
  },
  ui: {
    ...jaShared.ui,
    formAdd: 'キャラクターを加える', formAddCard: '手札に加える', legend: 'キャラクターとカード、その効果と数値は当サイトの例。原典はカードの種類を挙げるだけで、どのカードの数値も載せていない。例のカード「破呪」は、対抗した先のカード（チェーンですぐ下の1枚）か攻撃宣言を無効にする。無効にされたカードは効果を生じないが、1回使ったものとする。次はいずれも当サイトの解釈：チェーンの処理の順序（4-5）、攻撃を止めるのは直接妨げる対抗だけ（5-4）、ライフ0以下で墓地へ（5-5）、怒気値は攻撃が成功したときだけ得る（5-6）、防御ターンにはチェックマークのカードだけ（4-5.1）、回復はカードに記されたライフまでで、それを超えない（7-9。上限を99とする読み方に切り替え可）、怒気コストは1人のキャラクターが払う（9-7）。各項の編集注を参照。このサンドボックスでは各キャラクターは1枚だけ。このサンドボックスが扱うのは攻撃宣言とそのチェーンだけで、攻撃側が自分からタクティクスカードを使う場面はサンドボックス「対戦の流れ」にある。',
  },
  guards: {
    'a player has no character left': '一方の場にキャラクターがいなくなったとき',
    'the chain has resolved': 'チェーンをすべて処理したとき',
  },
  steps: {
    ...jaShared.steps,
    start: '{player|player}の攻撃ターン：メインバトルフェイズ。',
  },
};

export const attackWords: Record<'zh-hant' | 'ja', FlowWords> = { 'zh-hant': zhHant, ja };
