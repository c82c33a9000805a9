/**
 * The 五行 turn as a sandbox flow: its machine, the shape of its setup and events (for rulings
 * and shared URLs), and the summary of a position that rulings state their expectations against.
 */
import { z } from 'zod';
import type { SnapshotFrom } from 'xstate';
import { describeState, describeStep } from './messages';
import { attackEffectSchema, attackElementSchema, cardLabel, spellEffectSchema, wuxingSetupSchema } from './setup';
import { turnMachine } from './turn';

const handIndices = z.array(z.number().int().min(0)).min(1);

export const wuxingEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('recover.take') }).strict(),
  z.object({ type: z.literal('recover.skip') }).strict(),
  z
    .object({
      type: z.literal('action.attack'),
      /** Positions in the hand (0 = first card) of the cards that form the attack. */
      cards: handIndices,
      element: attackElementSchema,
      /** 5-2.2 — the attack's points, as its formation computes them. */
      points: z.number().min(0),
      /** 5-2.4f — a seat other than 上家, when an effect redirects the attack. */
      target: z.number().int().min(0).optional(),
      effects: z.array(attackEffectSchema).optional(),
    })
    .strict(),
  z.object({ type: z.literal('action.active'), cards: handIndices, effect: spellEffectSchema }).strict(),
  z.object({ type: z.literal('action.passive'), cards: handIndices, effect: spellEffectSchema }).strict(),
  z.object({ type: z.literal('action.none') }).strict(),
  z.object({ type: z.literal('step.continue') }).strict(),
  z.object({ type: z.literal('draw.discard'), index: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('turn.end') }).strict(),
]);

type Snapshot = SnapshotFrom<typeof turnMachine>;

/** A state value as a dotted path: `{ attack: 'declared' }` → `attack.declared`. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0];
  return `${key}.${statePath(child)}`;
}

/** The position as rulings state expectations about it. */
export const wuxingSummarySchema = z
  .object({
    state: z.string(),
    current: z.number().int(),
    life: z.tuple([z.number(), z.number()]),
    shields: z.array(z.number().nullable()),
    hands: z.array(z.array(z.string())),
    passives: z.array(z.boolean()),
    drawn: z.array(z.string()),
    deckTop: z.string().nullable(),
    discardPile: z.array(z.string()),
    result: z.enum(['team A wins', 'team B wins', 'draw']).nullable(),
  })
  .strict();
export type WuxingSummary = z.infer<typeof wuxingSummarySchema>;

export function summarize(snapshot: Snapshot): WuxingSummary {
  const c = snapshot.context;
  return {
    state: statePath(snapshot.value),
    current: c.current,
    life: c.life,
    shields: c.players.map((p) => p.shield),
    hands: c.players.map((p) => p.hand.map(cardLabel)),
    passives: c.players.map((p) => p.passive !== null),
    drawn: c.drawn.map(cardLabel),
    deckTop: c.deck[0] ? cardLabel(c.deck[0]) : null,
    discardPile: c.discardPile.map(cardLabel),
    result: c.result === null ? null : 'draw' in c.result ? 'draw' : c.result.winner === 0 ? 'team A wins' : 'team B wins',
  };
}

export const wuxingTurnFlow = {
  id: 'wuxing.turn',
  game: 'wuxing',
  machine: turnMachine,
  setupSchema: wuxingSetupSchema,
  eventSchema: wuxingEventSchema,
  summarySchema: wuxingSummarySchema,
  summarize,
  describeStep,
  describeState,
} as const;
