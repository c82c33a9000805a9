/** The attack flow's schemas: a position (creatures on the arena, the attacker and its attack bar, the readings of 8-1.2, 8-1.4, 8-2, 8-6.1, 8-6.4, 8-7.1, 8-8 and 9-3.3), its events, and the summary a ruling's `expect` is checked against. `say` names a problem for the reader's words (words.ts `problem`). */
import { z } from 'zod';
import { COLUMNS, CONDITIONS, FACES, ROWS } from './rules';
import { EFFECT_DIE } from '../dice';
import { wallFields, wallProblems } from '../walls-schema';

const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
const player = z.literal([0, 1]);
/** [column, row] on the 4 × 3 arena (the sandbox's setting). */
const zone = z.tuple([z.number().int().min(1).max(COLUMNS), z.number().int().min(1).max(ROWS)]);
/** An effect die's result (a d12, dice.ts). */
const die = z.number().int().min(1).max(EFFECT_DIE);

const meleeBar = z
  .object({
    dice: z.number().int().min(1).max(12),
    strikes: z.number().int().min(1).max(4).optional(),
    effect: z.object({ at: die, condition: z.enum(CONDITIONS) }).strict().optional(),
  })
  .strict();

const defense = z.object({ value: die, uses: z.number().int().min(0).max(5), only: z.enum(['melee', 'ranged']).optional() }).strict();

const creature = z
  .object({
    id,
    owner: player,
    zone,
    life: z.number().int().min(1).max(60),
    damage: z.number().int().min(0).default(0),
    armor: z.number().int().min(0).max(10).default(0),
    flying: z.boolean().optional(),
    reach: z.boolean().optional(),
    incorporeal: z.boolean().optional(),
    guard: z.boolean().optional(),
    defense: defense.optional(),
    /** 8-2.3 — several defenses, in the card's order: the defender names the one it uses against each attack (`defense.use`'s `defense`, counted from 0). */
    defenses: z.array(defense).min(2).max(4).optional(),
    counterstrike: z.boolean().optional(),
    melee: meleeBar.optional(),
    barrier: z.number().int().min(1).max(12).optional(),
    /** Its conditions (daze stops a defense, 8-2.4; a blind creature's strike may fail, 8-6.2); an effect die adds to them during the attack. */
    conditions: z.array(z.enum(CONDITIONS)).max(4).optional(),
  })
  .strict();

const attackBar = meleeBar.extend({
  kind: z.enum(['melee', 'ranged']),
  range: z.tuple([z.number().int().min(0).max(COLUMNS + ROWS), z.number().int().min(0).max(COLUMNS + ROWS)]).optional(),
  sweeping: z.boolean().optional(),
  zone: z.boolean().optional(),
});

export const attackSetupSchema = z
  .object({
    creatures: z.array(creature).min(2),
    attacker: id,
    /** The attacker's attack bar; or, with several, `bars` (8-0.1). */
    attack: attackBar.optional(),
    /** 8-0.1 — the attacker's attack bars when it has several, in the card's order: the declaration names the one it uses (`attack.declare`'s `bar`, counted from 0). */
    bars: z.array(attackBar).min(2).max(4).optional(),
    barriersUsed: z.array(z.string()).optional(),
    seed: z.number().int().min(0).max(2 ** 31).optional(),
    /** 8-1.4: a ranged attack skips step 5 (the source, the default) or makes its additional strikes. */
    rangedStrikes: z.enum(['skipped', 'made']).optional(),
    /** 8-6.4: with several strikes, a damage barrier answers the first (the source's words, the default) or the first that hits. */
    barrierStrike: z.enum(['first', 'firstHit']).optional(),
    /** 8-7.1: a damage barrier strikes even when the attack destroyed its creature (the official rule, the default), or not (the earlier reading). */
    barrierDestroyed: z.enum(['strikes', 'none']).optional(),
    /** 8-8: a sweeping attack takes any 1 or 2 different creatures and a zone attack the attacker too (the Codex, the default), or enemies only and the attacker spared (the earlier reading). */
    areaTargets: z.enum(['codex', 'earlier']).optional(),
    /** 8-2: a zone attack's targets may defend, as 8-8 runs steps 1 to 7 for each (the source, the default), or the attack is unavoidable (the Codex). */
    zoneDefense: z.enum(['avoidable', 'unavoidable']).optional(),
    /** 9-3.3: a ranged attack ignores its minimum range in its own zone against a flying target (the source, the default), or also when the attacker flies (the Codex). */
    flyerRange: z.enum(['target', 'either']).optional(),
    /** 8-6.1: a damage barrier may strike an attacker of its own side (the source, the default), or strikes enemies only (the Codex). */
    barrierFriendly: z.enum(['strikes', 'none']).optional(),
    /** 8-1.2: a melee attack on a wall must take an enemy guard in the attacker's zone instead (the source, the default), or may attack the wall, which is in no zone (the Codex). */
    wallGuard: z.enum(['source', 'codex']).optional(),
    /** Walls on the borders between zones (7-5.1), with their life and armour: they block line of sight or not (8-1.3) and may be attacked (7-5.3). */
    walls: z.array(z.object({ ...wallFields, life: z.number().int().min(1).max(60), damage: z.number().int().min(0).optional(), armor: z.number().int().min(0).max(10).optional() }).strict()).max(8).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const problem = (path: PropertyKey[], say: string, values: Record<string, string | number> = {}) => ctx.addIssue({ code: 'custom', path, message: say, params: { say, ...values } });
    // 7-5.1 — walls on borders between zones, one a border; a wall's name is its own, and it stands while its damage is below its life.
    const walls = s.walls ?? [];
    wallProblems(walls, problem);
    walls.forEach((w, i) => {
      if ([...s.creatures, ...walls].findIndex((o) => o.id === w.id) !== s.creatures.length + i) problem(['walls', i, 'id'], 'twoIds', { id: w.id });
      if ((w.damage ?? 0) >= w.life) problem(['walls', i, 'damage'], 'destroyedAlready', { id: w.id });
    });
    s.creatures.forEach((c, i) => {
      if (s.creatures.findIndex((o) => o.id === c.id) !== i) problem(['creatures', i, 'id'], 'twoIds', { id: c.id });
      if (c.damage >= c.life) problem(['creatures', i, 'damage'], 'destroyedAlready', { id: c.id });
      // 9-4.3 — an incorporeal creature has no armour (the site's reading, after the Codex).
      if (c.incorporeal && c.armor > 0) problem(['creatures', i, 'armor'], 'incorporealArmor', { id: c.id });
      if (c.defense && c.defenses) problem(['creatures', i, 'defenses'], 'twoDefenseFields', { id: c.id });
    });
    const attacker = s.creatures.findIndex((c) => c.id === s.attacker);
    if (attacker < 0) problem(['attacker'], 'noAttacker', { id: s.attacker });
    // 13-3 — a guard marker goes when its creature is activated, and a creature attacks in its activation (5-4.1, 5-5.1): an attacker has none.
    else if (s.creatures[attacker].guard) problem(['creatures', attacker, 'guard'], 'attackerGuard', { id: s.attacker });
    // 8-0.1 — one attack bar, or the list of several to choose from: not both, not neither.
    if (!s.attack === !s.bars) problem(s.attack ? ['bars'] : ['attack'], 'oneBarField');
    const bars: [PropertyKey[], z.infer<typeof attackBar>][] = s.attack ? [[['attack'], s.attack]] : (s.bars ?? []).map((b, i) => [['bars', i], b]);
    for (const [at, a] of bars) {
      if (a.range && a.range[0] > a.range[1]) problem([...at, 'range'], 'rangeOrder');
      if (a.zone && a.sweeping) problem(at, 'zoneSweep');
      if (a.zone && a.kind !== 'ranged') problem([...at, 'kind'], 'zoneKind');
      if (a.sweeping && a.kind !== 'melee') problem([...at, 'kind'], 'sweepKind');
      if (a.kind === 'ranged' && !a.range) problem([...at, 'range'], 'rangedRange');
    }
  });

export const attackEventSchema = z.discriminatedUnion('type', [
  /** `bar`: which of the attacker's attack bars (8-0.1), counted from 0; needed when it has several. */
  z.object({ type: z.literal('attack.declare'), target: z.string().optional(), zone: zone.optional(), targets: z.array(z.string()).max(12).optional(), bar: z.number().int().min(0).max(3).optional() }).strict(),
  z.object({ type: z.literal('free.take') }).strict(),
  z.object({ type: z.literal('free.decline') }).strict(),
  /** `defense`: which of the defender's defenses (8-2.3), counted from 0; needed when it has several. */
  z.object({ type: z.literal('defense.use'), defense: z.number().int().min(0).max(3).optional() }).strict(),
  z.object({ type: z.literal('defense.skip') }).strict(),
  z.object({ type: z.literal('defense.roll'), die }).strict(),
  z.object({ type: z.literal('attack.roll'), dice: z.array(z.enum(FACES as [string, ...string[]])).min(1).max(12) }).strict(),
  z.object({ type: z.literal('effect.roll'), die }).strict(),
  z.object({ type: z.literal('blind.miss') }).strict(),
]);

export const attackSummarySchema = z
  .object({
    state: z.string(),
    /** Each creature's damage taken. */
    damage: z.record(z.string(), z.number()),
    destroyed: z.array(z.string()),
    /** Each creature's conditions: those it had and those the effect die gave. */
    conditions: z.record(z.string(), z.array(z.string())),
    /** Creatures still guarding. */
    guards: z.array(z.string()),
  })
  .strict();
export type AttackSummary = z.infer<typeof attackSummarySchema>;

export default { setupSchema: attackSetupSchema, eventSchema: attackEventSchema, summarySchema: attackSummarySchema };
