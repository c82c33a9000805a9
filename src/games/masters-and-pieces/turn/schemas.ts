/** The turn flow's schemas: the masters' life, decks, hands and mana areas and the pieces on the board; its events; the summary rulings check. */
import { z } from 'zod';
import { checkKind, id, masterLife, player } from '../schemas';
import { START_LIFE } from '../rules';

/** A card; one of the site's example cards has the kind its name says (a 火球 is a spell). */
const cardSchema = z.object({ id, kind: z.enum(['piece', 'spell']) }).strict().superRefine(checkKind);

const masterSchema = z
  .object({
    /** 1-2 — 10 at the start; at 0 or less the master has lost already (1-3.1). */
    life: masterLife.default(START_LIFE),
    /** Top first. */
    deck: z.array(cardSchema).default([]),
    hand: z.array(cardSchema).default([]),
    mana: z.array(z.object({ card: cardSchema, faceUp: z.boolean() }).strict()).default([]),
  })
  .strict();

export const turnSetupSchema = z
  .object({
    turn: player,
    number: z.number().int().min(1).default(1),
    masters: z.tuple([masterSchema, masterSchema]),
    pieces: z.array(z.object({ id, owner: player, tapped: z.boolean().optional(), summoned: z.boolean().optional() }).strict()).default([]),
    /** 5-3's reading of 5-2's face-down charge: the turn's mana charge (`counts`, the site's, the default) or not (`separate`). */
    reading: z.enum(['counts', 'separate']).optional(),
    /** 6-3's reading of 「即座に」: a piece summoned this turn does not move all turn (`wholeTurn`, the site's, the default), or moves in the action phase (`atOnce`). */
    summoning: z.enum(['wholeTurn', 'atOnce']).optional(),
  })
  .strict()
  .superRefine((setup, ctx) => {
    // 2-1, 4-1 — the first player plays the odd turns, the second player the even ones.
    if ((setup.number % 2 === 1) !== (setup.turn === 0)) ctx.addIssue({ code: 'custom', path: ['number'], message: `turn ${setup.number} is not player ${setup.turn}'s`, params: { say: 'turnParity', n: setup.number, player: setup.turn } });
    setup.pieces.forEach((p, i) => {
      if (setup.pieces.findIndex((o) => o.id === p.id) !== i) ctx.addIssue({ code: 'custom', path: ['pieces', i, 'id'], message: `the id ${p.id} is used twice`, params: { say: 'sameId', id: p.id } });
    });
  });

export const turnEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('standby.draw') }).strict(),
  z.object({ type: z.literal('standby.charge') }).strict(),
  z.object({ type: z.literal('mana.charge'), card: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('mana.skip') }).strict(),
  z.object({ type: z.literal('master.move') }).strict(),
  z.object({ type: z.literal('piece.summon'), card: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('ambush.deploy') }).strict(),
  z.object({ type: z.literal('piece.move'), piece: z.string() }).strict(),
  z.object({ type: z.literal('skill.activate') }).strict(),
  z.object({ type: z.literal('effect.damage'), player, amount: z.number().int().min(1) }).strict(),
  z.object({ type: z.literal('phase.end') }).strict(),
  z.object({ type: z.literal('hand.discard'), card: z.number().int().min(0) }).strict(),
]);

export const turnSummarySchema = z
  .object({
    state: z.string(),
    turn: player,
    number: z.number(),
    life: z.tuple([z.number(), z.number()]),
    hands: z.tuple([z.array(z.string()), z.array(z.string())]),
    decks: z.tuple([z.number(), z.number()]),
    /** Each mana area's cards: a face-up card by its id, a face-down one as `down`. */
    mana: z.tuple([z.array(z.string()), z.array(z.string())]),
    /** Each piece on the board: `tapped` (moved this turn), else `summoned` (this turn), else `untapped`. */
    pieces: z.record(z.string(), z.enum(['untapped', 'tapped', 'summoned'])),
    discarded: z.array(z.string()),
    result: z.object({ loser: player, reason: z.enum(['life', 'deck']) }).strict().nullable(),
  })
  .strict();
export type TurnSummary = z.infer<typeof turnSummarySchema>;

export default { setupSchema: turnSetupSchema, eventSchema: turnEventSchema, summarySchema: turnSummarySchema };
