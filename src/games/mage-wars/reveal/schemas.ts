/** The reveal windows' schemas: a position (mana, the creature to activate, the enchantments hidden on it, one to cast), its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';

const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
const player = z.literal([0, 1]);
const cost = z.number().int().min(0).max(99);

export const revealSetupSchema = z
  .object({
    initiative: player,
    mana: z.tuple([cost, cost]),
    creature: z.object({ id, owner: player }).strict(),
    enchantments: z.array(z.object({ id, owner: player, on: id, reveal: cost, red: z.enum(['activate', 'move', 'attack']).optional() }).strict()).max(8),
    toCast: z.object({ id, on: id, reveal: cost }).strict().optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number> = {}) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    const ids = [s.creature.id, ...s.enchantments.map((e) => e.id), ...(s.toCast ? [s.toCast.id] : [])];
    ids.forEach((x, i) => { if (ids.indexOf(x) !== i) problem(['enchantments'], 'twoIds', { id: x }); });
    s.enchantments.forEach((e, i) => { if (e.on !== s.creature.id) problem(['enchantments', i, 'on'], 'noCreature', { id: e.id, on: s.creature.id }); });
    if (s.toCast && s.toCast.on !== s.creature.id) problem(['toCast', 'on'], 'noCreature', { id: s.toCast.id, on: s.creature.id });
  });

export const revealEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reveal'), id }).strict(),
  ...(['window.pass', 'activate', 'move.start', 'move.end', 'attack.start', 'attack.end', 'enchantment.cast', 'activation.end'] as const).map((t) => z.object({ type: z.literal(t) }).strict()),
]);

export const revealSummarySchema = z
  .object({
    state: z.string(),
    mana: z.array(z.number()),
    revealed: z.array(z.string()),
    discarded: z.array(z.string()),
    hidden: z.array(z.string()),
  })
  .strict();
export type RevealSummary = z.infer<typeof revealSummarySchema>;

export default { setupSchema: revealSetupSchema, eventSchema: revealEventSchema, summarySchema: revealSummarySchema };
