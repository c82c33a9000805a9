/**
 * What the 星靈王 turn sandbox says, per locale. The 防守階段 and 進攻宣言 inside a turn log the
 * defense and declare machines' own steps, which their messages (messages.ts) describe.
 */
import { typeset } from '../../lib/typeset';
import type { LogEntry } from '../log';
import { statePath } from '../state-path';
import { defenseEventLabel, describeDefenseStep } from './messages';

type Values = Record<string, string | number>;
type Words = { player: (n: number) => string; row: (r: string | number) => string; condition: (c: string | number) => string };
type Template = (v: Values, m: Words) => string;

const zhWords: Words = {
  player: (n) => (n === 0 ? '先手玩家' : '後手玩家'),
  row: (r) => (r === 'front' ? '前排' : '後排'),
  condition: (c) => (c === 'score' ? '分數達到 15 分' : '場上單位比敵方至少多 3 個'),
};
const jaWords: Words = {
  player: (n) => (n === 0 ? '先攻プレイヤー' : '後攻プレイヤー'),
  row: (r) => (r === 'front' ? '前列' : '後列'),
  condition: (c) => (c === 'score' ? 'スコアが15点以上' : '場のユニットが相手より3体以上多い'),
};

const zhHant = {
  states: {
    draw: '抽牌階段',
    defense: '防守階段',
    mainStart: '主要階段開始前',
    summon: '召喚階段',
    'summon.choose': '召喚階段:打出單位或召喚小旅人',
    'summon.tributes': '召喚階段:選擇祭品',
    'summon.place': '召喚階段:選擇入場位置',
    tactic: '戰術階段',
    'tactic.check': '戰術階段:是否跳過',
    'tactic.choose': '戰術階段:戰術佈陣或進攻宣言',
    'tactic.deploy': '戰術佈陣',
    'tactic.deploy.bring': '戰術佈陣:打出無需祭品的單位或召喚小旅人',
    'tactic.deploy.place': '戰術佈陣:選擇入場位置',
    'tactic.deploy.arrange': '戰術佈陣:移動單位',
    'tactic.deploy.moving': '戰術佈陣:選擇移動到的位置',
    'tactic.attack': '進攻宣言',
    end: '結束階段',
    'end.handLimit': '結束階段:檢查手牌上限',
    'end.earlyEnd': '結束階段:是否宣告提早結束',
    'end.turnEnd': '結束階段:回合結束',
    gameOver: '遊戲結束',
  } as Record<string, string>,
  events: {
    'unit.play': '打出',
    'traveller.summon': '召喚小旅人',
    'summon.end': '宣告結束召喚階段',
    'tribute.choose': '選為祭品',
    'unit.place': '放置於',
    'tactic.deploy': '選擇戰術佈陣',
    'tactic.attack': '選擇進攻宣言',
    'deploy.effect': '佈陣前發動效果',
    'deploy.pick': '移動',
    'deploy.to': '移到',
    'deploy.finish': '結束佈陣',
    'hand.exile': '除外',
    'earlyEnd.declare': '宣告提早結束',
    'earlyEnd.pass': '不宣告提早結束',
  } as Record<string, string>,
  steps: {
    'turn.start': (v, m) => `第 ${v.turn} 回合:${m.player(Number(v.player))}的回合開始。`,
    'turn.draw': (v, m) => `${m.player(Number(v.player))}抽 2 張牌:${v.cards}。`,
    'turn.drawShort': (v, m) => (Number(v.count) === 0 ? `${m.player(Number(v.player))}的牌庫沒有牌,不抽牌(本站解讀)。` : `${m.player(Number(v.player))}的牌庫只剩 ${v.count} 張,抽出:${v.cards}(本站解讀)。`),
    'earlyEnd.holds': (v, m) => `主要階段開始前:${m.player(Number(v.player))}所宣告的條件「${m.condition(v.condition)}」仍然成立,遊戲提早結束。`,
    'earlyEnd.fails': (v, m) => `主要階段開始前:${m.player(Number(v.player))}所宣告的條件「${m.condition(v.condition)}」已不成立,遊戲照常繼續。`,
    'game.over': (v, m) => `分數 ${v.score0} 比 ${v.score1}:${m.player(Number(v.winner))}分數較高,獲勝。`,
    'game.tie': (v) => `分數 ${v.score0} 比 ${v.score1},雙方相同:由後手玩家獲勝。`,
    'summon.start': () => '召喚階段:必須從手牌打出 1 個單位,或從森林召喚 1 個小旅人。',
    'tribute.reveal': (v) => `展示紅色星星單位 ${v.card}:須選擇 ${v.count} 個己方單位作為祭品。`,
    'unit.chosen': (v) => `從手牌打出 ${v.card}。`,
    'unit.blueStar': (v) => `展示藍色星星單位 ${v.card}:藍框內的條件已滿足,可以打出。`,
    'traveller.chosen': () => '從森林召喚 1 個小旅人。',
    'tribute.chosen': (v) => `選擇 ${v.unit} 作為祭品。`,
    'tribute.sacrificed': (v) => `依戰線順序獻祭 ${v.unit}(處理其被獻祭時的效果),送入墓地。`,
    'tribute.traveller': (v) => `依戰線順序獻祭小旅人 ${v.unit},改為放回森林。`,
    'unit.played': (v, m) => `${v.unit} 以直立狀態入場於戰線 ${v.line} 的${m.row(v.row)},處理其立即效果。`,
    'unit.traveller': (v, m) => `小旅人 ${v.unit} 以直立狀態入場於戰線 ${v.line} 的${m.row(v.row)}。`,
    'summon.none': () => '場上已無空位,無法打出或召喚單位:宣告結束召喚階段。',
    'tactic.skippedFirst': () => '先手玩家的第 1 回合:跳過戰術階段。',
    'tactic.skippedLast': () => '倒數階段的最後 1 回合:跳過戰術階段。',
    'tactic.deploy': () => '選擇戰術佈陣:須先打出 1 個無需祭品的單位,或召喚 1 個小旅人。',
    'tactic.attack': () => '選擇進攻宣言。',
    'deploy.direct': () => '場上已無空位,無法打出或召喚單位:直接進行佈陣。',
    'deploy.effect': () => '在移動任何單位之前發動效果。',
    'deploy.move': (v, m) => `${v.unit} 移到戰線 ${v.line} 的${m.row(v.row)}。`,
    'deploy.swap': (v, m) => `${v.unit} 移到戰線 ${v.line} 的${m.row(v.row)},與 ${v.other} 互換位置。`,
    'deploy.done': () => '佈陣結束。',
    'end.start': () => '結束階段:處理結束階段時的效果。',
    'hand.exiled': (v) => `手牌超過 10 張:將 ${v.card} 除外(不發動效果)。`,
    'hand.checked': (v) => `檢查手牌上限:手牌 ${v.count} 張,未超過 10 張。`,
    'countdown.not': () => '牌庫仍有牌:不進入倒數階段。',
    'countdown.begins': () => '牌庫已經沒有牌:進入倒數階段。',
    'countdown.flip': (v) => `倒數階段:將 ${v.star} 號星星戰線牌翻面。`,
    'earlyEnd.declared': (v, m) => `${m.player(Number(v.player))}依據「${m.condition(v.condition)}」宣告提早結束;將在其下一回合的主要階段開始前檢查。`,
    'earlyEnd.passed': () => '不宣告提早結束。',
    'earlyEnd.countdown': () => '已進入倒數階段:不得宣告提早結束。',
    'earlyEnd.unmet': () => '分數未達 15 分,場上單位也沒有比敵方多 3 個:不能宣告提早結束。',
    'countdown.ends': () => '1 號星星戰線牌已翻面:遊戲結束。',
    'turn.end': (v, m) => `${m.player(Number(v.player))}的回合結束。`,
  } satisfies Record<string, Template>,
};

type Messages = { states: Record<string, string>; events: Record<string, string>; steps: Record<keyof typeof zhHant.steps, Template> };

const ja: Messages = {
  states: {
    draw: 'ドローフェイズ',
    defense: '防御フェイズ',
    mainStart: 'メインフェイズ開始前',
    summon: '召喚フェイズ',
    'summon.choose': '召喚フェイズ:ユニットをプレイするか旅人トークンを召喚',
    'summon.tributes': '召喚フェイズ:生贄を選ぶ',
    'summon.place': '召喚フェイズ:登場する位置を選ぶ',
    tactic: '戦術フェイズ',
    'tactic.check': '戦術フェイズ:スキップするか',
    'tactic.choose': '戦術フェイズ:布陣か進攻宣言か',
    'tactic.deploy': '布陣',
    'tactic.deploy.bring': '布陣:生贄不要のユニットをプレイするか旅人トークンを召喚',
    'tactic.deploy.place': '布陣:登場する位置を選ぶ',
    'tactic.deploy.arrange': '布陣:ユニットを移動する',
    'tactic.deploy.moving': '布陣:移動先を選ぶ',
    'tactic.attack': '進攻宣言',
    end: 'エンドフェイズ',
    'end.handLimit': 'エンドフェイズ:手札上限の確認',
    'end.earlyEnd': 'エンドフェイズ:早期終了宣言をするか',
    'end.turnEnd': 'エンドフェイズ:ターン終了',
    gameOver: 'ゲーム終了',
  },
  events: {
    'unit.play': 'プレイ',
    'traveller.summon': '旅人トークンを召喚',
    'summon.end': '召喚フェイズの終了を宣言',
    'tribute.choose': '生贄に選ぶ',
    'unit.place': '置く',
    'tactic.deploy': '布陣を選ぶ',
    'tactic.attack': '進攻宣言を選ぶ',
    'deploy.effect': '布陣の前に効果を使う',
    'deploy.pick': '移動',
    'deploy.to': '移動先',
    'deploy.finish': '布陣を終える',
    'hand.exile': '除外',
    'earlyEnd.declare': '早期終了宣言',
    'earlyEnd.pass': '早期終了宣言をしない',
  },
  steps: {
    'turn.start': (v, m) => `第${v.turn}ターン:${m.player(Number(v.player))}のターン開始。`,
    'turn.draw': (v, m) => `${m.player(Number(v.player))}はカードを2枚引く:${v.cards}。`,
    'turn.drawShort': (v, m) => (Number(v.count) === 0 ? `${m.player(Number(v.player))}の山札にカードがないため、引かない(当サイトの解釈)。` : `${m.player(Number(v.player))}の山札は残り${v.count}枚で、それを引く:${v.cards}(当サイトの解釈)。`),
    'earlyEnd.holds': (v, m) => `メインフェイズ開始前:${m.player(Number(v.player))}が宣言した条件「${m.condition(v.condition)}」はなお満たされているため、ゲームは早期に終了する。`,
    'earlyEnd.fails': (v, m) => `メインフェイズ開始前:${m.player(Number(v.player))}が宣言した条件「${m.condition(v.condition)}」は満たされなくなったため、ゲームは通常どおり続く。`,
    'game.over': (v, m) => `スコア ${v.score0} 対 ${v.score1}:スコアの高い${m.player(Number(v.winner))}の勝利。`,
    'game.tie': (v) => `スコア ${v.score0} 対 ${v.score1} の同点:後攻プレイヤーの勝利。`,
    'summon.start': () => '召喚フェイズ:手札からユニットを1体プレイするか、森から旅人トークンを1体召喚しなければならない。',
    'tribute.reveal': (v) => `赤い星のユニット ${v.card} を公開する。自分のユニットを${v.count}体、生贄に選ばなければならない。`,
    'unit.chosen': (v) => `手札から ${v.card} をプレイする。`,
    'unit.blueStar': (v) => `青い星のユニット ${v.card} を公開する。青枠内の条件を満たしているので、プレイできる。`,
    'traveller.chosen': () => '森から旅人トークンを1体召喚する。',
    'tribute.chosen': (v) => `${v.unit} を生贄に選ぶ。`,
    'tribute.sacrificed': (v) => `戦線順に ${v.unit} を生贄に捧げ(生贄に捧げられた時の効果を処理し)、墓地に置く。`,
    'tribute.traveller': (v) => `戦線順に旅人トークン ${v.unit} を生贄に捧げ、代わりに森に戻す。`,
    'unit.played': (v, m) => `${v.unit} が戦線${v.line}の${m.row(v.row)}にスタンド状態で登場し、その即時効果を処理する。`,
    'unit.traveller': (v, m) => `旅人トークン ${v.unit} が戦線${v.line}の${m.row(v.row)}にスタンド状態で登場する。`,
    'summon.none': () => '場に空いている位置がなく、ユニットをプレイも召喚もできない:召喚フェイズの終了を宣言する。',
    'tactic.skippedFirst': () => '先攻プレイヤーの1ターン目:戦術フェイズをスキップする。',
    'tactic.skippedLast': () => 'カウントダウンフェイズの最後の1ターン:戦術フェイズをスキップする。',
    'tactic.deploy': () => '布陣を選ぶ。まず生贄を必要としないユニットを1体プレイするか、旅人トークンを1体召喚する。',
    'tactic.attack': () => '進攻宣言を選ぶ。',
    'deploy.direct': () => '場に空いている位置がなく、ユニットをプレイも召喚もできない:そのまま布陣を行う。',
    'deploy.effect': () => 'ユニットを移動させる前に効果を使う。',
    'deploy.move': (v, m) => `${v.unit} を戦線${v.line}の${m.row(v.row)}に移動する。`,
    'deploy.swap': (v, m) => `${v.unit} を戦線${v.line}の${m.row(v.row)}に移動し、${v.other} と位置を交換する。`,
    'deploy.done': () => '布陣を終える。',
    'end.start': () => 'エンドフェイズ:エンドフェイズ時の効果を処理する。',
    'hand.exiled': (v) => `手札が10枚を超えている:${v.card} を除外する(効果は発動しない)。`,
    'hand.checked': (v) => `手札上限の確認:手札は${v.count}枚で、10枚を超えていない。`,
    'countdown.not': () => '山札にカードが残っている:カウントダウンフェイズには入らない。',
    'countdown.begins': () => '山札にカードがない:カウントダウンフェイズに入る。',
    'countdown.flip': (v) => `カウントダウンフェイズ:${v.star}番の星の戦線カードを裏返す。`,
    'earlyEnd.declared': (v, m) => `${m.player(Number(v.player))}は「${m.condition(v.condition)}」に基づいて早期終了宣言を行う。次のターンのメインフェイズ開始前に確認する。`,
    'earlyEnd.passed': () => '早期終了宣言をしない。',
    'earlyEnd.countdown': () => 'すでにカウントダウンフェイズに入っている:早期終了宣言はできない。',
    'earlyEnd.unmet': () => 'スコアは15点未満で、場のユニットも相手より3体以上多くはない:早期終了宣言はできない。',
    'countdown.ends': () => '1番の星の戦線カードが裏返っている:ゲーム終了。',
    'turn.end': (v, m) => `${m.player(Number(v.player))}のターン終了。`,
  },
};

const MESSAGES: Record<'zh-hant' | 'ja', Messages> = { 'zh-hant': zhHant, ja };
const WORDS = { 'zh-hant': zhWords, ja: jaWords };

/** A turn step, or a step of the 防守階段 or 進攻宣言 inside it. */
export function describeTurnStep(entry: LogEntry, locale: 'zh-hant' | 'ja'): string {
  const template = (MESSAGES[locale].steps as Record<string, Template | undefined>)[entry.step];
  if (!template) return describeDefenseStep(entry, locale);
  return typeset(template(entry.values ?? {}, WORDS[locale]));
}

export function describeTurnState(value: unknown, locale: 'zh-hant' | 'ja'): string {
  const path = statePath(value);
  return typeset(MESSAGES[locale].states[path] ?? path);
}

export const turnEventLabel = (event: { type: string }, locale: 'zh-hant' | 'ja') =>
  MESSAGES[locale].events[event.type] !== undefined ? typeset(MESSAGES[locale].events[event.type]) : defenseEventLabel(event, locale);

export const turnWords = WORDS;
