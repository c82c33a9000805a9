/**
 * 星靈王 進攻宣言 (十一 1–3): in the 戰術階段 the current player sets units to attack, one after
 * another, as one continuous act. Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { has, unitsInFront, type Player, type Row, type Unit } from '../board';
import { defendersOf, noTargetClauses } from '../combat';
import { logged, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { alightedBy, charged, CHARGE_MAX, spentBy, whyNotAlight, whyNotBoard, whyNotSpend, whyNotTarget, type ShortCost } from '../keywords';
import { battleUsesPart } from '../parts';
import { noEffects, plainUnits, startCards, type Cards, type CardsInput } from '../battle-cards';
import type { UseEvent } from '../battle-uses';
import { anyMayAttack, glideAllowed, glided, mayAttack } from '../attackers';

export interface DeclareInput extends CardsInput {
  /** The current turn player, declaring attacks. */
  attacker: Player;
  units: Unit[];
  /** 15-6.2a's and 15-6.5a's notes: a 耗能 or 下車 with less than it removes (keywords.ts). */
  shortCost?: ShortCost;
}

export interface DeclareContext extends Partial<Cards> {
  attacker: Player;
  units: Unit[];
  /** 11-3 — units set to attack this turn (each at most once). */
  declared: string[];
  shortCost?: ShortCost;
  log: Log | null;
}

export type DeclareEvent =
  | { type: 'effect.use' }
  | { type: 'attack.declare'; unit: string; row?: Row; glideTo?: { line: number; row: Row } }
  | { type: 'effect.remove'; unit: string; source?: 'magic' | 'unit'; by?: Player }
  | { type: 'effect.sideways'; unit: string; source?: 'magic' | 'unit'; by?: Player }
  | { type: 'attack.finish' }
  /** 六, 七 — a magic card from a hand, a unit's effect, and its targets (battle-uses.ts). */
  | { type: 'card.use'; card: string }
  | { type: 'effect.activate'; unit: string }
  | { type: 'target.choose'; unit: string }
  | KeywordEffectEvent;

/** 15-6 — the effects on charge energy and on 小旅人 under a unit that the 進攻宣言 plays before the first attack (11-2). */
export type KeywordEffectEvent =
  | { type: 'energy.charge'; unit: string; count: number }
  | { type: 'energy.spend'; unit: string; count: number }
  | { type: 'rider.board'; unit: string; traveller: string }
  | { type: 'rider.alight'; unit: string; count: number };

/**
 * 10-1, 15-5.1a — an effect acts on a unit on the field; 15-4.2, 15-4.4 — one that says where it
 * comes from may not choose a unit resisting that source as its target (used by the current player
 * unless it says, keywords.ts).
 */
function whyNotAffect(c: DeclareContext, e: { unit: string; source?: 'magic' | 'unit'; by?: Player }, clause: string): Refusal | null {
  if (c.using) return targetsFirst(c);
  const unit = c.units.find((u) => u.id === e.unit);
  if (!unit) return { step: 'refuse.notOnField', clauses: [clause], values: { unit: e.unit } };
  return e.source ? whyNotTarget(unit, { kind: e.source, player: e.by ?? c.attacker }) : null;
}

/** 15-6 — why this effect on charge energy or 小旅人 may not be used now (keywords.ts), or null. */
export function whyNotKeywordEffect(c: DeclareContext, e: KeywordEffectEvent): Refusal | null {
  if (c.using) return targetsFirst(c);
  const unit = c.units.find((u) => u.id === e.unit);
  if (e.type === 'rider.board') return whyNotBoard(c.units.find((u) => u.id === e.traveller), unit, e.traveller, e.unit);
  if (!unit) return { step: 'refuse.notOnField', clauses: [e.type === 'energy.charge' ? '15-6.1a' : e.type === 'energy.spend' ? '15-6.2a' : '15-6.5a'], values: { unit: e.unit } };
  if (e.type === 'energy.spend') return whyNotSpend(unit, e.count, c.shortCost);
  if (e.type === 'rider.alight') return whyNotAlight(unit, e.count, c.shortCost);
  return null;
}

/** 15-6 — the board and the log after an effect on charge energy or on 小旅人 under a unit. */
export function keywordEffect(c: DeclareContext, e: KeywordEffectEvent): DeclareContext {
  const set = (id: string, change: Partial<Unit>, units = c.units) => units.map((u) => (u.id === id ? { ...u, ...change } : u));
  const unit = c.units.find((u) => u.id === e.unit)!;
  const charge = unit.charge ?? 0;
  if (e.type === 'energy.charge') {
    const after = charged(unit, e.count);
    const capped = after < charge + e.count;
    return log({ ...c, units: set(unit.id, { charge: after }) }, { step: capped ? 'energy.chargedCap' : 'energy.charged', clauses: ['15-6.1a', '15-6.1b'], values: { unit: unit.id, count: e.count, charge: after, max: CHARGE_MAX } });
  }
  if (e.type === 'energy.spend') {
    const spent = spentBy(unit, e.count, c.shortCost ?? 'whole');
    const short = spent < Math.max(1, e.count);
    return log({ ...c, units: set(unit.id, { charge: charge - spent }) }, { step: short ? 'energy.spentShort' : 'energy.spent', clauses: ['15-6.2a', ...(e.count < 1 ? ['15-6.2b'] : []), ...(short ? ['6-2'] : [])], values: { unit: unit.id, count: spent, charge: charge - spent, need: Math.max(1, e.count) } });
  }
  if (e.type === 'rider.alight') {
    const returned = alightedBy(unit, e.count, c.shortCost ?? 'whole');
    const riders = (unit.riders ?? 0) - returned;
    return log({ ...c, units: set(unit.id, { riders }) }, { step: returned < e.count ? 'rider.alightedShort' : 'rider.alighted', clauses: ['15-6.5a', ...(returned < e.count ? ['6-2'] : [])], values: { unit: unit.id, count: returned, riders, need: e.count } });
  }
  // 15-6.4a — the 小旅人 leaves its place for under the 搭乘 unit; 11-3 — an attack may have lost its target.
  const units = set(unit.id, { riders: (unit.riders ?? 0) + 1 }).filter((u) => u.id !== e.traveller);
  return recheckTargets(log({ ...c, units }, { step: 'rider.boarded', clauses: ['15-6.4a', '15-6.3b'], values: { unit: unit.id, traveller: e.traveller, riders: (unit.riders ?? 0) + 1, count: unit.ride! } }));
}

const log = (c: DeclareContext, entry: LogEntry): DeclareContext => logged(c, entry);

/** 6-6 — the targets of an effect being used are chosen before anything else is done. */
const targetsFirst = (c: DeclareContext): Refusal => ({ step: 'refuse.targetsFirst', clauses: ['6-6'], values: { card: c.using!.source } });

/** 六, 七 — card effects (battle-uses.ts, a part loaded for a position with a card that has an effect). */
const uses = () => battleUsesPart.use();
/** The context with its cards (a declaration always has them: startCards). */
const withCards = (c: DeclareContext) => c as DeclareContext & Cards;

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
    if (!unit || unit.state !== 'attacking') continue;
    // 15-1.4a — an effect gave it 阻擋: it no longer meets the conditions of attacking.
    const unfit = has(unit, 'blocker');
    if (!unfit && defendersOf(next.units, unit).length > 0) continue;
    const upright = { ...next, units: next.units.map((u) => (u.id === id ? { ...u, state: 'upright' as const } : u)) };
    next = log(upright, unfit ? { step: 'declare.unfit', clauses: ['11-3', '15-1.4a'], values: { unit: id } } : { step: 'declare.lostTarget', clauses: noTargetClauses(next.units, unit), values: { unit: id } });
  }
  return next;
}

/**
 * Why this unit may not attack now, or null if it may: the same conditions as `mayAttack`, each
 * with the rule it comes from, checked in the order a judge would ask them.
 */
export function whyNotAttack(c: DeclareContext, e: Extract<DeclareEvent, { type: 'attack.declare' }>): Refusal | null {
  if (c.using) return targetsFirst(c);
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

export const declareMachine = setup({
  types: { context: {} as DeclareContext, events: {} as DeclareEvent, input: {} as DeclareInput, meta: {} as StateMeta },
  guards: {
    /** 11-1 (site's reading, see 2-4.2's note) — 進攻宣言 needs at least one unit that may attack. */
    'some unit may attack': ({ context }) => anyMayAttack(context),
    /** 11-1, 11-3 — this unit may attack (from where it glides to, 15-2.4) and has not attacked this turn. */
    'unit may attack': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => whyNotAttack(context, event as Extract<DeclareEvent, { type: 'attack.declare' }>)),
    /** 11-2 — named by the `forbids` of the attacks under way: an effect not of an exact timing waits until every unit meant to attack has attacked. */
    'effect mid attack': ruleGuard((): Refusal => ({ step: 'refuse.effectMidAttack', clauses: ['11-2'] })),
    /**
     * 11-1, 11-3 — at least one unit has been set to attack this 進攻宣言 (even if its attack was
     * canceled since, 15-5.1b, or it lost its target, 11-3), or none can any more (effects took
     * every target before the first attack: the site's reading in 11-1's note).
     */
    'may finish': ruleGuard(({ context }: { context: DeclareContext }) =>
      context.using ? targetsFirst(context) : context.declared.length > 0 || !anyMayAttack(context) ? null : { step: 'refuse.noneAttacking', clauses: ['11-1'] },
    ),
    /** 6-3, 10-1 — an exact-timing effect removes a unit from the field: one that is on it, and (15-4.2, 15-4.4) that does not resist it. */
    'unit on field': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => whyNotAffect(context, event as Extract<DeclareEvent, { type: 'effect.remove' }>, '10-1')),
    /** 11-2 or 6-3, 15-5.1a — an effect turns a unit sideways: one on the field, and (15-4.2, 15-4.4) that does not resist it. */
    'unit to turn sideways': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => whyNotAffect(context, event as Extract<DeclareEvent, { type: 'effect.sideways' }>, '15-5.1a')),
    /** 15-6 — an effect on charge energy or on 小旅人 under a unit that the rules allow now (keywords.ts). */
    'keyword effect allowed': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => whyNotKeywordEffect(context, event as KeywordEffectEvent)),
    /** 11-2, 6-3, 7-1, 6-1 — this card or unit's effect may be used now (battle-uses.ts). */
    'may use effect': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => noEffects(withCards(context), event as UseEvent) ?? uses().whyNotUse(withCards(context), event as UseEvent, uses().declarePoint(context))),
    /** 6-6 — a target of the effect being used. */
    'may choose target': ruleGuard(({ context, event }: { context: DeclareContext; event: DeclareEvent }) => {
      const unit = (event as { unit: string }).unit;
      return context.using ? uses().whyNotChoose(withCards(context), unit) : { step: 'refuse.nothingUsed', clauses: ['6-6'], values: { unit } };
    }),
    /** 6-6 — the targets of an effect being used come first. */
    'no use pending': ruleGuard(({ context }: { context: DeclareContext }) => (context.using ? targetsFirst(context) : null)),
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
      const riders = context.units.find((u) => u.id === id)!.riders ?? 0;
      let next = log({ ...context, units: context.units.filter((u) => u.id !== id) }, { step: 'declare.removed', clauses: ['6-3'], values: { unit: id } });
      // 10-5 — the 小旅人 under it leave the field with it and go back to the forest (the site's reading in 15-6.3a's note).
      if (riders) next = log(next, { step: 'riders.forest', clauses: ['10-5', '15-6.3a'], values: { unit: id, count: riders } });
      return recheckTargets(next);
    }),
    keywordEffect: assign(({ context, event }) => keywordEffect(context, event as KeywordEffectEvent)),
    // 六, 七 — a card or effect used, its targets chosen (6-6), resolved; 11-3 — an attack may have lost its target.
    useCardEffect: assign(({ context, event }) => recheckTargets(uses().beginUse(withCards(context), event as UseEvent, uses().declarePoint(context)))),
    chooseTarget: assign(({ context, event }) => recheckTargets(uses().chooseTarget(withCards(context), (event as { unit: string }).unit))),
    // 11-4 — the attacking units fight in the enemy's next 防守階段. None is attacking any more:
    // units did attack, but their attacks were canceled (15-5.1b) or they were turned upright (11-3);
    // or none attacked, effects having taken every target first (11-1's note).
    finish: assign(({ context }) => log(context, finishEntry(context))),
  },
}).createMachine({
  id: 'xinglingwang-declare',
  context: ({ input }) => ({ ...startCards(input, input.units), attacker: input.attacker, units: plainUnits(input.units), declared: [], ...(input.shortCost ? { shortCost: input.shortCost } : {}), log: null }),
  initial: 'start',
  meta: { clauses: ['11-1', '2-4.2'] },
  // 六, 七 — before the first attack the current player's cards of the 主要階段; after it, cards of an exact timing (11-2, 6-3).
  on: {
    'card.use': { guard: 'may use effect', actions: 'useCardEffect', meta: { clauses: ['7-1', '11-2'] } },
    'effect.activate': { guard: 'may use effect', actions: 'useCardEffect', meta: { clauses: ['6-1', '11-2'] } },
    'target.choose': { guard: 'may choose target', actions: 'chooseTarget', meta: { clauses: ['6-6'] } },
  },
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
        'effect.use': { guard: 'no use pending', actions: 'useEffect', meta: { clauses: ['11-2'] } },
        'effect.remove': { guard: 'unit on field', actions: 'remove', meta: { clauses: ['6-3', '11-3'] } },
        'effect.sideways': { guard: 'unit to turn sideways', actions: 'turnSideways', meta: { clauses: ['11-2', '15-5.1a'] } },
        'attack.declare': { guard: 'unit may attack', target: 'declaring', actions: 'declare', meta: { clauses: ['11-1', '11-2'] } },
        'energy.charge': { guard: 'keyword effect allowed', actions: 'keywordEffect', meta: { clauses: ['11-2', '15-6.1a'] } },
        'energy.spend': { guard: 'keyword effect allowed', actions: 'keywordEffect', meta: { clauses: ['11-2', '15-6.2a'] } },
        'rider.board': { guard: 'keyword effect allowed', actions: 'keywordEffect', meta: { clauses: ['11-2', '15-6.4a'] } },
        'rider.alight': { guard: 'keyword effect allowed', actions: 'keywordEffect', meta: { clauses: ['11-2', '15-6.5a'] } },
        // Effects took every target before any unit attacked (11-1's note): the declaration ends.
        'attack.finish': { guard: 'may finish', target: 'done', actions: 'finish', meta: { clauses: ['11-1'] } },
      },
    },
    declaring: {
      // 11-2 — once a unit attacks, no effect but one of an exact timing until every unit meant to attack has.
      meta: { clauses: ['11-2', '11-3'], forbids: { 'effect.use': 'effect mid attack', 'energy.charge': 'effect mid attack', 'energy.spend': 'effect mid attack', 'rider.board': 'effect mid attack', 'rider.alight': 'effect mid attack' } },
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
