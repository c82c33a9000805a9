/**
 * 星靈王 進攻宣言 (十一 1–3): in the 戰術階段 the current player sets units to attack, one after
 * another, as one continuous act. Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { has, PLACES, unitsInFront, type Player, type Row, type Unit } from '../board';
import { defendersOf, noTargetClauses } from '../combat';
import { logged, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';

export interface DeclareInput {
  /** The current turn player, declaring attacks. */
  attacker: Player;
  units: Unit[];
}

export interface DeclareContext {
  attacker: Player;
  units: Unit[];
  /** 11-3 — units set to attack this turn (each at most once). */
  declared: string[];
  log: Log | null;
}

export type DeclareEvent =
  | { type: 'effect.use' }
  | { type: 'attack.declare'; unit: string; row?: Row; glideTo?: { line: number; row: Row } }
  | { type: 'effect.remove'; unit: string }
  | { type: 'effect.sideways'; unit: string }
  | { type: 'attack.finish' };

const log = (c: DeclareContext, entry: LogEntry): DeclareContext => logged(c, entry);

/** 11-1, 15-1.4b — an upright unit of the current player with an enemy unit in front that it may attack; 15-1.4a — not a 阻擋 unit. */
export function mayAttack(c: DeclareContext, id: string, row?: Row): boolean {
  const unit = c.units.find((u) => u.id === id);
  if (!unit || unit.owner !== c.attacker || unit.state !== 'upright' || c.declared.includes(id) || has(unit, 'blocker')) return false;
  // 15-1.2a — a 遠程 unit not yet nominating may attack if any position it could nominate will do.
  const rows: (Row | undefined)[] = row ? [row] : unit.keywords.includes('ranged') ? ['front', 'back'] : [undefined];
  return rows.some((r) => defendersOf(c.units, { ...unit, rangedTarget: r ?? unit.rangedTarget }).length > 0);
}

/** 11-1, 15-2.4 — some unit may attack, from where it stands or after gliding. */
export const anyMayAttack = (c: DeclareContext) => c.units.some((u) => mayAttack(c, u.id) || glidePlaces(c, u).length > 0);

/** 15-2.4a — the unit moved to an empty own place. */
const glided = (c: DeclareContext, id: string, to: { line: number; row: Row }): DeclareContext => ({ ...c, units: c.units.map((u) => (u.id === id ? { ...u, line: to.line, row: to.row } : u)) });

/** 15-2.4a — an upright 滑行 unit of the attacker, not yet attacking, may move to an empty own place. */
const glideAllowed = (c: DeclareContext, unit: Unit, to: { line: number; row: Row }) =>
  unit.owner === c.attacker && unit.state === 'upright' && !c.declared.includes(unit.id) && !c.units.some((u) => u.owner === unit.owner && u.line === to.line && u.row === to.row);

/** 15-2.4a, 15-2.4b — the empty own places a 滑行 unit may glide to: only where it may then attack; 15-5.3b — none under 禁錮. */
export function glidePlaces(c: DeclareContext, unit: Unit): { line: number; row: Row }[] {
  if (!has(unit, 'glide') || has(unit, 'imprisoned')) return [];
  return PLACES.filter((to) => glideAllowed(c, unit, to) && mayAttack(glided(c, unit.id, to), unit.id));
}

/** A unit set to attack this turn is still attacking (11-3 turns one that lost its target upright). */
const someAttacking = (c: DeclareContext) => c.units.some((u) => c.declared.includes(u.id) && u.state === 'attacking');

/** How the 進攻宣言 ends: with units attacking (11-4), with every attack made since undone, or with none made. */
function finishEntry(c: DeclareContext): LogEntry {
  if (someAttacking(c)) return { step: 'declare.finish', clauses: ['11-2', '11-4'] };
  if (!c.declared.length) return { step: 'declare.noneLeft', clauses: ['11-1'] };
  // 11-1 — a unit did attack; 15-5.1b — one turned sideways had its attack canceled; 11-3 — it attacked this turn.
  const canceled = c.declared.some((id) => c.units.find((u) => u.id === id)?.state === 'sideways');
  return { step: 'declare.noneAttacking', clauses: [...(canceled ? ['15-5.1b'] : []), '11-1', '11-3'] };
}

/** 11-3 — an attacking unit that no longer has a target in front is turned upright at once. */
function recheckTargets(c: DeclareContext): DeclareContext {
  let next = c;
  for (const id of c.declared) {
    const unit = next.units.find((u) => u.id === id);
    if (unit && unit.state === 'attacking' && defendersOf(next.units, unit).length === 0) {
      next = log({ ...next, units: next.units.map((u) => (u.id === id ? { ...u, state: 'upright' as const } : u)) }, { step: 'declare.lostTarget', clauses: noTargetClauses(next.units, unit), values: { unit: id } });
    }
  }
  return next;
}

/**
 * Why this unit may not attack now, or null if it may: the same conditions as `mayAttack`, each
 * with the rule it comes from, checked in the order a judge would ask them.
 */
export function whyNotAttack(c: DeclareContext, e: Extract<DeclareEvent, { type: 'attack.declare' }>): Refusal | null {
  const unit = c.units.find((u) => u.id === e.unit);
  const values = { unit: e.unit };
  if (!unit) return { step: 'refuse.notOnField', clauses: ['11-1'], values };
  if (unit.owner !== c.attacker) return { step: 'refuse.notOwn', clauses: ['11-1'], values };
  if (has(unit, 'blocker')) return { step: 'refuse.blockerAttacks', clauses: ['15-1.4a'], values };
  // 11-3 — once per turn, whatever state it is in now.
  if (c.declared.includes(unit.id)) return { step: 'refuse.attackedThisTurn', clauses: ['11-3'], values };
  if (unit.state === 'sideways') return { step: 'refuse.sideways', clauses: ['8-3'], values };
  if (unit.state !== 'upright') return { step: 'refuse.notUpright', clauses: ['11-1'], values };
  // 15-1.2a — a 遠程 unit must nominate the position it attacks.
  if (has(unit, 'ranged') && !e.row) return { step: 'refuse.rangedNominates', clauses: ['15-1.2a'], values };
  // 15-2.4a — a 滑行 unit moves to an empty own place; 15-2.4b — only to one it may attack from.
  if (e.glideTo) {
    if (!has(unit, 'glide') || !glideAllowed(c, unit, e.glideTo)) return { step: 'refuse.glide', clauses: ['15-2.4a'], values };
    // 15-5.3b — a unit under 禁錮 may not move, so it may not use an effect that moves it.
    if (has(unit, 'imprisoned')) return { step: 'refuse.imprisonedGlide', clauses: ['15-5.3b', '15-5.3a'], values };
    return mayAttack(glided(c, e.unit, e.glideTo), e.unit, e.row) ? null : { step: 'refuse.glideNoTarget', clauses: ['15-2.4b'], values };
  }
  if (mayAttack(c, e.unit, e.row)) return null;
  // 11-1 — an enemy unit in front; 15-1.2a — a 遠程 unit nominates a place holding one; 15-1.4b —
  // only a 破甲 unit attacks a 阻擋 one (the unit it would fight: the nominated one, else the first).
  const inFront = unitsInFront(c.units, unit);
  if (!inFront.length) return { step: 'refuse.noTarget', clauses: ['11-1'], values };
  const target = has(unit, 'ranged') && !has(unit, 'pierce') ? inFront.find((u) => u.row === e.row) : inFront[0];
  return target ? { step: 'refuse.blocked', clauses: ['15-1.4b'], values: { ...values, target: target.id } } : { step: 'refuse.rangedEmpty', clauses: ['15-1.2a'], values: { ...values, row: e.row! } };
}

/**
 * 11-2 — the sandbox models using an effect as a step that changes nothing on the board, so it is
 * not offered again right after it was used (a second click would only repeat the log line).
 */
export const offeredAfter = (previous?: { type: string }) => (event: { type: string }) => !(event.type === 'effect.use' && previous?.type === 'effect.use');

export const declareMachine = setup({
  types: { context: {} as DeclareContext, events: {} as DeclareEvent, input: {} as DeclareInput, meta: {} as StateMeta },
  guards: {
    /** 11-1 (site's reading, see 2-4.2's note) — 進攻宣言 needs at least one unit that may attack. */
    'some unit may attack': ({ context }) => anyMayAttack(context),
    /** 11-1, 11-3 — this unit may attack (from where it glides to, 15-2.4) and has not attacked this turn. */
    'unit may attack': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => whyNotAttack(context, event as Extract<DeclareEvent, { type: 'attack.declare' }>)),
    /**
     * 11-1, 11-3 — at least one unit has been set to attack this 進攻宣言 (even if its attack was
     * canceled since, 15-5.1b, or it lost its target, 11-3), or none can any more (effects took
     * every target before the first attack: the site's reading in 11-1's note).
     */
    'may finish': ruleGuard(({ context }: { context: DeclareContext }) =>
      context.declared.length > 0 || !anyMayAttack(context) ? null : { step: 'refuse.noneAttacking', clauses: ['11-1'] },
    ),
    /** 6-3, 10-1 — an exact-timing effect removes a unit from the field: one that is on it. */
    'unit on field': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => {
      const unit = (event as { unit: string }).unit;
      return context.units.some((u) => u.id === unit) ? null : { step: 'refuse.notOnField', clauses: ['10-1'], values: { unit } };
    }),
    /** 11-2 or 6-3, 15-5.1a — an effect turns a unit sideways: one on the field. */
    'unit to turn sideways': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => {
      const unit = (event as { unit: string }).unit;
      return context.units.some((u) => u.id === unit) ? null : { step: 'refuse.notOnField', clauses: ['15-5.1a'], values: { unit } };
    }),
  },
  actions: {
    start: assign(({ context }) => log(context, { step: 'declare.start', clauses: ['2-4.2', '11-1', '11-2'] })),
    cannot: assign(({ context }) => log(context, { step: 'declare.none', clauses: ['11-1', '2-4.2'] })),
    useEffect: assign(({ context }) => log(context, { step: 'declare.effect', clauses: ['11-2'] })),
    declare: assign(({ context, event }) => {
      const e = event as Extract<DeclareEvent, { type: 'attack.declare' }>;
      if (e.glideTo) context = log(glided(context, e.unit, e.glideTo), { step: 'declare.glide', clauses: ['15-2.4a', '15-2.4b'], values: { unit: e.unit, line: e.glideTo.line, row: e.glideTo.row } });
      const units = context.units.map((u) => (u.id === e.unit ? { ...u, state: 'attacking' as const, ...(e.row ? { rangedTarget: e.row } : {}) } : u));
      return log({ ...context, units, declared: [...context.declared, e.unit] }, { step: 'declare.attack', clauses: ['11-1', '8-2', ...(e.row ? ['15-1.2a'] : [])], values: { unit: e.unit } });
    }),
    /**
     * 15-5.1a — the unit is turned sideways; 15-5.1b — if it was attacking, its attack is canceled
     * (and 11-3: it attacked this turn). Before any unit attacks, effects may be used (11-2); once
     * one has, only an exact-timing effect may be (6-3).
     */
    turnSideways: assign(({ context, event }) => {
      const id = (event as { unit: string }).unit;
      const attacking = context.units.find((u) => u.id === id)!.state === 'attacking';
      const units = context.units.map((u) => (u.id === id ? { ...u, state: 'sideways' as const } : u));
      const when = context.declared.length ? '6-3' : '11-2';
      return log({ ...context, units }, attacking ? { step: 'declare.canceled', clauses: ['15-5.1a', '15-5.1b', when], values: { unit: id } } : { step: 'declare.sideways', clauses: ['15-5.1a', '8-3', when], values: { unit: id } });
    }),
    remove: assign(({ context, event }) => {
      const id = (event as { unit: string }).unit;
      const next = log({ ...context, units: context.units.filter((u) => u.id !== id) }, { step: 'declare.removed', clauses: ['6-3'], values: { unit: id } });
      return recheckTargets(next);
    }),
    // 11-4 — the attacking units fight in the enemy's next 防守階段. None is attacking any more:
    // units did attack, but their attacks were canceled (15-5.1b) or they were turned upright (11-3);
    // or none attacked, effects having taken every target first (11-1's note).
    finish: assign(({ context }) => log(context, finishEntry(context))),
  },
}).createMachine({
  id: 'xinglingwang-declare',
  context: ({ input }) => ({ attacker: input.attacker, units: input.units, declared: [], log: null }),
  initial: 'start',
  meta: { clauses: ['11-1', '2-4.2'] },
  states: {
    start: {
      meta: { clauses: ['2-4.2'] },
      always: [
        { guard: 'some unit may attack', target: 'beforeFirst', actions: 'start', meta: { clauses: ['11-1'] } },
        { target: 'cannotDeclare', actions: 'cannot', meta: { clauses: ['11-1', '2-4.2'] } },
      ],
    },
    beforeFirst: {
      meta: { clauses: ['11-2'] },
      on: {
        'effect.use': { actions: 'useEffect', meta: { clauses: ['11-2'] } },
        'effect.remove': { guard: 'unit on field', actions: 'remove', meta: { clauses: ['6-3', '11-3'] } },
        'effect.sideways': { guard: 'unit to turn sideways', actions: 'turnSideways', meta: { clauses: ['11-2', '15-5.1a'] } },
        'attack.declare': { guard: 'unit may attack', target: 'declaring', actions: 'declare', meta: { clauses: ['11-1', '11-2'] } },
        // Effects took every target before any unit attacked (11-1's note): the declaration ends.
        'attack.finish': { guard: 'may finish', target: 'done', actions: 'finish', meta: { clauses: ['11-1'] } },
      },
    },
    declaring: {
      // 11-2 — once a unit attacks, no effect until every unit meant to attack has.
      meta: { clauses: ['11-2', '11-3'], forbids: { 'effect.use': ['11-2'] } },
      on: {
        'attack.declare': { guard: 'unit may attack', actions: 'declare', meta: { clauses: ['11-1', '11-3'] } },
        'effect.remove': { guard: 'unit on field', actions: 'remove', meta: { clauses: ['6-3', '11-3'] } },
        'effect.sideways': { guard: 'unit to turn sideways', actions: 'turnSideways', meta: { clauses: ['6-3', '15-5.1a', '15-5.1b'] } },
        'attack.finish': { guard: 'may finish', target: 'done', actions: 'finish', meta: { clauses: ['11-2', '11-4', '15-5.1b'] } },
      },
    },
    done: { meta: { clauses: ['11-4'] }, type: 'final' },
    cannotDeclare: { meta: { clauses: ['11-1', '2-4.2'] }, type: 'final' },
  },
});

/** The attack declarations a unit could make: a 遠程 unit per nominated row, a 滑行 unit also from each place it may glide to. */
export function declareCandidates(c: DeclareContext, unit: Unit): Extract<DeclareEvent, { type: 'attack.declare' }>[] {
  const rows: (Row | undefined)[] = has(unit, 'ranged') ? ['front', 'back'] : [undefined];
  const from = [undefined, ...glidePlaces(c, unit)];
  return from.flatMap((glideTo) => rows.map((row) => ({ type: 'attack.declare' as const, unit: unit.id, ...(row ? { row } : {}), ...(glideTo ? { glideTo } : {}) })));
}
