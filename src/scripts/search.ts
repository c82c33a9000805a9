/**
 * Search, loaded on the reader's first touch of the search box. Pagefind keeps one index per
 * language (by <html lang>). The query is normalised first: full-width letters and digits to
 * half-width and case folded (NFKC), and on 繁體中文 pages simplified characters read as traditional
 * (/api/simplified.json: OpenCC's table cut down to this site's characters, fetched only then). A clause number jumps to that clause: on a game's page, that
 * game's; elsewhere, every game that has it. The box shows the first hits, each with its game, and
 * a link to the results page, which lists every hit grouped by game. Arrow keys move through the
 * results; Escape closes them.
 */
import { CLAUSE_ID_PATTERN, withoutLeadingZeros } from '../lib/clause-id';

/**
 * The site's home path ('/' or '/rules/'), which Vite writes in as a literal. The addresses of
 * pages come from the page and the API (made by src/lib/urls.ts at build time): this script must
 * not import urls.ts, which the build bundles with the sandbox.
 */
const HOME = import.meta.env.BASE_URL.replace(/\/?$/, '/');

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string> }>;
}
interface Pagefind {
  init(): Promise<void>;
  options(options: { baseUrl?: string }): Promise<void>;
  debouncedSearch(term: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
  search(term: string, options?: object): Promise<{ results: PagefindResult[] }>;
}
type Hit = Awaited<ReturnType<PagefindResult['data']>>;
type ClauseIds = { games: { slug: string; names: Record<string, string>; rulebooks: Record<string, string>; ids: string[] }[] };

/** How many hits the box shows before "all results". */
const IN_BOX = 8;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  const url = `${HOME}pagefind/pagefind.js`;
  pagefind ??= import(/* @vite-ignore */ url).then(async (m: Pagefind) => {
    // Pagefind indexes dist/ as if it were the root; its hits' URLs take the site's base path.
    await m.options({ baseUrl: HOME });
    await m.init();
    return m;
  });
  return pagefind;
}

/** The hits' texts; a hit whose text cannot be fetched (offline, a game not stored on this device) is left out. */
async function hitData(results: PagefindResult[]): Promise<Hit[]> {
  return (await Promise.allSettled(results.map((r) => r.data()))).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

let simplified: Promise<Record<string, string>> | undefined;
const loadSimplified = () => (simplified ??= fetch(`${HOME}api/simplified.json`).then((r) => r.json() as Promise<Record<string, string>>));

let clauseIds: Promise<ClauseIds> | undefined;
const loadClauseIds = () => (clauseIds ??= fetch(`${HOME}api/clause-ids.json`).then((r) => r.json() as Promise<ClauseIds>));

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

const fill = (text: string | undefined, values: Record<string, string>) => (text ?? '').replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Full-width letters and digits to half-width (NFKC), spaces trimmed. */
export function normalise(query: string): string {
  return query.normalize('NFKC').trim();
}

/** The clause number a query is, if it is one: any dash as `-`, letters in lower case, no leading
 * zeros (`２－０４.３Ａ` → `2-4.3a`). */
export function clauseIdOf(query: string): string | undefined {
  const id = withoutLeadingZeros(normalise(query).replace(/[‐‑‒–—―−ー]/g, '-').toLowerCase());
  return CLAUSE_ID_PATTERN.test(id) ? id : undefined;
}

export function attachSearch(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  const locale = form.dataset.locale!;
  const game = form.dataset.game;
  const strings = document.documentElement.dataset;
  const resultsPage = document.querySelector<HTMLElement>('[data-search-page]');
  const gameClauses = new Set(form.dataset.clauses?.split(' ').filter(Boolean));

  /** Where a clause number leads: [game name, URL] for each game that has it (only this page's game on a game's page). */
  async function clauseJumps(query: string): Promise<[string, string][] | undefined> {
    const id = clauseIdOf(query);
    if (!id) return undefined;
    if (game) return gameClauses.has(id) ? [['', `${form.dataset.rulebook}#${id}`]] : [];
    const { games } = await loadClauseIds();
    return games.filter((g) => g.ids.includes(id)).map((g) => [g.names[locale] ?? g.slug, `${g.rulebooks[locale]}#${id}`]);
  }

  /** The query as Pagefind should see it. */
  async function searchTerm(query: string): Promise<string> {
    const q = normalise(query);
    if (locale !== 'zh-hant' || !/\p{Script=Han}/u.test(q)) return q;
    const table = await loadSimplified();
    return [...q].map((ch) => table[ch] ?? ch).join('');
  }

  const hitItem = (hit: Hit) =>
    el('li', {}, el('a', { href: hit.meta.target ?? hit.url }, ...(hit.meta.game ? [el('span', { className: 'hit-game' }, hit.meta.game), ' '] : []), hit.meta.title ?? hit.url), el('p', {}, ...excerptNodes(hit.excerpt)));

  let lastRun = 0;
  async function run() {
    const query = input.value;
    const run = ++lastRun;
    const q = normalise(query);
    if (!q) return list.replaceChildren();
    const items: HTMLElement[] = [];
    const jumps = await clauseJumps(q);
    const id = clauseIdOf(q) ?? '';
    for (const [name, href] of jumps ?? []) items.push(el('li', {}, el('a', { href, className: 'jump' }, fill(strings.jumpLabel, { id }) + (name ? `（${name}）` : ''))));
    if (jumps?.length === 0) items.push(el('li', { className: 'no-clause' }, fill(strings.noClause, { id })));
    const pf = await loadPagefind();
    const search = await pf.debouncedSearch(await searchTerm(query), {}, 150);
    if (!search || run !== lastRun) return;
    const hits = await hitData(search.results.slice(0, IN_BOX));
    if (run !== lastRun) return;
    items.push(...hits.map(hitItem));
    if (search.results.length > IN_BOX) {
      items.push(el('li', { className: 'all-results' }, el('a', { href: `${form.getAttribute('action')}?q=${encodeURIComponent(q)}` }, fill(strings.allResults, { count: String(search.results.length) }))));
    }
    if (!items.length) items.push(el('li', {}, fill(strings.noResults, { q })));
    list.replaceChildren(...items);
  }

  /** The results page: every hit, grouped by game. */
  async function showAll(query: string) {
    if (!resultsPage) return;
    const pf = await loadPagefind();
    const search = await pf.search(await searchTerm(query));
    const hits = await hitData(search.results);
    const groups = new Map<string, Hit[]>();
    for (const hit of hits) groups.set(hit.meta.game ?? '', [...(groups.get(hit.meta.game ?? '') ?? []), hit]);
    const sections = [...groups].map(([name, group]) => el('section', {}, el('h2', {}, `${name}（${group.length}）`), el('ul', { className: 'search-all' }, ...group.map(hitItem))));
    resultsPage.querySelector('[data-results]')?.remove();
    const box = el('div', {}, ...(sections.length ? sections : [el('p', {}, fill(strings.noResults, { q: normalise(query) }))]));
    box.dataset.results = '';
    resultsPage.append(box);
  }

  const close = () => list.replaceChildren();
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  // Keyboard: ↓ from the box into the results, ↑↓ through them, Escape back to the box.
  form.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && all.length) all[Math.min(at + 1, all.length - 1)].focus();
    else if (event.key === 'ArrowUp' && at >= 0) (at === 0 ? input : all[at - 1]).focus();
    else if (event.key === 'Escape') {
      close();
      input.focus();
    } else return;
    event.preventDefault();
  });
  // A chosen result, or a click elsewhere, closes the box (a hit on this page only moves the anchor).
  list.addEventListener('click', (event) => (event.target as Element).closest('a') && close());
  document.addEventListener('click', (event) => !form.contains(event.target as Node) && close());

  // Warm the index up while the reader types.
  void loadPagefind();
  input.addEventListener('input', run);
  form.addEventListener('submit', (event) => {
    // Words go to the results page; a clause number goes to its clause, or the box says which
    // games have it (several) or that none does.
    if (!clauseIdOf(input.value)) return;
    event.preventDefault();
    void clauseJumps(input.value).then((jumps) => {
      if (jumps?.length === 1) location.href = jumps[0][1];
      else void run();
    });
  });
  const initial = new URLSearchParams(location.search).get('q');
  if (initial && !input.value) input.value = initial;
  if (initial) void showAll(initial);
  if (input.value && !resultsPage) void run();
}
