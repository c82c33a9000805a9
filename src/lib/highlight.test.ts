import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

const inner = (html: string) => /^<pre class="shiki site-css-variables hl" tabindex="0"><code>([\s\S]*)<\/code><\/pre>$/.exec(html)![1];
const text = (html: string) => inner(html).replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&');

describe('highlight: YAML and JSON by Shiki, as spans of colour classes', () => {
  it('is Shiki’s markup with no inline style: a pre of class shiki, spans of the site’s classes', () => {
    const html = highlight('game: wuxing\ncount: 3\nopen: true\n');
    expect(html).toMatch(/^<pre class="shiki site-css-variables hl" tabindex="0"><code>/);
    expect(html).not.toContain('style=');
    expect(inner(html)).toBe('<span class="hl-key">game:</span><span class="hl-string"> wuxing\n</span><span class="hl-key">count:</span><span class="hl-constant"> 3\n</span><span class="hl-key">open:</span><span class="hl-constant"> true\n</span>');
  });

  it('a flow map (a ruling’s setup): its keys are keys, as in a block map; numbers, strings and commas apart', () => {
    const code = 'setup: {"a": 1, "b": ["x"]}\n';
    expect(text(highlight(code))).toBe(code);
    expect(inner(highlight(code))).toBe('<span class="hl-key">setup:</span> {<span class="hl-key">"a":</span><span class="hl-constant"> 1</span><span class="hl-punct">,</span><span class="hl-key"> "b":</span> [<span class="hl-string">"x"</span>]}\n');
  });

  it('a list, a comment, a block scalar, and markup escaped', () => {
    const code = '# note <b>\nclauses:\n- "2-1"\ntext: |\n  a & b\n';
    expect(text(highlight(code))).toBe(code);
    const html = inner(highlight(code));
    expect(html).toContain('<span class="hl-comment"># note &#x3C;b>\n</span>');
    expect(html).toContain('- <span class="hl-string">"2-1"\n</span>');
    expect(html).not.toMatch(/<b>/);
  });

  it('pretty-printed JSON by its own grammar keeps its text; spans only where the colour changes', () => {
    const json = JSON.stringify({ games: [{ slug: 'wuxing', clauses: 164, draft: null }] }, null, 2);
    const html = highlight(json, 'json');
    expect(text(html)).toBe(json);
    expect(inner(html)).toContain('<span class="hl-key">      "clauses":</span><span class="hl-constant"> 164</span><span class="hl-punct">,');
    // No two neighbouring spans of one class.
    expect(inner(html)).not.toMatch(/<span class="([\w-]+)">[^<]*<\/span><span class="\1">/);
  });

  it('highlights a text once: the same markup, from the build’s one highlighter', () => {
    const code = 'a: 1\n';
    expect(highlight(code)).toBe(highlight(code));
  });
});
