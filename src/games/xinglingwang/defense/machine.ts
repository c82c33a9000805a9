/**
 * 星靈王 防守階段 (十一): the enemy's attacking units fight one after another in 戰線順序, each
 * battle going pre-battle window → compare ATK → winner's effects → loser's effects (→ the next
 * defender, for 貫穿) → destruction check → 偷襲 choice → 橫放. Every state and transition names
 * its clauses; the battles themselves are pure functions in combat.ts.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { cardsOf, opponent, type Player, type Unit } from '../board';
import { battleUsesPart, combinePart } from '../parts';
import { attackersInOrder, battle, defendersOf, defenseOpening, destructionChecks, maySneak, noTargetClauses, type BattleResult } from '../combat';
import { leavingEntries, noEffects, plainUnits, startCards, unitLeaves, type Cards, type CardsInput } from '../battle-cards';
import type { UseEvent } from '../battle-uses';

export type { LogEntry } from '../../../engine/log';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type StateMeta } from '../../../engine/refusal';
import { lapseAtDefenseEnd } from '../keywords';

/**
 * 15-5.1b's note — an attacker turned sideways after a battle it fought: the battles not yet fought
 * are cancelled and those fought are checked for destruction (`unfought`, the site's reading), or the
 * whole attack is void and no battle of it is checked (`whole`).
 */
export type CancelledAttack = 'unfought' | 'whole';

export interface DefenseInput extends CardsInput {
  /** The player whose 防守階段 it is (the current turn player). */
  defender: Player;
  units: Unit[];
  cancelledAttack?: CancelledAttack;
}

/** 11-8.1, 11-8.3, 11-8.4 — the points of a battle where effects are used: before it, the winner's, the loser's. */
export type EffectPoint = 'before' | 'winner' | 'loser' | 'sneak';

export interface DefenseContext extends Cards {
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
  /** The point of the battle where effects may be used now (11-8.1, 11-8.3, 11-8.4), if any. */
  point: EffectPoint | null;
  /** The attacking unit as it fought, for the destruction check if an effect took it off the field since (11-8.5). */
  lastAttacker: Unit | null;
  cancelledAttack?: CancelledAttack;
  /** 15-5.1b's other reading (`whole`): the attacker whose attack an effect voided, turning it sideways after a battle. */
  voided?: string;
  log: Log | null;
}

export type DefenseEvent =
  | { type: 'window.pass' }
  | { type: 'step.continue' }
  | { type: 'sneak.return' }
  | { type: 'sneak.stay' }
  /** 六, 七 — a magic card from a hand, a unit's effect, and its targets (uses.ts). */
  | { type: 'card.use'; card: string }
  | { type: 'effect.activate'; unit: string }
  | { type: 'target.choose'; unit: string };

const unitOf = (c: DefenseContext, id: string | null) => c.units.find((u) => u.id === id)!;
const onField = (c: DefenseContext, id: string | null) => c.units.some((u) => u.id === id);
const log = (c: DefenseContext, entry: LogEntry): DefenseContext => logged(c, entry);
const setUnit = (c: DefenseContext, id: string, change: Partial<Unit>): DefenseContext => ({ ...c, units: c.units.map((u) => (u.id === id ? { ...u, ...change } : u)) });

function initial(input: DefenseInput): DefenseContext {
  return {
    ...startCards(input, input.units),
    defender: input.defender,
    units: plainUnits(input.units),
    queue: attackersInOrder(input.units, input.defender).map((u) => u.id),
    attacker: null,
    targets: [],
    fought: [],
    passed: [],
    point: null,
    lastAttacker: null,
    ...(input.cancelledAttack ? { cancelledAttack: input.cancelledAttack } : {}),
    // 11-5 — with no enemy unit attacking, the phase is skipped before it begins (combat.ts).
    log: newLog(defenseOpening(input.units, input.defender)),
  };
}

/** 11-4, 11-3 — the next attacking unit takes its targets; one with none is turned upright. */
function takeNextAttacker(c: DefenseContext): DefenseContext {
  if (c.queue.length === 0) return { ...c, attacker: null };
  const [id, ...queue] = c.queue;
  const attacker = unitOf(c, id);
  // 15-5.1b, 10-1 — an effect turned it sideways (its attack canceled) or took it off the field: it fights no battle.
  if (!attacker || attacker.state !== 'attacking') return log({ ...c, queue, attacker: null }, { step: 'attacker.stopped', clauses: attacker ? ['15-5.1b', '11-8.7'] : ['10-1', '11-8.7'], values: { unit: id } });
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
  return log({ ...c, fought: [...c.fought, { defender, result }], lastAttacker: unitOf(c, c.attacker) }, { step: result.dismantled ? 'battle.dismantled' : result.attackerWins ? 'battle.attackerWins' : 'battle.defenderWins', clauses: result.clauses, values: { attacker: c.attacker!, defender, winner: result.attackerWins ? c.attacker! : defender } });
}

/**
 * 11-8.5, 15-1.1c — the battle-destruction check: defenders in the order fought, then the attacker;
 * 15-4.3a — a 破壞抗性 unit stays. A unit an effect took off the field since its battle is not checked.
 * What is destroyed leaves with its cards (battle-cards.ts): 10-6 its magic cards, 10-7 an enemy's card.
 */
function checkDestruction(c: DefenseContext): DefenseContext {
  const attacker = c.units.find((u) => u.id === c.attacker) ?? c.lastAttacker!;
  const fought = c.fought.filter((f) => onField(c, f.defender)).map((f) => ({ defender: unitOf(c, f.defender), result: f.result }));
  let next = c;
  for (const check of destructionChecks(attacker, fought)) {
    if (!onField(c, check.unit)) continue;
    const unit = unitOf(c, check.unit);
    // 10-5 — a destroyed 小旅人 goes back to the forest, not to the graveyard.
    const traveller = check.destroyed && unit.traveller;
    const step = check.resisted ? 'notDestroyed.resisted' : !check.destroyed ? 'notDestroyed' : traveller ? 'destroyed.traveller' : 'destroyed';
    next = log(next, { step, clauses: traveller ? [...check.clauses, '10-5'] : check.clauses, values: { unit: check.unit } });
    if (!check.destroyed) continue;
    next = logged(next, ...leavingEntries(unit, !traveller));
    // 15-3.1e — a combined unit leaves as one: all its cards go to the graveyard, where they come apart.
    const cards = cardsOf(unit).map((card) => card.id);
    if (cards.length > 1) next = log(next, { step: 'destroyed.combined', clauses: ['15-3.1e', '10-2'], values: { unit: check.unit, cards: cards.join(', ') } });
    next = unitLeaves({ ...next, units: next.units.filter((u) => u.id !== check.unit) }, unit, 'graveyard');
  }
  return next;
}

/** The attack cannot go on: the attacker is off the field or not attacking (15-5.1b), or has no defender left to fight (11-3). */
const attackStopped = (c: DefenseContext) => !c.units.some((u) => u.id === c.attacker && u.state === 'attacking' && !u.keywords.includes('blocker')) || c.targets.length <= c.fought.length;

/** Why no effect may be used now: not at a point of the battle that allows one (11-8). */
const notNow = { step: 'refuse.noEffectPoint', clauses: ['11-8'] };

/** 六, 七 — the effects in a battle (uses.ts, a part loaded for a position with a card that has an effect). */
const uses = () => battleUsesPart.use();

const attackerAlive = (c: DefenseContext) => c.units.some((u) => u.id === c.attacker);

/**
 * 15-5.1b's other reading (`whole`) — once an effect turns the attacker sideways after a battle, its
 * attack is cancelled at once (「即被取消」): recorded then, so that it stays void whatever happens to
 * the unit afterwards (another effect taking it off the field).
 */
const markVoid = (c: DefenseContext): DefenseContext =>
  c.cancelledAttack === 'whole' && c.fought.length > 0 && c.attacker && c.units.some((u) => u.id === c.attacker && u.state === 'sideways') ? { ...c, voided: c.attacker } : c;

/** 15-2.1a — returning to hand (or not) is a 偷襲 unit's choice once it has won its battle: not before. */
const beforeSneak = { 'sneak.return': ['15-2.1a'], 'sneak.stay': ['15-2.1a'] };

/** 六, 七 — at the points of a battle that allow them (11-8.1, 11-8.3, 11-8.4), cards and effects are used, their targets chosen first (6-6). */
const useEvents = {
  'card.use': { guard: 'may use effect' as const, actions: 'useEffect' as const, meta: { clauses: ['7-1', '11-8'] } },
  'effect.activate': { guard: 'may use effect' as const, actions: 'useEffect' as const, meta: { clauses: ['6-1', '11-8'] } },
  'target.choose': { guard: 'may choose target' as const, actions: 'chooseTarget' as const, meta: { clauses: ['6-6'] } },
};
/** 11-8 — elsewhere in a battle no card or effect is used (the guard says why). */
const noUse = { 'card.use': 'no effect point', 'effect.activate': 'no effect point', 'target.choose': 'no effect point' };

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
    'other player passed': ({ context }) => !context.using && context.passed.length === 1,
    /** 15-1.1c — a 貫穿 attacker has another defender to fight. */
    'more defenders': ({ context }) => !context.using && context.fought.length < context.targets.length,
    /** 15-2.1a — 偷襲 won a battle and survived the check. */
    'may sneak': ({ context }) =>
      attackerAlive(context) && maySneak(unitOf(context, context.attacker), context.fought),
    /** 15-2.1c — nothing of the 偷襲's success is left to use (battle-uses.ts). */
    'sneak effects done': ({ context }) => !!noEffects(context, { type: 'card.use' }) || uses().sneakDone(context),
    /** 11-8.6 — the attacker survived the check and is turned sideways. */
    'attacker survived': ({ context }) => attackerAlive(context),
    /** 15-5.1b, 11-3, 10-1 — before its first battle, effects stopped the attack. */
    'attack over': ({ context }) => context.fought.length === 0 && attackStopped(context),
    /** 15-5.1b's other reading (`whole`) — after a battle, an effect turned the attacker sideways: its whole attack is void, the battles fought unchecked. */
    'attack void': ({ context: c }) => !c.using && !!c.attacker && c.voided === c.attacker,
    /** 15-5.1b, 11-3 — after a battle of a 貫穿 attacker, effects stopped the rest of its attack: the battles fought are checked. */
    'attack cut short': ({ context }) => context.fought.length > 0 && attackStopped(context),
    /** 11-8.1, 11-8.3, 11-8.4, 7-1, 6-1 — this card or unit's effect may be used now (uses.ts). */
    'may use effect': ruleGuard(({ context, event }: { context: DefenseContext; event: DefenseEvent }) => {
      if (!context.point) return notNow;
      return noEffects(context, event as UseEvent) ?? uses().whyNotUse(context, event as UseEvent, uses().defensePoint(context)!);
    }),
    /** 11-8 — not at a point of the battle where effects are used (why a use is refused there). */
    'no effect point': ruleGuard(() => notNow),
    /** 6-6 — a target of the effect being used. */
    'may choose target': ruleGuard(({ context, event }: { context: DefenseContext; event: DefenseEvent }) => {
      const unit = (event as { unit: string }).unit;
      return !context.point ? notNow : context.using ? uses().whyNotChoose(context, unit) : { step: 'refuse.nothingUsed', clauses: ['6-6'], values: { unit } };
    }),
    /** 6-6 — the targets of an effect being used are chosen before the battle goes on. */
    /** 11-8.8 — the 防守階段 is over: its cards may no longer be used (why a use is refused in its final state). */
    'defense over': ruleGuard(({ context, event }: { context: DefenseContext; event: DefenseEvent }) => {
      const id = event.type === 'card.use' ? event.card : event.type === 'effect.activate' ? event.unit : '';
      // The text binds the current player, whose phase it was (the defender); the enemy's card is simply out of its timing.
      const unit = context.units.find((u) => u.id === id);
      const card = unit ? (unit.owner === context.defender ? context.fieldCards[id] : undefined) : context.players[context.defender].hand.find((h) => h.id === id);
      return card?.effect?.timing === 'defense' ? { step: 'refuse.defenseOver', clauses: ['11-8.8'], values: { card: id, unit: id } } : null;
    }),
    'no use pending': ruleGuard(({ context }: { context: DefenseContext }) => (context.using ? { step: 'refuse.targetsFirst', clauses: ['6-6'], values: { card: context.using.source } } : null)),
  },
  actions: {
    takeNextAttacker: assign(({ context }) => takeNextAttacker(context)),
    pass: assign(({ context }) => pass(context)),
    fight: assign(({ context }) => fight(context)),
    open: assign(({ context }, params: { point: EffectPoint | null }) => ({ ...context, point: params.point })),
    useEffect: assign(({ context, event }) => markVoid(uses().afterDefenseUse(uses().beginUse(context, event as UseEvent, uses().defensePoint(context)!)))),
    chooseTarget: assign(({ context, event }) => markVoid(uses().afterDefenseUse(uses().chooseTarget(context, (event as { unit: string }).unit)))),
    attackOver: assign(({ context }) => uses().attackOver(context)),
    voidAttack: assign(({ context }) => log({ ...context, attacker: null, targets: [], fought: [], point: null }, { step: 'attack.void', clauses: ['15-5.1b', '11-8.5'], values: { unit: context.attacker! } })),
    winnerEffects: assign(({ context }) => log(context, { step: 'effects.winner', clauses: ['11-8.3'] })),
    loserEffects: assign(({ context }) => log(context, { step: 'effects.loser', clauses: ['11-8.4'] })),
    nextDefender: assign(({ context }) => log({ ...context, passed: [] }, { step: 'pierce.next', clauses: ['15-1.1c', '11-8.7'] })),
    checkDestruction: assign(({ context }) => checkDestruction(context)),
    sneakReturn: assign(({ context }) => {
      const id = context.attacker!;
      // 15-2.1b, 10-6 — its magic cards go to the graveyard; 10-7 — an enemy's card goes back to the enemy (battle-cards.ts).
      const next = unitLeaves(log({ ...context, units: context.units.filter((u) => u.id !== id) }, { step: 'sneak.return', clauses: ['15-2.1a'], values: { unit: id } }), unitOf(context, id), 'hand', true);
      // 15-2.1e — of a combined unit only the top card goes back to hand; the cards under it turn upright
      // and stay (combine.ts, loaded for a position with cards under a unit, parts.ts).
      const returned = unitOf(context, id);
      const rest = returned.under?.length ? combinePart.use().withoutTop(returned) : null;
      const after = rest ? log({ ...next, units: [...next.units, rest] }, { step: 'sneak.restStays', clauses: ['15-2.1e'], values: { unit: id, other: rest.id, cards: cardsOf(rest).map((card) => card.id).join(', ') } }) : next;
      return logged(after, ...leavingEntries(returned, false));
    }),
    // 15-2.1c — the returned unit's 偷襲成功時 effect first, then its player's 偷襲成功時 cards (battle-uses.ts).
    sneakSucceeded: assign(({ context }) => (noEffects(context, { type: 'card.use' }) ? context : uses().sneakSucceeded(context, context.attacker!))),
    turnSideways: assign(({ context }) => log(setUnit(context, context.attacker!, { state: 'sideways' }), { step: 'attacker.sideways', clauses: ['11-8.6', '11-7'], values: { unit: context.attacker! } })),
    battleDone: assign(({ context }) => log({ ...context, attacker: null, targets: [], fought: [], point: null }, { step: 'battle.done', clauses: ['11-8.7'] })),
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
      entry: { type: 'open', params: { point: 'before' } },
      // 15-5.1b, 11-3 — an effect turned the attacker sideways, took it or every defender off the field: no battle (more) for it.
      always: [
        { guard: 'attack over', target: 'nextAttacker', actions: 'attackOver', meta: { clauses: ['15-5.1b', '11-3'] } },
        { guard: 'attack void', target: 'nextAttacker', actions: 'voidAttack', meta: { clauses: ['15-5.1b'] } },
        { guard: 'attack cut short', target: 'destructionDone', actions: 'checkDestruction', meta: { clauses: ['15-5.1b', '11-3', '11-8.5'] } },
      ],
      on: {
        ...useEvents,
        'window.pass': [
          { guard: 'other player passed', target: 'winnerEffects', actions: ['pass', 'fight'], meta: { clauses: ['11-8.1', '11-8.2'] } },
          { guard: 'no use pending', actions: 'pass', meta: { clauses: ['11-8.1'] } },
        ],
      },
    },
    winnerEffects: {
      meta: { clauses: ['11-8.2', '11-8.3'], forbids: beforeSneak },
      entry: { type: 'open', params: { point: 'winner' } },
      // Leaving a point where effects may be used is a decision (讓過), not 「繼續」.
      on: { ...useEvents, 'window.pass': { guard: 'no use pending', target: 'loserEffects', actions: 'winnerEffects', meta: { clauses: ['11-8.3'] } } },
    },
    loserEffects: {
      meta: { clauses: ['11-8.4'], forbids: beforeSneak },
      entry: { type: 'open', params: { point: 'loser' } },
      on: {
        ...useEvents,
        'window.pass': [
          { guard: 'attack void', target: 'nextAttacker', actions: ['loserEffects', 'voidAttack'], meta: { clauses: ['11-8.4', '15-5.1b'] } },
          { guard: 'more defenders', target: 'window', actions: ['loserEffects', 'nextDefender'], meta: { clauses: ['11-8.4', '15-1.1c', '11-8.7'] } },
          { guard: 'no use pending', target: 'destructionDone', actions: ['loserEffects', 'checkDestruction'], meta: { clauses: ['11-8.4', '11-8.5'] } },
        ],
      },
    },
    destructionDone: {
      meta: { clauses: ['11-8.5'], forbids: noUse },
      entry: { type: 'open', params: { point: null } },
      on: {
        'step.continue': [
          { guard: 'may sneak', target: 'sneakChoice', meta: { clauses: ['15-2.1a'] } },
          { guard: 'attacker survived', target: 'nextAttacker', actions: ['turnSideways', 'battleDone'], meta: { clauses: ['11-8.6', '11-8.7'] } },
          { target: 'nextAttacker', actions: 'battleDone', meta: { clauses: ['11-8.7'] } },
        ],
      },
    },
    sneakChoice: {
      meta: { clauses: ['15-2.1a'], forbids: noUse },
      on: {
        'sneak.return': { target: 'sneakEffects', actions: ['sneakReturn', 'sneakSucceeded'], meta: { clauses: ['15-2.1a'] } },
        'sneak.stay': { target: 'nextAttacker', actions: ['turnSideways', 'battleDone'], meta: { clauses: ['11-8.6', '11-8.7'] } },
      },
    },
    // 15-2.1c — the 偷襲 succeeded: its unit's 偷襲成功時 effect is processed first, then its player may use 偷襲成功時 cards.
    sneakEffects: {
      // A unit's 偷襲成功時 effect is that of the 偷襲 unit returned to hand, used by itself; no other unit's is used here.
      meta: { clauses: ['15-2.1c'], forbids: { 'effect.activate': ['15-2.1c'] } },
      always: { guard: 'sneak effects done', target: 'nextAttacker', actions: 'battleDone', meta: { clauses: ['15-2.1c', '11-8.7'] } },
      on: { 'card.use': useEvents['card.use'], 'target.choose': useEvents['target.choose'], 'window.pass': { guard: 'no use pending', target: 'nextAttacker', actions: 'battleDone', meta: { clauses: ['15-2.1c', '11-8.7'] } } },
    },
    // 11-8.8 — once the phase is over, a card whose timing is the 防守階段 may no longer be used.
    phaseEnd: { meta: { clauses: ['11-8.8'], forbids: { 'card.use': 'defense over', 'effect.activate': 'defense over' } }, type: 'final' },
    skipped: { meta: { clauses: ['11-5'] }, type: 'final' },
  },
});
