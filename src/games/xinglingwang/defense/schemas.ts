/** The 防守階段 flow's schemas: a board position, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { boardSchema, defenseEventSchema, unitsSchema } from '../schemas';

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
  })
  .strict();


export default { setupSchema: defenseSetupSchema, eventSchema: defenseEventSchema, summarySchema: defenseSummarySchema };
