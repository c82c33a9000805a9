import { describe, expect, it } from 'vitest';
import { checkSourceText, firstInvalidUtf8Byte } from './read-text';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('a content file is UTF-8 with nothing invisible in it', () => {
  it('reads clean text, and drops a byte order mark at the very start', () => {
    expect(checkSourceText(bytes('title: 概念\n\tline\r\n'), 'f.yaml')).toEqual({ text: 'title: 概念\n\tline\r\n', problems: [] });
    expect(checkSourceText(bytes([0xef, 0xbb, 0xbf], 'a: 1\n'), 'f.yaml')).toEqual({ text: 'a: 1\n', problems: [] });
  });

  it('names the line and column of the first byte that is not UTF-8, and the place there', () => {
    const file = bytes('---\ntitle: x\n---\n\n條文', [0xff, 0xfe, 0xc3, 0x28], '。\n');
    const placeAt = (line: number, text: string) => `line ${line} of ${text.split('\n').length - 1}`;
    expect(checkSourceText(file, 'f.mdx', { placeAt }).problems).toEqual([
      'f.mdx:5: line 5 of 5: bytes that are not UTF-8 (FF FE C3 28…) at column 3. Save the file as UTF-8 and retype the text there from the source.',
    ]);
  });

  it('finds overlong forms, surrogates and truncated sequences', () => {
    expect(firstInvalidUtf8Byte(bytes('ab', [0xc0, 0xaf]))).toBe(2);
    expect(firstInvalidUtf8Byte(bytes('a', [0xed, 0xa0, 0x80]))).toBe(1);
    expect(firstInvalidUtf8Byte(bytes('條', [0xe6, 0xa2]))).toBe(3);
    expect(firstInvalidUtf8Byte(bytes('條文 😀'))).toBe(-1);
  });

  it('refuses NUL and other controls, a later BOM, bidi controls and a typed �, once per kind', () => {
    const text = 'a\u0000b\u0000\nc\u202ed\u2066\n\ufeffe\u200f\n�\u001b\u0085\n';
    expect(checkSourceText(bytes(text), 'f.mdx').problems).toEqual([
      'f.mdx:1: the NUL character (U+0000) at column 2 (and 1 more in this file): invisible on the page. Delete it.',
      'f.mdx:2: a bidi control (U+202E) at column 2: invisible, it reorders the text around it. Delete it; the page sets the direction.',
      'f.mdx:2: a bidi isolate (U+2066) at column 4: invisible, it reorders the text around it. Delete it; the page sets the direction.',
      'f.mdx:3: a byte order mark after the start of the file (U+FEFF) at column 1: invisible on the page. Delete it.',
      'f.mdx:3: a bidi mark (U+200F) at column 3: invisible, it reorders the text around it. Delete it; the page sets the direction.',
      'f.mdx:4: the replacement character � (U+FFFD) at column 1: it marks text lost in a conversion; retype the text from the source.',
      'f.mdx:4: a control character (U+001B) at column 2: invisible on the page. Delete it.',
      'f.mdx:4: a control character (U+0085) at column 3: invisible on the page. Delete it.',
    ]);
  });
});
