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
import { aimExists, aimZone, displaced, mageOf, payment, wrongAim, RINGS, type Aim, type Piece, type Slot, type Spell, type Thing } from './rules';

/** 7-8.4's two readings: the countered bound spell returns to the spellbook (the body: the site's reading), or stays bound (comment 4). */
export type Reading = 'book' | 'bound';
/**
 * 7-7.5's readings: equipment goes on one's own mage only and never a second piece of a name (the
 * source: the site's reading), or the official rulebook's: a piece of the same name replaces the old
 * one, which returns to the spellbook, and equipment may be cast on an enemy mage, into a place free
 * there (otherwise it is canceled and discarded).
 */
export type EquipReading = 'source' | 'rulebook';
/** A copy of a spell in play, by name and owner (14-7, 14-8). */
export interface Copy { spell: string; owner: 0 | 1 }

export interface CastingInput {
  things: Thing[];
  /** Who casts: a mage, a familiar or a spawnpoint on the arena. */
  caster: string;
  spell: Spell;
  /** The bound spell has been cast this round already (7-8.2). */
  boundCast?: boolean;
  reading?: Reading;
  /** The equipment on the mages (7-7), each with the spell bound to it (7-8.1). */
  equipped?: Piece[];
  /** The spells of the caster's spellbook that equipment being put on may bind (7-8.1). */
  book?: string[];
  /** Copies of spells in play besides the equipment, by name and owner (14-7, 14-8). */
  inPlay?: Copy[];
  equipReading?: EquipReading;
}

/** Where the spell card is: planned (3-5) or bound (7-8.1) before the cast; then discarded, back in the spellbook, bound, face down on its target, or equipped on a mage (7-7). */
export type Card = 'planned' | 'bound' | 'discard' | 'book' | 'attached' | 'equipped';

export interface CastingContext {
  things: Thing[];
  caster: string;
  spell: Spell;
  boundCast: boolean;
  reading: Reading;
  aim: Aim | null;
  card: Card;
  equipped: Piece[];
  book: string[];
  inPlay: Copy[];
  equipReading: EquipReading;
  /** The cards that went back to the spellbook, in order (7-7.4, 7-8.3). */
  returned: string[];
  /** A hand named for equipment that goes in either (7-7.3), a ring named to make room (7-7.4). */
  hand?: 'weapon' | 'shield';
  ring?: string;
  /** The position as set up, for starting over under the other reading. */
  setup: CastingInput;
  log: Log | null;
}

export type CastingEvent =
  | { type: 'spell.cast'; target?: string; zone?: Zone; hand?: 'weapon' | 'shield'; ring?: string }
  | { type: 'counter.play' }
  | { type: 'counter.pass' }
  | { type: 'spell.bind'; spell: string };
type With<T extends CastingEvent['type']> = Extract<CastingEvent, { type: T }>;

const log = (c: CastingContext, ...entries: LogEntry[]): CastingContext => logged(c, ...entries);
export const thingOf = (c: CastingContext, id: string) => c.things.find((t) => t.id === id)!;
const setMana = (things: Thing[], id: string, mana: number) => things.map((t) => (t.id === id ? { ...t, mana } : t));

function initial(input: CastingInput): CastingContext {
  const s = input.spell;
  const c: CastingContext = {
    things: input.things.map((t) => ({ ...t })), caster: input.caster, spell: s, boundCast: !!input.boundCast, reading: input.reading ?? 'book', aim: null, card: s.bound ? 'bound' : 'planned',
    equipped: (input.equipped ?? []).map((p) => ({ ...p })), book: input.book ?? [], inPlay: input.inPlay ?? [], equipReading: input.equipReading ?? 'source', returned: [], setup: input, log: null,
  };
  return { ...c, log: newLog({ step: s.bound ? 'start.bound' : 'start', clauses: s.bound ? ['6-2', '7-8.2'] : ['6-2'], values: { caster: input.caster, spell: s.id, type: s.type, cost: s.cost, min: s.range[0], max: s.range[1], action: s.action } }) };
}

/** Why the spell may not be cast so, citing the rule, or null. */
export function whyNotCast(c: CastingContext, e: With<'spell.cast'>): Refusal | null {
  const aim: Aim = { target: e.target, zone: e.zone };
  if (!aimExists(c.things, aim)) return { step: 'refuse.noTarget', clauses: ['6-2.1'], values: {} };
  // 7-8.2 — a bound spell once a round.
  if (c.spell.bound && c.boundCast) return { step: 'refuse.boundOnce', clauses: ['7-8.2'], values: { spell: c.spell.id } };
  const owner = thingOf(c, c.caster).owner;
  // 14-7 — a legendary spell: one copy of its name in play, whoever's; 14-8 — a unique one: one for each mage.
  const copies = [...c.inPlay, ...c.equipped.map((p) => ({ spell: p.id, owner: thingOf(c, p.on).owner }))].filter((x) => x.spell === c.spell.id);
  if (c.spell.legendary && copies.length) return { step: 'refuse.legendary', clauses: ['14-7'], values: { spell: c.spell.id } };
  if (c.spell.unique && copies.some((x) => x.owner === owner)) return { step: 'refuse.unique', clauses: ['14-8'], values: { spell: c.spell.id } };
  if (c.spell.type === 'equipment') {
    // 7-7.3 — equipment for either hand goes in the one the caster names as it casts (7-7.4's note: the site's reading).
    if (c.spell.slot === 'eitherHand' && !e.hand) return { step: 'refuse.chooseHand', clauses: ['7-7.3', '7-7.2', '7-7.4'], values: { spell: c.spell.id } };
    // 7-7.1, 7-7.4 — a mage wears 2 rings: a third takes the place of the one the caster names (7-7.4's note: the site's reading).
    const target = e.target === undefined ? undefined : thingOf(c, e.target);
    const rings = target ? c.equipped.filter((p) => p.on === target.id && p.slot === 'ring') : [];
    if (c.spell.slot === 'ring' && rings.length >= RINGS && !rings.some((p) => p.id === e.ring)) return { step: 'refuse.chooseRing', clauses: ['7-7.1', '7-7.4'], values: { mage: target!.id } };
  }
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
  if (e.hand) c = { ...c, hand: e.hand };
  if (e.ring) c = { ...c, ring: e.ring };
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

/** Where equipment goes: its card's place, or the hand named for one that goes in either (7-7.3). */
const placeOf = (c: CastingContext): Piece['slot'] => (c.spell.slot === 'eitherHand' ? c.hand! : (c.spell.slot as Piece['slot']));

/**
 * 7-7.1, 7-7.5 — why equipment may not go on the mage it was cast on, found at resolution as a
 * wrong target (6-3), or null: it goes on a mage; under the source, one's own, with no piece of its
 * name there yet. Under the official rulebook (7-7.5's note) a piece of the same name is replaced,
 * and one cast on an enemy mage needs its place free there.
 */
export function wrongEquip(c: CastingContext): { reason: 'notMage' | 'enemyMage' | 'sameName' | 'taken'; clauses: string[] } | null {
  if (c.spell.type !== 'equipment' || c.aim?.target === undefined) return null;
  const mage = thingOf(c, c.aim.target);
  if (mage.kind !== 'mage') return { reason: 'notMage', clauses: ['6-3', '7-7.1'] };
  const enemy = mage.owner !== thingOf(c, c.caster).owner;
  const worn = c.equipped.filter((p) => p.on === mage.id);
  if (c.equipReading === 'source') {
    if (enemy) return { reason: 'enemyMage', clauses: ['6-3', '7-7.5'] };
    if (worn.some((p) => p.id === c.spell.id)) return { reason: 'sameName', clauses: ['6-3', '7-7.5'] };
    return null;
  }
  const place = placeOf(c);
  const full = place === 'ring' ? worn.filter((p) => p.slot === 'ring').length >= RINGS : displaced(worn, mage.id, place).length > 0;
  return enemy && (full || worn.some((p) => p.id === c.spell.id)) ? { reason: 'taken', clauses: ['7-7.5'] } : null;
}

const wrongNow = (c: CastingContext) => wrongAim(c.things, thingOf(c, c.caster), c.spell, c.aim!);

/** Under the official rulebook, an enemy's equipment into a taken place, its range and target right: canceled, not countered (7-7.5's note). */
const canceledByRulebook = (c: CastingContext) => !wrongNow(c) && wrongEquip(c)?.reason === 'taken';
/** 7-7.5's note (the official rulebook) — canceled and discarded without effect; its cost stays spent. */
const canceled = (c: CastingContext): CastingContext =>
  log({ ...c, card: 'discard' }, { step: 'equip.taken', clauses: ['7-7.5'], values: { spell: c.spell.id, mage: c.aim!.target! } });

/** 6-3 — the range or target checked at resolution is wrong: the cast counts as countered. */
function foundWrong(c: CastingContext): CastingContext {
  const wrong = wrongNow(c);
  if (!wrong) {
    const why = wrongEquip(c)!;
    return countered(c, { step: `wrong.${why.reason}`, clauses: why.clauses, values: { spell: c.spell.id, mage: c.aim!.target! } });
  }
  return countered(c, { step: wrong.reason === 'range' ? 'wrong.range' : 'wrong.target', clauses: ['6-3'], values: { spell: c.spell.id, distance: wrong.distance, min: c.spell.range[0], max: c.spell.range[1] } });
}

/**
 * 7-7.1, 7-7.4, 7-8.3 — equipment goes on the mage: the pieces in its place go back to the
 * spellbook, each with the spell bound to it; under the official rulebook, a piece of its name too
 * (7-7.5's note).
 */
function equip(c: CastingContext): CastingContext {
  const mage = c.aim!.target!;
  const place = placeOf(c);
  const out = displaced(c.equipped, mage, place, c.ring);
  const same = c.equipReading === 'rulebook' ? c.equipped.filter((p) => p.on === mage && p.id === c.spell.id && !out.includes(p)) : [];
  const gone = [...out, ...same];
  const entries: LogEntry[] = [{ step: `equip.${place}`, clauses: place === 'ring' ? ['7-7.1'] : place === 'bothHands' ? ['7-7.2', '7-7.3'] : c.spell.slot === 'eitherHand' ? ['7-7.2', '7-7.3'] : ['7-7.1', '7-7.2'], values: { spell: c.spell.id, mage } }];
  const returned: string[] = [];
  for (const p of gone) {
    entries.push(same.includes(p) ? { step: 'equip.sameName', clauses: ['7-7.5'], values: { piece: p.id } } : { step: 'equip.back', clauses: ['7-7.4'], values: { piece: p.id } });
    returned.push(p.id);
    if (p.bound) {
      entries.push({ step: 'bound.back', clauses: ['7-8.3'], values: { piece: p.id, spell: p.bound } });
      returned.push(p.bound);
    }
  }
  const equipped = [...c.equipped.filter((p) => !gone.includes(p)), { id: c.spell.id, on: mage, slot: place }];
  return log({ ...c, card: 'equipped', equipped, returned: [...c.returned, ...returned], book: [...c.book, ...returned] }, ...entries);
}

/** 7-8.1 — equipment that binds a spell, put on, has one to bind: a spell of the spellbook (not one the new piece just sent back). */
const toBind = (c: CastingContext) => c.card === 'equipped' && !!c.spell.binds && c.book.some((id) => !c.returned.includes(id));
export function whyNotBind(c: CastingContext, e: With<'spell.bind'>): Refusal | null {
  return c.book.includes(e.spell) && !c.returned.includes(e.spell) ? null : { step: 'refuse.notInBook', clauses: ['7-8.1'], values: { spell: e.spell } };
}
/** 7-8.1 — the chosen spell goes face down under the equipment. */
const bind = (c: CastingContext, e: With<'spell.bind'>): CastingContext =>
  log({ ...c, equipped: c.equipped.map((p) => (p.id === c.spell.id && p.on === c.aim!.target ? { ...p, bound: e.spell } : p)), book: c.book.filter((id) => id !== e.spell) }, { step: 'bind', clauses: ['7-8.1'], values: { piece: c.spell.id, spell: e.spell } });

/** 6-2.3, 7-6.1, 7-8.2 — the spell resolves: discarded; an enchantment stays face down on its target; a bound spell is turned face up and stays bound. */
function resolved(c: CastingContext): CastingContext {
  const first: LogEntry = { step: 'resolved', clauses: ['6-2.3'], values: { spell: c.spell.id } };
  if (c.spell.bound) return log({ ...c, card: 'bound' }, first, { step: 'card.faceUp', clauses: ['7-8.2'], values: { spell: c.spell.id } });
  if (c.spell.type === 'enchantment') return log({ ...c, card: 'attached' }, first, { step: 'card.attached', clauses: ['7-6.1'], values: { spell: c.spell.id } });
  if (c.spell.type === 'equipment') return equip(log(c, first));
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
    'range or target wrong': ({ context }) => wrongNow(context) !== null || (wrongEquip(context) !== null && !canceledByRulebook(context)),
    'canceled by the rulebook': ({ context }) => canceledByRulebook(context),
    'a spell to bind': ({ context }) => toBind(context),
    'in the spellbook': ruleGuard(({ context, event }: { context: CastingContext; event: CastingEvent }) => whyNotBind(context, event as With<'spell.bind'>)),
  },
  actions: {
    cast: assign(({ context, event }) => cast(context, event as With<'spell.cast'>)),
    counter: assign(({ context }) => countered(context, { step: 'counter.play', clauses: ['6-2.2'], values: { spell: context.spell.id } })),
    pass: assign(({ context }) => log(context, { step: 'counter.pass', clauses: ['6-2.2'], values: {} })),
    foundWrong: assign(({ context }) => foundWrong(context)),
    canceled: assign(({ context }) => canceled(context)),
    resolved: assign(({ context }) => resolved(context)),
    bind: assign(({ context, event }) => bind(context, event as With<'spell.bind'>)),
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
        // 7-7.5's note — under the official rulebook, an enemy's equipment cannot replace a piece: canceled.
        { guard: 'canceled by the rulebook', target: 'canceled', actions: 'canceled', meta: { clauses: ['7-7.5'] } },
        { guard: 'range or target wrong', target: 'countered', actions: 'foundWrong', meta: { clauses: ['6-3', '7-7.5'] } },
        { target: 'placed', actions: 'resolved', meta: { clauses: ['6-2.3', '7-7.1', '7-7.4'] } },
      ],
    },
    // 7-8.1 — equipment that binds a spell, once on the mage, takes one from the spellbook at once.
    placed: {
      meta: { clauses: ['6-2.3', '7-8.1'] },
      always: [
        { guard: 'a spell to bind', target: 'bind', meta: { clauses: ['7-8.1'] } },
        { target: 'resolved', meta: { clauses: ['6-2.3'] } },
      ],
    },
    bind: {
      meta: { clauses: ['7-8.1'], forbids: { 'counter.play': ['6-2.2', '7-8.1'], 'counter.pass': ['6-2.2', '7-8.1'] } },
      on: { 'spell.bind': { guard: 'in the spellbook', target: 'resolved', actions: 'bind', meta: { clauses: ['7-8.1'] } } },
    },
    countered: { type: 'final', meta: { clauses: ['6-2.2'] } },
    canceled: { type: 'final', meta: { clauses: ['7-7.5'] } },
    resolved: { type: 'final', meta: { clauses: ['6-2.3'] } },
  },
});
