/**
 * A wall in a Mage Wars setup (7-5): its name, its owner, the two zones whose border it stands on,
 * and what its card says of passing it and of line of sight (7-5.1). The round and the attack flows
 * share it; whether the two zones share a border and one wall a border are checked by each flow's
 * setup (`wallProblems`), citing the clause.
 */
import { z } from 'zod';
import { COLUMNS, ROWS, adjacent, sameBorder, type Border } from './arena';

const id = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
const zone = z.tuple([z.number().int().min(1).max(COLUMNS), z.number().int().min(1).max(ROWS)]);

export const wallFields = {
  id,
  owner: z.literal([0, 1]),
  /** The two zones whose border it stands on (7-5.1). */
  between: z.tuple([zone, zone]),
  /** 7-5.1 — creatures may not pass it (`blocked`), or are attacked as they pass (`attacks`); without it, they pass freely. */
  passage: z.enum(['blocked', 'attacks']).optional(),
  /** 7-5.1 — it blocks line of sight. */
  sight: z.boolean().optional(),
};
export const wallSchema = z.object(wallFields).strict();

/** 7-5.1 — a wall stands on the line between two zones that share it; one wall a border (7-5.1's note, after the Codex). */
export function wallProblems(walls: { between: Border }[], problem: (path: PropertyKey[], say: string, values?: Record<string, string | number>) => void) {
  walls.forEach((w, i) => {
    if (!adjacent(w.between[0], w.between[1])) problem(['walls', i, 'between'], 'wallLine');
    else if (walls.findIndex((o) => sameBorder(o.between, w.between)) !== i) problem(['walls', i, 'between'], 'wallOne');
  });
}
