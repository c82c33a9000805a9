/**
 * 五行戰鬥牌 4.3 — one turn after another (4-2), with the action resolved step by step (5-1 … 5-6).
 * Every state and transition names the clauses it follows (meta.clauses); the steps themselves
 * are pure functions in steps.ts.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import type { AttackElement } from '../rules';
import { type AttackEffect, type SpellEffect, type SpellTarget, type WuxingContext, cardLabel, initialContext } from './context';
import * as lasting from './lasting';
import type { WuxingSetup } from './setup';
import * as step from './steps';
import * as prep from './preparation';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { defaultNotation, fixedCards, notationBreaks, notationValues, type FormationCategory } from '../formations';

export type RuleMeta = StateMeta;

export type WuxingEvent =
  | { type: 'recover.take' }
  | { type: 'recover.skip' }
  | { type: 'action.attack'; cards: number[]; element: AttackElement; points: number; target?: number; effects?: AttackEffect[]; formation?: string }
  | { type: 'action.active'; cards: number[]; effect: SpellEffect | SpellEffect[]; formation?: string; target?: SpellTarget; redirect?: number; points?: number }
  | { type: 'action.passive'; cards: number[]; effect: SpellEffect | SpellEffect[]; formation?: string; target?: SpellTarget }
  | { type: 'deck.refill' }
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
const namedFormation = (c: WuxingContext, e: CastEvent) => c.formations.find((f) => f.name === e.formation) ?? null;

/** The 類別 (2-4.2) an event casts: an attack's element, or the kind of spell. */
const castCategory = (e: CastEvent): FormationCategory => (e.type === 'action.attack' ? e.element : e.type === 'action.active' ? 'active' : 'passive');

/**
 * 2-4.6 — whether the cards shown form the formation cast: the one named (its notation as the
 * position gives it), or, with none named, a 五行 attack's one card of its element (2-4.6b's note).
 */
function whyNotFormation(context: WuxingContext, e: CastEvent): Refusal | null {
  // 1-2.5 — the cards as their levels count under a level effect.
  const hand = lasting.countedCards(context, context.current, context.players[context.current].hand);
  const shown = e.cards.map((i) => hand[i]);
  const left = hand.filter((_, i) => !e.cards.includes(i));
  const cards = shown.map(cardLabel).join(' ');
  if (e.formation === undefined) {
    const notation = defaultNotation(castCategory(e));
    if (!notation || notationBreaks(notation, shown, left).length === 0) return null;
    return { step: 'refuse.defaultNotation', clauses: ['2-4.6b'], values: { element: castCategory(e), cards } };
  }
  const formation = context.formations.find((f) => f.name === e.formation);
  // 1-3.2 — the formations a player may cast are those of the rules: here, those the position lists.
  if (!formation) return { step: 'refuse.formation', clauses: ['1-3.2'], values: { name: e.formation } };
  // 2-4.2 — a formation's 類別 is part of its rule; 5-1 — the steps of its casting follow it.
  if (formation.category !== castCategory(e)) return { step: 'refuse.category', clauses: ['2-4.2', '5-1'], values: { name: formation.name, category: formation.category, cast: castCategory(e) } };
  const broken = notationBreaks(formation.notation, shown, left);
  if (broken.length) return { step: 'refuse.notation', clauses: broken, values: { name: formation.name, cards, ...notationValues(formation.notation) } };
  // 2-4.6h's other reading (its note): 「+其他所有手牌」 needs at least one card besides those the notation names.
  if (context.restOfHand === 'atLeastOne' && formation.notation.some((p) => p.kind === 'restOfHand') && shown.length === fixedCards(formation.notation))
    return { step: 'refuse.restOfHandNone', clauses: ['2-4.6h', '2-4.6a'], values: { name: formation.name, cards, ...notationValues(formation.notation) } };
  return null;
}

/** Why this cast is not allowed, or null if it is. */
export function whyNotCast(context: WuxingContext, e: CastEvent): Refusal | null {
  const p = context.players[context.current];
  if (p.hand.length === 0 || lasting.cannotAct(context, context.current)) return { step: 'refuse.cannotAct', clauses: ['4-2.4c'] };
  // 2-4.1 — a formation is made of the player's hand cards.
  if (!validCards(context, e.cards)) return { step: 'refuse.cards', clauses: ['2-4.1'], values: { count: p.hand.length } };
  const formation = whyNotFormation(context, e);
  if (formation) return formation;
  const players = context.players.length;
  const seated = (seat: number) => Number.isInteger(seat) && seat >= 0 && seat < players;
  if (e.type !== 'action.attack') {
    // 2-4.4e — the player a spell names as its target is one at the table.
    if (typeof e.target === 'number' && !seated(e.target)) return { step: 'refuse.spellTarget', clauses: ['2-4.4e'], values: { players } };
    if (e.type === 'action.active' && e.redirect !== undefined && !seated(e.redirect)) return { step: 'refuse.target', clauses: ['2-4.4a'], values: { players } };
    return null;
  }
  const target = e.target ?? step.upstream(context);
  return Number.isInteger(target) && target >= 0 && target < context.players.length ? null : { step: 'refuse.target', clauses: ['2-4.4a'], values: { players: context.players.length } };
}

/**
 * 2-8.4 — a player who sees the deck about to run out may, with every other player's consent, put
 * the discard pile shuffled under it: offered where the turn waits on its player (the action, the
 * turn's end), not between the steps of resolving an action, where the sandbox asks no one.
 */
const REFILL = { guard: 'discards to refill' as const, actions: 'refill' as const, meta: { clauses: ['2-8.4'] } };

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
    'can act': ({ context }) => context.players[context.current].hand.length > 0 && !lasting.cannotAct(context, context.current),
    /** 4-2.4c — no cards, or an effect forbids acting: only then may the player not act. */
    'cannot act': ruleGuard(({ context }: { context: WuxingContext }) => {
      const p = context.players[context.current];
      return p.hand.length === 0 || lasting.cannotAct(context, context.current) ? null : { step: 'refuse.mustAct', clauses: ['4-2.4c'], values: { count: p.hand.length } };
    }),
    /** 4-2.4c — a player who may act; 2-4.1 — the cards come from the hand; 2-4.4 — the target is a player at the table. */
    'valid cast': ruleGuard(({ context, event }: { context: WuxingContext; event: WuxingEvent }) => whyNotCast(context, event as CastEvent)),
    /** 2-8.4 — there is a discard pile to shuffle under the deck. */
    'discards to refill': ruleGuard(({ context }: { context: WuxingContext }) => (context.discardPile.length > 0 ? null : { step: 'refuse.refill', clauses: ['2-8.4'] })),
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
      const action = { kind: 'attack' as const, cards: pickCards(context, e.cards), element: e.element, points: e.points, target: e.target ?? step.upstream(context), effects: e.effects ?? [], formation: namedFormation(context, e) };
      return step.declare(context, action, e.cards);
    }),
    declareSpell: assign(({ context, event }) => {
      const e = event as Extract<WuxingEvent, { type: 'action.active' | 'action.passive' }>;
      const effects = Array.isArray(e.effect) ? e.effect : [e.effect];
      const common = { cards: pickCards(context, e.cards), effects, target: e.target ?? 'self', formation: namedFormation(context, e) };
      const action = e.type === 'action.active'
        ? { kind: 'active' as const, ...common, ...(e.redirect !== undefined && { redirect: e.redirect }), ...(e.points !== undefined && { points: e.points }) }
        : { kind: 'passive' as const, ...common };
      return step.declare(context, action, e.cards);
    }),
    refill: assign(({ context }) => step.refill(context)),
    declareNone: assign(({ context }) => step.declare(context, { kind: 'none' }, [])),
    revealForAttack: assign(({ context }) => step.withResult(step.revealUpstreamPassive(context, '5-2.3', true))),
    revealForActive: assign(({ context }) => step.withResult(step.revealUpstreamPassive(context, '5-3.3', true))),
    revealForPassive: assign(({ context }) => step.withResult(step.revealUpstreamPassive(context, '5-4.2', true))),
    revealUnprocessed: assign(({ context }) => step.revealUpstreamPassive(context, '5-4.3', false)),
    resolveAttack: assign(({ context }) => step.resolveAttack(context)),
    resolveActive: assign(({ context }) => step.resolveActive(context)),
    finishAction: assign(({ context }) => step.finishAction(context)),
    startTurnDraw: assign(({ context }) => step.startTurnDraw(context)),
    chooseDiscard: assign(({ context, event }) => step.chooseDiscard(context, (event as { index: number }).index)),
    turnEndEffects: assign(({ context }) => step.turnEndEffects(context)),
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
      // Seating and the first player are the game's preparation: from its first turn the game goes on
      // turn after turn, each passing to 下家 (3-4); 3-1 says how to sit, not that no one may sit again.
      'prep.seat': ['3-4'], 'prep.first': ['3-4'],
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
        // 7-3 — an effect at the turn's start (4-2.1) took a team's life to 0: the game is over.
        { guard: 'game is over', target: 'gameOver', meta: { clauses: ['4-2.1', '7-1', '7-3'] } },
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
        'deck.refill': REFILL,
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
          on: { 'step.continue': { target: 'effectDone', actions: ['resolveActive', 'result'], meta: { clauses: ['5-3.4', '5-3.4a'] } } },
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
      on: { 'turn.end': { target: 'turnEnding', actions: 'turnEndEffects', meta: { clauses: ['4-2.6'] } }, 'deck.refill': REFILL },
    },
    // 4-2.6 — the effects that act at the turn's end have acted; then 6-1 counts the turn and 4-3 passes it on.
    turnEnding: {
      meta: { clauses: ['4-2.6', '6-1', '6-2'] },
      always: [
        { guard: 'game is over', target: 'gameOver', meta: { clauses: ['4-2.6', '7-1', '7-3'] } },
        { target: 'turnStart', actions: 'endTurn', meta: { clauses: ['6-1', '6-2', '4-3'] } },
      ],
    },
    gameOver: {
      meta: { clauses: ['7-1', '7-3'] },
      type: 'final',
    },
  },
});

