/**
 * A turn of the masters-and-pieces game (4–9), turn after turn until a master loses (1-3):
 * standby (untap, draw or charge, mana charge), the first main phase, the action phase (伏兵展開,
 * pieces move and are tapped, skills), the second main phase, and the end phase (mana
 * charge if none yet, discard down to 8). The stack and priority inside a phase are their own flow
 * (../priority); here each action is taken as it resolves, with an empty stack, and a phase ends
 * when both masters do nothing more (3-5, 7-6). Squares and battles are the combat flow's
 * (../combat); here a piece's move is the move itself and its tapping. Every state and transition
 * names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { opponent, type Player, type SummonReading } from '../board';

/** 9-2 — the hand limit. */
export const HAND_LIMIT = 8;

export interface Card {
  id: string;
  kind: 'piece' | 'spell';
}

export interface TurnPiece {
  id: string;
  owner: Player;
  tapped?: boolean;
  /** Summoned this turn: it cannot move yet (6-3, 8-3). */
  summoned?: boolean;
}

export interface MasterState {
  life: number;
  /** The deck, top first. */
  deck: Card[];
  hand: Card[];
  /** The mana area: cards put face down (5-2) and pieces put face up (5-3, 9-1). */
  mana: { card: Card; faceUp: boolean }[];
}

/**
 * 5-3's two readings of the face-down charge of 5-2: it is the turn's mana charge (the site's
 * reading: no mana charge from the hand is left this turn), or it is not (another reading: a piece
 * may still be charged from the hand at 5-3 or 9-1).
 */
export type ChargeReading = 'counts' | 'separate';

export interface TurnInput {
  turn: Player;
  /** Turn number, for the log. */
  number: number;
  masters: [MasterState, MasterState];
  pieces: TurnPiece[];
  reading?: ChargeReading;
  /** 6-3's reading: whether a piece summoned in the first main phase may move in that turn's action phase. */
  summoning?: SummonReading;
}

export interface TurnContext extends TurnInput {
  reading: ChargeReading;
  summoning: SummonReading;
  /** The position as set up, for starting over under the other reading of 5-3 or 6-3. */
  setup: TurnInput;
  /**
   * 5-3, 9-1 — the turn's mana charge, once made: from the hand, or the face-down card from the deck
   * (5-2) that 5-3's note reads as the turn's charge (under the site's reading only).
   */
  charged: false | 'deck' | 'hand';
  /** 8-1 — the turn master has moved this turn. */
  masterMoved: boolean;
  /** 9-2 — cards discarded at the end phase (not destroyed). */
  discarded: string[];
  result: { loser: Player; reason: 'life' | 'deck' } | null;
  log: Log | null;
}

export type TurnEvent =
  | { type: 'standby.draw' }
  | { type: 'standby.charge' }
  | { type: 'mana.charge'; card: number }
  | { type: 'mana.skip' }
  | { type: 'master.move' }
  | { type: 'piece.summon'; card: number }
  | { type: 'ambush.deploy' }
  | { type: 'piece.move'; piece: string }
  | { type: 'skill.activate' }
  | { type: 'effect.damage'; player: Player; amount: number }
  | { type: 'phase.end' }
  | { type: 'hand.discard'; card: number };

type With<T extends TurnEvent['type']> = Extract<TurnEvent, { type: T }>;

const log = (c: TurnContext, entry: LogEntry): TurnContext => logged(c, entry);
const me = (c: TurnContext) => c.masters[c.turn];
const setMaster = (c: TurnContext, p: Player, change: Partial<MasterState>): TurnContext => ({ ...c, masters: c.masters.map((m, i) => (i === p ? { ...m, ...change } : m)) as [MasterState, MasterState] });

/** 5-1 — the turn master's cards that acted or were used are untapped; last turn's summons may move now. */
function startTurn(c: TurnContext): TurnContext {
  const pieces = c.pieces.map((p) => (p.owner === c.turn ? { ...p, tapped: false, summoned: false } : { ...p, summoned: false }));
  const next = log({ ...c, pieces, charged: false, masterMoved: false, discarded: [] }, { step: 'turnStart', clauses: ['4-1'], values: { player: c.turn, n: c.number } });
  return log(next, { step: 'untap', clauses: ['5-1'], values: { player: c.turn } });
}

function initial(input: TurnInput): TurnContext {
  return startTurn({ ...input, reading: input.reading ?? 'counts', summoning: input.summoning ?? 'wholeTurn', setup: input, charged: false, masterMoved: false, discarded: [], result: null, log: newLog() });
}

/** 5-2 — draw a card; 1-3.2 — with none in the deck the master loses. */
function draw(c: TurnContext): TurnContext {
  const m = me(c);
  if (m.deck.length === 0) return log({ ...c, result: { loser: c.turn, reason: 'deck' } }, { step: 'lose.deck', clauses: ['1-3.2', '5-2'], values: { player: c.turn } });
  const [top, ...deck] = m.deck;
  return log(setMaster(c, c.turn, { deck, hand: [...m.hand, top] }), { step: 'standby.draw', clauses: ['5-2'], values: { player: c.turn, card: top.id } });
}

/** 5-2 — or put the deck's top card face down in the mana area: the turn's mana charge (5-3), under the site's reading; not under the other. */
function chargeFromDeck(c: TurnContext): TurnContext {
  const m = me(c);
  const [top, ...deck] = m.deck;
  const charged = c.reading === 'counts' ? 'deck' : false;
  return log(setMaster({ ...c, charged }, c.turn, { deck, mana: [...m.mana, { card: top, faceUp: false }] }), { step: 'standby.charge', clauses: ['5-2', '5-3'], values: { player: c.turn, reading: c.reading } });
}

/** 5-3, 9-1 — a piece from the hand, face up in the mana area, once a turn. */
function manaCharge(c: TurnContext, e: With<'mana.charge'>, clause: string): TurnContext {
  const m = me(c);
  const card = m.hand[e.card];
  return log(setMaster({ ...c, charged: 'hand' }, c.turn, { hand: m.hand.filter((_, i) => i !== e.card), mana: [...m.mana, { card, faceUp: true }] }), { step: 'mana.charge', clauses: [clause], values: { player: c.turn, card: card.id } });
}

function whyNotCharge(c: TurnContext, e: With<'mana.charge'>, clause: string): Refusal | null {
  // 9-1 / 5-3 — once a turn: from the hand, the clause's text; the face-down card from the deck counts under 5-3's note.
  if (c.charged === 'hand') return { step: 'refuse.charged', clauses: [clause], values: { player: c.turn } };
  if (c.charged === 'deck') return { step: 'refuse.chargedFromDeck', clauses: [clause, '5-3'], values: { player: c.turn } };
  // 9-1, 9-2 — the end phase's mana charge comes before its discard, in the source's order.
  if (c.discarded.length > 0) return { step: 'refuse.chargeAfterDiscard', clauses: ['9-1', '9-2'], values: { player: c.turn } };
  const card = me(c).hand[e.card];
  if (!card) return { step: 'refuse.noCard', clauses: [clause], values: { n: e.card + 1 } };
  if (card.kind !== 'piece') return { step: 'refuse.notPiece', clauses: [clause], values: { card: card.id } };
  return null;
}

/**
 * The id a summoned piece takes on the board: its card's, or, with a piece of that name there already
 * (6-2 and 8-2 summon any number of pieces, and the source limits no name), the first free
 * `wolf-2`, `wolf-3` … — a piece of its own, which readers see as 狼 2 (words' `copy`).
 */
export function boardId(pieces: readonly { id: string }[], name: string): string {
  const taken = new Set(pieces.map((p) => p.id));
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(`${name}-${n}`)) n++;
  return `${name}-${n}`;
}

/** 6-2, 8-2 — a piece from the hand onto the board (its own camp or around the master: squares are the combat flow's); it cannot move this turn (6-3, 8-3). */
function summon(c: TurnContext, e: With<'piece.summon'>, clauses: string[]): TurnContext {
  const m = me(c);
  const card = m.hand[e.card];
  const id = boardId(c.pieces, card.id);
  const next = setMaster({ ...c, pieces: [...c.pieces, { id, owner: c.turn, summoned: true }] }, c.turn, { hand: m.hand.filter((_, i) => i !== e.card) });
  return log(next, { step: 'piece.summon', clauses, values: { player: c.turn, card: id, summoning: c.summoning } });
}

function whyNotSummon(c: TurnContext, e: With<'piece.summon'>, clauses: string[]): Refusal | null {
  const card = me(c).hand[e.card];
  if (!card) return { step: 'refuse.noCard', clauses, values: { n: e.card + 1 } };
  if (card.kind !== 'piece') return { step: 'refuse.notPiece', clauses, values: { card: card.id } };
  return null;
}

/** 7-2, 7-3 — a piece moves (or attacks) and is tapped. */
function whyNotMove(c: TurnContext, e: With<'piece.move'>): Refusal | null {
  const piece = c.pieces.find((p) => p.id === e.piece);
  if (!piece) return { step: 'refuse.noPiece', clauses: ['7-2'], values: { piece: e.piece } };
  // 3-3 — the phases' actions, a piece's move among them, are the turn master's (the site's reading).
  if (piece.owner !== c.turn) return { step: 'refuse.notYours', clauses: ['3-3'], values: { piece: e.piece } };
  // 7-3 — a tapped piece does not move again before it is untapped (its note, the site's reading).
  if (piece.tapped) return { step: 'refuse.tapped', clauses: ['7-3'], values: { piece: e.piece } };
  // 6-3 — summoned this turn: in the action phase, only the first main phase's summons are (8-3's come after it);
  // under the site's reading it does not move this turn, under the other the action phase is no longer "at once".
  if (piece.summoned && c.summoning === 'wholeTurn') return { step: 'refuse.summoned', clauses: ['6-3'], values: { piece: e.piece } };
  return null;
}

/** 1-2, 1-3.1 — a card effect takes life from a master (how, the source does not say); at 0 or less that master loses. */
function damage(c: TurnContext, e: With<'effect.damage'>): TurnContext {
  const life = c.masters[e.player].life - e.amount;
  const next = log(setMaster(c, e.player, { life }), { step: 'effect.damage', clauses: ['1-2'], values: { player: e.player, amount: e.amount, life } });
  return life <= 0 ? log({ ...next, result: { loser: e.player, reason: 'life' } }, { step: 'lose.life', clauses: ['1-3.1'], values: { player: e.player } }) : next;
}

/** 9-2, 9-2.1 — discard one card (破棄, not destruction). */
function discard(c: TurnContext, e: With<'hand.discard'>): TurnContext {
  const m = me(c);
  const card = m.hand[e.card];
  return log(setMaster({ ...c, discarded: [...c.discarded, card.id] }, c.turn, { hand: m.hand.filter((_, i) => i !== e.card) }), { step: 'hand.discard', clauses: ['9-2', '9-2.1'], values: { player: c.turn, card: card.id, left: m.hand.length - 1 } });
}

/** The turn ends; the other master's turn begins (4-1). */
function nextTurn(c: TurnContext): TurnContext {
  const ended = log(c, { step: 'turnEnd', clauses: ['9', '4-1'], values: { player: c.turn } });
  return startTurn({ ...ended, turn: opponent(c.turn), number: c.number + 1 });
}

const over = (c: TurnContext) => c.result !== null;

/** 1-2, 1-3.1 — a card effect takes life from a master: at 0 or less the game is over. */
const lifeLoss = [
  { guard: 'damage is lethal' as const, target: '#masters-and-pieces-turn.over', actions: 'damage' as const, meta: { clauses: ['1-2', '1-3.1'] } },
  { actions: 'damage' as const, meta: { clauses: ['1-2'] } },
];
const phaseEnded = (c: TurnContext, phase: string, clauses: string[]) => log(c, { step: 'phaseEnd', clauses, values: { phase } });

/** 6-1, 8-1 — a master moves once a turn: 8-1 says so for the second main phase, 6-1's note (the site's reading) for the first. */
const masterHasNotMoved = (clause: string) =>
  ruleGuard(({ context }: { context: TurnContext }) => (context.masterMoved ? { step: 'refuse.masterMoved', clauses: [clause], values: { player: context.turn, phase: clause === '6-1' ? 'main1' : 'main2' } } : null));

/** The clauses that say in which step each action is taken: what a step does not take, they forbid there (4-1: each phase's clauses say what it holds). */
const WHERE: Record<string, string[]> = {
  'standby.draw': ['5-2'],
  'standby.charge': ['5-2'],
  'mana.skip': ['5-3'],
  'mana.charge': ['5-3', '9-1'],
  'master.move': ['6-1', '8-1'],
  'piece.summon': ['6-2', '8-2'],
  'ambush.deploy': ['6-5', '7-1', '8-5'],
  'piece.move': ['7-2'],
  'skill.activate': ['7-5'],
  'hand.discard': ['9-2'],
};
/** A step's `forbids`: every action of WHERE but those it takes. */
const elsewhere = (...taken: TurnEvent['type'][]) => Object.fromEntries(Object.entries(WHERE).filter(([type]) => !taken.includes(type as TurnEvent['type'])));

export const turnMachine = setup({
  types: {
    context: {} as TurnContext,
    events: {} as TurnEvent,
    input: {} as TurnInput,
    meta: {} as StateMeta,
  },
  guards: {
    'game over': ({ context }) => over(context),
    'damage is lethal': ({ context, event }) => context.masters[(event as With<'effect.damage'>).player].life - (event as With<'effect.damage'>).amount <= 0,
    /** 5-2 — charging needs a card on the deck to put face down. */
    'deck has a card': ruleGuard(({ context }: { context: TurnContext }) => (me(context).deck.length > 0 ? null : { step: 'refuse.emptyDeck', clauses: ['5-2'], values: { player: context.turn } })),
    'may charge (standby)': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotCharge(context, event as With<'mana.charge'>, '5-3')),
    'may charge (end)': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotCharge(context, event as With<'mana.charge'>, '9-1')),
    'may summon (main 1)': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotSummon(context, event as With<'piece.summon'>, ['6-2'])),
    'may summon (main 2)': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotSummon(context, event as With<'piece.summon'>, ['8-2'])),
    'master has not moved (main 1)': masterHasNotMoved('6-1'),
    'master has not moved (main 2)': masterHasNotMoved('8-1'),
    /** 5-3 — the site's reading: the face-down charge is the turn's mana charge, so the standby's mana charge is skipped. */
    'the deck charge is the turn’s charge': ({ context }) => context.reading === 'counts' && me(context).deck.length > 0,
    'piece may move': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }) => whyNotMove(context, event as With<'piece.move'>)),
    'may discard': ruleGuard(({ context, event }: { context: TurnContext; event: TurnEvent }): Refusal | null => {
      const card = (event as With<'hand.discard'>).card;
      if (me(context).hand.length <= HAND_LIMIT) return { step: 'refuse.withinLimit', clauses: ['9-2'], values: { player: context.turn, limit: HAND_LIMIT } };
      return me(context).hand[card] ? null : { step: 'refuse.noCard', clauses: ['9-2'], values: { n: card + 1 } };
    }),
    /** 9-2 — the turn ends only once the hand is within the limit. */
    'within the hand limit': ruleGuard(({ context }: { context: TurnContext }) => (me(context).hand.length > HAND_LIMIT ? { step: 'refuse.overLimit', clauses: ['9-2'], values: { player: context.turn, n: me(context).hand.length, limit: HAND_LIMIT } } : null)),
  },
  actions: {
    draw: assign(({ context }) => draw(context)),
    chargeFromDeck: assign(({ context }) => chargeFromDeck(context)),
    chargeStandby: assign(({ context, event }) => manaCharge(context, event as With<'mana.charge'>, '5-3')),
    chargeEnd: assign(({ context, event }) => manaCharge(context, event as With<'mana.charge'>, '9-1')),
    skipCharge: assign(({ context }) => log(context, { step: 'mana.skip', clauses: ['5-3'], values: { player: context.turn } })),
    moveMaster1: assign(({ context }) => log({ ...context, masterMoved: true }, { step: 'master.move', clauses: ['6-1'], values: { player: context.turn } })),
    moveMaster2: assign(({ context }) => log({ ...context, masterMoved: true }, { step: 'master.move', clauses: ['8-1'], values: { player: context.turn } })),
    summon1: assign(({ context, event }) => summon(context, event as With<'piece.summon'>, ['6-2', '6-3'])),
    summon2: assign(({ context, event }) => summon(context, event as With<'piece.summon'>, ['8-2', '8-3'])),
    /** An ambush deployed, citing the clause of the phase it is deployed in (6-5, 7-1 or 8-5). */
    ambush: assign(({ context }, params: { clause: string }) => log(context, { step: 'ambush', clauses: [params.clause], values: { player: context.turn } })),
    movePiece: assign(({ context, event }) => {
      const id = (event as With<'piece.move'>).piece;
      return log({ ...context, pieces: context.pieces.map((p) => (p.id === id ? { ...p, tapped: true } : p)) }, { step: 'piece.move', clauses: ['7-2', '7-3'], values: { piece: id } });
    }),
    skill: assign(({ context }) => log(context, { step: 'skill', clauses: ['7-5', '7-5.1'], values: { player: context.turn } })),
    damage: assign(({ context, event }) => damage(context, event as With<'effect.damage'>)),
    endMain1: assign(({ context }) => phaseEnded(context, 'main1', ['3-5'])),
    endAction: assign(({ context }) => phaseEnded(context, 'action', ['7-6', '3-5'])),
    endMain2: assign(({ context }) => phaseEnded(context, 'main2', ['3-5'])),
    discard: assign(({ context, event }) => discard(context, event as With<'hand.discard'>)),
    nextTurn: assign(({ context }) => nextTurn(context)),
  },
}).createMachine({
  id: 'masters-and-pieces-turn',
  context: ({ input }) => initial(input),
  initial: 'standby',
  meta: { clauses: ['4-1'] },
  states: {
    standby: {
      meta: { clauses: ['5'] },
      initial: 'drawOrCharge',
      states: {
        drawOrCharge: {
          meta: { clauses: ['5-2'], forbids: elsewhere('standby.draw', 'standby.charge') },
          on: {
            'standby.draw': { target: 'afterDraw', actions: 'draw', meta: { clauses: ['5-2'] } },
            'standby.charge': [
              // 5-3 — the site's reading: the mana is charged for this turn; there is no mana charge left to choose.
              { guard: 'the deck charge is the turn’s charge', target: '#masters-and-pieces-turn.main1', actions: 'chargeFromDeck', meta: { clauses: ['5-2', '5-3'] } },
              // 5-3 — the other reading: the turn's mana charge from the hand is still to come.
              { guard: 'deck has a card', target: 'manaCharge', actions: 'chargeFromDeck', meta: { clauses: ['5-2', '5-3'] } },
            ],
          },
        },
        afterDraw: {
          meta: { clauses: ['5-2', '1-3.2'] },
          // Eventless: the machine never rests here.
          always: [
            { guard: 'game over', target: '#masters-and-pieces-turn.over', meta: { clauses: ['1-3.2'] } },
            { target: 'manaCharge', meta: { clauses: ['5-3'] } },
          ],
        },
        manaCharge: {
          meta: { clauses: ['5-3'], forbids: elsewhere('mana.charge', 'mana.skip') },
          on: {
            'mana.charge': { guard: 'may charge (standby)', target: '#masters-and-pieces-turn.main1', actions: 'chargeStandby', meta: { clauses: ['5-3'] } },
            'mana.skip': { target: '#masters-and-pieces-turn.main1', actions: 'skipCharge', meta: { clauses: ['5-3'] } },
          },
        },
      },
    },
    main1: {
      meta: { clauses: ['6'], forbids: elsewhere('master.move', 'piece.summon', 'ambush.deploy') },
      on: {
        'master.move': { guard: 'master has not moved (main 1)', actions: 'moveMaster1', meta: { clauses: ['6-1'] } },
        'piece.summon': { guard: 'may summon (main 1)', actions: 'summon1', meta: { clauses: ['6-2'] } },
        'ambush.deploy': { actions: { type: 'ambush', params: { clause: '6-5' } }, meta: { clauses: ['6-5'] } },
        'effect.damage': lifeLoss,
        'phase.end': { target: 'action', actions: 'endMain1', meta: { clauses: ['3-5', '4-1'] } },
      },
    },
    action: {
      meta: { clauses: ['7'], forbids: elsewhere('ambush.deploy', 'piece.move', 'skill.activate') },
      on: {
        // 7-1 — 伏兵展開 in the action phase, as in the main phases (the site's reading of 7-1).
        'ambush.deploy': { actions: { type: 'ambush', params: { clause: '7-1' } }, meta: { clauses: ['7-1'] } },
        'piece.move': { guard: 'piece may move', actions: 'movePiece', meta: { clauses: ['7-2', '7-3'] } },
        'skill.activate': { actions: 'skill', meta: { clauses: ['7-5'] } },
        'effect.damage': lifeLoss,
        'phase.end': { target: 'main2', actions: 'endAction', meta: { clauses: ['7-6', '4-1'] } },
      },
    },
    main2: {
      meta: { clauses: ['8'], forbids: elsewhere('master.move', 'piece.summon', 'ambush.deploy') },
      on: {
        'master.move': { guard: 'master has not moved (main 2)', actions: 'moveMaster2', meta: { clauses: ['8-1'] } },
        'piece.summon': { guard: 'may summon (main 2)', actions: 'summon2', meta: { clauses: ['8-2'] } },
        'ambush.deploy': { actions: { type: 'ambush', params: { clause: '8-5' } }, meta: { clauses: ['8-5'] } },
        'effect.damage': lifeLoss,
        'phase.end': { target: 'end', actions: 'endMain2', meta: { clauses: ['3-5', '4-1'] } },
      },
    },
    end: {
      meta: { clauses: ['9'], forbids: elsewhere('mana.charge', 'hand.discard') },
      on: {
        'mana.charge': { guard: 'may charge (end)', actions: 'chargeEnd', meta: { clauses: ['9-1'] } },
        'hand.discard': { guard: 'may discard', actions: 'discard', meta: { clauses: ['9-2', '9-2.1'] } },
        'phase.end': { guard: 'within the hand limit', target: 'standby', actions: 'nextTurn', meta: { clauses: ['9-2', '4-1'] } },
      },
    },
    over: { meta: { clauses: ['1-3'] }, type: 'final' },
  },
});
