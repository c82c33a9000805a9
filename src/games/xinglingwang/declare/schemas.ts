/** The 進攻宣言 flow's schemas: a board position, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { battleCards, cardEvents, sameIds } from '../defense/schemas';
import { boardSchema, declareEventSchema } from '../schemas';

export const declareSetupSchema = z
  .object({
    /** The current turn player, declaring attacks in its 戰術階段. */
    attacker: z.literal([0, 1]),
    ...battleCards,
    /** 15-6.2a's and 15-6.5a's notes: a 耗能 or 下車 with less than it removes is not used (whole), or removes what there is (asFarAsPossible, 6-2). */
    shortCost: z.enum(['whole', 'asFarAsPossible']).optional(),
  })
  .strict()
  .superRefine(sameIds);

export const declareSummarySchema = z
  .object({
    state: z.string(),
    board: boardSchema,
    declared: z.array(z.string()),
    /** 15-6.1a — charge energy by unit (units with a counter); 15-6.3 — 小旅人 under each 搭乘 unit. */
    charge: z.record(z.string(), z.number()),
    riders: z.record(z.string(), z.number()),
    /** 六, 七 — cards put in a graveyard and units returned to hand by effects, in order; each player's hand (player 0's first). */
    graveyard: z.array(z.string()),
    returnedToHand: z.array(z.string()),
    hands: z.tuple([z.array(z.string()), z.array(z.string())]),
    /** 11-8.8 — units whose ATK or score 「本次戰鬥」「本次進攻」 effects change. */
    lasting: z.array(z.string()),
  })
  .strict();


export default { setupSchema: declareSetupSchema, eventSchema: z.discriminatedUnion('type', [...declareEventSchema.options, ...cardEvents]), summarySchema: declareSummarySchema };
