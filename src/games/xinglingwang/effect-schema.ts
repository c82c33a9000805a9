/**
 * The effect format of effects.ts, validated (zod): a card's effect in a setup, with a message per
 * problem that cites the clause it breaks (the words' `problem` table). A file of its own so that a
 * sandbox page, which resolves effects (effects.ts), does not carry the schemas.
 */
import { z } from 'zod';
import type { CardEffect } from './effects';
import { onUnits } from './game';
import { keyword } from './schemas';

// ---- The format, validated (zod) -------------------------------------------------------------

/** effects.ts's MOMENTS: a unit's effects of a moment (12-2, 12-3, 15-3.2e, 14-1, 14-5). */
const MOMENTS = ['play', 'sacrificed', 'combine', 'endPhase', 'ownEndPhase', 'afterEnd', 'ownAfterEnd'] as const;

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string, say: string, values: Record<string, string | number> = {}) =>
  ctx.addIssue({ code: 'custom', path, message, params: { say, ...values } });

const named = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]+$/), atk: z.number().int().min(0), score: z.number().int().min(0), keywords: z.array(keyword).default([]) }).strict();
/** A number in an effect; 6-2 ※ (at least 1) is checked below, citing the clause. */
const X = z.number().int().max(10);
const flag = { ifSuccess: z.boolean().optional() };

export const stepSchema = z.discriminatedUnion('do', [
  z.object({ do: z.enum(['destroy', 'returnToHand', 'tap', 'move']), self: z.boolean().optional(), ...flag }).strict(),
  // 6-7 — effects.ts's FORBIDS: what the card forbids the unit under it.
  z.object({ do: z.literal('attach'), keywords: z.array(keyword).optional(), atk: z.number().int().min(0).max(20).optional(), forbid: z.array(z.enum(['target', 'destroy', 'tap', 'move', 'transform'])).optional(), ...flag }).strict(),
  z.object({ do: z.enum(['charge', 'discharge']), amount: X, self: z.boolean().optional(), ...flag }).strict(),
  z.object({ do: z.literal('transform'), into: named, self: z.boolean().optional(), ...flag }).strict(),
  z.object({ do: z.literal('power'), atk: z.number().int().min(1).max(20).optional(), score: z.number().int().min(1).max(20).optional(), until: z.enum(['battle', 'attack']), self: z.boolean().optional(), ...flag }).strict(),
  // 6-6 ¶2 — `each`: both players do it, the current player first.
  z.object({ do: z.literal('bonus'), amount: X, each: z.boolean().optional(), ...flag }).strict(),
  z.object({ do: z.literal('draw'), count: X, each: z.boolean().optional(), ...flag }).strict(),
  z.object({ do: z.literal('search'), card: z.string(), ...flag }).strict(),
  z.object({ do: z.literal('summon'), card: z.string(), from: z.enum(['hand', 'deck']).default('hand'), ...flag }).strict(),
  z.object({ do: z.literal('negate'), ...flag }).strict(),
]);


/**
 * A card's effect. `kind` is the card's: a unit's effect is used from the field, a magic card's
 * from hand. The rules each issue cites are in the words' `problem` table.
 */
export const effectSchema = (kind: 'unit' | 'magic') =>
  z
    .object({
      timing: z.enum(['summon', 'deploy', 'main', 'exact', 'defense', 'sneak', ...MOMENTS]),
      magic: z.enum(['normal', 'permanent', 'field']).optional(),
      target: z.object({ side: z.enum(['own', 'enemy', 'any']), count: z.number().int().min(1).max(10), row: z.enum(['front', 'back']).optional() }).strict().optional(),
      condition: z.object({ ownUnits: z.number().int().min(1).max(10).optional(), enemyUnits: z.number().int().min(1).max(10).optional() }).strict().optional(),
      steps: z.array(stepSchema).min(1).max(8),
    })
    .strict()
    .superRefine((e, ctx) => {
      const type = e.magic ?? 'normal';
      if (kind === 'unit' && e.magic) issue(ctx, ['magic'], 'only a magic card has a magic type (7-4)', 'effectMagicOnUnit');
      // 12-2, 12-3, 15-3.2e, 14-1, 14-5 — 立即, 被獻祭時, 合體時 and the end phase's moments are a unit's: the sandbox resolves them for units (turn/triggers.ts).
      if (kind === 'magic' && (MOMENTS as readonly string[]).includes(e.timing)) issue(ctx, ['timing'], 'a magic card is used from hand at its timing (7-1): 立即, 被獻祭時, 合體時 and the end phase’s moments are a unit’s effects here (12-2, 12-3, 15-3.2e, 14-1, 14-5)', 'effectMagicMoment');
      // 6-2 — 「若成功」 looks back at the sentence before it.
      if (e.steps[0]!.ifSuccess) issue(ctx, ['steps', 0, 'ifSuccess'], '「若成功」 refers to the sentence before it; the first has none (6-2)', 'effectFirstIfSuccess');
      e.steps.forEach((s, i) => {
        const self = 'self' in s && s.self;
        // 6-2 ※ — a number X in an effect is at least 1.
        const numbers = s as unknown as Record<string, number>;
        for (const key of ['amount', 'count'] as const) if (key in s && numbers[key]! < 1) issue(ctx, ['steps', i, key], 'a number in an effect is at least 1 (6-2 ※)', 'effectXAtLeastOne', { n: numbers[key]! });
        if (self && kind === 'magic') issue(ctx, ['steps', i, 'self'], 'a magic card is not a unit: it has no “this unit” (7-2)', 'effectMagicSelf');
        // 15-2.1a — a unit's 偷襲成功時 effect is processed once it is back in hand: no unit on the field is “this unit”.
        if (self && kind === 'unit' && e.timing === 'sneak') issue(ctx, ['steps', i, 'self'], 'a 偷襲 unit is back in hand when its 偷襲成功時 effect is processed (15-2.1a)', 'effectSneakSelf');
        if (onUnits(s) && !self && !e.target) issue(ctx, ['steps', i], 'this sentence acts on units: the card must say which (its target, chosen first, 6-6)', 'effectNeedsTarget', { step: i + 1 });
        // 15-1.4d, 15-2.3b — an ATK or score effect changes one of them at least.
        if (s.do === 'power' && !s.atk && !s.score) issue(ctx, ['steps', i], 'an ATK or score effect adds to ATK, to score, or to both (15-1.4d, 15-2.3b)', 'effectPowerNothing');
        if (s.do === 'attach' && type !== 'permanent') issue(ctx, ['steps', i], 'only a permanent magic card is placed under a unit (7-4)', 'effectAttachNotPermanent');
        if (s.do === 'negate' && e.timing !== 'exact') issue(ctx, ['steps', i], 'a card answers another only at an exact timing (6-3)', 'effectNegateTiming');
      });
      if (type === 'permanent' && !e.steps.some((s) => s.do === 'attach')) issue(ctx, ['steps'], 'a permanent magic card gives a unit an effect: it is placed under that unit (7-4)', 'effectPermanentAttach');
      if (type === 'permanent' && e.target?.count !== 1) issue(ctx, ['target'], 'a permanent magic card is placed under the one unit chosen (7-4)', 'effectPermanentOne');
      if (type === 'field' && e.target) issue(ctx, ['target'], 'a field card goes to the field zone, not to a unit (7-4, 4-5)', 'effectFieldTarget');
      if (e.timing === 'exact' && !e.steps.some((s) => s.do === 'negate') && !e.target) issue(ctx, ['timing'], 'an exact-timing card here answers a card being used: it negates it or acts on units (6-3)', 'effectExactNothing');
    });

/**
 * A card schema whose `effect` is checked by the card's kind: a union of card kinds would report
 * only that no kind fits, so the effect is read after it, its problems named at `effect`.
 */
export const withEffect = <S extends z.ZodType<{ kind: 'unit' | 'magic'; effect?: unknown }>>(schema: S) =>
  schema
    .superRefine((card, ctx) => {
      if (card.effect === undefined) return;
      const parsed = effectSchema(card.kind).safeParse(card.effect);
      // Each problem with the value written where it is, for the sentence that quotes it.
      const at = (path: PropertyKey[]) => path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), card.effect);
      if (!parsed.success) for (const i of parsed.error.issues) ctx.addIssue({ ...i, input: at(i.path), path: ['effect', ...i.path] } as Parameters<typeof ctx.addIssue>[0]);
    })
    .transform((card) => (card.effect === undefined ? card : { ...card, effect: effectSchema(card.kind).parse(card.effect) }) as Omit<z.output<S>, 'effect'> & { effect?: CardEffect });

