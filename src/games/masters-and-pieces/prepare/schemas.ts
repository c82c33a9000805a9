/** The preparation flow's schemas: the seed and each seat's deck as brought to the game; its events; the summary rulings check. */
import { z } from 'zod';
import { checkKind, id, player } from '../schemas';
import { DECK_SIZE, METHODS } from '../rules';

/**
 * A card of a deck and its copies (1-1: the source limits no card's copies). One entry holds at most
 * a whole deck's worth; a deck of another size is the machine's to refuse, citing 1-1.
 */
const deckEntrySchema = z
  .object({ id, kind: z.enum(['piece', 'spell']), copies: z.number().int().min(1).max(DECK_SIZE).optional() })
  .strict()
  .superRefine(checkKind);

export const prepareSetupSchema = z
  .object({
    /** Every shuffle's seed (2-3, 2-5.1): a shared line replays the same cards. */
    seed: z.number().int().min(0).default(1),
    /** Seat 甲's and seat 乙's decks, before any shuffle. */
    decks: z.tuple([z.array(deckEntrySchema), z.array(deckEntrySchema)]),
  })
  .strict();

export const prepareEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('decks.check') }).strict(),
  z.object({ type: z.literal('first.decide'), player, by: z.enum(METHODS) }).strict(),
  z.object({ type: z.literal('mulligan'), player }).strict(),
  z.object({ type: z.literal('hands.keep') }).strict(),
  z.object({ type: z.literal('hand.bottom'), player, card: z.number().int().min(0) }).strict(),
]);

/** Each pair is seat 甲's, then seat 乙's. */
export const prepareSummarySchema = z
  .object({
    state: z.string(),
    /** 2-1 — the seat that plays first, or null before it is decided. */
    first: player.nullable(),
    life: z.tuple([z.number(), z.number()]),
    hands: z.tuple([z.array(z.string()), z.array(z.string())]),
    decks: z.tuple([z.number(), z.number()]),
    /** 2-5.1 — mulligans taken. */
    mulligans: z.tuple([z.number(), z.number()]),
    /** 2-5.2 — the cards put at the bottom of each deck, in order: the last is the bottom card. */
    bottom: z.tuple([z.array(z.string()), z.array(z.string())]),
  })
  .strict();
export type PrepareSummary = z.infer<typeof prepareSummarySchema>;

export default { setupSchema: prepareSetupSchema, eventSchema: prepareEventSchema, summarySchema: prepareSummarySchema };
