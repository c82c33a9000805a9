/**
 * A 五行 sandbox's starting position, as written in a ruling or carried in a URL, checked.
 * Cards are written `金3` (element, level). The context it becomes is in context.ts.
 */
import { z } from 'zod';
import { SHENG_ORDER, type Element } from '../elements';
import { AGREED_LIFE_FROM, HAND_LIMIT, MAX_PLAYERS, startingLife, type Card } from '../rules';
import { fixedCards, NOTATION_PARTS, notationCount, partCards, type Formation, type FormationCategory, type Notation } from '../formations';

const ELEMENT_BY_CHAR: Record<string, Element> = { 金: 'metal', 木: 'wood', 水: 'water', 火: 'fire', 土: 'earth' };

/** `金3` → { element: 'metal', level: 3 }; 1-2.2, 1-2.5 — five elements, levels 1 to 5. */
export const cardSchema = z
  .string()
  .refine((s) => /^[金木水火土][1-5]$/.test(s), { message: 'a card such as 金3: one of 金木水火土, then a level from 1 to 5', params: { say: 'card' } })
  .transform((s): Card => ({ element: ELEMENT_BY_CHAR[s[0]], level: Number(s[1]) }));

export const attackElementSchema = z.enum([...SHENG_ORDER, 'physical', 'special']);

/** 4-2.1, 4-2.3, 4-2.6 — the moment of a turn a timed lasting effect acts at. */
const momentSchema = z.enum(['turnStart', 'preAction', 'turnEnd']);
const wholePositive = z.number().int().positive();

/** What a lasting effect does while it lasts (effects.ts says each). */
export const lastingWhatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cannotAct') }).strict(),
  z.object({ kind: z.literal('cannotDraw') }).strict(),
  z.object({ kind: z.literal('drawModifier'), amount: z.number().int() }).strict(),
  z.object({ kind: z.literal('negateDamage'), element: attackElementSchema.optional(), minCount: z.number().int().min(1).max(HAND_LIMIT).optional() }).strict(),
  z.object({ kind: z.literal('level'), amount: z.number().int().min(-4).max(4) }).strict(),
  z.object({ kind: z.literal('passivesFaceUp') }).strict(),
  z.object({ kind: z.literal('damage'), points: wholePositive, at: momentSchema }).strict(),
  z.object({ kind: z.literal('heal'), points: wholePositive, at: momentSchema }).strict(),
  z.object({ kind: z.literal('draw'), count: wholePositive, at: momentSchema }).strict(),
]);

/** 6-1 — a lasting effect counted in turns of one player: 1 turn or more. */
const turnCount = z.number().int().min(1).max(99);

/** What an active or passive spell does in the sandbox. The basic rules name no spell's effect. */
export const spellEffectSchema = z.discriminatedUnion('kind', [
  /** 2-2.3 — its target builds a shield of these points, replacing any shield they have; 2-7.2 — a fraction is dropped. */
  z.object({ kind: z.literal('shield'), points: z.number().min(1) }).strict(),
  /** 2-1.3b — its target's team recovers this much life. */
  z.object({ kind: z.literal('heal'), points: wholePositive }).strict(),
  /** 2-1.3a — its target takes this much damage (a shield takes it first, 2-2.2). */
  z.object({ kind: z.literal('damage'), points: wholePositive }).strict(),
  /** 4-2.5a — its target draws this many cards: no discard (4-2.5d), no more than the hand limit allows (2-3.2). */
  z.object({ kind: z.literal('draw'), count: wholePositive }).strict(),
  /** 5-6 — a passive's: the damage of the attack that reveals it, to its target, is negated. */
  z.object({ kind: z.literal('negateDamage') }).strict(),
  /** 6-1, 6-2 — a lasting effect on its target, for some turns of theirs or for 1 round. */
  z
    .object({ kind: z.literal('lasting'), what: lastingWhatSchema, turns: turnCount.optional(), round: z.literal(true).optional() })
    .strict()
    .superRefine((e, ctx) => {
      if ((e.turns === undefined) === (e.round === undefined))
        ctx.addIssue({ code: 'custom', path: ['turns'], message: 'a lasting effect lasts some turns (6-1) or 1 round (6-2): give one of turns and round', params: { say: 'lastsHow' } });
    }),
  /** An effect with no bearing on life, shields or cards. */
  z.object({ kind: z.literal('none') }).strict(),
]);

/** 5-3.4a — one effect, or several (resolved together). */
export const spellEffectsSchema = z
  .union([spellEffectSchema, z.array(spellEffectSchema).min(1).max(5)])
  .transform((e): SpellEffect[] => (Array.isArray(e) ? e : [e]) as SpellEffect[]);

/** 2-4.4a — a spell's target: 自己, 上家, 下家, 無, or a seat 指定 (counted from 0). */
export const spellTargetSchema = z.union([z.enum(['self', 'upstream', 'downstream', 'none']), z.number().int().min(0)]);
import type { AttackEffect, LastAction, Lasting, LastingWhat, SpellEffect } from './effects';

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


/** 2-4.6 — one part of a casting notation (formations.ts says what each asks). */
const notationPartSchema = z.discriminatedUnion('kind', [
  /** 2-4.6b 「金」, 2-4.6c 「木木金火」 — one card of each element listed. */
  z.object({ kind: z.literal('elements'), elements: z.array(z.enum(SHENG_ORDER)).min(1).max(HAND_LIMIT) }).strict(),
  /** 2-4.6g 「555」 — one card of each level listed. */
  z.object({ kind: z.literal('levels'), levels: z.array(z.number().int().min(1).max(5)).min(1).max(HAND_LIMIT) }).strict(),
  /** 2-4.6f 「同級牌」 — a card of the level of the one card of the part before it. */
  z.object({ kind: z.literal('sameLevel') }).strict(),
  /** 2-4.6e 「5 張同級牌」 — this many cards of one level. */
  z.object({ kind: z.literal('sameLevelCards'), count: z.number().int().min(2).max(HAND_LIMIT) }).strict(),
  /** 2-4.6d 「3 張牌連續相生」 — this many cards whose elements run on in the 相生 order (2-6.2). */
  z.object({ kind: z.literal('shengChain'), count: z.number().int().min(2).max(SHENG_ORDER.length) }).strict(),
  /** 2-4.6h 「其他所有手牌」 — every card left in the hand. */
  z.object({ kind: z.literal('restOfHand') }).strict(),
]);

/** 2-4.2 — a formation's 類別: an attack of one of the 7 elements (2-4.3b), or an active or passive spell (2-4.3d). */
export const formationCategorySchema = z.enum([...SHENG_ORDER, 'physical', 'special', 'active', 'passive']);

/**
 * 2-4.2 — a formation the position knows: its 名稱, 施展方式 (2-4.6) and 類別, and its 陣法張數 (2-4.5a),
 * which its notation gives (left out, it is taken from the notation). The source lists only
 * 金擊術's (1-3.2's note): a reader records here those of the rules they play.
 */
const formationSchema = z
  .object({
    name: z.string().trim().min(1).max(20),
    category: formationCategorySchema,
    notation: z.array(notationPartSchema).min(1).max(NOTATION_PARTS),
    count: z.union([z.number().int().min(1).max(HAND_LIMIT), z.literal('variable')]).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    const notation = f.notation as Notation;
    f.notation.forEach((part, i) => {
      // 2-4.6f — 同級牌 is of the level of one card: the part before it names exactly one.
      if (part.kind === 'sameLevel' && (i === 0 || partCards(notation[i - 1]) !== 1 || notation[i - 1].kind === 'restOfHand'))
        ctx.addIssue({ code: 'custom', path: ['notation', i], message: '同級牌 (2-4.6f) follows a part of exactly one card, whose level it takes', params: { say: 'sameLevelAfter' } });
      // 2-4.6h — 其他所有手牌 is what is left once the other cards are taken: once, at the end.
      if (part.kind === 'restOfHand' && i !== f.notation.length - 1)
        ctx.addIssue({ code: 'custom', path: ['notation', i], message: '其他所有手牌 (2-4.6h) comes once, last', params: { say: 'restOfHandLast' } });
    });
    const cards = fixedCards(notation);
    if (cards > HAND_LIMIT)
      ctx.addIssue({ code: 'custom', path: ['notation'], message: `a formation is of 1 to ${HAND_LIMIT} cards (2-4.5a), from a hand of at most ${HAND_LIMIT} (2-3.2); this notation names ${cards}`, params: { say: 'notationMax', cards, max: HAND_LIMIT } });
    const count = notationCount(notation);
    if (f.count !== undefined && f.count !== count)
      ctx.addIssue({ code: 'custom', path: ['count'], message: `the notation gives the formation ${count} as its count (2-4.5a, 2-4.5b), not ${f.count}`, params: { say: 'formationCount', given: String(f.count), count: String(count) } });
  })
  .transform((f): Formation => ({ name: f.name, category: f.category, notation: f.notation as Notation, count: notationCount(f.notation as Notation) }));

const teamLife = z
  .number()
  .int()
  .refine((n) => n >= 1, { message: 'a team at 0 life has already lost and the game is over (7-1, 7-1.1); a sandbox starts from a game in progress, so give 1 or more', params: { say: 'lifeZero' } });

/** 6-1 — how many of a player's turns an effect still lasts: `true` is their next turn only. */
const turns = z
  .union([z.boolean(), z.number().int().min(0).max(99)])
  .default(false)
  .transform((t) => (t === true ? 1 : t === false ? 0 : t));

const seatSchema = z
  .object({
    hand: z
      .array(cardSchema)
      .refine((h) => h.length <= HAND_LIMIT, { message: `a hand holds at most ${HAND_LIMIT} cards (2-3.2)`, params: { say: 'handMax', max: HAND_LIMIT } })
      .default([]),
    /** 2-2 — shield points, if the player has a shield. */
    shield: z.number().int().positive().optional(),
    /** 5-4.1 — a passive this player set face down on their last turn: its effects and its target (2-4.4a, from this player); 6-2 — set face up by an effect. */
    passive: z.object({ cards: z.array(cardSchema).min(1), effect: spellEffectsSchema, target: spellTargetSchema.default('self'), faceUp: z.boolean().default(false) }).strict().optional(),
    /** 5-2.4b — what this player did on their last turn. */
    lastAction: lastActionSchema.optional(),
    /** 4-2.2a — the card this player discarded in their last turn draw. */
    turnDiscard: cardSchema.optional(),
    /** 4-2.4c — an effect stops this player acting on their next turn (true), or on this many of their turns (6-1). */
    cannotAct: turns,
    /** 4-2.5e — an effect stops this player's next turn draw (true), or those of this many of their turns (6-1). */
    cannotDraw: turns,
  })
  .strict();

/**
 * 6-1, 6-2 — a lasting effect in play in a setup: on a seat or every player, what it does, and how
 * long it still lasts: this many more turns of that seat (6-1), or 1 round ending as `round.from`
 * next reaches the moment `round.at` of its turn (6-2). It began before the position.
 */
const lastingSchema = z
  .object({
    on: z.union([z.number().int().min(0), z.literal('all')]),
    what: lastingWhatSchema,
    turns: turnCount.optional(),
    round: z.object({ from: z.number().int().min(0), at: z.enum(['turnStart', 'action', 'turnEnd']) }).strict().optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    if ((e.turns === undefined) === (e.round === undefined))
      ctx.addIssue({ code: 'custom', path: ['turns'], message: 'a lasting effect lasts some turns (6-1) or 1 round (6-2): give one of turns and round', params: { say: 'lastsHow' } });
    // 6-1 — turns are counted at the ends of the turns of the player the effect works on: one player.
    if (e.on === 'all' && e.turns !== undefined)
      ctx.addIssue({ code: 'custom', path: ['on'], message: 'an effect counted in turns is counted at the end of each turn of the player it works on (6-1): name that player', params: { say: 'turnsOfOne' } });
  })
  .transform((e): Omit<Lasting, 'since'> => ({ on: e.on, what: e.what as LastingWhat, lasts: e.turns !== undefined ? { turns: e.turns } : { round: e.round! } }));

export const wuxingSetupSchema = z
  .object({
    /** 1-1.1, 1-1.2 — an even number of players, 2 or more, in two teams; 3-2 — 18 at most (5 cards each from 90). */
    players: z
      .number()
      .int()
      .min(2)
      .superRefine((n, ctx) => {
        if (n % 2) ctx.addIssue({ code: 'custom', message: `the number of players is even (1-1.2): ${n} is not`, params: { say: 'playersEven', n } });
        if (n > MAX_PLAYERS) ctx.addIssue({ code: 'custom', message: `each player is dealt 5 cards from the one deck of 90 (3-2, 1-2.1): at most ${MAX_PLAYERS} play, not ${n}`, params: { say: 'playersMax', n, max: MAX_PLAYERS } });
      }),
    /** 1-1.3 — the rules played: 2-1.2a basic (簡易玩法), 2-1.2b formal (正式玩法), 2-1.2c a theme rule. */
    mode: z.enum(['basic', 'formal', 'theme']).default('basic'),
    /** 2-1.2c — the starting life a theme rule sets; 2-1.2d — with 8 or more players, the one they agree. */
    startingLife: z.number().int().min(1).optional(),
    /** 6-1, 6-2 — the lasting effects in play (effects.ts). */
    lasting: z.array(lastingSchema).default([]),
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
    /** 2-4.2 — the formations the position knows, by name; an action names one (or none, 2-4.6b's note). */
    formations: z.array(formationSchema).default([]),
    /** 2-4.6h's reading of 「其他所有手牌」 with no other card in the hand: none is enough (`orNone`, the site's, the default) or at least one is needed (`atLeastOne`). */
    restOfHand: z.enum(['orNone', 'atLeastOne']).default('orNone'),
    /** 6-1's reading of the turn an effect counted in turns begins in, when it is a turn of the player it works on: its end counts (`counts`, the site's, the default) or only later turns do (`later`). */
    startTurn: z.enum(['counts', 'later']).default('counts'),
    /** Seeds the shuffle when the deck runs out (2-8.3), so a replay is identical. */
    seed: z.number().int().default(1),
    /** 3 — start from the game's preparation: seating (3-1), the seeded shuffle and deal of one whole
     * deck (3-2, by `seed`), the starting life (3-3), the first player (3-4), then turn 1. */
    prepare: z.boolean().default(false),
  })
  .strict()
  .superRefine((setup, ctx) => {
    const names = setup.formations.map((f) => f.name);
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i) ctx.addIssue({ code: 'custom', path: ['formations', i, 'name'], message: `two formations are called ${name}: an action names its formation by its name (5-2.1)`, params: { say: 'formationTwice', name } });
    });
    // 2-1.2d — from 8 players on, the players agree the starting life; 2-1.2a, 2-1.2b — below that the rules set it (2-1.2c: a theme rule may set its own).
    if (setup.players >= AGREED_LIFE_FROM && setup.startingLife === undefined)
      ctx.addIssue({ code: 'custom', path: ['startingLife'], message: `with ${AGREED_LIFE_FROM} or more players the players agree the starting life (2-1.2d): give it`, params: { say: 'lifeAgreed', players: setup.players } });
    if (setup.players < AGREED_LIFE_FROM && setup.startingLife !== undefined && setup.mode !== 'theme')
      ctx.addIssue({ code: 'custom', path: ['startingLife'], message: `with ${setup.players} players the rules set the starting life (2-1.2a, 2-1.2b); only a theme rule (2-1.2c) or 8 or more players (2-1.2d) give another`, params: { say: 'lifeByRule', players: setup.players } });
    if (setup.prepare) {
      // Before the preparation there are no hands, deck, life lost or turn player: those are what it makes.
      const given: string[] = [
        ...(['seats', 'deck', 'discardPile', 'lasting'] as const).filter((key) => setup[key].length > 0),
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
    setup.lasting.forEach((e, i) => {
      // (An effect its own schema refused arrives here as written, without `lasts`.)
      const round = (e as { lasts?: Lasting['lasts'] }).lasts;
      for (const [key, seat] of [['on', e.on], ['round', round && 'round' in round ? round.round.from : 'all']] as const)
        if (seat !== 'all' && seat >= setup.players) ctx.addIssue({ code: 'custom', path: ['lasting', i, key], message: `seat ${seat} does not exist with ${setup.players} players`, params: { say: 'noSuchSeat', players: setup.players, n: seat + 1 } });
    });
    const max = startingLife(setup.mode, setup.players, setup.startingLife);
    setup.life?.forEach((life, team) => {
      if (max !== undefined && life > max) ctx.addIssue({ code: 'custom', path: ['life', team], message: `life ${life} is above the starting life ${max} (2-1.3d)`, params: { say: 'lifeAboveStart', life, max } });
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
  Same<z.infer<typeof formationCategorySchema>, FormationCategory>,
  Same<z.infer<typeof lastingWhatSchema>, LastingWhat>,
] = [true, true, true, true, true];
