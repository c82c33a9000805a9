import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

const inner = (html: string) => /^<pre class="hl" tabindex="0"><code>([\s\S]*)<\/code><\/pre>$/.exec(html)![1];
const text = (html: string) => inner(html).replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('highlight: YAML and JSON as spans of colour classes', () => {
  it('a block map: keys with their colons, values as strings, numbers and booleans as constants', () => {
    expect(inner(highlight('game: wuxing\ncount: 3\nopen: true\n'))).toBe(
      '<span class="hl-key">game: </span><span class="hl-string">wuxing\n</span><span class="hl-key">count: </span><span class="hl-constant">3\n</span><span class="hl-key">open: </span><span class="hl-constant">true\n</span>',
    );
  });

  it('a flow map (a ruling’s setup, or JSON): quoted keys are keys, commas and brackets punctuation', () => {
    expect(inner(highlight('setup: {"a": 1, "b": ["x"]}\n'))).toBe(
      '<span class="hl-key">setup: </span><span class="hl-punct">{</span><span class="hl-key">"a": </span><span class="hl-constant">1</span><span class="hl-punct">, </span><span class="hl-key">"b": </span><span class="hl-punct">[</span><span class="hl-string">"x"</span><span class="hl-punct">]}\n</span>',
    );
  });

  it('a list, a comment, a block scalar, and markup escaped', () => {
    const code = '# note <b>\nclauses:\n- "2-1"\ntext: |\n  a & b\n';
    expect(text(highlight(code))).toBe(code);
    const html = inner(highlight(code));
    expect(html).toContain('<span class="hl-comment"># note &lt;b&gt;\n</span>');
    expect(html).toContain('<span class="hl-punct">- </span><span class="hl-string">"2-1"\n</span>');
    expect(html).toContain('<span class="hl-string">  a &amp; b\n</span>');
  });

  it('pretty-printed JSON keeps its text', () => {
    const json = JSON.stringify({ games: [{ slug: 'wuxing', clauses: 164, draft: null }] }, null, 2);
    expect(text(highlight(json))).toBe(json);
    expect(inner(highlight(json))).toContain('<span class="hl-key">"slug": </span><span class="hl-string">"wuxing"</span>');
  });
});
