/**
 * Reads a content file (a section, game.yaml, a glossary, a ruling) as bytes and refuses what a
 * writer cannot see: bytes that are not UTF-8 (they would be published as �), control characters,
 * a byte order mark after the start, bidi controls, and a literal �. Knows nothing of clauses: a
 * caller that can name the place at a line ("clause 2-9", "term shield") passes `placeAt`.
 */
import { readFileSync } from 'node:fs';
import { REFUSED_CHARACTERS } from '../refused-characters';

export interface SourceTextOptions {
  /** Names what is written at a line of the file, or undefined; `text` is the whole file. */
  placeAt?: (line: number, text: string) => string | undefined;
  /** The words the problems are said in: English (the build's) unless given. */
  words?: TextWords;
}

export interface SourceText {
  /** The file's text; a byte order mark at its very start is dropped. */
  text: string;
  /** One message per kind of trouble, each naming the file, the line and the fix. */
  problems: string[];
}

/**
 * What a text check says, as templates (`{name}` filled in). The build speaks English to the
 * content's writers; the ruling command passes its `--locale`'s (i18n/ruling-messages.ts `text`).
 */
export interface TextWords {
  /** Where a problem is: `{file}` and `{line}`, then `{place}` (`clause 2-9: `) when a caller names one. */
  where: string;
  notUtf8: string;
  found: string;
  others: string;
  nul: string;
  control: string;
  bidiMark: string;
  bidiControl: string;
  bidiIsolate: string;
  laterBom: string;
  replacement: string;
  fixInvisible: string;
  fixInvisibleNewline: string;
  fixBidi: string;
  fixReplacement: string;
  /** A refused character written as an escape in a YAML value (`"\u202E"`): `{where}`, `{field}`, `{what}`, `{code}`, `{fix}`. */
  escaped: string;
}

export const ENGLISH_TEXT_WORDS: TextWords = {
  where: '{file}:{line}: {place}',
  notUtf8: '{where}bytes that are not UTF-8 ({bytes}…) at column {column}. Save the file as UTF-8 and retype the text there from the source.',
  found: '{where}{what} ({code}) at column {column}{others}: {fix}.',
  others: ' (and {n} more in this file)',
  nul: 'the NUL character',
  control: 'a control character',
  bidiMark: 'a bidi mark',
  bidiControl: 'a bidi control',
  bidiIsolate: 'a bidi isolate',
  laterBom: 'a byte order mark after the start of the file',
  replacement: 'the replacement character �',
  fixInvisible: 'invisible on the page. Delete it',
  fixInvisibleNewline: 'invisible on the page. Delete it, or use a newline',
  fixBidi: 'invisible, it reorders the text around it. Delete it; the page sets the direction',
  fixReplacement: 'it marks text lost in a conversion; retype the text from the source',
  escaped: '{where}{field}: {what} ({code}) written as an escape: {fix}.',
};

type WordKey = keyof TextWords;
/** Characters refused anywhere in a content file (refused-characters.ts), with what they are and the fix in the words given. */
const REFUSED = REFUSED_CHARACTERS.map((r) => ({ ...r, name: (code: number): WordKey => (r.kind === 'control' ? controlName(code) : r.kind) }));

function controlName(code: number): WordKey {
  return code === 0 ? 'nul' : 'control';
}

const put = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The offset of the first byte that does not start a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return -1;
}

/** Checks a file's bytes; `shown` is its path as messages name it. */
export function checkSourceText(bytes: Uint8Array, shown: string, options: SourceTextOptions = {}): SourceText {
  const words = options.words ?? ENGLISH_TEXT_WORDS;
  const where = (line: number, text: string) => {
    const place = options.placeAt?.(line, text);
    return put(words.where, { file: shown, line, place: place ? `${place}: ` : '' });
  };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Decode again, replacing the bad bytes, only to find the place they sit in.
    const lossy = new TextDecoder('utf-8').decode(bytes);
    const bad = firstInvalidUtf8Byte(bytes);
    const before = bytes.subarray(0, bad);
    const line = before.filter((b) => b === 0x0a).length + 1;
    const column = new TextDecoder('utf-8').decode(before.subarray(before.lastIndexOf(0x0a) + 1)).length + 1;
    const shownBytes = [...bytes.subarray(bad, bad + 4)].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
    return {
      text: lossy,
      problems: [
        put(words.notUtf8, { where: where(line, lossy), bytes: shownBytes, column }),
      ],
    };
  }
  return { text, problems: refusedCharacters(text, where, words) };
}

/**
 * Refused characters a file's text hides as escapes (YAML's `"\u202E"`, `"\0"`): the values its parser
 * gave, checked as its bytes are; the first of each kind, at the line `where` names for its path.
 * `raw`: the file's text, whose own characters its byte check names.
 */
export function refusedInValues(data: unknown, where: (path: PropertyKey[]) => string, field: (path: PropertyKey[]) => string, words: TextWords = ENGLISH_TEXT_WORDS, raw = ''): string[] {
  const found = new Map<(typeof REFUSED)[number], { code: number; path: PropertyKey[] }>();
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        const kind = REFUSED.find((k) => code >= k.from && code <= k.to);
        // One the file holds as it is has been named at its line already (refusedCharacters).
        if (kind && !found.has(kind) && !raw.includes(value[i])) found.set(kind, { code, path });
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(data, []);
  return [...found].map(([kind, { code, path }]) => put(words.escaped, { where: where(path), field: field(path), what: words[kind.name(code)], code: hex(code), fix: words[kind.fix] }));
}

/** Reads a file and checks it; see checkSourceText. */
export function readSourceText(path: string, shown: string, options: SourceTextOptions = {}): SourceText {
  return checkSourceText(readFileSync(path), shown, options);
}

/** The first of each kind of refused character, with how many more the file has. */
function refusedCharacters(text: string, where: (line: number, text: string) => string, words: TextWords): string[] {
  const found = new Map<(typeof REFUSED)[number], { code: number; line: number; column: number; more: number }>();
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      line++;
      lineStart = i + 1;
      continue;
    }
    const kind = REFUSED.find((k) => code >= k.from && code <= k.to);
    if (!kind) continue;
    const first = found.get(kind);
    if (first) first.more++;
    else found.set(kind, { code, line, column: i - lineStart + 1, more: 0 });
  }
  return [...found].map(([kind, { code, line, column, more }]) => {
    const others = more ? put(words.others, { n: more }) : '';
    return put(words.found, { where: where(line, text), what: words[kind.name(code)], code: hex(code), column, others, fix: words[kind.fix] });
  });
}
