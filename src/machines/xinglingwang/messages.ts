/** What the 防守階段 sandbox says, per locale: each state's name and a sentence per log step. */
import { typeset } from '../../lib/typeset';
import type { LogEntry } from './defense';

type Values = Record<string, string | number>;
type Template = (v: Values, m: { player: (n: number) => string }) => string;

const zhHant = {
  states: {
    phaseStart: '防守階段開始',
    nextAttacker: '下一個進攻單位',
    window: '戰鬥結算前',
    winnerEffects: '戰鬥成功方的效果',
    loserEffects: '戰鬥失敗方的效果',
    destructionDone: '戰鬥破壞判定',
    sneakChoice: '偷襲:是否回手牌',
    phaseEnd: '防守階段結束',
    skipped: '跳過防守階段',
    start: '選擇進攻宣言',
    beforeFirst: '進攻前(可發動效果)',
    declaring: '進攻宣言中',
    done: '進攻宣言完畢',
    cannotDeclare: '無法進攻宣言',
  } as Record<string, string>,
  events: { 'window.pass': '不發動效果(讓過)', 'step.continue': '繼續', 'sneak.return': '回手牌(偷襲成功)', 'sneak.stay': '不回手牌', 'effect.use': '發動效果', 'attack.declare': '使其進攻', 'effect.remove': '以恰好符合時機的效果移除', 'attack.finish': '結束進攻宣言' } as Record<string, string>,
  player: (n: number) => (n === 0 ? '先手玩家' : '後手玩家'),
  steps: {
    phaseStart: (v, m) => `${m.player(Number(v.player))}的防守階段開始。`,
    phaseSkipped: () => '敵方場上沒有處於進攻的單位,跳過防守階段。',
    'attacker.next': (v) => `依戰線順序結算 ${v.unit} 的進攻:防守單位為 ${v.targets}。`,
    'attacker.noTarget': (v) => `${v.unit} 前方沒有可進攻的敵方單位,立刻轉正。`,
    'window.pass': (v, m) => `${m.player(Number(v.player))}不發動效果、不使用卡牌。`,
    'battle.attackerWins': (v) => `${v.attacker} 的攻擊力大於等於 ${v.defender}:進攻方戰鬥成功。`,
    'battle.defenderWins': (v) => `${v.attacker} 的攻擊力小於 ${v.defender}:防守方戰鬥成功。`,
    'effects.winner': () => '戰鬥成功方發動效果與使用卡牌。',
    'effects.loser': () => '戰鬥失敗方發動效果與使用卡牌。',
    'pierce.next': () => '貫穿:接著結算與後排單位的戰鬥。',
    destroyed: (v) => `${v.unit} 被戰鬥破壞,進入墓地。`,
    notDestroyed: (v) => `${v.unit} 未被戰鬥破壞。`,
    'sneak.return': (v) => `${v.unit} 偷襲成功,回到手牌。`,
    'attacker.sideways': (v) => `橫放進攻單位 ${v.unit}。`,
    'battle.done': () => '該次戰鬥結算完畢。',
    phaseEnd: () => '防守階段結束:「本次戰鬥」「本次進攻」的效果失效。',
    'declare.start': () => '選擇進攻宣言:進攻為連貫動作,只能在使第一個單位進攻前發動效果或使用卡牌。',
    'declare.none': () => '沒有任何直立單位前方有可進攻的敵方單位:不能選擇進攻宣言(本站解讀)。',
    'declare.effect': () => '在第一個單位進攻前發動效果。',
    'declare.glide': (v) => `滑行:${v.unit} 先移到戰線 ${v.line} 的${v.row === 'front' ? '前排' : '後排'},從那裡進攻。`,
    'declare.attack': (v) => `${v.unit} 轉為進攻狀態。`,
    'declare.removed': (v) => `${v.unit} 因恰好符合時機的效果離場。`,
    'declare.lostTarget': (v) => `${v.unit} 前方已沒有敵方單位,立刻轉正。`,
    'declare.finish': () => '進攻宣言結束;進攻單位將在敵方下回合的防守階段結算戰鬥。',
  } satisfies Record<string, Template>,
};

type Messages = { states: Record<string, string>; events: Record<string, string>; player: (n: number) => string; steps: Record<keyof typeof zhHant.steps, Template> };

const ja: Messages = {
  states: {
    phaseStart: '防御フェイズ開始',
    nextAttacker: '次の進攻ユニット',
    window: '戦闘解決前',
    winnerEffects: '戦闘に勝った側の効果',
    loserEffects: '戦闘に負けた側の効果',
    destructionDone: '戦闘破壊の判定',
    sneakChoice: '奇襲:手札に戻すか',
    phaseEnd: '防御フェイズ終了',
    skipped: '防御フェイズをスキップ',
    start: '進攻宣言を選ぶ',
    beforeFirst: '進攻前(効果を使える)',
    declaring: '進攻宣言中',
    done: '進攻宣言の終了',
    cannotDeclare: '進攻宣言できない',
  },
  events: { 'window.pass': '効果を使わない(パス)', 'step.continue': '続ける', 'sneak.return': '手札に戻す(奇襲成功)', 'sneak.stay': '戻さない', 'effect.use': '効果を使う', 'attack.declare': '進攻させる', 'effect.remove': 'ジャストタイミングの効果で除く', 'attack.finish': '進攻宣言を終える' },
  player: (n: number) => (n === 0 ? '先攻プレイヤー' : '後攻プレイヤー'),
  steps: {
    phaseStart: (v, m) => `${m.player(Number(v.player))}の防御フェイズ開始。`,
    phaseSkipped: () => '相手の場にアタック状態のユニットがないため、防御フェイズをスキップする。',
    'attacker.next': (v) => `戦線順に ${v.unit} の進攻を解決する。防御ユニットは ${v.targets}。`,
    'attacker.noTarget': (v) => `${v.unit} の前方に進攻できる相手ユニットがないため、すぐに起こす。`,
    'window.pass': (v, m) => `${m.player(Number(v.player))}は効果を発動せず、カードも使わない。`,
    'battle.attackerWins': (v) => `${v.attacker} の攻撃力は ${v.defender} 以上:進攻側の戦闘成功。`,
    'battle.defenderWins': (v) => `${v.attacker} の攻撃力は ${v.defender} 未満:防御側の戦闘成功。`,
    'effects.winner': () => '戦闘に勝った側が効果を発動し、カードを使う。',
    'effects.loser': () => '戦闘に負けた側が効果を発動し、カードを使う。',
    'pierce.next': () => '貫通:続いて後列のユニットとの戦闘を解決する。',
    destroyed: (v) => `${v.unit} は戦闘で破壊され、墓地に置かれる。`,
    notDestroyed: (v) => `${v.unit} は戦闘で破壊されない。`,
    'sneak.return': (v) => `${v.unit} は奇襲に成功し、手札に戻る。`,
    'attacker.sideways': (v) => `進攻ユニット ${v.unit} をレストにする。`,
    'battle.done': () => 'この戦闘の解決を終える。',
    phaseEnd: () => '防御フェイズ終了:「この戦闘」「この進攻」の効果はなくなる。',
    'declare.start': () => '進攻宣言を選ぶ:進攻は一連の動作で、最初のユニットを進攻させる前にだけ効果やカードを使える。',
    'declare.none': () => '前方に進攻できる相手ユニットがいるスタンドのユニットがないため、進攻宣言は選べない(当サイトの解釈)。',
    'declare.effect': () => '最初のユニットを進攻させる前に効果を使う。',
    'declare.glide': (v) => `スライド:${v.unit} はまず戦線${v.line}の${v.row === 'front' ? '前列' : '後列'}に移動し、そこから進攻する。`,
    'declare.attack': (v) => `${v.unit} をアタック状態にする。`,
    'declare.removed': (v) => `${v.unit} はジャストタイミングの効果で退場する。`,
    'declare.lostTarget': (v) => `${v.unit} の前方に相手ユニットがいなくなったため、すぐに起こす。`,
    'declare.finish': () => '進攻宣言を終える。進攻ユニットは相手の次のターンの防御フェイズで戦闘を解決する。',
  },
};

const MESSAGES: Record<'zh-hant' | 'ja', Messages> = { 'zh-hant': zhHant, ja };

export function describeDefenseStep(entry: LogEntry, locale: 'zh-hant' | 'ja'): string {
  const m = MESSAGES[locale];
  const template = (m.steps as Record<string, Template | undefined>)[entry.step];
  if (!template) throw new Error(`No ${locale} message for the step "${entry.step}" (src/machines/xinglingwang/messages.ts).`);
  return typeset(template(entry.values ?? {}, m));
}

export function describeDefenseState(value: unknown, locale: 'zh-hant' | 'ja'): string {
  return typeset(MESSAGES[locale].states[String(value)] ?? String(value));
}

export const defenseEventLabel = (event: { type: string }, locale: 'zh-hant' | 'ja') => typeset(MESSAGES[locale].events[event.type] ?? event.type);
