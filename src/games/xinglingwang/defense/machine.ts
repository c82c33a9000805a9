/**
 * 星靈王 防守階段 (十一): the enemy's attacking units fight one after another in 戰線順序, each
 * battle going pre-battle window → compare ATK → winner's effects → loser's effects (→ the next
 * defender, for 貫穿) → destruction check → 偷襲 choice → 橫放. Every state and transition names
 * its clauses; the battles themselves are pure functions in combat.ts.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { cardsOf, opponent, type Player, type Unit } from '../board';
import { combinePart } from '../parts';
import { attackersInOrder, battle, defendersOf, destructionChecks, maySneak, noTargetClauses, type BattleResult } from '../combat';

export type { LogEntry } from '../../../engine/log';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import type { StateMeta } from '../../../engine/refusal';
import { lapseAtDefenseEnd } from '../keywords';

/**
 * A unit leaving the field: 10-5 — the 小旅人 under it go back to the forest with it (the site's
 * reading in 15-6.3a's note); 15-6.6a — a card with 亡魂 counts its points once in the graveyard.
 */
export function leavingEntries(unit: { id: string; riders?: number; ghost?: number }, toGraveyard: boolean): LogEntry[] {
  const out: LogEntry[] = [];
  if (unit.riders) out.push({ step: 'riders.forest', clauses: ['10-5', '15-6.3a'], values: { unit: unit.id, count: unit.riders } });
  if (toGraveyard && unit.ghost) out.push({ step: 'ghost.inGrave', clauses: ['15-6.6a'], values: { unit: unit.id, count: unit.ghost } });
  return out;
}

export interface DefenseInput {
  /** The player whose 防守階段 it is (the current turn player). */
  defender: Player;
  units: Unit[];
}

export interface DefenseContext {
  defender: Player;
  units: Unit[];
  /** Attacking units still to resolve, in 戰線順序. */
  queue: string[];
  attacker: string | null;
  /** The defenders this attacker fights, in order, and the battles fought so far. */
  targets: string[];
  fought: { defender: string; result: BattleResult }[];
  /** 11-8.1 — players who have passed in the pre-battle window. */
  passed: Player[];
  graveyard: string[];
  returnedToHand: string[];
  log: Log | null;
}

export type DefenseEvent = { type: 'window.pass' } | { type: 'step.continue' } | { type: 'sneak.return' } | { type: 'sneak.stay' };

const unitOf = (c: DefenseContext, id: string | null) => c.units.find((u) => u.id === id)!;
const log = (c: DefenseContext, entry: LogEntry): DefenseContext => logged(c, entry);
const setUnit = (c: DefenseContext, id: string, change: Partial<Unit>): DefenseContext => ({ ...c, units: c.units.map((u) => (u.id === id ? { ...u, ...change } : u)) });

function initial(input: DefenseInput): DefenseContext {
  return {
    defender: input.defender,
    units: input.units,
    queue: attackersInOrder(input.units, input.defender).map((u) => u.id),
    attacker: null,
    targets: [],
    fought: [],
    passed: [],
    graveyard: [],
    returnedToHand: [],
    // 11-5 — with no enemy unit attacking, the phase is skipped before it begins: it is never said to begin.
    log: attackersInOrder(input.units, input.defender).length
      ? newLog({ step: 'phaseStart', clauses: ['2-2', '11-4'], values: { player: input.defender } })
      : newLog({ step: 'phaseSkipped', clauses: ['11-5'], values: { player: input.defender } }),
  };
}

/** 11-4, 11-3 — the next attacking unit takes its targets; one with none is turned upright. */
function takeNextAttacker(c: DefenseContext): DefenseContext {
  if (c.queue.length === 0) return { ...c, attacker: null };
  const [id, ...queue] = c.queue;
  const attacker = unitOf(c, id);
  const targets = defendersOf(c.units, attacker).map((u) => u.id);
  if (targets.length === 0) {
    return log(setUnit({ ...c, queue }, id, { state: 'upright' }), { step: 'attacker.noTarget', clauses: noTargetClauses(c.units, attacker), values: { unit: id } });
  }
  return log({ ...c, queue, attacker: id, targets, fought: [], passed: [] }, { step: 'attacker.next', clauses: ['11-8.1', '6-1', '11-4', ...(targets.length > 1 ? ['15-1.1a'] : [])], values: { unit: id, targets: targets.join(', ') } });
}

/** 11-8.1 — one player passes; the current turn player (the defender) is first to act (6-1). */
function pass(c: DefenseContext): DefenseContext {
  const who = c.passed.length === 0 ? c.defender : opponent(c.defender);
  return log({ ...c, passed: [...c.passed, who] }, { step: 'window.pass', clauses: ['11-8.1', '6-1'], values: { player: who } });
}

/** 11-8.2 — compare ATK against the next defender in order. */
function fight(c: DefenseContext): DefenseContext {
  const defender = c.targets[c.fought.length];
  const result = battle(unitOf(c, c.attacker), unitOf(c, defender));
  return log({ ...c, fought: [...c.fought, { defender, result }] }, { step: result.dismantled ? 'battle.dismantled' : result.attackerWins ? 'battle.attackerWins' : 'battle.defenderWins', clauses: result.clauses, values: { attacker: c.attacker!, defender, winner: result.attackerWins ? c.attacker! : defender } });
}

/** 11-8.5, 15-1.1c — the battle-destruction check: defenders in the order fought, then the attacker; 15-4.3a — a 破壞抗性 unit stays. */
function checkDestruction(c: DefenseContext): DefenseContext {
  const attacker = unitOf(c, c.attacker);
  const fought = c.fought.map((f) => ({ defender: unitOf(c, f.defender), result: f.result }));
  let next = c;
  for (const check of destructionChecks(attacker, fought)) {
    // 10-5 — a destroyed 小旅人 goes back to the forest, not to the graveyard.
    const traveller = check.destroyed && unitOf(c, check.unit).traveller;
    const step = check.resisted ? 'notDestroyed.resisted' : !check.destroyed ? 'notDestroyed' : traveller ? 'destroyed.traveller' : 'destroyed';
    next = log(next, { step, clauses: traveller ? [...check.clauses, '10-5'] : check.clauses, values: { unit: check.unit } });
    if (check.destroyed) next = logged(next, ...leavingEntries(unitOf(c, check.unit), !traveller));
    // 15-3.1e — a combined unit leaves as one: all its cards go to the graveyard, where they come apart.
    const cards = cardsOf(unitOf(c, check.unit)).map((card) => card.id);
    if (check.destroyed && cards.length > 1) next = log(next, { step: 'destroyed.combined', clauses: ['15-3.1e', '10-2'], values: { unit: check.unit, cards: cards.join(', ') } });
    if (check.destroyed) next = { ...next, units: next.units.filter((u) => u.id !== check.unit), graveyard: traveller ? next.graveyard : [...next.graveyard, ...cards] };
  }
  return next;
}

const attackerAlive = (c: DefenseContext) => c.units.some((u) => u.id === c.attacker);

/** 15-2.1a — returning to hand (or not) is a 偷襲 unit's choice once it has won its battle: not before. */
const beforeSneak = { 'sneak.return': ['15-2.1a'], 'sneak.stay': ['15-2.1a'] };

export const defenseMachine = setup({
  types: {
    context: {} as DefenseContext,
    events: {} as DefenseEvent,
    input: {} as DefenseInput,
    meta: {} as StateMeta,
  },
  guards: {
    /** 11-5 — no enemy unit is attacking. */
    'no attackers': ({ context }) => context.queue.length === 0 && context.attacker === null,
    /** 11-8.7 — attacking units remain to resolve. */
    'attackers remain': ({ context }) => context.queue.length > 0,
    /** 11-3 — the attacker now up has a target (set by takeNextAttacker). */
    'attacker has a target': ({ context }) => context.attacker !== null,
    /** 11-8.1 — the other player has passed already: both have. */
    'other player passed': ({ context }) => context.passed.length === 1,
    /** 15-1.1c — a 貫穿 attacker has another defender to fight. */
    'more defenders': ({ context }) => context.fought.length < context.targets.length,
    /** 15-2.1a — 偷襲 won a battle and survived the check. */
    'may sneak': ({ context }) =>
      attackerAlive(context) && maySneak(unitOf(context, context.attacker), context.fought),
    /** 11-8.6 — the attacker survived the check and is turned sideways. */
    'attacker survived': ({ context }) => attackerAlive(context),
  },
  actions: {
    takeNextAttacker: assign(({ context }) => takeNextAttacker(context)),
    pass: assign(({ context }) => pass(context)),
    fight: assign(({ context }) => fight(context)),
    winnerEffects: assign(({ context }) => log(context, { step: 'effects.winner', clauses: ['11-8.3'] })),
    loserEffects: assign(({ context }) => log(context, { step: 'effects.loser', clauses: ['11-8.4'] })),
    nextDefender: assign(({ context }) => log({ ...context, passed: [] }, { step: 'pierce.next', clauses: ['15-1.1c', '11-8.7'] })),
    checkDestruction: assign(({ context }) => checkDestruction(context)),
    sneakReturn: assign(({ context }) => {
      const id = context.attacker!;
      const next = log({ ...context, units: context.units.filter((u) => u.id !== id), returnedToHand: [...context.returnedToHand, id] }, { step: 'sneak.return', clauses: ['15-2.1a'], values: { unit: id } });
      // 15-2.1e — of a combined unit only the top card goes back to hand; the cards under it turn upright
      // and stay (combine.ts, loaded for a position with cards under a unit, parts.ts).
      const returned = unitOf(context, id);
      const rest = returned.under?.length ? combinePart.use().withoutTop(returned) : null;
      const after = rest ? log({ ...next, units: [...next.units, rest] }, { step: 'sneak.restStays', clauses: ['15-2.1e'], values: { unit: id, other: rest.id, cards: cardsOf(rest).map((card) => card.id).join(', ') } }) : next;
      return logged(after, ...leavingEntries(returned, false));
    }),
    turnSideways: assign(({ context }) => log(setUnit(context, context.attacker!, { state: 'sideways' }), { step: 'attacker.sideways', clauses: ['11-8.6', '11-7'], values: { unit: context.attacker! } })),
    battleDone: assign(({ context }) => log({ ...context, attacker: null, targets: [], fought: [] }, { step: 'battle.done', clauses: ['11-8.7'] })),
    // 11-8.8 — the phase ends: 「本次戰鬥」「本次進攻」 effects are lost (a unit's ATK they raised is its own again).
    phaseEnd: assign(({ context }) => {
      const { lapsed, units } = lapseAtDefenseEnd(context.units);
      const next = log({ ...context, units }, { step: 'phaseEnd', clauses: ['11-8.8'] });
      return lapsed.length ? log(next, { step: 'phaseEnd.lapse', clauses: ['11-8.8'], values: { units: lapsed.join(', ') } }) : next;
    }),
  },
}).createMachine({
  id: 'xinglingwang-defense',
  context: ({ input }) => initial(input),
  initial: 'phaseStart',
  meta: { clauses: ['11', '2-2'] },
  states: {
    phaseStart: {
      meta: { clauses: ['11-5'] },
      always: [
        { guard: 'no attackers', target: 'skipped', meta: { clauses: ['11-5'] } },
        { target: 'nextAttacker', meta: { clauses: ['11-4'] } },
      ],
    },
    nextAttacker: {
      meta: { clauses: ['11-4', '11-8.7'] },
      entry: 'takeNextAttacker',
      always: [
        { guard: 'attacker has a target', target: 'window', meta: { clauses: ['11-4'] } },
        { guard: 'attackers remain', target: 'nextAttacker', reenter: true, meta: { clauses: ['11-3', '11-8.7'] } },
        { target: 'phaseEnd', actions: 'phaseEnd', meta: { clauses: ['11-8.8'] } },
      ],
    },
    window: {
      meta: { clauses: ['11-8.1'], forbids: beforeSneak },
      on: {
        'window.pass': [
          { guard: 'other player passed', target: 'winnerEffects', actions: ['pass', 'fight'], meta: { clauses: ['11-8.1', '11-8.2'] } },
          { actions: 'pass', meta: { clauses: ['11-8.1'] } },
        ],
      },
    },
    winnerEffects: {
      meta: { clauses: ['11-8.2', '11-8.3'], forbids: beforeSneak },
      on: { 'step.continue': { target: 'loserEffects', actions: 'winnerEffects', meta: { clauses: ['11-8.3'] } } },
    },
    loserEffects: {
      meta: { clauses: ['11-8.4'], forbids: beforeSneak },
      on: {
        'step.continue': [
          { guard: 'more defenders', target: 'window', actions: ['loserEffects', 'nextDefender'], meta: { clauses: ['11-8.4', '15-1.1c', '11-8.7'] } },
          { target: 'destructionDone', actions: ['loserEffects', 'checkDestruction'], meta: { clauses: ['11-8.4', '11-8.5'] } },
        ],
      },
    },
    destructionDone: {
      meta: { clauses: ['11-8.5'] },
      on: {
        'step.continue': [
          { guard: 'may sneak', target: 'sneakChoice', meta: { clauses: ['15-2.1a'] } },
          { guard: 'attacker survived', target: 'nextAttacker', actions: ['turnSideways', 'battleDone'], meta: { clauses: ['11-8.6', '11-8.7'] } },
          { target: 'nextAttacker', actions: 'battleDone', meta: { clauses: ['11-8.7'] } },
        ],
      },
    },
    sneakChoice: {
      meta: { clauses: ['15-2.1a'] },
      on: {
        'sneak.return': { target: 'nextAttacker', actions: ['sneakReturn', 'battleDone'], meta: { clauses: ['15-2.1a'] } },
        'sneak.stay': { target: 'nextAttacker', actions: ['turnSideways', 'battleDone'], meta: { clauses: ['11-8.6', '11-8.7'] } },
      },
    },
    phaseEnd: { meta: { clauses: ['11-8.8'] }, type: 'final' },
    skipped: { meta: { clauses: ['11-5'] }, type: 'final' },
  },
});
