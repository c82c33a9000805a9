/**
 * Code as the site shows it (a ruling's file, the API's and the format page's examples),
 * highlighted by Shiki at build time with classes only (`hl-key` …, coloured by site.css in light
 * and dark), so the page stays within the CSP. No script reaches the browser.
 *
 * Shiki's fine-grained core: the two grammars the site shows (YAML; JSON), its css-variables
 * theme, and its JavaScript regex engine, which is synchronous (no WebAssembly to load) and gives
 * the same tokens as Oniguruma for these grammars. The theme colours each token
 * `var(--shiki-token-…)`; the transformer below turns that into a short class and drops every
 * style. A span only where the colour changes: neighbouring tokens of one colour are one span,
 * spaces join whatever is beside them, text in the page's own colour is plain text, and lines are
 * the text's own line breaks, not a span each (the heaviest ruling file's markup stays near its
 * text's size). Each text is highlighted once per build (a ruling's page in either language shows
 * the same file).
 */
import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import yaml from 'shiki/langs/yaml.mjs';
import json from 'shiki/langs/json.mjs';
import type { Element, ElementContent } from 'hast';

const THEME = 'site-css-variables';
let highlighter: HighlighterCore | undefined;
const highlighterOnce = () =>
  (highlighter ??= createHighlighterCoreSync({
    themes: [createCssVariablesTheme({ name: THEME, fontStyle: false })],
    langs: [yaml, json],
    engine: createJavaScriptRegexEngine(),
  }));

/** Shiki's token colours, by the class site.css colours them with. */
const CLASSES: Record<string, string> = {
  'token-keyword': 'hl-key',
  'token-function': 'hl-key',
  'token-string': 'hl-string',
  'token-string-expression': 'hl-string',
  'token-constant': 'hl-constant',
  'token-parameter': 'hl-constant',
  'token-link': 'hl-constant',
  'token-comment': 'hl-comment',
  'token-punctuation': 'hl-punct',
};

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');

/** Token colours as classes, a span only where the colour changes; every style dropped. */
export const tokenClasses: ShikiTransformer = {
  name: 'site:token-classes',
  pre(node) {
    delete node.properties.style;
    this.addClassToHast(node, 'hl');
  },
  span(node) {
    const style = String(node.properties.style ?? '');
    delete node.properties.style;
    const token = /var\(--shiki-([a-z-]+)/.exec(style)?.[1];
    if (token && Object.hasOwn(CLASSES, token)) node.properties['data-hl'] = CLASSES[token];
  },
  code(node) {
    const tokens = node.children.flatMap((line) =>
      line.type === 'element' ? line.children.map((token) => ({ name: token.type === 'element' ? (token.properties['data-hl'] as string | undefined) : undefined, text: textOf(token) })) : [{ name: undefined, text: textOf(line) }],
    );
    // A key with its colon, as a block map's: YAML's grammar colours the colon of a key in a flow
    // map (`{"a": 1}`, a ruling's setup) as a key and the key as a string; JSON's, the colon as punctuation.
    tokens.forEach((token, i) => {
      if (token.text.trim() !== ':') return;
      let j = i - 1;
      while (j >= 0 && !tokens[j].text.trim()) j--;
      if (tokens[j]?.name === 'hl-string' || tokens[j]?.name === 'hl-key') token.name = tokens[j].name = 'hl-key';
    });
    const out: ElementContent[] = [];
    const add = (name: string | undefined, text: string) => {
      const last = out.at(-1);
      // Spaces take no colour: they join whatever is beside them.
      if (last?.type === 'text' && (!name || !text.trim())) return void (last.value += text);
      if (last?.type === 'element' && (last.properties.class === name || !text.trim())) return void ((last.children[0] as { value: string }).value += text);
      out.push(name && text.trim() ? ({ type: 'element', tagName: 'span', properties: { class: name }, children: [{ type: 'text', value: text }] } satisfies Element) : { type: 'text', value: text });
    };
    for (const token of tokens) add(token.name, token.text);
    node.children = out;
  },
};

const highlighted = new Map<string, string>();
/**
 * A YAML or JSON text as highlighted HTML, `<pre class="shiki site-css-variables hl" tabindex="0"><code>…</code></pre>`;
 * JSON by its own grammar; `text` (a command line, a message) in Shiki's markup with no colour.
 */
export function highlight(code: string, lang: 'yaml' | 'json' | 'text' = 'yaml'): string {
  const key = `${lang}\n${code}`;
  let html = highlighted.get(key);
  if (html === undefined) highlighted.set(key, (html = highlighterOnce().codeToHtml(code, { lang, theme: THEME, transformers: [tokenClasses] })));
  return html;
}
