/**
 * Typography as a reader sees it (issue 26): on every built page in zh-hant and ja, no ASCII
 * , ; : ( ) ! ? touches a Chinese or Japanese character in the text. The words' own test
 * (src/engine/typography.test.ts) checks the sentences; this one checks what code joins around
 * them (a label and its colon, a value in parentheses) and text from content. Code (a field's
 * name, a command, the ruling's own file, which judges copy as written) is not running text.
 */
import { describe, expect, it } from 'vitest';
import { distFiles, read, urlPathOf } from './dist';

const CJK = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uff00-\\uffef';
const HALF_WIDTH_BESIDE_CJK = new RegExp(`[${CJK}][,;:()!?]|[,;:()!?][${CJK}]`, 'u');

/** The page's running text, line by line: no markup, scripts, styles, code or the ruling's file. */
const textLines = (html: string) =>
  html
    .replace(/<details class="ruling-file"[\s\S]*?<\/details>/g, '\n')
    .replace(/<(script|style|template|pre|code)[\s\S]*?<\/\1>/g, '\n')
    .replace(/<[^>]*>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('full-width punctuation beside Chinese and Japanese, on every page', () => {
  const pages = distFiles().filter((f) => /[\\/](zh-hant|ja)[\\/].*index\.html$/.test(f));
  it('finds the pages in both languages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });
  it('no page sets ASCII , ; : ( ) ! ? against CJK text', () => {
    const found: string[] = [];
    for (const page of pages) for (const line of textLines(read(page))) if (HALF_WIDTH_BESIDE_CJK.test(line)) found.push(`${urlPathOf(page)}: ${line.slice(0, 80)}`);
    expect(found).toEqual([]);
  });
});
