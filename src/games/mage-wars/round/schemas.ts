/** The round flow's schemas: a position at the start of a round (the players' mana and channeling, their creatures, spawnpoints and upkeep effects), its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { COLUMNS, CONDITIONS, GATES, HELD, ROWS } from '../arena';
import { wallProblems, wallSchema } from '../walls-schema';
import { STARTING_MANA } from '../mana';

const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
const player = z.literal([0, 1]);
const count = z.number().int().min(0).max(99);
/** A zone of the arena by column and row (arena.ts). */
const zone = z.tuple([z.number().int().min(1).max(COLUMNS), z.number().int().min(1).max(ROWS)]);
/** A quick or a full action (5-4, 5-5). */
const act = z.enum(['quick', 'full']);

export const roundSetupSchema = z
  .object({
    round: z.number().int().min(1).max(99).optional(),
    initiative: player,
    mana: z.tuple([count, count]),
    channeling: z.tuple([count, count]),
    creatures: z
      .array(
        z
          .object({
            id, owner: player, kind: z.enum(['mage', 'familiar', 'creature']),
            /** Has the Flying trait (9-3); a flyer that guards does not fly (9-3.8). */
            flying: z.boolean().optional(),
            /** Has a guard marker from an earlier round (13-1): it goes when the creature is activated, or after it is attacked in melee (13-3, the attack flow). */
            guard: z.boolean().optional(),
            /** Its conditions, as an attack left them (8-4.2), and incapacitated or restrained (5-3.2): the round keeps them (no rule of the source removes them). */
            conditions: z.array(z.enum([...CONDITIONS, ...HELD])).max(6).optional(),
            /** 12-1 — the removal cost printed on its markers, by kind; a kind not listed has no number (12-3). */
            removal: z.partialRecord(z.enum([...CONDITIONS, ...HELD]), count).optional(),
            /** A Pest: it does not hinder (5-3.2). */
            pest: z.boolean().optional(),
            /** The zone it stands on (5-2). */
            zone,
            /** Has the Fast trait (9-1). */
            fast: z.boolean().optional(),
            /** Nonliving: Finite Life, not healed (9-2). */
            nonliving: z.boolean().optional(),
            /** The damage on it, which healing removes (3-4, 9-2). */
            damage: count.optional(),
            /** The special actions its card's text notes (5-4.5, 5-5.3). */
            special: z.array(act).max(2).optional(),
          })
          .strict(),
      )
      .min(2)
      .max(16),
    spawnpoints: z.array(z.object({ id, owner: player, zone }).strict()).max(6).optional(),
    /** `n`: regenerate's amount, the damage it heals (3-4, 9-2). */
    upkeep: z.array(z.object({ id, owner: player, effect: z.enum(['regenerate', 'burn', 'upkeep']), n: z.number().int().min(1).max(99).optional() }).strict()).max(8).optional(),
    planning: z.enum(['may', 'must']).optional(),
    /** Walls on the borders between zones (7-5.1). */
    walls: z.array(wallSchema).max(8).optional(),
    /** 12-3's silence: markers without a number beside numbered ones stay (`stay`, the site's reading) or stop the removal (`block`). */
    unnumbered: z.enum(['stay', 'block']).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number> = {}) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    const cards = [...s.creatures, ...(s.spawnpoints ?? [])];
    cards.forEach((c, i) => {
      if (cards.findIndex((o) => o.id === c.id) !== i) problem([i < s.creatures.length ? 'creatures' : 'spawnpoints', i < s.creatures.length ? i : i - s.creatures.length, 'id'], 'twoIds', { id: c.id });
    });
    (s.walls ?? []).forEach((w, i) => {
      if ([...cards, ...(s.walls ?? [])].findIndex((o) => o.id === w.id) !== cards.length + i) problem(['walls', i, 'id'], 'twoIds', { id: w.id });
    });
    wallProblems(s.walls ?? [], problem);
    // 12-1 — a removal cost is printed on a marker: one for a kind the creature has no marker of says nothing.
    s.creatures.forEach((c, i) => Object.keys(c.removal ?? {}).forEach((k) => {
      if (!c.conditions?.includes(k as never)) problem(['creatures', i, 'removal', k], 'removalWithout', { id: c.id, condition: k });
    }));
    // 1-5 — every mage starts the game with STARTING_MANA (10): round 1 begins with it.
    if ((s.round ?? 1) === 1) ([0, 1] as const).forEach((p) => { if (s.mana[p] !== STARTING_MANA) problem(['mana', p], 'firstRoundMana', { player: p, n: s.mana[p], mana: STARTING_MANA }); });
    // 1-2 — each player has one mage; 1-4 — as round 1 begins, it stands in its gate zone.
    ([0, 1] as const).forEach((p) => {
      const mages = s.creatures.filter((c) => c.kind === 'mage' && c.owner === p);
      if (mages.length !== 1) problem(['creatures'], 'oneMage', { player: p });
      else if ((s.round ?? 1) === 1 && (mages[0].zone[0] !== GATES[p][0] || mages[0].zone[1] !== GATES[p][1])) problem(['creatures', s.creatures.indexOf(mages[0]), 'zone'], 'firstRoundGate', { player: p, col: GATES[p][0], row: GATES[p][1] });
    });
    (s.upkeep ?? []).forEach((u, i) => {
      if (!cards.some((c) => c.id === u.id && c.owner === u.owner)) problem(['upkeep', i, 'id'], 'upkeepOwner', { id: u.id });
      // Regenerate heals a creature by its amount (3-4, 9-2): the sandbox keeps damage on creatures only.
      if (u.effect === 'regenerate' && !s.creatures.some((c) => c.id === u.id)) problem(['upkeep', i, 'id'], 'healCreature', { id: u.id });
      if (u.effect === 'regenerate' && u.n === undefined) problem(['upkeep', i, 'n'], 'healAmount', { id: u.id });
      if (u.effect !== 'regenerate' && u.n !== undefined) problem(['upkeep', i, 'n'], 'amountOnlyHeal', { id: u.id });
    });
  });

export const roundEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('upkeep.resolve'), id }).strict(),
  z.object({ type: z.literal('plan'), player, spells: z.number().int().min(0).max(99), for: z.array(id).max(16).optional() }).strict(),
  z.object({ type: z.literal('deploy.cast'), id, summon: id.optional() }).strict(),
  z.object({ type: z.literal('deploy.skip'), id }).strict(),
  /** `player`: whose quickcast marker (4-4); without it, the player whose decision or turn it is. */
  /** `action`: the spell's action symbol; the marker casts a quick spell (4-1). */
  z.object({ type: z.literal('quickcast.use'), player: player.optional(), action: act.optional() }).strict(),
  z.object({ type: z.literal('quickcast.pass'), player: player.optional() }).strict(),
  z.object({ type: z.literal('activate'), id }).strict(),
  z.object({ type: z.literal('turn.pass') }).strict(),
  /** `action`: the spell's action symbol, quick or full (6-1.6, 5-4.2, 5-5.2). */
  /** `wall`: the wall the spell places, on the border between two zones (7-5.1). */
  /** `remove`: the creature whose condition markers the spell removes, paying their removal cost at once (12-2). */
  z.object({ type: z.literal('spell.cast'), action: act, summon: id.optional(), wall: wallSchema.omit({ owner: true }).optional(), remove: id.optional() }).strict(),
  z.object({ type: z.literal('move'), to: zone }).strict(),
  z.object({ type: z.literal('attack'), action: act }).strict(),
  /** `remove`: the creature whose condition markers the special action removes, paying their removal cost at once (12-2). */
  z.object({ type: z.literal('special'), action: act, remove: id.optional() }).strict(),
  z.object({ type: z.literal('guard') }).strict(),
  z.object({ type: z.literal('activation.end') }).strict(),
  z.object({ type: z.literal('turn.next') }).strict(),
  z.object({ type: z.literal('round.next') }).strict(),
]);

export const roundSummarySchema = z
  .object({
    state: z.string(),
    round: z.number(),
    initiative: z.number(),
    /** Each player's mana. */
    mana: z.array(z.number()),
    /** The creatures activated this round, in the order they were (a summoned one when it entered, 7-3.1). */
    activated: z.array(z.string()),
    /** Whose quickcast marker is used. */
    quickcast: z.array(z.boolean()),
    /** The casters whose planned spells returned to the spellbook, in order. */
    returned: z.array(z.string()),
    /** The creatures with a guard marker (13-1, 13-3). */
    guards: z.array(z.string()),
    /** Each creature's conditions, those with any. */
    conditions: z.record(z.string(), z.array(z.string())),
    /** Where each creature stands. */
    zones: z.record(z.string(), z.array(z.number())),
    /** Each creature's damage, 0 included. */
    damage: z.record(z.string(), z.number()),
    /** The walls, each on its border (the two zones, in the setup's or the spell's order). */
    walls: z.record(z.string(), z.array(z.array(z.number()))),
  })
  .strict();
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export default { setupSchema: roundSetupSchema, eventSchema: roundEventSchema, summarySchema: roundSummarySchema };
