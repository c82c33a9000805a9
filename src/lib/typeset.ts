/**
 * CJK typesetting for text that arrives with ASCII punctuation (as the sources do): a comma,
 * colon, semicolon, question or exclamation mark that touches a Han character or kana becomes its
 * full-width form (a colon that follows a Latin letter only when CJK precedes it: `zh-hant:` is a key),
 * and so does a pair of parentheses that encloses or touches one. Punctuation among Latin letters
 * and digits (`2-1.2`, `1/2`, `ATK: 3`, `(a)`) is left alone.
 */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const FULL: Record<string, string> = { ',': '\uff0c', ':': '\uff1a', ';': '\uff1b', '?': '\uff1f', '!': '\uff01' };

export function typeset(text: string): string {
  // Most text has none of these marks: nothing to do (the build typesets every word of every page).
  if (!/[,:;?!()]/.test(text)) return text;
  const out = [...text];
  // Parentheses go full-width in pairs, first: a mark right after one (`（3-5）:`) then touches a full-width character.
  const open: number[] = [];
  out.forEach((ch, i) => {
    if (ch === '(') open.push(i);
    else if (ch === ')' && open.length) {
      const start = open.pop()!;
      // What it encloses, or the character on either side.
      if (CJK.test(out.slice(start - 1 < 0 ? 0 : start - 1, i + 2).join(''))) {
        out[start] = '\uff08';
        out[i] = '\uff09';
      }
    }
  });
  const cjk = (i: number) => CJK.test(out[i] ?? '');
  // A colon before CJK stays ASCII after a Latin word (`zh-hant:`, a key), not after a number (`歸 0:平局`).
  return out.map((ch, i) => (FULL[ch] && (cjk(i - 1) || ((ch !== ':' || !/[a-z]/i.test(out[i - 1] ?? '')) && cjk(i + 1))) ? FULL[ch] : ch)).join('');
}
