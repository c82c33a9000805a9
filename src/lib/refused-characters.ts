/**
 * Characters no text of the site may hold, by range: invisible on a page, or reordering the text
 * around them. A content or ruling file is refused for them (content/read-text.ts, which names each
 * with its fix), and so is a name a shared link carries (engine/link-checks.ts). One table for both.
 */
export const REFUSED_CHARACTERS = [
  { from: 0x00, to: 0x08, kind: 'control', fix: 'fixInvisible' },
  { from: 0x0b, to: 0x0c, kind: 'control', fix: 'fixInvisibleNewline' },
  { from: 0x0e, to: 0x1f, kind: 'control', fix: 'fixInvisible' },
  { from: 0x7f, to: 0x9f, kind: 'control', fix: 'fixInvisible' },
  { from: 0x200e, to: 0x200f, kind: 'bidiMark', fix: 'fixBidi' },
  { from: 0x202a, to: 0x202e, kind: 'bidiControl', fix: 'fixBidi' },
  { from: 0x2066, to: 0x2069, kind: 'bidiIsolate', fix: 'fixBidi' },
  { from: 0xfeff, to: 0xfeff, kind: 'laterBom', fix: 'fixInvisible' },
  { from: 0xfffd, to: 0xfffd, kind: 'replacement', fix: 'fixReplacement' },
] as const;

/** The range a character code falls in, if it is refused. */
export const refusedRange = (code: number) => REFUSED_CHARACTERS.find((r) => code >= r.from && code <= r.to);
