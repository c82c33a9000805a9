/** The 防守階段 flow's schemas: a board position, its events, and the summary a ruling's `expect` is checked against. */
import { z } from 'zod';
import { effectSchema, withEffect } from '../effect-schema';
import type { Card } from '../game';
import { boardSchema, defenseEventSchema, id, player, stacksSchema, unitSchema, unitsOf, withCards } from '../schemas';

/** 六, 七 — a magic card in a hand, with its effect (effects.ts's format, checked by effect-schema.ts). */
const magicCard = withEffect(z.object({ id, kind: z.literal('magic').default('magic'), effect: z.unknown().optional() }).strict()).transform(
  (c): Card => ({ ...c, atk: 0, score: 0, keywords: [], redStar: 0, blueStar: false, blueMet: false }),
);

/** A unit of the 防守階段 or 進攻宣言: its card's effect (六) and the permanent magic cards under it (7-4, 10-6). */
const battleUnit = unitSchema.extend({
  effect: effectSchema('unit').optional(),
  magic: z.array(z.object({ id, owner: player }).strict()).optional(),
});

/** The units, and each player's hand of magic cards, every card and unit with an id of its own. */
export const battleCards = {
  units: unitsOf(battleUnit).transform((units) => units.map(withCards)),
  /** Each player's hand: magic cards, each with its effect (player 0's first). */
  hands: z.tuple([z.array(magicCard), z.array(magicCard)]).optional(),
};

/** 六, 七 — a magic card from a hand, a unit's effect, and its targets (6-6): events of the 防守階段 and the 進攻宣言 (the turn has them already). */
export const cardEvents = [
  z.object({ type: z.literal('card.use'), card: z.string() }).strict(),
  z.object({ type: z.literal('effect.activate'), unit: z.string() }).strict(),
  z.object({ type: z.literal('target.choose'), unit: z.string() }).strict(),
] as const;

/** Every card and unit has its own id: the units, the cards under them, the magic cards under them and in the hands. */
export function sameIds(s: { units: { id: string; under?: { id: string }[]; magic?: { id: string }[] }[]; hands?: [{ id: string }[], { id: string }[]] }, ctx: z.RefinementCtx) {
  const ids = [...s.units.flatMap((u) => [u.id, ...(u.under ?? []).map((c) => c.id), ...(u.magic ?? []).map((m) => m.id)]), ...(s.hands ?? [[], []]).flat().map((c) => c.id)];
  ids.forEach((cardId, i) => {
    if (ids.indexOf(cardId) !== i) ctx.addIssue({ code: 'custom', path: [], message: `the id ${cardId} is used twice; every card and unit needs its own`, params: { say: 'sameId', id: cardId } });
  });
}

export const defenseSetupSchema = z
  .object({
    /** The player whose 防守階段 it is: the current turn player (2-2). */
    defender: z.literal([0, 1]),
    ...battleCards,
    /** 15-5.1b's note: an attacker turned sideways after a battle, the battles fought still checked (unfought) or the whole attack void (whole). */
    cancelledAttack: z.enum(['unfought', 'whole']).optional(),
  })
  .strict()
  .superRefine((setup, ctx) => {
    sameIds(setup, ctx);
    setup.units.forEach((u, i) => {
      if (u.state === 'attacking' && u.owner === setup.defender) ctx.addIssue({ code: 'custom', path: ['units', i, 'state'], message: 'the defender’s own units are not attacking in its 防守階段 (8-2)', params: { say: 'defenderAttacking', id: u.id } });
    });
  });

export const defenseSummarySchema = z
  .object({
    state: z.string(),
    /** Where each unit on the board is and in what state: `id: "line/row/state"`. */
    board: boardSchema,
    graveyard: z.array(z.string()),
    returnedToHand: z.array(z.string()),
    attacker: z.string().nullable(),
    /** 11-8.8 — units whose ATK or score 「本次戰鬥」「本次進攻」 effects still change (none once the 防守階段 ends). */
    lasting: z.array(z.string()),
    /** 六, 七 — each player's hand (ids, player 0's first) and the field cards in the field zones (4-5). */
    hands: z.tuple([z.array(z.string()), z.array(z.string())]),
    /** 15-3.1a, 15-3.1f — each combined unit's cards under it and its ATK and score. */
    stacks: stacksSchema,
  })
  .strict();


export default { setupSchema: defenseSetupSchema, eventSchema: z.discriminatedUnion('type', [...defenseEventSchema.options, ...cardEvents]), summarySchema: defenseSummarySchema };
