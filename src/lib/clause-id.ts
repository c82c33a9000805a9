/**
 * Clause ids are written out in the content files (`2`, `2-1`, `2-1.2`, `2-1.2a`), never derived
 * from position. These helpers read the structure an id already states.
 */

/**
 * A section number, then `-n`, `.n` and a letter suffix in that order, each optional. Numbers have
 * no leading zero (`2-1`, never `2-01`), so one clause has one id and one permalink.
 */
export const CLAUSE_ID_PATTERN = /^(?:0|[1-9]\d*)(?:-(?:0|[1-9]\d*)(?:\.(?:0|[1-9]\d*)[a-z]?)?)?$/;

export function isClauseId(value: string): boolean {
  return CLAUSE_ID_PATTERN.test(value);
}

/** `2-01.003a` → `2-1.3a`: the id written without leading zeros (for saying what to write). */
export function withoutLeadingZeros(id: string): string {
  return id.replace(/(?<!\d)0+(?=\d)/g, '');
}

/** `2-1.2a` → `2-1.2` → `2-1` → `2` → undefined. */
export function parentClauseId(id: string): string | undefined {
  if (/\d[a-z]$/.test(id)) return id.slice(0, -1);
  const cut = Math.max(id.lastIndexOf('.'), id.lastIndexOf('-'));
  return cut === -1 ? undefined : id.slice(0, cut);
}

/** 0 for a section (`2`), 1 for `2-1`, 2 for `2-1.2`, 3 for `2-1.2a`. */
export function clauseDepth(id: string): number {
  let depth = 0;
  for (let parent = parentClauseId(id); parent !== undefined; parent = parentClauseId(parent)) depth++;
  return depth;
}

/** The section a clause belongs to: `2-1.2a` → `2`. */
export function sectionOf(id: string): string {
  return id.split('-')[0];
}

/** Natural order: 2-1.2 < 2-1.2a < 2-1.10 < 2-2 < 10. */
export function compareClauseIds(a: string, b: string): number {
  const parts = (id: string) => id.split(/[-.]|(?<=\d)(?=[a-z])/);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    const diff = /^\d+$/.test(pa[i]) && /^\d+$/.test(pb[i]) ? Number(pa[i]) - Number(pb[i]) : pa[i].localeCompare(pb[i]);
    if (diff) return diff;
  }
  return 0;
}

/**
 * Text cut where it names clauses (`見 2-1、14-2`): each id with a hyphen (a bare number is a
 * number) that `exists`, between characters that are not part of an id, becomes its own piece.
 */
export function splitClauseRefs(text: string, exists: (id: string) => boolean): ({ text: string } | { id: string })[] {
  const pieces: ({ text: string } | { id: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(/(?<![\w.-])[1-9]\d*-\d+(?:\.\d+[a-z]?)?(?![\w-]|\.\d)/g)) {
    if (!exists(m[0])) continue;
    if (m.index > at) pieces.push({ text: text.slice(at, m.index) });
    pieces.push({ id: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
