/**
 * Found and shared well (issue 15): each kind of page names its own absolute address (canonical),
 * the same page in the other language (hreflang, both ways), and carries Open Graph and Twitter
 * card tags in its language; a clause's page (where its short link leads) previews the clause's number,
 * title and words; the sitemap lists every page meant for search engines once; robots.txt names it.
 * Holds for a build at a domain's root and under a base path (SITE_URL, OUT_DIR).
 */
import { describe, expect, it } from 'vitest';
import { DIST, distFiles, fileFor, read, urlPathOf } from './dist';
import { siteAndBase } from '../../src/lib/site-url.mjs';
import { getSite } from '../../src/lib/content';
import type { Clause, Rulebook } from '../../src/lib/content';
import { HTML_LANG, LOCALES, type Locale } from '../../src/lib/i18n/locales';
import { UI } from '../../src/lib/i18n/ui';
import { typeset } from '../../src/lib/typeset';

const { site, base } = siteAndBase(process.env.SITE_URL || undefined);
/** The site's home page, absolute: `http://localhost:4321/`, or `http://localhost:4402/rules/`. */
const HOME = new URL(base, site).href;
/** A site path (`/ja/wuxing/`, as the built folder has it) as its absolute address. */
const abs = (path: string) => HOME + path.replace(/^\//, '');
/** The site path of an absolute address under the home page, or undefined for any other. */
const sitePath = (url: string) => (url.startsWith(HOME) ? `/${url.slice(HOME.length)}` : undefined);

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attrsOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2])]));

interface Head {
  lang: string;
  title: string;
  /** Every <meta>'s content by its name or property; a list, so a tag written twice shows. */
  meta: Map<string, string[]>;
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
}
const heads = new Map<string, Head>();
function headOf(file: string): Head {
  const cached = heads.get(file);
  if (cached) return cached;
  const html = read(file);
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = new Map<string, string[]>();
  // An attribute's value may hold a `>`.
  for (const m of head.matchAll(/<meta\s(?:[^>"]|"[^"]*")*>/g)) {
    const a = attrsOf(m[0]);
    const key = a.property ?? a.name;
    if (key) meta.set(key, [...(meta.get(key) ?? []), a.content]);
  }
  const links = [...head.matchAll(/<link\s(?:[^>"]|"[^"]*")*>/g)].map((m) => attrsOf(m[0]));
  const result: Head = {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '',
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => ({ hreflang: l.hreflang, href: l.href })),
  };
  heads.set(file, result);
  return result;
}
/** The content of the page's one <meta> of that name or property ('' if there is none, or several). */
const one = (head: Head, key: string) => {
  const values = head.meta.get(key) ?? [];
  return values.length === 1 ? values[0] : '';
};

// Each kind of page, by its site path. A page of no known kind fails the test, so a new kind is
// considered here when it is added.
const { games } = getSite();
const L = `(${LOCALES.join('|')})`;
const G = `(${games.map((g) => g.slug).join('|')})`;
const KINDS = {
  landing: /^\/$/,
  notFound: /^\/404\.html$/,
  localeHome: new RegExp(`^/${L}/$`),
  rulebook: new RegExp(`^/${L}/${G}/$`),
  clause: new RegExp(`^/${L}/${G}/clause/([^/]+)/$`),
  compare: new RegExp(`^/${L}/${G}/compare/$`),
  glossary: new RegExp(`^/${L}/${G}/glossary/$`),
  coverage: new RegExp(`^/${L}/${G}/coverage/$`),
  flow: new RegExp(`^/${L}/${G}/flows/[^/]+/$`),
  ruling: new RegExp(`^/${L}/rulings/${G}/[^/]+/$`),
  rulingsIndex: new RegExp(`^/${L}/rulings/$`),
  gameRulings: new RegExp(`^/${L}/rulings/${G}/$`),
  search: new RegExp(`^/${L}/search/$`),
  howToWrite: new RegExp(`^/${L}/rulings/how-to-write/$`),
  apiDocs: new RegExp(`^/${L}/api/$`),
  // Judge practice (issue 44): every game's, and a game's questions.
  practice: new RegExp(`^/${L}/practice/$`),
  gamePractice: new RegExp(`^/${L}/${G}/practice/$`),
  // Served by the offline worker in place of a page the reader has not stored.
  offline: new RegExp(`^/${L}/offline/$`),
} as const;
type Kind = keyof typeof KINDS;
const kindOf = (path: string) => (Object.keys(KINDS) as Kind[]).find((k) => KINDS[k].test(path));

interface Page {
  file: string;
  path: string;
  kind: Kind | undefined;
  /** The page's language; undefined on the bilingual landing and 404 pages. */
  locale?: Locale;
}
const pages: Page[] = distFiles()
  .filter((f) => f.endsWith('.html'))
  .map((file) => {
    const path = urlPathOf(file);
    const kind = kindOf(path);
    const m = kind && KINDS[kind].exec(path);
    const locale = m?.[1] as Locale | undefined;
    return { file, path, kind, locale };
  });
/** Pages served in place of others (404, offline) have no address of their own. (Short links are no pages: src/lib/short-links.ts.) */
const standIn = (p: Page) => p.kind === 'notFound' || p.kind === 'offline';
const indexable = (p: Page) => !standIn(p);

/** The same page in each language and x-default, as the page should name them. */
function expectedAlternates(p: Page): Record<string, string> {
  if (!indexable(p)) return {};
  if (p.kind === 'landing') return { ...Object.fromEntries(LOCALES.map((l) => [HTML_LANG[l], abs(`/${l}/`)])), 'x-default': HOME };
  const rest = p.path.slice(`/${p.locale}`.length);
  const inLocale = Object.fromEntries(LOCALES.map((l) => [HTML_LANG[l], abs(`/${l}${rest}`)]));
  return { ...inLocale, 'x-default': p.kind === 'localeHome' ? HOME : inLocale[HTML_LANG['zh-hant']] };
}

// What a clause's page (where its short link leads) must preview, from the content model: the number and title
// (untitled: the number with the title of the clause above it) and the game's name, and the clause's words as plain text; a heading
// with no words of its own previews its first sub-clause, under that one's number and title.
function wordsOf(rulebook: Rulebook, clause: Clause): string {
  if (clause.text.trim() !== '') return clause.text;
  const child = [...rulebook.clauses.values()].find((c) => c.parent === clause.id);
  if (!child) return '';
  return `${child.id} ${child.title ? `${child.title} — ` : ''}${wordsOf(rulebook, child)}`;
}
function expectedPreview(locale: Locale, slug: string, id: string) {
  const game = games.find((g) => g.slug === slug)!;
  const clause = game.rulebooks[locale].clauses.get(id)!;
  // Untitled: the title of the nearest titled clause above it, in brackets, as search shows it.
  const above = (c: Clause): string | undefined => {
    const parent = c.parent === undefined ? undefined : game.rulebooks[locale].clauses.get(c.parent);
    return parent && (parent.title ?? above(parent));
  };
  const heading = clause.title ? `${id} ${clause.title}` : above(clause) ? `${id}(${above(clause)})` : id;
  const words = [...typeset(wordsOf(game.rulebooks[locale], clause)).split(/\s+/).filter(Boolean).join(' ')];
  return {
    title: typeset(`${heading} · ${game.names[locale]}`),
    description: words.length > 200 ? `${words.slice(0, 200).join('').trimEnd()}…` : words.join(''),
  };
}

const KANA = /[\u3040-\u30ff]/;
const siteNameOf = (p: Page) => (p.locale ? UI[p.locale].siteName : LOCALES.map((l) => UI[l].siteName).join(' · '));

// Reading some 4,000 pages' heads takes the first test a while.
describe('each kind of page is found and shared well', { timeout: 60_000 }, () => {
  it(`reads the build in ${DIST.replace(process.cwd(), '.')} for ${HOME}`, () => {
    const unknown = pages.filter((p) => !p.kind).map((p) => p.path);
    expect(unknown).toEqual([]);
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const ofKind = pages.filter((p) => p.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
      // Every kind but the bilingual pages exists in both languages.
      if (kind !== 'landing' && kind !== 'notFound') expect(new Set(ofKind.map((p) => p.locale)), kind).toEqual(new Set(LOCALES));
    }
  });

  it('has a canonical link to its own absolute address under the site and base (the 404 and offline pages: none, and noindex)', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const { canonical, meta } = headOf(p.file);
      const expected = standIn(p) ? [] : [abs(p.path)];
      if (JSON.stringify(canonical) !== JSON.stringify(expected)) wrong.push(`${p.path}: ${canonical.join(', ') || 'none'}, not ${expected.join(', ') || 'none'}`);
      const robots = meta.get('robots') ?? [];
      if (indexable(p) === robots.includes('noindex')) wrong.push(`${p.path}: robots ${robots.join(', ') || 'none'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the page in each language and x-default with absolute addresses of built pages, and each of those names it back', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const { alternates } = headOf(p.file);
      const got = Object.fromEntries(alternates.map((a) => [a.hreflang, a.href]));
      const expected = expectedAlternates(p);
      if (alternates.length !== Object.keys(expected).length || JSON.stringify(got) !== JSON.stringify({ ...got, ...expected })) {
        wrong.push(`${p.path}: ${JSON.stringify(alternates)}`);
        continue;
      }
      const self = abs(p.path);
      for (const { hreflang, href } of alternates) {
        const path = sitePath(href);
        const target = path && fileFor(path);
        if (!target) {
          wrong.push(`${p.path} → ${href}: no such page`);
          continue;
        }
        // The alternate lists this page too (hreflang pairs go both ways), under the same language.
        const back = headOf(target).alternates;
        if (hreflang !== 'x-default' && !back.some((b) => b.href === self)) wrong.push(`${href} does not name ${self} back`);
        if (hreflang !== 'x-default' && headOf(target).lang !== hreflang) wrong.push(`${href} is not in ${hreflang}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has Open Graph and Twitter card tags in the page’s language, with a description of its own', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      const head = headOf(p.file);
      const lang = HTML_LANG[p.locale ?? 'zh-hant'];
      const description = one(head, 'description');
      const title = one(head, 'og:title');
      const expected: Record<string, string | undefined> = {
        'og:type': p.kind === 'clause' ? 'article' : 'website',
        'og:description': description,
        'og:url': head.canonical[0],
        'og:site_name': siteNameOf(p),
        'og:locale': p.locale === 'ja' ? 'ja_JP' : 'zh_TW',
        'og:locale:alternate': p.locale === 'ja' ? 'zh_TW' : 'ja_JP',
        'twitter:card': 'summary',
        'twitter:title': title,
        'twitter:description': description,
      };
      const problems = Object.entries(expected)
        .filter(([key, value]) => (value === undefined ? head.meta.has(key) : one(head, key) !== value))
        .map(([key, value]) => `${key} is ${head.meta.get(key)?.join(' | ') ?? 'missing'}, not ${value ?? 'absent'}`);
      if (head.lang !== lang) problems.push(`lang="${head.lang}"`);
      if (!description.trim()) problems.push('no description, or several');
      if (!title.trim()) problems.push('no og:title, or several');
      // The <title> is the preview's title, then the site's name (the home page, whose title is the
      // site's name: the title alone).
      const fullTitle = p.locale && title !== UI[p.locale].siteName ? `${title} | ${UI[p.locale].siteName}` : title;
      if (head.title !== fullTitle) problems.push(`<title>${head.title}</title>, og:title ${title}`);
      // In the page's language: a Japanese description has kana, a Chinese one none (the bilingual
      // pages: both). A clause's words are checked against the rulebook in its language below (a
      // clause may be a word or two of kanji: `名前。`).
      const clauseWords = p.kind === 'clause';
      if (p.locale === 'ja' && !clauseWords && !KANA.test(description)) problems.push(`ja description without kana: ${description}`);
      if (p.locale === 'zh-hant' && KANA.test(description)) problems.push(`zh-hant description with kana: ${description}`);
      if (!p.locale && !(KANA.test(description) && /^[^\u3040-\u30ff]{8}/.test(description))) problems.push(`bilingual description: ${description}`);
      if (problems.length) wrong.push(`${p.path}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the site once in a page’s title, after the page’s own name (the home page: the site’s name alone)', () => {
    for (const p of pages.filter((q) => q.locale && q.kind !== 'notFound')) {
      const name = UI[p.locale!].siteName;
      const title = headOf(p.file).title;
      expect(title.split(name).length - 1, `${p.path}: ${title}`).toBe(1);
    }
  });

  it('gives pages of a kind descriptions of their own, not one filler for all', () => {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      for (const locale of LOCALES) {
        const descriptions = pages.filter((p) => p.kind === kind && p.locale === locale).map((p) => one(headOf(p.file), 'description'));
        if (descriptions.length < 2) continue;
        // Pages of one kind per game (compare, glossary …) differ at least by the game.
        expect(new Set(descriptions).size, `${kind} (${locale})`).toBeGreaterThan(1);
      }
    }
    // No two kinds share a description.
    const byKind = new Map<string, Kind>();
    for (const p of pages.filter((q) => q.locale === 'zh-hant')) {
      const d = one(headOf(p.file), 'description');
      const seen = byKind.get(d);
      expect(seen === undefined || seen === p.kind, `${p.path} (${p.kind}) shares its description with a ${seen} page`).toBe(true);
      byKind.set(d, p.kind!);
    }
  });
});

describe('a clause’s page, where its short link leads, previews the clause', { timeout: 60_000 }, () => {
  const expectPreviews = (kind: 'clause') => {
    // The paths match (locale)(game)(clause).
    const byClause = new Map(pages.filter((p) => p.kind === kind).map((p) => [`${p.locale} ${KINDS[kind].exec(p.path)!.slice(2).join(' ')}`, p]));
    const wrong: string[] = [];
    let checked = 0;
    for (const game of games) {
      for (const locale of LOCALES) {
        for (const id of game.rulebooks[locale].clauses.keys()) {
          const page = byClause.get(`${locale} ${game.slug} ${id}`);
          if (!page) {
            wrong.push(`${locale} ${game.slug} ${id}: no ${kind} page`);
            continue;
          }
          const head = headOf(page.file);
          const { title, description } = expectedPreview(locale, game.slug, id);
          checked++;
          for (const [key, value] of [['og:title', title], ['twitter:title', title], ['description', description], ['og:description', description], ['twitter:description', description]]) {
            if (one(head, key) !== value) wrong.push(`${page.path}: ${key} is "${one(head, key)}", not "${value}"`);
          }
          // The tab and a search result lead with the clause's number.
          if (!title.startsWith(id) || head.title !== `${title} | ${UI[locale].siteName}`) wrong.push(`${page.path}: <title>${head.title}</title>`);
          if (!description) wrong.push(`${page.path}: no words to preview`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every clause of every game, in both languages.
    expect(checked).toBe(games.reduce((n, g) => n + LOCALES.reduce((m, l) => m + g.rulebooks[l].clauses.size, 0), 0));
  };
  it('on the clause’s own page, for every clause of every game in both languages', () => expectPreviews('clause'));

  it('as a reader would read it (one clause of each kind, by hand)', () => {
    const zh = headOf(fileFor('/zh-hant/wuxing/clause/2-1/')!);
    expect(one(zh, 'og:title')).toBe('2-1 生命值 · 五行戰鬥牌');
    // A heading: its first sub-clause's words, under that clause's number.
    expect(one(zh, 'description')).toMatch(/^2-1\.1 生命值由同一隊伍的玩家共用。/);
    const ja = headOf(fileFor('/ja/wuxing/clause/2-4.3a/')!);
    expect(one(ja, 'og:title')).toMatch(/^2-4\.3a（.+） · 五行バトルカード$/);
    expect(one(ja, 'description')).not.toContain('<');
    expect(ja.canonical).toEqual([abs('/ja/wuxing/clause/2-4.3a/')]);
  });
});

describe('the sitemap and robots.txt', { timeout: 60_000 }, () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]));
  const index = read(fileFor('/sitemap-index.xml')!);
  const sitemaps = locs(index);

  it('lists every page meant for search engines exactly once, under the site and base, and no 404 page', () => {
    expect(sitemaps.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const url of sitemaps) {
      const path = sitePath(url);
      expect(path && fileFor(path), url).toBeTruthy();
      listed.push(...locs(read(fileFor(path!)!)));
    }
    const duplicates = listed.filter((u, i) => listed.indexOf(u) !== i);
    expect(duplicates).toEqual([]);
    expect(new Set(listed)).toEqual(new Set(pages.filter(indexable).map((p) => abs(p.path))));
    expect(listed.filter((u) => /^\/(?:[^/]+\/)?r\/|^\/404/.test(sitePath(u) ?? u))).toEqual([]);
  });

  it('gives each page the same alternates as its <head>', () => {
    const wrong: string[] = [];
    for (const url of sitemaps) {
      for (const m of read(fileFor(sitePath(url)!)!).matchAll(/<url>([\s\S]*?)<\/url>/g)) {
        const loc = locs(m[1])[0];
        const inMap = Object.fromEntries([...m[1].matchAll(/<xhtml:link\s[^>]*>/g)].map((l) => attrsOf(l[0])).map((a) => [a.hreflang, a.href]));
        const file = fileFor(sitePath(loc)!)!;
        const inHead = Object.fromEntries(headOf(file).alternates.map((a) => [a.hreflang, a.href]));
        if (JSON.stringify(Object.entries(inMap).sort()) !== JSON.stringify(Object.entries(inHead).sort())) wrong.push(`${loc}: ${JSON.stringify(inMap)} vs ${JSON.stringify(inHead)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('robots.txt allows everything and names the sitemap index by its absolute address', () => {
    const robots = read(fileFor('/robots.txt')!);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: *\S/m);
    expect(robots).toContain(`Sitemap: ${HOME}sitemap-index.xml\n`);
    expect(sitemaps.every((u) => u.startsWith(HOME))).toBe(true);
  });
});
