/**
 * The masters-and-pieces game's schemas shared by its flows: a square, a piece and a master, and a
 * position in which each square holds one thing and each id is used once. `say` names a problem for
 * the reader's words (words.ts `problem`).
 */
import { z } from 'zod';
import { COLUMNS, DIRECTIONS, ROWS } from './board';
import { exampleKind } from './names';

const idSchema = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });

/** [column, row]: column 1–5 left to right, row 1–5 from player 1's side (2-2, the site's board). */
export const squareSchema = z.tuple([z.number().int().min(1).max(COLUMNS), z.number().int().min(1).max(ROWS)]);
export const player = z.literal([0, 1]);

export const pieceSchema = z
  .object({
    /** A short unique id, used in the log and in expectations (e.g. `wolf`). */
    id: idSchema,
    owner: player,
    square: squareSchema,
    atk: z.number().int().min(0),
    /** 10-4 — a piece at 0 HP or less is destroyed, so one on the board has at least 1. */
    hp: z.number().int().min(1),
    /** 移動力 (10-6.1): directions relative to the owner, and how many squares at most. */
    move: z
      .object({
        directions: z.array(z.enum(DIRECTIONS)).min(1),
        range: z.number().int().min(1).max(Math.max(COLUMNS, ROWS) - 1),
      })
      .strict(),
    /** 10-3 — boost added to the damage it deals; reduction taken off the damage it is dealt. */
    boost: z.number().int().min(0).optional(),
    reduction: z.number().int().min(0).optional(),
    /** 7-3 — moved this turn already. */
    tapped: z.boolean().optional(),
    /** 6-3, 8-3 — summoned this turn. */
    summoned: z.boolean().optional(),
  })
  .strict();

/** A master: its side, its square and (1-2) its life, 10 at the start; at 0 or less it has lost already (1-3.1). */
/** A master's life in a position: at 0 or less the master has lost already (1-3.1), and a sandbox starts from a game in progress. */
export const masterLife = z
  .number()
  .int()
  .refine((n) => n >= 1, { message: 'a master at 0 life or less has already lost (1-3.1); give 1 or more', params: { say: 'lifeLost' } });

export const masterSchema = z.object({ owner: player, square: squareSchema, life: masterLife.optional() }).strict();

/** One thing per square, each id once, one master per player. */
export function checkPosition(position: { pieces: z.infer<typeof pieceSchema>[]; masters: z.infer<typeof masterSchema>[] }, ctx: z.RefinementCtx) {
  const taken = new Map<string, string>();
  const place = (key: string, what: string, path: (string | number)[], square: [number, number]) => {
    if (taken.has(key)) ctx.addIssue({ code: 'custom', path, message: `two things on square ${square.join('/')}`, params: { say: 'sameSquare', col: square[0], row: square[1] } });
    taken.set(key, what);
  };
  position.masters.forEach((m, i) => {
    place(m.square.join('/'), 'master', ['masters', i, 'square'], m.square);
    if (position.masters.findIndex((o) => o.owner === m.owner) !== i) ctx.addIssue({ code: 'custom', path: ['masters', i, 'owner'], message: `player ${m.owner} has two masters`, params: { say: 'twoMasters', player: m.owner } });
  });
  position.pieces.forEach((p, i) => {
    place(p.square.join('/'), p.id, ['pieces', i, 'square'], p.square);
    if (position.pieces.findIndex((o) => o.id === p.id) !== i) ctx.addIssue({ code: 'custom', path: ['pieces', i, 'id'], message: `the id ${p.id} is used twice`, params: { say: 'sameId', id: p.id } });
  });
}

/** Where each piece stands, its HP and whether it is tapped: `id: "col/row/hp/tapped|untapped"`. */
export const piecesSummarySchema = z.record(z.string(), z.string());

export const id = idSchema;

/** A card of the site's examples has the kind its name says (a 火球 is a spell): a card schema's refinement. */
export function checkKind(card: { id: string; kind: 'piece' | 'spell' }, ctx: z.RefinementCtx) {
  const kind = exampleKind(card.id);
  if (kind && kind !== card.kind) ctx.addIssue({ code: 'custom', path: ['kind'], message: `${card.id} is a ${kind}`, params: { say: 'kindOfName', card: card.id, kind } });
}
