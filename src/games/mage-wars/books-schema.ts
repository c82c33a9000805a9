/** A spell on offer and its parts as the spellbook flow's and the preparation's setups and events write them (14). */
import { z } from 'zod';
import { SCHOOLS, type School } from './books';

/** A spell's id and a school as setups and events write them. */
export const spellId = z.string().refine((s) => /^[A-Za-z0-9_-]+$/.test(s), { message: 'letters, digits, - or _', params: { say: 'idChars' } });
export const schoolSchema = z.enum(SCHOOLS as [School, ...School[]]);

/** A spell on offer as a setup writes it (the spellbook flow's and the preparation's). */
export const bookSpellSchema = z
  .object({
    id: spellId,
    levels: z.partialRecord(schoolSchema, z.number().int().min(1).max(6)),
    epic: z.boolean().optional(),
    onlyTrained: schoolSchema.optional(),
  })
  .strict();
