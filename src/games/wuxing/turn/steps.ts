/**
 * Each step of a 五行 turn as a pure function of the context: it returns the next context with a
 * log entry citing the clauses applied. The machine (machine.ts) decides when each step runs.
 */
import {
  clampLife, downstreamOf, HAND_LIMIT, KE_MULTIPLIER, shieldTakes, isFiveElement, resolveDamage, RECOVERY_COST_PER_LEVEL, roundPersistent, roundTransient, shuffled, teamOf, turnDrawCount, upstreamOf,
  type Card,
} from '../rules';
import { cardLabel, type LogEntry, type PendingAction, type PlayerState, type SpellEffect, type SpellTarget, type WuxingContext } from './context';
import * as lasting from './lasting';
import { logged } from '../../../engine/log';
import { defaultNotation, notationValues, partClause } from '../formations';

type Step = (context: WuxingContext) => WuxingContext;

const log = (context: WuxingContext, entry: LogEntry): WuxingContext => logged(context, entry);
const withPlayer = (context: WuxingContext, seat: number, change: Partial<PlayerState>): WuxingContext => ({
  ...context,
  players: context.players.map((p, i) => (i === seat ? { ...p, ...change } : p)),
});
export const upstream = (c: WuxingContext) => upstreamOf(c.current, c.players.length);
const cardsLabel = (cards: Card[]) => cards.map(cardLabel).join(' ');

/** 7-1, 7-1.3 — a team at 0 loses; both at 0 is a draw. */
export function withResult(context: WuxingContext): WuxingContext {
  if (context.result) return context;
  const [a, b] = context.life;
  if (a > 0 && b > 0) return context;
  if (a === 0 && b === 0) return log({ ...context, result: { draw: true } }, { step: 'gameOver.draw', clauses: ['7-1', '7-1.3', '7-3'] });
  const winner = a === 0 ? 1 : 0;
  return log({ ...context, result: { winner } }, { step: 'gameOver', clauses: ['7-1', '7-1.1', '7-1.2', '7-3'], values: { team: winner } });
}

/**
 * 4-2.1 — the turn starts: the effects that act 「回合開始時」「輪到時」「每回合」 act now; 6-2 — an
 * effect that began at a turn's start of this player's 1 round ago ends (having acted once more).
 */
export const startTurn: Step = (start) => {
  const c = log({ ...start, turn: start.turn + 1 }, { step: 'turnStart', clauses: ['4-2.1'], values: { seat: start.current } });
  return withResult(lasting.endRounds(lasting.actAt(c, 'turnStart', effectDraw), 'turnStart'));
};

/**
 * 4-2.3 — 行動前, after recovering (4-2.2) and before the action (4-2.4): the effects that act then
 * act; with none, the basic rules leave the step out (the site's reading, 4-2.3's editor's note).
 */
export const preAction: Step = (c) => {
  const timed = lasting.lastingOn(c, c.current).some((e) => 'at' in e.what && e.what.at === 'preAction');
  if (!timed) return log(c, { step: 'preAction', clauses: ['4-2.3'], values: { mode: c.mode } });
  return withResult(lasting.actAt(log(c, { step: 'preAction.effects', clauses: ['4-2.3'] }), 'preAction', effectDraw));
};

/** 4-2.2b — nothing to recover when 上家 discarded nothing in its last turn draw. */
export const noRecovery: Step = (c) => log(c, { step: 'recover.none', clauses: ['4-2.2b'] });

/** 4-2.2a, 4-2.2c — pay level × 2 life (even down to 0) and put 上家's discard on top of the deck. */
export const recover: Step = (c) => {
  const up = upstream(c);
  const card = c.players[up].turnDiscard!;
  const team = teamOf(c.current);
  const cost = card.level * RECOVERY_COST_PER_LEVEL;
  const life = [...c.life] as [number, number];
  life[team] = clampLife(life[team] - cost, c.maxLife[team]);
  // The discard went to the pile (2-8.2); the latest card like it is the one taken back.
  let index = c.discardPile.length - 1;
  while (index >= 0 && !(c.discardPile[index].element === card.element && c.discardPile[index].level === card.level)) index--;
  const discardPile = index >= 0 ? c.discardPile.filter((_, i) => i !== index) : c.discardPile;
  const next = withPlayer({ ...c, life, deck: [card, ...c.deck], discardPile }, up, { turnDiscard: null });
  return log(next, { step: 'recover.take', clauses: ['4-2.2a', ...(life[team] === 0 ? ['4-2.2c'] : [])], values: { card: cardLabel(card), cost, life: life[team] } });
};

export const skipRecovery: Step = (c) => log(c, { step: 'recover.skip', clauses: ['4-2.2e'] });

/**
 * 2-4.6, 2-4.5 — the cards shown fit the formation cast (the guard refused any that did not): its
 * notation's clauses, and its count, the rule's and not the cards' (2-4.5b). A formation named by
 * none is the site's reading (2-4.6b's note): a 五行 attack's one card of its element, and nothing
 * checked for a physical or special attack or a spell.
 */
function formationChecked(c: WuxingContext, action: Exclude<PendingAction, { kind: 'none' }>): WuxingContext {
  const category = action.kind === 'attack' ? action.element : action.kind;
  const cards = cardsLabel(lasting.countedCards(c, c.current, action.cards));
  if (!action.formation) {
    const notation = defaultNotation(category);
    if (!notation) return log(c, { step: 'formation.unchecked', clauses: ['2-4.6b'], values: { category } });
    return log(c, { step: 'formation.default', clauses: ['2-4.6b'], values: { element: category, cards } });
  }
  const { notation, count } = action.formation;
  const clauses = [...new Set(notation.map(partClause))];
  const counted = lasting.countedCards(c, c.current, action.cards);
  return log(c, { step: 'formation.fits', clauses: [...clauses, '2-4.5a', ...(count === 'variable' ? ['2-4.5b'] : [])], values: { cards, count, used: action.cards.length, ...notationValues(notation) } });
}

/** 2-4.4b–f — the seats a spell cast by `caster` works on: its target, or every player with none (無). */
export function spellTargets(c: WuxingContext, caster: number, target: SpellTarget): number[] {
  const players = c.players.length;
  if (target === 'none') return c.players.map((_, seat) => seat);
  if (target === 'self') return [caster];
  if (target === 'upstream') return [upstreamOf(caster, players)];
  if (target === 'downstream') return [downstreamOf(caster, players)];
  return [target];
}
const TARGET_CLAUSE = { self: '2-4.4b', upstream: '2-4.4c', downstream: '2-4.4d', none: '2-4.4f' } as const;
const targetKind = (target: SpellTarget) => (typeof target === 'number' ? 'chosen' : target);
const targetClause = (target: SpellTarget) => (typeof target === 'number' ? '2-4.4e' : TARGET_CLAUSE[target]);

/** 2-4.4a — whom the spell works on, as its caster's words name them. */
const targetLogged = (c: WuxingContext, caster: number, target: SpellTarget) =>
  log(c, { step: 'spell.target', clauses: ['2-4.4a', targetClause(target)], values: { target: targetKind(target), seat: spellTargets(c, caster, target)[0], caster } });

/** 5-1, 5-2.1/5-3.1/5-4.1 — the cards leave the hand and the action is declared (or set face down). */
export function declare(c: WuxingContext, action: PendingAction, handIndices: number[]): WuxingContext {
  const player = c.players[c.current];
  const hand = player.hand.filter((_, i) => !handIndices.includes(i));
  const next = withPlayer({ ...c, pending: action }, c.current, { hand });
  if (action.kind === 'none') return log(next, { step: 'action.none', clauses: ['4-2.4c'] });
  const name = action.formation?.name ?? '';
  const named = action.formation ? 1 : 0;
  let declared: WuxingContext;
  if (action.kind === 'attack') {
    const values = { element: action.element, points: Math.ceil(action.points), cards: cardsLabel(action.cards), target: action.target, name, named };
    declared = log(next, { step: 'attack.declare', clauses: ['5-2.1', '5-2.2', ...(Math.ceil(action.points) !== action.points ? ['2-7.3'] : [])], values });
  }
  else if (action.kind === 'active') {
    declared = log(next, { step: 'active.declare', clauses: ['5-3.1'], values: { cards: cardsLabel(action.cards), name, named } });
    // 5-3.2, 2-4.3g — only a spell whose rule writes 「點數」 has points; they are counted now (2-7.3: rounded up).
    declared = action.points === undefined
      ? log(declared, { step: 'active.noPoints', clauses: ['2-4.3g'] })
      : log(declared, { step: 'active.points', clauses: ['5-3.2', '2-4.3g', ...(Math.ceil(action.points) !== action.points ? ['2-7.3'] : [])], values: { points: Math.ceil(action.points) } });
    declared = targetLogged(declared, c.current, action.target);
  }
  // 5-4.1 — face down; 6-2 — face up under an effect such as 聖光破 (the board shows its cards).
  else declared = log(next, { step: 'passive.set', clauses: ['5-4.1', ...(lasting.passivesFaceUp(c, c.current) ? ['6-2'] : [])], values: { count: action.cards.length, faceUp: lasting.passivesFaceUp(c, c.current) ? 1 : 0, cards: cardsLabel(action.cards) } });
  return formationChecked(lasting.levelsCounted(declared, c.current, action.cards), action);
}

/**
 * 2-8.4 — a player sees the deck about to run out: with every other player's consent, the discard
 * pile goes shuffled under it. A turn-draw discard in it is no longer there to recover (4-2.2b).
 */
export const refill: Step = (c) => {
  const added = shuffled(c.discardPile, c.seed + c.reshuffles);
  const lost = c.players[c.current].turnDiscard;
  const next = { ...c, deck: [...c.deck, ...added], discardPile: [], reshuffles: c.reshuffles + 1, players: c.players.map((p) => ({ ...p, turnDiscard: null })) };
  return log(next, { step: 'deck.refill', clauses: ['2-8.4', ...(lost ? ['4-2.2b'] : [])], values: { count: added.length, deck: c.deck.length, lost: lost ? 1 : 0, card: lost ? cardLabel(lost) : '', seat: c.current } });
};

/**
 * 4-2.5a, 4-2.5d — a draw by an effect, not the turn draw: no card is discarded; 2-3.2 — it draws
 * only as many as fill the hand to its limit.
 */
function effectDraw(c: WuxingContext, seat: number, asked: number, clauses: string[]): WuxingContext {
  const room = Math.max(0, HAND_LIMIT - c.players[seat].hand.length);
  const { context, cards } = drawCards(c, Math.min(asked, room));
  const next = withPlayer(context, seat, { hand: [...context.players[seat].hand, ...cards] });
  const capped = asked > room;
  // 0: all drawn; 1: fewer, the hand reached its limit; 2: none, the hand was full.
  const limit = !capped ? 0 : room === 0 ? 2 : 1;
  return log(next, { step: 'effect.draw', clauses: [...clauses, '4-2.5a', '4-2.5d', ...(capped ? ['2-3.2'] : [])], values: { seat, asked, count: cards.length, limit, handLimit: HAND_LIMIT, cards: cardsLabel(cards) } });
}

/**
 * 5-3.4, 5-3.4a — a spell's effects on its targets (2-4.4a), all at this moment and in no order: life
 * changes are added up and kept within 0 and the starting life once (2-1.3c, 2-1.3d); timed lasting
 * effects act later, at their moment (4-2.1, 4-2.3, 4-2.6). `caster` is whose spell it is.
 */
function applyEffects(c: WuxingContext, caster: number, effects: SpellEffect[], target: SpellTarget, clauses: string[]): WuxingContext {
  const seats = spellTargets(c, caster, target);
  const several = effects.length > 1 || seats.length > 1;
  const together = effects.length > 1 && seats.length > 1 ? 'both' : effects.length > 1 ? 'effects' : 'targets';
  let next = several ? log(c, { step: 'effects.together', clauses: [...clauses, ...(effects.length > 1 ? ['5-3.4a'] : []), ...(seats.length > 1 ? ['2-4.4f'] : [])], values: { count: effects.length, seats: seats.length, together } }) : c;
  const delta = [0, 0];
  for (const effect of effects) {
    // 6-1, 6-2 — a lasting effect on every player (無) counted in turns is counted in each one's turns.
    if (effect.kind === 'lasting') {
      const lasts = effect.turns !== undefined ? { turns: effect.turns } : { round: true as const };
      if (target === 'none' && 'round' in lasts) next = lasting.addLasting(next, 'all', effect.what, lasts);
      else for (const seat of seats) next = lasting.addLasting(next, seat, effect.what, lasts);
      continue;
    }
    for (const seat of seats) {
      if (effect.kind === 'draw') next = effectDraw(next, seat, effect.count, clauses);
      else if (effect.kind === 'shield') {
        // 2-7.2 — a shield's points persist: a fraction is dropped.
        const points = roundPersistent(effect.points);
        const replaced = next.players[seat].shield !== null;
        const rounded = points !== effect.points;
        next = log(withPlayer(next, seat, { shield: points }), { step: rounded ? 'effect.shieldRounded' : 'effect.shield', clauses: [...clauses, '2-2.3', ...(rounded ? ['2-7.1', '2-7.2'] : [])], values: { seat, points, replaced: replaced ? 1 : 0, given: String(effect.points) } });
      } else if (effect.kind === 'heal') {
        delta[teamOf(seat)] += effect.points;
        if (several) next = log(next, { step: 'effect.healPart', clauses: [...clauses, '2-1.3b'], values: { seat, team: teamOf(seat), points: effect.points } });
      } else if (effect.kind === 'damage') next = lasting.damagePlayer(next, seat, effect.points, clauses, delta);
      else if (effect.kind === 'negateDamage') next = negateAttack(next, seat, clauses);
      else next = log(next, { step: 'effect.none', clauses });
    }
  }
  const life = [...next.life] as [number, number];
  for (const team of [0, 1]) {
    if (!delta[team] && !effects.some((e) => e.kind === 'heal' && seats.some((s) => teamOf(s) === team))) continue;
    life[team] = clampLife(life[team] + delta[team], next.maxLife[team]);
    const healOnly = !several && effects[0].kind === 'heal';
    next = log({ ...next, life }, healOnly
      ? { step: 'effect.heal', clauses: [...clauses, '2-1.3b', '2-1.3d'], values: { team, points: delta[team], life: life[team] } }
      : { step: 'effect.life', clauses: [...(several ? ['5-3.4a'] : []), '2-1.3c', '2-1.3d'], values: { team, life: life[team] } });
  }
  return next;
}

/** 5-6 — the attack being resolved, if it targets this seat, has its damage negated (its other effects stand). */
function negateAttack(c: WuxingContext, seat: number, clauses: string[]): WuxingContext {
  const pending = c.pending;
  if (pending?.kind !== 'attack' || pending.target !== seat) return log(c, { step: 'effect.negateNothing', clauses: [...clauses, '5-6'], values: { seat } });
  return log({ ...c, pending: { ...pending, negated: true } }, { step: 'effect.negate', clauses: [...clauses, '5-6'], values: { seat } });
}

/**
 * 2-4.3f — whether an effect of 上家's passive can affect the action 下家 takes: a draw never can
 * (the sandbox judges only this case), nor the negation of an attack's damage when no attack on
 * the passive's target is being resolved.
 */
function canAffect(c: WuxingContext, caster: number, effect: SpellEffect, target: SpellTarget): boolean {
  if (effect.kind === 'draw') return false;
  if (effect.kind === 'negateDamage') return c.pending?.kind === 'attack' && spellTargets(c, caster, target).includes(c.pending.target);
  return true;
}

/**
 * 5-2.3, 5-3.3, 5-4.2 — 上家's face-down passive is revealed, its effect processed, its cards
 * discarded. 2-4.3f — an effect that cannot affect the action 下家 takes is not processed: a draw
 * for its caster never can (the sandbox judges only this case). 5-4.3 (site's reading, see its
 * editor's note) — with no action it is revealed and discarded unprocessed.
 */
export function revealUpstreamPassive(c: WuxingContext, clause: string, process: boolean): WuxingContext {
  const up = upstream(c);
  const passive = c.players[up].passive;
  if (!passive) return log(c, { step: 'passive.noneSet', clauses: [clause] });
  const values = { seat: up, cards: cardsLabel(passive.cards), drawer: spellTargets(c, up, passive.target)[0], negate: passive.effects.some((e) => e.kind === 'negateDamage') ? 1 : 0 };
  const revealed = withPlayer(c, up, { passive: null });
  let next: WuxingContext;
  if (!process) next = log(revealed, { step: 'passive.revealUnprocessed', clauses: [clause, '2-4.3f'], values });
  else if (!passive.effects.some((e) => canAffect(c, up, e, passive.target))) next = log(revealed, { step: 'passive.revealNoEffect', clauses: [clause, '2-4.3f'], values });
  else next = applyEffects(targetLogged(log(revealed, { step: 'passive.reveal', clauses: [clause], values }), up, passive.target), up, passive.effects, passive.target, [clause]);
  return { ...next, discardPile: [...next.discardPile, ...passive.cards] };
}

/** 5-2.4 — the attack's damage, and its other effects at the same moment (5-2.4i). */
export const resolveAttack: Step = (c) => {
  const action = c.pending as Extract<PendingAction, { kind: 'attack' }>;
  const up = upstream(c);
  const target = c.players[action.target];
  const upLast = c.players[up].lastAction;
  const outcome = resolveDamage({
    element: action.element,
    points: action.points,
    targetIsUpstream: action.target === up,
    shield: target.shield,
    upstreamLastAttack: upLast?.kind === 'attack' && isFiveElement(upLast.element) ? upLast.element : null,
  });
  let next = c;
  const life = [...c.life] as [number, number];
  const targetTeam = teamOf(action.target);
  const resisted = target.shield === null ? resistance(c, action) : null;
  if (action.negated) {
    // 5-6, 5-2.4h — the damage is negated (a 相生 heal with it: 5-2.4c's note); the points stand, and so do the other effects.
    next = log(next, { step: 'damage.negated', clauses: ['5-6', '5-2.4h'], values: { seat: action.target, points: roundTransient(action.points) } });
  } else if (resisted?.negated) {
    next = log(next, { step: 'damage.resisted', clauses: ['5-6', '5-2.4h', ...resisted.clauses], values: { seat: action.target, points: roundTransient(action.points), element: action.element, minCount: resisted.minCount } });
  } else if (outcome.kind === 'shield') {
    // 2-2.4c — a 「傷害無效」 that needs its owner to take the damage does nothing while a shield takes it.
    const unused = lasting.lastingOn(c, action.target).filter((e) => e.what.kind === 'negateDamage');
    if (unused.length) next = log(next, { step: 'negate.shieldFirst', clauses: ['2-2.4c'], values: { seat: action.target } });
    next = withPlayer(next, action.target, { shield: outcome.shieldLeft });
    next = log(next, { step: 'damage.shield', clauses: outcome.clauses, values: { seat: action.target, amount: outcome.shieldDamage, left: outcome.shieldLeft ?? 0, gone: outcome.shieldLeft === null ? 1 : 0 } });
  } else {
    if (resisted) next = log(next, { step: resisted.step, clauses: resisted.clauses, values: { seat: action.target, minCount: resisted.minCount } });
    life[targetTeam] = clampLife(life[targetTeam] + (outcome.kind === 'heal' ? outcome.amount : -outcome.amount), c.maxLife[targetTeam]);
    next = log(next, { step: outcome.kind === 'heal' ? 'damage.heal' : `damage.${outcome.relation}`, clauses: [...outcome.clauses, '2-1.3'], values: { seat: action.target, team: targetTeam, amount: outcome.amount, life: life[targetTeam], multiplier: KE_MULTIPLIER } });
  }
  let drawModifier = c.drawModifier;
  for (const effect of action.effects) {
    if (effect.kind === 'drawModifier') {
      drawModifier += effect.amount;
      next = log(next, { step: 'effect.drawModifier', clauses: ['5-2.4i', '4-2.5b'], values: { amount: effect.amount } });
    } else if (effect.kind === 'draw') {
      next = effectDraw(next, c.current, effect.count, ['5-2.4i']);
    } else {
      // Damage to the caster: a shield of its own takes it instead (2-2.2).
      const shield = next.players[c.current].shield;
      if (shield !== null) {
        const taken = shieldTakes(shield, effect.amount, false);
        next = withPlayer(next, c.current, { shield: taken.shieldLeft });
        next = log(next, { step: 'damage.shield', clauses: ['5-2.4i', '2-2.2', ...(taken.shieldLeft === null ? ['2-2.4a'] : [])], values: { seat: c.current, amount: taken.shieldDamage, left: taken.shieldLeft ?? 0, gone: taken.shieldLeft === null ? 1 : 0 } });
        continue;
      }
      const own = teamOf(c.current);
      life[own] = clampLife(life[own] - effect.amount, c.maxLife[own]);
      next = log(next, { step: 'effect.selfDamage', clauses: ['5-2.4i', '2-1.3a'], values: { team: own, amount: effect.amount, life: life[own] } });
    }
  }
  return { ...next, life, drawModifier };
};

/**
 * 5-2.4, 5-6 — whether a lasting 「傷害無效」 on the attack's target negates its damage: of its element
 * (or any), of a formation of at least `minCount` cards (or any). 2-4.5c — a formation of no fixed
 * count never meets a condition on the count, however many cards cast it.
 */
function resistance(c: WuxingContext, action: Extract<PendingAction, { kind: 'attack' }>): { negated: boolean; step: string; clauses: string[]; minCount: number } | null {
  const effects = lasting.lastingOn(c, action.target).filter((e) => e.what.kind === 'negateDamage');
  let missed: { negated: boolean; step: string; clauses: string[]; minCount: number } | null = null;
  for (const e of effects) {
    const w = e.what as Extract<typeof e.what, { kind: 'negateDamage' }>;
    if (w.element !== undefined && w.element !== action.element) continue;
    if (w.minCount === undefined) return { negated: true, step: 'damage.resisted', clauses: [lasting.lastsClause(e)], minCount: 0 };
    const count = action.formation?.count ?? (defaultNotation(action.element) ? 1 : null);
    if (count === 'variable') missed = { negated: false, step: 'negate.variableCount', clauses: ['2-4.5c', '2-4.5a'], minCount: w.minCount };
    else if (count === null) missed = { negated: false, step: 'negate.countUnknown', clauses: ['2-4.5a', '2-4.6b'], minCount: w.minCount };
    else if (count >= w.minCount) return { negated: true, step: 'damage.resisted', clauses: [lasting.lastsClause(e), '2-4.5a'], minCount: w.minCount };
    else missed ??= { negated: false, step: 'negate.countLow', clauses: ['2-4.5a'], minCount: w.minCount };
  }
  return missed;
}

/** 5-3.4 — the active spell's effects, on its target (2-4.4a; 2-4.4f: a change of target does nothing to one with none). */
export const resolveActive: Step = (c) => {
  const action = c.pending as Extract<PendingAction, { effects: SpellEffect[] }>;
  let target = action.target;
  let next = c;
  if (action.redirect !== undefined) {
    if (target === 'none') next = log(next, { step: 'target.redirectVoid', clauses: ['2-4.4f'], values: { seat: action.redirect } });
    else {
      target = action.redirect;
      next = log(next, { step: 'target.redirected', clauses: ['2-4.4a'], values: { seat: action.redirect } });
    }
  }
  return applyEffects(next, c.current, action.effects, target, ['5-3.4']);
};

/** 5-2.5, 5-3.5 — the action's cards go to the discard pile; 5-4.1 — a passive stays face down. */
export const finishAction: Step = (c) => {
  const action = c.pending!;
  const lastAction = action.kind === 'attack' ? { kind: 'attack' as const, element: action.element } : action.kind === 'none' ? { kind: 'none' as const } : { kind: 'spell' as const };
  let next = withPlayer({ ...c, pending: null }, c.current, { lastAction });
  // 6-2 — an effect that began at this player's action 1 round ago ends now, its action having taken effect under it.
  if (action.kind === 'passive') return lasting.endRounds(withPlayer(next, c.current, { passive: { cards: action.cards, effects: action.effects, target: action.target, faceUp: lasting.passivesFaceUp(c, c.current) } }), 'action');
  if (action.kind === 'none') return lasting.endRounds(next, 'action');
  next = { ...next, discardPile: [...next.discardPile, ...action.cards] };
  return lasting.endRounds(log(next, { step: 'action.discard', clauses: [action.kind === 'attack' ? '5-2.5' : '5-3.5', '2-8.2'], values: { cards: cardsLabel(action.cards) } }), 'action');
};

/** 2-8.3 — an empty deck takes the shuffled discard pile. */
function drawCards(c: WuxingContext, count: number): { context: WuxingContext; cards: Card[] } {
  let context = c;
  const cards: Card[] = [];
  while (cards.length < count) {
    if (context.deck.length === 0) {
      if (context.discardPile.length === 0) break;
      const deck = shuffled(context.discardPile, context.seed + context.reshuffles);
      context = log({ ...context, deck, discardPile: [], reshuffles: context.reshuffles + 1 }, { step: 'deck.reshuffle', clauses: ['2-8.3'], values: { count: deck.length } });
    }
    cards.push(context.deck[0]);
    context = { ...context, deck: context.deck.slice(1) };
  }
  return { context, cards };
}

/** 4-2.5 — the turn draw: count + 1 cards, of which one will be discarded (4-2.5d). */
export const startTurnDraw: Step = (start) => {
  // 4-2.2b — without a turn draw this turn, 下家 will have nothing to recover.
  const base = withPlayer(start, start.current, { turnDiscard: null });
  const hand = base.players[base.current].hand.length;
  if (lasting.cannotDraw(base, base.current)) return log(base, { step: 'draw.forbidden', clauses: ['4-2.5e'] });
  // 4-2.5b — a lasting 「回合抽牌 +N」 effect adds to this turn's.
  const more = lasting.lastingDrawModifier(base, base.current);
  const moreClauses = [...new Set(lasting.lastingOn(base, base.current).filter((e) => e.what.kind === 'drawModifier').map(lasting.lastsClause))];
  const c = more ? log(base, { step: 'draw.lasting', clauses: ['4-2.5b', ...moreClauses], values: { amount: more } }) : base;
  const modifier = c.drawModifier + more;
  const count = turnDrawCount(hand, modifier);
  if (count === 0 && hand >= HAND_LIMIT) return log(c, { step: 'draw.atLimit', clauses: ['4-2.5c', '4-2.5e', '2-3.2'], values: { hand, limit: HAND_LIMIT } });
  // 4-2.5b — an effect took the count down to nothing.
  if (count === 0) return log(c, { step: 'draw.none', clauses: ['4-2.5b'], values: { modifier } });
  const { context, cards } = drawCards(c, count + 1);
  return log({ ...context, drawn: cards }, { step: 'draw.reveal', clauses: ['4-2.5b', '4-2.5c', '4-2.5d'], values: { count, taken: cards.length, drawn: cardsLabel(cards) } });
};

export const turnDrawPending = (c: WuxingContext) => c.drawn.length > 0;

/** 4-2.5d — one drawn card is the turn's discard (recoverable by 下家, 4-2.2a); the rest join the hand. */
export function chooseDiscard(c: WuxingContext, index: number): WuxingContext {
  const discard = c.drawn[index];
  const kept = c.drawn.filter((_, i) => i !== index);
  const player = c.players[c.current];
  const next = withPlayer({ ...c, drawn: [], discardPile: [...c.discardPile, discard] }, c.current, { hand: [...player.hand, ...kept], turnDiscard: discard });
  return log(next, { step: 'draw.discard', clauses: ['4-2.5d', '2-8.2'], values: { card: cardLabel(discard), kept: cardsLabel(kept) } });
}

/** 4-2.6 — the effects that act at the turn's end act: it is still this turn until they are done. */
export const turnEndEffects: Step = (c) => withResult(lasting.actAt(c, 'turnEnd', effectDraw));

/**
 * 4-2.6, 4-3 — the turn ends and 下家's begins. 6-1 — an effect that lasts this player's turns
 * counts one of them as each of their turns ends; 6-2 — one that began at a turn's end of this
 * player's 1 round ago ends.
 */
export const endTurn: Step = (c) => {
  const seat = c.current;
  let next = lasting.endRounds(lasting.countTurn(c), 'turnEnd');
  next = { ...next, current: downstreamOf(seat, c.players.length), drawModifier: 0 };
  return log(next, { step: 'turnEnd', clauses: ['4-2.6', '4-3'], values: { seat, next: next.current } });
};
