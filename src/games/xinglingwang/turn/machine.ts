/**
 * 星靈王's turn (二, 三, 十二–十四): 抽牌 → 防守 → the early-end check (12-1) → 召喚 → 戰術
 * (佈陣 or 進攻宣言) → 結束 (effects, hand limit, countdown, early-end declaration, turn end), turn
 * after turn until the game ends. The 防守階段 and 進攻宣言 are the defense and declare machines
 * themselves, stepped inside this one, so a turn shows the same battles the combat sandbox does.
 * Every state and transition names its clauses; the rules are pure functions in game.ts.
 */
import { assign, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { has, lineOrder, opponent, PLACES, type Player, type Row, type Unit } from '../board';
import { anyMayAttack, declareCandidates, declareMachine, type DeclareEvent } from '../declare/machine';
import { defenseMachine, type DefenseEvent } from '../defense/machine';
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
} from '../game';
import { logEntries, logged, logLength, type Log, type LogEntry } from '../../../engine/log';
import { explainRefusal, ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { own } from '../../../lib/own';

export interface PlayerState {
  /** Top card first. */
  deck: Card[];
  hand: Card[];
  graveyard: string[];
  exile: string[];
  /** 15-7.1 — 獎勵 gained, part of the score. */
  bonus: number;
}

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
}

/** What is being brought out: a card from hand, or a 小旅人 from the forest (12-2, 13-2). */
type Bringing = ({ card: Card; tributes: string[] } | { traveller: true }) & {
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
  /** The board when the running sub-flow began: where units that left it are looked up. */
  boardBefore: Unit[];
  defense: SnapshotFrom<typeof defenseMachine> | null;
  declare: SnapshotFrom<typeof declareMachine> | null;
  result: { scores: [number, number]; winner: Player; by: 'countdown' | 'earlyEnd' } | null;
  log: Log | null;
}

export type TurnEvent =
  | DefenseEvent
  | Extract<DeclareEvent, { type: 'effect.use' | 'attack.declare' | 'attack.finish' | 'effect.sideways' }>
  | { type: 'unit.play'; card: string }
  | { type: 'traveller.summon' }
  | { type: 'summon.end' }
  | { type: 'tribute.choose'; unit: string }
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
  | { type: 'cover.decline' };


const log = (c: TurnContext, entry: LogEntry): TurnContext => logged(c, entry);
const me = (c: TurnContext) => c.players[c.current];
const withPlayer = (c: TurnContext, p: Player, change: Partial<PlayerState>): TurnContext => {
  const players = [...c.players] as [PlayerState, PlayerState];
  players[p] = { ...players[p], ...change };
  return { ...c, players };
};
const bonuses = (c: TurnContext): [number, number] => [c.players[0].bonus, c.players[1].bonus];
const scores = (c: TurnContext): [number, number] => [scoreOf(c.units, c.players[0].bonus, 0), scoreOf(c.units, c.players[1].bonus, 1)];


/**
 * 10-1, 10-5 — units that left the field go where they belong: a 小旅人 back to the forest (out of
 * the sandbox's count), any other card to its owner's graveyard or hand.
 */
function leaveField(c: TurnContext, ids: string[], to: 'graveyard' | 'hand', board: Unit[]): TurnContext {
  let next = c;
  for (const id of ids) {
    const unit = board.find((u) => u.id === id);
    if (!unit || unit.traveller) continue;
    const owner = next.players[unit.owner];
    next = to === 'hand' ? withPlayer(next, unit.owner, { hand: [...owner.hand, own(next.fieldCards, id)!] }) : withPlayer(next, unit.owner, { graveyard: [...owner.graveyard, id] });
  }
  return next;
}

/** 2-1 — the current player draws two cards; a deck with fewer gives what it has (2-1's note). */
function draw(c: TurnContext): TurnContext {
  const p = me(c);
  const drawn = p.deck.slice(0, DRAW_PER_TURN);
  const next = log(c, { step: 'turn.start', clauses: ['2', '2-1'], values: { player: c.current, turn: c.turn } });
  return log(withPlayer(next, c.current, { deck: p.deck.slice(drawn.length), hand: [...p.hand, ...drawn] }), {
    step: drawn.length === DRAW_PER_TURN ? 'turn.draw' : 'turn.drawShort',
    clauses: ['2-1'],
    values: { player: c.current, cards: drawn.map((d) => d.id).join(', '), count: drawn.length, ...RULE_VALUES },
  });
}

/** Copies a sub-flow's board and new log entries after it took a step. */
const absorb = (c: TurnContext, logBefore: number, after: { context: { log: Log | null; units: Unit[] } }): TurnContext =>
  logged({ ...c, units: after.context.units }, ...logEntries(after.context.log, logBefore));

/** 2-2, 11 — the 防守階段 is the defense machine, run on this board. */
function startDefense(c: TurnContext): TurnContext {
  const [snapshot] = initialTransition(defenseMachine, { defender: c.current, units: c.units });
  return { ...absorb(c, 0, snapshot), defense: snapshot, boardBefore: c.units };
}

/** 11-8.5, 15-2.1a — what the phase destroyed goes to its graveyard, a 偷襲 unit back to hand. */
function endDefense(c: TurnContext): TurnContext {
  const d = c.defense!.context;
  const next = leaveField(leaveField(c, d.graveyard, 'graveyard', c.boardBefore), d.returnedToHand, 'hand', c.boardBefore);
  return { ...next, defense: null, boardBefore: [] };
}

/** 2-4.2, 11-1 — 進攻宣言 is the declare machine, run on this board. */
function startDeclare(c: TurnContext): TurnContext {
  const [snapshot] = initialTransition(declareMachine, { attacker: c.current, units: c.units });
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
    : { id: b.card.id, ...common, atk: b.card.atk, score: b.card.score, keywords: b.card.keywords };
  let next: TurnContext = { ...c, units: [...c.units, unit], travellers, bringing: null, enteredFront: row === 'front' ? [...c.enteredFront, unit.id] : c.enteredFront };
  if ('card' in b) next = { ...withPlayer(next, c.current, { hand: me(c).hand.filter((h) => h.id !== unit.id) }), fieldCards: { ...next.fieldCards, [unit.id]: b.card } };
  return log(next, { step: 'traveller' in b ? 'unit.traveller' : 'unit.played', clauses: ['9-2', '8-1', b.rule, ...('traveller' in b ? ['4-6'] : [])], values: { unit: unit.id, line, row } });
}

/** 12-3, 10-3, 10-5 — the chosen tributes are sacrificed one by one in 戰線順序. */
function sacrifice(c: TurnContext): TurnContext {
  const b = c.bringing as { card: Card; tributes: string[] };
  let next = c;
  for (const id of tributeOrder(c.units, b.tributes)) {
    const unit = c.units.find((u) => u.id === id)!;
    next = leaveField(next, [id], 'graveyard', c.units);
    next = log({ ...next, units: next.units.filter((u) => u.id !== id) }, { step: unit.traveller ? 'tribute.traveller' : 'tribute.sacrificed', clauses: unit.traveller ? ['12-3', '10-3', '10-5'] : ['12-3', '10-3'], values: { unit: id } });
  }
  return next;
}

/** 13-3 — the unit at one of the current player's places, if any. */
const ownAt = (c: TurnContext, line: number, row: Row) => c.units.find((u) => u.owner === c.current && u.line === line && u.row === row);

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
const handCard = (c: TurnContext, id: string) => me(c).hand.find((h) => h.id === id);

/** 12-2, 13-2 — why the card named may not be played from hand now (game.ts), or null. */
function whyNotPlay(c: TurnContext, event: TurnEvent, rule: '12-2' | '13-2'): Refusal | null {
  const id = eventOf(event, 'unit.play').card;
  const card = handCard(c, id);
  return card ? whyNotPlayable(card, c.units, c.current, rule) : { step: 'refuse.notInHand', clauses: [rule], values: { card: id } };
}

/**
 * 15-4.1a, 5-4, 5-5 — the 掩護 units a unit entering at this place may move behind: the current
 * player's 掩護 units at its 左右邊 (the same row, the next star line on either side) whose 正後方
 * (the back place of their star line; a back-row unit has none) is empty.
 */
export function coversFor(c: TurnContext, line: number, row: Row): Unit[] {
  if (row !== 'front') return [];
  return c.units.filter((u) => u.owner === c.current && has(u, 'cover') && u.row === 'front' && Math.abs(u.line - line) === 1 && !ownAt(c, u.line, 'back'));
}
const covering = (c: TurnContext) => c.units.find((u) => u.id === c.covering)!;

/** 15-4.1a — why the unit just brought out may not move behind this unit, or null. */
function whyNotCover(c: TurnContext, event: TurnEvent): Refusal | null {
  const id = eventOf(event, 'cover.move').unit;
  const entered = covering(c);
  return coversFor(c, entered.line, entered.row).some((u) => u.id === id) ? null : { step: 'refuse.cover', clauses: ['15-4.1a', '5-4', '5-5'], values: { unit: id, other: entered.id } };
}

/**
 * 15-5.4a, 15-5.4b — in its own end phase, after its other end-phase effects (the sandbox plays
 * none), each 衰退 unit of the current player, in 戰線順序, is turned sideways if upright and
 * destroyed if already sideways; 15-4.3a — a 破壞抗性 unit is not destroyed. The clause names
 * only those two states: an attacking unit is left as it is (the site's reading in 15-5.4a's note).
 */
function decay(c: TurnContext): TurnContext {
  let next = c;
  for (const unit of c.units.filter((u) => u.owner === c.current && has(u, 'decay')).sort(lineOrder)) {
    const values = { unit: unit.id };
    if (unit.state === 'upright') {
      next = log({ ...next, units: next.units.map((u) => (u.id === unit.id ? { ...u, state: 'sideways' as const } : u)) }, { step: 'decay.sideways', clauses: ['14-1', '15-5.4a', '15-5.4b'], values });
    } else if (unit.state === 'attacking') {
      next = log(next, { step: 'decay.attacking', clauses: ['14-1', '15-5.4a', '11-4'], values });
    } else if (has(unit, 'indestructible')) {
      next = log(next, { step: 'decay.resisted', clauses: ['14-1', '15-5.4a', '15-5.4b', '15-4.3a'], values });
    } else {
      next = leaveField(next, [unit.id], 'graveyard', next.units);
      next = log({ ...next, units: next.units.filter((u) => u.id !== unit.id) }, { step: unit.traveller ? 'decay.traveller' : 'decay.destroyed', clauses: ['14-1', '15-5.4a', '15-5.4b', '10-2', ...(unit.traveller ? ['10-5'] : [])], values });
    }
  }
  return next;
}

export const turnMachine = setup({
  types: { context: {} as TurnContext, events: {} as TurnEvent, input: {} as TurnInput, meta: {} as StateMeta },
  guards: {
    // The 防守階段 and 進攻宣言 inside a turn refuse for their own machines' reasons.
    'defense accepts': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) =>
      context.defense!.can(event as DefenseEvent) ? null : explainRefusal(defenseMachine, context.defense!, event),
    ),
    'defense over': ({ context }) => context.defense!.status === 'done',
    'declare accepts': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) =>
      context.declare!.can(event as DeclareEvent) ? null : explainRefusal(declareMachine, context.declare!, event),
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
    'may tribute': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => {
      const unit = eventOf(event, 'tribute.choose').unit;
      const b = context.bringing as { tributes: string[] };
      const own = context.units.find((u) => u.id === unit && u.owner === context.current);
      if (!own || b.tributes.includes(unit)) return { step: 'refuse.tribute', clauses: ['12-3'], values: { unit } };
      // 15-5.3a — a unit under 禁錮 may not be chosen as a tribute.
      return has(own, 'imprisoned') ? { step: 'refuse.tributeImprisoned', clauses: ['15-5.3a', '12-3'], values: { unit } } : null;
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
      return mayEnter(context.units, context.current, e.line, e.row) && coversFor(context, e.line, e.row).length > 0;
    },
    /** 15-4.1a — a 掩護 unit beside the unit just brought out, with an empty place behind it. */
    'may cover': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotCover(context, event)),
    /** 13-1 — the first player's first turn, and the countdown's last turn. */
    'tactic skipped': ({ context }) => isFirstPlayersFirstTurn(context.turn) || lastCountdownTurn(context.countdown, context.flipped),
    /** 2-4.2, 11-1 (the site's reading in their notes) — 進攻宣言 needs a unit that may attack. */
    'some unit may attack': ruleGuard(({ context }: { context: TurnContext }) =>
      anyMayAttack({ attacker: context.current, units: context.units, declared: [], log: null }) ? null : { step: 'refuse.noAttacker', clauses: ['2-4.2', '11-1'] },
    ),
    /** 13-5 — effects only before the first move. */
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
    draw: assign(({ context }) => draw(context)),
    startDefense: assign(({ context }) => startDefense(context)),
    stepDefense: assign(({ context, event }) => {
      const [after] = transition(defenseMachine, context.defense!, event as DefenseEvent);
      return { ...absorb(context, logLength(context.defense!.context.log), after), defense: after };
    }),
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
      const b = context.bringing as Bringing & { card: Card; tributes: string[] };
      const unit = eventOf(event, 'tribute.choose').unit;
      return log({ ...context, bringing: { ...b, tributes: [...b.tributes, unit] } }, { step: 'tribute.chosen', clauses: ['12-3'], values: { unit } });
    }),
    sacrifice: assign(({ context }) => sacrifice(context)),
    place: assign(({ context, event }) => {
      const e = eventOf(event, 'unit.place');
      return bringOut(context, e.line, e.row);
    }),
    offerCover: assign(({ context, event }) => {
      const e = eventOf(event, 'unit.place');
      const id = ownAt(context, e.line, e.row)!.id;
      return log({ ...context, covering: id }, { step: 'cover.offered', clauses: ['15-4.1a', '15-4.1b', '5-5'], values: { unit: id, others: coversFor(context, e.line, e.row).map((u) => u.id).join(', ') } });
    }),
    /** 15-4.1a, 15-4.1c — it moves to the 掩護 unit's 正後方 (5-4); having moved to the back row, it is free in 佈陣 (13-3). */
    cover: assign(({ context, event }) => {
      const by = context.units.find((u) => u.id === eventOf(event, 'cover.move').unit)!;
      const id = context.covering!;
      const units = context.units.map((u) => (u.id === id ? { ...u, line: by.line, row: 'back' as const } : u));
      return log({ ...context, units, covering: null, enteredFront: context.enteredFront.filter((u) => u !== id) }, { step: 'cover.moved', clauses: ['15-4.1a', '5-4', '15-4.1c'], values: { unit: id, other: by.id, line: by.line } });
    }),
    coverDeclined: assign(({ context }) => log({ ...context, covering: null }, { step: 'cover.declined', clauses: ['15-4.1a'], values: { unit: context.covering! } })),
    summonEnd: assign(({ context }) => log(context, { step: 'summon.none', clauses: ['12-5', '9-3'] })),
    tacticSkipped: assign(({ context }) => log(context, { step: isFirstPlayersFirstTurn(context.turn) ? 'tactic.skippedFirst' : 'tactic.skippedLast', clauses: ['13-1'] })),
    deployChosen: assign(({ context }) => log(context, { step: 'tactic.deploy', clauses: ['2-4.1', '13-2', '13-4'] })),
    attackChosen: assign(({ context }) => log(context, { step: 'tactic.attack', clauses: ['2-4.2'] })),
    deployDirect: assign(({ context }) => log(context, { step: 'deploy.direct', clauses: ['13-4', '9-3'] })),
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
      const [after] = transition(declareMachine, context.declare!, event as DeclareEvent);
      return { ...absorb(context, logLength(context.declare!.context.log), after), declare: after };
    }),
    endDeclare: assign(({ context }) => ({ ...context, declare: null })),
    endPhase: assign(({ context }) => decay(log(context, { step: 'end.start', clauses: ['2-5', '2-5.1', '14-1'] }))),
    exile: assign(({ context, event }) => {
      const id = eventOf(event, 'hand.exile').card;
      return log(withPlayer(context, context.current, { hand: me(context).hand.filter((h) => h.id !== id), exile: [...me(context).exile, id] }), { step: 'hand.exiled', clauses: ['14-2', '4-8'], values: { card: id, ...RULE_VALUES } });
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
      const next = log(context, { step: 'turn.end', clauses: ['2-5.5', '14-5'], values: { player: context.current } });
      return { ...next, turn: context.turn + 1, current: opponent(context.current), bringing: null, enteredFront: [], moved: false, picked: null };
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
    boardBefore: [],
    defense: null,
    declare: null,
    result: null,
    log: null,
  }),
  initial: 'draw',
  // 3-2 — an early end is declared in the current player's 結束階段, nowhere else.
  meta: { clauses: ['2', '3'], forbids: { 'earlyEnd.declare': ['3-2'] } },
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
          },
        },
        tributes: {
          meta: { clauses: ['12-3'] },
          always: { guard: 'tributes chosen', target: 'place', actions: 'sacrifice', meta: { clauses: ['12-3', '10-3'] } },
          on: { 'tribute.choose': { guard: 'may tribute', actions: 'chooseTribute', meta: { clauses: ['12-3'] } } },
        },
        place: {
          meta: { clauses: ['9-2'] },
          on: {
            'unit.place': [
              { guard: 'cover offered', target: 'cover', actions: ['place', 'offerCover'], meta: { clauses: ['9-2', '12-2', '15-4.1a'] } },
              { guard: 'may enter', target: '#turn.tactic', actions: 'place', meta: { clauses: ['9-2', '12-2'] } },
            ],
          },
        },
        cover: {
          meta: { clauses: ['15-4.1a', '15-4.1b'] },
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
              },
            },
            place: {
              meta: { clauses: ['9-2'] },
              on: {
                'unit.place': [
                  { guard: 'cover offered', target: 'cover', actions: ['place', 'offerCover'], meta: { clauses: ['9-2', '13-2', '15-4.1a'] } },
                  { guard: 'may enter', target: 'arrange', actions: 'place', meta: { clauses: ['9-2', '13-2'] } },
                ],
              },
            },
            cover: {
              meta: { clauses: ['15-4.1a', '15-4.1b'] },
              on: {
                'cover.move': { guard: 'may cover', target: 'arrange', actions: 'cover', meta: { clauses: ['15-4.1a', '5-4', '15-4.1c'] } },
                'cover.decline': { target: 'arrange', actions: 'coverDeclined', meta: { clauses: ['15-4.1a'] } },
              },
            },
            arrange: {
              meta: { clauses: ['13-3', '13-5'] },
              on: {
                'deploy.effect': { guard: 'nothing moved', actions: 'deployEffect', meta: { clauses: ['13-5'] } },
                'deploy.pick': { guard: 'own unit', target: 'moving', actions: 'pick', meta: { clauses: ['13-3'] } },
                'deploy.finish': { target: '#turn.end', actions: 'deployDone', meta: { clauses: ['13-5'] } },
              },
            },
            moving: {
              meta: { clauses: ['13-3'] },
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
          },
        },
      },
    },
    end: {
      meta: { clauses: ['2-5', '14'] },
      entry: 'endPhase',
      initial: 'handLimit',
      states: {
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
            { guard: 'last star line flipped', target: '#turn.gameOver', actions: 'countdownEnds', meta: { clauses: ['14-5', '3-1'] } },
            { target: '#turn.draw', actions: 'nextTurn', meta: { clauses: ['2-5.5'] } },
          ],
        },
      },
    },
    gameOver: { meta: { clauses: ['3-1', '3-2', '14-5'] }, type: 'final' },
  },
});

export type TurnCandidate = { type: string; card?: string; unit?: string; line?: number; row?: Row; condition?: EarlyEndCondition; glideTo?: { line: number; row: Row } };

/** Every event that could apply in this position; the machine decides which are open (`snapshot.can`). */
export function turnCandidates(c: TurnContext): TurnCandidate[] {
  const hand = me(c).hand;
  const own = c.units.filter((u) => u.owner === c.current);
  return [
    ...['window.pass', 'step.continue', 'sneak.return', 'sneak.stay', 'effect.use'].map((type) => ({ type })),
    ...own.flatMap((u) => declareCandidates(c.declare?.context ?? { attacker: c.current, units: c.units, declared: [], log: null }, u)),
    { type: 'attack.finish' },
    ...hand.map((card) => ({ type: 'unit.play', card: card.id })),
    { type: 'traveller.summon' },
    { type: 'summon.end' },
    ...own.map((u) => ({ type: 'tribute.choose', unit: u.id })),
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
    { type: 'cover.decline' },
  ];
}
