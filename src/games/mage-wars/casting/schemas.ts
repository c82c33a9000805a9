/** The casting flow's schemas: a position (what is on the arena, who casts which spell, the reading of 7-8.4), its events, and the summary a ruling's `expect` is checked against. `say` names a problem for the reader's words (words.ts `problem`). */
import { z } from 'zod';
import { COLUMNS, ROWS } from '../arena';
import { CARD_SLOTS, CASTERS, KINDS, RINGS } from './rules';

const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
const zone = z.tuple([z.number().int().min(1).max(COLUMNS), z.number().int().min(1).max(ROWS)]);
const mana = z.number().int().min(0).max(99);

const thing = z
  .object({ id, owner: z.literal([0, 1]), zone, kind: z.enum(KINDS as [string, ...string[]]), mana: mana.optional() })
  .strict();

const spell = z
  .object({
    id,
    type: z.enum(['attack', 'incantation', 'enchantment', 'equipment']),
    cost: mana,
    range: z.tuple([z.number().int().min(0).max(COLUMNS + ROWS), z.number().int().min(0).max(COLUMNS + ROWS)]),
    target: z.enum(['creature', 'object', 'zone']),
    action: z.enum(['quick', 'full']),
    bound: z.boolean().optional(),
    /** Equipment: its place on the mage (7-7.1 to 7-7.3). */
    slot: z.enum(CARD_SLOTS as [string, ...string[]]).optional(),
    /** Equipment that binds a spell from the spellbook when it is put on (7-8.1). */
    binds: z.boolean().optional(),
    /** 14-7, 14-8. */
    legendary: z.boolean().optional(),
    unique: z.boolean().optional(),
  })
  .strict();

/** A piece of equipment on a mage (7-7), with the spell bound to it (7-8.1). */
const piece = z.object({ id, on: id, slot: z.enum(['weapon', 'shield', 'ring', 'bothHands']), bound: id.optional() }).strict();

export const castingSetupSchema = z
  .object({
    things: z.array(thing).min(1),
    caster: id,
    spell,
    boundCast: z.boolean().optional(),
    reading: z.enum(['book', 'bound']).optional(),
    /** The equipment on the mages (7-7), each with its bound spell (7-8.1). */
    equipped: z.array(piece).max(12).optional(),
    /** The spells of the caster's spellbook that equipment being put on may bind (7-8.1). */
    book: z.array(id).max(12).optional(),
    /** Copies of spells in play besides the equipment, by name and owner (14-7, 14-8). */
    inPlay: z.array(z.object({ spell: id, owner: z.literal([0, 1]) }).strict()).max(12).optional(),
    /** 7-7.5: one's own mage only and no second piece of a name (the source, the default), or the official rulebook (a piece of the same name replaces the old; an enemy mage's free place). */
    equipReading: z.enum(['source', 'rulebook']).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number> = {}) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    s.things.forEach((t, i) => {
      if (s.things.findIndex((o) => o.id === t.id) !== i) problem(['things', i, 'id'], 'twoIds', { id: t.id });
      if (t.kind === 'mage' && s.things.findIndex((o) => o.kind === 'mage' && o.owner === t.owner) !== i) problem(['things', i, 'kind'], 'twoMages', { id: t.id });
    });
    const caster = s.things.find((t) => t.id === s.caster);
    if (!caster) return problem(['caster'], 'noCaster', { id: s.caster });
    if (!CASTERS.includes(caster.kind as never)) problem(['caster'], 'notCaster', { id: s.caster });
    // 10-2 — a familiar's or spawnpoint's shortfall is made up from its mage's mana.
    if (caster.kind !== 'mage' && !s.things.some((t) => t.kind === 'mage' && t.owner === caster.owner)) problem(['things'], 'noMage', { id: s.caster });
    // 7-7.1, 7-8.1 — equipment, and so a bound spell, is on a mage.
    if (s.spell.bound && caster.kind !== 'mage') problem(['spell', 'bound'], 'boundNotMage', { id: s.caster });
    if (s.spell.range[0] > s.spell.range[1]) problem(['spell', 'range'], 'rangeOrder');
    if (s.boundCast && !s.spell.bound) problem(['boundCast'], 'boundCastUnbound');
    // 7-7.1 — equipment says where it goes; only equipment has a place or binds a spell.
    if (s.spell.type === 'equipment' && !s.spell.slot) problem(['spell', 'slot'], 'equipmentSlot');
    if (s.spell.type !== 'equipment' && (s.spell.slot || s.spell.binds)) problem(['spell', 'slot'], 'slotNotEquipment');
    (s.equipped ?? []).forEach((p, i) => {
      const mage = s.things.find((t) => t.id === p.on);
      // 7-7.1 — equipment is on a mage.
      if (!mage || mage.kind !== 'mage') problem(['equipped', i, 'on'], 'equippedNotMage', { id: p.id });
      const worn = (s.equipped ?? []).filter((o) => o.on === p.on);
      const hands = (x: typeof p) => (x.slot === 'bothHands' ? ['weapon', 'shield'] : [x.slot]);
      // 7-7.1 — one piece a place, 2 rings; 7-7.5 — no second piece of a name.
      if (worn.findIndex((o) => o.id === p.id) !== worn.indexOf(p)) problem(['equipped', i, 'id'], 'equippedTwice', { id: p.id });
      else if (p.slot === 'ring' ? worn.filter((o) => o.slot === 'ring').indexOf(p) >= RINGS : worn.slice(0, worn.indexOf(p)).some((o) => hands(o).some((h) => hands(p).includes(h)))) problem(['equipped', i, 'slot'], 'placeTaken', { id: p.id });
    });
  });

export const castingEventSchema = z.discriminatedUnion('type', [
  /** `hand`: the hand equipment for either goes in (7-7.3); `ring`: the ring a third one replaces (7-7.4). */
  z.object({ type: z.literal('spell.cast'), target: id.optional(), zone: zone.optional(), hand: z.enum(['weapon', 'shield']).optional(), ring: id.optional() }).strict(),
  /** 7-8.1 — the spell equipment just put on binds, from the spellbook. */
  z.object({ type: z.literal('spell.bind'), spell: id }).strict(),
  z.object({ type: z.literal('counter.play') }).strict(),
  z.object({ type: z.literal('counter.pass') }).strict(),
]);

export const castingSummarySchema = z
  .object({
    state: z.string(),
    /** Where the spell card is. */
    card: z.enum(['planned', 'bound', 'discard', 'book', 'attached', 'equipped']),
    /** The mana of each mage, familiar and spawnpoint. */
    mana: z.record(z.string(), z.number()),
    /** Whether the bound spell has been cast this round (7-8.2). */
    boundCast: z.boolean(),
    /** The equipment on the mages: each piece and the mage it is on (7-7). */
    equipment: z.record(z.string(), z.string()),
    /** The spell bound to each piece that has one (7-8.1). */
    bound: z.record(z.string(), z.string()),
    /** The cards that went back to the spellbook, in order (7-7.4, 7-8.3). */
    returned: z.array(z.string()),
  })
  .strict();
export type CastingSummary = z.infer<typeof castingSummarySchema>;

export default { setupSchema: castingSetupSchema, eventSchema: castingEventSchema, summarySchema: castingSummarySchema };
