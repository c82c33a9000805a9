/** The 進攻宣言 flow's schemas: a board position, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { boardSchema, declareEventSchema, unitsSchema } from '../schemas';

export const declareSetupSchema = z
  .object({
    /** The current turn player, declaring attacks in its 戰術階段. */
    attacker: z.literal([0, 1]),
    units: unitsSchema,
  })
  .strict();

export const declareSummarySchema = z
  .object({ state: z.string(), board: boardSchema, declared: z.array(z.string()) })
  .strict();


export default { setupSchema: declareSetupSchema, eventSchema: declareEventSchema, summarySchema: declareSummarySchema };
