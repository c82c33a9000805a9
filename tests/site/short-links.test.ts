/**
 * Short links: one page per clause and language (`/r/<game>/<clause>` for 繁體中文, the default,
 * and `/ja/r/<game>/<clause>`), and no page for the alias `/zh-hant/r/…`, which the redirect rules
 * (`_redirects`, read by Netlify, Cloudflare Pages and others) send to `/r/…`, under the base path.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAndBase } from '../../src/lib/site-url.mjs';
import { DIST, linksIn, read, readJson } from './dist';

/** '/' at a domain's root, '/rules/' under a base path. */
const BASE = siteAndBase(process.env.SITE_URL || undefined).base;
const games = (readJson('api/clause-ids.json') as { games: { slug: string; ids: string[] }[] }).games;
const clauses = games.flatMap((g) => g.ids.map((id) => ({ game: g.slug, id })));

interface Rule {
  from: string;
  to: string;
  status: number;
}

/** The rules of a `_redirects` file: `from to [status]` a line, `#` comments. */
function rulesOf(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from, to, status: Number(status ?? 301) };
    });
}

/** Where a host following the rules sends a path: a splat `*` at the end of `from` becomes `:splat`. */
function follow(rules: Rule[], path: string): { to: string; status: number } | undefined {
  for (const { from, to, status } of rules) {
    if (from.endsWith('*') ? path.startsWith(from.slice(0, -1)) : path === from) {
      return { to: to.replace(':splat', from.endsWith('*') ? path.slice(from.length - 1) : ''), status };
    }
  }
  return undefined;
}

const redirects = join(DIST, '_redirects');

describe('short links', () => {
  it('are pages for each clause in each language, and the meta refresh leads to the clause', () => {
    expect(clauses.length).toBeGreaterThan(500);
    for (const { game, id } of clauses) {
      for (const [dir, locale] of [[join('r', game, id), 'zh-hant'], [join('ja', 'r', game, id), 'ja']]) {
        const file = join(DIST, dir, 'index.html');
        expect(existsSync(file), file).toBe(true);
        expect(linksIn(read(file)), file).toContain(`${BASE}${locale}/${game}/#${id}`);
      }
    }
  });

  it('have no page under /zh-hant/r/, an alias of /r/', () => {
    expect(existsSync(join(DIST, 'zh-hant', 'r'))).toBe(false);
  });

  it('/zh-hant/r/<game>/<clause> is redirected by _redirects to /r/<game>/<clause>, with 301 and the base path', () => {
    expect(existsSync(redirects), '_redirects at the root of the output').toBe(true);
    const rules = rulesOf(read(redirects));
    for (const { game, id } of clauses) {
      for (const slash of ['', '/']) {
        const target = follow(rules, `${BASE}zh-hant/r/${game}/${id}${slash}`);
        expect(target).toEqual({ to: `${BASE}r/${game}/${id}${slash}`, status: 301 });
        expect(existsSync(join(DIST, 'r', game, id, 'index.html'))).toBe(true);
      }
    }
    // Nothing else is redirected: a published page is never sent away.
    for (const path of [`${BASE}r/wuxing/2-4.3a`, `${BASE}ja/r/wuxing/2-4.3a`, `${BASE}zh-hant/wuxing/`, `${BASE}zh-hant/rulings/`]) expect(follow(rules, path), path).toBeUndefined();
  });
});
