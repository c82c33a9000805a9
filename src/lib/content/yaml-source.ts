/**
 * YAML read for a writer: an error names the line in the whole file (a section's frontmatter
 * starts on its line 2, not 1), and any value can be traced back to the line it is written on.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { refusedInValues } from './read-text';

export interface YamlSource {
  /** The parsed value, or undefined when the YAML is not valid. */
  data: unknown;
  /** The YAML error, with its file line and a fix; at most one message. */
  problems: string[];
  /**
   * The file line a path is written on (`['section']`, `[3, 'ja', 'term']`): the key's line in a
   * mapping, the item's in a list; for a path that is not there, the line of the nearest parent.
   */
  lineOf(path: readonly PropertyKey[]): number;
}

/**
 * @param text the YAML
 * @param shown the file as messages name it
 * @param firstLine the file line `text` starts on (2 for frontmatter after its `---`)
 * @param name what the YAML is, in messages: `frontmatter` is not valid YAML
 */
export function parseYamlSource(text: string, shown: string, firstLine = 1, name?: string): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const fileLine = (offset: number) => lines.linePos(offset).line + firstLine - 1;

  const lineOf = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let line = fileLine(rangeStart(node) ?? 0);
    for (const step of path) {
      let next: unknown;
      let at: number | undefined;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && (isScalar(p.key) ? p.key.value : p.key) === step);
        next = pair?.value;
        at = rangeStart(pair?.key);
      } else if (isSeq(node) && typeof step === 'number') {
        next = node.items[step];
        at = rangeStart(next);
      }
      if (at === undefined) break;
      line = fileLine(at);
      node = next;
    }
    return line;
  };

  const [first, ...more] = doc.errors;
  if (first) {
    const { line, col } = lines.linePos(first.pos[0]);
    const also = more.length ? ` (${more.length} more YAML error${more.length > 1 ? 's' : ''} may follow from it)` : '';
    return {
      data: undefined,
      lineOf,
      problems: [
        `${shown}:${line + firstLine - 1}: ${name ? `${name} is ` : ''}not valid YAML at column ${col}: ${first.message}${also}. Check the indentation, and put a value with ": ", " #" or a leading symbol in quotes.`,
      ],
    };
  }
  try {
    const data: unknown = doc.toJS({ maxAliasCount: MAX_ALIASES });
    // What the file's bytes may not hold, its values may not hold either, written as an escape.
    return { data, problems: refusedInValues(data, (path) => `${shown}:${lineOf(path)}: `, (path) => (name ? [name, ...path] : path).join('.'), undefined, text), lineOf };
  } catch (error) {
    // An alias to no anchor, or a "billion laughs" file of aliases to aliases: named, not expanded.
    const at = /at line (\d+)/.exec((error as Error).message);
    const line = at ? Number(at[1]) + firstLine - 1 : firstLine;
    return { data: undefined, lineOf, problems: [`${shown}:${line}: ${name ? `${name} is ` : ''}not valid YAML: an alias (*name) names no anchor, or there are more than ${MAX_ALIASES} of them. Write the values out instead of aliasing them.`] };
  }
}

/** Aliases (`*name`) a content file may expand: none of ours uses any; a file that expands thousands is an attack, not content. */
const MAX_ALIASES = 100;

function rangeStart(node: unknown): number | undefined {
  return (node as YamlNode | undefined)?.range?.[0] ?? undefined;
}
