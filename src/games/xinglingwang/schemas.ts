/**
 * 星靈王's schemas shared by its flows: a unit and a board of units (one per place, each id once),
 * and the events of the 防守階段 and 進攻宣言 machines, which the turn flow takes too. Each flow's
 * own setup and summary are in its folder (`<flow>/schemas.ts`).
 */
import { z } from 'zod';
import { STAR_LINES } from './board';

/** A unit's or card's id: `say` names the problem for the reader's words (words.ts `problem`). */
const idSchema = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });

export const keyword = z.enum(['pierce', 'ranged', 'poison', 'blocker', 'sneak', 'dismantle', 'armourBreak', 'glide', 'cover', 'indestructible', 'imprisoned', 'decay']);

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
    /** 15-1.2a — the position a 遠程 attacker nominated. */
    rangedTarget: z.enum(['front', 'back']).optional(),
  })
  .strict();

/** A board's units: one per place, each id once. */
export const unitsOf = <U extends z.ZodType<{ id: string; owner: 0 | 1; line: number; row: string; keywords: string[]; combined: boolean; state?: string }>>(unit: U) => z.array(unit).superRefine((units, ctx) => {
  const places = new Set<string>();
  units.forEach((u, i) => {
    const place = `${u.owner}/${u.line}/${u.row}`;
    if (places.has(place)) ctx.addIssue({ code: 'custom', path: [i], message: `two units on player ${u.owner}'s line ${u.line} ${u.row} row`, params: { say: 'samePlace', side: u.owner, line: u.line, row: u.row } });
    places.add(place);
    if (units.findIndex((o) => o.id === u.id) !== i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `the id ${u.id} is used twice`, params: { say: 'sameId', id: u.id } });
    // 15-1.4a — a 阻擋 unit cannot attack, so it is never in the attacking state.
    if (u.state === 'attacking' && (u.keywords as string[]).includes('blocker')) ctx.addIssue({ code: 'custom', path: [i, 'state'], message: `${u.id}: a unit with 阻擋 cannot attack (15-1.4a)`, params: { say: 'blockerAttacking', id: u.id } });
    // 15-2.1e — a combined unit's 偷襲 sends only its top card back; the sandbox does not model a
    // combined unit's parts, so it does not take this case rather than resolve it wrongly.
    if (u.combined && (u.keywords as string[]).includes('sneak')) ctx.addIssue({ code: 'custom', path: [i, 'keywords'], message: `${u.id}: a combined unit with 偷襲 is not modelled (only its top card would return to hand, 15-2.1e)`, params: { say: 'combinedSneak', id: u.id } });
  });
});
export const unitsSchema = unitsOf(unitSchema);

/** 15-2.4a — the empty own place a 滑行 unit moves to before it attacks. */
export const glideTo = z.object({ line: z.number().int().min(1).max(STAR_LINES), row: z.enum(['front', 'back']) }).strict();

export const defenseEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('window.pass') }).strict(),
  z.object({ type: z.literal('step.continue') }).strict(),
  z.object({ type: z.literal('sneak.return') }).strict(),
  z.object({ type: z.literal('sneak.stay') }).strict(),
]);

export const declareEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('effect.use') }).strict(),
  z.object({ type: z.literal('attack.declare'), unit: z.string(), row: z.enum(['front', 'back']).optional(), glideTo: glideTo.optional() }).strict(),
  z.object({ type: z.literal('effect.remove'), unit: z.string() }).strict(),
  /** 6-3, 15-5.1 — an exact-timing effect turns a unit sideways (an attacking one's attack is canceled). */
  z.object({ type: z.literal('effect.sideways'), unit: z.string() }).strict(),
  z.object({ type: z.literal('attack.finish') }).strict(),
]);

export const id = idSchema;
export const player = z.literal([0, 1]);
export const condition = z.enum(['score', 'units']);

/** Where each unit on the board is and in what state: `id: "line/row/state"`. */
export const boardSchema = z.record(z.string(), z.string());
