/**
 * Reads a content file (a section, game.yaml, a glossary, a ruling) as bytes and refuses what a
 * writer cannot see: bytes that are not UTF-8 (they would be published as �), control characters,
 * a byte order mark after the start, bidi controls, and a literal �. Knows nothing of clauses: a
 * caller that can name the place at a line ("clause 2-9", "term shield") passes `placeAt`.
 */
import { readFileSync } from 'node:fs';

export interface SourceTextOptions {
  /** Names what is written at a line of the file, or undefined; `text` is the whole file. */
  placeAt?: (line: number, text: string) => string | undefined;
}

export interface SourceText {
  /** The file's text; a byte order mark at its very start is dropped. */
  text: string;
  /** One message per kind of trouble, each naming the file, the line and the fix. */
  problems: string[];
}

const INVISIBLE_FIX = 'invisible on the page. Delete it';
const BIDI_FIX = 'invisible, it reorders the text around it. Delete it; the page sets the direction';

/** Characters refused anywhere in a content file, by range: what they are, and the fix. */
const REFUSED: { from: number; to: number; name: (code: number) => string; fix: string }[] = [
  { from: 0x00, to: 0x08, name: controlName, fix: INVISIBLE_FIX },
  { from: 0x0b, to: 0x0c, name: controlName, fix: `${INVISIBLE_FIX}, or use a newline` },
  { from: 0x0e, to: 0x1f, name: controlName, fix: INVISIBLE_FIX },
  { from: 0x7f, to: 0x9f, name: controlName, fix: INVISIBLE_FIX },
  { from: 0x200e, to: 0x200f, name: () => 'a bidi mark', fix: BIDI_FIX },
  { from: 0x202a, to: 0x202e, name: () => 'a bidi control', fix: BIDI_FIX },
  { from: 0x2066, to: 0x2069, name: () => 'a bidi isolate', fix: BIDI_FIX },
  { from: 0xfeff, to: 0xfeff, name: () => 'a byte order mark after the start of the file', fix: INVISIBLE_FIX },
  {
    from: 0xfffd,
    to: 0xfffd,
    name: () => 'the replacement character �',
    fix: 'it marks text lost in a conversion; retype the text from the source',
  },
];

function controlName(code: number): string {
  return code === 0 ? 'the NUL character' : 'a control character';
}

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
  const where = (line: number, text: string) => {
    const place = options.placeAt?.(line, text);
    return `${shown}:${line}: ${place ? `${place}: ` : ''}`;
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
        `${where(line, lossy)}bytes that are not UTF-8 (${shownBytes}…) at column ${column}. Save the file as UTF-8 and retype the text there from the source.`,
      ],
    };
  }
  return { text, problems: refusedCharacters(text, where) };
}

/** Reads a file and checks it; see checkSourceText. */
export function readSourceText(path: string, shown: string, options: SourceTextOptions = {}): SourceText {
  return checkSourceText(readFileSync(path), shown, options);
}

/** The first of each kind of refused character, with how many more the file has. */
function refusedCharacters(text: string, where: (line: number, text: string) => string): string[] {
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
    const others = more ? ` (and ${more} more in this file)` : '';
    return `${where(line, text)}${kind.name(code)} (${hex(code)}) at column ${column}${others}: ${kind.fix}.`;
  });
}
