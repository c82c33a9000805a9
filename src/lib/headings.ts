/**
 * Heading levels for a rulebook page: the page title is h1, a section h2, and a titled clause one
 * level below its nearest titled ancestor, so levels never skip. Untitled clauses are paragraphs.
 */
import type { Rulebook } from './content/model';

export function headingLevels(rulebook: Rulebook): Map<string, number> {
  const levels = new Map<string, number>();
  const levelOf = (id: string): number => {
    const known = levels.get(id);
    if (known !== undefined) return known;
    const clause = rulebook.clauses.get(id)!;
    let parent = clause.parent;
    while (parent && !rulebook.clauses.get(parent)?.title) parent = rulebook.clauses.get(parent)?.parent;
    const level = clause.depth === 0 ? 2 : Math.min((parent ? levelOf(parent) : 1) + 1, 6);
    levels.set(id, level);
    return level;
  };
  for (const id of rulebook.clauses.keys()) levelOf(id);
  return levels;
}

/** A short label for the table of contents: the title, else the start of the text. */
export function tocLabel(title: string | undefined, text: string): string {
  if (title) return title;
  return text.length > 18 ? `${text.slice(0, 18)}…` : text;
}
