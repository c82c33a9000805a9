/** The stack-and-priority flow's schemas: a phase with the stack, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { player } from '../schemas';

export const prioritySetupSchema = z
  .object({
    /** Whose turn it is: that master holds priority first (3-2). */
    turn: player,
    /** The phase (4-1): the first main phase, the action phase or the second main phase. */
    phase: z.enum(['main1', 'action', 'main2']),
    /** Mana each master may still spend on spells (6-4, 8-4). */
    mana: z.tuple([z.number().int().min(0), z.number().int().min(0)]).default([3, 3]),
    /** 8-1 — the turn master has moved already this turn. */
    masterMoved: z.boolean().default(false),
  })
  .strict();

export const priorityEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('declare.spell'), cost: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('declare.summon') }).strict(),
  z.object({ type: z.literal('declare.masterMove') }).strict(),
  z.object({ type: z.literal('declare.pieceMove') }).strict(),
  z.object({ type: z.literal('declare.skill') }).strict(),
  z.object({ type: z.literal('priority.pass') }).strict(),
]);

/** A stack item as a ruling writes it: `"<player>/<declaration>"`, e.g. `"1/skill"`. */
export const prioritySummarySchema = z
  .object({
    state: z.string(),
    /** Who holds priority. */
    priority: player,
    /** The stack, top first. */
    stack: z.array(z.string()),
    /** What has resolved, in order. */
    resolved: z.array(z.string()),
    mana: z.tuple([z.number(), z.number()]),
    masterMoved: z.boolean(),
  })
  .strict();
export type PrioritySummary = z.infer<typeof prioritySummarySchema>;

export default { setupSchema: prioritySetupSchema, eventSchema: priorityEventSchema, summarySchema: prioritySummarySchema };
