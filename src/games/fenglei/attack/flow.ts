/** 風雷卡牌's attack declaration and response chain as a sandbox flow: machine, words, and the summary rulings check. */
import { ATTACK_NOT_PLAYED } from '../not-played';
import { defineFlow, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { attackMachine, type AttackEvent } from './machine';
import type { AttackSummary } from './schemas';
import { attackWords } from './words';
import { summarizeAttack } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', hp: '場上角色的生命值', rage: '場上角色的怒氣值', graveyard: '墓地', action: '行動值', chain: '連鎖上的卡牌（由下往上）', winner: '勝者', stopsAt: '停在「{s}」', value: '{id} {n}', purse: '{p}：本回合 {turn}、行動槽 {stored}', attack: '{id}的攻擊宣言', nobody: '尚未分出勝負', list: '、', none: '無' },
  ja: { state: '流れ', hp: '場のキャラクターのライフ', rage: '場のキャラクターの怒気値', graveyard: '墓地', action: 'アクションポイント', chain: 'チェーン上のカード（下から）', winner: '勝者', stopsAt: '「{s}」で止まる', value: '{id} {n}', purse: '{p}：このターン{turn}、アクションストック{stored}', attack: '{id}の攻撃宣言', nobody: 'まだ勝負はついていない', list: '、', none: 'なし' },
};

/** A ruling's expected item in the page's language. */
export function describeAttack(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = attackWords[locale];
  const name = (id: string) => (id.startsWith('attack:') ? fill(t.attack, { id: tableWord(words, 'name', id.slice(7)) }, {}) : tableWord(words, 'name', id));
  const list = (ids: string[]) => (ids.length ? ids.map(name).join(t.list) : t.none);
  const text = (() => {
    switch (key as keyof AttackSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'hp':
      case 'rage': return Object.entries(value as Record<string, number>).map(([id, n]) => fill(t.value, { id: name(id), n }, {})).join(t.list) || t.none;
      case 'graveyard': return (value as string[][]).map((ids, p) => `${tableWord(words, 'player', p)}:${list(ids)}`).join(t.list);
      case 'action': return (value as { turn: number; stored: number }[]).map((x, p) => fill(t.purse, { p: tableWord(words, 'player', p), turn: x.turn, stored: x.stored }, {})).join(t.list);
      case 'chain': return list(value as string[]);
      case 'winner': return value === null ? t.nobody : tableWord(words, 'player', String(value));
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/fenglei/attack/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

/** The flow's starting position: player 1 attacks; both players' characters, hands and action values (the cards are the site's examples). */
const defaultSetup = {
  attacker: 0,
  characters: [
    { id: 'aida', owner: 0, summon: 3, hp: 8, physical: { atk: 3, cost: 2 }, magic: { atk: 1, cost: 3 }, rage: 0 },
    { id: 'hulun', owner: 0, summon: 2, hp: 6, physical: { atk: 2, cost: 1 }, magic: { atk: 2, cost: 2 }, rage: 0 },
    { id: 'xiaozhen', owner: 1, summon: 3, hp: 5, physical: { atk: 3, cost: 2 }, magic: { atk: 1, cost: 2 }, rage: 1 },
    { id: 'beiding', owner: 1, summon: 4, hp: 9, physical: { atk: 2, cost: 2 }, magic: { atk: 3, cost: 3 }, rage: 0 },
  ],
  hands: [
    [
      { id: 'break-spell', cost: 2, defense: true, effect: 'cancel' },
      { id: 'war-cry', cost: 1, defense: false, effect: 'other' },
    ],
    [
      { id: 'mind-lock', cost: 2, defense: true, effect: 'stop' },
      { id: 'moon-herb', cost: 1, defense: true, effect: 'heal', amount: 3 },
      { id: 'rage-guard', rage: 1, defense: true, effect: 'stop' },
      { id: 'fire-ball', cost: 2, defense: false, effect: 'other' },
    ],
  ],
  action: [{ turn: 8, stored: 0 }, { turn: 4, stored: 1 }],
};

const attack = (by: string, target: string, kind: 'physical' | 'magic' = 'physical'): AttackEvent => ({ type: 'attack.declare', by, target, kind });
const respond = (card: string, more: { target?: string; payer?: string } = {}): AttackEvent => ({ type: 'respond', card, ...more });
const DECLARED = [attack('aida', 'xiaozhen')];

/**
 * Every kind of refusal of the attack declaration and its chain, with the clauses whose text
 * forbids it (read in content/games/fenglei/zh-hant/) and a line that ends in it.
 */
const refusals = refusalRows<AttackEvent>([
  { step: 'refuse.action', clauses: ['4-4'], what: 'an attack whose action cost is above the action value held', example: { setup: { ...defaultSetup, action: [{ turn: 1, stored: 0 }, defaultSetup.action[1]] }, events: [], refused: attack('aida', 'xiaozhen') } },
  { step: 'refuse.notYours', clauses: ['5-2'], what: 'an attack by a character that is not the attacker’s', example: { events: [], refused: attack('xiaozhen', 'aida') } },
  { step: 'refuse.target', clauses: ['5-2'], what: 'an attack on a character that is not the opponent’s', example: { events: [], refused: attack('aida', 'hulun') } },
  { step: 'refuse.attacked', clauses: ['5-1'], what: 'a second attack by one character in a turn', example: { events: [...DECLARED, { type: 'chain.pass' }, { type: 'step.continue' }], refused: attack('aida', 'beiding') } },
  { step: 'refuse.summoned', clauses: ['9-9'], what: 'an attack by a character summoned this turn', example: { setup: { ...defaultSetup, characters: defaultSetup.characters.map((c) => (c.id === 'hulun' ? { ...c, summoned: true } : c)) }, events: [], refused: attack('hulun', 'beiding') } },
  { step: 'refuse.defenseTurn', clauses: ['4-5.1', '9-2'], what: 'a ⊘ card in the defense turn', example: { events: DECLARED, refused: respond('fire-ball') } },
  { step: 'refuse.healTarget', clauses: ['8-8'], what: 'a heal with no character on the field to heal', example: { events: DECLARED, refused: respond('moon-herb') } },
  { step: 'refuse.ragePayer', clauses: ['9-7'], what: 'a rage cost paid from the opponent’s character', example: { events: DECLARED, refused: respond('rage-guard', { payer: 'aida' }) } },
  { step: 'refuse.rage', clauses: ['9-7'], what: 'a rage cost above the payer’s rage', example: { events: DECLARED, refused: respond('rage-guard', { payer: 'beiding' }) } },
  { step: 'refuse.reviveTarget', clauses: ['8-8'], what: 'a return from the graveyard naming a character that is not in the player’s graveyard', example: { setup: { ...defaultSetup, hands: [defaultSetup.hands[0], [...defaultSetup.hands[1], { id: 'soul-charm', cost: 2, defense: true, effect: 'revive' }]] }, events: DECLARED, refused: respond('soul-charm', { target: 'xiaozhen' }) } },
  { step: 'refuse.notHeld', clauses: ['4-5', '4-4'], note: '4-4', what: 'a response with a card the responder holds in neither hand nor field (4-4’s note: cards are used from the hand, the site’s reading)', example: { events: DECLARED, refused: respond('war-cry') } },
  { step: 'refuse.responseFromField', clauses: ['4-5'], note: '4-5', what: 'a response with a multi-use card of the responder’s on the field (responses come from the hand: the site’s reading)', example: { setup: { ...defaultSetup, field: [{ card: { id: 'potion-jar', cost: 2, defense: false, effect: 'heal', amount: 1, uses: 3 }, owner: 1, left: 2 }] }, events: DECLARED, refused: respond('potion-jar', { target: 'xiaozhen' }) } },
  { step: 'refused.notHere', clauses: ['4-5'], what: 'a new attack, or the end of the turn, while the chain is open', example: { events: DECLARED, refused: { type: 'turn.end' } } },
]);

export default defineFlow({
  title: { 'zh-hant': '攻擊宣言與連鎖', ja: '攻撃宣言とチェーン' },
  summary: {
    'zh-hant': '攻擊方指定自己的一個角色與對方的一個目標，選擇物理或魔法攻擊並支付行動費用；防守方可以反制，接著攻擊方，直到有一方不再反制。連鎖疊成一疊：直接干擾攻擊的卡牌先處理，攻擊成功時目標獲得 1 點怒氣值並受到傷害，其他卡牌（例如月之草）在傷害之後才生效。回復能否超過卡牌上印的生命值（7-9）可以切換讀法。',
    ja: '攻撃側は自分のキャラクター1人と相手の対象1人を指定し、物理か魔法の攻撃を選んでアクションコストを払う。防御側が対抗でき、次に攻撃側、と一方が対抗しなくなるまで続く。チェーンは積み重なり、攻撃を直接妨げるカードが先に処理され、攻撃が成功すると対象は怒気値1点を得てダメージを受け、その他のカード（月の草など）はダメージの後に効果が生じる。回復がカードに記されたライフを超えるか（7-9）は読み方を切り替えられる。',
  },
  defaultSetup,
  machine: attackMachine,
  summarize: summarizeAttack,
  describeExpectation: describeAttack,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    graveyard: ['players', 'events'],
    action: 'players',
    chain: { 'zh-hant': '從連鎖的起點（攻擊或第一張牌）起，依加入的順序', ja: 'チェーンの起点(攻撃か最初のカード)から、加わった順' },
  },
  words: attackWords,
  refusals,
  notPlayed: ATTACK_NOT_PLAYED,
});
