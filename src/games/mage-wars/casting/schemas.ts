/** The casting flow's schemas: a position (what is on the arena, who casts which spell, the reading of 7-8.4), its events, and the summary a ruling's `expect` is checked against. `say` names a problem for the reader's words (words.ts `problem`). */
import { z } from 'zod';
import { COLUMNS, ROWS } from '../arena';
import { CASTERS, KINDS } from './rules';

const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
const zone = z.tuple([z.number().int().min(1).max(COLUMNS), z.number().int().min(1).max(ROWS)]);
const mana = z.number().int().min(0).max(99);

const thing = z
  .object({ id, owner: z.literal([0, 1]), zone, kind: z.enum(KINDS as [string, ...string[]]), mana: mana.optional() })
  .strict();

const spell = z
  .object({
    id,
    type: z.enum(['attack', 'incantation', 'enchantment']),
    cost: mana,
    range: z.tuple([z.number().int().min(0).max(COLUMNS + ROWS), z.number().int().min(0).max(COLUMNS + ROWS)]),
    target: z.enum(['creature', 'object', 'zone']),
    action: z.enum(['quick', 'full']),
    bound: z.boolean().optional(),
  })
  .strict();

export const castingSetupSchema = z
  .object({
    things: z.array(thing).min(1),
    caster: id,
    spell,
    boundCast: z.boolean().optional(),
    reading: z.enum(['book', 'bound']).optional(),
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
  });

export const castingEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('spell.cast'), target: id.optional(), zone: zone.optional() }).strict(),
  z.object({ type: z.literal('counter.play') }).strict(),
  z.object({ type: z.literal('counter.pass') }).strict(),
]);

export const castingSummarySchema = z
  .object({
    state: z.string(),
    /** Where the spell card is. */
    card: z.enum(['planned', 'bound', 'discard', 'book', 'attached']),
    /** The mana of each mage, familiar and spawnpoint. */
    mana: z.record(z.string(), z.number()),
    /** Whether the bound spell has been cast this round (7-8.2). */
    boundCast: z.boolean(),
  })
  .strict();
export type CastingSummary = z.infer<typeof castingSummarySchema>;

export default { setupSchema: castingSetupSchema, eventSchema: castingEventSchema, summarySchema: castingSummarySchema };
