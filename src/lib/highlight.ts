/**
 * Code as the site shows it (a ruling's file, examples): highlighted by Shiki at build time, with no
 * inline style, so the page stays within the CSP. Shiki's css-variables theme colours each token
 * `var(--shiki-token-…)`; this transformer turns that into a class (`hl-token-keyword`) and drops the
 * style, and site.css colours the classes in light and dark. No script reaches the browser.
 */
import { codeToHtml, createCssVariablesTheme, type ShikiTransformer } from 'shiki';

const theme = createCssVariablesTheme({ name: 'site-css-variables', fontStyle: false });

/** Token colours as classes: `color:var(--shiki-token-string)` → `hl-token-string`; every style dropped. */
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
    if (token && token !== 'foreground') this.addClassToHast(node, `hl-${token}`);
  },
};

const highlighted = new Map<string, Promise<string>>();
/** A file's text as highlighted HTML (`lang`: yaml or json); each text once (a ruling's page in either language shows the same file). */
export function highlight(code: string, lang: 'yaml' | 'json'): Promise<string> {
  const key = `${lang}\n${code}`;
  let html = highlighted.get(key);
  if (!html) highlighted.set(key, (html = codeToHtml(code, { lang, theme, transformers: [tokenClasses] })));
  return html;
}
