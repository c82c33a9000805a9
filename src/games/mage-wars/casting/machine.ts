/**
 * Mage Wars' casting sequence (6-2, 6-3) as a machine: the spell is cast on a target and its cost
 * paid (from a familiar's or spawnpoint's own mana first, spent in full: 10-2, 10-3, 11-3); the
 * opponent may counter it (6-2.2); otherwise it resolves (6-2.3) — unless its range or target is
 * found wrong then, which counts as countered (6-3). A spell bound to the mage's equipment (7-8) is
 * cast once a round and not discarded; where it goes when countered is a disputed point (7-8.4),
 * and the sandbox plays either reading, the site's by default. Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { distance, type Zone } from '../arena';
import { aimExists, aimZone, mageOf, payment, wrongAim, type Aim, type Spell, type Thing } from './rules';

/** 7-8.4's two readings: the countered bound spell returns to the spellbook (the body: the site's reading), or stays bound (comment 4). */
export type Reading = 'book' | 'bound';

export interface CastingInput {
  things: Thing[];
  /** Who casts: a mage, a familiar or a spawnpoint on the arena. */
  caster: string;
  spell: Spell;
  /** The bound spell has been cast this round already (7-8.2). */
  boundCast?: boolean;
  reading?: Reading;
}

/** Where the spell card is: planned (3-5) or bound (7-8.1) before the cast; then discarded, back in the spellbook, bound, or face down on its target. */
export type Card = 'planned' | 'bound' | 'discard' | 'book' | 'attached';

export interface CastingContext {
  things: Thing[];
  caster: string;
  spell: Spell;
  boundCast: boolean;
  reading: Reading;
  aim: Aim | null;
  card: Card;
  /** The position as set up, for starting over under the other reading. */
  setup: CastingInput;
  log: Log | null;
}

export type CastingEvent = { type: 'spell.cast'; target?: string; zone?: Zone } | { type: 'counter.play' } | { type: 'counter.pass' };
type With<T extends CastingEvent['type']> = Extract<CastingEvent, { type: T }>;

const log = (c: CastingContext, ...entries: LogEntry[]): CastingContext => logged(c, ...entries);
export const thingOf = (c: CastingContext, id: string) => c.things.find((t) => t.id === id)!;
const setMana = (things: Thing[], id: string, mana: number) => things.map((t) => (t.id === id ? { ...t, mana } : t));

function initial(input: CastingInput): CastingContext {
  const s = input.spell;
  const c: CastingContext = { things: input.things.map((t) => ({ ...t })), caster: input.caster, spell: s, boundCast: !!input.boundCast, reading: input.reading ?? 'book', aim: null, card: s.bound ? 'bound' : 'planned', setup: input, log: null };
  return { ...c, log: newLog({ step: s.bound ? 'start.bound' : 'start', clauses: s.bound ? ['6-2', '7-8.2'] : ['6-2'], values: { caster: input.caster, spell: s.id, type: s.type, cost: s.cost, min: s.range[0], max: s.range[1], action: s.action } }) };
}

/** Why the spell may not be cast so, citing the rule, or null. */
export function whyNotCast(c: CastingContext, e: With<'spell.cast'>): Refusal | null {
  const aim: Aim = { target: e.target, zone: e.zone };
  if (!aimExists(c.things, aim)) return { step: 'refuse.noTarget', clauses: ['6-2.1'], values: {} };
  // 7-8.2 — a bound spell once a round.
  if (c.spell.bound && c.boundCast) return { step: 'refuse.boundOnce', clauses: ['7-8.2'], values: { spell: c.spell.id } };
  // 6-2.1's note (the site's reading): a spell whose cost the caster's mana cannot pay is not cast; a
  // familiar's or a spawnpoint's (11-1) shortfall is made up from its mage's mana (10-2).
  const caster = thingOf(c, c.caster);
  if (!payment(c.things, caster, c.spell.cost)) {
    if (caster.kind === 'mage') return { step: 'refuse.mana', clauses: ['6-2.1'], values: { cost: c.spell.cost, caster: caster.id, mana: caster.mana ?? 0 } };
    const mage = mageOf(c.things, caster.owner);
    return { step: 'refuse.manaShort', clauses: caster.kind === 'spawnpoint' ? ['6-2.1', '10-2', '11-1'] : ['6-2.1', '10-2'], values: { cost: c.spell.cost, caster: caster.id, own: caster.mana ?? 0, mage: mage?.mana ?? 0 } };
  }
  return null;
}

/** 6-2.1, 6-1.2, 10-2, 10-3 — the spell is cast on its target and its cost paid. A wrong target is not stopped here: it is found at resolution (6-3). */
function cast(c: CastingContext, e: With<'spell.cast'>): CastingContext {
  const aim: Aim = e.target !== undefined ? { target: e.target } : { zone: e.zone };
  const caster = thingOf(c, c.caster);
  const pay = payment(c.things, caster, c.spell.cost)!;
  const wrong = wrongAim(c.things, caster, c.spell, aim);
  const where: Record<string, string | number> = aim.target !== undefined ? { target: aim.target } : { col: aim.zone![0], row: aim.zone![1] };
  const entries: LogEntry[] = [{ step: aim.target !== undefined ? 'cast' : 'cast.zone', clauses: ['6-2.1'], values: { ...where, spell: c.spell.id, distance: wrong?.distance ?? distanceOf(c, aim) } }];
  let things = c.things;
  if (caster.kind === 'mage') {
    things = setMana(things, caster.id, (caster.mana ?? 0) - pay.mage);
    entries.push({ step: 'pay', clauses: ['6-1.2'], values: { caster: caster.id, cost: c.spell.cost, left: (caster.mana ?? 0) - pay.mage } });
  } else {
    const mage = things.find((t) => t.kind === 'mage' && t.owner === caster.owner);
    things = setMana(things, caster.id, 0);
    if (pay.mage && mage) things = setMana(things, mage.id, (mage.mana ?? 0) - pay.mage);
    entries.push({
      step: pay.mage ? 'pay.short' : pay.lost ? 'pay.lost' : 'pay.own',
      clauses: pay.mage ? ['10-2', '10-3', ...(caster.kind === 'spawnpoint' ? ['11-1', '11-3'] : [])] : ['10-3', ...(caster.kind === 'spawnpoint' ? ['11-3'] : [])],
      values: { caster: caster.id, cost: c.spell.cost, own: pay.own, lost: pay.lost, mage: pay.mage, mageId: mage?.id ?? '' },
    });
  }
  return log({ ...c, things, aim, boundCast: c.spell.bound ? true : c.boundCast }, ...entries);
}

const distanceOf = (c: CastingContext, aim: Aim) => distance(thingOf(c, c.caster).zone, aimZone(c.things, aim));

/** Where a countered spell goes: discarded (6-2.2); bound, back to the spellbook (7-8.4, the body) or still bound (comment 4). Its cost stays spent. */
function countered(c: CastingContext, first: LogEntry): CastingContext {
  if (!c.spell.bound) return log({ ...c, card: 'discard' }, first, { step: 'card.discard', clauses: ['6-2.2'], values: { spell: c.spell.id } });
  return c.reading === 'book'
    ? log({ ...c, card: 'book' }, first, { step: 'card.book', clauses: ['7-8.4'], values: { spell: c.spell.id } })
    : log({ ...c, card: 'bound' }, first, { step: 'card.stays', clauses: ['7-8.4'], values: { spell: c.spell.id } });
}

const wrongNow = (c: CastingContext) => wrongAim(c.things, thingOf(c, c.caster), c.spell, c.aim!);

/** 6-3 — the range or target checked at resolution is wrong: the cast counts as countered. */
function foundWrong(c: CastingContext): CastingContext {
  const wrong = wrongNow(c)!;
  return countered(c, { step: wrong.reason === 'range' ? 'wrong.range' : 'wrong.target', clauses: ['6-3'], values: { spell: c.spell.id, distance: wrong.distance, min: c.spell.range[0], max: c.spell.range[1] } });
}

/** 6-2.3, 7-6.1, 7-8.2 — the spell resolves: discarded; an enchantment stays face down on its target; a bound spell is turned face up and stays bound. */
function resolved(c: CastingContext): CastingContext {
  const first: LogEntry = { step: 'resolved', clauses: ['6-2.3'], values: { spell: c.spell.id } };
  if (c.spell.bound) return log({ ...c, card: 'bound' }, first, { step: 'card.faceUp', clauses: ['7-8.2'], values: { spell: c.spell.id } });
  if (c.spell.type === 'enchantment') return log({ ...c, card: 'attached' }, first, { step: 'card.attached', clauses: ['7-6.1'], values: { spell: c.spell.id } });
  return log({ ...c, card: 'discard' }, first, { step: 'card.discard', clauses: ['6-2.3'], values: { spell: c.spell.id } });
}

export const castingMachine = setup({
  types: {
    context: {} as CastingContext,
    events: {} as CastingEvent,
    input: {} as CastingInput,
    meta: {} as StateMeta,
  },
  guards: {
    'may cast': ruleGuard(({ context, event }: { context: CastingContext; event: CastingEvent }) => whyNotCast(context, event as With<'spell.cast'>)),
    'range or target wrong': ({ context }) => wrongNow(context) !== null,
  },
  actions: {
    cast: assign(({ context, event }) => cast(context, event as With<'spell.cast'>)),
    counter: assign(({ context }) => countered(context, { step: 'counter.play', clauses: ['6-2.2'], values: { spell: context.spell.id } })),
    pass: assign(({ context }) => log(context, { step: 'counter.pass', clauses: ['6-2.2'], values: {} })),
    foundWrong: assign(({ context }) => foundWrong(context)),
    resolved: assign(({ context }) => resolved(context)),
  },
}).createMachine({
  id: 'mage-wars-casting',
  context: ({ input }) => initial(input),
  initial: 'cast',
  meta: { clauses: ['6-2'] },
  states: {
    cast: {
      // 6-2.2 — the opponent may counter a spell after it is cast, not before.
      meta: { clauses: ['6-2.1'], forbids: { 'counter.play': ['6-2.2'], 'counter.pass': ['6-2.2'] } },
      on: { 'spell.cast': { guard: 'may cast', target: 'counter', actions: 'cast', meta: { clauses: ['6-2.1', '6-1.2'] } } },
    },
    counter: {
      meta: { clauses: ['6-2.2'] },
      on: {
        'counter.play': { target: 'countered', actions: 'counter', meta: { clauses: ['6-2.2', '7-8.4'] } },
        'counter.pass': { target: 'resolve', actions: 'pass', meta: { clauses: ['6-2.2'] } },
      },
    },
    // 6-2.3, 6-3 — the spell resolves, its range and target checked first.
    resolve: {
      meta: { clauses: ['6-2.3', '6-3'] },
      always: [
        { guard: 'range or target wrong', target: 'countered', actions: 'foundWrong', meta: { clauses: ['6-3'] } },
        { target: 'resolved', actions: 'resolved', meta: { clauses: ['6-2.3'] } },
      ],
    },
    countered: { type: 'final', meta: { clauses: ['6-2.2'] } },
    resolved: { type: 'final', meta: { clauses: ['6-2.3'] } },
  },
});
