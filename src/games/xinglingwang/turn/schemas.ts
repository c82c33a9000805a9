/** The turn flow's schemas: a mid-game position (hands, decks, board, countdown), its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { STAR_LINES } from '../board';
import { playerOfTurn } from '../game';
import { boardSchema, condition, defenseEventSchema, glideTo, id, keyword, player, unitSchema, unitsOf } from '../schemas';

/** A card in a deck or hand: a unit (its numbers and stars) or a magic card (it only fills the hand). */
const cardSchema = z.union([
  z.object({ id, kind: z.literal('magic') }).strict().transform((c) => ({ ...c, atk: 0, score: 0, keywords: [], redStar: 0, blueStar: false, blueMet: false })),
  z
    .object({
      id,
      kind: z.literal('unit').default('unit'),
      atk: z.number().int().min(0),
      score: z.number().int().min(0),
      keywords: z.array(keyword).default([]),
      /** 12-3 — the red star's number of tributes. */
      redStar: z.number().int().min(0).max(10).default(0),
      /** 12-4 — a blue star, and whether its blue box's condition is met now. */
      blueStar: z.boolean().default(false),
      blueMet: z.boolean().default(false),
    })
    .strict()
    .refine((c) => !(c.redStar > 0 && c.blueStar), { message: 'a unit has a red star (12-3) or a blue star, not both: a blue-star unit is neither kind (12-4 ※)', params: { say: 'redAndBlue' } }),
]);

const turnUnitSchema = unitSchema.extend({
  /** A 小旅人 (a card back from the forest, 4-6); it goes back to the forest instead of a graveyard (10-5). */
  traveller: z.boolean().default(false),
  /** The stars on its card, for when it goes back to hand. */
  redStar: z.number().int().min(0).max(10).default(0),
  blueStar: z.boolean().default(false),
});

const playerSchema = z
  .object({
    /** Top card first. */
    deck: z.array(cardSchema).default([]),
    hand: z.array(cardSchema).default([]),
    graveyard: z.array(id).default([]),
    exile: z.array(id).default([]),
    /** 15-7.1 — 獎勵 gained. */
    bonus: z.number().int().min(0).default(0),
  })
  .strict();

export const turnSetupSchema = z
  .object({
    /** The turn about to begin: 1 is the first player's first turn; player 0 (先手) takes the odd turns. */
    turn: z.number().int().min(1),
    /** A 小旅人's ATK and score: printed on the card back, not stated by the rules. */
    traveller: z.object({ atk: z.number().int().min(0), score: z.number().int().min(0) }).strict(),
    players: z.tuple([playerSchema, playerSchema]),
    units: unitsOf(turnUnitSchema).default([]),
    /** 14-3 — star-line cards flipped so far (5 first); 1 or more means the countdown has begun. */
    starLinesFlipped: z.number().int().min(0).max(STAR_LINES - 1).default(0),
    /** 3-2, 14-4 — early ends declared and not yet checked. */
    earlyEnd: z.array(z.object({ player, condition }).strict()).default([]),
  })
  .strict()
  .superRefine((s, ctx) => {
    const current = playerOfTurn(s.turn);
    const ids = [...s.players.flatMap((p) => [...p.deck, ...p.hand].map((c) => c.id)), ...s.units.map((u) => u.id)];
    ids.forEach((cardId, i) => {
      if (ids.indexOf(cardId) !== i) ctx.addIssue({ code: 'custom', path: [], message: `the id ${cardId} is used twice; every card and unit needs its own`, params: { say: 'sameId', id: cardId } });
    });
    s.units.forEach((u, i) => {
      if (u.owner === current && u.state === 'attacking') ctx.addIssue({ code: 'custom', path: ['units', i, 'state'], message: `player ${current}'s turn is beginning: its own units fought in the last 防守階段 and were turned sideways or upright there (8-2, 11-8.6, 11-3)`, params: { say: 'currentAttacking', id: u.id, player: current } });
    });
    s.earlyEnd.forEach((e, i) => {
      if (s.earlyEnd.findIndex((o) => o.player === e.player) !== i) ctx.addIssue({ code: 'custom', path: ['earlyEnd', i], message: `player ${e.player} has one early end pending at most (12-1)`, params: { say: 'earlyEndTwice', player: e.player } });
      // 14-4 — none is declared in the countdown: the last end phase (the opponent's) can have none
      // if the countdown is on, and the current player's own, two end phases ago, only if it began after.
      const flippedSince = e.player === current ? 1 : 0;
      if (s.starLinesFlipped > flippedSince) ctx.addIssue({ code: 'custom', path: ['earlyEnd', i], message: `player ${e.player} could not have declared an early end: the countdown had begun by then (14-4)`, params: { say: 'earlyEndInCountdown', player: e.player } });
    });
  })
  .transform((s) => {
    const fieldCards = Object.fromEntries(
      s.units.map((u) => [u.id, { id: u.id, kind: 'unit' as const, atk: u.atk, score: u.score, keywords: u.keywords, redStar: u.redStar, blueStar: u.blueStar, blueMet: false }]),
    );
    const units = s.units.map(({ redStar: _r, blueStar: _b, traveller, ...u }) => (traveller ? { ...u, traveller } : u));
    const flipped = Array.from({ length: s.starLinesFlipped }, (_, i) => STAR_LINES - i);
    return { turn: s.turn, traveller: s.traveller, players: s.players, units, fieldCards, countdown: flipped.length > 0, flipped, earlyEnd: s.earlyEnd };
  });

const place = { line: z.number().int().min(1).max(STAR_LINES), row: z.enum(['front', 'back']) };
export const turnEventSchema = z.discriminatedUnion('type', [
  ...defenseEventSchema.options,
  z.object({ type: z.literal('effect.use') }).strict(),
  z.object({ type: z.literal('attack.declare'), unit: z.string(), row: z.enum(['front', 'back']).optional(), glideTo: glideTo.optional() }).strict(),
  z.object({ type: z.literal('attack.finish') }).strict(),
  z.object({ type: z.literal('effect.sideways'), unit: z.string() }).strict(),
  z.object({ type: z.literal('unit.play'), card: z.string() }).strict(),
  z.object({ type: z.literal('traveller.summon') }).strict(),
  z.object({ type: z.literal('summon.end') }).strict(),
  z.object({ type: z.literal('tribute.choose'), unit: z.string() }).strict(),
  z.object({ type: z.literal('unit.place'), ...place }).strict(),
  z.object({ type: z.literal('tactic.deploy') }).strict(),
  z.object({ type: z.literal('tactic.attack') }).strict(),
  z.object({ type: z.literal('deploy.effect') }).strict(),
  z.object({ type: z.literal('deploy.pick'), unit: z.string() }).strict(),
  z.object({ type: z.literal('deploy.to'), ...place }).strict(),
  z.object({ type: z.literal('deploy.finish') }).strict(),
  z.object({ type: z.literal('hand.exile'), card: z.string() }).strict(),
  z.object({ type: z.literal('earlyEnd.declare'), condition }).strict(),
  z.object({ type: z.literal('earlyEnd.pass') }).strict(),
  /** 15-4.1a — the unit just brought out moves behind this 掩護 unit, or stays. */
  z.object({ type: z.literal('cover.move'), unit: z.string() }).strict(),
  z.object({ type: z.literal('cover.decline') }).strict(),
]);

export const turnSummarySchema = z
  .object({
    state: z.string(),
    turn: z.number(),
    current: player,
    board: boardSchema,
    hands: z.tuple([z.array(z.string()), z.array(z.string())]),
    decks: z.tuple([z.number(), z.number()]),
    graveyards: z.tuple([z.array(z.string()), z.array(z.string())]),
    exiles: z.tuple([z.array(z.string()), z.array(z.string())]),
    scores: z.tuple([z.number(), z.number()]),
    starLinesFlipped: z.array(z.number()),
    earlyEnd: z.array(z.object({ player, condition }).strict()),
    result: z.object({ winner: player, scores: z.tuple([z.number(), z.number()]), by: z.enum(['countdown', 'earlyEnd']) }).strict().nullable(),
  })
  .strict();


export default { setupSchema: turnSetupSchema, eventSchema: turnEventSchema, summarySchema: turnSummarySchema };
