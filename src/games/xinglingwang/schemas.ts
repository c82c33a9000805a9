/**
 * 星靈王's schemas shared by its flows: a unit and a board of units (one per place, each id once),
 * and the events of the 防守階段 and 進攻宣言 machines, which the turn flow takes too. Each flow's
 * own setup and summary are in its folder (`<flow>/schemas.ts`).
 */
import { z } from 'zod';
import { STAR_LINES, type Unit } from './board';
import { withUnder } from './combine';
import { mayShow } from './board';
import { CHARGE_MAX } from './keywords';

/** A unit's or card's id: `say` names the problem for the reader's words (words.ts `problem`). */
const idSchema = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });

export const keyword = z.enum(['pierce', 'ranged', 'poison', 'blocker', 'sneak', 'dismantle', 'armourBreak', 'glide', 'cover', 'indestructible', 'imprisoned', 'decay', 'mechCombine', 'devour', 'parasite', 'split', 'magicResistant', 'enemyMagicResistant', 'effectResistant', 'enemyEffectResistant']);

/** 15-3.1b — the part of a card under a combined unit left showing: its ATK, its score, or one of its keywords. */
export const shows = z.union([z.enum(['atk', 'score']), keyword]);

const underFields = {
  id: idSchema,
  atk: z.number().int().min(0),
  score: z.number().int().min(0),
  keywords: z.array(keyword).default([]),
  shows,
  owner: z.literal([0, 1]).optional(),
};
/** 15-3.1b — a card under a combined unit leaves showing only what it has. */
const showsOwn = <T extends z.ZodType<{ atk: number; score: number; keywords: z.infer<typeof keyword>[]; shows: z.infer<typeof shows> }>>(card: T) =>
  card.refine((c) => mayShow(c, c.shows), { message: 'a card under a combined unit shows a keyword only if it has it (15-3.1b)', params: { say: 'showsMissing' }, path: ['shows'] });
/** 15-3.1a — a card under a combined unit: its own face, the part showing, and (10-7) its owner when not the unit's. */
const underSchema = showsOwn(z.object(underFields).strict());
/**
 * The turn's card under a combined unit: with the stars on it (12-3, 12-4), for when it goes back to
 * hand (15-3.1e) and is played again from there.
 */
export const turnUnderSchema = showsOwn(z.object({ ...underFields, redStar: z.number().int().min(0).max(10).optional(), blueStar: z.boolean().optional() }).strict()).refine((c) => !(c.redStar && c.blueStar), {
  message: 'a unit has a red star (12-3) or a blue star, not both: a blue-star unit is neither kind (12-4 ※)',
  params: { say: 'redAndBlue' },
});

export const unitSchema = z
  .object({
    /** A short unique id, used in the log and in expectations (e.g. `wolf`). */
    id: idSchema,
    /** 0 = 先手, 1 = 後手. */
    owner: z.literal([0, 1]),
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
    /** 15-3.1a — the cards under it, the first just under the top card; atk/score/keywords are then the top card's own. */
    under: z.array(underSchema).optional(),
    /** 15-1.2a — the position a 遠程 attacker nominated. */
    rangedTarget: z.enum(['front', 'back']).optional(),
    /** A 小旅人 (4-6), which 上車 may move under a 搭乘 unit (15-6.4a). */
    traveller: z.boolean().optional(),
    /** 15-6.1a — its charge energy, 0 to 5. */
    charge: z.number().int().min(0).max(CHARGE_MAX).meta({ clauses: ['15-6.1a'] }).optional(),
    /** 15-6.3 — the number after its 搭乘, and (15-6.3a, 15-6.4a) the 小旅人 under it now. */
    ride: z.number().int().min(1).meta({ clauses: ['15-6.3a'] }).optional(),
    riders: z.number().int().min(0).optional(),
    /** 15-6.6a — its 亡魂 points. */
    ghost: z.number().int().min(1).meta({ clauses: ['15-6.6a'] }).optional(),
    /** 11-8.8 — ATK an attacking unit gained from 「本次進攻」 effects, lost when the 防守階段 ends. */
    boost: z.number().int().min(1).optional(),
  })
  .strict();

/**
 * What a unit's keyword fields may not say (keywords.ts): 小旅人 under it only by 搭乘 or 上車, at most
 * its 搭乘 number (15-6.3b, 15-6.5a); ATK from 「本次進攻」 effects only on a unit that is attacking (8-2, 11-8.8).
 */
function keywordIssues(u: { keywords: string[]; state?: string; ride?: number; riders?: number; boost?: number }): { field: string; message: string; params: Record<string, unknown> }[] {
  const out: { field: string; message: string; params: Record<string, unknown> }[] = [];
  if (u.riders && !u.ride) out.push({ field: 'riders', message: 'only a unit with 搭乘 has 小旅人 under it (15-6.3b, 15-6.5a)', params: { say: 'ridersNoRide' } });
  else if (u.riders && u.ride && u.riders > u.ride) out.push({ field: 'riders', message: `at most ${u.ride} 小旅人 under it, its 搭乘 number (15-6.3b)`, params: { say: 'ridersOverLimit', count: u.ride } });
  if (u.boost && u.state !== 'attacking') out.push({ field: 'boost', message: 'a 「本次進攻」 effect is on a unit in the attacking state, and is lost when the 防守階段 ends (8-2, 11-8.8)', params: { say: 'boostNotAttacking' } });
  return out;
}

/** A board's units: one per place, each id once. */
export const unitsOf = <U extends z.ZodType<{ id: string; owner: 0 | 1; line: number; row: string; keywords: string[]; combined: boolean; state?: string; under?: { id: string }[]; ride?: number; riders?: number; boost?: number }>>(unit: U) => z.array(unit).superRefine((units, ctx) => {
  const places = new Set<string>();
  const ids = units.flatMap((u) => [u.id, ...(u.under ?? []).map((c) => c.id)]);
  units.forEach((u, i) => {
    (u.under ?? []).forEach((c, j) => {
      if (ids.indexOf(c.id) !== ids.lastIndexOf(c.id)) ctx.addIssue({ code: 'custom', path: [i, 'under', j, 'id'], message: `the id ${c.id} is used twice`, params: { say: 'sameId', id: c.id } });
    });
    const place = `${u.owner}/${u.line}/${u.row}`;
    if (places.has(place)) ctx.addIssue({ code: 'custom', path: [i], message: `two units on player ${u.owner}'s line ${u.line} ${u.row} row`, params: { say: 'samePlace', side: u.owner, line: u.line, row: u.row } });
    places.add(place);
    if (units.findIndex((o) => o.id === u.id) !== i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `the id ${u.id} is used twice`, params: { say: 'sameId', id: u.id } });
    // 15-1.4a — a 阻擋 unit cannot attack, so it is never in the attacking state.
    if (u.state === 'attacking' && (u.keywords as string[]).includes('blocker')) ctx.addIssue({ code: 'custom', path: [i, 'state'], message: `${u.id}: a unit with 阻擋 cannot attack (15-1.4a)`, params: { say: 'blockerAttacking', id: u.id } });
    keywordIssues(u).forEach((issue) => ctx.addIssue({ code: 'custom', path: [i, issue.field], message: issue.message, params: { ...issue.params, id: u.id } }));
    // 15-2.1e — a combined unit's 偷襲 sends only its top card back, the cards under it staying: a
    // unit marked combined without them named is not taken, rather than resolved wrongly.
    if (u.combined && !u.under?.length && (u.keywords as string[]).includes('sneak')) ctx.addIssue({ code: 'custom', path: [i, 'keywords'], message: `${u.id}: a combined unit with 偷襲 needs the cards under it named (only its top card returns to hand, 15-2.1e)`, params: { say: 'combinedSneak', id: u.id } });
  });
});
export const unitsSchema = unitsOf(unitSchema).transform((units) => units.map(withCards));

/** 15-3.1b, 15-3.1f — a unit with cards under it takes the combined values (combine.ts); the rest as written. */
export function withCards<T extends z.output<typeof unitSchema>>(u: T): T & Unit {
  if (!u.under?.length) {
    const { under: _u, ...rest } = u;
    return rest as T & Unit;
  }
  const face = { atk: u.atk, score: u.score, keywords: u.keywords };
  return withUnder(u as T & Unit, face, u.under.map((c) => ({ ...c, owner: c.owner ?? u.owner }))) as T & Unit;
}

/** 15-2.4a — the empty own place a 滑行 unit moves to before it attacks. */
export const glideTo = z.object({ line: z.number().int().min(1).max(STAR_LINES), row: z.enum(['front', 'back']) }).strict();

export const defenseEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('window.pass') }).strict(),
  z.object({ type: z.literal('step.continue') }).strict(),
  z.object({ type: z.literal('sneak.return') }).strict(),
  z.object({ type: z.literal('sneak.stay') }).strict(),
]);

/**
 * 15-4.2, 15-4.4 — an effect that chooses a unit as its target may say what it comes from (a magic
 * card or a unit's effect) and who uses it (the current player when not said), so that a resistance
 * can bar it (keywords.ts).
 */
export const effectSource = { source: z.enum(['magic', 'unit']).optional(), by: z.literal([0, 1]).optional() };

/** 15-6 — effects before the first attack (11-2) that add or spend charge energy and put 小旅人 under a unit or take them off. */
export const keywordEffectEvents = [
  /** 15-6.1 — a 充能 effect gives the unit this much charge energy (never negative, 15-6.1b). */
  z.object({ type: z.literal('energy.charge'), unit: z.string(), count: z.number().int().min(0).meta({ clauses: ['15-6.1b'] }) }).strict(),
  /** 15-6.2 — the unit uses a 耗能 effect costing this much (0 when effects reduced it: 1 is still removed, 15-6.2b). */
  z.object({ type: z.literal('energy.spend'), unit: z.string(), count: z.number().int().min(0) }).strict(),
  /** 15-6.4 — a 上車 effect moves this 小旅人 from its place to under this 搭乘 unit. */
  z.object({ type: z.literal('rider.board'), unit: z.string(), traveller: z.string() }).strict(),
  /** 15-6.5 — the unit uses a 下車 effect, returning this many of the 小旅人 under it to the forest. */
  z.object({ type: z.literal('rider.alight'), unit: z.string(), count: z.number().int().min(1).meta({ clauses: ['6-2'] }) }).strict(),
] as const;

export const declareEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('effect.use') }).strict(),
  z.object({ type: z.literal('attack.declare'), unit: z.string(), row: z.enum(['front', 'back']).optional(), glideTo: glideTo.optional() }).strict(),
  z.object({ type: z.literal('effect.remove'), unit: z.string(), ...effectSource }).strict(),
  /** 6-3, 15-5.1 — an exact-timing effect turns a unit sideways (an attacking one's attack is canceled). */
  z.object({ type: z.literal('effect.sideways'), unit: z.string(), ...effectSource }).strict(),
  z.object({ type: z.literal('attack.finish') }).strict(),
  ...keywordEffectEvents,
]);

export const id = idSchema;
export const player = z.literal([0, 1]);
export const condition = z.enum(['score', 'units']);

/** Where each unit on the board is and in what state: `id: "line/row/state"`. */
export const boardSchema = z.record(z.string(), z.string());
/** 15-3.1a, 15-3.1f — each combined unit's cards under it (top first) and its ATK and score (combine.ts `stacksOf`). */
export const stacksSchema = z.record(z.string(), z.object({ under: z.array(z.string()), atk: z.number(), score: z.number(), keywords: z.array(keyword) }).strict());
