/**
 * A 五行 sandbox's starting position, as written in a ruling or carried in a URL, checked.
 * Cards are written `金3` (element, level). The context it becomes is in context.ts.
 */
import { z } from 'zod';
import { SHENG_ORDER, type Element } from '../elements';
import { HAND_LIMIT, STARTING_LIFE, type Card } from '../rules';

const ELEMENT_BY_CHAR: Record<string, Element> = { 金: 'metal', 木: 'wood', 水: 'water', 火: 'fire', 土: 'earth' };

/** `金3` → { element: 'metal', level: 3 }; 1-2.2, 1-2.5 — five elements, levels 1 to 5. */
export const cardSchema = z
  .string()
  .refine((s) => /^[金木水火土][1-5]$/.test(s), { message: 'a card such as 金3: one of 金木水火土, then a level from 1 to 5', params: { say: 'card' } })
  .transform((s): Card => ({ element: ELEMENT_BY_CHAR[s[0]], level: Number(s[1]) }));

export const attackElementSchema = z.enum([...SHENG_ORDER, 'physical', 'special']);

/** What an active or passive spell does in the sandbox. The basic rules name no spell's effect. */
export const spellEffectSchema = z.discriminatedUnion('kind', [
  /** 2-2.3 — its caster builds a shield of these points, replacing any shield they have. */
  z.object({ kind: z.literal('shield'), points: z.number().int().positive() }).strict(),
  /** 2-1.3b — its caster's team recovers this much life. */
  z.object({ kind: z.literal('heal'), points: z.number().int().positive() }).strict(),
  /** 4-2.5a — its caster draws this many cards: no discard (4-2.5d), no more than the hand limit allows (2-3.2). */
  z.object({ kind: z.literal('draw'), count: z.number().int().positive() }).strict(),
  /** An effect with no bearing on life, shields or cards. */
  z.object({ kind: z.literal('none') }).strict(),
]);
import type { AttackEffect, LastAction, SpellEffect } from './effects';

/** 5-2.4i — an attack's other effects, handled together with its damage. */
export const attackEffectSchema = z.discriminatedUnion('kind', [
  /** 4-2.5b — e.g. 五流歸一's 「本回合抽牌+1」. */
  z.object({ kind: z.literal('drawModifier'), amount: z.number().int() }).strict(),
  /** Damage to the caster's own team at the same moment as the attack's damage. */
  z.object({ kind: z.literal('selfDamage'), amount: z.number().int().positive() }).strict(),
  /** 4-2.5a — the attacker draws this many cards: no discard (4-2.5d), no more than the hand limit allows (2-3.2). */
  z.object({ kind: z.literal('draw'), count: z.number().int().positive() }).strict(),
]);


export const lastActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attack'), element: attackElementSchema }).strict(),
  z.object({ kind: z.literal('spell') }).strict(),
  z.object({ kind: z.literal('none') }).strict(),
]);


const teamLife = z
  .number()
  .int()
  .refine((n) => n >= 1, { message: 'a team at 0 life has already lost and the game is over (7-1, 7-1.1); a sandbox starts from a game in progress, so give 1 or more', params: { say: 'lifeZero' } });

const seatSchema = z
  .object({
    hand: z
      .array(cardSchema)
      .refine((h) => h.length <= HAND_LIMIT, { message: `a hand holds at most ${HAND_LIMIT} cards (2-3.2)`, params: { say: 'handMax', max: HAND_LIMIT } })
      .default([]),
    /** 2-2 — shield points, if the player has a shield. */
    shield: z.number().int().positive().optional(),
    /** 5-4.1 — a passive this player set face down on their last turn. */
    passive: z.object({ cards: z.array(cardSchema).min(1), effect: spellEffectSchema }).strict().optional(),
    /** 5-2.4b — what this player did on their last turn. */
    lastAction: lastActionSchema.optional(),
    /** 4-2.2a — the card this player discarded in their last turn draw. */
    turnDiscard: cardSchema.optional(),
    /** 4-2.4c — an effect stops this player acting on their next turn. */
    cannotAct: z.boolean().default(false),
    /** 4-2.5e — an effect stops this player's next turn draw. */
    cannotDraw: z.boolean().default(false),
  })
  .strict();

export const wuxingSetupSchema = z
  .object({
    /** 1-1.2, 2-1.2 — 2, 4 or 6 players in two teams. */
    players: z.literal([2, 4, 6]),
    /** 2-1.2a basic (簡易玩法) or 2-1.2b formal (正式玩法) starting life. */
    mode: z.enum(['basic', 'formal']).default('basic'),
    /** Each team's life now, if not the starting life: [team of seat 0, team of seat 1]. At least 1:
     * at 0 the game is already over (7-1), and a sandbox plays a game in progress. */
    life: z.tuple([teamLife, teamLife]).optional(),
    /** The seat whose turn it is; seats run round the table, 上家 before, 下家 after. */
    current: z.number().int().min(0).default(0),
    /** One per player, in order round the table (none when the game starts from its preparation). */
    seats: z.array(seatSchema).default([]),
    /** The deck, top card first. */
    deck: z.array(cardSchema).default([]),
    /** The discard pile, oldest first. */
    discardPile: z.array(cardSchema).default([]),
    /** Seeds the shuffle when the deck runs out (2-8.3), so a replay is identical. */
    seed: z.number().int().default(1),
    /** 3 — start from the game's preparation: seating (3-1), the seeded shuffle and deal of one whole
     * deck (3-2, by `seed`), the starting life (3-3), the first player (3-4), then turn 1. */
    prepare: z.boolean().default(false),
  })
  .strict()
  .superRefine((setup, ctx) => {
    if (setup.prepare) {
      // Before the preparation there are no hands, deck, life lost or turn player: those are what it makes.
      const given: string[] = [
        ...(['seats', 'deck', 'discardPile'] as const).filter((key) => setup[key].length > 0),
        ...(setup.life !== undefined ? ['life'] : []),
        ...(setup.current !== 0 ? ['current'] : []),
      ];
      for (const key of given) ctx.addIssue({ code: 'custom', path: [key], message: `a game that starts from its preparation (3) has no ${key} yet: give only players, mode and seed`, params: { say: 'preparedOnly' } });
      return;
    }
    if (setup.seats.length !== setup.players) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: `${setup.players} players need ${setup.players} seats, got ${setup.seats.length}`, params: { say: 'seatCount', players: setup.players, seats: setup.seats.length } });
    }
    if (setup.current >= setup.players) {
      ctx.addIssue({ code: 'custom', path: ['current'], message: `seat ${setup.current} does not exist with ${setup.players} players`, params: { say: 'noSuchSeat', players: setup.players, n: setup.current + 1 } });
    }
    const max = STARTING_LIFE[setup.mode][setup.players];
    setup.life?.forEach((life, team) => {
      if (life > max) ctx.addIssue({ code: 'custom', path: ['life', team], message: `life ${life} is above the starting life ${max} (2-1.3d)`, params: { say: 'lifeAboveStart', life, max } });
    });
  });
export type WuxingSetupInput = z.input<typeof wuxingSetupSchema>;
export type WuxingSetup = z.infer<typeof wuxingSetupSchema>;

// The schemas and the context's types describe the same data: a drift is a type error here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const schemasMatchContext: [
  Same<z.infer<typeof spellEffectSchema>, SpellEffect>,
  Same<z.infer<typeof attackEffectSchema>, AttackEffect>,
  Same<z.infer<typeof lastActionSchema>, LastAction>,
] = [true, true, true];
