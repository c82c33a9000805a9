/**
 * Code as the site shows it (a ruling's file, the API's examples), highlighted at build time with
 * classes only (`hl-key` …, coloured by site.css in light and dark), so the page stays within the
 * CSP. No script reaches the browser.
 *
 * The tokens are those of the `yaml` library's lexer, the parser that reads the rulings: a ruling
 * file is YAML, and JSON is YAML too (its flow style). Each token takes the colour of what it is:
 * a key with its colon, a value (a number, true, false or null apart), a comment, punctuation.
 * (Shiki did this until issue 30, with a TextMate grammar: loading it and highlighting the 302 files
 * took about 1 s of a 9 s build; the lexer takes a fraction of that, and colours a key in a flow map
 * as a key, where Shiki coloured its colon.)
 *
 * A span only where the colour changes: neighbouring tokens of one colour are one span, spaces and
 * line breaks join whatever is before them, and text in the page's own colour is plain text.
 */
import { CST, Lexer } from 'yaml';

/** Plain scalars that YAML's core schema reads as a number, a boolean or null. */
const CONSTANT = /^(?:[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|0x[\da-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|true|True|TRUE|false|False|FALSE|null|Null|NULL|~)$/;

/** The colour of each kind of token the lexer names, scalars apart. */
const BY_TYPE: Record<string, string | undefined> = {
  comment: 'hl-comment',
  anchor: 'hl-constant',
  alias: 'hl-constant',
  tag: 'hl-constant',
  'seq-item-ind': 'hl-punct',
  'explicit-key-ind': 'hl-punct',
  'map-value-ind': 'hl-punct',
  comma: 'hl-punct',
  'flow-map-start': 'hl-punct',
  'flow-map-end': 'hl-punct',
  'flow-seq-start': 'hl-punct',
  'flow-seq-end': 'hl-punct',
  'block-scalar-header': 'hl-punct',
  'doc-start': 'hl-punct',
  'doc-end': 'hl-punct',
};

/** Tokens that stand for no text of the file (the lexer's markers). */
const MARKERS = new Set(['doc-mode', 'scalar', 'flow-error-end', 'byte-order-mark']);

interface Token { text: string; type: string; scalar: boolean }

function tokens(code: string): Token[] {
  const out: Token[] = [];
  let scalarNext = false;
  for (const source of new Lexer().lex(code)) {
    const type = CST.tokenType(source) ?? 'text';
    // A scalar marker: the next token is the scalar's text, whatever it looks like (a block scalar's
    // lines start with spaces).
    if (type === 'scalar') {
      scalarNext = true;
      continue;
    }
    if (MARKERS.has(type)) continue;
    out.push({ text: source, type, scalar: scalarNext || type === 'double-quoted-scalar' || type === 'single-quoted-scalar' });
    scalarNext = false;
  }
  return out;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A YAML or JSON text as highlighted HTML: `<pre class="hl"><code>…</code></pre>`. */
export function highlight(code: string): string {
  const list = tokens(code);
  const colours = list.map((token) => (token.scalar ? (token.type === 'text' && CONSTANT.test(token.text) ? 'hl-constant' : 'hl-string') : BY_TYPE[token.type]));
  // A key is a scalar whose next token on its line, past spaces, is the colon: it and its colon are a key.
  list.forEach((token, i) => {
    if (token.type !== 'map-value-ind') return;
    let j = i - 1;
    while (j >= 0 && list[j].type === 'space') j--;
    if (j >= 0 && list[j].scalar) colours[i] = colours[j] = 'hl-key';
  });
  const parts: { colour: string | undefined; text: string }[] = [];
  list.forEach((token, i) => {
    const last = parts.at(-1);
    // Spaces and line breaks take no colour: they join whatever is before them.
    if (last && (!token.text.trim() || last.colour === colours[i])) last.text += token.text;
    else parts.push({ colour: token.text.trim() ? colours[i] : undefined, text: token.text });
  });
  const html = parts.map((p) => (p.colour ? `<span class="${p.colour}">${escape(p.text)}</span>` : escape(p.text))).join('');
  return `<pre class="hl" tabindex="0"><code>${html}</code></pre>`;
}
