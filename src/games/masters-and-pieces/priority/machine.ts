/**
 * The stack and priority (3) within one phase: the master whose turn it is holds priority first
 * (3-2); each declaration goes on the stack and priority passes to the other master (3-3); when
 * both pass in succession the top of the stack resolves and priority returns to the turn master
 * (3-4, the site's reading); when both pass with the stack empty the phase ends (3-5). What a
 * master may declare depends on the phase and on the stack (6, 7, 8): actions that need an empty
 * stack are refused otherwise, citing the clause; active skills need none (7-5).
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { GENERIC_REFUSALS, ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { opponent, type Player } from '../board';

/** The phases with a stack in which masters declare (4-1; the main phases' names are the site's). */
export type Phase = 'main1' | 'action' | 'main2';
export type Declaration = 'spell' | 'summon' | 'masterMove' | 'pieceMove' | 'skill';

export interface PriorityInput {
  turn: Player;
  phase: Phase;
  /** Mana each master may still spend on spells this phase (6-4, 8-4). */
  mana: [number, number];
  /** 8-1 — the turn master has moved already this turn. */
  masterMoved?: boolean;
}

export interface StackItem {
  declaration: Declaration;
  by: Player;
  /** A spell's mana cost. */
  cost?: number;
  /** A number for the log: the n-th declaration of the phase. */
  n: number;
}

export interface PriorityContext extends Required<PriorityInput> {
  /** The stack, bottom first: the last item is the top. */
  stack: StackItem[];
  /** Who holds priority now. */
  priority: Player;
  /** Whether the master who passed the priority just now passed (a second pass in a row resolves). */
  passedLast: boolean;
  declared: number;
  /** What has resolved, in order. */
  resolved: StackItem[];
  log: Log | null;
}

export type PriorityEvent =
  | { type: 'declare.spell'; cost: number }
  | { type: 'declare.summon' }
  | { type: 'declare.masterMove' }
  | { type: 'declare.pieceMove' }
  | { type: 'declare.skill' }
  | { type: 'priority.pass' };

type DeclareEvent = Exclude<PriorityEvent, { type: 'priority.pass' }>;
const declarationOf = (e: DeclareEvent) => e.type.slice('declare.'.length) as Declaration;

/**
 * Where each declaration may be made, with the clauses that say so (6, 7, 8): in each phase that
 * lists it, the clause that lists it there — the one whose conditions (an empty stack, the mana,
 * the master's move) it must meet.
 */
const PLACES: Record<Declaration, Partial<Record<Phase, string[]>>> = {
  spell: { main1: ['6-4'], main2: ['8-4'] },
  summon: { main1: ['6-2'], main2: ['8-2'] },
  masterMove: { main1: ['6-1'], main2: ['8-1'] },
  pieceMove: { action: ['7-2'] },
  skill: { action: ['7-5'] },
};
/** Actions that need an empty stack; an active skill is activated whatever the stack holds (7-5). */
const NEEDS_EMPTY_STACK: Record<Declaration, boolean> = { spell: true, summon: true, masterMove: true, pieceMove: true, skill: false };

/** The clauses that list a declaration: where it may be made at all. */
const placesOf = (d: Declaration) => Object.values(PLACES[d]).flat();
/** The clauses of a declaration in this phase: the phase's own clause, or, where the phase does not list it, the clauses that say where it is made. */
const clausesIn = (d: Declaration, phase: Phase) => PLACES[d][phase] ?? placesOf(d);

/** Why the master holding priority may not declare this now, citing the rule, or null. */
export function whyNotDeclare(c: PriorityContext, e: DeclareEvent): Refusal | null {
  const declaration = declarationOf(e);
  const here = PLACES[declaration][c.phase];
  const values = { player: c.priority, declaration };
  if (!here) return { step: 'refuse.notThisPhase', clauses: placesOf(declaration), values: { ...values, phase: c.phase } };
  if (NEEDS_EMPTY_STACK[declaration] && c.stack.length > 0) return { step: 'refuse.stackNotEmpty', clauses: here, values };
  // 8-1 — a master moves once a turn (in the first main phase too: the site's reading of 6-1, which the sentence says).
  if (declaration === 'masterMove' && c.masterMoved) return { step: 'refuse.masterMoved', clauses: here, values: { ...values, phase: c.phase } };
  if (declaration === 'spell') {
    const cost = (e as { cost: number }).cost;
    // A cost is a whole number of mana, 0 or more: the event schema says so and the form sends no other.
    if (!Number.isInteger(cost) || cost < 0) return { step: GENERIC_REFUSALS.notNow, clauses: here, values: { event: e.type, state: 'turnMaster' } };
    if (cost > c.mana[c.priority]) return { step: 'refuse.mana', clauses: here, values: { ...values, cost, mana: c.mana[c.priority] } };
  }
  return null;
}

/**
 * Why the other master, holding priority, may not declare this. Where a clause's text forbids it
 * to any master (the phase does not list it; it needs an empty stack and the stack holds
 * something), that clause; otherwise 3-3's note (the site's reading: the phases' actions are the
 * turn master's), citing 3-3 and the clause that lists the action in this phase.
 */
export function whyNotTheOtherMaster(c: PriorityContext, e: DeclareEvent): Refusal | null {
  const declaration = declarationOf(e);
  if (declaration === 'skill') return null;
  const here = PLACES[declaration][c.phase];
  const values = { player: c.priority, declaration };
  if (!here) return { step: 'refuse.notThisPhase', clauses: placesOf(declaration), values: { ...values, phase: c.phase } };
  if (NEEDS_EMPTY_STACK[declaration] && c.stack.length > 0) return { step: 'refuse.stackNotEmpty', clauses: here, values };
  return { step: 'refuse.otherMaster', clauses: ['3-3', ...here], values };
}
/** What the other master may not declare: the rule guard that says why (whyNotTheOtherMaster). */
const FORBIDDEN_TO_THE_OTHER_MASTER: Record<string, string> = Object.fromEntries((['spell', 'summon', 'masterMove', 'pieceMove'] as const).map((d) => [`declare.${d}`, 'the other master may not declare it']));

const log = (c: PriorityContext, entry: LogEntry): PriorityContext => logged(c, entry);

function initial(input: PriorityInput): PriorityContext {
  const c = { masterMoved: false, ...input, stack: [], priority: input.turn, passedLast: false, declared: 0, resolved: [], log: null };
  return { ...c, log: newLog({ step: 'phaseStart', clauses: ['3-2', '4-1'], values: { player: input.turn, phase: input.phase } }) };
}

/** 3-3 — the declaration goes on the stack and priority passes to the other master. */
function declare(c: PriorityContext, e: DeclareEvent): PriorityContext {
  const declaration = declarationOf(e);
  const cost = declaration === 'spell' ? (e as { cost: number }).cost : undefined;
  const item: StackItem = { declaration, by: c.priority, n: c.declared + 1, ...(cost !== undefined && { cost }) };
  const mana = cost !== undefined ? (c.mana.map((m, p) => (p === c.priority ? m - cost : m)) as [number, number]) : c.mana;
  const clauses = ['3-3', ...clausesIn(declaration, c.phase)];
  return log(
    { ...c, stack: [...c.stack, item], mana, declared: item.n, priority: opponent(c.priority), passedLast: false },
    { step: declaration === 'skill' && c.stack.length > 0 ? 'declare.skillOnStack' : 'declare', clauses, values: { player: c.priority, declaration, n: item.n, other: opponent(c.priority), ...(cost !== undefined && { cost }) } },
  );
}

/** 3-3 — a first pass: priority goes to the other master. */
function pass(c: PriorityContext): PriorityContext {
  return log({ ...c, priority: opponent(c.priority), passedLast: true }, { step: 'pass', clauses: ['3-3'], values: { player: c.priority, other: opponent(c.priority) } });
}

/** 3-4 — both passed in succession: the top of the stack resolves and priority returns to the turn master (the site's reading). */
function resolveTop(c: PriorityContext): PriorityContext {
  const top = c.stack[c.stack.length - 1];
  const moved = top.declaration === 'masterMove' && top.by === c.turn;
  const passed = secondPass(c);
  return log(
    { ...passed, stack: c.stack.slice(0, -1), resolved: [...c.resolved, top], priority: c.turn, passedLast: false, masterMoved: c.masterMoved || moved },
    { step: 'resolve', clauses: ['3-4'], values: { player: top.by, declaration: top.declaration, n: top.n, turn: c.turn } },
  );
}

/** 3-4 — the pass that makes two in succession. */
const secondPass = (c: PriorityContext) => log(c, { step: 'pass.second', clauses: ['3-4'], values: { player: c.priority } });

/** 3-5 — both passed with nothing to resolve: the phase ends. */
function phaseEnd(c: PriorityContext): PriorityContext {
  return log(secondPass(c), { step: 'phaseEnd', clauses: ['3-5'], values: { phase: c.phase } });
}

const guards = {
  'may declare': ruleGuard(({ context, event }: { context: PriorityContext; event: PriorityEvent }) => whyNotDeclare(context, event as DeclareEvent)),
  /** No transition takes it: the other master's states name it in their `forbids`. */
  'the other master may not declare it': ruleGuard(({ context, event }: { context: PriorityContext; event: PriorityEvent }) => whyNotTheOtherMaster(context, event as DeclareEvent)),
  /** 3-4 — the other master passed just before, and something is on the stack. */
  'second pass, stack to resolve': ({ context }: { context: PriorityContext }) => context.passedLast && context.stack.length > 0,
  /** 3-5 — the other master passed just before, and the stack is empty. */
  'second pass, stack empty': ({ context }: { context: PriorityContext }) => context.passedLast && context.stack.length === 0,
  /** 4-1 — the phase the declarations are made in. */
  'in the action phase': ({ context }: { context: PriorityContext }) => context.phase === 'action',
  'in the second main phase': ({ context }: { context: PriorityContext }) => context.phase === 'main2',
};

/** A declaration: it goes on the stack and priority passes to the other master (3-3). */
const declaration = (target: string, clauses: string[]) => ({ guard: 'may declare' as const, target, actions: 'declare' as const, meta: { clauses: ['3-3', ...clauses] } });
const resolves = { guard: 'second pass, stack to resolve' as const, target: '#masters-and-pieces-priority.turnMaster', actions: 'resolveTop' as const, meta: { clauses: ['3-4'] } };
const ends = { guard: 'second pass, stack empty' as const, target: '#masters-and-pieces-priority.over', actions: 'phaseEnd' as const, meta: { clauses: ['3-5'] } };
const firstPass = (other: string) => ({ target: other, actions: 'pass' as const, meta: { clauses: ['3-3'] } });

export const priorityMachine = setup({
  types: {
    context: {} as PriorityContext,
    events: {} as PriorityEvent,
    input: {} as PriorityInput,
    meta: {} as StateMeta,
  },
  guards,
  actions: {
    declare: assign(({ context, event }) => declare(context, event as DeclareEvent)),
    pass: assign(({ context }) => pass(context)),
    resolveTop: assign(({ context }) => resolveTop(context)),
    phaseEnd: assign(({ context }) => phaseEnd(context)),
  },
}).createMachine({
  id: 'masters-and-pieces-priority',
  context: ({ input }) => initial(input),
  initial: 'turnMaster',
  meta: { clauses: ['3'] },
  states: {
    turnMaster: {
      meta: { clauses: ['3-2', '3-3'] },
      on: {
        'declare.spell': declaration('otherMaster', ['6-4', '8-4']),
        'declare.summon': declaration('otherMaster', ['6-2', '8-2']),
        'declare.masterMove': declaration('otherMaster', ['6-1', '8-1']),
        'declare.pieceMove': declaration('otherMaster', ['7-2']),
        'declare.skill': declaration('otherMaster', ['7-5']),
        // With the stack empty, the turn master never passes second: the other master holds priority
        // with an empty stack only after the turn master has passed (3-2, 3-4).
        'priority.pass': [resolves, firstPass('otherMaster')],
      },
    },
    // 3-3 — what a phase lists is the turn master's to do (6, 7, 8); the other master, holding
    // priority, may activate an active skill (7-5) or pass (the site's reading, see 3-3).
    // What the other master may not declare cites the clause whose text forbids it, or 3-3's note and
    // the clause of the phase that lists it (whyNotTheOtherMaster); the chart shows the phase: the
    // state enters the phase's own child at once.
    otherMaster: {
      meta: { clauses: ['3-3'] },
      initial: 'entering',
      on: { 'declare.skill': declaration('turnMaster', ['7-5']), 'priority.pass': [resolves, ends, firstPass('turnMaster')] },
      states: {
        entering: {
          meta: { clauses: ['3-3', '4-1'] },
          always: [
            { guard: 'in the action phase', target: 'action', meta: { clauses: ['4-1'] } },
            { guard: 'in the second main phase', target: 'main2', meta: { clauses: ['4-1'] } },
            { target: 'main1', meta: { clauses: ['4-1'] } },
          ],
        },
        main1: { meta: { clauses: ['3-3'], forbids: FORBIDDEN_TO_THE_OTHER_MASTER } },
        action: { meta: { clauses: ['3-3'], forbids: FORBIDDEN_TO_THE_OTHER_MASTER } },
        main2: { meta: { clauses: ['3-3'], forbids: FORBIDDEN_TO_THE_OTHER_MASTER } },
      },
    },
    over: { meta: { clauses: ['3-5'] }, type: 'final' },
  },
});
