/** The 防守階段 flow's schemas: a board position, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { boardSchema, defenseEventSchema, stacksSchema, unitsSchema } from '../schemas';

export const defenseSetupSchema = z
  .object({
    /** The player whose 防守階段 it is: the current turn player (2-2). */
    defender: z.literal([0, 1]),
    units: unitsSchema,
  })
  .strict()
  .superRefine((setup, ctx) => {
    setup.units.forEach((u, i) => {
      if (u.state === 'attacking' && u.owner === setup.defender) ctx.addIssue({ code: 'custom', path: ['units', i, 'state'], message: 'the defender’s own units are not attacking in its 防守階段 (8-2)', params: { say: 'defenderAttacking', id: u.id } });
    });
  });

export const defenseSummarySchema = z
  .object({
    state: z.string(),
    /** Where each unit on the board is and in what state: `id: "line/row/state"`. */
    board: boardSchema,
    graveyard: z.array(z.string()),
    returnedToHand: z.array(z.string()),
    attacker: z.string().nullable(),
    /** 11-8.8 — units whose ATK 「本次進攻」 effects still raise (none once the 防守階段 ends). */
    lasting: z.array(z.string()),
    /** 15-3.1a, 15-3.1f — each combined unit's cards under it and its ATK and score. */
    stacks: stacksSchema,
  })
  .strict();


export default { setupSchema: defenseSetupSchema, eventSchema: defenseEventSchema, summarySchema: defenseSummarySchema };
