/**
 * Search, loaded on the reader's first touch of the search box. Pagefind keeps one index per
 * language (by <html lang>); every indexed page carries its game as a filter (`game:<slug>`). A
 * rulebook is one page of the index, each clause in it a sub-result of its own (Pagefind's, from
 * the clause's id and `data-pagefind-title`, Clause.astro): a hit is a clause, or a ruling or
 * glossary page. The query is normalised first: full-width letters and digits to half-width and
 * case folded (NFKC), and on 繁體中文 pages simplified characters read as traditional
 * (/api/simplified.json: OpenCC's table cut down to this site's characters, fetched with the
 * index). Then it is cut into words (Intl.Segmenter: Chinese and Japanese are typed without
 * spaces, 飛行生物守衛 → 飛行 生物 守衛), and a page is found when it has them all. A clause that
 * holds every word ranks above one that holds some, and one that holds them in order, close
 * together, above one that holds them apart; when nothing is found, the box says the words it
 * searched and offers each alone. The box shows its first hits as soon as the best pages are read,
 * and counts them all after.
 *
 * On a game's page the box searches that game, with a button to widen to every game (and back);
 * the results page it leads to keeps the game (`?game=`), and has a control to choose one or all.
 * A clause number is offered in every game that has it, this page's game first; Enter goes to this
 * game's clause, or the only game's that has it, or else the results page, which lists the clause
 * in each game. Offline, search looks only in the games kept on this device, and says which.
 * Arrow keys move through the box; Escape closes it.
 */
import { CLAUSE_ID_PATTERN, withoutLeadingZeros } from '../lib/clause-id';
import { SEARCH_WORDS } from '../lib/i18n/search-words';
import { keptIn, readKept } from '../offline/names';

/**
 * The site's home path ('/' or '/rules/'), which Vite writes in as a literal. The addresses of
 * pages come from the page and the API (made by src/lib/urls.ts at build time): this script must
 * not import urls.ts, which the build bundles with the sandbox.
 */
const HOME = import.meta.env.BASE_URL.replace(/\/?$/, '/');

/** Pagefind's filter object: `{ game: 'wuxing' }`, `{ game: { any: [...] } }`. */
type Filters = Record<string, unknown>;
/** Where Pagefind found a word: `weight` is 1 in text, more in a heading. */
interface Location {
  weight: number;
  location: number;
}
/** Part of a page: a clause of a rulebook (its anchor has the clause's title), or a heading's section. */
interface SubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id: string; title?: string; location: number };
  weighted_locations: Location[];
}
/** A page's data, as Pagefind gives it. */
interface PageData {
  url: string;
  /** The page's text. */
  content: string;
  /** The page's text as indexed: Chinese and Japanese words apart by zero-width spaces. */
  raw_content?: string;
  excerpt: string;
  word_count: number;
  meta: Record<string, string>;
  anchors: { location: number; title?: string }[];
  weighted_locations: Location[];
  sub_results: SubResult[];
}
/** One thing found: a clause, or a page (a ruling, a glossary). */
export interface Hit {
  url: string;
  title: string;
  excerpt: string;
  /** The game's name, in the page's language. */
  game?: string;
  score: number;
  /** The share of the query's words that this clause (or page) holds, 0 to 1: all of them ranks first. */
  found: number;
  /** Whether it holds the query's words in order, next to each other or nearly (`手牌4張` in 「手牌為 4 張時」). */
  phrase: boolean;
}
interface PagefindResult {
  /** Where in the page the query's words are: many in a rulebook. */
  words: number[];
  data(): Promise<PageData>;
}
interface Search {
  results: PagefindResult[];
}
type ClauseIds = {
  games: { slug: string; names: Record<string, string>; rulebooks: Record<string, string>; ids: string[]; headings: Record<string, string[]> }[];
};
/** A clause number's place in one game. */
type Jump = { slug: string; name: string; href: string; heading: string };

/** How many hits the box shows before "all results". */
const IN_BOX = 8;
/** How many of them are kept for a rulebook's clauses, where there are so many. */
const CLAUSES_IN_BOX = 3;

interface Pagefind {
  init(): Promise<void>;
  destroy(): Promise<void>;
  options(options: { baseUrl?: string; basePath?: string }): Promise<void>;
  mergeIndex(path: string, options?: { baseUrl?: string }): Promise<void>;
  debouncedSearch(term: string | null, options?: { filters?: Filters }, ms?: number): Promise<Search | null>;
  search(term: string | null, options?: { filters?: Filters }): Promise<Search>;
}

let pagefind: Promise<Pagefind> | undefined;
/**
 * The search index: one Pagefind bundle per game (`pagefind/<game>/`, src/cli/search-index.mjs).
 * The bundle of `first` (this page's game) is loaded, or else the first game's, and the other games'
 * are merged into it (Pagefind's mergeIndex: their index and pages, with the first bundle's code).
 * Offline, only the kept games' bundles, the only ones stored. With games kept, a bundle that cannot
 * be fetched though the browser says it is online (a venue's Wi-Fi that does not reach the site)
 * makes the search offline (`unreachable`): the kept games' bundles, and the note that says so.
 * (Pagefind itself, given a bundle it cannot fetch, logs the failure and never answers.)
 */
function loadPagefind(games: string[], first: string | undefined): Promise<Pagefind> {
  pagefind ??= (async () => {
    if (navigator.onLine && !unreachable && (await keptHere()).length && !(await reachable(games))) unreachable = true;
    return openBundles(games, first);
  })().catch((error: unknown) => {
    pagefind = undefined; // try again at the next search
    throw error;
  });
  return pagefind;
}

/** Whether every game's bundle can be fetched now (a kept game's from this device). */
async function reachable(games: string[]): Promise<boolean> {
  const fetched = await Promise.all(games.map((game) => fetch(`${HOME}pagefind/${game}/pagefind-entry.json`, { cache: 'no-store' }).then((r) => r.ok, () => false)));
  return fetched.every(Boolean);
}

/** The bundles of `games` that can be read now (all, or offline the kept ones), `first`'s loaded and the others merged into it. */
async function openBundles(games: string[], first: string | undefined): Promise<Pagefind> {
  const kept = await keptOffline();
  const reach = kept ? games.filter((g) => kept.includes(g)) : games;
  const primary = first && reach.includes(first) ? first : reach[0];
  const m = (await import(/* @vite-ignore */ `${HOME}pagefind/${primary}/pagefind.js`)) as Pagefind;
  try {
    // Pagefind indexes dist/ as if it were the root; its hits' URLs take the site's base path. Its
    // bundle is named, not taken from the script's address: offline, the script may come from the one
    // stored copy of the search core (src/offline/sw.ts).
    await m.options({ baseUrl: HOME, basePath: `${HOME}pagefind/${primary}/` });
    await m.init();
    // The other games' bundles at once, not one after another (four round trips and four metadata
    // files in turn took 1–2 s on a 4× slower CPU); Pagefind keeps them in the order asked.
    await Promise.all(reach.filter((game) => game !== primary).map((game) => m.mergeIndex(`${HOME}pagefind/${game}/`, { baseUrl: HOME })));
    return m;
  } catch (error) {
    // The module stays loaded: start it anew at the next attempt.
    await m.destroy().catch(() => undefined);
    throw error;
  }
}

/**
 * How well a part of a page answers the query: its words found, a heading's counting more, over
 * the square root of its length, so that a short clause that is all about the words ranks above a
 * long page that mentions them in passing. (Pagefind ranks pages; a rulebook is one page, so its
 * clauses are ranked here, with the other pages, on one scale.)
 */
function scoreOf(found: Location[], words: number): number {
  const weight = found.reduce((sum, l) => sum + l.weight, 0);
  return weight / Math.sqrt(Math.max(words, 8));
}

/**
 * The hits in one page: each clause of a rulebook that has the words, or the page itself. Words in
 * a rulebook outside any clause (its title) are no clause's and no hit. Each hit says how many of
 * the query's words it holds (`found`) and whether it holds the query as typed (`phrase`): Pagefind
 * finds the pages that have every word, but a rulebook's clause may have only some of them.
 */
export function hitsOf(page: PageData, query: Query = { words: [] }): Hit[] {
  const game = page.meta.game;
  const clauses = page.sub_results.filter((sub) => sub.anchor?.title);
  const holding = (text: string) => holdings(text, query);
  if (!page.anchors.some((a) => a.title)) {
    return [{ url: page.url, title: page.meta.title ?? page.url, excerpt: page.excerpt, game, score: scoreOf(page.weighted_locations, page.word_count), ...holding(`${page.meta.title ?? ''} ${page.content}`) }];
  }
  // The page's words as Pagefind counts them (a location is a word's place in this list).
  const words = (page.raw_content ?? page.content).split(/[\s\u200b]+/u).filter(Boolean);
  const starts = page.anchors.map((a) => a.location).sort((a, b) => a - b);
  return clauses.map((sub) => {
    const start = sub.anchor!.location;
    const end = starts.find((l) => l > start) ?? page.word_count;
    // A clause that is a heading alone has its title for its words: no excerpt, rather than the title again.
    const text = sub.excerpt.replace(/<[^>]*>/g, '').trim().replace(/\.$/, '');
    const excerpt = text && sub.title.includes(text) ? '' : sub.excerpt;
    const own = query.words.length ? holding(`${sub.title} ${words.slice(start, end).join('')}`) : holding('');
    return { url: sub.url, title: sub.title, excerpt, game, score: scoreOf(sub.weighted_locations, end - start), ...own };
  });
}

/** How much of the query a text holds (see Hit). With no words asked, all of it. */
function holdings(text: string, query: Query): { found: number; phrase: boolean } {
  if (!query.words.length) return { found: 1, phrase: false };
  const flat = text.replace(/[\s\u200b]+/gu, '').normalize('NFKC').toLowerCase();
  const found = query.words.filter((word) => flat.includes(word.toLowerCase())).length / query.words.length;
  return { found, phrase: query.words.length > 1 && near(query.words).test(flat) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words in order, with at most 3 characters between each and the next (a particle, a number's 為 or 時). */
const near = (words: string[]) => new RegExp(words.map((w) => escape(w.toLowerCase())).join('.{0,3}'), 'u');

/** Best first: a hit with every word, then one that has them side by side, then by score. */
export const byRelevance = (a: Hit, b: Hit) => b.found - a.found || Number(b.phrase) - Number(a.phrase) || b.score - a.score;

const isClause = (hit: Hit) => hit.url.includes('#');

/**
 * The hits the box shows, best first: the first `n`, of which at least `clauses` are a rulebook's
 * clauses where so many were found. A ruling's page, whose title is about the words, outscores the
 * clause it illustrates, and would otherwise fill the box: the rule is what a question asks for.
 */
export function boxHits(hits: Hit[], n = IN_BOX, clauses = CLAUSES_IN_BOX): Hit[] {
  const shown = hits.slice(0, n);
  const wanted = hits.slice(n).filter(isClause).slice(0, Math.max(0, clauses - shown.filter(isClause).length));
  for (const clause of wanted) {
    const last = shown.findLastIndex((hit) => !isClause(hit));
    shown.splice(last, 1);
    shown.push(clause);
  }
  return shown;
}

/**
 * Whether a page holds the query's words written in Chinese characters or kana, each whole. Each
 * game has an index of its own, and Pagefind cuts such a word that one game's index does not know
 * into pieces it does, which finds pages with the pieces apart (法力, which 風雷卡牌 never writes,
 * found 加減法): a page must hold the word itself.
 */
export function holdsQuery(content: string, term: string): boolean {
  const text = content.replace(/\u200b/g, '').normalize('NFKC');
  return term
    .split(/\s+/)
    .filter((word) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word))
    .every((word) => text.includes(word));
}

/**
 * A query as searched: its words, as Intl.Segmenter cuts Chinese and Japanese (which are written
 * without spaces: 飛行生物守衛 → 飛行 生物 守衛, マリガン回数 → マリガン 回数).
 */
export interface Query {
  words: string[];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Katakana (with its long-vowel mark ー and middle dot ・, which Unicode counts as no script's). */
const KATAKANA = /^[\p{Script=Katakana}ー・]+$/u;
const ONE_HAN = /^\p{Script=Han}$/u;
/** A particle or ending in kana alone (の, を, した): it holds no meaning a search needs. */
const PARTICLE = /^\p{Script=Hiragana}{1,2}$/u;

/**
 * The words of a query (normalised, and on 繁體中文 pages in traditional characters). Runs of
 * Chinese characters and kana are cut by the platform's word segmenter (`Intl.Segmenter`, in the
 * page's language), then mended where its dictionary does not know the site's words: katakana pieces
 * side by side are one word (マリ|ガン → マリガン), and so are single characters side by side (回|合 →
 * 回合, 手|牌 → 手牌); kana particles go. Without a segmenter, the words are those between spaces.
 */
export function queryWords(query: string, locale: string): Query {
  const Segmenter = typeof Intl === 'object' ? Intl.Segmenter : undefined;
  const segmenter = Segmenter && new Segmenter(locale === 'ja' ? 'ja' : 'zh-Hant', { granularity: 'word' });
  const words: string[] = [];
  for (const chunk of query.split(/\s+/).filter(Boolean)) {
    if (!segmenter || !CJK.test(chunk)) {
      words.push(chunk);
      continue;
    }
    const pieces: string[] = [];
    let last = '';
    for (const { segment, isWordLike } of segmenter.segment(chunk)) {
      const mend = isWordLike && last && ((KATAKANA.test(last) && KATAKANA.test(segment)) || (ONE_HAN.test(last) && ONE_HAN.test(segment)));
      if (mend) pieces[pieces.length - 1] += segment;
      else if (isWordLike) pieces.push(segment);
      last = isWordLike ? segment : '';
    }
    const meant = pieces.filter((piece) => !PARTICLE.test(piece));
    words.push(...(meant.length ? meant : pieces));
  }
  return { words: [...new Set(words)] };
}

/** The hits of these pages for the query, best first; a page whose text cannot be fetched (offline, a game not stored on this device) is left out. */
async function hitData(results: PagefindResult[], query: Query): Promise<Hit[]> {
  const pages = (await Promise.allSettled(results.map((r) => r.data()))).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const term = query.words.join(' ');
  return pages
    .filter((page) => holdsQuery(page.content, term))
    .flatMap((page) => hitsOf(page, query))
    .sort(byRelevance);
}

/**
 * The pages to read first, for the box's first hits: Pagefind's best, and the pages with the most
 * words found, which are the rulebooks (Pagefind ranks a page, and a rulebook is one long page, so
 * its best clause may come from a page it ranks low). The rest are read after, for the count.
 */
export function firstPages<T extends { words: unknown[] }>(results: T[], best = IN_BOX, most = 3): [T[], T[]] {
  if (results.length <= best + most) return [results, []];
  const byWords = [...results.keys()].sort((a, b) => results[b].words.length - results[a].words.length);
  const chosen = new Set([...results.keys()].slice(0, best).concat(byWords.slice(0, most)));
  return [results.filter((_, i) => chosen.has(i)), results.filter((_, i) => !chosen.has(i))];
}

let simplified: Promise<Record<string, string>> | undefined;
const loadSimplified = () =>
  (simplified ??= fetch(`${HOME}api/simplified.json`)
    .then((r) => r.json() as Promise<Record<string, string>>)
    .catch(() => {
      simplified = undefined; // try again next time; meanwhile the characters as typed
      return {} as Record<string, string>;
    }));

let clauseIds: Promise<ClauseIds> | undefined;
function loadClauseIds(): Promise<ClauseIds> {
  clauseIds ??= fetch(`${HOME}api/clause-ids.json`)
    .then((r) => r.json() as Promise<ClauseIds>)
    .catch(() => {
      clauseIds = undefined; // try again next time
      return { games: [] };
    });
  return clauseIds;
}

/** Set once the site could not be reached though the browser says it is online (loadPagefind). */
let unreachable = false;

/** The games kept on this device in the page's language (the search form's). */
async function keptHere(): Promise<string[]> {
  const locale = document.querySelector<HTMLElement>('form.search-form')?.dataset.locale ?? '';
  return (await readKept().catch(() => [])).filter((k) => keptIn(k, locale)).map((k) => k.game);
}

/**
 * Offline (or with the site out of reach), the games kept on this device in the page's language,
 * whose index and pages are stored (undefined online, or with none kept).
 */
async function keptOffline(): Promise<string[] | undefined> {
  if (navigator.onLine && !unreachable) return undefined;
  const kept = await keptHere();
  return kept.length ? kept : undefined;
}

/**
 * Where a search looks: one game, or every game; offline, only the games kept on this device
 * (`kept`), the others' hits having no text to show.
 */
async function reach(game: string | undefined): Promise<{ filters?: Filters; kept?: string[] }> {
  const kept = await keptOffline();
  if (!kept) return game ? { filters: { game } } : {};
  return { filters: { game: { any: game && kept.includes(game) ? [game] : kept } }, kept };
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

/** The games that have clause `id`, `first` (this page's game) leading. */
export function clauseJumpsIn(data: ClauseIds, id: string, locale: string, first?: string): Jump[] {
  const jumps = data.games.flatMap((g) => {
    const at = g.ids.indexOf(id);
    return at < 0 ? [] : [{ slug: g.slug, name: g.names[locale] ?? g.slug, href: `${g.rulebooks[locale]}#${id}`, heading: g.headings?.[locale]?.[at] ?? id }];
  });
  return [...jumps.filter((j) => j.slug === first), ...jumps.filter((j) => j.slug !== first)];
}

/** A clause number with a dash (`2-4`, `8-1.4`): Pagefind reads it as words 2 and 4, so it is searched as a number only. */
const onlyNumber = (id: string | undefined) => !!id && id.includes('-');

export function attachSearch(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  const locale = form.dataset.locale!;
  /** This page's game, if it is a game's page. */
  const game = form.dataset.game;
  const gameName = form.dataset.gameName ?? '';
  /** Every game, whose search bundles make the index. */
  const games = (form.dataset.games ?? '').split(' ').filter(Boolean);
  /** The index, or null when it cannot be loaded (the site out of reach, no game kept): then the reader is told, not left with nothing. */
  const index = () => loadPagefind(games, game).catch(() => null);
  const strings = SEARCH_WORDS[locale as keyof typeof SEARCH_WORDS] ?? SEARCH_WORDS['zh-hant'];
  const resultsPage = document.querySelector<HTMLElement>('[data-search-page]');
  const resultsUrl = (q: string, only?: string) => `${form.getAttribute('action')}?q=${encodeURIComponent(q)}${only ? `&game=${encodeURIComponent(only)}` : ''}`;

  /** The game the box searches: this page's, until the reader widens it to every game. */
  let scope = game;
  const scopeInput = form.querySelector<HTMLInputElement>('input[name="game"]');
  const setScope = (to: string | undefined) => {
    scope = to;
    // A submitted form goes to the results page with the game, or without it once widened.
    if (scopeInput) scopeInput.disabled = !to;
  };

  /** Where a clause number leads, in every game that has it, this page's game first. */
  async function clauseJumps(id: string): Promise<Jump[]> {
    let jumps = clauseJumpsIn(await loadClauseIds(), id, locale, game);
    // Offline, only the kept games' clauses can be read.
    const kept = await keptOffline();
    if (kept) jumps = jumps.filter((j) => kept.includes(j.slug));
    return jumps;
  }

  /** "Searched only …": the kept games' names, offline or with the site out of reach. */
  async function offlineNote(kept: string[]): Promise<string> {
    const { games } = await loadClauseIds();
    const names = kept.map((slug) => games.find((g) => g.slug === slug)?.names[locale] ?? slug);
    return fill(navigator.onLine ? strings.unreachable : strings.offline, { games: names.join('、') });
  }

  /** The query's words as the index has them: normalised, on 繁體中文 pages in traditional characters, cut into words. */
  async function searchQuery(query: string): Promise<Query> {
    let q = normalise(query);
    if (locale === 'zh-hant' && /\p{Script=Han}/u.test(q)) {
      const table = await loadSimplified();
      q = [...q].map((ch) => table[ch] ?? ch).join('');
    }
    return queryWords(q, locale);
  }

  /**
   * When nothing is found: the words the query was cut into, searched together, and each of them
   * to search alone (a button in the box, a link on the results page).
   */
  function searchedWords(q: string, query: Query, offer: (word: string) => HTMLElement): HTMLElement[] {
    const said = query.words.map((w) => `「${w}」`).join('');
    if (query.words.length === 1 && query.words[0] === q.replace(/\s+/g, '')) return [];
    const parts = [el('p', { className: 'searched' }, fill(strings.searchedWords, { words: said }))];
    if (query.words.length > 1) parts.push(el('p', { className: 'search-words' }, strings.oneWord, ...query.words.map(offer)));
    return parts;
  }

  const hitItem = (hit: Hit) =>
    el('li', {}, el('a', { href: hit.url }, ...(hit.game ? [el('span', { className: 'hit-game' }, hit.game), ' '] : []), hit.title), ...(hit.excerpt ? [el('p', {}, ...excerptNodes(hit.excerpt))] : []));

  const scopeButton = (label: string, to: string | undefined) => {
    const button = el('button', { type: 'button' }, label);
    button.addEventListener('click', () => {
      setScope(to);
      void run().then(() => list.querySelector<HTMLButtonElement>('.scope button')?.focus());
    });
    return el('li', { className: 'scope' }, button);
  };

  let lastRun = 0;
  async function run() {
    const run = ++lastRun;
    const q = normalise(input.value);
    if (!q) return list.replaceChildren();
    const items: HTMLElement[] = [];
    const id = clauseIdOf(q);
    if (id) {
      const jumps = await clauseJumps(id);
      if (game && jumps[0]?.slug !== game) items.push(el('li', { className: 'no-clause' }, fill(strings.noSuchClause, { id })));
      else if (!jumps.length) items.push(el('li', { className: 'no-clause' }, fill(strings.noClauseAnywhere, { id })));
      for (const jump of jumps) {
        const label = fill(strings.jumpToClause, { id }) + (jump.slug === game ? '' : `（${jump.name}）`);
        items.push(el('li', {}, el('a', { href: jump.href, className: 'jump' }, label)));
      }
      // Pagefind reads `2-4` as the words 2 and 4: its hits for such a number are noise. A bare
      // number (`2`, `120`) may be a section or a number in the text: both are shown.
      if (onlyNumber(id)) {
        const kept = await keptOffline();
        if (kept) items.unshift(el('li', { className: 'offline-note' }, await offlineNote(kept)));
        if (run === lastRun) list.replaceChildren(...items);
        return;
      }
    }
    const pf = await index();
    if (!pf) {
      if (run === lastRun) list.replaceChildren(...items, el('li', { className: 'offline-note' }, strings.failed));
      return;
    }
    const query = await searchQuery(q);
    const term = query.words.join(' ');
    const here = await reach(scope);
    const search = term ? await pf.debouncedSearch(term, { filters: here.filters }, 150) : { results: [] };
    if (!search || run !== lastRun) return;
    const note = here.kept && (await offlineNote(here.kept));
    if (note) items.unshift(el('li', { className: 'offline-note' }, note));
    // The first hits as soon as their pages are read; then the count of them all, and on a game's
    // page, of every game's (for widening). Counting reads every page found: a rulebook's clauses are
    // in its one page's data. (Pagefind keeps what it has fetched: the next letter typed fetches little.)
    const [first, rest] = firstPages(search.results);
    const shown = await hitData(first, query);
    if (run !== lastRun) return;
    const view = { id: run, q, query, head: items };
    if (rest.length) show({ ...view, hits: shown });
    const hits = rest.length ? [...shown, ...(await hitData(rest, query))].sort(byRelevance) : shown;
    if (run !== lastRun) return;
    const widen = game && scope && term;
    show({ ...view, hits, counted: true });
    if (!widen) return;
    const everywhere = await hitData((await pf.search(term, { filters: (await reach(undefined)).filters })).results, query);
    if (run === lastRun) show({ ...view, hits, counted: true, everywhere: everywhere.length });
  }

  /**
   * The box's hits: the first few, the link to all of them once counted (or, for none, the words
   * searched), and on a game's page the button that widens the search to every game or narrows it
   * back. While the reader is among the hits, the hits stay and only the counts change.
   */
  let shownRun = 0;
  function show({ id, q, query, head, hits, counted = false, everywhere }: { id: number; q: string; query: Query; head: HTMLElement[]; hits: Hit[]; counted?: boolean; everywhere?: number }) {
    const tail: HTMLElement[] = [];
    if (counted && hits.length > IN_BOX) {
      tail.push(el('li', { className: 'all-results' }, el('a', { href: resultsUrl(q, scope) }, fill(strings.allResults, { count: String(hits.length) }))));
    }
    if (counted && !hits.length) {
      const offer = (word: string) => {
        const button = el('button', { type: 'button' }, word);
        button.addEventListener('click', () => {
          input.value = word;
          input.focus();
          void run();
        });
        return button;
      };
      tail.push(el('li', {}, scope ? fill(strings.noResultsIn, { game: gameName, q }) : fill(strings.noResults, { q })));
      const words = searchedWords(q, query, offer);
      if (words.length) tail.push(el('li', { className: 'searched-words' }, ...words));
    }
    const label = everywhere === undefined ? strings.allGamesUncounted : fill(strings.allGames, { count: String(everywhere) });
    if (game && scope) tail.push(scopeButton(label, undefined));
    else if (game) tail.push(scopeButton(fill(strings.onlyGame, { game: gameName }), game));
    const at = document.activeElement;
    if (at && at !== input && list.contains(at) && shownRun === id) {
      // The reader is on a hit or a button of this search: the counts change in place.
      const scopeNow = list.querySelector('.scope button');
      if (scopeNow && game && scope) scopeNow.textContent = label;
      const all = tail.find((li) => li.classList.contains('all-results'));
      const scopeItem = list.querySelector('.scope');
      if (all && !list.querySelector('.all-results')) {
        if (scopeItem) scopeItem.before(all);
        else list.append(all);
      }
      return;
    }
    shownRun = id;
    list.replaceChildren(...head, ...boxHits(hits).map(hitItem), ...tail);
  }

  /** The results page: the clause in each game that has it (for a clause number), then every hit, grouped by game. */
  let lastShown = 0;
  async function showAll(typed: string) {
    if (!resultsPage) return;
    const shown = ++lastShown;
    const q = normalise(typed);
    const id = clauseIdOf(q);
    const select = resultsPage.querySelector<HTMLSelectElement>('select[name="game"]')!;
    const asked = new URLSearchParams(location.search).get('game');
    const chosen = [...select.options].find((o) => o.value && o.value === asked);
    select.value = chosen?.value ?? '';
    const only = chosen?.value;
    const numbered = onlyNumber(id);
    if (numbered && !resultsPage.querySelector('[data-results]')) {
      // A clause number only one game has: straight to it (the results page is kept out of history).
      const jumps = await clauseJumps(id!);
      if (jumps.length === 1 && (!only || only === jumps[0].slug)) return location.replace(jumps[0].href);
    }
    // A clause number's list is every game's: the choice of game is for words.
    resultsPage.querySelector<HTMLElement>('[data-search-filter]')!.hidden = numbered;
    const pf = await index();
    if (!pf) return shown === lastShown ? showParts([el('p', { className: 'search-offline' }, strings.failed)]) : undefined;
    const here = await reach(numbered ? undefined : only);
    const parts: HTMLElement[] = [];
    if (here.kept) parts.push(el('p', { className: 'search-offline' }, await offlineNote(here.kept)));
    if (id) {
      // Each game's clause of that number, by its heading (a clause number's list is every game's).
      const every = await clauseJumps(id);
      const jumps = [...every.filter((j) => j.slug === only), ...every.filter((j) => j.slug !== only)];
      const item = (jump: Jump) => el('li', {}, el('a', { href: jump.href }, el('span', { className: 'hit-game' }, jump.name), ' ', jump.heading));
      const body = jumps.length ? el('ul', { className: 'search-all' }, ...jumps.map(item)) : el('p', {}, fill(strings.noClauseAnywhere, { id }));
      if (numbered || jumps.length) parts.push(el('section', { className: 'clause-hits' }, el('h2', {}, fill(strings.clauseHeading, { id })), body));
      if (numbered) return shown === lastShown ? showParts(parts) : undefined;
    }
    const query = await searchQuery(q);
    const term = query.words.join(' ');
    const everyGame = (await reach(undefined)).filters;
    const hits = term ? await hitData((await pf.search(term, { filters: here.filters })).results, query) : [];
    // Every indexed page has a game (tests/site/search.test.ts), so every group is named by it.
    const groups = new Map<string, Hit[]>();
    for (const hit of hits) if (hit.game) groups.set(hit.game, [...(groups.get(hit.game) ?? []), hit]);
    if (!groups.size) {
      parts.push(el('p', {}, only ? fill(strings.noResultsIn, { game: chosen!.text, q }) : fill(strings.noResults, { q })));
      parts.push(...searchedWords(q, query, (word) => el('a', { href: resultsUrl(word, only) }, word)));
    }
    // Searched in one game: the others' count, and a button to search them all, above the hits.
    if (only && term) {
      const others = (await hitData((await pf.search(term, { filters: everyGame })).results, query)).length - hits.length;
      if (others > 0) {
        const widen = el('button', { type: 'button', className: 'button other-games' }, fill(strings.otherGames, { count: String(others) }));
        widen.addEventListener('click', () => {
          select.value = '';
          select.dispatchEvent(new Event('change'));
        });
        parts.push(el('p', {}, widen));
      }
    }
    for (const [name, group] of groups) parts.push(el('section', {}, el('h2', {}, `${name}（${group.length}）`), el('ul', { className: 'search-all' }, ...group.map(hitItem))));
    if (shown !== lastShown) return;
    showParts(parts);
  }
  function showParts(parts: HTMLElement[]) {
    resultsPage!.querySelector('[data-results]')?.remove();
    const box = el('div', {}, ...parts);
    box.dataset.results = '';
    resultsPage!.append(box);
  }

  const close = () => list.replaceChildren();
  const links = () => [...list.querySelectorAll<HTMLElement>('a, button')];
  // Keyboard: ↓ from the box into the results, ↑↓ through them, Escape back to the box.
  form.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
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

  // The index (and on 繁體中文 pages the table of simplified characters) loads as the reader comes
  // to the box, before the first key: this runs when the box is touched or takes focus (page.ts).
  void index();
  if (locale === 'zh-hant') void loadSimplified();
  // The word segmenter's first use loads its Chinese and Japanese dictionary: now, not at the first key.
  queryWords('規則', locale);
  // While an input method composes a word (pinyin, kana), the box holds letters the reader has not
  // chosen yet: search the word once it is chosen.
  input.addEventListener('input', (event) => !(event as InputEvent).isComposing && void run());
  input.addEventListener('compositionend', () => void run());
  const select = resultsPage?.querySelector<HTMLSelectElement>('select[name="game"]');
  form.addEventListener('submit', (event) => {
    const id = clauseIdOf(input.value);
    if (!id) {
      // Words go to the results page (the form carries this page's game); from the results page, with the game chosen there.
      if (!select?.value) return;
      event.preventDefault();
      location.href = resultsUrl(normalise(input.value), select.value);
      return;
    }
    // A clause number goes to this game's clause, or to the only game's that has it; several
    // games' are listed on the results page; none, and the box says so.
    event.preventDefault();
    void clauseJumps(id).then((jumps) => {
      const to = jumps[0]?.slug === game && game ? jumps[0] : !game && jumps.length === 1 ? jumps[0] : undefined;
      if (to) location.href = to.href;
      else if (jumps.length) location.href = resultsUrl(id);
      else void run();
    });
  });
  const initial = new URLSearchParams(location.search).get('q');
  if (initial && !input.value) input.value = initial;
  select?.addEventListener('change', () => {
    const url = new URL(location.href);
    if (select.value) url.searchParams.set('game', select.value);
    else url.searchParams.delete('game');
    history.replaceState(history.state, '', url);
    if (initial) void showAll(initial);
  });
  if (initial) void showAll(initial);
  // What the reader typed before this script came (the box has focus first): searched now. On the
  // results page, the box's own question (`?q=`) is the page's, and lists no hits in the box.
  if (input.value && !(resultsPage && input.value === initial)) void run();
}
