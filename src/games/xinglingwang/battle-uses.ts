/**
 * 六, 七 in the 防守階段 and the 進攻宣言: a magic card from a hand or a unit's effect used at a point
 * where the flow allows effects, its targets chosen first (6-6), and resolved by effects.ts's
 * `resolve` on the board and both players' zones (battle-cards.ts). Each machine says, per point, who may
 * use what (`Point`). A part of the rules (parts.ts): loaded for a position with a card that has an effect.
 */
import { logged, type LogEntry } from '../../engine/log';
import type { Refusal } from '../../engine/refusal';
import { opponent, type Player, type Unit } from './board';
import { defendersOf, noTargetClauses } from './combat';
import type { DeclareContext } from './declare/machine';
import type { DefenseContext } from './defense/machine';
import { conditionHolds, resolve, settleMagic, targetable, TIMINGS, whyNotTarget, type Table, type Timing, type Use } from './effects';
import { added, type WithCards } from './battle-cards';

/** Who may use effects at a point of the flow, of which timings, and the clause that says so. */
export interface Point {
  players: Player[];
  /** 6-6 ¶2 — the current player, who processes first what both players process. */
  current: Player;
  timings: Timing[];
  /** The clause a use of another timing breaks (a magic card's 7-1 and a unit's 6-1 come with it). */
  rule: string;
  /** 6-1 — where both players may act in turn, the clause that makes the current player act first (cited when the other tries first). */
  order?: string;
  /** 11-8.8 — the current player, once this turn's 防守階段 is over: its 防守階段 cards may no longer be used. */
  afterDefense?: Player;
  /** Why a card of another timing may not be used here, when a clause of the point says so (11-2). */
  wrongTiming?: Refusal;
}

const tableOf = (c: WithCards): Table => ({ units: c.units, players: c.players, fieldCards: c.fieldCards, fields: c.fields });

/** The card or unit an event uses: a magic card in a hand, or a unit on the field with an effect. */
export type UseEvent = { type: 'card.use'; card: string } | { type: 'effect.activate'; unit: string };

/**
 * 7-1, 6-1 — why this magic card or unit's effect may not be used at this point, or null: targets
 * of the use in progress come first (6-6); the card must be in the hand of a player who may use
 * cards now (a magic card), or the unit a unit of such a player with an effect; its timing must be
 * one of the point's (a 防守階段 card after that phase: 11-8.8), it answers nothing here (6-3), and
 * its condition holds (7-1, 6-1).
 */
export function whyNotUse(c: WithCards, e: UseEvent, at: Point): Refusal | null {
  const magic = e.type === 'card.use';
  const id = magic ? e.card : e.unit;
  // 15-2.1c — the 偷襲 unit's own 偷襲成功時 effect is processed before any other card's.
  if (c.using?.effect.timing === 'sneak' && c.using.kind === 'unit') return { step: 'refuse.sneakFirst', clauses: ['15-2.1c'], values: { card: id, unit: c.using.source } };
  if (c.using) return { step: 'refuse.targetsFirst', clauses: ['6-6'], values: { card: c.using.source } };
  const values = { card: id, unit: id };
  const rule = magic ? '7-1' : '6-1';
  let player: Player;
  if (magic) {
    const holder = at.players.find((p) => c.players[p].hand.some((h) => h.id === id));
    if (holder === undefined) return { step: 'refuse.notUsersHand', clauses: [at.rule, ...(at.order ? [at.order] : []), '7-1'], values };
    const card = c.players[holder].hand.find((h) => h.id === id)!;
    if (card.kind !== 'magic') return { step: 'refuse.useUnitCard', clauses: ['12-2', '7-1'], values };
    player = holder;
  } else {
    const unit = c.units.find((u) => u.id === id);
    if (!unit || !at.players.includes(unit.owner)) return { step: 'refuse.notUsersUnit', clauses: [at.rule, '6-1'], values };
    player = unit.owner;
  }
  const effect = magic ? c.players[player].hand.find((h) => h.id === id)!.effect : c.fieldCards[id]?.effect;
  if (!effect) return { step: 'refuse.noEffect', clauses: [rule], values };
  // 11-8.8 — once the 防守階段 is over, the current player may no longer use its cards.
  if (effect.timing === 'defense' && at.afterDefense === player) return { step: 'refuse.defenseOver', clauses: ['11-8.8'], values };
  if (!at.timings.includes(effect.timing)) return at.wrongTiming ?? { step: 'refuse.timing', clauses: [rule], values };
  // 6-3 — a negation answers a card or effect being processed; at these points none is.
  if (effect.steps.some((s) => s.do === 'negate')) return { step: 'refuse.nothingToAnswer', clauses: ['6-3'], values };
  return conditionHolds(c.units, player, effect.condition) ? null : { step: 'refuse.condition', clauses: [rule], values };
}

/** 7-1, 6-1 — the card or effect is used: a magic card leaves its hand; its targets are chosen next (6-6), or it resolves at once. */
export function beginUse<C extends WithCards>(c: C, e: UseEvent, at: Point): C {
  if (e.type === 'card.use') {
    const p = at.players.find((q) => c.players[q].hand.some((h) => h.id === e.card))!;
    const card = c.players[p].hand.find((h) => h.id === e.card)!;
    const players = [...c.players] as C['players'];
    players[p] = { ...players[p], hand: players[p].hand.filter((h) => h !== card) };
    const use: Use = { source: card.id, kind: 'magic', player: p, effect: card.effect!, targets: [], current: at.current };
    return settleIfReady(logged({ ...c, players, using: use }, { step: 'card.used', clauses: ['7-1', ...TIMINGS[use.effect.timing]], values: { card: card.id, player: p } }));
  }
  const unit = c.units.find((u) => u.id === e.unit)!;
  const effect = c.fieldCards[unit.id]!.effect!;
  const use: Use = { source: unit.id, kind: 'unit', player: unit.owner, effect, targets: [], current: at.current };
  return settleIfReady(logged({ ...c, using: use }, { step: 'effect.activated', clauses: ['6-1', ...TIMINGS[effect.timing]], values: { unit: unit.id } }));
}

/** 6-6 — why this unit may not be chosen as a target now (nothing is being used, or effects.ts's reasons), or null. */
export function whyNotChoose(c: WithCards, unit: string): Refusal | null {
  if (!c.using) return { step: 'refuse.nothingUsed', clauses: ['6-6'], values: { unit } };
  return whyNotTarget(tableOf(c), c.using, unit);
}

/** 6-6 — a target chosen; once all are, the effect resolves. */
export function chooseTarget<C extends WithCards>(c: C, unit: string): C {
  const use = c.using!;
  return settleIfReady(logged({ ...c, using: { ...use, targets: [...use.targets, unit] } }, { step: 'target.chosen', clauses: ['6-6'], values: { unit } }));
}

/** 6-6 — every target chosen: as many as the effect names, or every unit it could still choose. */
const targetsChosen = (c: WithCards, use: Use) => use.targets.length >= (use.effect.target?.count ?? 0) || targetable(tableOf(c), use).length === 0;

/**
 * 6-2, 6-5, 6-6, 7-2 to 7-4 — with its targets chosen, the effect resolves (effects.ts) and a magic
 * card goes where it belongs; what went to a graveyard or back to a hand is noted for the summary.
 */
function settleIfReady<C extends WithCards>(c: C): C {
  const use = c.using!;
  if (!targetsChosen(c, use)) return c;
  const r = resolve(tableOf(c), use);
  let table = r.table;
  const log: LogEntry[] = [...r.log];
  // In the order things happen: what the effect sent to a graveyard, then the magic card itself (7-2).
  const graveyard = [...c.graveyard, ...added(c.players, r.table.players)];
  if (use.kind === 'magic') {
    const settled = settleMagic(table, use, use.effect.steps.some((s, i) => s.do === 'attach' && r.done[i]));
    graveyard.push(...added(table.players, settled.table.players));
    table = settled.table;
    log.push(...settled.log);
  }
  const returned = r.log.filter((e) => e.step === 'effect.returnToHand').map((e) => String(e.values!.unit));
  return logged({ ...c, ...table, using: null, graveyard, returnedToHand: [...c.returnedToHand, ...returned] }, ...log);
}


// ---- The points of the 防守階段 and the 進攻宣言 -------------------------------------------------

/**
 * 11-8.1, 11-8.3, 11-8.4 — who may use effects now in a battle, of which timing: before it both players,
 * the current one first (6-1), until both pass in a row; then the winner's side, then the loser's.
 */
export function defensePoint(c: DefenseContext): Point | null {
  if (!c.point) return null;
  // 15-2.1c — after a 偷襲 succeeded (and its unit's own effect was processed): its player's 偷襲成功時 cards.
  if (c.point === 'sneak') return { players: [opponent(c.defender)], current: c.defender, timings: ['sneak'], rule: '15-2.1c' };
  const rule = c.point === 'before' ? '11-8.1' : c.point === 'winner' ? '11-8.3' : '11-8.4';
  const attackerWon = !!c.fought[c.fought.length - 1]?.result.attackerWins;
  const attackerSide = opponent(c.defender);
  const player = c.point === 'before' ? (c.passed.length === 0 ? c.defender : attackerSide) : (c.point === 'winner') === attackerWon ? attackerSide : c.defender;
  return { players: [player], current: c.defender, timings: ['defense'], rule, ...(c.point === 'before' ? { order: '6-1' } : {}) };
}

/**
 * 11-2, 6-3 — who may use effects in the 進攻宣言, of which timing: before any unit attacks, the
 * current player its cards and effects of the 主要階段 (2-4 ※); once one has, until all have, only
 * cards of an exact timing (6-3), of either player. 11-8.8 — this turn's 防守階段 is over for the current player.
 */
export function declarePoint(c: DeclareContext): Point {
  return c.declared.length === 0
    ? { players: [c.attacker], current: c.attacker, timings: ['main', 'exact'], rule: '11-2', afterDefense: c.attacker }
    : { players: [c.attacker, opponent(c.attacker)], current: c.attacker, timings: ['exact'], rule: '11-2', afterDefense: c.attacker, wrongTiming: { step: 'refuse.effectMidAttack', clauses: ['11-2'] } };
}

const upright = <C extends { units: Unit[] }>(c: C, id: string): C => ({ ...c, units: c.units.map((u) => (u.id === id ? { ...u, state: 'upright' as const } : u)) });

/**
 * After an effect resolved before a battle: both players must pass again (11-8.1), and the attacking
 * unit's targets are the defenders it may attack now, after those it has fought (11-3, 11-4: a
 * defender taken off the field gives way to the next in front).
 */
export function afterDefenseUse(c: DefenseContext): DefenseContext {
  if (c.using || c.point !== 'before') return c;
  const attacker = c.units.find((u) => u.id === c.attacker);
  if (!attacker || attacker.state !== 'attacking') return { ...c, passed: [] };
  const fought = c.fought.map((f) => f.defender);
  return { ...c, passed: [], targets: [...fought, ...defendersOf(c.units, attacker).map((u) => u.id).filter((id) => !fought.includes(id))] };
}

/**
 * 11-3, 15-5.1b — effects ended the attack before its first battle: an attacker left with no target,
 * or given 阻擋 (15-1.4a: it no longer meets the conditions of attacking), is turned upright; one
 * turned sideways or gone fights none.
 */
export function attackOver(c: DefenseContext): DefenseContext {
  const attacker = c.units.find((u) => u.id === c.attacker);
  const unfit = attacker?.keywords.includes('blocker');
  const entry: LogEntry = attacker && attacker.state === 'attacking'
    ? unfit ? { step: 'attacker.unfit', clauses: ['11-3', '15-1.4a'], values: { unit: attacker.id } } : { step: 'attacker.noTarget', clauses: noTargetClauses(c.units, attacker), values: { unit: attacker.id } }
    : { step: 'attacker.stopped', clauses: attacker ? ['15-5.1b', '11-8.7'] : ['10-1', '11-8.7'], values: { unit: c.attacker! } };
  const next = attacker && attacker.state === 'attacking' ? upright(c, attacker.id) : c;
  return logged({ ...next, attacker: null, targets: [], fought: [], point: null }, entry);
}

/**
 * 15-2.1a, 15-2.1c — a 偷襲 succeeded and its unit is back in hand: its own 偷襲成功時 effect (its
 * card's, `sneak` timing) is used first, its targets chosen (6-6), before any other card's effect;
 * then its player may use 偷襲成功時 magic cards (the `sneak` point, `defensePoint`).
 */
export function sneakSucceeded(c: DefenseContext, unit: string): DefenseContext {
  const player = opponent(c.defender);
  const effect = c.players[player].hand.find((h) => h.id === unit)?.effect;
  const next = { ...c, point: 'sneak' as const };
  if (effect?.timing !== 'sneak') return next;
  const use: Use = { source: unit, kind: 'unit', player, effect, targets: [], current: c.defender };
  return settleIfReady(logged({ ...next, using: use }, { step: 'sneak.effectFirst', clauses: ['15-2.1c', '6-1'], values: { unit } }));
}

/** 15-2.1c — nothing of a 偷襲 success is left to use: no effect being used, and its player holds no 偷襲成功時 card it may use. */
export const sneakDone = (c: DefenseContext) =>
  !c.using && !c.players[opponent(c.defender)].hand.some((h) => h.kind === 'magic' && h.effect?.timing === 'sneak' && conditionHolds(c.units, opponent(c.defender), h.effect.condition));
