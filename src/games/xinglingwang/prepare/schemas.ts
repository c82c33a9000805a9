/** The preparation flow's schemas: the seed, the 小旅人's numbers and the decks brought (pool ids), its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { DEFAULT_TRAVELLER, MANA_READINGS, POOL_IDS, RACES } from './rules';

const seat = z.literal([0, 1]);
const card = z.enum(POOL_IDS);
const race = z.enum(RACES);

export const prepareSetupSchema = z
  .object({
    /** The seed of every shuffle: the decks as they are placed (1-3) and each 調度 (1-5). */
    seed: z.number().int().min(0).max(2 ** 32 - 1),
    /** A 小旅人's ATK and score: printed on the card back, not stated by the rules; handed on to the turn. */
    traveller: z.object({ atk: z.number().int().min(0), score: z.number().int().min(0) }).strict().default({ ...DEFAULT_TRAVELLER }),
    /** The cards each player brings, by the pool's names: 1-2's rules are checked in the flow, not here. */
    players: z.tuple([z.object({ deck: z.array(card).default([]) }).strict(), z.object({ deck: z.array(card).default([]) }).strict()]),
    /** 1-2.4's note: the cap of 15 on the magic cards' mana is their total in a deck (total, the site's reading) or each card's own (perCard). */
    manaReading: z.enum(MANA_READINGS).default('total'),
  })
  .strict()
  .transform((s) => ({ seed: s.seed, traveller: s.traveller, decks: [s.players[0].deck, s.players[1].deck] as [string[], string[]], manaReading: s.manaReading }));

export const prepareEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('race.place'), player: seat, race }).strict(),
  z.object({ type: z.literal('deck.add'), player: seat, card }).strict(),
  z.object({ type: z.literal('deck.remove'), player: seat, card }).strict(),
  z.object({ type: z.literal('decks.check') }).strict(),
  z.object({ type: z.literal('first.choose'), player: seat }).strict(),
  z.object({ type: z.literal('mulligan.aside'), card: z.string() }).strict(),
  z.object({ type: z.literal('mulligan.done') }).strict(),
]);

const both = <T extends z.ZodType>(t: T) => z.tuple([t, t]);
export const prepareSummarySchema = z
  .object({
    state: z.string(),
    /**
     * 1-1 — each player's race as the table shows it: null before it is placed, `faceDown` once
     * placed face down, the race once both are revealed (a race placed first is not shown before).
     */
    races: both(z.union([race, z.literal('faceDown')]).nullable()),
    revealed: z.boolean(),
    /** Each deck: before 1-3 the cards by name in the order added, after it the ids in play, top first. */
    decks: both(z.array(z.string())),
    hands: both(z.array(z.string())),
    /** 1-4 — the first player, null before it is chosen. */
    first: seat.nullable(),
    /** 1-5 — the cards the player in 調度 has put face down. */
    aside: z.array(z.string()),
  })
  .strict();
export type PrepareSummary = z.infer<typeof prepareSummarySchema>;

export default { setupSchema: prepareSetupSchema, eventSchema: prepareEventSchema, summarySchema: prepareSummarySchema };
