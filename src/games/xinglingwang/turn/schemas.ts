/** The turn flow's schemas: a mid-game position (hands, decks, board, countdown), its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { STAR_LINES } from '../board';
import { playerOfTurn } from '../game';
import { effectSchema, withEffect } from '../effect-schema';
import { effectSource, keywordEffectEvents } from '../schemas';
import { boardSchema, stacksSchema, condition, defenseEventSchema, glideTo, id, keyword, player, shows, turnUnderSchema, unitSchema, unitsOf, withCards } from '../schemas';

/** A card in a deck or hand: a unit (its numbers and stars) or a magic card (it only fills the hand). */
const cardSchema = withEffect(z.union([
  z.object({ id, kind: z.literal('magic'), effect: z.unknown().optional() }).strict().transform((c) => ({ ...c, atk: 0, score: 0, keywords: [], redStar: 0, blueStar: false, blueMet: false })),
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
      /** 15-6.3 — the number after its 搭乘; 15-6.6a — its 亡魂 points. */
      ride: z.number().int().min(1).meta({ clauses: ['15-6.3a'] }).optional(),
      ghost: z.number().int().min(1).meta({ clauses: ['15-6.6a'] }).optional(),
      /** 六 — its effect, used from the field (effects.ts). */
      effect: z.unknown().optional(),
    })
    .strict()
    .refine((c) => !(c.redStar > 0 && c.blueStar), { message: 'a unit has a red star (12-3) or a blue star, not both: a blue-star unit is neither kind (12-4 ※)', params: { say: 'redAndBlue' } }),
]));

const turnUnitSchema = unitSchema.extend({
  /** A 小旅人 (a card back from the forest, 4-6); it goes back to the forest instead of a graveyard (10-5). */
  traveller: z.boolean().default(false),
  /** The stars on its card, for when it goes back to hand. */
  redStar: z.number().int().min(0).max(10).default(0),
  blueStar: z.boolean().default(false),
  /** 六 — its card's effect (effects.ts). */
  effect: effectSchema('unit').optional(),
  /** 7-4 — permanent magic cards under it, each with the player who used it (10-6, 10-7). */
  magic: z.array(z.object({ id, owner: player }).strict()).optional(),
  /** 10-7 — whose card it is, when the enemy's. */
  cardOwner: player.optional(),
  /** 15-3.1a — the cards under it, each with the stars on its card (for when it goes back to hand, 15-3.1e). */
  under: z.array(turnUnderSchema).optional(),
});

const playerSchema = z
  .object({
    /** Top card first. */
    deck: z.array(cardSchema).default([]),
    hand: z.array(cardSchema).default([]),
    /** A card's id; or the card written out, so that 還魂 can return it to hand (its 亡魂 points, 15-6.6a, 15-6.7a). */
    graveyard: z.array(z.union([id, cardSchema])).default([]),
    exile: z.array(id).default([]),
    /** 15-7.1 — 獎勵 gained. */
    bonus: z.number().int().min(0).default(0),
    /** 4-5 — the field card in its field zone. */
    field: id.optional(),
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
    /** 15-6.2a's and 15-6.5a's notes: a 耗能 or 下車 with less than it removes is not used (whole), or removes what there is (asFarAsPossible, 6-2). */
    shortCost: z.enum(['whole', 'asFarAsPossible']).optional(),
    /** 14-5's note: 「結束階段結束後」 effects, the ended turn's player's first and none once the game has ended (endedFirst), or the next turn's player's first and processed before the score is counted (nextFirst). */
    afterTurnEnd: z.enum(['endedFirst', 'nextFirst']).optional(),
    /** 15-5.1b's note, in the turn's 防守階段 (defense/machine.ts). */
    cancelledAttack: z.enum(['unfought', 'whole']).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const current = playerOfTurn(s.turn);
    const ids = [...s.players.flatMap((p) => [...p.deck, ...p.hand].map((c) => c.id)), ...s.units.flatMap((u) => [u.id, ...(u.under ?? []).map((c) => c.id), ...(u.magic ?? []).map((m) => m.id)]), ...s.players.flatMap((p) => (p.field ? [p.field] : []))];
    // 15-5.2a — the card a unit transforms into is a card of its own: its name is not another card's.
    const into = [...s.players.flatMap((p) => [...p.deck, ...p.hand]), ...s.units].flatMap((c) => c.effect?.steps.flatMap((st) => (st.do === 'transform' ? [st.into.id] : [])) ?? []);
    into.forEach((cardId) => {
      if (ids.includes(cardId)) ctx.addIssue({ code: 'custom', path: [], message: `the id ${cardId} is used twice; every card and unit needs its own`, params: { say: 'sameId', id: cardId } });
    });
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
    // 15-3.1e — a card under a combined unit goes to hand or graveyard as itself (with the stars on it).
    const fieldCards = Object.fromEntries(
      s.units.flatMap((u) => [
        [u.id, { id: u.id, kind: 'unit' as const, atk: u.atk, score: u.score, keywords: u.keywords, redStar: u.redStar, blueStar: u.blueStar, blueMet: false, ...(u.effect ? { effect: u.effect } : {}), ...(u.ride ? { ride: u.ride } : {}), ...(u.ghost ? { ghost: u.ghost } : {}) }],
        ...(u.under ?? []).map((c) => [c.id, { id: c.id, kind: 'unit' as const, atk: c.atk, score: c.score, keywords: c.keywords, redStar: c.redStar ?? 0, blueStar: c.blueStar ?? false, blueMet: false }]),
      ]),
    );
    // The stars stay with the cards (fieldCards); a card under a unit shows only its face and the part left showing.
    const units = s.units.map(({ redStar: _r, blueStar: _b, effect: _e, traveller, under, ...u }) => withCards({ ...u, ...(traveller ? { traveller } : {}), ...(under ? { under: under.map(({ redStar: _rs, blueStar: _bs, ...c }) => c) } : {}) }));
    const flipped = Array.from({ length: s.starLinesFlipped }, (_, i) => STAR_LINES - i);
    const fields: [string | null, string | null] = [s.players[0].field ?? null, s.players[1].field ?? null];
    // 15-6.7a — a card written out in a graveyard is known, for when 還魂 returns it to hand.
    for (const p of s.players) for (const g of p.graveyard) if (typeof g !== 'string') fieldCards[g.id] = g;
    const players = s.players.map(({ field: _f, ...p }) => ({ ...p, graveyard: p.graveyard.map((g) => (typeof g === 'string' ? g : g.id)) })) as [Omit<(typeof s.players)[0], 'field'>, Omit<(typeof s.players)[1], 'field'>];
    return { turn: s.turn, traveller: s.traveller, players, units, fields, fieldCards, countdown: flipped.length > 0, flipped, earlyEnd: s.earlyEnd, ...(s.shortCost ? { shortCost: s.shortCost } : {}), ...(s.afterTurnEnd ? { afterTurnEnd: s.afterTurnEnd } : {}), ...(s.cancelledAttack ? { cancelledAttack: s.cancelledAttack } : {}) };
  });

const place = { line: z.number().int().min(1).max(STAR_LINES), row: z.enum(['front', 'back']) };
export const turnEventSchema = z.discriminatedUnion('type', [
  ...defenseEventSchema.options,
  z.object({ type: z.literal('effect.use') }).strict(),
  z.object({ type: z.literal('attack.declare'), unit: z.string(), row: z.enum(['front', 'back']).optional(), glideTo: glideTo.optional() }).strict(),
  z.object({ type: z.literal('attack.finish') }).strict(),
  z.object({ type: z.literal('effect.sideways'), unit: z.string(), ...effectSource }).strict(),
  z.object({ type: z.literal('unit.play'), card: z.string() }).strict(),
  z.object({ type: z.literal('traveller.summon') }).strict(),
  z.object({ type: z.literal('summon.end') }).strict(),
  /** 15-3.3a — a 吞食合體 tribute names the part it leaves showing under the new unit. */
  z.object({ type: z.literal('tribute.choose'), unit: z.string(), shows: shows.optional() }).strict(),
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
  /** 15-6.7a — a 還魂 effect of this many 亡魂 points returns these cards from the current player's graveyard (none: it fails). */
  z.object({ type: z.literal('soul.revive'), points: z.number().int().min(1).meta({ clauses: ['6-2'] }), cards: z.array(z.string()) }).strict(),
  ...keywordEffectEvents,
  /** 7-1, 6-1 — a magic card from hand, or a unit's effect, is used; 6-6 — its targets chosen one by one; 6-3 — the enemy answers or passes. */
  z.object({ type: z.literal('card.use'), card: z.string() }).strict(),
  z.object({ type: z.literal('effect.activate'), unit: z.string() }).strict(),
  z.object({ type: z.literal('target.choose'), unit: z.string() }).strict(),
  z.object({ type: z.literal('answer.use'), card: z.string() }).strict(),
  z.object({ type: z.literal('answer.pass') }).strict(),
  /** 15-3.2 — the 機械合體階段: entered, a 機械合體 (the unit, the 機械 unit at whose place it combines, the card put under and what it shows), left. */
  z.object({ type: z.literal('mech.begin') }).strict(),
  z.object({ type: z.literal('mech.combine'), unit: z.string(), target: z.string(), below: z.string(), shows }).strict(),
  z.object({ type: z.literal('mech.end') }).strict(),
  /** 15-3.2e — of the units taking part in a 機械合體 with 合體時 effects, the one whose effect the current player activates first. */
  z.object({ type: z.literal('trigger.first'), unit: z.string() }).strict(),
  /** 15-3.4a — a 寄生合體 unit goes under its target, showing one part. */
  z.object({ type: z.literal('parasite.combine'), unit: z.string(), target: z.string(), shows }).strict(),
  /** 15-3.5a — 分開: the effect of a unit with 分開 (`splitBy`): a card under a combined unit is put at a free place of its side. */
  z.object({ type: z.literal('unit.split'), splitBy: z.string(), unit: z.string(), card: z.string(), ...place }).strict(),
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
    /** 4-5 — each player's field card, or null. */
    fields: z.tuple([z.string().nullable(), z.string().nullable()]),
    /** 7-4 — the magic cards under each unit that has any, by unit. */
    attached: z.record(z.string(), z.array(z.string())),
    /** 15-7.1a — each player's 獎勵. */
    bonuses: z.tuple([z.number(), z.number()]),
    stacks: stacksSchema,
    /** 15-6.1a — charge energy by unit (units with a counter); 15-6.3 — 小旅人 under each 搭乘 unit. */
    charge: z.record(z.string(), z.number()),
    riders: z.record(z.string(), z.number()),
  })
  .strict();


export default { setupSchema: turnSetupSchema, eventSchema: turnEventSchema, summarySchema: turnSummarySchema };
