/**
 * The game flow's schemas: a position (the preparation's seed, when the decks are to be checked and
 * shuffled; the reading of each disputed point: 3-1, 4-6, 4-7.1, 9-4, 7-9 and 9-6; each player's
 * character deck, and tactics deck top first, listed card by card or named: an example deck of
 * decks.json, with the cards to draw first), its events, and the summary a ruling's `expect` is
 * checked against.
 */
import { z } from 'zod';
import { character, healing, id, player, purse, sameIds, tactic } from '../schemas';
import { CHARACTER_DECK_MAX, SHORT_REASONS, TACTICS_DECK_MIN, differingPrinting, whyNotDecks } from './deck';
import { DECK_KEYS, EXAMPLE_DECKS, deckCards } from './decks';
import { FURTHER_USE_READINGS, HAND_LIMIT_READINGS, SUMMON_POINT_READINGS, TURN_END_READINGS } from './readings';

const characterCard = character
  .omit({ owner: true, rage: true, summoned: true, attacked: true, printedHp: true })
  .extend({ legendary: z.boolean().optional(), copies: z.number().int().min(1).max(CHARACTER_DECK_MAX).optional(), art: z.number().int().min(1).max(9).optional() });
const side = z
  .object({
    /** 2-2 — each card with its copies (at most 20 cards: checked by the preparation, or below); a printing of another illustration (7-5) listed apart. */
    characters: z.array(characterCard).min(1).max(CHARACTER_DECK_MAX),
    /** 2-3 — the tactics deck card by card, top first; or, with `deck`, that example deck's cards in any order. */
    tactics: z.array(tactic).max(80).optional(),
    /** An example tactics deck (decks.json), instead of the cards one by one. */
    deck: z.enum(DECK_KEYS).optional(),
    /** With `deck`: the deck's cards to draw first, in this order; the rest follow as the deck lists them. */
    top: z.array(id).max(80).optional(),
    /** Why this tactics deck holds fewer than 40 cards (2-3), in a sentence the transcript and the board show. */
    short: z.enum(SHORT_REASONS).optional(),
  })
  .strict();

/** The same cards, whatever the order: a list of tactic cards against an example deck. */
const sameCards = (cards: { id: string }[], key: string) => {
  const want = EXAMPLE_DECKS[key].tactics;
  const have = new Map<string, number>();
  for (const c of cards) have.set(c.id, (have.get(c.id) ?? 0) + 1);
  return have.size === Object.keys(want).length && [...have].every(([c, n]) => want[c] === n);
};

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
    let problems = 0;
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number>) => {
      problems++;
      ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    };
    // A character on the field is named by its card: one name per position, but a player's deck may list another printing (7-5) of its own card.
    const all = s.players.flatMap((p, i) => p.characters.map((c, j) => ({ id: c.id, key: `${c.id}#${i}#${c.art ?? 1}`, owner: i, path: ['players', i, 'characters', j, 'id'] })));
    all.forEach((x, i) => {
      if (all.findIndex((y) => y.id === x.id && (y.owner !== x.owner || y.key === x.key)) !== i) problem(x.path, 'twoIds', { id: x.id });
    });
    s.players.forEach((p, i) => {
      p.characters.forEach((c, j) => { if (c.legendary && c.summon > 0) problem(['players', i, 'characters', j, 'summon'], 'legendaryCost', { id: c.id }); });
      // 7-5, 8-5 — printings of one card are the same card: the same numbers, but for the illustration.
      const character = differingPrinting(p.characters);
      if (character) problem(['players', i, 'characters', character.index], 'printingCharacter', { id: character.id });
      const card = differingPrinting(p.tactics ?? []);
      if (card) problem(['players', i, 'tactics', card.index], 'printingTactic', { id: card.id });
      if (p.tactics === undefined && p.deck === undefined) problem(['players', i], 'noTactics', {});
      if (p.top !== undefined && p.deck === undefined) problem(['players', i, 'top'], 'topWithoutDeck', {});
      if (p.top !== undefined && p.tactics !== undefined) problem(['players', i, 'top'], 'topAndTactics', {});
      if (p.top !== undefined && s.seed !== undefined) problem(['players', i, 'top'], 'topWithSeed', {});
      if (p.deck !== undefined && p.tactics !== undefined && !sameCards(p.tactics, p.deck)) problem(['players', i, 'tactics'], 'notTheDeck', { deck: p.deck });
      if (p.deck !== undefined && p.top !== undefined) {
        const left = { ...EXAMPLE_DECKS[p.deck].tactics };
        p.top.forEach((c, j) => {
          if (!left[c]) problem(['players', i, 'top', j], 'topNotInDeck', { id: c, deck: p.deck!, copies: EXAMPLE_DECKS[p.deck!].tactics[c] ?? 0 });
          else left[c]--;
        });
      }
    });
    // The deck rules are checked on decks that are written right (the problems above say what is not).
    if (problems > 0) return;
    // 2-2…2-3 — with a seed, the machine checks the decks (a refusal cites the rule); without one, a
    // position starts from decks the rules allow, or a short tactics deck says why it is short.
    s.players.forEach((p, i) => {
      const tactics = p.tactics ?? deckCards(p.deck!, p.top);
      if (p.short !== undefined && s.seed !== undefined) return problem(['players', i, 'short'], 'shortWithSeed', {});
      if (p.short !== undefined && tactics.length >= TACTICS_DECK_MIN) return problem(['players', i, 'short'], 'shortNotShort', { n: tactics.length, min: TACTICS_DECK_MIN });
      if (s.seed !== undefined) return;
      const why = whyNotDecks({ characters: p.characters, tactics }, i as 0 | 1, p.short === undefined);
      if (why) problem(['players', i], why.step.replace('refuse.', ''), { ...(why.values as Record<string, string | number>), clauses: why.clauses.join('、') });
    });
  })
  // A named deck becomes its cards, top first; the name stays, for the transcript and the board.
  .transform((s) => ({ ...s, players: s.players.map(({ top, ...p }) => ({ ...p, tactics: p.tactics ?? deckCards(p.deck!, top) })) as [GameSide, GameSide] }));
type GameSide = Omit<z.output<typeof side>, 'top'> & { tactics: z.output<typeof tactic>[] };

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
