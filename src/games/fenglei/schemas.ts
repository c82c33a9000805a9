/** The pieces both 風雷卡牌 flows' schemas are made of: a character, a tactic card, an action value. `say` names a problem for the reader's words (words.ts `problem`). */
import { z } from 'zod';
import { HEALINGS, MAX_STAT } from './table';

export const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
export const player = z.literal([0, 1]);
const stat = z.number().int().min(0).max(MAX_STAT);
/** 9-6 — a character's physical and magic attack and HP are at most 99: a value above says so, citing the clause. */
const capped = (min: number) => z.number().int().min(min).max(MAX_STAT).meta({ clauses: ['9-6'] });
/** An action cost or value: the source's values are 8 and 4 a turn (4-3); a cost above what can be held is no cost at all. */
const points = z.number().int().min(0).max(MAX_STAT);
const attack = z.object({ atk: capped(0), cost: points }).strict();

/** A character card (7): summon cost, HP (and, on the field, the HP printed on the card, when it differs: 7-9), physical and magic attack with their costs (7-7, 7-8), rage. */
export const character = z
  .object({
    id,
    owner: player,
    summon: z.number().int().min(0).max(9),
    hp: capped(1),
    printedHp: capped(1).optional(),
    physical: attack,
    magic: attack,
    rage: stat.default(0),
    summoned: z.boolean().optional(),
    attacked: z.number().int().min(0).max(9).optional(),
  })
  .strict();

/** A tactic card (8): its printing's illustration (8-5), action cost, or a rage cost for a rage card; ✓ or ⊘ for the defense turn; what it does (a legendary summon's medium names the legendary card and the original, 7-2.1); its uses; whether its passive effect takes its action cost at the start of every turn (9-4, the example card's text). */
export const tactic = z
  .object({
    id,
    cost: points.default(0),
    rage: z.number().int().min(1).max(MAX_STAT).optional(),
    defense: z.boolean(),
    effect: z.enum(['stop', 'cancel', 'heal', 'legendary', 'revive', 'other']),
    amount: z.number().int().min(1).max(MAX_STAT).optional(),
    uses: z.number().int().min(1).max(9).optional(),
    legendary: id.optional(),
    original: id.optional(),
    passive: z.boolean().optional(),
    /** 8-5 — which printing's illustration (1, the first, when not given): any printing is the same card. */
    art: z.number().int().min(1).max(9).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const problem = (path: PropertyKey[], say: string) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, id: c.id } });
    if (c.rage !== undefined && c.cost > 0) problem(['cost'], 'rageAndAction');
    if (c.effect === 'heal' && c.amount === undefined) problem(['amount'], 'healAmount');
    if (c.effect === 'legendary' && (c.legendary === undefined || c.original === undefined)) problem(['effect'], 'legendaryFields');
  });

/** 7-9, 9-6 — how far a heal restores HP: the site's reading first. */
export const healing = z.enum(HEALINGS);

export const purse = z.object({ turn: points, stored: points }).strict();

/** Problems that every card list shares: the same id twice. */
export function sameIds(ids: string[], path: (i: number) => PropertyKey[], ctx: z.RefinementCtx) {
  ids.forEach((x, i) => {
    if (ids.indexOf(x) !== i) ctx.addIssue({ code: 'custom', path: path(i), message: 'twoIds', params: { say: 'twoIds', id: x } });
  });
}
