/** The grid combat flow's schemas: a position in the action phase, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { checkPosition, masterSchema, pieceSchema, piecesSummarySchema, player, squareSchema } from '../schemas';
import { startSquare } from '../board';

export const combatSetupSchema = z
  .object({
    /** Whose turn (and action phase) it is. */
    turn: player,
    /** Where the masters stand; by default the middle of each camp (2-2). */
    masters: z.array(masterSchema).max(2).default([{ owner: 0, square: startSquare(0) }, { owner: 1, square: startSquare(1) }]),
    pieces: z.array(pieceSchema),
    /** 1-2's reading of how a master's life changes: only by card effects (`effects`, the site's, the default) or also by a piece moving onto it (`attack`). */
    reading: z.enum(['effects', 'attack']).optional(),
    /** 6-3's reading of 「即座に」: a piece summoned this turn does not move all turn (`wholeTurn`, the site's, the default), or moves in the action phase (`atOnce`). */
    summoning: z.enum(['wholeTurn', 'atOnce']).optional(),
  })
  .strict()
  .superRefine(checkPosition);

export const combatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('piece.move'), piece: z.string(), to: squareSchema }).strict(),
  z.object({ type: z.literal('battle.avoid') }).strict(),
  z.object({ type: z.literal('battle.accept') }).strict(),
  z.object({ type: z.literal('step.continue') }).strict(),
  z.object({ type: z.literal('phase.end') }).strict(),
]);

export const combatSummarySchema = z
  .object({
    state: z.string(),
    pieces: piecesSummarySchema,
    destroyed: z.array(z.string()),
    /** Each master's life, by player (null where the position has no such master). */
    life: z.tuple([z.number().nullable(), z.number().nullable()]),
    /** 1-3.1 — the master who lost, or null. */
    loser: player.nullable(),
  })
  .strict();
export type CombatSummary = z.infer<typeof combatSummarySchema>;

export default { setupSchema: combatSetupSchema, eventSchema: combatEventSchema, summarySchema: combatSummarySchema };
