/**
 * The 防守階段 flow's schemas: a board position (units on star lines), its events, and the summary
 * a ruling's `expect` is checked against.
 */
import { z } from 'zod';
import { STAR_LINES } from './board';

const keyword = z.enum(['pierce', 'ranged', 'poison', 'blocker', 'sneak', 'dismantle', 'armourBreak']);

const unitSchema = z
  .object({
    /** A short unique id, used in the log and in expectations (e.g. `wolf`). */
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - or _'),
    /** 0 = 先手, 1 = 後手. */
    owner: z.union([z.literal(0), z.literal(1)]),
    /** 4-4 — the star line, from 1. */
    line: z.number().int().min(1).max(STAR_LINES),
    /** 4-9 — the front or back row. */
    row: z.enum(['front', 'back']),
    atk: z.number().int().min(0),
    score: z.number().int().min(0),
    /** 8-1 to 8-3. */
    state: z.enum(['upright', 'attacking', 'sideways']).default('upright'),
    keywords: z.array(keyword).default([]),
    /** 15-3.1a — a unit made by 合體. */
    combined: z.boolean().default(false),
    /** 15-1.2a — the position a 遠程 attacker nominated. */
    rangedTarget: z.enum(['front', 'back']).optional(),
  })
  .strict();

/** A board's units: one per place, each id once. */
const unitsSchema = z.array(unitSchema).superRefine((units, ctx) => {
  const places = new Set<string>();
  units.forEach((u, i) => {
    const place = `${u.owner}/${u.line}/${u.row}`;
    if (places.has(place)) ctx.addIssue({ code: 'custom', path: [i], message: `two units on player ${u.owner}'s line ${u.line} ${u.row} row` });
    places.add(place);
    if (units.findIndex((o) => o.id === u.id) !== i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `the id ${u.id} is used twice` });
  });
});

export const defenseSetupSchema = z
  .object({
    /** The player whose 防守階段 it is: the current turn player (2-2). */
    defender: z.union([z.literal(0), z.literal(1)]),
    units: unitsSchema,
  })
  .strict()
  .superRefine((setup, ctx) => {
    setup.units.forEach((u, i) => {
      if (u.state === 'attacking' && u.owner === setup.defender) ctx.addIssue({ code: 'custom', path: ['units', i, 'state'], message: 'the defender’s own units are not attacking in its 防守階段 (8-2)' });
    });
  });

export const defenseEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('window.pass') }).strict(),
  z.object({ type: z.literal('step.continue') }).strict(),
  z.object({ type: z.literal('sneak.return') }).strict(),
  z.object({ type: z.literal('sneak.stay') }).strict(),
]);

export const defenseSummarySchema = z
  .object({
    state: z.string(),
    /** Where each unit on the board is and in what state: `id: "line/row/state"`. */
    board: z.record(z.string(), z.string()),
    graveyard: z.array(z.string()),
    returnedToHand: z.array(z.string()),
    attacker: z.string().nullable(),
  })
  .strict();

export const defenseSchemas = { setupSchema: defenseSetupSchema, eventSchema: defenseEventSchema, summarySchema: defenseSummarySchema };

export const declareSetupSchema = z
  .object({
    /** The current turn player, declaring attacks in its 戰術階段. */
    attacker: z.union([z.literal(0), z.literal(1)]),
    units: unitsSchema,
  })
  .strict();

export const declareEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('effect.use') }).strict(),
  z.object({ type: z.literal('attack.declare'), unit: z.string(), row: z.enum(['front', 'back']).optional() }).strict(),
  z.object({ type: z.literal('effect.remove'), unit: z.string() }).strict(),
  z.object({ type: z.literal('attack.finish') }).strict(),
]);

export const declareSummarySchema = z
  .object({ state: z.string(), board: z.record(z.string(), z.string()), declared: z.array(z.string()) })
  .strict();

export const declareSchemas = { setupSchema: declareSetupSchema, eventSchema: declareEventSchema, summarySchema: declareSummarySchema };
