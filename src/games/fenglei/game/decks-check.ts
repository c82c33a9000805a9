/**
 * The build's check of the example decks (content/games/fenglei/decks.json, decks.ts): every card
 * well formed, every deck named in both languages and legal by section 2 (at least 40 tactic cards,
 * at most 3 of a name: 2-3), each problem naming the file, its line, the deck and the fix. Server
 * side: the game flow's flow.ts runs it when the build, the tests or the ruling command load the flows.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { ContentError } from '../../../lib/content/errors';
import { readSourceText } from '../../../lib/content/read-text';
import { parseYamlSource } from '../../../lib/content/yaml-source';
import { LOCALES } from '../../../lib/i18n/locales';
import { id, tactic } from '../schemas';
import { TACTIC_IDS } from '../names';
import { TACTICS_DECK_MIN, whyNotDecks } from './deck';

export const DECKS_FILE = 'content/games/fenglei/decks.json';

const fileSchema = z
  .object({
    cards: z.record(id, z.unknown()),
    decks: z.record(
      id,
      z.object({ ...Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])), tactics: z.record(id, z.number().int().min(1)) }).strict(),
    ),
  })
  .strict();

/** Every problem of the file's text, or none. */
export function deckProblems(text: string, shown = DECKS_FILE): string[] {
  const yaml = parseYamlSource(text, shown);
  if (yaml.data === undefined) return yaml.problems;
  const at = (path: PropertyKey[]) => `${shown}:${yaml.lineOf(path)}`;
  const parsed = fileSchema.safeParse(yaml.data);
  if (!parsed.success) return parsed.error.issues.map((i) => `${at(i.path)}: ${i.path.join('.')}: ${i.message}. Write "cards" (each example card's numbers, by its name) and "decks" (each deck's name in ${LOCALES.join(' and ')}, and "tactics": each card's name with its copies).`);
  const problems: string[] = [];
  for (const [name, numbers] of Object.entries(parsed.data.cards)) {
    if (!TACTIC_IDS.includes(name)) problems.push(`${at(['cards', name])}: card "${name}" has no name readers see. Give it one in src/games/fenglei/names.ts (TACTICS), or use one of ${TACTIC_IDS.join(', ')}.`);
    const checked = tactic.safeParse({ id: name, ...(numbers as object) });
    if (!checked.success) for (const i of checked.error.issues) problems.push(`${at(['cards', name, ...i.path])}: card "${name}": ${i.path.join('.') || 'its numbers'}: ${i.message}. Fix it as a tactic card is written in a setup (cost, rage, defense, effect …).`);
  }
  for (const [key, deck] of Object.entries(parsed.data.decks)) {
    const missing = Object.keys(deck.tactics).filter((c) => !(c in parsed.data.cards));
    for (const c of missing) problems.push(`${at(['decks', key, 'tactics', c])}: deck "${key}" holds "${c}", which "cards" does not give. Add it to "cards" or take it out of the deck.`);
    if (missing.length) continue;
    const tactics = Object.entries(deck.tactics).flatMap(([c, n]) => Array.from({ length: n }, () => ({ id: c, cost: 0, defense: false, effect: 'other' as const })));
    const why = whyNotDecks({ characters: [], tactics }, 0);
    if (why?.step === 'refuse.tacticsDeck') problems.push(`${at(['decks', key, 'tactics'])}: deck "${key}" holds ${tactics.length} cards; a tactics deck holds at least ${TACTICS_DECK_MIN} (2-3). Add cards or copies.`);
    else if (why) {
      const { id, copies, max } = why.values ?? {};
      problems.push(`${at(['decks', key, 'tactics', String(id)])}: deck "${key}" holds ${copies} of "${id}"; a tactics deck holds at most ${max} of a name (2-3). Lower its copies.`);
    }
  }
  return problems;
}

/** Reads the file under `root` and throws a ContentError naming every problem. */
export function checkDecks(root = process.cwd()): void {
  const { text, problems } = readSourceText(join(root, DECKS_FILE), DECKS_FILE);
  const all = [...problems, ...deckProblems(text)];
  if (all.length) throw new ContentError(all);
}
