/**
 * The 五行 turn flow's schemas: its setup (setup.ts), its events, and the summary a ruling's
 * `expect` is checked against.
 */
import { z } from 'zod';
import { attackEffectSchema, attackElementSchema, spellEffectSchema, spellTargetSchema, wuxingSetupSchema } from './setup';

/** Positions in the hand, each named once. */
const handIndices = z
  .array(z.number().int().min(0))
  .min(1)
  .refine((cards) => new Set(cards).size === cards.length, { message: 'a hand position is named twice: name each card of the hand once', params: { say: 'handTwice' } });

/** 2-4.2, 5-2.1 — the formation cast, by its name in the setup's `formations`; none: 2-4.6b's note. */
const formation = z.string().trim().min(1).max(20).optional();

/** 5-3.4a — one effect or several. */
const spellEffect = z.union([spellEffectSchema, z.array(spellEffectSchema).min(1).max(5)]);

export const wuxingEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('recover.take') }).strict(),
  z.object({ type: z.literal('recover.skip') }).strict(),
  z
    .object({
      type: z.literal('action.attack'),
      /** Positions in the hand (0 = first card) of the cards that form the attack. */
      cards: handIndices,
      element: attackElementSchema,
      /** 5-2.2 — the attack's points, as its formation computes them. */
      points: z.number().min(0),
      /** 5-2.4f — a seat other than 上家, when an effect redirects the attack. */
      target: z.number().int().min(0).optional(),
      effects: z.array(attackEffectSchema).optional(),
      formation,
    })
    .strict(),
  z
    .object({
      type: z.literal('action.active'),
      cards: handIndices,
      /** 5-3.4a — its effect, or its several effects (resolved together). */
      effect: spellEffect,
      formation,
      /** 2-4.4a — its target: self (the default), upstream, downstream, none, or a seat (指定). */
      target: spellTargetSchema.optional(),
      /** 2-4.4f — an effect changes its target to this seat (nothing, for a spell with none). */
      redirect: z.number().int().min(0).optional(),
      /** 2-4.3g, 5-3.2 — its points, only if its rule writes them. */
      points: z.number().min(0).optional(),
    })
    .strict(),
  z.object({ type: z.literal('action.passive'), cards: handIndices, effect: spellEffect, formation, target: spellTargetSchema.optional() }).strict(),
  /** 2-8.4 — the discard pile shuffled under the deck before it runs out, every player agreeing. */
  z.object({ type: z.literal('deck.refill') }).strict(),
  z.object({ type: z.literal('action.none') }).strict(),
  z
    .object({
      type: z.literal('prep.seat'),
      /** 3-1 — each player's team (0 or 1), in order round the table from player 1; team A is player 1's. */
      teams: z.array(z.literal([0, 1])).min(1),
    })
    .strict(),
  /** 3-4 — the player who plays the first turn. */
  z.object({ type: z.literal('prep.first'), seat: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('step.continue') }).strict(),
  z.object({ type: z.literal('draw.discard'), index: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('turn.end') }).strict(),
]);

/** The position as rulings state expectations about it. */
export const wuxingSummarySchema = z
  .object({
    state: z.string(),
    current: z.number().int(),
    life: z.tuple([z.number(), z.number()]),
    shields: z.array(z.number().nullable()),
    hands: z.array(z.array(z.string())),
    passives: z.array(z.boolean()),
    /** 6-2 — a passive set face up, by seat. */
    faceUp: z.array(z.boolean()),
    /** 6-1, 6-2 — the lasting effects in play: on whom, what, and the turns left (or the round). */
    lasting: z.array(z.object({ on: z.union([z.number().int(), z.literal('all')]), kind: z.string(), left: z.union([z.number().int(), z.literal('round')]) }).strict()),
    drawn: z.array(z.string()),
    deckTop: z.string().nullable(),
    deckCount: z.number().int(),
    discardPile: z.array(z.string()),
    result: z.enum(['team A wins', 'team B wins', 'draw']).nullable(),
  })
  .strict();
export type WuxingSummary = z.infer<typeof wuxingSummarySchema>;


export default { setupSchema: wuxingSetupSchema, eventSchema: wuxingEventSchema, summarySchema: wuxingSummarySchema };
