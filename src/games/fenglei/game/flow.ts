/** 風雷卡牌's game (character selection and the battle phase's turns) as a sandbox flow: machine, words, and the summary rulings check. */
import { defineFlow, refusalRows, type ExpectationText } from '../../../engine/flow';
import { describeState, fill, tableWord } from '../../../engine/words';
import type { Locale } from '../../../lib/i18n/locales';
import { gameMachine, type GameEvent } from './machine';
import type { GameSummary } from './schemas';
import { gameWords } from './words';
import { summarizeGame } from './summary';
import { GAME_NOT_PLAYED } from '../not-played';
import { checkDecks } from './decks-check';

// The example decks a setup may name (content/games/fenglei/decks.json): the build, the tests and the
// ruling command load the flows, and stop here, naming the file's line, when a deck is not legal.
checkDecks();

const LABELS = {
  'zh-hant': { state: '流程', turn: '回合', attacker: '攻擊方', characters: '場上的角色', hp: '生命值', rage: '怒氣值', hands: '手牌', decks: '戰術牌組', action: '行動值', graveyard: '墓地', field: '場上的多次使用卡牌', winner: '勝者', stopsAt: '停在「{s}」', turnNo: '第 {n} 回合', count: '{p} {n} 張', purse: '{p}：本回合 {turn}、行動槽 {stored}', value: '{id} {n}', nobody: '尚未分出勝負', list: '、', none: '無' },
  ja: { state: '流れ', turn: 'ターン', attacker: '攻撃側', characters: '場のキャラクター', hp: 'ライフ', rage: '怒気値', hands: '手札', decks: 'タクティクスデッキ', action: 'アクションポイント', graveyard: '墓地', field: '場にある複数回使えるカード', winner: '勝者', stopsAt: '「{s}」で止まる', turnNo: '第{n}ターン', count: '{p} {n}枚', purse: '{p}：このターン{turn}、アクションストック{stored}', value: '{id} {n}', nobody: 'まだ勝負はついていない', list: '、', none: 'なし' },
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
      case 'rage':
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
const charm = { id: 'soul-charm', cost: 2, defense: true, effect: 'revive' };
const ward = { id: 'ward-stone', cost: 5, defense: false, effect: 'other', passive: true };
const others = [
  { id: 'gale', cost: 1, defense: false, effect: 'other' },
  { id: 'thunder', cost: 2, defense: false, effect: 'other' },
  { id: 'iron-wall', cost: 1, defense: true, effect: 'other' },
  { id: 'mist', cost: 1, defense: true, effect: 'other' },
];
/** 2-3 — a tactics deck of 42 cards: 14 names, 3 of each. */
const FULL_DECK = [herb, lock, breakSpell, warCry, fireBall, jar, rageGuard, stone, charm, ward, ...others].flatMap((c) => [c, c, c]);


/**
 * The flow's starting position: two character decks, and two tactics decks of the example deck
 * 「基本」 (45 cards, decks.json), the cards each player draws first named on top (the cards are
 * the site's examples).
 */
const defaultSetup = {
  players: [
    {
      characters: [C('aida', 3, 8, [3, 2], [1, 3]), C('hulun', 2, 6, [2, 1], [2, 2]), C('leiyu', 4, 7, [2, 2], [4, 3]), C('xiama', 2, 5, [2, 1], [1, 1]), { ...C('kenuduo', 0, 12, [4, 3], [5, 3]), legendary: true }, { ...C('awakened-aida', 0, 14, [5, 3], [4, 3]), legendary: true }],
      deck: 'basic',
      top: [herb, warCry, breakSpell, jar, stone, lock, fireBall, warCry, breakSpell, fireBall, rageGuard, lock].map((c) => c.id),
    },
    {
      characters: [C('xiaozhen', 3, 5, [3, 2], [1, 2]), C('beiding', 4, 9, [2, 2], [3, 3]), C('vos', 5, 10, [4, 3], [1, 2]), C('annan', 2, 5, [2, 1], [2, 1]), C('hongyi', 1, 3, [1, 1], [1, 1])],
      deck: 'basic',
      top: [lock, herb, rageGuard, fireBall, breakSpell, herb, warCry, jar, lock, fireBall, breakSpell, warCry].map((c) => c.id),
    },
  ],
};

/**
 * A position with the preparation (2): decks the rules allow, with copies (2-2.1: a summon cost of 2 or
 * less up to 3 of a card), checked by the machine and shuffled by the seed.
 */
const preparedSetup = {
  seed: 27,
  players: [
    { characters: defaultSetup.players[0].characters.map((c) => (c.id === 'hulun' ? { ...c, copies: 3 } : c.id === 'xiama' ? { ...c, copies: 2 } : c)), tactics: FULL_DECK },
    { characters: defaultSetup.players[1].characters.map((c) => (c.id === 'annan' || c.id === 'hongyi' ? { ...c, copies: 3 } : c)), tactics: FULL_DECK },
  ],
};
type Side = (typeof preparedSetup.players)[0];
/** The prepared position with player 1's decks changed. */
const firstDecks = (change: (side: Side) => Side) => ({ ...preparedSetup, players: [change(preparedSetup.players[0]), preparedSetup.players[1]] });
const copies = (id: string, n: number) => firstDecks((p) => ({ ...p, characters: p.characters.map((c) => (c.id === id ? { ...c, copies: n } : c)) }));
/** The example cards of 9-8 and 9-4 on top of both decks: a return from the graveyard (還魂符) and a passive payment (結界石). */
const extrasSetup = { ...defaultSetup, players: defaultSetup.players.map((p) => ({ ...p, top: [charm.id, ward.id, ...p.top] })) };

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
/** 9-8 — player 1's 貝丁 falls to three attacks in turn 1 (3 rage by then); in turn 2 還魂符 returns it. */
const RETURNED: Event[] = [...OPEN, ...played(attack('aida', 'beiding')), ...played(attack('hulun', 'beiding')), ...played(attack('leiyu', 'beiding', 'magic')), END, { type: 'discard', player: 0, cards: ['war-cry'] }, GO, ...played({ type: 'tactic.play', card: 'soul-charm', target: 'beiding' })];
const withoutLegendary = { ...defaultSetup, players: [{ ...defaultSetup.players[0], characters: defaultSetup.players[0].characters.filter((c) => c.id !== 'awakened-aida') }, defaultSetup.players[1]] };

/**
 * Every kind of refusal of the game, with the clauses whose text forbids it (read in
 * content/games/fenglei/zh-hant/) and a line that ends in it.
 */
const CHECK: Event = { type: 'decks.check' };
const refusals = refusalRows<GameEvent>([
  { step: 'refuse.characterDeck', clauses: ['2-2'], what: 'a character deck of more than 20 cards', example: { setup: copies('hulun', 15), events: [], refused: CHECK } },
  { step: 'refuse.legendaryName', clauses: ['2-2.2'], what: 'two legendary characters of one name', example: { setup: copies('kenuduo', 2), events: [], refused: CHECK } },
  { step: 'refuse.legendaryCount', clauses: ['2-2.2'], what: 'more than 3 legendary characters', example: { setup: firstDecks((p) => ({ ...p, characters: [...p.characters, { ...C('guihua', 0, 9, [3, 2], [3, 2]), legendary: true }, { ...C('mermaid-aida', 0, 9, [2, 2], [4, 3]), legendary: true }] })), events: [], refused: CHECK } },
  { step: 'refuse.characterCopies', clauses: ['2-2.1'], what: 'two copies of a character whose summon cost is 3 or more', example: { setup: copies('aida', 2), events: [], refused: CHECK } },
  { step: 'refuse.characterCopies', clauses: ['2-2.1', '7-5'], what: 'a character whose summon cost is 3 or more, once in each of two illustrations', example: { setup: firstDecks((p) => ({ ...p, characters: p.characters.flatMap((c) => (c.id === 'aida' ? [c, { ...c, art: 2 }] : [c])) })), events: [], refused: CHECK } },
  { step: 'refuse.characterCopiesLow', clauses: ['2-2.1'], what: 'four copies of a character whose summon cost is 2 or less', example: { setup: copies('hulun', 4), events: [], refused: CHECK } },
  { step: 'refuse.tacticsDeck', clauses: ['2-3'], what: 'a tactics deck of fewer than 40 cards', example: { setup: firstDecks((p) => ({ ...p, tactics: p.tactics.slice(3) })), events: [], refused: CHECK } },
  { step: 'refuse.tacticCopies', clauses: ['2-3'], what: 'four tactic cards of one name', example: { setup: firstDecks((p) => ({ ...p, tactics: [...p.tactics, herb] })), events: [], refused: CHECK } },
  { step: 'refuse.tacticCopies', clauses: ['2-3', '8-5'], what: 'four tactic cards of one name, one of another illustration', example: { setup: firstDecks((p) => ({ ...p, tactics: [...p.tactics, { ...herb, art: 2 }] })), events: [], refused: CHECK } },
  { step: 'refuse.reviveTarget', clauses: ['8-8'], what: 'a return from the graveyard naming a character that is not in the player’s graveyard', example: { setup: extrasSetup, events: OPEN, refused: { type: 'tactic.play', card: 'soul-charm', target: 'hulun' } } },
  { step: 'refuse.returned', clauses: ['8-8'], what: 'an attack by a character returned from the graveyard this turn (the example card’s text)', example: { setup: extrasSetup, events: RETURNED, refused: attack('beiding', 'aida') } },
  { step: 'refuse.selected', clauses: ['3-2'], what: 'a player puts characters face down a second time', example: { events: [S(0, 'aida', 'hulun', 'leiyu')], refused: S(0, 'aida', 'hulun', 'leiyu') } },
  { step: 'refuse.noneChosen', clauses: ['3-1'], note: '3-1', what: 'no character chosen, under the body’s words (at least one: the site’s reading)', example: { setup: { ...defaultSetup, summonPoints: 'within' }, events: [], refused: S(0) } },
  { step: 'refuse.notInDeck', clauses: ['6-3'], what: 'a character that is not in the player’s character deck', example: { events: [], refused: S(0, 'vos', 'beiding') } },
  { step: 'refuse.legendary', clauses: ['7-2.1'], what: 'a legendary character chosen in the selection', example: { events: [], refused: S(0, 'aida', 'hulun', 'leiyu', 'kenuduo') } },
  { step: 'refuse.overPoints', clauses: ['3-1'], what: 'summon costs over 9', example: { events: [], refused: S(0, 'aida', 'leiyu', 'xiama', 'hulun') } },
  { step: 'refuse.allPoints', clauses: ['3-1'], what: 'summon costs under 9 (the designer’s answer)', example: { events: [], refused: S(0, 'aida', 'hulun') } },
  { step: 'refuse.action', clauses: ['4-4'], what: 'an action cost above the action value held', example: { events: [...OPEN, ...played(attack('leiyu', 'vos', 'magic')), ...played({ type: 'tactic.play', card: 'fire-ball' }), ...played({ type: 'tactic.play', card: 'potion-jar', target: 'aida' })], refused: attack('aida', 'vos') } },
  { step: 'refuse.notHeld', clauses: ['4-4'], note: '4-4', what: 'a tactic card the attacker holds in neither hand nor field (4-4’s note: cards are used from the hand, the site’s reading)', example: { events: OPEN, refused: { type: 'tactic.play', card: 'rage-guard', payer: 'aida' } } },
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
  { step: 'refuse.notHeld', clauses: ['4-5', '4-4'], note: '4-4', what: 'a response with a card the responder holds in neither hand nor field (4-4’s note: cards are used from the hand, the site’s reading)', example: { events: [...OPEN, attack('aida', 'vos')], refused: { type: 'respond', card: 'war-cry' } } },
  { step: 'refuse.responseFromField', clauses: ['4-5'], note: '4-5', what: 'a response with a multi-use card of the responder’s on the field (responses come from the hand: the site’s reading)', example: { events: [...OPEN, ...played({ type: 'tactic.play', card: 'potion-jar', target: 'aida' }), END, GO, attack('vos', 'aida')], refused: { type: 'respond', card: 'potion-jar', target: 'aida' } } },
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
    'zh-hant': '局面給出洗牌的種子時，從準備開始：檢查雙方的角色牌組與戰術牌組（2-2…2-3），以種子洗牌。沒有種子時，牌組在輸入局面時就依同樣的規則檢查，照所列的順序抽牌；戰術牌組可以寫成本站範例牌組的名稱，代替逐張列出 40 張。接著是角色選擇階段：雙方在 9 點召喚值內覆蓋選出角色、同時翻開、決定攻守順序；接著各抽 6 張，一回合接一回合：攻擊方抽 1 張，攻擊方 8 點、防守方 4 點行動值，使用戰術卡牌與攻擊宣言，宣告回合結束後檢查手牌上限、存入行動槽、攻守交替，直到一方沒有角色或無牌可抽。範例卡牌示範從墓地回到場上（怒氣值歸 0，9-8）與必須支付行動值才生效的被動效果（付不起時卡牌消滅，9-4）。5 個有爭議之處可以切換讀法：召喚值是否必須正好用完 9 點（3-1）、攻擊方的行動值用盡時回合是否也隨即結束（4-6）、手牌超過 6 張或超過 7 張才丟棄（4-7.1）、再次使用場上的卡牌是否仍須持有行動費用（9-4）、回復能否超過卡牌上印的生命值（7-9）。',
    ja: '局面にシャッフルのシードがあれば準備から始まる。両者のキャラクターデッキとタクティクスデッキを確かめ（2-2…2-3）、シードでシャッフルする。シードがないときは、局面を入力するときに同じ規則でデッキを確かめ、書かれた順に引く。タクティクスデッキは、40枚を1枚ずつ並べる代わりに当サイトの例のデッキの名前で書ける。次にキャラクター選択フェイズ。両者が9点の召喚ポイントの範囲でキャラクターを伏せて選び、同時に表にし、先攻・後攻を決める。次に6枚ずつ引き、1ターンずつ進む。攻撃側が1枚引き、攻撃側8点・防御側4点のアクションポイントでタクティクスカードと攻撃宣言を使い、ターン終了の宣言の後に手札の上限を確かめ、アクションストックに貯め、攻守を交代する。一方のキャラクターがいなくなるか、カードを引けなくなるまで続く。例のカードで、墓地から場に戻ること（怒気値は0になる。9-8）と、アクションポイントを払ってはじめて効果が生じる受動効果（払えなければカードは消滅する。9-4）を示す。解釈の分かれる5点は読み方を切り替えられる。召喚ポイントをちょうど9点使い切るか（3-1）、攻撃側がアクションポイントを使い切ったときにもターンが終わるか（4-6）、手札が6枚を超えたら捨てるか7枚を超えたら捨てるか（4-7.1）、場のカードの再使用にアクションコスト分を持っている必要があるか（9-4）、回復がカードに記されたライフを超えるか（7-9）。',
  },
  defaultSetup,
  machine: gameMachine,
  summarize: summarizeGame,
  describeExpectation: describeGame,
  // The order of each list of the summary (rulings compare lists in order; the format page says it).
  order: {
    characters: ['players', { 'zh-hant': '依選出角色時列出的順序，之後回到場上的角色接在後面', ja: 'キャラクターを選ぶときに並べた順、その後に場に戻ったキャラクターは後ろへ' }],
    hands: ['players', 'drawn'],
    decks: 'players',
    action: 'players',
    graveyard: ['players', 'events'],
    field: 'events',
  },
  words: gameWords,
  refusals,
  notPlayed: GAME_NOT_PLAYED,
});
