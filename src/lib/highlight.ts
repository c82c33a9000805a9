/**
 * Code as the site shows it (a ruling's file, examples): highlighted by Shiki at build time, with no
 * inline style, so the page stays within the CSP. Shiki's css-variables theme colours each token
 * `var(--shiki-token-…)`; this transformer turns that into a short class (`hl-key`) and drops the
 * style, and site.css colours the classes in light and dark. No script reaches the browser.
 *
 * A span only where the colour changes (issue 30): neighbouring tokens of one colour are one span,
 * text in the page's own colour is plain text, and lines are the text's own line breaks, not a
 * span each. The heaviest ruling file, of flow-style maps, went from 100 to 70 KB of markup for
 * its 10 KB: there key, colon, value and comma still alternate colours, a span each.
 */
import { createCssVariablesTheme, createHighlighter, type ShikiTransformer } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { Element, ElementContent } from 'hast';

const theme = createCssVariablesTheme({ name: 'site-css-variables', fontStyle: false });
/**
 * One highlighter for the build, with Shiki's JavaScript regex engine: the same tokens as its
 * default (Oniguruma compiled to WebAssembly) for these two grammars, word for word, and the 302
 * ruling files in 1.5 s rather than 2.5 (issue 30).
 */
let highlighter: ReturnType<typeof createHighlighter> | undefined;
const highlighterOnce = () => (highlighter ??= createHighlighter({ themes: [theme], langs: ['yaml', 'json'], engine: createJavaScriptRegexEngine() }));

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
    const name = token && Object.hasOwn(CLASSES, token) ? CLASSES[token] : undefined;
    if (name) node.properties['data-hl'] = name;
  },
  code(node) {
    const out: ElementContent[] = [];
    const add = (name: string | undefined, text: string) => {
      const last = out.at(-1);
      // Spaces take no colour: they join whatever is beside them.
      if (last?.type === 'text' && (!name || !text.trim())) return void (last.value += text);
      if (last?.type === 'element' && (last.properties.class === name || !text.trim())) return void ((last.children[0] as { value: string }).value += text);
      out.push(name && text.trim() ? ({ type: 'element', tagName: 'span', properties: { class: name }, children: [{ type: 'text', value: text }] } satisfies Element) : { type: 'text', value: text });
    };
    for (const line of node.children) {
      if (line.type !== 'element') {
        add(undefined, textOf(line));
        continue;
      }
      for (const token of line.children) add(token.type === 'element' ? (token.properties['data-hl'] as string | undefined) : undefined, textOf(token));
    }
    node.children = out;
  },
};

const highlighted = new Map<string, Promise<string>>();
/** A file's text as highlighted HTML (`lang`: yaml or json); each text once (a ruling's page in either language shows the same file). */
export function highlight(code: string, lang: 'yaml' | 'json'): Promise<string> {
  const key = `${lang}\n${code}`;
  let html = highlighted.get(key);
  if (!html) highlighted.set(key, (html = highlighterOnce().then((h) => h.codeToHtml(code, { lang, theme: 'site-css-variables', transformers: [tokenClasses] }))));
  return html;
}
