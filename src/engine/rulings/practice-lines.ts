/** Where a place in a ruling file is written: its line (from 1), for the practice block's problems. */
import { LineCounter, parseDocument } from 'yaml';
import type { Locale } from '../../lib/i18n/locales';
import { RULING_MESSAGES } from '../../lib/i18n/ruling-messages';
import { fill } from '../words';

/** The line of the deepest node the path reaches (a missing key: its parent's line). */
export function lineOf(text: string, path: readonly PropertyKey[]): number {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n) as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

/** A problem prefixed with its line, as a file's hidden characters are (「第 12 行：……」, 「12行目：……」). */
export const atLine = (text: string, path: readonly PropertyKey[], problem: string, locale: Locale) => fill(RULING_MESSAGES[locale].text.where, { line: lineOf(text, path), place: problem }, {});
