/**
 * 星靈王's turn (二, 三, 十二–十四): 抽牌 → 防守 → the early-end check (12-1) → 召喚 → 戰術
 * (佈陣 or 進攻宣言) → 結束 (effects, hand limit, countdown, early-end declaration, turn end), turn
 * after turn until the game ends. The 防守階段 and 進攻宣言 are the defense and declare machines
 * themselves, stepped inside this one, so a turn shows the same battles the combat sandbox does.
 * Every state and transition names its clauses; the rules are pure functions in game.ts.
 */
import { assign, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { cardsOf, faceOf, has, lineOrder, mayShow, opponent, PLACES, type Shown, type Player, type Row, type UnderCard, type Unit } from '../board';
import { anyMayAttack, declareCandidates } from '../attackers';
import type { declareMachine, DeclareEvent, KeywordEffectEvent } from '../declare/machine';
import type { CancelledAttack, defenseMachine, DefenseEvent } from '../defense/machine';
import { leavingEntries } from '../battle-cards';
import { attackersInOrder, defenseOpening } from '../combat';
import { whyNotRevive, type ShortCost } from '../keywords';
import { keywordEffectCandidates, sourcedOffers } from '../keyword-label';
import {
  cannotBringOut,
  DRAW_PER_TURN,
  fieldFull,
  earlyEndConditions,
  HAND_LIMIT,
  LAST_STAR_LINE,
  lastCountdownTurn,
  mayEnter,
  nextStarLineToFlip,
  playerOfTurn,
  RULE_VALUES,
  isFirstPlayersFirstTurn,
  scoreOf,
  tributeOrder,
  whyNotPlayable,
  winnerOf,
  type Card,
  type EarlyEndCondition,
  cardsLeave,
  withZones,
  type Zones,
} from '../game';
import { logEntries, logged, logLength, type Log, type LogEntry } from '../../../engine/log';
import { explainRefusal, ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { own } from '../../../lib/own';
import type { Use } from '../effects';
import { combinePart, combines, declarePart, defensePart, effectsPart, keywordStepsPart } from '../parts';

/** A player's deck (top card first), hand, graveyard, exile and 獎勵 (game.ts). */
export type PlayerState = Zones;

export interface TurnInput {
  /** The turn about to begin; 1 is the first player's first turn (1-5), and player 0 takes the odd ones. */
  turn: number;
  players: [PlayerState, PlayerState];
  units: Unit[];
  /** A 小旅人's ATK and score, printed on the card back (the rules do not state them). */
  traveller: { atk: number; score: number };
  /** Cards a unit on the field returns to when it goes back to hand, by unit id. */
  fieldCards: Record<string, Card>;
  /** 14-3 — whether the countdown has begun, and the star-line cards flipped so far. */
  countdown: boolean;
  flipped: number[];
  /** 3-2, 14-4 — early ends declared and not yet checked. */
  earlyEnd: { player: Player; condition: EarlyEndCondition }[];
  /** 15-6.2a's and 15-6.5a's notes: a 耗能 or 下車 with less than it removes (keywords.ts). */
  shortCost?: ShortCost;
  /** 14-5's note: whose 「結束階段結束後」 effects come first, and whether they come once the game has ended (triggers.ts). */
  afterTurnEnd?: 'endedFirst' | 'nextFirst';
  /** 15-5.1b's note, for the 防守階段 (defense/machine.ts). */
  cancelledAttack?: CancelledAttack;
  /** 4-5 — each player's field zone (effects.ts). */
  fields: [string | null, string | null];
}

/** A unit's effect of a moment waiting to be activated, or a 衰退 unit's turn in the end phase (triggers.ts). */
export type Queued = Use | { decay: string };
/** Where the turn goes on once the effects of a moment are resolved: back to the phase (and the unit played) they came from. */
export interface After {
  to: 'summon' | 'deploy' | 'tributes' | 'mech' | 'end' | 'afterEnd';
  unit?: string;
}
type MechCombine = { unit: string; target: string; below: string; shows: Shown };

/** What is being brought out: a card from hand, or a 小旅人 from the forest (12-2, 13-2). */
type Bringing = ({ card: Card; tributes: string[]; shows?: Record<string, Shown>; under?: UnderCard[] } | { traveller: true }) & {
  /** The clause that obliges it: the 召喚階段's (12-2) or 佈陣's (13-2). */
  rule: string;
};

export interface TurnContext extends TurnInput {
  current: Player;
  /** 12-2 — the current player has played a unit or summoned a 小旅人 in its 召喚階段. */
  bringing: Bringing | null;
  /** 13-3 — units that entered the current player's front row this turn (not to be moved back). */
  enteredFront: string[];
  /** 13-5 — a unit has moved in this 佈陣 (no more effects until it is done). */
  moved: boolean;
  /** The unit picked to move in 佈陣. */
  picked: string | null;
  /** 小旅人 summoned so far, for their ids. */
  travellers: number;
  /** 15-4.1a — the unit just played or summoned beside a 掩護 unit, while its player decides. */
  covering: string | null;
  /** 15-3.2 — where the 機械合體階段 was declared (null: not in it; `bring`: in 佈陣 before its unit is brought out), whether it was this turn, and the cards that took part (15-3.2d). */
  mechFrom: 'summon' | 'tactic' | 'bring' | 'deploy' | 'attack' | null;
  mechUsed: boolean;
  mechTook: string[];
  /** The board when the running sub-flow began: where units that left it are looked up. */
  boardBefore: Unit[];
  defense: SnapshotFrom<typeof defenseMachine> | null;
  declare: SnapshotFrom<typeof declareMachine> | null;
  /** 六, 七 — the effects being used, the last one answering the one before (6-3); `negated` when a negation answered it (effects.ts). */
  uses: (Use & { negated?: boolean })[];
  /** A unit's effects of a moment (12-2, 12-3, 15-3.2e, 14-1, 14-5) waiting to be activated, in order, with the 衰退 of the end phase among them (triggers.ts); where the turn goes on after them; whether the current player chooses their order (15-3.2e). */
  queued: Queued[];
  after: After | null;
  ordering: boolean;
  /** 12-3 — the tributes still to be sacrificed, in 戰線順序, while one's 被獻祭時 effect is processed. */
  sacrificing: string[];
  /** 15-3.2b — the 機械合體 whose 合體時 effects are being processed before one unit is put under. */
  mechPending: MechCombine | null;
  /** 14-1 — this end phase's effects have been queued (the phase is entered again after them). */
  endBegun: boolean;
  result: { scores: [number, number]; winner: Player; by: 'countdown' | 'earlyEnd' } | null;
  log: Log | null;
}

export type TurnEvent =
  | DefenseEvent
  | Extract<DeclareEvent, { type: 'effect.use' | 'attack.declare' | 'attack.finish' | 'effect.sideways' }>
  | KeywordEffectEvent
  | { type: 'unit.play'; card: string }
  | { type: 'traveller.summon' }
  | { type: 'summon.end' }
  | { type: 'tribute.choose'; unit: string; shows?: Shown }
  | { type: 'unit.place'; line: number; row: Row }
  | { type: 'tactic.deploy' }
  | { type: 'tactic.attack' }
  | { type: 'deploy.effect' }
  | { type: 'deploy.pick'; unit: string }
  | { type: 'deploy.to'; line: number; row: Row }
  | { type: 'deploy.finish' }
  | { type: 'hand.exile'; card: string }
  | { type: 'earlyEnd.declare'; condition: EarlyEndCondition }
  | { type: 'earlyEnd.pass' }
  | { type: 'cover.move'; unit: string }
  | { type: 'cover.decline' }
  | { type: 'soul.revive'; points: number; cards: string[] }
  | { type: 'card.use'; card: string }
  | { type: 'effect.activate'; unit: string }
  | { type: 'target.choose'; unit: string }
  | { type: 'answer.use'; card: string }
  | { type: 'answer.pass' }
  | { type: 'mech.begin' }
  | ({ type: 'mech.combine' } & MechCombine)
  | { type: 'trigger.first'; unit: string }
  | { type: 'mech.end' }
  | { type: 'parasite.combine'; unit: string; target: string; shows: Shown }
  | { type: 'unit.split'; splitBy: string; unit: string; card: string; line: number; row: Row };


const log = (c: TurnContext, entry: LogEntry): TurnContext => logged(c, entry);
export const me = (c: TurnContext) => c.players[c.current];
/**
 * 合體 (combine.ts), a part of the rules loaded for a position with a unit or card that combines
 * (parts.ts): the machine stacks or splits units only once a check (combine-checks.ts) found one.
 */
const combine = () => combinePart.use();
/**
 * 15-3.2b, 15-3.4a, 15-3.5a — the checks of a 合體 or 分開 (combine-checks.ts, in the 合體 part). With
 * no unit on the field that combines (`combines`: no cards under one, no 機械合體, 吞食合體 or 寄生合體),
 * the first check refuses every 合體 and 分開 — the unit lacks the keyword, or has no card under it —
 * and the machine gives that refusal itself; otherwise the part's checks, all of them.
 */
const whyNotMech = (units: Unit[], player: Player, took: string[], e: { unit: string; target: string; below: string; shows: Shown }): Refusal | null =>
  units.some(combines) ? combine().whyNotMech(units, player, took, e) : { step: 'refuse.mechUnit', clauses: ['15-3.2b'], values: { unit: e.unit, other: e.target } };
const whyNotParasite = (units: Unit[], player: Player, e: { unit: string; target: string; shows: Shown }): Refusal | null =>
  units.some(combines) ? combine().whyNotParasite(units, player, e) : { step: 'refuse.parasiteUnit', clauses: ['15-3.4a'], values: { unit: e.unit, other: e.target } };
const whyNotSplit = (units: Unit[], e: { unit: string; card: string; line: number; row: Row }): Refusal | null =>
  units.some(combines) ? combine().whyNotSplit(units, e) : { step: 'refuse.splitCard', clauses: ['15-3.5a'], values: { unit: e.unit, card: e.card, line: e.line, row: e.row } };

/** 15-3.1a, 15-3.1c, 15-3.1d — after a 合體 or 分開 (combine.ts): the board, the unit that entered (13-3), the magic cards to the graveyard, and what the log says. */
const combined = (c: TurnContext, r: { units: Unit[]; entered: Unit; magic: { id: string; owner: Player }[]; entry: LogEntry }): TurnContext =>
  log({ ...enteredNow(toGraveyards(c, r.magic), r.entered), units: r.units }, r.entry);
const bonuses = (c: TurnContext): [number, number] => [c.players[0].bonus, c.players[1].bonus];
const scores = (c: TurnContext): [number, number] => [scoreOf(c.units, c.players[0].bonus, 0), scoreOf(c.units, c.players[1].bonus, 1)];


/** 10-1, 10-5 to 10-7, 15-3.1e — units that left the field (looked up on `board`): their cards go where they belong (game.ts); with `sneak` (偷襲, 15-2.1e) only the top card. */
export function leaveField(c: TurnContext, ids: string[], to: 'graveyard' | 'hand', board: Unit[], sneak = false): TurnContext {
  let next = c;
  for (const id of ids) {
    const unit = board.find((u) => u.id === id);
    if (!unit) continue;
    const left = cardsLeave(next, unit, to, sneak);
    next = logged(left.table, ...left.log);
  }
  return next;
}

/** Cards to their owners' graveyards. */
const toGraveyards = (c: TurnContext, cards: { id: string; owner: Player }[]) =>
  cards.reduce((next, card) => withZones(next, card.owner, { graveyard: [...next.players[card.owner].graveyard, card.id] }), c);

/** 9-1, 13-3 — a unit that entered the current player's front row this turn (合體 and 分開 are entering, 15-3.1c). */
const enteredNow = (c: TurnContext, u: Unit): TurnContext => (u.owner === c.current && u.row === 'front' ? { ...c, enteredFront: [...c.enteredFront, u.id] } : c);

/** 2-1 — the current player draws two cards; a deck with fewer gives what it has (2-1's note). */
function draw(c: TurnContext): TurnContext {
  const p = me(c);
  const drawn = p.deck.slice(0, DRAW_PER_TURN);
  const next = log(c, { step: 'turn.start', clauses: ['2', '2-1'], values: { player: c.current, turn: c.turn } });
  return log(withZones(next, c.current, { deck: p.deck.slice(drawn.length), hand: [...p.hand, ...drawn] }), {
    step: drawn.length === DRAW_PER_TURN ? 'turn.draw' : 'turn.drawShort',
    clauses: ['2-1'],
    values: { player: c.current, cards: drawn.map((d) => d.id).join(', '), count: drawn.length, ...RULE_VALUES },
  });
}

/** 14-1, 14-5 — a unit whose effect comes at this end-phase moment: in every end phase, or (「我方…」) in its player's. */
export function atEnd(c: TurnContext, u: Unit, moment: 'endPhase' | 'afterEnd'): boolean {
  const timing = c.fieldCards[u.id]?.effect?.timing;
  return timing === moment || (u.owner === c.current && timing === (moment === 'endPhase' ? 'ownEndPhase' : 'ownAfterEnd'));
}

/** Copies a sub-flow's board and new log entries after it took a step. */
const absorb = (c: TurnContext, logBefore: number, after: { context: { log: Log | null; units: Unit[] } }): TurnContext =>
  logged({ ...c, units: after.context.units }, ...logEntries(after.context.log, logBefore));

/**
 * 2-2, 11 — the 防守階段 is the defense machine, run on this board: a part of the rules the island
 * loads only for a position with a unit attacking or a line that chooses 進攻宣言 (parts.ts). With
 * no enemy unit attacking, the phase is skipped before it begins (11-5), as the machine would log it.
 */
const defense = () => defensePart.use().defenseMachine;

function startDefense(c: TurnContext): TurnContext {
  if (!attackersInOrder(c.units, c.current).length) return log(c, defenseOpening(c.units, c.current));
  // 六, 七 — with the turn's zones, where the phase's cards and effects take what they move (battle-cards.ts).
  const [snapshot] = initialTransition(defense(), { defender: c.current, units: c.units, players: c.players, fieldCards: c.fieldCards, fields: c.fields, ...(c.cancelledAttack ? { cancelledAttack: c.cancelledAttack } : {}) });
  return { ...absorb(c, 0, snapshot), defense: snapshot, boardBefore: c.units };
}

/**
 * 2-2, 11 — one step of the 防守階段. 11-8.5, 15-2.1a, 10-6 — a unit that left the field in it
 * (destroyed in a battle, or back to hand by 偷襲) takes its cards where they belong at once; a
 * 偷襲 unit's magic cards go to the graveyard right after it returns (15-2.1b), logged before its
 * battle is over and the next one begins.
 */
function stepDefense(c: TurnContext, event: DefenseEvent): TurnContext {
  const before = c.defense!.context;
  const [after] = transition(defense(), c.defense!, event);
  // The phase moved the cards itself, into the turn's zones it was given (battle-cards.ts): they come back with the board.
  const { players, fieldCards, fields } = after.context;
  return { ...logged({ ...c, units: after.context.units, players, fieldCards, fields }, ...logEntries(after.context.log, logLength(before.log))), defense: after };
}

/** 11-8.8 — the phase is over: what left the field in it went where it belongs at each step (stepDefense). */
const endDefense = (c: TurnContext): TurnContext => ({ ...c, defense: null, boardBefore: [] });

/**
 * 2-4.2, 11-1 — 進攻宣言 is the declare machine, run on this board: a part of the rules the island
 * loads only once a line of play chooses 進攻宣言 (parts.ts), since a turn may well have none.
 */
const declare = () => declarePart.use().declareMachine;

function startDeclare(c: TurnContext): TurnContext {
  const [snapshot] = initialTransition(declare(), { attacker: c.current, units: c.units, players: c.players, fieldCards: c.fieldCards, fields: c.fields, ...(c.shortCost ? { shortCost: c.shortCost } : {}) });
  return { ...absorb(c, 0, snapshot), declare: snapshot };
}

/** 12-1 — the current player's early end, declared in its last end phase, is checked once. */
const pendingEarlyEnd = (c: TurnContext) => c.earlyEnd.find((e) => e.player === c.current);
const earlyEndHolds = (c: TurnContext) => {
  const pending = pendingEarlyEnd(c);
  return pending !== undefined && earlyEndConditions(c.units, bonuses(c), c.current).includes(pending.condition);
};

function gameOver(c: TurnContext, by: 'countdown' | 'earlyEnd', clauses: string[]): TurnContext {
  const s = scores(c);
  const winner = winnerOf(s);
  return log({ ...c, result: { scores: s, winner, by } }, { step: s[0] === s[1] ? 'game.tie' : 'game.over', clauses: [...clauses, '3-2'], values: { winner, score0: s[0], score1: s[1] } });
}

/** 9-2, 12-2, 13-2 — the unit being brought out enters at the chosen place, upright. */
function bringOut(c: TurnContext, line: number, row: Row): TurnContext {
  const b = c.bringing!;
  let travellers = c.travellers;
  if ('traveller' in b) do travellers++; while (c.units.some((u) => u.id === `traveller-${travellers}`));
  const common = { owner: c.current, line, row, state: 'upright' as const };
  const unit: Unit = 'traveller' in b
    ? { id: `traveller-${travellers}`, ...common, atk: c.traveller.atk, score: c.traveller.score, keywords: [], traveller: true }
    : { id: b.card.id, ...common, atk: b.card.atk, score: b.card.score, keywords: b.card.keywords, ...(b.card.ride ? { ride: b.card.ride, riders: b.card.ride } : {}), ...(b.card.ghost ? { ghost: b.card.ghost } : {}) };
  // 15-3.3a — the 吞食合體 tributes are stacked under it and played with it.
  const under = 'card' in b ? b.under ?? [] : [];
  const entered = under.length ? combine().stack(unit, under, { line, row }) : unit;
  let next: TurnContext = { ...c, units: [...c.units, entered], travellers, bringing: null, enteredFront: row === 'front' ? [...c.enteredFront, unit.id] : c.enteredFront };
  if ('card' in b) next = { ...withZones(next, c.current, { hand: me(c).hand.filter((h) => h.id !== unit.id) }), fieldCards: { ...next.fieldCards, [unit.id]: b.card } };
  next = log(next, { step: 'traveller' in b ? 'unit.traveller' : 'unit.played', clauses: ['9-2', '8-1', b.rule, ...('traveller' in b ? ['4-6'] : [])], values: { unit: unit.id, line, row } });
  // 15-6.3a — a 搭乘 unit takes that many 小旅人 from the forest, under it (its number is the limit, 15-6.3b).
  if ('card' in b && b.card.ride) next = log(next, { step: 'ride.entered', clauses: ['15-6.3a', '15-6.3b'], values: { unit: unit.id, count: b.card.ride } });
  return under.length ? log(next, { step: 'devour.stacked', clauses: ['15-3.3a', '15-3.1a', '15-3.1b', '15-3.1f'], values: { unit: unit.id, cards: under.map((u) => u.id).join(', '), atk: entered.atk, score: entered.score } }) : next;
}

/**
 * 12-3, 10-3, 10-5 — the chosen tributes are sacrificed one by one in 戰線順序; one with a 被獻祭時
 * effect stops it there (its effect is processed first, triggers.ts), and it goes on from that
 * tribute once the effect is resolved.
 */
function sacrifice(c: TurnContext): TurnContext {
  const b = c.bringing as { card: Card; tributes: string[]; shows?: Record<string, Shown>; under?: UnderCard[] };
  const resumed = c.after?.to === 'tributes' ? c.after.unit : undefined;
  const order = resumed ? c.sacrificing : tributeOrder(c.units, b.tributes);
  let next: TurnContext = { ...c, after: null };
  const under: UnderCard[] = [...(b.under ?? [])];
  for (const [i, id] of order.entries()) {
    const unit = next.units.find((u) => u.id === id);
    // Gone on the way (by an effect processed in the sacrifice): it is no longer there to sacrifice.
    if (!unit) continue;
    if (id !== resumed && next.fieldCards[id]?.effect?.timing === 'sacrificed') return { ...uses().queueSacrificed({ ...next, bringing: { ...b, under } as Bringing }, id), sacrificing: order.slice(i) };
    // 15-3.3a, 15-3.3b — a 吞食合體 tribute (the top card of a combined one) goes under the new unit
    // instead of the graveyard; the cards that were under it go to the graveyard.
    if (faceOf(unit).keywords.includes('devour')) {
      under.push(combine().asUnder(unit, b.shows![id]));
      next = toGraveyards(next, cardsOf(unit).slice(1));
      // 15-3.1d — the magic cards it was given go to the graveyard.
      for (const m of unit.magic ?? []) next = log(toGraveyards(next, [m]), { step: 'leave.magic', clauses: ['15-3.1d'], values: { unit: id, card: m.id, player: m.owner } });
      next = log({ ...next, units: next.units.filter((u) => u.id !== id) }, { step: unit.under?.length ? 'tribute.devouredTop' : 'tribute.devoured', clauses: ['12-3', '15-3.3a', ...(unit.under?.length ? ['15-3.3b'] : [])], values: { unit: id, cards: (unit.under ?? []).map((u) => u.id).join(', ') } });
      continue;
    }
    next = leaveField(next, [id], 'graveyard', next.units);
    next = log({ ...next, units: next.units.filter((u) => u.id !== id) }, { step: unit.traveller ? 'tribute.traveller' : 'tribute.sacrificed', clauses: unit.traveller ? ['12-3', '10-3', '10-5'] : ['12-3', '10-3'], values: { unit: id } });
    // 15-3.1e — a combined tribute leaves as one.
    if (unit.under?.length) next = log(next, { step: 'tribute.combined', clauses: ['12-3', '15-3.1e'], values: { unit: id, cards: cardsOf(unit).map((u) => u.id).join(', ') } });
    next = logged(next, ...leavingEntries(unit, !unit.traveller));
  }
  return { ...next, sacrificing: [], bringing: { ...next.bringing!, under } as Bringing };
}

/** 13-3 — the unit at one of the current player's places, if any. */
export const ownAt = (c: TurnContext, line: number, row: Row) => c.units.find((u) => u.owner === c.current && u.line === line && u.row === row);

/**
 * 13-3 — why the picked unit may not move there, or null: it is there already, the unit it would
 * swap with is under 禁錮 (15-5.3a), or it (or the unit it would swap with) entered the front row
 * this turn and would go to the back row.
 */
function whyNotMove(c: TurnContext, line: number, row: Row): Refusal | null {
  const unit = c.units.find((u) => u.id === c.picked)!;
  if (unit.line === line && unit.row === row) return { step: 'refuse.samePlace', clauses: ['13-3'], values: { unit: unit.id } };
  const other = ownAt(c, line, row);
  // 15-5.3a — a swap would move a unit under 禁錮.
  if (other && has(other, 'imprisoned')) return { step: 'refuse.imprisonedMove', clauses: ['15-5.3a'], values: { unit: other.id } };
  const intoBack = [other && [other, unit.row] as const, [unit, row] as const].find((m) => m && m[1] === 'back' && m[0].row === 'front' && c.enteredFront.includes(m[0].id));
  return intoBack ? { step: 'refuse.enteredFront', clauses: ['13-3'], values: { unit: intoBack[0].id } } : null;
}

/** 13-3 — the board after the picked unit moves there, swapping with the unit there, if any. */
function moved(c: TurnContext, line: number, row: Row): Unit[] {
  const unit = c.units.find((u) => u.id === c.picked)!;
  const other = ownAt(c, line, row);
  return c.units.map((u) => (u === unit ? { ...u, line, row } : u === other ? { ...u, line: unit.line, row: unit.row } : u));
}

const eventOf = <T extends TurnEvent['type']>(event: TurnEvent, _type: T) => event as Extract<TurnEvent, { type: T }>;
export const handCard = (c: TurnContext, id: string) => me(c).hand.find((h) => h.id === id);

/** 12-2, 13-2 — why the card named may not be played from hand now (game.ts), or null. */
function whyNotPlay(c: TurnContext, event: TurnEvent, rule: '12-2' | '13-2'): Refusal | null {
  const id = eventOf(event, 'unit.play').card;
  const card = handCard(c, id);
  return card ? whyNotPlayable(card, c.units, c.current, rule) : { step: 'refuse.notInHand', clauses: [rule], values: { card: id } };
}

/**
 * 掩護 (15-4.1) and 衰退 (15-5.4): turn steps of two keywords (keyword-steps.ts), a part of the
 * rules loaded for a position with a unit or card that has one (parts.ts); the machine takes a
 * step of them only where a unit on the field has the keyword.
 */
const keywordSteps = () => keywordStepsPart.use();
const anyWith = (c: TurnContext, keyword: 'cover' | 'decay') => c.units.some((u) => has(u, keyword));

/**
 * 6-3, 6-6 — using an effect: its targets chosen first (targets), then the enemy may answer with
 * a card of an exact timing (answer), then everything resolves and the phase goes on where it was.
 */
const useStates = <B extends string>(back: B) => ({
  targets: {
    meta: { clauses: ['6-6'], forbids: { 'mech.begin': 'mech mid play' } },
    always: [
      { guard: 'answer possible' as const, target: 'answer', actions: 'offerAnswer' as const, meta: { clauses: ['6-3'] } },
      { guard: 'targets chosen' as const, target: 'placing', actions: 'resolveUses' as const, meta: { clauses: ['6-2', '6-6'] } },
    ],
    on: { 'target.choose': { guard: 'may target' as const, actions: 'chooseTarget' as const, meta: { clauses: ['6-6'] } } },
  },
  answer: {
    meta: { clauses: ['6-3'], forbids: { 'mech.begin': 'mech mid play' } },
    on: {
      'answer.use': { guard: 'may answer' as const, target: 'targets', actions: 'answerUse' as const, meta: { clauses: ['6-3'] } },
      'answer.pass': { target: 'placing', actions: ['answerPass' as const, 'resolveUses' as const], meta: { clauses: ['6-3', '6-2'] } },
    },
  },
  // 12-6, 9-2 — an extra unit summoned by the effect enters the place its player chooses; then the effect goes on (uses.ts).
  placing: {
    meta: { clauses: ['12-6', '9-2'], forbids: { 'mech.begin': 'mech mid play' } },
    always: { guard: 'no place asked' as const, target: back, meta: { clauses: ['6-2'] } },
    on: { 'unit.place': { guard: 'may place summon' as const, actions: 'placeSummon' as const, meta: { clauses: ['9-2', '12-6'] } } },
  },
});

/** 六, 七 — the effects being used (uses.ts, a part loaded for a position with a card that has an effect, parts.ts). */
const uses = () => effectsPart.use();

/**
 * 7-1, 6-1 — why this magic card from hand (`card.use`) or this unit's effect (`effect.activate`)
 * may not be used now, or null: it must be the player's and have an effect, whose timing and
 * condition then decide (uses.ts).
 */
function whyNotUse(c: TurnContext, event: TurnEvent, phase: 'summon' | 'deploy'): Refusal | null {
  const magic = event.type === 'card.use';
  const id = magic ? eventOf(event, 'card.use').card : eventOf(event, 'effect.activate').unit;
  const rule = magic ? '7-1' : '6-1';
  const values = { card: id, unit: id };
  if (magic) {
    const card = handCard(c, id);
    if (!card) return { step: 'refuse.notInHand', clauses: ['7-1'], values };
    if (card.kind !== 'magic') return { step: 'refuse.useUnitCard', clauses: ['12-2', '7-1'], values };
  } else if (!c.units.some((u) => u.id === id && u.owner === c.current)) return { step: 'refuse.notOwnEffect', clauses: ['6-1'], values };
  const effect = magic ? handCard(c, id)!.effect : c.fieldCards[id]?.effect;
  return effect ? uses().whyNotUseEffect(c, effect, phase, rule, values) : { step: 'refuse.noEffect', clauses: [rule], values };
}

export const turnMachine = setup({
  types: { context: {} as TurnContext, events: {} as TurnEvent, input: {} as TurnInput, meta: {} as StateMeta },
  guards: {
    /** 7-1, 6-1, 13-5 — a magic card or a unit's effect whose timing and condition allow it now (effects.ts). */
    'usable in summon': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotUse(context, event, 'summon')),
    'usable in deploy': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotUse(context, event, 'deploy')),
    /** 6-6 — a target of the kind the effect names, chosen once. */
    'may target': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => uses().whyNotChoose(context, eventOf(event, 'target.choose').unit)),
    'targets chosen': ({ context }) => uses().targetsChosen(context),
    /** 9-2 — the effects used have resolved, none waiting for an extra unit's place. */
    'no place asked': ({ context }) => !uses().placeAsked(context),
    /** 9-2 — the extra unit's place: a free front place, a back one only when the front row is full. */
    'may place summon': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      const e = eventOf(event, 'unit.place');
      return uses().whyNotSummonPlace(context, e.line, e.row);
    }),
    /** 6-3 — the targets chosen, the enemy holds a card of an exact timing, and nothing has answered yet. */
    'answer possible': ({ context }) => uses().answerPossible(context),
    /** A unit's effects of a moment (triggers.ts): one activated, its order to choose (15-3.2e), more queued, and where the turn goes on after them. */
    'use pending': ({ context }) => context.uses.length > 0,
    'order to choose': ({ context }) => context.ordering,
    'effect queued': ({ context }) => context.queued.length > 0,
    'after summon': ({ context }) => context.after?.to === 'summon',
    'after deploy': ({ context }) => context.after?.to === 'deploy',
    'after tributes': ({ context }) => context.after?.to === 'tributes',
    'after mech': ({ context }) => context.after?.to === 'mech',
    'after end': ({ context }) => context.after?.to === 'end',
    /** 15-3.2e — the effect chosen to go first is one of those queued. */
    'may go first': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => uses().whyNotFirst(context, eventOf(event, 'trigger.first').unit)),
    /** 12-2 — the unit enters, and its card has a 立即 effect. */
    'enters with 立即': ({ context, event }) => {
      const e = eventOf(event, 'unit.place');
      const b = context.bringing;
      return !!b && 'card' in b && b.card.effect?.timing === 'play' && mayEnter(context.units, context.current, e.line, e.row);
    },
    /** 15-4.1a, 15-4.1b — after its 立即 effect, the unit just played is beside a 掩護 unit it may move behind. */
    'cover after 立即': ({ context }) => {
      const unit = context.units.find((u) => u.id === context.after?.unit);
      return !!unit && anyWith(context, 'cover') && keywordSteps().coversFor(context, unit.line, unit.row).length > 0;
    },
    /** 15-3.2b, 15-3.2e — a 機械合體 the rules allow, a unit taking part in it having a 合體時 effect. */
    'mech with 合體時': ({ context, event }) => {
      const e = eventOf(event, 'mech.combine');
      return [e.unit, e.target].some((id) => context.fieldCards[id]?.effect?.timing === 'combine') && !whyNotMech(context.units, context.current, context.mechTook, e);
    },
    /** 14-5 — a unit on the field has a 「結束階段結束後」 effect. */
    'effects after end': ({ context }) => context.units.some((u) => atEnd(context, u, 'afterEnd')),
    /** 14-5's other reading (`nextFirst`) — the game ends, and 「結束階段結束後」 effects are processed before the score is counted. */
    'effects before the count': ({ context }) => context.afterTurnEnd === 'nextFirst' && context.flipped.includes(LAST_STAR_LINE) && context.units.some((u) => atEnd(context, u, 'afterEnd')),
    /** 14-5's other reading — those effects are processed: the game ends now. */
    'game ends after them': ({ context }) => context.after?.to === 'afterEnd' && context.flipped.includes(LAST_STAR_LINE),
    /** 6-3 — only a card or a unit's effect of an exact timing answers a card or effect being used (uses.ts). */
    'may answer': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => uses().whyNotAnswer(context, eventOf(event, 'answer.use').card)),
    // The 防守階段 and 進攻宣言 inside a turn refuse for their own machines' reasons.
    'defense accepts': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) =>
      context.defense!.can(event as DefenseEvent) ? null : explainRefusal(defense(), context.defense!, event),
    ),
    /** 11-8.8, 11-5 — the phase is over, or was skipped (startDefense). */
    'defense over': ({ context }) => !context.defense || context.defense.status === 'done',
    'declare accepts': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) =>
      context.declare!.can(event as DeclareEvent) ? null : explainRefusal(declare(), context.declare!, event),
    ),
    'declare over': ({ context }) => context.declare!.status === 'done',
    'early end holds': ({ context }) => earlyEndHolds(context),
    'early end pending': ({ context }) => pendingEarlyEnd(context) !== undefined,
    /** 12-3 — a red-star unit: reveal it, then choose tributes. */
    'red star playable': ({ context, event }) => {
      const card = handCard(context, eventOf(event, 'unit.play').card);
      return card !== undefined && card.redStar > 0 && !whyNotPlayable(card, context.units, context.current, '12-2');
    },
    /** 12-2 to 12-4, 9-3 — a card from hand the 召喚階段 lets the current player play. */
    'playable in summon': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotPlay(context, event, '12-2')),
    /** 13-2, 12-4 ※ — a unit that needs no tribute. */
    'playable in deploy': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotPlay(context, event, '13-2')),
    /** 9-3 — a 小旅人 too enters only a free place. */
    'room to enter': ruleGuard(({ context }: { context: TurnContext }) => (fieldFull(context.units, context.current) ? { step: 'refuse.fieldFull', clauses: ['9-3'] } : null)),
    /** 12-5 — the 召喚階段 may be declared over only when nothing can be played or summoned. */
    'cannot bring out': ruleGuard(({ context }: { context: TurnContext }) =>
      cannotBringOut(context.units, context.current) ? null : { step: 'refuse.mustBringOut', clauses: ['12-2', '12-5'] },
    ),
    /** 12-3 — a tribute is one of the current player's units, each chosen once. */
    'may tribute': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }): Refusal | null => {
      const unit = eventOf(event, 'tribute.choose').unit;
      const b = context.bringing as { tributes: string[] };
      const own = context.units.find((u) => u.id === unit && u.owner === context.current);
      if (!own || b.tributes.includes(unit)) return { step: 'refuse.tribute', clauses: ['12-3'], values: { unit } };
      // 15-5.3a — a unit under 禁錮 may not be chosen as a tribute.
      if (has(own, 'imprisoned')) return { step: 'refuse.tributeImprisoned', clauses: ['15-5.3a', '12-3'], values: { unit } };
      // 15-3.3a — a 吞食合體 tribute (its top card, 15-3.3b) goes under the new unit showing the part its player decides.
      const shows = eventOf(event, 'tribute.choose').shows;
      if (!faceOf(own).keywords.includes('devour')) return null;
      if (!shows) return { step: 'refuse.devourShows', clauses: ['15-3.3a'], values: { unit } };
      return mayShow(faceOf(own), shows) ? null : { step: 'refuse.shows', clauses: ['15-3.1b'], values: { unit, shows } };
    }),
    /** 15-3.2a — the 機械合體階段 once a turn. */
    'mech not used': ruleGuard(({ context }: { context: TurnContext }) => (context.mechUsed ? { step: 'refuse.mechOnce', clauses: ['15-3.2a'] } : null)),
    /** 15-3.2b, 15-3.2d, 15-3.1a, 15-3.1b, 15-5.3b (combine.ts). */
    'may mech combine': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotMech(context.units, context.current, context.mechTook, eventOf(event, 'mech.combine'))),
    /** 15-3.2c — back to the phase the 機械合體階段 was declared in. */
    'mech from summon': ({ context }) => context.mechFrom === 'summon',
    'mech from deploy': ({ context }) => context.mechFrom === 'deploy',
    'mech from bring': ({ context }) => context.mechFrom === 'bring',
    'mech from attack': ({ context }) => context.mechFrom === 'attack',
    /** 15-3.2a; 11-2 — in 進攻宣言, only before any unit attacks: attacking is one continuous action. */
    'mech in attack': ruleGuard(({ context }: { context: TurnContext }) =>
      context.declare?.context.declared.length ? { step: 'refuse.mechMidAttack', clauses: ['11-2'] } : context.mechUsed ? { step: 'refuse.mechOnce', clauses: ['15-3.2a'] } : null,
    ),
    /**
     * 15-3.2a — named by the `forbids` of the states inside a play (tributes, place, 掩護, a unit being
     * moved, an effect's targets and answer): the phase is declared between actions, not in the middle
     * of one (the site's reading in 15-3.2a's note); once declared this turn, 15-3.2a's 「限 1 次」; in
     * 佈陣 once a unit has moved, 13-5.
     */
    'mech mid play': ruleGuard(({ context }: { context: TurnContext }): Refusal => {
      if (context.mechUsed) return { step: 'refuse.mechOnce', clauses: ['15-3.2a'] };
      return context.moved ? { step: 'refuse.effectAfterMove', clauses: ['13-5'] } : { step: 'refuse.mechMidPlay', clauses: ['15-3.2a'] };
    }),
    /**
     * 15-3.2f — named by the 機械合體階段's `forbids`: a card or unit effect not of an exact timing is
     * refused there; one of an exact timing answers an effect being used (6-3), and in the phase none
     * is, so it is refused as the 召喚階段 refuses it (7-1, 6-1). The reasons that come first (not in
     * hand, no effect) are the 召喚階段's too.
     */
    'usable in mech': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }): Refusal => {
      const why = whyNotUse(context, event, 'summon');
      const magic = event.type === 'card.use';
      const id = magic ? eventOf(event, 'card.use').card : eventOf(event, 'effect.activate').unit;
      const effect = magic ? handCard(context, id)?.effect : context.fieldCards[id]?.effect;
      if (why && !['refuse.timing', 'refuse.condition'].includes(why.step)) return why;
      if (effect?.timing !== 'exact') return { step: 'refuse.mechOnlyExact', clauses: ['15-3.2f'], values: { card: id, unit: id } };
      return why ?? { step: 'refuse.timing', clauses: [magic ? '7-1' : '6-1'], values: { card: id, unit: id } };
    }),
    /** 15-3.2a; 13-5 — in 佈陣, only before the first move. */
    'mech in deploy': ruleGuard(({ context }: { context: TurnContext }) =>
      context.moved ? { step: 'refuse.effectAfterMove', clauses: ['13-5'] } : context.mechUsed ? { step: 'refuse.mechOnce', clauses: ['15-3.2a'] } : null,
    ),
    /** 15-3.4a (combine.ts); 13-5 — in 佈陣, effects only before the first move. */
    'may parasite': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) =>
      context.moved ? { step: 'refuse.effectAfterMove', clauses: ['13-5'] } : whyNotParasite(context.units, context.current, eventOf(event, 'parasite.combine')),
    ),
    /**
     * 6-1, 15-3.5 — 分開 is an effect: a unit of the current player with the keyword uses it, and it
     * splits that unit itself (the site's reading in 15-3.5a's second note); then 15-3.5a, 15-3.5b
     * (combine.ts); 13-5 as above.
     */
    'may split': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }): Refusal | null => {
      if (context.moved) return { step: 'refuse.effectAfterMove', clauses: ['13-5'] };
      const e = eventOf(event, 'unit.split');
      const by = context.units.find((u) => u.id === e.splitBy && u.owner === context.current);
      if (!by || !has(by, 'split')) return { step: 'refuse.splitSource', clauses: ['6-1', '15-3.5a'], values: { unit: e.splitBy } };
      if (e.unit !== by.id) return { step: 'refuse.splitOther', clauses: ['15-3.5a'], values: { unit: by.id, other: e.unit } };
      return whyNotSplit(context.units, e);
    }),
    'tributes chosen': ({ context }) => {
      const b = context.bringing as { card: Card; tributes: string[] };
      return b.tributes.length === b.card.redStar;
    },
    /** 9-2 — a free front place; the back row only when the front row is full. */
    'may enter': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      const e = eventOf(event, 'unit.place');
      return mayEnter(context.units, context.current, e.line, e.row) ? null : { step: 'refuse.place', clauses: ['9-2'], values: { line: e.line, row: e.row } };
    }),
    /** 9-2, 15-4.1a — the unit may enter there, beside a 掩護 unit it may move behind. */
    'cover offered': ({ context, event }) => {
      const e = eventOf(event, 'unit.place');
      return mayEnter(context.units, context.current, e.line, e.row) && anyWith(context, 'cover') && keywordSteps().coversFor(context, e.line, e.row).length > 0;
    },
    /** 15-4.1a — a 掩護 unit beside the unit just brought out, with an empty place behind it. */
    'may cover': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => keywordSteps().whyNotCover(context, eventOf(event, 'cover.move').unit)),
    /** 13-1 — the first player's first turn, and the countdown's last turn. */
    'tactic skipped': ({ context }) => isFirstPlayersFirstTurn(context.turn) || lastCountdownTurn(context.countdown, context.flipped),
    /** 2-4.2, 11-1 (the site's reading in their notes) — 進攻宣言 needs a unit that may attack. */
    'some unit may attack': ruleGuard(({ context }: { context: TurnContext }) =>
      anyMayAttack({ attacker: context.current, units: context.units, declared: [], log: null }) ? null : { step: 'refuse.noAttacker', clauses: ['2-4.2', '11-1'] },
    ),
    /** 13-5 — effects only before the first move. */
    /** 13-5 — an effect before any unit moves; 15-6.7a — a 還魂 returns cards of the graveyard whose 亡魂 points add up to exactly its number (keywords.ts). */
    'may revive': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      if (context.moved) return { step: 'refuse.effectAfterMove', clauses: ['13-5'] };
      const e = eventOf(event, 'soul.revive');
      return whyNotRevive(ghostsOf(context), me(context).graveyard, e.cards, e.points);
    }),
    'nothing moved': ruleGuard(({ context }: { context: TurnContext }) => (context.moved ? { step: 'refuse.effectAfterMove', clauses: ['13-5'] } : null)),
    /** 13-3 — 佈陣 moves the current player's own units. */
    'own unit': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      const unit = eventOf(event, 'deploy.pick').unit;
      const own = context.units.find((u) => u.id === unit && u.owner === context.current);
      if (!own) return { step: 'refuse.moveNotOwn', clauses: ['13-3'], values: { unit } };
      // 15-5.3a — a unit under 禁錮 may not move.
      return has(own, 'imprisoned') ? { step: 'refuse.imprisonedMove', clauses: ['15-5.3a'], values: { unit } } : null;
    }),
    'may move there': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      const e = eventOf(event, 'deploy.to');
      return whyNotMove(context, e.line, e.row);
    }),
    'hand within limit': ({ context }) => me(context).hand.length <= HAND_LIMIT,
    /** 14-2 — the cards exiled are the hand's. */
    'card in hand': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      const card = eventOf(event, 'hand.exile').card;
      return handCard(context, card) ? null : { step: 'refuse.notInHand', clauses: ['14-2'], values: { card } };
    }),
    /** 14-4 — no condition met: nothing to declare. In the countdown the step waits when one is, so that a declaration is refused there by 14-4. */
    'may not declare early end': ({ context }) => earlyEndConditions(context.units, bonuses(context), context.current).length === 0,
    /** 14-4 — not in the countdown, and on a condition that holds now. */
    'condition met': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      if (context.countdown) return { step: 'refuse.earlyEndCountdown', clauses: ['14-4'], values: RULE_VALUES };
      const condition = eventOf(event, 'earlyEnd.declare').condition;
      if (earlyEndConditions(context.units, bonuses(context), context.current).includes(condition)) return null;
      // 14-4.2's wording is read by its note; 3-2's text says it plainly (at least 3 more units than the opponent), so the units condition cites 3-2 too.
      return { step: 'refuse.earlyEndUnmet', clauses: condition === 'score' ? ['14-4', '14-4.1'] : ['14-4', '14-4.2', '3-2'], values: { condition, ...RULE_VALUES } };
    }),
    /** 14-5 — star-line card 1 is face down. */
    'last star line flipped': ({ context }) => context.flipped.includes(LAST_STAR_LINE),
  },
  actions: {
    /** 7-1, 6-1, 6-6, 6-3 — a magic card or a unit's effect used, its targets, the enemy's answer, and all resolved (uses.ts). */
    useCard: assign(({ context, event }) => uses().useCard(context, eventOf(event, 'card.use').card)),
    activate: assign(({ context, event }) => uses().activate(context, eventOf(event, 'effect.activate').unit)),
    chooseTarget: assign(({ context, event }) => uses().chooseTarget(context, eventOf(event, 'target.choose').unit)),
    offerAnswer: assign(({ context }) => uses().offerAnswer(context)),
    answerUse: assign(({ context, event }) => uses().answerUse(context, eventOf(event, 'answer.use').card)),
    answerPass: assign(({ context }) => uses().passAnswer(context)),
    /** A unit's effects of a moment (triggers.ts). */
    queuePlay: assign(({ context }, params: { to: 'summon' | 'deploy' }) => uses().queuePlay(context, context.units[context.units.length - 1]!.id, params.to)),
    activateNext: assign(({ context }) => uses().activateNext(context)),
    goFirst: assign(({ context, event }) => uses().goFirst(context, eventOf(event, 'trigger.first').unit)),
    offerCoverAfterPlay: assign(({ context }) => {
      const unit = context.units.find((u) => u.id === context.after!.unit)!;
      return keywordSteps().offerCover({ ...context, after: null }, unit.line, unit.row);
    }),
    /** 15-3.2b — the unit moves to the 機械 unit's place and the 合體時 effects are activated; then one of the two is put under (mechStack). */
    mechMoved: assign(({ context, event }) => {
      const e = eventOf(event, 'mech.combine');
      return { ...uses().queueCombine(context, e), mechPending: { unit: e.unit, target: e.target, below: e.below, shows: e.shows }, mechTook: [...context.mechTook, e.unit, e.target] };
    }),
    mechStack: assign(({ context }) => {
      const e = context.mechPending!;
      const next = { ...context, mechPending: null, after: null };
      // 6-2 — an effect took one of the two off the field: there is nothing to put under, and that part is not done.
      if (![e.unit, e.target].every((id) => next.units.some((u) => u.id === id))) return log(next, { step: 'mech.stackFailed', clauses: ['15-3.2b', '6-2'], values: { unit: e.unit, other: e.target } });
      const r = combine().mechCombined(next.units, e);
      return combined(next, { ...r, entry: { ...r.entry, step: 'mech.stacked', clauses: [...r.entry.clauses, '15-3.2e'] } });
    }),
    queueAfterEnd: assign(({ context }) => uses().queueAfterEnd(context)),
    resolveUses: assign(({ context }) => uses().resolveUses(context)),
    placeSummon: assign(({ context, event }) => {
      const e = eventOf(event, 'unit.place');
      return uses().placeSummon(context, e.line, e.row);
    }),
    draw: assign(({ context }) => draw(context)),
    startDefense: assign(({ context }) => startDefense(context)),
    stepDefense: assign(({ context, event }) => stepDefense(context, event as DefenseEvent)),
    endDefense: assign(({ context }) => endDefense(context)),
    earlyEndGame: assign(({ context }) => {
      const pending = pendingEarlyEnd(context)!;
      const next = log({ ...context, earlyEnd: context.earlyEnd.filter((e) => e !== pending) }, { step: 'earlyEnd.holds', clauses: ['12-1', '3-2'], values: { player: context.current, condition: pending.condition, ...RULE_VALUES } });
      return gameOver(next, 'earlyEnd', ['12-1']);
    }),
    earlyEndLapses: assign(({ context }) => {
      const pending = pendingEarlyEnd(context)!;
      return log({ ...context, earlyEnd: context.earlyEnd.filter((e) => e !== pending) }, { step: 'earlyEnd.fails', clauses: ['12-1', '3-2'], values: { player: context.current, condition: pending.condition, ...RULE_VALUES } });
    }),
    summonStart: assign(({ context }) => log(context, { step: 'summon.start', clauses: ['2-3', '12-2'] })),
    revealRedStar: assign(({ context, event }) => {
      const card = handCard(context, eventOf(event, 'unit.play').card)!;
      return log({ ...context, bringing: { card, tributes: [], rule: '12-2' } }, { step: 'tribute.reveal', clauses: ['12-3'], values: { card: card.id, count: card.redStar } });
    }),
    takeCard: assign(({ context, event }, params: { rule: string }) => {
      const card = handCard(context, eventOf(event, 'unit.play').card)!;
      return log({ ...context, bringing: { card, tributes: [], rule: params.rule } }, { step: card.blueStar ? 'unit.blueStar' : 'unit.chosen', clauses: card.blueStar ? ['12-4'] : [params.rule], values: { card: card.id } });
    }),
    takeTraveller: assign(({ context }, params: { rule: string }) => log({ ...context, bringing: { traveller: true, rule: params.rule } }, { step: 'traveller.chosen', clauses: ['4-6', params.rule] })),
    chooseTribute: assign(({ context, event }) => {
      const b = context.bringing as Bringing & { card: Card; tributes: string[]; shows?: Record<string, Shown> };
      const { unit, shows } = eventOf(event, 'tribute.choose');
      return log({ ...context, bringing: { ...b, tributes: [...b.tributes, unit], ...(shows ? { shows: { ...b.shows, [unit]: shows } } : {}) } }, { step: 'tribute.chosen', clauses: ['12-3'], values: { unit } });
    }),
    sacrifice: assign(({ context }) => sacrifice(context)),
    mechBegin: assign(({ context }, params: { from: 'summon' | 'tactic' | 'bring' | 'deploy' | 'attack' }) => log({ ...context, mechFrom: params.from, mechUsed: true }, { step: 'mech.begin', clauses: ['15-3.2a'] })),
    mechCombine: assign(({ context, event }) => {
      const e = eventOf(event, 'mech.combine');
      return { ...combined(context, combine().mechCombined(context.units, e)), mechTook: [...context.mechTook, e.unit, e.target] };
    }),
    mechEnd: assign(({ context }) => log({ ...context, mechFrom: null }, { step: 'mech.end', clauses: ['15-3.2c'] })),
    parasite: assign(({ context, event }) => combined(context, combine().parasiteCombined(context.units, eventOf(event, 'parasite.combine')))),
    split: assign(({ context, event }) => combined(context, combine().split(context.units, eventOf(event, 'unit.split')))),
    place: assign(({ context, event }) => {
      const e = eventOf(event, 'unit.place');
      return bringOut(context, e.line, e.row);
    }),
    /** 15-4.1a — offered; 15-4.1a, 15-4.1c — it moves behind the 掩護 unit (keyword-steps.ts). */
    offerCover: assign(({ context, event }) => {
      const e = eventOf(event, 'unit.place');
      return keywordSteps().offerCover(context, e.line, e.row);
    }),
    cover: assign(({ context, event }) => keywordSteps().cover(context, eventOf(event, 'cover.move').unit)),
    coverDeclined: assign(({ context }) => log({ ...context, covering: null }, { step: 'cover.declined', clauses: ['15-4.1a'], values: { unit: context.covering! } })),
    summonEnd: assign(({ context }) => log(context, { step: 'summon.none', clauses: ['12-5', '9-3'] })),
    tacticSkipped: assign(({ context }) => log(context, { step: isFirstPlayersFirstTurn(context.turn) ? 'tactic.skippedFirst' : 'tactic.skippedLast', clauses: ['13-1'] })),
    deployChosen: assign(({ context }) => log(context, { step: 'tactic.deploy', clauses: ['2-4.1', '13-2', '13-4'] })),
    attackChosen: assign(({ context }) => log(context, { step: 'tactic.attack', clauses: ['2-4.2'] })),
    deployDirect: assign(({ context }) => log(context, { step: 'deploy.direct', clauses: ['13-4', '9-3'] })),
    // 15-6.7a — the cards go from the graveyard to the hand; none: the effect failed, and what follows 「若成功」 is not done (6-2).
    revive: assign(({ context, event }) => {
      const e = eventOf(event, 'soul.revive');
      if (!e.cards.length) return log(context, { step: 'revive.failed', clauses: ['15-6.7a', '6-2', '13-5'], values: { count: e.points } });
      const p = me(context);
      const next = withZones(context, context.current, { graveyard: p.graveyard.filter((id) => !e.cards.includes(id)), hand: [...p.hand, ...e.cards.map((id) => own(context.fieldCards, id)!)] });
      return log(next, { step: 'revive.done', clauses: ['15-6.7a', '15-6.6a', '13-5'], values: { cards: e.cards.join(', '), count: e.points } });
    }),
    deployEffect: assign(({ context }) => log(context, { step: 'deploy.effect', clauses: ['13-5'] })),
    pick: assign(({ context, event }) => ({ ...context, picked: eventOf(event, 'deploy.pick').unit })),
    move: assign(({ context, event }) => {
      const e = eventOf(event, 'deploy.to');
      const from = context.units.find((u) => u.id === context.picked)!;
      const swapped = ownAt(context, e.line, e.row);
      const next = { ...context, units: moved(context, e.line, e.row), moved: true, picked: null };
      return log(next, { step: swapped ? 'deploy.swap' : 'deploy.move', clauses: ['13-3'], values: { unit: from.id, other: swapped?.id ?? '', line: e.line, row: e.row } });
    }),
    deployDone: assign(({ context }) => log({ ...context, picked: null }, { step: 'deploy.done', clauses: ['13-5'] })),
    startDeclare: assign(({ context }) => startDeclare(context)),
    stepDeclare: assign(({ context, event }) => {
      const [after] = transition(declare(), context.declare!, event as DeclareEvent);
      // 六, 七 — the cards the declaration's effects moved come back with the board (battle-cards.ts).
      const { players = context.players, fieldCards = context.fieldCards, fields = context.fields } = after.context;
      return { ...absorb({ ...context, players, fieldCards, fields }, logLength(context.declare!.context.log), after), declare: after };
    }),
    endDeclare: assign(({ context }) => ({ ...context, declare: null })),
    endPhase: assign(({ context }) => {
      // Entered again once its effects are resolved (triggers.ts): they were queued already.
      if (context.endBegun) return { ...context, after: null };
      const next = log({ ...context, endBegun: true }, { step: 'end.start', clauses: ['2-5', '2-5.1', '14-1'] });
      // 14-1, 15-5.4b — the end phase's effects with 衰退 among them (triggers.ts); 衰退 alone, as before.
      if (next.units.some((u) => atEnd(next, u, 'endPhase'))) return uses().queueEnd(next);
      return anyWith(next, 'decay') ? keywordSteps().decay(next) : next;
    }),
    exile: assign(({ context, event }) => {
      const id = eventOf(event, 'hand.exile').card;
      return log(withZones(context, context.current, { hand: me(context).hand.filter((h) => h.id !== id), exile: [...me(context).exile, id] }), { step: 'hand.exiled', clauses: ['14-2', '4-8'], values: { card: id, ...RULE_VALUES } });
    }),
    /** 14-3, 3-1 — the countdown begins when the current player's deck is empty; each end phase in it flips a star-line card. */
    handChecked: assign(({ context }) => log(context, { step: 'hand.checked', clauses: ['2-5.2', '14-2'], values: { count: me(context).hand.length, ...RULE_VALUES } })),
    countdown: assign(({ context }) => {
      let next = context;
      if (!next.countdown && me(next).deck.length > 0) return log(next, { step: 'countdown.not', clauses: ['2-5.3', '3-1'] });
      if (!next.countdown) next = log({ ...next, countdown: true }, { step: 'countdown.begins', clauses: ['3-1', '14-3'] });
      const star = nextStarLineToFlip(next.flipped);
      return log({ ...next, flipped: [...next.flipped, star] }, { step: 'countdown.flip', clauses: ['14-3'], values: { star } });
    }),
    declareEarlyEnd: assign(({ context, event }) => {
      const condition = eventOf(event, 'earlyEnd.declare').condition;
      return log({ ...context, earlyEnd: [...context.earlyEnd, { player: context.current, condition }] }, { step: 'earlyEnd.declared', clauses: ['14-4', condition === 'score' ? '14-4.1' : '14-4.2', '3-2'], values: { player: context.current, condition, ...RULE_VALUES } });
    }),
    passEarlyEnd: assign(({ context }) => log(context, { step: context.countdown ? 'earlyEnd.countdown' : 'earlyEnd.passed', clauses: ['14-4'] })),
    noEarlyEnd: assign(({ context }) => log(context, { step: context.countdown ? 'earlyEnd.countdown' : 'earlyEnd.unmet', clauses: context.countdown ? ['14-4'] : ['14-4', '3-2'], values: RULE_VALUES })),
    countdownEnds: assign(({ context }) => gameOver(log(context, { step: 'countdown.ends', clauses: ['14-5', '3-1'], values: RULE_VALUES }), 'countdown', ['14-5'])),
    nextTurn: assign(({ context }) => {
      // 14-5 — after 「結束階段結束後」 effects the turn's end is logged already (triggers.ts).
      const next = context.after?.to === 'afterEnd' ? context : log(context, { step: 'turn.end', clauses: ['2-5.5', '14-5'], values: { player: context.current } });
      return { ...next, turn: context.turn + 1, current: opponent(context.current), bringing: null, enteredFront: [], moved: false, picked: null, mechUsed: false, mechTook: [], after: null, endBegun: false };
    }),
  },
}).createMachine({
  id: 'turn',
  context: ({ input }) => ({
    ...input,
    current: playerOfTurn(input.turn),
    bringing: null,
    enteredFront: [],
    moved: false,
    picked: null,
    travellers: 0,
    covering: null,
    uses: [],
    queued: [],
    after: null,
    ordering: false,
    sacrificing: [],
    mechPending: null,
    endBegun: false,
    mechFrom: null,
    mechUsed: false,
    mechTook: [],
    boardBefore: [],
    defense: null,
    declare: null,
    result: null,
    log: null,
  }),
  initial: 'draw',
  // 3-2 — an early end is declared in the current player's 結束階段, nowhere else.
  // 15-3.2a–c — the 機械合體階段 is declared in the main phase, and 機械合體 happens only in it.
  meta: { clauses: ['2', '3'], forbids: { 'earlyEnd.declare': ['3-2'], 'mech.begin': ['15-3.2a'], 'mech.combine': ['15-3.2b'], 'mech.end': ['15-3.2c'] } },
  states: {
    draw: {
      meta: { clauses: ['2-1'] },
      entry: 'draw',
      always: { target: 'defense', meta: { clauses: ['2-2'] } },
    },
    defense: {
      meta: { clauses: ['2-2', '11'] },
      entry: 'startDefense',
      always: { guard: 'defense over', target: 'mainStart', actions: 'endDefense', meta: { clauses: ['11-8.8', '11-5'] } },
      on: {
        'window.pass': { guard: 'defense accepts', actions: 'stepDefense', meta: { clauses: ['11-8.1'] } },
        'step.continue': { guard: 'defense accepts', actions: 'stepDefense', meta: { clauses: ['11-8'] } },
        'sneak.return': { guard: 'defense accepts', actions: 'stepDefense', meta: { clauses: ['15-2.1a'] } },
        'sneak.stay': { guard: 'defense accepts', actions: 'stepDefense', meta: { clauses: ['15-2.1a'] } },
        // 六, 七 — cards and effects at the points of a battle that allow them (defense/machine.ts).
        'card.use': { guard: 'defense accepts', actions: 'stepDefense', meta: { clauses: ['7-1', '11-8'] } },
        'effect.activate': { guard: 'defense accepts', actions: 'stepDefense', meta: { clauses: ['6-1', '11-8'] } },
        'target.choose': { guard: 'defense accepts', actions: 'stepDefense', meta: { clauses: ['6-6'] } },
      },
    },
    mainStart: {
      meta: { clauses: ['12-1'] },
      always: [
        { guard: 'early end holds', target: 'gameOver', actions: 'earlyEndGame', meta: { clauses: ['12-1', '3-2'] } },
        { guard: 'early end pending', target: 'summon', actions: ['earlyEndLapses', 'summonStart'], meta: { clauses: ['12-1', '3-2'] } },
        { target: 'summon', actions: 'summonStart', meta: { clauses: ['2-3'] } },
      ],
    },
    summon: {
      meta: { clauses: ['2-3', '12'] },
      initial: 'choose',
      states: {
        choose: {
          meta: { clauses: ['12-2', '12-5'] },
          on: {
            'unit.play': [
              { guard: 'red star playable', target: 'tributes', actions: 'revealRedStar', meta: { clauses: ['12-3'] } },
              { guard: 'playable in summon', target: 'place', actions: { type: 'takeCard', params: { rule: '12-2' } }, meta: { clauses: ['12-2', '12-4'] } },
            ],
            'traveller.summon': { guard: 'room to enter', target: 'place', actions: { type: 'takeTraveller', params: { rule: '12-2' } }, meta: { clauses: ['12-2', '4-6'] } },
            'summon.end': { guard: 'cannot bring out', target: '#turn.tactic', actions: 'summonEnd', meta: { clauses: ['12-5'] } },
            'card.use': { guard: 'usable in summon', target: 'targets', actions: 'useCard', meta: { clauses: ['7-1', '12-2'] } },
            'effect.activate': { guard: 'usable in summon', target: 'targets', actions: 'activate', meta: { clauses: ['6-1', '12-2'] } },
            'mech.begin': { guard: 'mech not used', target: '#turn.mech', actions: { type: 'mechBegin', params: { from: 'summon' } }, meta: { clauses: ['15-3.2a'] } },
            'parasite.combine': { guard: 'may parasite', actions: 'parasite', meta: { clauses: ['15-3.4a', '6-1'] } },
            'unit.split': { guard: 'may split', actions: 'split', meta: { clauses: ['15-3.5a', '6-1'] } },
          },
        },
        ...useStates('choose'),
        tributes: {
          // 15-3.2a's note — the 機械合體階段 is declared between actions, not while a unit is being played or summoned.
          meta: { clauses: ['12-3'], forbids: { 'mech.begin': 'mech mid play' } },
          always: { guard: 'tributes chosen', target: 'sacrificing', actions: 'sacrifice', meta: { clauses: ['12-3', '10-3'] } },
          on: { 'tribute.choose': { guard: 'may tribute', actions: 'chooseTribute', meta: { clauses: ['12-3'] } } },
        },
        sacrificing: {
          // 12-3 — a tribute's 被獻祭時 effect is processed before it goes to the graveyard (triggers.ts).
          meta: { clauses: ['12-3'], forbids: { 'mech.begin': 'mech mid play' } },
          always: [
            { guard: 'effect queued', target: '#turn.triggered', meta: { clauses: ['12-3', '6-1'] } },
            { target: 'place', meta: { clauses: ['12-3'] } },
          ],
        },
        place: {
          meta: { clauses: ['9-2'], forbids: { 'mech.begin': 'mech mid play' } },
          on: {
            'unit.place': [
              { guard: 'enters with 立即', target: '#turn.triggered', actions: ['place', { type: 'queuePlay', params: { to: 'summon' } }], meta: { clauses: ['9-2', '12-2'] } },
              { guard: 'cover offered', target: 'cover', actions: ['place', 'offerCover'], meta: { clauses: ['9-2', '12-2', '15-4.1a'] } },
              { guard: 'may enter', target: '#turn.tactic', actions: 'place', meta: { clauses: ['9-2', '12-2'] } },
            ],
          },
        },
        afterPlay: {
          // 15-4.1b — the 立即 effect first, then whether to use 掩護.
          meta: { clauses: ['15-4.1b', '12-2'] },
          always: [
            { guard: 'cover after 立即', target: 'cover', actions: 'offerCoverAfterPlay', meta: { clauses: ['15-4.1b', '15-4.1a'] } },
            { target: '#turn.tactic', meta: { clauses: ['12-2'] } },
          ],
        },
        cover: {
          meta: { clauses: ['15-4.1a', '15-4.1b'], forbids: { 'mech.begin': 'mech mid play' } },
          on: {
            'cover.move': { guard: 'may cover', target: '#turn.tactic', actions: 'cover', meta: { clauses: ['15-4.1a', '5-4'] } },
            'cover.decline': { target: '#turn.tactic', actions: 'coverDeclined', meta: { clauses: ['15-4.1a'] } },
          },
        },
      },
    },
    tactic: {
      meta: { clauses: ['2-4', '13'] },
      initial: 'check',
      states: {
        check: {
          meta: { clauses: ['13-1'] },
          always: [
            { guard: 'tactic skipped', target: '#turn.end', actions: 'tacticSkipped', meta: { clauses: ['13-1'] } },
            { target: 'choose', meta: { clauses: ['2-4'] } },
          ],
        },
        choose: {
          meta: { clauses: ['2-4'] },
          on: {
            'tactic.deploy': { target: 'deploy', actions: 'deployChosen', meta: { clauses: ['2-4.1', '13-2'] } },
            'tactic.attack': { guard: 'some unit may attack', target: 'attack', actions: 'attackChosen', meta: { clauses: ['2-4.2', '11-1'] } },
            'mech.begin': { guard: 'mech not used', target: '#turn.mech', actions: { type: 'mechBegin', params: { from: 'tactic' } }, meta: { clauses: ['15-3.2a'] } },
          },
        },
        deploy: {
          // 2-4 — 佈陣 or 進攻宣言: one of the two.
          meta: { clauses: ['13-2', '13-3'], forbids: { 'tactic.attack': ['2-4'], 'attack.declare': ['2-4'], 'attack.finish': ['2-4'] } },
          initial: 'bring',
          states: {
            bring: {
              meta: { clauses: ['13-2', '13-4'] },
              always: { guard: 'cannot bring out', target: 'arrange', actions: 'deployDirect', meta: { clauses: ['13-4'] } },
              on: {
                'unit.play': { guard: 'playable in deploy', target: 'place', actions: { type: 'takeCard', params: { rule: '13-2' } }, meta: { clauses: ['13-2'] } },
                'traveller.summon': { guard: 'room to enter', target: 'place', actions: { type: 'takeTraveller', params: { rule: '13-2' } }, meta: { clauses: ['13-2', '4-6'] } },
                // 15-3.2a, 13-5 — before 佈陣 (its unit not yet brought out), the 機械合體階段 may be declared.
                'mech.begin': { guard: 'mech not used', target: '#turn.mech', actions: { type: 'mechBegin', params: { from: 'bring' } }, meta: { clauses: ['15-3.2a', '13-5'] } },
              },
            },
            place: {
              meta: { clauses: ['9-2'], forbids: { 'mech.begin': 'mech mid play' } },
              on: {
                'unit.place': [
                  { guard: 'enters with 立即', target: '#turn.triggered', actions: ['place', { type: 'queuePlay', params: { to: 'deploy' } }], meta: { clauses: ['9-2', '13-2', '12-2'] } },
                  { guard: 'cover offered', target: 'cover', actions: ['place', 'offerCover'], meta: { clauses: ['9-2', '13-2', '15-4.1a'] } },
                  { guard: 'may enter', target: 'arrange', actions: 'place', meta: { clauses: ['9-2', '13-2'] } },
                ],
              },
            },
            afterPlay: {
              meta: { clauses: ['15-4.1b', '12-2'] },
              always: [
                { guard: 'cover after 立即', target: 'cover', actions: 'offerCoverAfterPlay', meta: { clauses: ['15-4.1b', '15-4.1a'] } },
                { target: 'arrange', meta: { clauses: ['13-3'] } },
              ],
            },
            cover: {
              meta: { clauses: ['15-4.1a', '15-4.1b'], forbids: { 'mech.begin': 'mech mid play' } },
              on: {
                'cover.move': { guard: 'may cover', target: 'arrange', actions: 'cover', meta: { clauses: ['15-4.1a', '5-4', '15-4.1c'] } },
                'cover.decline': { target: 'arrange', actions: 'coverDeclined', meta: { clauses: ['15-4.1a'] } },
              },
            },
            arrange: {
              meta: { clauses: ['13-3', '13-5'] },
              on: {
                'deploy.effect': { guard: 'nothing moved', actions: 'deployEffect', meta: { clauses: ['13-5'] } },
                'soul.revive': { guard: 'may revive', actions: 'revive', meta: { clauses: ['13-5', '15-6.7a'] } },
                'deploy.pick': { guard: 'own unit', target: 'moving', actions: 'pick', meta: { clauses: ['13-3'] } },
                'deploy.finish': { target: '#turn.end', actions: 'deployDone', meta: { clauses: ['13-5'] } },
                'card.use': { guard: 'usable in deploy', target: 'targets', actions: 'useCard', meta: { clauses: ['7-1', '13-5'] } },
                'effect.activate': { guard: 'usable in deploy', target: 'targets', actions: 'activate', meta: { clauses: ['6-1', '13-5'] } },
                'parasite.combine': { guard: 'may parasite', actions: 'parasite', meta: { clauses: ['15-3.4a', '13-5'] } },
                'mech.begin': { guard: 'mech in deploy', target: '#turn.mech', actions: { type: 'mechBegin', params: { from: 'deploy' } }, meta: { clauses: ['15-3.2a', '13-5'] } },
                'unit.split': { guard: 'may split', actions: 'split', meta: { clauses: ['15-3.5a', '13-5'] } },
              },
            },
            ...useStates('arrange'),
            moving: {
              meta: { clauses: ['13-3'], forbids: { 'mech.begin': 'mech mid play' } },
              on: {
                'deploy.to': { guard: 'may move there', target: 'arrange', actions: 'move', meta: { clauses: ['13-3'] } },
                'deploy.pick': { guard: 'own unit', actions: 'pick', meta: { clauses: ['13-3'] } },
              },
            },
          },
        },
        attack: {
          meta: { clauses: ['2-4.2', '11-1', '11-2'], forbids: { 'tactic.deploy': ['2-4'], 'deploy.effect': ['2-4'], 'deploy.pick': ['2-4'], 'deploy.to': ['2-4'], 'deploy.finish': ['2-4'] } },
          entry: 'startDeclare',
          always: { guard: 'declare over', target: '#turn.end', actions: 'endDeclare', meta: { clauses: ['11-2'] } },
          on: {
            'effect.use': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-2'] } },
            'attack.declare': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-1', '11-3'] } },
            'attack.finish': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-2'] } },
            'effect.sideways': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-2', '6-3', '15-5.1a', '15-5.1b'] } },
            // 15-6 — charge energy and 小旅人 under a unit, before the first attack (declare/machine.ts).
            'energy.charge': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-2', '15-6.1a'] } },
            'energy.spend': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-2', '15-6.2a'] } },
            'rider.board': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-2', '15-6.4a'] } },
            'rider.alight': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['11-2', '15-6.5a'] } },
            // 六, 七 — cards and effects before the first attack, and of an exact timing after it (declare/machine.ts).
            'card.use': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['7-1', '11-2'] } },
            'effect.activate': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['6-1', '11-2'] } },
            'target.choose': { guard: 'declare accepts', actions: 'stepDeclare', meta: { clauses: ['6-6'] } },
            // 15-3.2a, 11-2 — before the first attack the 機械合體階段 may be declared; 進攻宣言 begins again on the board it leaves.
            'mech.begin': { guard: 'mech in attack', target: '#turn.mech', actions: ['endDeclare', { type: 'mechBegin', params: { from: 'attack' } }], meta: { clauses: ['15-3.2a', '11-2'] } },
          },
        },
      },
    },
    mech: {
      // 15-3.2f — in it, only 機械合體, 合體時 effects and exact-timing effects and cards. An exact-timing
      // card answers an effect being used (6-3): 合體時 effects are used in `triggered`, where it may
      // answer them; here none is being used, so one is refused as the 召喚階段 refuses it; any other
      // card or effect by 15-3.2f.
      meta: {
        clauses: ['15-3.2', '15-3.2b', '15-3.2c'],
        forbids: Object.fromEntries([['mech.begin', ['15-3.2a']], ['card.use', 'usable in mech'], ['effect.activate', 'usable in mech'], ...['unit.play', 'traveller.summon', 'summon.end', 'tactic.deploy', 'tactic.attack', 'parasite.combine', 'unit.split', 'soul.revive', 'deploy.effect'].map((type) => [type, ['15-3.2f']])]),
      },
      on: {
        'mech.combine': [
          // 15-3.2b, 15-3.2e — a unit taking part has a 合體時 effect: the effects first, then one unit is put under (triggers.ts).
          { guard: 'mech with 合體時', target: '#turn.triggered', actions: 'mechMoved', meta: { clauses: ['15-3.2b', '15-3.2e'] } },
          { guard: 'may mech combine', actions: 'mechCombine', meta: { clauses: ['15-3.2b', '15-3.2c'] } },
        ],
        'mech.end': [
          { guard: 'mech from summon', target: '#turn.summon.choose', actions: 'mechEnd', meta: { clauses: ['15-3.2c'] } },
          { guard: 'mech from deploy', target: '#turn.tactic.deploy.arrange', actions: 'mechEnd', meta: { clauses: ['15-3.2c', '13-5'] } },
          { guard: 'mech from bring', target: '#turn.tactic.deploy.bring', actions: 'mechEnd', meta: { clauses: ['15-3.2c', '13-2'] } },
          { guard: 'mech from attack', target: '#turn.tactic.attack', actions: 'mechEnd', meta: { clauses: ['15-3.2c', '11-2'] } },
          { target: '#turn.tactic.choose', actions: 'mechEnd', meta: { clauses: ['15-3.2c'] } },
        ],
      },
    },
    end: {
      meta: { clauses: ['2-5', '14'] },
      entry: 'endPhase',
      initial: 'effects',
      states: {
        effects: {
          // 14-1 — the end phase's effects, 衰退 among them in its place (15-5.4b, triggers.ts).
          meta: { clauses: ['14-1'] },
          always: [
            { guard: 'effect queued', target: '#turn.triggered', meta: { clauses: ['14-1', '6-1'] } },
            { target: 'handLimit', meta: { clauses: ['2-5', '14-2'] } },
          ],
        },
        handLimit: {
          // 2-5 — the steps in order: the excess is exiled (14-2) before any early end is declared.
          meta: { clauses: ['14-2'], forbids: { 'earlyEnd.declare': ['2-5', '14-2'], 'earlyEnd.pass': ['2-5', '14-2'] } },
          always: { guard: 'hand within limit', target: 'earlyEnd', actions: ['handChecked', 'countdown'], meta: { clauses: ['14-2', '14-3'] } },
          on: { 'hand.exile': { guard: 'card in hand', actions: 'exile', meta: { clauses: ['14-2'] } } },
        },
        earlyEnd: {
          meta: { clauses: ['14-4'] },
          always: { guard: 'may not declare early end', target: 'turnEnd', actions: 'noEarlyEnd', meta: { clauses: ['14-4'] } },
          on: {
            'earlyEnd.declare': { guard: 'condition met', target: 'turnEnd', actions: 'declareEarlyEnd', meta: { clauses: ['14-4', '3-2'] } },
            'earlyEnd.pass': { target: 'turnEnd', actions: 'passEarlyEnd', meta: { clauses: ['14-4'] } },
          },
        },
        turnEnd: {
          meta: { clauses: ['14-5'] },
          always: [
            { guard: 'effects before the count', target: '#turn.triggered', actions: 'queueAfterEnd', meta: { clauses: ['14-5'] } },
            { guard: 'last star line flipped', target: '#turn.gameOver', actions: 'countdownEnds', meta: { clauses: ['14-5', '3-1'] } },
            { guard: 'effects after end', target: '#turn.triggered', actions: 'queueAfterEnd', meta: { clauses: ['14-5'] } },
            { target: '#turn.draw', actions: 'nextTurn', meta: { clauses: ['2-5.5'] } },
          ],
        },
      },
    },
    triggered: {
      // 6-1 — a unit's effects of a moment, activated one by one in the order queued (triggers.ts), each
      // with its targets and the answers to it (6-6, 6-3); then the turn goes on where the moment came.
      meta: { clauses: ['6-1'], forbids: { 'mech.begin': 'mech mid play' } },
      initial: 'next',
      states: {
        next: {
          meta: { clauses: ['6-1'] },
          always: [
            { guard: 'use pending', target: 'targets', meta: { clauses: ['6-6'] } },
            { guard: 'order to choose', target: 'order', meta: { clauses: ['15-3.2e'] } },
            { guard: 'effect queued', actions: 'activateNext', meta: { clauses: ['6-1'] } },
            { guard: 'after summon', target: '#turn.summon.afterPlay', meta: { clauses: ['12-2', '15-4.1b'] } },
            { guard: 'after deploy', target: '#turn.tactic.deploy.afterPlay', meta: { clauses: ['12-2', '15-4.1b'] } },
            { guard: 'after tributes', target: '#turn.summon.sacrificing', actions: 'sacrifice', meta: { clauses: ['12-3'] } },
            { guard: 'after mech', target: '#turn.mech', actions: 'mechStack', meta: { clauses: ['15-3.2b'] } },
            { guard: 'after end', target: '#turn.end.effects', meta: { clauses: ['14-1'] } },
            { guard: 'game ends after them', target: '#turn.gameOver', actions: 'countdownEnds', meta: { clauses: ['14-5', '3-1'] } },
            { target: '#turn.draw', actions: 'nextTurn', meta: { clauses: ['14-5', '2-5.5'] } },
          ],
        },
        order: {
          meta: { clauses: ['15-3.2e'] },
          on: { 'trigger.first': { guard: 'may go first', target: 'next', actions: 'goFirst', meta: { clauses: ['15-3.2e'] } } },
        },
        ...useStates('next'),
      },
    },
    gameOver: { meta: { clauses: ['3-1', '3-2', '14-5'] }, type: 'final' },
  },
});

/** 15-6.6a — the 亡魂 points of the cards the turn knows (on the field, or written out in a graveyard), by id. */
const ghostsOf = (c: TurnContext) => Object.fromEntries(Object.values(c.fieldCards).filter((card) => card.ghost).map((card) => [card.id, card.ghost!]));

export type TurnCandidate = { type: string; card?: string; unit?: string; count?: number; traveller?: string; source?: 'magic' | 'unit'; line?: number; row?: Row; condition?: EarlyEndCondition; glideTo?: { line: number; row: Row }; target?: string; below?: string; shows?: Shown; splitBy?: string };

/** Every event that could apply in this position; the machine decides which are open (`snapshot.can`). */
export function turnCandidates(c: TurnContext): TurnCandidate[] {
  const hand = me(c).hand;
  const own = c.units.filter((u) => u.owner === c.current);
  const battle = c.defense ?? c.declare;
  return [
    ...['window.pass', 'step.continue', 'sneak.return', 'sneak.stay', 'effect.use'].map((type) => ({ type })),
    ...own.flatMap((u) => declareCandidates(c.declare?.context ?? { attacker: c.current, units: c.units, declared: [], log: null }, u)),
    { type: 'attack.finish' },
    ...hand.map((card) => ({ type: 'unit.play', card: card.id })),
    { type: 'traveller.summon' },
    { type: 'summon.end' },
    ...own.flatMap((u) => (faceOf(u).keywords.includes('devour') ? combine().showable(faceOf(u)).map((shows: Shown) => ({ type: 'tribute.choose', unit: u.id, shows })) : [{ type: 'tribute.choose', unit: u.id }])),
    { type: 'mech.begin' },
    { type: 'mech.end' },
    // 15-3.2 to 15-3.5 — 合體 and 分開 where a unit combines (combine.ts).
    ...(c.units.some(combines) ? combine().combineOffers(c.units, own) : []),
    ...PLACES.map((p) => ({ type: 'unit.place', ...p })),
    { type: 'tactic.deploy' },
    { type: 'tactic.attack' },
    { type: 'deploy.effect' },
    ...own.map((u) => ({ type: 'deploy.pick', unit: u.id })),
    ...PLACES.map((p) => ({ type: 'deploy.to', ...p })),
    { type: 'deploy.finish' },
    ...hand.map((card) => ({ type: 'hand.exile', card: card.id })),
    { type: 'earlyEnd.declare', condition: 'score' as const },
    { type: 'earlyEnd.declare', condition: 'units' as const },
    { type: 'earlyEnd.pass' },
    ...own.map((u) => ({ type: 'cover.move', unit: u.id })),
    ...(c.declare ? c.units.filter((u) => u.state !== 'sideways').map((u) => ({ type: 'effect.sideways', unit: u.id })) : []),
    ...(c.declare ? [...sourcedOffers('effect.sideways', c.units.filter((u) => u.state !== 'sideways')), ...keywordEffectCandidates(c.units, c.current)] : []),
    { type: 'cover.decline' },
    // 六, 七 — a magic card or a unit's effect used, its targets, and the enemy's answer (effects.ts); in the
    // 防守階段 and the 進攻宣言 either player's (battle-uses.ts), targets while the phase's use is chosen.
    ...(battle ? [...c.players[0].hand, ...c.players[1].hand] : hand).filter((card) => card.effect).map((card) => ({ type: 'card.use', card: card.id })),
    ...(battle ? c.units : own).filter((u) => c.fieldCards[u.id]?.effect).map((u) => ({ type: 'effect.activate', unit: u.id })),
    ...(c.uses.length || battle?.context.using ? c.units.map((u) => ({ type: 'target.choose', unit: u.id })) : []),
    ...(c.uses.length ? [0, 1].flatMap((p) => uses().answers(c, p as Player)).map((card: string) => ({ type: 'answer.use', card })) : []),
    // 15-3.2e — which 合體時 effect first.
    ...(c.ordering ? c.queued.flatMap((q) => ('source' in q ? [{ type: 'trigger.first', unit: q.source }] : [])) : []),
    { type: 'answer.pass' },
  ];
}
