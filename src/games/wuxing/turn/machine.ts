/**
 * 五行戰鬥牌 4.3 — one turn after another (4-2), with the action resolved step by step (5-1 … 5-6).
 * Every state and transition names the clauses it follows (meta.clauses); the steps themselves
 * are pure functions in steps.ts.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import type { AttackElement } from '../rules';
import { type AttackEffect, type SpellEffect, type WuxingContext, initialContext } from './context';
import type { WuxingSetup } from './setup';
import * as step from './steps';
import * as prep from './preparation';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';

export type RuleMeta = StateMeta;

export type WuxingEvent =
  | { type: 'recover.take' }
  | { type: 'recover.skip' }
  | { type: 'action.attack'; cards: number[]; element: AttackElement; points: number; target?: number; effects?: AttackEffect[] }
  | { type: 'action.active'; cards: number[]; effect: SpellEffect }
  | { type: 'action.passive'; cards: number[]; effect: SpellEffect }
  | { type: 'action.none' }
  | { type: 'step.continue' }
  | { type: 'draw.discard'; index: number }
  | { type: 'turn.end' }
  | { type: 'prep.seat'; teams: number[] }
  | { type: 'prep.first'; seat: number };

type CastEvent = Extract<WuxingEvent, { cards: number[] }>;

/** Hand positions that exist and are not repeated. */
const validCards = (c: WuxingContext, cards: number[]) =>
  cards.length > 0 && new Set(cards).size === cards.length && cards.every((i) => Number.isInteger(i) && i >= 0 && i < c.players[c.current].hand.length);

const pickCards = (c: WuxingContext, cards: number[]) => cards.map((i) => c.players[c.current].hand[i]);

/** Why this cast is not allowed, or null if it is. */
export function whyNotCast(context: WuxingContext, e: CastEvent): Refusal | null {
  const p = context.players[context.current];
  if (p.hand.length === 0 || p.cannotAct) return { step: 'refuse.cannotAct', clauses: ['4-2.4c'] };
  // 2-4.1 — a formation is made of the player's hand cards.
  if (!validCards(context, e.cards)) return { step: 'refuse.cards', clauses: ['2-4.1'], values: { count: p.hand.length } };
  if (e.type !== 'action.attack') return null;
  const target = e.target ?? step.upstream(context);
  return Number.isInteger(target) && target >= 0 && target < context.players.length ? null : { step: 'refuse.target', clauses: ['2-4.4a'], values: { players: context.players.length } };
}

export const turnMachine = setup({
  types: {
    context: {} as WuxingContext,
    events: {} as WuxingEvent,
    input: {} as WuxingSetup,
    meta: {} as RuleMeta,
  },
  guards: {
    /** 3 — the setup starts the game from its preparation. */
    'starts with its preparation': ({ context }) => context.preparing,
    /** 1-1.2, 3-1 — two equal teams, seated alternately. */
    'valid seating': ruleGuard(({ context, event }: { context: WuxingContext; event: WuxingEvent }) => prep.whyNotSeating(context, (event as { teams: number[] }).teams)),
    /** 3-4 — the first player is at the table. */
    'valid first player': ruleGuard(({ context, event }: { context: WuxingContext; event: WuxingEvent }) => prep.whyNotFirst(context, (event as { seat: number }).seat)),
    /** 7-1 — a team's life is 0. */
    'game is over': ({ context }) => context.result !== null,
    /** 4-2.2a/b — 上家 discarded a card in its last turn draw. */
    'upstream left a discard': ({ context }) => context.players[step.upstream(context)].turnDiscard !== null,
    /** 4-2.4c — with cards and no effect forbidding it, the player must act. */
    'can act': ({ context }) => context.players[context.current].hand.length > 0 && !context.players[context.current].cannotAct,
    /** 4-2.4c — no cards, or an effect forbids acting: only then may the player not act. */
    'cannot act': ruleGuard(({ context }: { context: WuxingContext }) => {
      const p = context.players[context.current];
      return p.hand.length === 0 || p.cannotAct ? null : { step: 'refuse.mustAct', clauses: ['4-2.4c'], values: { count: p.hand.length } };
    }),
    /** 4-2.4c — a player who may act; 2-4.1 — the cards come from the hand; 2-4.4 — the target is a player at the table. */
    'valid cast': ruleGuard(({ context, event }: { context: WuxingContext; event: WuxingEvent }) => whyNotCast(context, event as CastEvent)),
    /** 4-2.5d — the turn draw is waiting for its discard. */
    'drawn cards wait': ({ context }) => step.turnDrawPending(context),
    /** 4-2.5d — the chosen card is one of those drawn. */
    'valid discard': ruleGuard(({ context, event }: { context: WuxingContext; event: WuxingEvent }) => {
      const index = (event as { index: number }).index;
      return Number.isInteger(index) && index >= 0 && index < context.drawn.length ? null : { step: 'refuse.discard', clauses: ['4-2.5d'], values: { count: context.drawn.length } };
    }),
  },
  actions: {
    seat: assign(({ context }) => prep.seat(context)),
    deal: assign(({ context }) => prep.startingLife(prep.deal(context))),
    chooseFirst: assign(({ context, event }) => prep.chooseFirst(context, (event as { seat: number }).seat)),
    result: assign(({ context }) => step.withResult(context)),
    startTurn: assign(({ context }) => step.startTurn(context)),
    preAction: assign(({ context }) => step.preAction(context)),
    noRecovery: assign(({ context }) => step.noRecovery(context)),
    recover: assign(({ context }) => step.recover(context)),
    skipRecovery: assign(({ context }) => step.skipRecovery(context)),
    declareAttack: assign(({ context, event }) => {
      const e = event as Extract<WuxingEvent, { type: 'action.attack' }>;
      const action = { kind: 'attack' as const, cards: pickCards(context, e.cards), element: e.element, points: e.points, target: e.target ?? step.upstream(context), effects: e.effects ?? [] };
      return step.declare(context, action, e.cards);
    }),
    declareSpell: assign(({ context, event }) => {
      const e = event as Extract<WuxingEvent, { type: 'action.active' | 'action.passive' }>;
      return step.declare(context, { kind: e.type === 'action.active' ? 'active' : 'passive', cards: pickCards(context, e.cards), effect: e.effect }, e.cards);
    }),
    declareNone: assign(({ context }) => step.declare(context, { kind: 'none' }, [])),
    revealForAttack: assign(({ context }) => step.revealUpstreamPassive(context, '5-2.3', true)),
    revealForActive: assign(({ context }) => step.revealUpstreamPassive(context, '5-3.3', true)),
    revealForPassive: assign(({ context }) => step.revealUpstreamPassive(context, '5-4.2', true)),
    revealUnprocessed: assign(({ context }) => step.revealUpstreamPassive(context, '5-4.3', false)),
    resolveAttack: assign(({ context }) => step.resolveAttack(context)),
    resolveActive: assign(({ context }) => step.resolveActive(context)),
    finishAction: assign(({ context }) => step.finishAction(context)),
    startTurnDraw: assign(({ context }) => step.startTurnDraw(context)),
    chooseDiscard: assign(({ context, event }) => step.chooseDiscard(context, (event as { index: number }).index)),
    endTurn: assign(({ context }) => step.endTurn(context)),
  },
}).createMachine({
  id: 'wuxing.turn',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  // A second action (4-2.4: once a turn); a recovery after the action, or with no discard to recover
  // (4-1: the steps in order; 4-2.2b: only 上家's discard of its last turn); a discard outside the turn draw (4-2.5d).
  meta: {
    clauses: ['4-2'],
    forbids: {
      'action.attack': ['4-2.4'], 'action.active': ['4-2.4'], 'action.passive': ['4-2.4'], 'action.none': ['4-2.4'],
      'recover.take': ['4-1', '4-2.2b'], 'recover.skip': ['4-1', '4-2.2b'], 'draw.discard': ['4-2.5d'],
      // Seating and the first player are the game's preparation, done before its first turn (3-1, 3-4).
      'prep.seat': ['3-1'], 'prep.first': ['3-4'],
    },
  },
  // 7-1, 7-3 — the moment a team's life is 0 the game ends, whatever was still to resolve.
  always: { guard: 'game is over', target: '.gameOver', meta: { clauses: ['7-1', '7-3'] } },
  states: {
    // A game from its preparation (a setup with `prepare`), or one in progress at a turn's start.
    start: {
      meta: { clauses: ['3-4', '4-1'] },
      always: [
        { guard: 'starts with its preparation', target: 'preparation', meta: { clauses: ['3-1', '3-2', '3-3', '3-4'] } },
        { target: 'turnStart', meta: { clauses: ['4-1'] } },
      ],
    },
    preparation: {
      // 3-4 — the first turn is the first player's, once chosen: no step of a turn before that.
      meta: {
        clauses: ['3-1', '3-2', '3-3', '3-4'],
        forbids: Object.fromEntries(['recover.take', 'recover.skip', 'action.attack', 'action.active', 'action.passive', 'action.none', 'draw.discard', 'turn.end'].map((type) => [type, ['3-4']])),
      },
      initial: 'seating',
      states: {
        seating: {
          meta: { clauses: ['3-1', '1-1.2'] },
          on: { 'prep.seat': { guard: 'valid seating', target: 'dealing', actions: 'seat', meta: { clauses: ['3-1', '1-1.2'] } } },
        },
        dealing: {
          meta: { clauses: ['3-2'] },
          on: { 'step.continue': { target: 'firstPlayer', actions: 'deal', meta: { clauses: ['2-8.1', '3-2', '3-3', '2-1.2'] } } },
        },
        firstPlayer: {
          meta: { clauses: ['3-3', '3-4'] },
          on: { 'prep.first': { guard: 'valid first player', target: '#turnStart', actions: 'chooseFirst', meta: { clauses: ['3-4'] } } },
        },
      },
    },
    turnStart: {
      id: 'turnStart',
      meta: { clauses: ['4-2.1'] },
      entry: 'startTurn',
      always: [
        { guard: 'upstream left a discard', target: 'recovery', meta: { clauses: ['4-2.2a'] } },
        { target: 'action', actions: 'noRecovery', meta: { clauses: ['4-2.2b'] } },
      ],
    },
    recovery: {
      // 4-1 — the turn goes through its steps in order: recovering (or not) comes before the action and the turn's end.
      meta: { clauses: ['4-2.2a', '4-2.2e'], forbids: { 'action.attack': ['4-1'], 'action.active': ['4-1'], 'action.passive': ['4-1'], 'action.none': ['4-1'], 'turn.end': ['4-1'] } },
      on: {
        'recover.take': { target: 'action', actions: ['recover', 'result'], meta: { clauses: ['4-2.2a', '4-2.2c', '4-2.2d'] } },
        'recover.skip': { target: 'action', actions: 'skipRecovery', meta: { clauses: ['4-2.2e'] } },
      },
    },
    action: {
      meta: { clauses: ['4-2.3', '4-2.4'] },
      entry: 'preAction',
      on: {
        'action.attack': { guard: 'valid cast', target: 'attack', actions: 'declareAttack', meta: { clauses: ['5-2.1', '5-2.2'] } },
        'action.active': { guard: 'valid cast', target: 'active', actions: 'declareSpell', meta: { clauses: ['5-3.1', '5-3.2'] } },
        'action.passive': { guard: 'valid cast', target: 'passive', actions: 'declareSpell', meta: { clauses: ['5-4.1'] } },
        'action.none': { guard: 'cannot act', target: 'noAction', actions: 'declareNone', meta: { clauses: ['4-2.4c'] } },
      },
    },
    attack: {
      meta: { clauses: ['5-2'] },
      initial: 'declared',
      states: {
        declared: {
          meta: { clauses: ['5-2.1', '5-2.2'] },
          on: { 'step.continue': { target: 'passiveRevealed', actions: 'revealForAttack', meta: { clauses: ['5-2.3'] } } },
        },
        passiveRevealed: {
          meta: { clauses: ['5-2.3'] },
          on: { 'step.continue': { target: 'damageDone', actions: ['resolveAttack', 'result'], meta: { clauses: ['5-2.4'] } } },
        },
        damageDone: {
          meta: { clauses: ['5-2.4'] },
          on: { 'step.continue': { target: '#turnDraw', actions: 'finishAction', meta: { clauses: ['5-2.5'] } } },
        },
      },
    },
    active: {
      meta: { clauses: ['5-3'] },
      initial: 'declared',
      states: {
        declared: {
          meta: { clauses: ['5-3.1', '5-3.2'] },
          on: { 'step.continue': { target: 'passiveRevealed', actions: 'revealForActive', meta: { clauses: ['5-3.3'] } } },
        },
        passiveRevealed: {
          meta: { clauses: ['5-3.3'] },
          on: { 'step.continue': { target: 'effectDone', actions: 'resolveActive', meta: { clauses: ['5-3.4', '5-3.4a'] } } },
        },
        effectDone: {
          meta: { clauses: ['5-3.4'] },
          on: { 'step.continue': { target: '#turnDraw', actions: 'finishAction', meta: { clauses: ['5-3.5'] } } },
        },
      },
    },
    passive: {
      meta: { clauses: ['5-4.1'] },
      on: { 'step.continue': { target: 'turnDraw', actions: ['revealForPassive', 'finishAction'], meta: { clauses: ['5-4.2', '5-4.3'] } } },
    },
    noAction: {
      meta: { clauses: ['4-2.4c', '5-4.3'] },
      on: { 'step.continue': { target: 'turnDraw', actions: ['revealUnprocessed', 'finishAction'], meta: { clauses: ['5-4.3'] } } },
    },
    turnDraw: {
      id: 'turnDraw',
      meta: { clauses: ['4-2.5'] },
      entry: 'startTurnDraw',
      always: { guard: 'drawn cards wait', target: 'choosingDiscard', meta: { clauses: ['4-2.5d'] } },
      on: { 'step.continue': { target: 'turnEnd', meta: { clauses: ['4-2.5e'] } } },
    },
    choosingDiscard: {
      meta: { clauses: ['4-2.5d'] },
      on: { 'draw.discard': { guard: 'valid discard', target: 'turnEnd', actions: 'chooseDiscard', meta: { clauses: ['4-2.5d'] } } },
    },
    turnEnd: {
      meta: { clauses: ['4-2.6'] },
      on: { 'turn.end': { target: 'turnStart', actions: 'endTurn', meta: { clauses: ['4-2.6', '4-3'] } } },
    },
    gameOver: {
      meta: { clauses: ['7-1', '7-3'] },
      type: 'final',
    },
  },
});

