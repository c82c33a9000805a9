/** The attack flow's schemas: a position (the reading of 7-9 and 9-6 on healing, the attacking player, characters on the field, hands, action values, multi-use cards on the field), its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { character, healing, id, player, purse, sameIds, tactic } from '../schemas';

export const attackSetupSchema = z
  .object({
    attacker: player,
    healing: healing.optional(),
    characters: z.array(character).min(2).max(18),
    hands: z.tuple([z.array(tactic).max(12), z.array(tactic).max(12)]),
    action: z.tuple([purse, purse]),
    field: z.array(z.object({ card: tactic, owner: player, left: z.number().int().min(1).max(9) }).strict()).max(6).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    sameIds(s.characters.map((c) => c.id), (i) => ['characters', i, 'id'], ctx);
    for (const p of [0, 1] as const) {
      if (!s.characters.some((c) => c.owner === p)) ctx.addIssue({ code: 'custom', path: ['characters'], message: 'noCharacter', params: { say: 'noCharacter', player: p } });
    }
  });

const kind = z.enum(['physical', 'magic']);
export const attackEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('attack.declare'), by: id, target: id, kind }).strict(),
  z.object({ type: z.literal('respond'), card: id, target: id.optional(), payer: id.optional() }).strict(),
  ...(['chain.pass', 'step.continue', 'turn.end'] as const).map((t) => z.object({ type: z.literal(t) }).strict()),
]);

export const attackSummarySchema = z
  .object({
    state: z.string(),
    hp: z.record(z.string(), z.number()),
    rage: z.record(z.string(), z.number()),
    graveyard: z.tuple([z.array(z.string()), z.array(z.string())]),
    action: z.tuple([purse, purse]),
    chain: z.array(z.string()),
    winner: player.nullable(),
  })
  .strict();
export type AttackSummary = z.infer<typeof attackSummarySchema>;

export default { setupSchema: attackSetupSchema, eventSchema: attackEventSchema, summarySchema: attackSummarySchema };
