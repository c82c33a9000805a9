/**
 * Mage Wars' enchantment reveal windows (7-6) as a machine, along one creature's activation. A
 * hidden enchantment may be revealed, its reveal cost paid (7-6.1), after a phase (7-6.3a), after the
 * creature is activated and before it acts (7-6.3b), after it moves (7-6.3c), after it attacks or
 * casts (7-6.3d), and by its caster right after casting it (7-6.3e); never while it moves or while
 * dice are rolled (7-6.4). In each window the initiative player decides first, then the other
 * (7-6.5, the site's reading: deciding in that order settles who reveals first when both want to).
 * A second move, the creature's quick action (5-4.4), opens the window after a move again.
 * An enchantment with a red reveal cost is revealed when its condition is met, or discarded with no
 * effect when its owner cannot pay (7-6.2). Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import type { Player } from '../arena';

/** What the creature does that a red enchantment on it may wait for (7-6.2). */
export type Trigger = 'activate' | 'move' | 'attack';

export interface Enchantment {
  id: string;
  owner: Player;
  /** The creature it is on, face down. */
  on: string;
  /** Its reveal cost (7-6.1). */
  reveal: number;
  /** A red reveal cost: revealed when the creature it is on does this (7-6.2). */
  red?: Trigger;
  state?: 'hidden' | 'revealed' | 'discarded';
}

export interface RevealInput {
  initiative: Player;
  mana: [number, number];
  /** The creature activated in this line, and its owner. */
  creature: { id: string; owner: Player };
  enchantments: Enchantment[];
  /** An enchantment the creature may cast during its activation (7-6.3e): its name, the creature it goes on, its reveal cost. */
  toCast?: { id: string; on: string; reveal: number };
}

/** Which window is open: after a phase, after activation, after a move, after an attack or a cast, right after casting it. */
export type Moment = 'phase' | 'activated' | 'moved' | 'acted' | 'cast';

export interface RevealContext {
  initiative: Player;
  mana: [number, number];
  creature: { id: string; owner: Player };
  enchantments: Enchantment[];
  toCast: RevealInput['toCast'] | null;
  moment: Moment;
  /** Who decides now in the window, and who has passed. */
  decider: Player;
  passed: Player[];
  /** The moves the creature has made this activation: a move, and a second as its quick action (5-1, 5-4.4). */
  moves: number;
  log: Log | null;
}

export type RevealEvent =
  | { type: 'reveal'; id: string }
  | { type: 'window.pass' }
  | { type: 'activate' }
  | { type: 'move.start' }
  | { type: 'move.end' }
  | { type: 'attack.start' }
  | { type: 'attack.end' }
  | { type: 'enchantment.cast' }
  | { type: 'activation.end' };
type With<T extends RevealEvent['type']> = Extract<RevealEvent, { type: T }>;

const other = (p: Player): Player => (p === 0 ? 1 : 0);
const log = (c: RevealContext, ...entries: LogEntry[]): RevealContext => logged(c, ...entries);
const hidden = (c: RevealContext) => c.enchantments.filter((e) => (e.state ?? 'hidden') === 'hidden');
/** Who may reveal in this window: in the window right after casting (7-6.3e), only the caster, and only that enchantment. */
const revealable = (c: RevealContext, p: Player) => (c.moment === 'cast' ? hidden(c).filter((e) => e.id === c.toCast?.id && e.owner === p) : hidden(c).filter((e) => e.owner === p));
const CLAUSE: Record<Moment, string> = { phase: '7-6.3a', activated: '7-6.3b', moved: '7-6.3c', acted: '7-6.3d', cast: '7-6.3e' };

function initial(input: RevealInput): RevealContext {
  const c: RevealContext = {
    initiative: input.initiative, mana: [...input.mana], creature: input.creature, enchantments: input.enchantments.map((e) => ({ ...e, state: e.state ?? 'hidden' })),
    toCast: input.toCast ?? null, moment: 'phase', decider: input.initiative, passed: [], moves: 0, log: null,
  };
  return openWindow({ ...c, log: newLog({ step: 'start', clauses: ['7-6'], values: { creature: input.creature.id } }) }, 'phase');
}

/** A window opens: the initiative player decides first (7-6.5); a player with nothing to reveal has nothing to decide. */
function openWindow(c: RevealContext, moment: Moment): RevealContext {
  const order = moment === 'cast' ? [c.creature.owner] : [c.initiative, other(c.initiative)];
  const open = { ...c, moment, passed: [0, 1].filter((p) => !order.includes(p as Player)) as Player[] };
  const skipped = order.filter((p) => revealable(open, p).length === 0);
  const next = { ...open, passed: [...open.passed, ...skipped] };
  const decider = order.find((p) => !next.passed.includes(p)) ?? c.initiative;
  return log({ ...next, decider }, { step: `window.${moment}`, clauses: [CLAUSE[moment], ...(moment === 'cast' ? [] : ['7-6.5'])], values: { player: decider } });
}
const windowDone = (c: RevealContext) => c.passed.length === 2;

/** 7-6.1, 7-6.3, 7-6.5 — why the decider may not reveal this enchantment now, or null. */
export function whyNotReveal(c: RevealContext, e: With<'reveal'>): Refusal | null {
  const x = c.enchantments.find((y) => y.id === e.id);
  // 7-6.1 — an enchantment is cast face down and revealed once: only a face-down one can be.
  if (!x || x.state !== 'hidden') return { step: 'refuse.noEnchantment', clauses: ['7-6.1'], values: { id: e.id } };
  // 7-6.3e — right after casting, only the caster, and only the enchantment just cast (whoever owns the one asked for).
  if (c.moment === 'cast' && x.id !== c.toCast?.id) return { step: 'refuse.onlyJustCast', clauses: ['7-6.3e'], values: { id: e.id, cast: c.toCast!.id } };
  if (x.owner !== c.decider) return { step: 'refuse.notYourTurn', clauses: ['7-6.5'], values: { id: e.id, player: c.decider } };
  // 7-6.1's note (the site's reading): an enchantment whose reveal cost its owner cannot pay is not revealed.
  if (c.mana[x.owner] < x.reveal) return { step: 'refuse.mana', clauses: ['7-6.1'], values: { id: e.id, cost: x.reveal, mana: c.mana[x.owner] } };
  return null;
}
function reveal(c: RevealContext, id: string, clauses: string[]): RevealContext {
  const x = c.enchantments.find((y) => y.id === id)!;
  const mana: [number, number] = [...c.mana];
  mana[x.owner] -= x.reveal;
  return log({ ...c, mana, enchantments: c.enchantments.map((y) => (y.id === id ? { ...y, state: 'revealed' } : y)) }, { step: 'reveal', clauses, values: { id, owner: x.owner, on: x.on, cost: x.reveal, left: mana[x.owner] } });
}
/** The decider passes: the other decides, unless it has passed already. */
function pass(c: RevealContext): RevealContext {
  const passed = [...c.passed, c.decider];
  const next = { ...c, passed, decider: passed.includes(other(c.decider)) ? c.decider : other(c.decider) };
  return log(next, { step: 'window.pass', clauses: [CLAUSE[c.moment]], values: { player: c.decider } });
}

/** 7-6.2 — red enchantments on the creature whose condition this is: revealed, or discarded when unpaid. */
function triggered(c: RevealContext, trigger: Trigger): RevealContext {
  return hidden(c).filter((e) => e.red === trigger && e.on === c.creature.id).reduce((acc, e) => {
    if (acc.mana[e.owner] >= e.reveal) return reveal(acc, e.id, ['7-6.2']);
    return log({ ...acc, enchantments: acc.enchantments.map((y) => (y.id === e.id ? { ...y, state: 'discarded' } : y)) }, { step: 'red.discarded', clauses: ['7-6.2'], values: { id: e.id, owner: e.owner, cost: e.reveal, mana: acc.mana[e.owner] } });
  }, c);
}

const closeEntry = (c: RevealContext): LogEntry => ({ step: 'window.close', clauses: [CLAUSE[c.moment]], values: {} });

export const revealMachine = setup({
  types: {
    context: {} as RevealContext,
    events: {} as RevealEvent,
    input: {} as RevealInput,
    meta: {} as StateMeta,
  },
  guards: {
    'closed, after the phase': ({ context }) => windowDone(context) && context.moment === 'phase',
    'closed, after the activation': ({ context }) => windowDone(context) && context.moment === 'activated',
    'closed, after the second move': ({ context }) => windowDone(context) && context.moment === 'moved' && context.moves === 2,
    'closed, after the move': ({ context }) => windowDone(context) && context.moment === 'moved',
    'closed, after casting it': ({ context }) => windowDone(context) && context.moment === 'cast',
    'closed, after an attack or a cast': ({ context }) => windowDone(context) && context.moment === 'acted',
    'may reveal': ruleGuard(({ context, event }: { context: RevealContext; event: RevealEvent }) => whyNotReveal(context, event as With<'reveal'>)),
    // 3-5 — a spell is cast in the action stage only if it was planned: the position plans no enchantment.
    // 5-1's note (the official rule): a creature that moves does so before its quick action; one that acted without moving moves no more.
    'a move comes first': ruleGuard(({ context }: { context: RevealContext }) => (context.moves ? null : { step: 'refuse.moveFirst', clauses: ['5-1'], values: { creature: context.creature.id } })),
    'an enchantment to cast': ruleGuard(({ context }: { context: RevealContext }) => (context.toCast ? null : { step: 'refuse.nothingToCast', clauses: ['3-5'], values: {} })),
  },
  actions: {
    reveal: assign(({ context, event }) => reveal(context, (event as With<'reveal'>).id, [CLAUSE[context.moment], '7-6.1'])),
    pass: assign(({ context }) => pass(context)),
    close: assign(({ context }) => log(context, closeEntry(context))),
    activate: assign(({ context }) => openWindow(triggered(log(context, { step: 'activate', clauses: ['4-2.1', '4-2.3'], values: { creature: context.creature.id } }), 'activate'), 'activated')),
    moveStart: assign(({ context }) => log({ ...context, moves: 1 }, { step: 'move.start', clauses: ['5-2', '7-6.4'], values: { creature: context.creature.id } })),
    moveAgain: assign(({ context }) => log({ ...context, moves: 2 }, { step: 'move.again', clauses: ['5-4.4', '7-6.4'], values: { creature: context.creature.id } })),
    moveEnd: assign(({ context }) => openWindow(triggered(log(context, { step: 'move.end', clauses: ['5-2'], values: { creature: context.creature.id } }), 'move'), 'moved')),
    attackStart: assign(({ context }) => triggered(log(context, { step: 'attack.start', clauses: ['8-1', '7-6.4'], values: { creature: context.creature.id } }), 'attack')),
    attackEnd: assign(({ context }) => openWindow(log(context, { step: 'attack.end', clauses: ['8-8'], values: { creature: context.creature.id } }), 'acted')),
    cast: assign(({ context }) => {
      const t = context.toCast!;
      const next = log({ ...context, toCast: t, enchantments: [...context.enchantments, { id: t.id, owner: context.creature.owner, on: t.on, reveal: t.reveal, state: 'hidden' }] }, { step: 'cast', clauses: ['6-2', '7-6.1'], values: { creature: context.creature.id, id: t.id, on: t.on } });
      return openWindow(next, 'cast');
    }),
    afterCast: assign(({ context }) => openWindow({ ...context, toCast: null }, 'acted')),
    end: assign(({ context }) => log(context, { step: 'activation.end', clauses: ['4-2.1'], values: { creature: context.creature.id } })),
  },
}).createMachine({
  id: 'mage-wars-reveal',
  context: ({ input }) => initial(input),
  initial: 'window',
  // 7-6.3 — an enchantment is revealed in one of its windows: at no other moment.
  meta: { clauses: ['7-6'], forbids: { reveal: ['7-6.3'] } },
  states: {
    // A reveal window (7-6.3): the decider reveals or passes; when both have passed, the line goes on.
    window: {
      meta: { clauses: ['7-6.3', '7-6.5'] },
      always: [
        { guard: 'closed, after the phase', target: 'ready', actions: 'close', meta: { clauses: ['7-6.3a'] } },
        { guard: 'closed, after the activation', target: 'acting', actions: 'close', meta: { clauses: ['7-6.3b'] } },
        { guard: 'closed, after the second move', target: 'movedAgain', actions: 'close', meta: { clauses: ['7-6.3c', '5-4.4'] } },
        { guard: 'closed, after the move', target: 'moved', actions: 'close', meta: { clauses: ['7-6.3c'] } },
        { guard: 'closed, after casting it', target: 'window', reenter: true, actions: ['close', 'afterCast'], meta: { clauses: ['7-6.3e', '7-6.3d'] } },
        { guard: 'closed, after an attack or a cast', target: 'acted', actions: 'close', meta: { clauses: ['7-6.3d'] } },
      ],
      on: {
        reveal: { guard: 'may reveal', target: 'window', actions: 'reveal', meta: { clauses: ['7-6.1', '7-6.3'] } },
        'window.pass': { target: 'window', actions: 'pass', meta: { clauses: ['7-6.5'] } },
      },
    },
    ready: {
      meta: { clauses: ['4-2.1'] },
      on: { activate: { target: 'window', actions: 'activate', meta: { clauses: ['4-2.1', '7-6.3b'] } } },
    },
    acting: {
      meta: { clauses: ['5-1'] },
      on: {
        'move.start': { target: 'moving', actions: 'moveStart', meta: { clauses: ['5-2'] } },
        'attack.start': { target: 'rolling', actions: 'attackStart', meta: { clauses: ['8-1'] } },
        'enchantment.cast': { guard: 'an enchantment to cast', target: 'window', actions: 'cast', meta: { clauses: ['6-2', '7-6.3e'] } },
        'activation.end': { target: 'done', actions: 'end', meta: { clauses: ['4-2.1'] } },
      },
    },
    // 7-6.4 — no reveal while the creature moves: the state has no reveal, and its refusal cites 7-6.4.
    moving: {
      meta: { clauses: ['7-6.4', '5-2'], forbids: { reveal: ['7-6.4'] } },
      on: {
        'move.end': { target: 'window', actions: 'moveEnd', meta: { clauses: ['7-6.3c'] } },
      },
    },
    // After a move, a quick action: an attack, a spell, a second move (5-4.4), or nothing more (5-1).
    moved: {
      meta: { clauses: ['5-1', '5-4'] },
      on: {
        'move.start': { target: 'moving', actions: 'moveAgain', meta: { clauses: ['5-4.4'] } },
        'attack.start': { target: 'rolling', actions: 'attackStart', meta: { clauses: ['8-1', '5-4.1'] } },
        'enchantment.cast': { guard: 'an enchantment to cast', target: 'window', actions: 'cast', meta: { clauses: ['6-2', '5-4.2', '7-6.3e'] } },
        'activation.end': { target: 'done', actions: 'end', meta: { clauses: ['4-2.1'] } },
      },
    },
    // 7-6.4 — no reveal while dice are rolled: the state has no reveal, and its refusal cites 7-6.4.
    rolling: {
      meta: { clauses: ['7-6.4', '8-3'], forbids: { reveal: ['7-6.4'] } },
      on: {
        'attack.end': { target: 'window', actions: 'attackEnd', meta: { clauses: ['7-6.3d'] } },
      },
    },
    // 5-1, 5-4 — the second move was the creature's one quick action: nothing more but ending the activation.
    movedAgain: {
      meta: { clauses: ['5-1', '5-4'] },
      on: { 'activation.end': { target: 'done', actions: 'end', meta: { clauses: ['4-2.1'] } } },
    },
    acted: {
      meta: { clauses: ['5-1'], forbids: { 'move.start': 'a move comes first' } },
      on: { 'activation.end': { target: 'done', actions: 'end', meta: { clauses: ['4-2.1'] } } },
    },
    done: { type: 'final', meta: { clauses: ['4-2.1'] } },
  },
});
