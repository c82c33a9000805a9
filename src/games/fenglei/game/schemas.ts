/** The game flow's schemas: a position (the preparation's seed, when the decks are to be checked and shuffled; the reading of each disputed point: 3-1, 4-6, 4-7.1, 9-4, 7-9 and 9-6; each player's character deck and tactics deck, top first), its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { character, healing, id, player, purse, sameIds, tactic } from '../schemas';
import { CHARACTER_DECK_MAX, whyNotDecks } from './deck';
import { FURTHER_USE_READINGS, HAND_LIMIT_READINGS, SUMMON_POINT_READINGS, TURN_END_READINGS } from './readings';

const characterCard = character.omit({ owner: true, rage: true, summoned: true, attacked: true, printedHp: true }).extend({ legendary: z.boolean().optional(), copies: z.number().int().min(1).max(CHARACTER_DECK_MAX).optional() });
const side = z
  .object({
    /** 2-2 — each card with its copies (at most 20 cards: checked by the preparation, or below). */
    characters: z.array(characterCard).min(1).max(CHARACTER_DECK_MAX),
    /** 2-3 — top first; without a seed, a sandbox's deck may be shorter than the 40 cards a real one needs. */
    tactics: z.array(tactic).max(80),
  })
  .strict();

export const gameSetupSchema = z
  .object({
    /** The disputed points, each named for its point, the site's reading first (readings.ts DISPUTED). */
    summonPoints: z.enum(SUMMON_POINT_READINGS).optional(),
    turnEnd: z.enum(TURN_END_READINGS).optional(),
    handLimit: z.enum(HAND_LIMIT_READINGS).optional(),
    furtherUse: z.enum(FURTHER_USE_READINGS).optional(),
    healing: healing.optional(),
    /** The preparation (2, 6-7): its decks are checked by the machine, and shuffled by this seed. */
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
    players: z.tuple([side, side]),
  })
  .strict()
  .superRefine((s, ctx) => {
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number>) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    const all = s.players.flatMap((p, i) => p.characters.map((c, j) => ({ id: c.id, path: ['players', i, 'characters', j, 'id'] })));
    sameIds(all.map((x) => x.id), (i) => all[i].path, ctx);
    s.players.forEach((p, i) => {
      p.characters.forEach((c, j) => { if (c.legendary && c.summon > 0) problem(['players', i, 'characters', j, 'summon'], 'legendaryCost', { id: c.id }); });
    });
    // 2-2…2-3 — with a seed, the machine checks the decks (a refusal cites the rule); without one, a
    // position starts from decks the rules allow, bar the 40-card minimum.
    if (s.seed !== undefined) return;
    s.players.forEach((p, i) => {
      const why = whyNotDecks(p, i as 0 | 1, false);
      if (why) problem(['players', i], why.step.replace('refuse.', ''), why.values as Record<string, string | number>);
    });
  });

const play = { card: id, target: id.optional(), payer: id.optional() };
export const gameEventSchema = z.discriminatedUnion('type', [
  // The sandbox names a character on the field by its card: a name once (the same card twice is not played).
  z.object({ type: z.literal('select'), player, ids: z.array(id).max(CHARACTER_DECK_MAX) }).strict().superRefine((e, ctx) => sameIds(e.ids, (i) => ['ids', i], ctx)),
  z.object({ type: z.literal('decks.check') }).strict(),
  z.object({ type: z.literal('order'), first: player }).strict(),
  z.object({ type: z.literal('attack.declare'), by: id, target: id, kind: z.enum(['physical', 'magic']) }).strict(),
  z.object({ type: z.literal('tactic.play'), ...play }).strict(),
  z.object({ type: z.literal('tactic.use'), ...play }).strict(),
  z.object({ type: z.literal('respond'), ...play }).strict(),
  z.object({ type: z.literal('discard'), player, cards: z.array(id).max(60) }).strict(),
  ...(['chain.pass', 'step.continue', 'turn.end'] as const).map((t) => z.object({ type: z.literal(t) }).strict()),
]);

export const gameSummarySchema = z
  .object({
    state: z.string(),
    turn: z.number(),
    attacker: player,
    characters: z.tuple([z.array(z.string()), z.array(z.string())]),
    hp: z.record(z.string(), z.number()),
    rage: z.record(z.string(), z.number()),
    hands: z.tuple([z.array(z.string()), z.array(z.string())]),
    decks: z.tuple([z.number(), z.number()]),
    action: z.tuple([purse, purse]),
    graveyard: z.tuple([z.array(z.string()), z.array(z.string())]),
    field: z.array(z.string()),
    winner: player.nullable(),
  })
  .strict();
export type GameSummary = z.infer<typeof gameSummarySchema>;

export default { setupSchema: gameSetupSchema, eventSchema: gameEventSchema, summarySchema: gameSummarySchema };
