/**
 * Search, loaded on the reader's first touch of the search box. Pagefind keeps one index per
 * language (by <html lang>); a clause number such as `2-4.3a` jumps straight to that clause.
 */
import { CLAUSE_ID_PATTERN } from '../lib/clause-id';

interface PagefindResult {
  data(): Promise<{
    url: string;
    excerpt: string;
    meta: Record<string, string>;
  }>;
}
interface Pagefind {
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= import(/* @vite-ignore */ url).then(async (m: Pagefind) => {
    await m.init();
    return m;
  });
  return pagefind;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Pagefind excerpts mark hits with <mark>; rebuild them as nodes rather than trusting HTML. */
function excerptNodes(excerpt: string): Node[] {
  return excerpt.split(/(<mark>.*?<\/mark>)/g).map((part) => {
    const hit = /^<mark>(.*)<\/mark>$/.exec(part);
    const text = (hit ? hit[1] : part).replace(/<[^>]*>/g, '');
    return hit ? el('mark', {}, text) : document.createTextNode(text);
  });
}

export function attachSearch(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const list = document.getElementById(form.querySelector('input')!.getAttribute('aria-controls')!)!;
  const locale = location.pathname.split('/')[1];
  const game = form.dataset.game;
  const strings = document.documentElement.dataset;

  const clauses = new Set(form.dataset.clauses?.split(' '));

  /** A clause number typed alone, on a game's page: where that clause is, or null if the game has no such clause. */
  function clauseJump(query: string): string | null | undefined {
    if (!CLAUSE_ID_PATTERN.test(query) || !game) return undefined;
    return clauses.has(query) ? `/${locale}/${game}/#${query}` : null;
  }

  async function run() {
    const query = input.value.trim();
    list.replaceChildren();
    if (!query) return;
    const jump = clauseJump(query);
    if (jump) list.append(el('li', {}, el('a', { href: jump, className: 'jump' }, (strings.jumpLabel ?? '→ {id}').replace('{id}', query))));
    if (jump === null) list.append(el('li', { className: 'no-clause' }, (strings.noClause ?? '').replace('{id}', query)));
    const pf = await loadPagefind();
    const search = await pf.debouncedSearch(query, {}, 150);
    if (!search || input.value.trim() !== query) return;
    const items = await Promise.all(search.results.slice(0, 12).map((r) => r.data()));
    for (const item of items) {
      // Clause pages carry their place in the rulebook as `target`; the hit leads there.
      const href = item.meta.target ?? item.url;
      list.append(el('li', {}, el('a', { href }, item.meta.title ?? href), el('p', {}, ...excerptNodes(item.excerpt))));
    }
    if (!list.children.length) list.append(el('li', {}, (strings.noResults ?? '').replace('{q}', query)));
  }

  // Warm the index up while the reader types.
  void loadPagefind();
  input.addEventListener("input", run);
  form.addEventListener('submit', (event) => {
    const jump = clauseJump(input.value.trim());
    if (jump === undefined) return;
    // A clause that exists is opened; one that does not stays here, with the message in the list.
    event.preventDefault();
    if (jump) location.href = jump;
  });
  const initial = new URLSearchParams(location.search).get('q');
  if (initial && !input.value) input.value = initial;
  if (input.value) void run();
}
