/**
 * 風雷卡牌's game as a machine. With a `seed` in its setup it begins with the preparation (2): both
 * players' decks are checked against the deck rules (2-1…2-3, deck.ts), and the shuffle of 6-7 uses the
 * seed, so a shared line replays it; without one, the decks are as the setup lists them, top first,
 * already checked against the same rules by the setup schema (the 40-card minimum included, unless the
 * setup says why a tactics deck is short), and the transcript's first lines say so, player by player,
 * naming the example deck a tactics deck is (decks.json). Then the character selection phase (3-1…3-3: characters chosen face down
 * for 9 summon points, revealed together, the order of attack and defense decided), then the
 * battle phase turn after turn (4-1…4-8): 6 cards each; the attacker draws 1; action values 8 and 4;
 * the attacker plays tactic cards and declares attacks, each answered by a chain (table.ts, shared
 * with the attack flow); the turn ends when the attacker declares it (4-6), or, under the flow's words
 * (6-12), also as soon as the attacker's action value is used up; hands over the limit are
 * discarded down to 6 (4-7.1); unspent action value is stored, up to 3 and 2 (4-7.2); the roles
 * swap (4-8); until a player has no character left or cannot draw (1-2). A card may return a character
 * from the graveyard, its rage back to 0 (9-8, table.ts); a passive card takes its action cost at the
 * start of every turn, or is lost to the graveyard (9-4).
 *
 * Five disputed points are switchable, each by a setup field named for it, the site's reading by
 * default (the editor's notes of the clauses named): `summonPoints` (3-1: `all`, exactly 9, the
 * designer's answer; `within`, at most 9, the body's words), `turnEnd` (4-6: `declared`, only the
 * attacker's declaration ends the turn; `spent`, the flow 6-12's 「攻擊方的行動值用盡」 ends it too,
 * checked whenever play is back in the main phase after a chain: the action value is what the
 * attacker still holds, this turn's and the storage's, 4-7.3), `handLimit` (4-7.1: `six`, the body;
 * `overSeven`, the flow 6-13), `furtherUse` (9-4: `free`, a further use of a multi-use card needs no
 * action value; `hold`, 4-4's 「持有的行動值少於行動費用時，不能發動」 still applies) and `healing`
 * (7-9, 9-6: table.ts). Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { shuffled } from '../../../engine/random';
import { CHARACTER_DECK_MAX, LEGENDARY_MAX, TACTICS_DECK_MIN, TACTIC_COPIES, characterCount, copiesOf, whyNotDecks, type DeckCharacter, type ShortReason } from './deck';
import {
  chainResolved,
  declarationOf,
  playOf,
  chainStates,
  closeChain,
  declare,
  endChain,
  other,
  passivePayments,
  play,
  resolveNext,
  respond,
  whyNotDeclare,
  whyNotPay,
  whyNotPlay,
  whyNotRespond,
  type Character,
  type Declaration,
  type Healing,
  type Play,
  type Player,
  type Table,
  type Tactic,
} from '../table';
import type { FurtherUse, HandLimit, SummonPoints, TurnEnd } from './readings';

/** 3-1 — summon points for the character selection. */
export const SUMMON_POINTS = 9;
/** 4-1 — the opening hand. */
export const OPENING_HAND = 6;
/** 4-3 — the attacker's draw, and the action values of each turn. */
export const TURN_DRAW = 1;
export const ACTION_VALUE = { attacker: 8, defender: 4 } as const;
/** 4-7.1 — the hand limit at the end of a turn: a hand over it is discarded down to it. */
export const HAND_LIMIT = 6;
/** 6-13 — the flow's words: only a hand over 7 is discarded (down to 6). */
export const FLOW_DISCARD_ABOVE = 7;
/** 4-7.2 — what each may store at the end of a turn. */
export const STORE_CAP = { attacker: 3, defender: 2 } as const;

export type { SummonPoints, TurnEnd, HandLimit, FurtherUse } from './readings';

export interface GameInput {
  summonPoints?: SummonPoints;
  turnEnd?: TurnEnd;
  handLimit?: HandLimit;
  furtherUse?: FurtherUse;
  healing?: Healing;
  /** The preparation (2): the decks are checked, and the seed shuffles them (6-7). Without it, the decks are as listed, top first. */
  seed?: number;
  players: [Side, Side];
}
/**
 * A player's decks: the character deck, and the tactics deck top first; the example deck it is
 * (decks.json, named by the setup: its cards are these), and why it is short when it is (2-3).
 */
interface Side {
  characters: DeckCharacter[];
  tactics: Tactic[];
  deck?: string;
  short?: ShortReason;
}

export interface GameContext extends Table {
  summonPoints: SummonPoints;
  turnEnd: TurnEnd;
  handLimit: HandLimit;
  furtherUse: FurtherUse;
  /** Each player's tactics deck, top first (2-3). */
  decks: [Tactic[], Tactic[]];
  /** Each player's character deck with its copies (2-2), what is left of it after the selection (3-2). */
  characterDecks: [DeckCharacter[], DeckCharacter[]];
  /** The preparation's seed (6-7's shuffle), or null: the decks are as listed. */
  seed: number | null;
  /** 3-2 — the characters each player has put face down, until both are revealed. */
  selection: [string[] | null, string[] | null];
  /** The turn of the battle phase, from 1. */
  turn: number;
  /** The position it started from, so the sandbox can start it over under another reading. */
  setup: GameInput;
}

export type GameEvent =
  | { type: 'decks.check' }
  | { type: 'select'; player: Player; ids: string[] }
  | { type: 'order'; first: Player }
  | ({ type: 'attack.declare' } & Declaration)
  | ({ type: 'tactic.play' } & Play)
  | ({ type: 'tactic.use' } & Play)
  | ({ type: 'respond' } & Play)
  | { type: 'chain.pass' }
  | { type: 'step.continue' }
  | { type: 'turn.end' }
  | { type: 'discard'; player: Player; cards: string[] };
type With<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

const log = (c: GameContext, ...entries: LogEntry[]): GameContext => logged(c, ...entries);
const setAt = <T,>(pair: [T, T], p: Player, value: T): [T, T] => (p === 0 ? [value, pair[1]] : [pair[0], value]);
const PLAYERS: Player[] = [0, 1];

function initial(input: GameInput): GameContext {
  return {
    summonPoints: input.summonPoints ?? 'all',
    turnEnd: input.turnEnd ?? 'declared',
    handLimit: input.handLimit ?? 'six',
    furtherUse: input.furtherUse ?? 'free',
    healing: input.healing ?? 'printed',
    setup: input,
    characterDecks: [input.players[0].characters.map((c) => ({ ...c })), input.players[1].characters.map((c) => ({ ...c }))],
    decks: [[...input.players[0].tactics], [...input.players[1].tactics]],
    seed: input.seed ?? null,
    selection: [null, null],
    turn: 0,
    attacker: 0,
    characters: [],
    hands: [[], []],
    field: [],
    graveyard: [[], []],
    fallen: [],
    action: [{ turn: 0, stored: 0 }, { turn: 0, stored: 0 }],
    chain: null,
    winner: null,
    log: newLog(...(input.seed === undefined ? [...PLAYERS.flatMap((p) => [...exampleDeck(input, p), listedDecks(input, p)]), gameStart(input.summonPoints ?? 'all')] : [{ step: 'prepare', clauses: ['2-1'], values: { seed: input.seed } }, ...PLAYERS.flatMap((p) => exampleDeck(input, p))])),
  };
}

/** 2-1, 2-3 — the example deck a player's tactics deck is (decks.json), by name, with its cards by name; none when the setup lists the cards. */
function exampleDeck(input: GameInput, p: Player): LogEntry[] {
  const { deck, tactics } = input.players[p];
  if (deck === undefined) return [];
  const count = new Map<string, number>();
  for (const t of tactics) count.set(t.id, (count.get(t.id) ?? 0) + 1);
  // Without a seed the deck is drawn as listed: the setup's cards to draw first, then the deck's order.
  const placed = input.seed !== undefined ? 'shuffled' : 'listed';
  return [{ step: 'deck.example', clauses: ['2-1', '2-3'], values: { player: p, deck, n: tactics.length, cards: [...count.keys()].join(', '), most: Math.max(...count.values()), placed } }];
}

/**
 * 2-1…2-3 — without a seed, the setup's decks are the ones the setup schema checked (decks.ts, deck.ts):
 * the transcript says they keep the deck rules, or why the tactics deck holds fewer than 40 cards.
 */
function listedDecks(input: GameInput, p: Player): LogEntry {
  const { characters, tactics, short } = input.players[p];
  if (short !== undefined) return { step: 'decks.short', clauses: ['2-3'], values: { player: p, n: tactics.length, min: TACTICS_DECK_MIN, reason: short } };
  return decksOk(p, characters, tactics);
}

/** 2-1…2-3 — a player's decks keep the deck rules: how many cards, of how many each may hold. */
const decksOk = (p: Player, characters: DeckCharacter[], tactics: Tactic[]): LogEntry => ({ step: 'decks.ok', clauses: ['2-1', '2-2', '2-2.1', '2-2.2', '2-3'], values: { player: p, characters: characterCount(characters), legendary: characters.filter((x) => x.legendary).length, tactics: tactics.length, max: CHARACTER_DECK_MAX, legendaryMax: LEGENDARY_MAX, min: TACTICS_DECK_MIN, copies: TACTIC_COPIES } });

/** 3-0, 3-1 — the character selection phase begins, with the reading of 3-1 in use. */
const gameStart = (summonPoints: SummonPoints): LogEntry => ({ step: 'game.start', clauses: ['3-0', '3-1'], values: { points: SUMMON_POINTS, summonPoints } });

/** 2-2…2-3 — why the players' decks may not be used (the first player's first), or null. */
export const whyNotPrepare = (c: GameContext): Refusal | null => whyNotDecks({ characters: c.characterDecks[0], tactics: c.decks[0] }, 0) ?? whyNotDecks({ characters: c.characterDecks[1], tactics: c.decks[1] }, 1);

/** 2-1…2-3 — both players' decks are within the deck rules: each player's is logged; the selection phase begins. */
function prepare(c: GameContext): GameContext {
  return log(c, ...PLAYERS.map((p) => decksOk(p, c.characterDecks[p], c.decks[p])), gameStart(c.summonPoints));
}

/** 6-7 — the tactics decks are shuffled: by the seed, the second player's by the seed + 1 (the same seed replays the same decks); without one, they stay as listed. */
function shuffle(c: GameContext): GameContext {
  if (c.seed === null) return log(c, { step: 'shuffle', clauses: ['6-7'], values: {} });
  const seed = c.seed;
  const decks = PLAYERS.map((p) => shuffled(c.decks[p], seed + p)) as GameContext['decks'];
  return log({ ...c, decks }, { step: 'shuffle.seeded', clauses: ['6-7'], values: { seed } });
}

/** 3-1, 3-2, 7-2.1, 7-4 — why this player may not put these characters face down, or null. */
export function whyNotSelect(c: GameContext, e: With<'select'>): Refusal | null {
  if (c.selection[e.player]) return { step: 'refuse.selected', clauses: ['3-2'], values: { player: e.player } };
  // Under the body's words (`within`) no clause's text asks for a character: the site's reading (3-1's
  // note) asks for at least one, as a player with none would have lost already. Under the designer's
  // answer (`all`), 0 points are not 9, and 3-1's text refuses it below.
  if (e.ids.length === 0 && c.summonPoints === 'within') return { step: 'refuse.noneChosen', clauses: ['3-1'], values: { player: e.player } };
  const deck = c.characterDecks[e.player];
  const cards: DeckCharacter[] = [];
  for (const id of e.ids) {
    const card = deck.find((x) => x.id === id);
    // 6-3 — characters are chosen from the player's own character deck (each name once: the event schema refuses a name twice).
    if (!card) return { step: 'refuse.notInDeck', clauses: ['6-3'], values: { player: e.player, id } };
    // 7-2.1 — a legendary character comes onto the field only by a legendary summon.
    if (card.legendary) return { step: 'refuse.legendary', clauses: ['7-2.1'], values: { id } };
    cards.push(card);
  }
  const total = cards.reduce((sum, x) => sum + x.summon, 0);
  if (total > SUMMON_POINTS) return { step: 'refuse.overPoints', clauses: ['3-1'], values: { total, points: SUMMON_POINTS } };
  if (c.summonPoints === 'all' && total < SUMMON_POINTS) return { step: 'refuse.allPoints', clauses: ['3-1'], values: { total, points: SUMMON_POINTS } };
  return null;
}

/** A draw of n cards; a player who must draw when the tactics deck has no card left loses (1-2.2, the site's reading): the cards that are there are drawn first. */
function draw(c: GameContext, p: Player, n: number, clauses: string[]): GameContext {
  if (c.winner !== null) return c;
  const drawn = c.decks[p].slice(0, n);
  const after = { ...c, decks: setAt(c.decks, p, c.decks[p].slice(n)), hands: setAt(c.hands, p, [...c.hands[p], ...drawn]) };
  if (drawn.length < n) return log({ ...after, winner: other(p) }, { step: drawn.length ? 'win.cannotDraw' : 'win.emptyDeck', clauses: ['1-2.2', ...clauses], values: { loser: p, player: other(p), n, drawn: drawn.length } });
  return log(after, { step: n === 1 ? 'draw.one' : 'draw', clauses, values: { player: p, n, left: c.decks[p].length - n } });
}

/** 4-3 — a turn begins: the attacker draws 1; this turn's action values are 8 and 4. */
function startTurn(c: GameContext): GameContext {
  const turn = c.turn + 1;
  const next = log(
    { ...c, turn, characters: c.characters.map((x) => ({ ...x, attacked: 0, summoned: false, returned: false })) },
    { step: 'turn.start', clauses: ['4-2', '4-8'], values: { turn, player: c.attacker } },
  );
  const drawn = draw(next, c.attacker, TURN_DRAW, ['4-3']);
  if (drawn.winner !== null) return drawn;
  const action = setAt(setAt(drawn.action, c.attacker, { ...drawn.action[c.attacker], turn: ACTION_VALUE.attacker }), other(c.attacker), { ...drawn.action[other(c.attacker)], turn: ACTION_VALUE.defender });
  const gained = log({ ...drawn, action }, { step: 'action.gain', clauses: ['4-3'], values: { attacker: c.attacker, a: ACTION_VALUE.attacker, defender: other(c.attacker), d: ACTION_VALUE.defender } });
  return passivePayments(gained);
}

/**
 * 6-12 against 4-6 — under the flow's words (`spent`), the turn ends once the attacker's action value is
 * used up: all of it, this turn's and the storage's, which the attacker can still spend (4-7.3). Under
 * the site's reading (`declared`) only the attacker's declaration ends it (a rage card needs none).
 */
export const actionSpent = (c: GameContext): boolean => c.turnEnd === 'spent' && c.action[c.attacker].turn + c.action[c.attacker].stored === 0;

/** 4-7 — the turn has ended (the entry says how): the hands are checked against the limit; a line says so when no one must discard. */
function endTurn(c: GameContext, how: LogEntry): GameContext {
  const ended = log(c, how);
  return mustDiscard(ended).length === 0 ? log(ended, { step: 'hand.ok', clauses: handClauses(ended), values: { over: discardAbove(ended), handLimit: ended.handLimit } }) : ended;
}

/** The clause that says when a hand is discarded, under the reading in use: the body (4-7.1) or the flow (6-13). */
export const handClauses = (c: GameContext): string[] => (c.handLimit === 'six' ? ['4-7.1'] : ['6-13']);
/** A hand over this many cards is discarded down to 6 (4-7.1), or only one over 7 (6-13's words). */
export const discardAbove = (c: GameContext): number => (c.handLimit === 'six' ? HAND_LIMIT : FLOW_DISCARD_ABOVE);
/** The players who must discard at the end of the turn, the attacker first; each chooses the cards (4-7.1), in any order. */
export const mustDiscard = (c: GameContext): Player[] => [c.attacker, other(c.attacker)].filter((p) => c.hands[p].length > discardAbove(c));

/** 4-7.1 (6-13) — why this discard is not one the hand limit asks for, or null. */
export function whyNotDiscard(c: GameContext, e: With<'discard'>): Refusal | null {
  const p = e.player;
  const values = { player: p, n: c.hands[p].length, over: discardAbove(c), limit: HAND_LIMIT };
  if (!mustDiscard(c).includes(p)) return { step: 'refuse.noDiscard', clauses: handClauses(c), values };
  const excess = c.hands[p].length - HAND_LIMIT;
  if (e.cards.length !== excess) return { step: 'refuse.discardCount', clauses: handClauses(c), values: { ...values, excess } };
  const hand = c.hands[p].map((x) => x.id);
  for (const id of e.cards) {
    const i = hand.indexOf(id);
    if (i === -1) return { step: 'refuse.notInHand', clauses: handClauses(c), values: { player: p, id } };
    hand.splice(i, 1);
  }
  return null;
}

/** 4-7.1 (6-13) — why the turn cannot go on yet: a hand over the limit is still to be discarded, and by how many cards; or null. */
export function whyNotGoOn(c: GameContext): Refusal | null {
  const p = mustDiscard(c)[0];
  if (p === undefined) return null;
  return { step: 'refuse.discardFirst', clauses: handClauses(c), values: { player: p, n: c.hands[p].length, over: discardAbove(c), excess: c.hands[p].length - HAND_LIMIT, limit: HAND_LIMIT } };
}

/** 9-4 against 4-4 — a further use of a multi-use card on the field: under `hold`, the player must still hold its action cost. */
export function whyNotUseAgain(c: GameContext, play: Play): Refusal | null {
  const why = whyNotPlay(c, play, true);
  if (why || c.furtherUse === 'free') return why;
  const card = c.field.find((f) => f.card.id === play.card && f.owner === c.attacker)!.card;
  const short = whyNotPay(c, c.attacker, card.cost, card.id);
  return short && { ...short, step: 'refuse.holdCost' };
}
function discard(c: GameContext, e: With<'discard'>): GameContext {
  const hand = [...c.hands[e.player]];
  for (const id of e.cards) hand.splice(hand.findIndex((x) => x.id === id), 1);
  return log({ ...c, hands: setAt(c.hands, e.player, hand), graveyard: setAt(c.graveyard, e.player, [...c.graveyard[e.player], ...e.cards]) }, { step: 'discard', clauses: handClauses(c), values: { player: e.player, cards: e.cards.join(', '), over: discardAbove(c), limit: HAND_LIMIT } });
}

/** 4-7.2 — unspent action value is stored, up to 3 (attacker) and 2 (defender); the rest is lost; the storage keeps what it had (the site's reading). */
function store(c: GameContext): GameContext {
  return PLAYERS.reduce((acc, p) => {
    const cap = p === acc.attacker ? STORE_CAP.attacker : STORE_CAP.defender;
    const purse = acc.action[p];
    const kept = Math.min(purse.turn, cap);
    return log({ ...acc, action: setAt(acc.action, p, { turn: 0, stored: purse.stored + kept }) }, { step: 'store', clauses: ['4-7.2'], values: { player: p, kept, lost: purse.turn - kept, cap, stored: purse.stored + kept } });
  }, c);
}

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
    meta: {} as StateMeta,
  },
  guards: {
    'the decks come as listed': ({ context }) => context.seed === null,
    'may prepare': ruleGuard(({ context }: { context: GameContext }) => whyNotPrepare(context)),
    'may select': ruleGuard(({ context, event }: { context: GameContext; event: GameEvent }) => whyNotSelect(context, event as With<'select'>)),
    'both have chosen': ({ context }) => context.selection.every((s) => s !== null),
    'may declare': ruleGuard(({ context, event }: { context: GameContext; event: GameEvent }) => whyNotDeclare(context, declarationOf(event))),
    'may play': ruleGuard(({ context, event }: { context: GameContext; event: GameEvent }) => whyNotPlay(context, playOf(event))),
    'may use again': ruleGuard(({ context, event }: { context: GameContext; event: GameEvent }) => whyNotUseAgain(context, playOf(event))),
    'may respond': ruleGuard(({ context, event }: { context: GameContext; event: GameEvent }) => whyNotRespond(context, playOf(event))),
    'the chain has resolved': ({ context }) => chainResolved(context),
    'the game is decided': ({ context }) => context.winner !== null,
    'the attacker has used up the action value': ({ context }) => actionSpent(context),
    'no hand over the limit': ({ context }) => mustDiscard(context).length === 0,
    'may discard': ruleGuard(({ context, event }: { context: GameContext; event: GameEvent }) => whyNotDiscard(context, event as With<'discard'>)),
    // Named by the end of the turn's `forbids`: the reason a reader gets for going on before discarding.
    'hands within the limit': ruleGuard(({ context }: { context: GameContext }) => whyNotGoOn(context)),
  },
  actions: {
    prepare: assign(({ context }) => prepare(context)),
    select: assign(({ context, event }) => {
      const e = event as With<'select'>;
      return log({ ...context, selection: setAt(context.selection, e.player, [...e.ids]) }, { step: 'select', clauses: ['3-2'], values: { player: e.player, n: e.ids.length } });
    }),
    reveal: assign(({ context }) => {
      const characters = PLAYERS.flatMap((p) => context.selection[p]!.map((id) => {
        const { legendary: _, copies: __, art: ___, ...card } = context.characterDecks[p].find((x) => x.id === id)!;
        return { ...card, printedHp: card.hp, owner: p, rage: 0 } as Character;
      }));
      // 3-2 — one copy of each chosen card leaves the character deck; the rest is set aside.
      // (A card printed with two illustrations may be listed twice, 7-5: one copy of it leaves, the first listed.)
      const characterDecks = PLAYERS.map((p) => {
        const taken = new Set<string>();
        return context.characterDecks[p].flatMap((x) => {
          if (!context.selection[p]!.includes(x.id) || taken.has(x.id)) return [x];
          taken.add(x.id);
          return copiesOf(x) > 1 ? [{ ...x, copies: copiesOf(x) - 1 }] : [];
        });
      }) as GameContext['characterDecks'];
      const cost = (p: Player) => characters.filter((x) => x.owner === p).reduce((s, x) => s + x.summon, 0);
      return log({ ...context, characters, characterDecks }, ...PLAYERS.map((p) => ({ step: 'reveal', clauses: ['3-2'], values: { player: p, ids: context.selection[p]!.join(', '), total: cost(p), left: characterCount(characterDecks[p]) } })));
    }),
    order: assign(({ context, event }) => {
      const first = (event as With<'order'>).first;
      const opened = shuffle(log({ ...context, attacker: first }, { step: 'order', clauses: ['3-3'], values: { player: first } }));
      const dealt = PLAYERS.reduce((acc, p) => draw(acc, p, OPENING_HAND, ['4-1']), opened);
      return dealt.winner !== null ? dealt : startTurn(dealt);
    }),
    declare: assign(({ context, event }) => declare(context, declarationOf(event))),
    play: assign(({ context, event }) => play(context, playOf(event))),
    useAgain: assign(({ context, event }) => play(context, playOf(event), true)),
    respond: assign(({ context, event }) => respond(context, playOf(event))),
    close: assign(({ context }) => closeChain(context)),
    resolveNext: assign(({ context }) => resolveNext(context)),
    endChain: assign(({ context }) => endChain(context)),
    endTurn: assign(({ context }) => endTurn(context, { step: 'turn.end', clauses: ['4-6'], values: { player: context.attacker } })),
    endSpentTurn: assign(({ context }) => endTurn(context, { step: 'turn.spent', clauses: ['6-12'], values: { player: context.attacker } })),
    discard: assign(({ context, event }) => discard(context, event as With<'discard'>)),
    store: assign(({ context }) => store(context)),
    nextTurn: assign(({ context }) => startTurn(log({ ...context, attacker: other(context.attacker) }, { step: 'swap', clauses: ['4-8'], values: { player: other(context.attacker) } }))),
  },
}).createMachine({
  id: 'fenglei-game',
  context: ({ input }) => initial(input),
  initial: 'preparing',
  meta: { clauses: ['2', '3', '4'] },
  states: {
    // 2-1…2-3 — with a seed, the preparation: both players' decks are checked against the deck rules;
    // without one, the setup's schema has checked them (the first lines of the log say so, or why a
    // deck is short) and the selection begins at once.
    preparing: {
      meta: { clauses: ['2-1', '2-2', '2-2.1', '2-2.2', '2-3'] },
      always: { guard: 'the decks come as listed', target: 'selecting', meta: { clauses: ['3-0'] } },
      on: { 'decks.check': { guard: 'may prepare', target: 'selecting', actions: 'prepare', meta: { clauses: ['2-1', '2-2', '2-2.1', '2-2.2', '2-3', '3-0'] } } },
    },
    // 3-1, 3-2 — each player puts characters face down within the summon points; when both have, all are revealed.
    selecting: {
      meta: { clauses: ['3-1', '3-2'] },
      always: { guard: 'both have chosen', target: 'ordering', actions: 'reveal', meta: { clauses: ['3-2'] } },
      on: { select: { guard: 'may select', target: 'selecting', actions: 'select', meta: { clauses: ['3-1', '3-2'] } } },
    },
    // 3-3 — the order of attack and defense; then the battle phase: shuffle, 6 cards each, the first turn begins.
    ordering: {
      meta: { clauses: ['3-3'] },
      on: { order: { target: 'main', actions: 'order', meta: { clauses: ['3-3', '6-7', '4-1', '4-3', '9-4'] } } },
    },
    // 4-4 — the attacker's main phase: tactic cards, attack declarations, or the end of the turn (4-6);
    // under the flow's words (6-12), the turn ends by itself once the attacker's action value is used up.
    main: {
      meta: { clauses: ['4-4', '4-6'] },
      always: [
        { guard: 'the game is decided', target: 'over', meta: { clauses: ['1-2'] } },
        { guard: 'the attacker has used up the action value', target: 'ending', actions: 'endSpentTurn', meta: { clauses: ['6-12'] } },
      ],
      on: {
        'attack.declare': { guard: 'may declare', target: 'chain', actions: 'declare', meta: { clauses: ['5-2', '5-3', '4-4'] } },
        'tactic.play': { guard: 'may play', target: 'chain', actions: 'play', meta: { clauses: ['4-4'] } },
        'tactic.use': { guard: 'may use again', target: 'chain', actions: 'useAgain', meta: { clauses: ['8-6.2', '9-4'] } },
        'turn.end': { target: 'ending', actions: 'endTurn', meta: { clauses: ['4-6'] } },
      },
    },
    ...chainStates('main'),
    // 4-7 — the end of the turn: hands over the limit are discarded down to 6 (4-7.1, or 6-13 under the
    // flow's reading), in any order; then unspent action value is stored (4-7.2).
    ending: {
      meta: { clauses: ['4-7', '4-7.1'], forbids: { 'step.continue': 'hands within the limit' } },
      always: { guard: 'no hand over the limit', target: 'stored', actions: 'store', meta: { clauses: ['4-7.2'] } },
      on: { discard: { guard: 'may discard', target: 'ending', actions: 'discard', meta: { clauses: ['4-7.1'] } } },
    },
    // 4-8 — the roles swap, and the next turn begins at the attacker's draw (4-3); after the action values
    // are gained, passive cards on the field take their action cost (9-4).
    stored: {
      meta: { clauses: ['4-7.2', '4-8'] },
      on: { 'step.continue': { target: 'main', actions: 'nextTurn', meta: { clauses: ['4-8', '4-3', '9-4'] } } },
    },
    over: { type: 'final', meta: { clauses: ['1-2'] } },
  },
});
