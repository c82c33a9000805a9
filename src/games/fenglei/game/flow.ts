/** 風雷卡牌's game (character selection and the battle phase's turns) as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { gameMachine, type GameEvent } from './machine';
import type { GameSummary } from './schemas';
import { gameWords } from './words';
import { summarizeGame } from './summary';

const LABELS = {
  'zh-hant': { state: '流程', turn: '回合', attacker: '攻擊方', characters: '場上的角色', hp: '生命值', hands: '手牌', decks: '戰術牌組', action: '行動值', graveyard: '墓地', field: '場上的多次使用卡牌', winner: '勝者', stopsAt: '停在「{s}」', turnNo: '第 {n} 回合', count: '{p} {n} 張', purse: '{p}：本回合 {turn}、行動槽 {stored}', value: '{id} {n}', nobody: '尚未分出勝負', list: '、', none: '無' },
  ja: { state: '流れ', turn: 'ターン', attacker: '攻撃側', characters: '場のキャラクター', hp: 'ライフ', hands: '手札', decks: 'タクティクスデッキ', action: 'アクションポイント', graveyard: '墓地', field: '場にある複数回使えるカード', winner: '勝者', stopsAt: '「{s}」で止まる', turnNo: '第{n}ターン', count: '{p} {n}枚', purse: '{p}：このターン{turn}、アクションストック{stored}', value: '{id} {n}', nobody: 'まだ勝負はついていない', list: '、', none: 'なし' },
};

/** A ruling's expected item in the page's language. */
export function describeGame(key: string, value: unknown, locale: Locale): ExpectationText {
  const t = LABELS[locale];
  const words = gameWords[locale];
  const name = (id: string) => tableWord(words, 'name', id);
  const player = (p: number) => tableWord(words, 'player', p);
  const list = (ids: string[]) => (ids.length ? ids.map(name).join(t.list) : t.none);
  const perPlayer = (v: unknown, each: (x: never) => string) => (v as never[]).map((x, p) => `${player(p)}:${each(x)}`).join(t.list);
  const text = (() => {
    switch (key as keyof GameSummary) {
      case 'state': return fill(t.stopsAt, { s: describeState(String(value), words) }, {});
      case 'turn': return fill(t.turnNo, { n: Number(value) }, {});
      case 'attacker':
      case 'winner': return value === null ? t.nobody : player(Number(value));
      case 'characters':
      case 'hands':
      case 'graveyard': return perPlayer(value, (ids: string[]) => list(ids));
      case 'decks': return (value as number[]).map((n, p) => fill(t.count, { p: player(p), n }, {})).join(t.list);
      case 'hp': return Object.entries(value as Record<string, number>).map(([id, n]) => fill(t.value, { id: name(id), n }, {})).join(t.list) || t.none;
      case 'action': return (value as { turn: number; stored: number }[]).map((x, p) => fill(t.purse, { p: player(p), turn: x.turn, stored: x.stored }, {})).join(t.list);
      case 'field': return list(value as string[]);
    }
  })();
  if (text === undefined) throw new Error(`No words for the expectation ${key}: add it to src/games/fenglei/game/flow.ts.`);
  return { label: t[key as keyof typeof t] as string, text };
}

const C = (id: string, cost: number, hp: number, physical: [number, number], magic: [number, number]) => ({ id, summon: cost, hp, physical: { atk: physical[0], cost: physical[1] }, magic: { atk: magic[0], cost: magic[1] } });
const herb = { id: 'moon-herb', cost: 1, defense: true, effect: 'heal', amount: 3 };
const lock = { id: 'mind-lock', cost: 2, defense: true, effect: 'stop' };
const breakSpell = { id: 'break-spell', cost: 2, defense: true, effect: 'cancel' };
const warCry = { id: 'war-cry', cost: 1, defense: false, effect: 'other' };
const fireBall = { id: 'fire-ball', cost: 2, defense: false, effect: 'other' };
const jar = { id: 'potion-jar', cost: 2, defense: false, effect: 'heal', amount: 1, uses: 3 };
const rageGuard = { id: 'rage-guard', rage: 1, defense: true, effect: 'stop' };
const stone = { id: 'awakening-stone', cost: 2, defense: false, effect: 'legendary', legendary: 'awakened-aida', original: 'aida' };


/** The flow's starting position: two character decks and two tactics decks, top first (the cards are the site's examples). */
const defaultSetup = {
  players: [
    {
      characters: [C('aida', 3, 8, [3, 2], [1, 3]), C('hulun', 2, 6, [2, 1], [2, 2]), C('leiyu', 4, 7, [2, 2], [4, 3]), C('xiama', 2, 5, [2, 1], [1, 1]), { ...C('kenuduo', 0, 12, [4, 3], [5, 3]), legendary: true }, { ...C('awakened-aida', 0, 14, [5, 3], [4, 3]), legendary: true }],
      tactics: [herb, warCry, breakSpell, jar, stone, lock, fireBall, warCry, breakSpell, fireBall, rageGuard, lock],
    },
    {
      characters: [C('xiaozhen', 3, 5, [3, 2], [1, 2]), C('beiding', 4, 9, [2, 2], [3, 3]), C('vos', 5, 10, [4, 3], [1, 2]), C('annan', 2, 5, [2, 1], [2, 1]), C('hongyi', 1, 3, [1, 1], [1, 1])],
      tactics: [lock, herb, rageGuard, fireBall, breakSpell, herb, warCry, jar, lock, fireBall, breakSpell, warCry],
    },
  ],
};

type Event = GameEvent;
const S = (player: 0 | 1, ...ids: string[]): Event => ({ type: 'select', player, ids });
/** Both players choose for exactly 9 (3-1), player 1 attacks first: turn 1, player 1 holds 7 cards and 8 action value. */
const OPEN: Event[] = [S(0, 'aida', 'hulun', 'leiyu'), S(1, 'vos', 'beiding'), { type: 'order', first: 0 }];
const PASS: Event = { type: 'chain.pass' };
const GO: Event = { type: 'step.continue' };
const END: Event = { type: 'turn.end' };
const attack = (by: string, target: string, kind: 'physical' | 'magic' = 'physical'): Event => ({ type: 'attack.declare', by, target, kind });
/** A card played and resolved with no response. */
const played = (e: Event): Event[] => [e, PASS, GO];
/** Under the flow's words (6-13) player 1 keeps 7 cards in turns 1 and 2, and holds 8 at the end of turn 3. */
const EIGHT_CARDS: Event[] = [...OPEN, END, GO, END, GO, END];
const withoutLegendary = { ...defaultSetup, players: [{ ...defaultSetup.players[0], characters: defaultSetup.players[0].characters.filter((c) => c.id !== 'awakened-aida') }, defaultSetup.players[1]] };

/**
 * Every kind of refusal of the game, with the clauses whose text forbids it (read in
 * content/games/fenglei/zh-hant/) and a line that ends in it.
 */
const refusals = refusalRows<GameEvent>([
  { step: 'refuse.selected', clauses: ['3-2'], what: 'a player puts characters face down a second time', example: { events: [S(0, 'aida', 'hulun', 'leiyu')], refused: S(0, 'aida', 'hulun', 'leiyu') } },
  { step: 'refuse.noneChosen', clauses: ['3-1', '1-2.1'], what: 'no character chosen', example: { setup: { ...defaultSetup, summonPoints: 'within' }, events: [], refused: S(0) } },
  { step: 'refuse.notInDeck', clauses: ['6-3'], what: 'a character that is not in the player’s character deck', example: { events: [], refused: S(0, 'vos', 'beiding') } },
  { step: 'refuse.legendary', clauses: ['7-2.1'], what: 'a legendary character chosen in the selection', example: { events: [], refused: S(0, 'aida', 'hulun', 'leiyu', 'kenuduo') } },
  { step: 'refuse.overPoints', clauses: ['3-1'], what: 'summon costs over 9', example: { events: [], refused: S(0, 'aida', 'leiyu', 'xiama', 'hulun') } },
  { step: 'refuse.allPoints', clauses: ['3-1'], what: 'summon costs under 9 (the designer’s answer)', example: { events: [], refused: S(0, 'aida', 'hulun') } },
  { step: 'refuse.action', clauses: ['4-4'], what: 'an action cost above the action value held', example: { events: [...OPEN, ...played(attack('leiyu', 'vos', 'magic')), ...played({ type: 'tactic.play', card: 'fire-ball' }), ...played({ type: 'tactic.play', card: 'potion-jar', target: 'aida' })], refused: attack('aida', 'vos') } },
  { step: 'refuse.notInHand', clauses: ['4-4'], what: 'a tactic card the attacker does not hold', example: { events: OPEN, refused: { type: 'tactic.play', card: 'rage-guard', payer: 'aida' } } },
  { step: 'refuse.notOnField', clauses: ['8-6.2'], what: 'a further use of a card that is not on the field', example: { events: OPEN, refused: { type: 'tactic.use', card: 'potion-jar', target: 'aida' } } },
  { step: 'refuse.holdCost', clauses: ['4-4'], what: 'a further use without its action cost held (9-4’s other reading)', example: { setup: { ...defaultSetup, furtherUse: 'hold' }, events: [...OPEN, ...played({ type: 'tactic.play', card: 'potion-jar', target: 'aida' }), ...played(attack('leiyu', 'vos', 'magic')), ...played(attack('aida', 'vos'))], refused: { type: 'tactic.use', card: 'potion-jar', target: 'aida' } } },
  { step: 'refuse.onlyResponse', clauses: ['8-8'], what: 'an example card written as a response played on its own', example: { events: OPEN, refused: { type: 'tactic.play', card: 'mind-lock' } } },
  { step: 'refuse.healTarget', clauses: ['8-8'], what: 'a heal with no character on the field to heal', example: { events: OPEN, refused: { type: 'tactic.play', card: 'moon-herb' } } },
  { step: 'refuse.noOriginal', clauses: ['7-2.1'], what: 'a legendary summon without its original on the player’s field', example: { setup: { ...defaultSetup, summonPoints: 'within' }, events: [S(0, 'hulun', 'leiyu', 'xiama'), S(1, 'vos', 'beiding'), { type: 'order', first: 0 }], refused: { type: 'tactic.play', card: 'awakening-stone' } } },
  { step: 'refuse.noLegendary', clauses: ['7-2.1'], what: 'a legendary summon without the legendary card in the character deck', example: { setup: withoutLegendary, events: OPEN, refused: { type: 'tactic.play', card: 'awakening-stone' } } },
  { step: 'refuse.summoned', clauses: ['9-9'], what: 'an attack by a character summoned this turn', example: { events: [...OPEN, ...played({ type: 'tactic.play', card: 'awakening-stone' })], refused: attack('awakened-aida', 'vos') } },
  { step: 'refuse.attacked', clauses: ['5-1'], what: 'a second attack by one character in a turn', example: { events: [...OPEN, ...played(attack('aida', 'vos'))], refused: attack('aida', 'beiding') } },
  { step: 'refuse.notYours', clauses: ['5-2'], what: 'an attack by a character that is not the attacker’s', example: { events: OPEN, refused: attack('vos', 'aida') } },
  { step: 'refuse.target', clauses: ['5-2'], what: 'an attack on a character that is not the opponent’s', example: { events: OPEN, refused: attack('aida', 'hulun') } },
  { step: 'refuse.defenseTurn', clauses: ['4-5.1', '9-2'], what: 'a ⊘ card in the defense turn', example: { events: [...OPEN, attack('aida', 'vos')], refused: { type: 'respond', card: 'fire-ball' } } },
  { step: 'refuse.noAttack', clauses: ['9-3.1'], what: 'a card that ends an attack, on a chain no attack began', example: { events: [...OPEN, { type: 'tactic.play', card: 'war-cry' }], refused: { type: 'respond', card: 'mind-lock' } } },
  { step: 'refuse.ragePayer', clauses: ['9-7'], what: 'a rage cost paid from the opponent’s character', example: { events: [...OPEN, attack('aida', 'vos')], refused: { type: 'respond', card: 'rage-guard', payer: 'aida' } } },
  { step: 'refuse.rage', clauses: ['9-7'], what: 'a rage cost above the payer’s rage', example: { events: [...OPEN, attack('aida', 'vos')], refused: { type: 'respond', card: 'rage-guard', payer: 'vos' } } },
  { step: 'refuse.notInHand', clauses: ['4-5'], what: 'a response with a card the responder does not hold', example: { events: [...OPEN, attack('aida', 'vos')], refused: { type: 'respond', card: 'war-cry' } } },
  { step: 'refused.notHere', clauses: ['4-5'], what: 'a new attack while the chain is open', example: { events: [...OPEN, attack('aida', 'vos')], refused: attack('hulun', 'beiding') } },
  { step: 'refuse.noDiscard', clauses: ['4-7.1'], what: 'a discard by a player within the hand limit', example: { events: [...OPEN, END], refused: { type: 'discard', player: 1, cards: ['mind-lock'] } } },
  { step: 'refuse.discardCount', clauses: ['4-7.1'], what: 'a discard of more or fewer cards than over the limit', example: { events: [...OPEN, END], refused: { type: 'discard', player: 0, cards: ['fire-ball', 'war-cry'] } } },
  { step: 'refuse.notInHand', clauses: ['4-7.1'], what: 'a discard of a card not in the hand', example: { events: [...OPEN, END], refused: { type: 'discard', player: 0, cards: ['rage-guard'] } } },
  { step: 'refuse.discardFirst', clauses: ['4-7.1'], what: 'going on to the next turn before a hand over the limit is discarded', example: { events: [...OPEN, END], refused: { type: 'step.continue' } } },
  { step: 'refuse.discardFirst', clauses: ['6-13'], what: 'going on before a hand of 8 is discarded, under the flow’s words', example: { setup: { ...defaultSetup, handLimit: 'overSeven' }, events: EIGHT_CARDS, refused: { type: 'step.continue' } } },
  { step: 'refuse.noDiscard', clauses: ['6-13'], what: 'a discard by a player with 7 cards, under the flow’s words', example: { setup: { ...defaultSetup, handLimit: 'overSeven' }, events: EIGHT_CARDS, refused: { type: 'discard', player: 1, cards: ['mind-lock'] } } },
  { step: 'refuse.discardCount', clauses: ['6-13'], what: 'a discard that leaves more than 6 cards, under the flow’s words', example: { setup: { ...defaultSetup, handLimit: 'overSeven' }, events: EIGHT_CARDS, refused: { type: 'discard', player: 0, cards: ['fire-ball'] } } },
  { step: 'refuse.notInHand', clauses: ['6-13'], what: 'a discard of a card not in the hand, under the flow’s words', example: { setup: { ...defaultSetup, handLimit: 'overSeven' }, events: EIGHT_CARDS, refused: { type: 'discard', player: 0, cards: ['rage-guard', 'fire-ball'] } } },
]);

export default defineFlow({
  title: { 'zh-hant': '對戰的流程', ja: '対戦の流れ' },
  summary: {
    'zh-hant': '從角色選擇階段開始：雙方在 9 點召喚值內覆蓋選出角色、同時翻開、決定攻守順序；接著各抽 6 張，一回合接一回合：攻擊方抽 1 張，攻擊方 8 點、防守方 4 點行動值，使用戰術卡牌與攻擊宣言，宣告回合結束後檢查手牌上限、存入行動槽、攻守交替，直到一方沒有角色或無牌可抽。5 個有爭議之處可以切換讀法：召喚值是否必須正好用完 9 點（3-1）、攻擊方的行動值用盡時回合是否也隨即結束（4-6）、手牌超過 6 張或超過 7 張才丟棄（4-7.1）、再次使用場上的卡牌是否仍須持有行動費用（9-4）、回復能否超過卡牌上印的生命值（7-9）。',
    ja: 'キャラクター選択フェイズから始まる。両者が9点の召喚ポイントの範囲でキャラクターを伏せて選び、同時に表にし、先攻・後攻を決める。次に6枚ずつ引き、1ターンずつ進む。攻撃側が1枚引き、攻撃側8点・防御側4点のアクションポイントでタクティクスカードと攻撃宣言を使い、ターン終了の宣言の後に手札の上限を確かめ、アクションストックに貯め、攻守を交代する。一方のキャラクターがいなくなるか、カードを引けなくなるまで続く。解釈の分かれる5点は読み方を切り替えられる。召喚ポイントをちょうど9点使い切るか（3-1）、攻撃側がアクションポイントを使い切ったときにもターンが終わるか（4-6）、手札が6枚を超えたら捨てるか7枚を超えたら捨てるか（4-7.1）、場のカードの再使用にアクションコスト分を持っている必要があるか（9-4）、回復がカードに記されたライフを超えるか（7-9）。',
  },
  defaultSetup,
  machine: gameMachine,
  summarize: summarizeGame,
  describeExpectation: describeGame,
  words: gameWords,
  refusals,
});
