/** The 進攻宣言 flow's schemas: a board position, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { boardSchema, declareEventSchema, unitsSchema } from '../schemas';

export const declareSetupSchema = z
  .object({
    /** The current turn player, declaring attacks in its 戰術階段. */
    attacker: z.literal([0, 1]),
    units: unitsSchema,
    /** 15-6.2a's and 15-6.5a's notes: a 耗能 or 下車 with less than it removes is not used (whole), or removes what there is (asFarAsPossible, 6-2). */
    shortCost: z.enum(['whole', 'asFarAsPossible']).optional(),
  })
  .strict();

export const declareSummarySchema = z
  .object({
    state: z.string(),
    board: boardSchema,
    declared: z.array(z.string()),
    /** 15-6.1a — charge energy by unit (units with a counter); 15-6.3 — 小旅人 under each 搭乘 unit. */
    charge: z.record(z.string(), z.number()),
    riders: z.record(z.string(), z.number()),
  })
  .strict();


export default { setupSchema: declareSetupSchema, eventSchema: declareEventSchema, summarySchema: declareSummarySchema };
