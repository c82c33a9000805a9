/**
 * What the 五行 sandbox says, per locale: each state's name, and a sentence for each log step.
 * The zh-hant table types the ja one, so a missing message is a type error.
 */
import { typeset } from '../../lib/typeset';
import type { LogEntry } from './context';

type Values = Record<string, string | number>;
/** The words a sentence may need besides its values. */
interface Vocabulary {
  elements: Record<string, string>;
  seat: (n: number) => string;
  team: (n: number) => string;
}
type Template = (v: Values, m: Vocabulary) => string;

const zhHant = {
  states: {
    turnStart: '回合開始',
    recovery: '回收棄牌',
    action: '行動',
    attack: '攻擊',
    active: '主動術式',
    'attack.declared': '攻擊:宣告與點數',
    'attack.passiveRevealed': '攻擊:上家的被動術式',
    'attack.damageDone': '攻擊:傷害',
    'active.declared': '主動術式:宣告',
    'active.passiveRevealed': '主動術式:上家的被動術式',
    'active.effectDone': '主動術式:效果',
    passive: '被動術式:覆蓋',
    noAction: '未行動',
    turnDraw: '回合抽牌',
    choosingDiscard: '回合抽牌:選擇棄牌',
    turnEnd: '回合結束',
    gameOver: '遊戲結束',
  },
  elements: { metal: '金行', wood: '木行', water: '水行', fire: '火行', earth: '土行', physical: '物理', special: '特殊' } as Record<string, string>,
  events: {
    'recover.take': '回收棄牌', 'recover.skip': '不回收', 'action.attack': '攻擊', 'action.active': '主動術式', 'action.passive': '覆蓋被動術式',
    'action.none': '不行動', 'step.continue': '繼續', 'draw.discard': '捨棄', 'turn.end': '結束回合',
  } as Record<string, string>,
  ui: { hand: '手牌', shield: '防護罩', passive: '蓋牌', life: '生命', deck: '牌堆', discardPile: '棄牌堆', drawn: '抽到', lastAction: '上回合', current: '回合玩家', upstream: '上家', cards: '使用的牌', element: '屬性', points: '點數', target: '目標', effect: '效果', shieldEffect: '建構防護罩', healEffect: '回復生命', noEffect: '無', cast: '施展', spell: '術式', none: '—', winner: '勝者' } as Record<string, string>,
  seat: (n: number) => `玩家 ${n + 1}`,
  team: (n: number) => `隊伍 ${'AB'[n]}`,
  steps: {
    setup: (v, m) => `${v.players} 人遊戲,兩隊交錯入座;由${m.team(Number(v.team))}的玩家行動。`,
    turnStart: (v, m) => `${m.seat(Number(v.seat))}的回合開始。`,
    preAction: () => '行動前:基礎規則略過此流程。',
    'recover.none': () => '上家上回合沒有回合抽牌的棄牌,無牌可回收。',
    'recover.take': (v) => `回收上家的棄牌 ${v.card}:扣除 ${v.cost} 點生命(剩 ${v.life}),該牌放回牌堆最上方。`,
    'recover.skip': () => '不回收棄牌。',
    'attack.declare': (v, m) => `宣告${m.elements[v.element]}攻擊並展示 ${v.cards};點數 ${v.points},目標為${m.seat(Number(v.target))}。`,
    'active.declare': (v) => `宣告主動術式並展示 ${v.cards}。`,
    'passive.set': (v) => `將 ${v.count} 張牌反面覆蓋為被動術式,不宣告名稱。`,
    'action.none': () => '無法行動:沒有手牌或受效果限制。',
    'passive.noneSet': () => '上家上回合沒有覆蓋被動術式。',
    'passive.reveal': (v, m) => `翻開${m.seat(Number(v.seat))}覆蓋的被動術式 ${v.cards} 並處理其效果,之後捨棄。`,
    'passive.revealUnprocessed': (v, m) => `翻開${m.seat(Number(v.seat))}覆蓋的被動術式 ${v.cards},因無行動可受影響,不處理效果並捨棄(本站解讀)。`,
    'effect.shield': (v, m) => `${m.seat(Number(v.seat))}建構 ${v.points} 點防護罩${Number(v.replaced) ? ',取代原有防護罩' : ''}。`,
    'effect.heal': (v, m) => `${m.team(Number(v.team))}回復 ${v.points} 點生命(現為 ${v.life})。`,
    'effect.none': () => '效果不影響生命、防護罩或手牌。',
    'damage.shield': (v, m) => `${m.seat(Number(v.seat))}的防護罩承受 ${v.amount} 點傷害${Number(v.gone) ? '並消滅' : `,剩 ${v.left} 點`};不扣生命,不發生生剋抵。`,
    'damage.heal': (v, m) => `相生:傷害改為回復,${m.team(Number(v.team))}回復 ${v.amount} 點(現為 ${v.life})。`,
    'damage.none': (v, m) => `${m.team(Number(v.team))}受到 ${v.amount} 點傷害(剩 ${v.life})。`,
    'damage.ke': (v, m) => `相剋:傷害 2 倍,${m.team(Number(v.team))}受到 ${v.amount} 點傷害(剩 ${v.life})。`,
    'damage.di': (v, m) => `相抵:傷害減半並無條件進位,${m.team(Number(v.team))}受到 ${v.amount} 點傷害(剩 ${v.life})。`,
    'effect.drawModifier': (v) => `本回合抽牌 ${Number(v.amount) > 0 ? '+' : ''}${v.amount}。`,
    'effect.selfDamage': (v, m) => `同時,${m.team(Number(v.team))}受到 ${v.amount} 點傷害(剩 ${v.life})。`,
    'action.discard': (v) => `將 ${v.cards} 捨棄至棄牌堆。`,
    'deck.reshuffle': (v) => `牌堆用盡:將棄牌堆 ${v.count} 張洗勻成為新牌堆。`,
    'draw.forbidden': () => '受效果限制,本回合不進行回合抽牌。',
    'draw.atLimit': (v) => `手牌 ${v.hand} 張已達上限 ${v.limit} 張,不進行回合抽牌。`,
    'draw.reveal': (v) => `回合抽牌 ${v.count} 張:抽取 ${Number(v.count) + 1} 張(${v.drawn}),須捨棄其中 1 張。`,
    'draw.discard': (v) => `捨棄 ${v.card}(下家可回收),其餘 ${v.kept} 加入手牌。`,
    turnEnd: (v, m) => `${m.seat(Number(v.seat))}的回合結束,輪到${m.seat(Number(v.next))}。`,
    gameOver: (v, m) => `生命值歸 0,遊戲結束:${m.team(Number(v.team))}獲勝。`,
    'gameOver.draw': () => '雙方生命值同時歸 0:平局。',
  } satisfies Record<string, Template>,
};

export type Messages = Vocabulary & {
  states: typeof zhHant.states;
  steps: Record<keyof typeof zhHant.steps, Template>;
  events: Record<string, string>;
  ui: Record<string, string>;
};

const ja = {
  states: {
    turnStart: 'ターン開始',
    recovery: '捨て札回収',
    action: '行動',
    attack: '攻撃',
    active: '能動術式',
    'attack.declared': '攻撃:宣言とポイント',
    'attack.passiveRevealed': '攻撃:上家の受動術式',
    'attack.damageDone': '攻撃:ダメージ',
    'active.declared': '能動術式:宣言',
    'active.passiveRevealed': '能動術式:上家の受動術式',
    'active.effectDone': '能動術式:効果',
    passive: '受動術式:伏せる',
    noAction: '行動なし',
    turnDraw: 'ターンドロー',
    choosingDiscard: 'ターンドロー:捨てる札を選ぶ',
    turnEnd: 'ターン終了',
    gameOver: 'ゲーム終了',
  },
  elements: { metal: '金行', wood: '木行', water: '水行', fire: '火行', earth: '土行', physical: '物理', special: '特殊' },
  events: {
    'recover.take': '捨て札を回収', 'recover.skip': '回収しない', 'action.attack': '攻撃', 'action.active': '能動術式', 'action.passive': '受動術式を伏せる',
    'action.none': '行動しない', 'step.continue': '続ける', 'draw.discard': '捨てる', 'turn.end': 'ターン終了',
  },
  ui: { hand: '手札', shield: 'シールド', passive: '伏せ札', life: 'ライフ', deck: '山札', discardPile: '捨て札置き場', drawn: '引いた札', lastAction: '直前', current: 'ターンプレイヤー', upstream: '上家', cards: '使う札', element: '属性', points: 'ポイント', target: '対象', effect: '効果', shieldEffect: 'シールドを展開', healEffect: 'ライフ回復', noEffect: 'なし', cast: '発動', spell: '術式', none: '—', winner: '勝者' },
  seat: (n: number) => `プレイヤー${n + 1}`,
  team: (n: number) => `チーム${'AB'[n]}`,
  steps: {
    setup: (v, m) => `${v.players}人戦、2チームが交互に着席。${m.team(Number(v.team))}のプレイヤーが行動する。`,
    turnStart: (v, m) => `${m.seat(Number(v.seat))}のターン開始。`,
    preAction: () => '行動前:基本ルールでは省略する。',
    'recover.none': () => '上家は直前のターンにターンドローの捨て札がないため、回収できる札はない。',
    'recover.take': (v) => `上家の捨て札 ${v.card} を回収:ライフを${v.cost}点失い(残り${v.life})、その札を山札の一番上に置く。`,
    'recover.skip': () => '捨て札を回収しない。',
    'attack.declare': (v, m) => `${m.elements[v.element]}攻撃を宣言し ${v.cards} を公開。ポイント${v.points}、対象は${m.seat(Number(v.target))}。`,
    'active.declare': (v) => `能動術式を宣言し ${v.cards} を公開。`,
    'passive.set': (v) => `${v.count}枚を裏向きに伏せて受動術式とする(名称は宣言しない)。`,
    'action.none': () => '行動できない:手札がないか、効果で禁じられている。',
    'passive.noneSet': () => '上家は直前のターンに受動術式を伏せていない。',
    'passive.reveal': (v, m) => `${m.seat(Number(v.seat))}の伏せた受動術式 ${v.cards} を表にし、効果を処理してから捨てる。`,
    'passive.revealUnprocessed': (v, m) => `${m.seat(Number(v.seat))}の伏せた受動術式 ${v.cards} を表にする。影響を受ける行動がないため効果は処理せずに捨てる(当サイトの解釈)。`,
    'effect.shield': (v, m) => `${m.seat(Number(v.seat))}が${v.points}点のシールドを展開${Number(v.replaced) ? '(元のシールドと置き換え)' : ''}。`,
    'effect.heal': (v, m) => `${m.team(Number(v.team))}がライフを${v.points}点回復(現在${v.life})。`,
    'effect.none': () => '効果はライフ、シールド、手札に影響しない。',
    'damage.shield': (v, m) => `${m.seat(Number(v.seat))}のシールドが${v.amount}点のダメージを受け${Number(v.gone) ? '、消滅する' : `、残り${v.left}点`}。ライフは減らず、生剋殺は生じない。`,
    'damage.heal': (v, m) => `相生:ダメージは回復に変わり、${m.team(Number(v.team))}が${v.amount}点回復(現在${v.life})。`,
    'damage.none': (v, m) => `${m.team(Number(v.team))}に${v.amount}点のダメージ(残り${v.life})。`,
    'damage.ke': (v, m) => `相剋:ダメージ2倍、${m.team(Number(v.team))}に${v.amount}点のダメージ(残り${v.life})。`,
    'damage.di': (v, m) => `相殺:ダメージは半分(切り上げ)、${m.team(Number(v.team))}に${v.amount}点のダメージ(残り${v.life})。`,
    'effect.drawModifier': (v) => `このターンのドロー${Number(v.amount) > 0 ? '+' : ''}${v.amount}。`,
    'effect.selfDamage': (v, m) => `同時に、${m.team(Number(v.team))}に${v.amount}点のダメージ(残り${v.life})。`,
    'action.discard': (v) => `${v.cards} を捨て札置き場に置く。`,
    'deck.reshuffle': (v) => `山札が尽きた:捨て札置き場の${v.count}枚をシャッフルして新しい山札とする。`,
    'draw.forbidden': () => '効果により、このターンはターンドローを行わない。',
    'draw.atLimit': (v) => `手札${v.hand}枚で上限${v.limit}枚に達しているため、ターンドローを行わない。`,
    'draw.reveal': (v) => `ターンドロー${v.count}枚:${Number(v.count) + 1}枚(${v.drawn})を引き、そのうち1枚を捨てる。`,
    'draw.discard': (v) => `${v.card} を捨てる(下家が回収できる)。残りの ${v.kept} を手札に加える。`,
    turnEnd: (v, m) => `${m.seat(Number(v.seat))}のターン終了。${m.seat(Number(v.next))}の番になる。`,
    gameOver: (v, m) => `ライフが0になりゲーム終了:${m.team(Number(v.team))}の勝利。`,
    'gameOver.draw': () => '両チームのライフが同時に0:引き分け。',
  },
} satisfies Messages;

export const MESSAGES: Record<'zh-hant' | 'ja', Messages> = { 'zh-hant': zhHant, ja };

/** A log entry as a sentence in the given locale. */
export function describeStep(entry: LogEntry, locale: keyof typeof MESSAGES): string {
  const m = MESSAGES[locale];
  const template = (m.steps as Record<string, Template | undefined>)[entry.step];
  if (!template) throw new Error(`No ${locale} message for the step "${entry.step}" (src/machines/wuxing/messages.ts).`);
  return typeset(template(entry.values ?? {}, m));
}

/** A state value (`{ attack: 'declared' }`) as its name in the given locale. */
export function describeState(value: unknown, locale: keyof typeof MESSAGES): string {
  const path = typeof value === 'string' ? value : Object.entries(value as Record<string, string>).map(([k, v]) => `${k}.${v}`)[0];
  return typeset((MESSAGES[locale].states as Record<string, string>)[path] ?? path);
}
