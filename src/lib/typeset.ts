/**
 * CJK typesetting for text that arrives with ASCII punctuation (as the sources do): a comma,
 * colon, semicolon, question or exclamation mark that touches a Han character or kana becomes its
 * full-width form, and so does a pair of parentheses that encloses or touches one. Punctuation
 * among Latin letters and digits (`2-1.2`, `1/2`, `ATK: 3`, `(a)`) is left alone.
 */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const FULL: Record<string, string> = { ',': '\uff0c', ':': '\uff1a', ';': '\uff1b', '?': '\uff1f', '!': '\uff01' };

export function typeset(text: string): string {
  const chars = [...text];
  const out = [...chars];
  // Parentheses go full-width in pairs, first: a mark right after one (`（3-5）:`) then touches a full-width character.
  const open: number[] = [];
  chars.forEach((ch, i) => {
    if (ch === '(') open.push(i);
    if (ch === ')' && open.length) {
      const start = open.pop()!;
      const inner = chars.slice(start + 1, i).join('');
      if (CJK.test(inner) || CJK.test(chars[start - 1] ?? '') || CJK.test(chars[i + 1] ?? '')) {
        out[start] = '\uff08';
        out[i] = '\uff09';
      }
    }
  });
  const isCjk = (i: number) => CJK.test(out[i] ?? '');
  chars.forEach((ch, i) => {
    if (FULL[ch] && (isCjk(i - 1) || (ch !== ':' && isCjk(i + 1)))) out[i] = FULL[ch];
  });
  return out.join('');
}
