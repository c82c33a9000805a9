/**
 * Each step of a 五行 turn as a pure function of the context: it returns the next context with a
 * log entry citing the clauses applied. The machine (machine.ts) decides when each step runs.
 */
import {
  clampLife, downstreamOf, HAND_LIMIT, KE_MULTIPLIER, shieldTakes, isFiveElement, resolveDamage, RECOVERY_COST_PER_LEVEL, shuffled, teamOf, turnDrawCount, upstreamOf,
  type Card,
} from '../rules';
import { cardLabel, type LogEntry, type PendingAction, type PlayerState, type SpellEffect, type WuxingContext } from './context';
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

/** 4-2.1 — the turn starts. */
export const startTurn: Step = (c) => log(c, { step: 'turnStart', clauses: ['4-2.1'], values: { seat: c.current } });

/** 4-2.3 — 行動前, after recovering (4-2.2) and before the action (4-2.4): left out in the basic rules. */
export const preAction: Step = (c) => log(c, { step: 'preAction', clauses: ['4-2.3'] });

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
  const cards = cardsLabel(action.cards);
  if (!action.formation) {
    const notation = defaultNotation(category);
    if (!notation) return log(c, { step: 'formation.unchecked', clauses: ['2-4.6b'], values: { category } });
    return log(c, { step: 'formation.default', clauses: ['2-4.6b'], values: { element: category, cards } });
  }
  const { notation, count } = action.formation;
  const clauses = [...new Set(notation.map(partClause))];
  return log(c, { step: 'formation.fits', clauses: [...clauses, '2-4.5a', ...(count === 'variable' ? ['2-4.5b'] : [])], values: { cards, count, used: action.cards.length, ...notationValues(notation) } });
}

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
  // 5-3.2 — points are counted only for a spell that has them.
  else if (action.kind === 'active') declared = log(next, { step: 'active.declare', clauses: ['5-3.1', ...('points' in action.effect ? ['5-3.2'] : [])], values: { cards: cardsLabel(action.cards), name, named } });
  else declared = log(next, { step: 'passive.set', clauses: ['5-4.1'], values: { count: action.cards.length } });
  return formationChecked(declared, action);
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

function applySpell(c: WuxingContext, seat: number, effect: SpellEffect, clauses: string[]): WuxingContext {
  if (effect.kind === 'draw') return effectDraw(c, seat, effect.count, clauses);
  if (effect.kind === 'shield') {
    const replaced = c.players[seat].shield !== null;
    return log(withPlayer(c, seat, { shield: effect.points }), { step: 'effect.shield', clauses: [...clauses, '2-2.3'], values: { seat, points: effect.points, replaced: replaced ? 1 : 0 } });
  }
  if (effect.kind === 'heal') {
    const team = teamOf(seat);
    const life = [...c.life] as [number, number];
    life[team] = clampLife(life[team] + effect.points, c.maxLife[team]);
    return log({ ...c, life }, { step: 'effect.heal', clauses: [...clauses, '2-1.3b', '2-1.3d'], values: { team, points: effect.points, life: life[team] } });
  }
  return log(c, { step: 'effect.none', clauses });
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
  const values = { seat: up, cards: cardsLabel(passive.cards) };
  const revealed = withPlayer(c, up, { passive: null });
  let next: WuxingContext;
  if (!process) next = log(revealed, { step: 'passive.revealUnprocessed', clauses: [clause, '2-4.3f'], values });
  else if (passive.effect.kind === 'draw') next = log(revealed, { step: 'passive.revealNoEffect', clauses: [clause, '2-4.3f'], values });
  else next = applySpell(log(revealed, { step: 'passive.reveal', clauses: [clause], values }), up, passive.effect, [clause]);
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
  if (outcome.kind === 'shield') {
    next = withPlayer(next, action.target, { shield: outcome.shieldLeft });
    next = log(next, { step: 'damage.shield', clauses: outcome.clauses, values: { seat: action.target, amount: outcome.shieldDamage, left: outcome.shieldLeft ?? 0, gone: outcome.shieldLeft === null ? 1 : 0 } });
  } else {
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

/** 5-3.4 — the active spell's effect. */
export const resolveActive: Step = (c) => {
  const action = c.pending as Extract<PendingAction, { effect: SpellEffect }>;
  return applySpell(c, c.current, action.effect, ['5-3.4']);
};

/** 5-2.5, 5-3.5 — the action's cards go to the discard pile; 5-4.1 — a passive stays face down. */
export const finishAction: Step = (c) => {
  const action = c.pending!;
  const lastAction = action.kind === 'attack' ? { kind: 'attack' as const, element: action.element } : action.kind === 'none' ? { kind: 'none' as const } : { kind: 'spell' as const };
  let next = withPlayer({ ...c, pending: null }, c.current, { lastAction });
  if (action.kind === 'passive') return withPlayer(next, c.current, { passive: { cards: action.cards, effect: action.effect } });
  if (action.kind === 'none') return next;
  next = { ...next, discardPile: [...next.discardPile, ...action.cards] };
  return log(next, { step: 'action.discard', clauses: [action.kind === 'attack' ? '5-2.5' : '5-3.5', '2-8.2'], values: { cards: cardsLabel(action.cards) } });
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
  const c = withPlayer(start, start.current, { turnDiscard: null });
  const player = c.players[c.current];
  if (player.cannotDraw) return log(c, { step: 'draw.forbidden', clauses: ['4-2.5e'] });
  const count = turnDrawCount(player.hand.length, c.drawModifier);
  if (count === 0 && player.hand.length >= HAND_LIMIT) return log(c, { step: 'draw.atLimit', clauses: ['4-2.5c', '4-2.5e', '2-3.2'], values: { hand: player.hand.length, limit: HAND_LIMIT } });
  // 4-2.5b — an effect took the count down to nothing.
  if (count === 0) return log(c, { step: 'draw.none', clauses: ['4-2.5b'], values: { modifier: c.drawModifier } });
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

/**
 * 4-2.6, 4-3 — the turn ends and 下家's begins. 6-1 — an effect that lasts this player's turns
 * counts one of them as each of their turns ends.
 */
export const endTurn: Step = (c) => {
  const seat = c.current;
  const player = c.players[seat];
  let next: WuxingContext = withPlayer(c, seat, { cannotAct: Math.max(0, player.cannotAct - 1), cannotDraw: Math.max(0, player.cannotDraw - 1) });
  for (const effect of ['act', 'draw'] as const) {
    const turns = effect === 'act' ? player.cannotAct : player.cannotDraw;
    if (turns > 0) next = log(next, { step: 'effect.turnCounted', clauses: ['6-1'], values: { seat, effect, left: turns - 1, over: turns === 1 ? 1 : 0 } });
  }
  next = { ...next, current: downstreamOf(seat, c.players.length), drawModifier: 0 };
  return log(next, { step: 'turnEnd', clauses: ['4-2.6', '4-3'], values: { seat, next: next.current } });
};
