/**
 * Short links (`/r/<game>/<clause>` for 繁體中文, the default, `/ja/r/<game>/<clause>`, and the
 * alias `/zh-hant/r/…`) are no files: the redirect rules (`_redirects`, read by Netlify, Cloudflare
 * Pages and others) send each to its clause's own page with a 301, under the base path. (On a host
 * that reads no rules, the 404 page's script does: tests/e2e/permalink.spec.ts.)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAndBase } from '../../src/lib/site-url.mjs';
import { DIST, fileFor, read, readJson } from './dist';

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

/**
 * Where a host following the rules sends a path, as Netlify and Cloudflare Pages read them: the
 * first rule that matches; `:name` matches one part of the path and is put in its place in `to`;
 * a `*` at the end of `from` matches the rest, put in place of `:splat`.
 */
function follow(rules: Rule[], path: string): { to: string; status: number } | undefined {
  for (const { from, to, status } of rules) {
    const pattern = new RegExp(`^${from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)').replace(/\*$/, '(?<splat>.*)')}$`);
    const match = pattern.exec(path);
    if (match) return { to: to.replace(/:(\w+)/g, (_, name: string) => match.groups?.[name] ?? ''), status };
  }
  return undefined;
}

const redirects = join(DIST, '_redirects');

describe('short links', () => {
  it('are no files, in any language', () => {
    expect(clauses.length).toBeGreaterThan(500);
    for (const dir of ['r', join('zh-hant', 'r'), join('ja', 'r')]) expect(existsSync(join(DIST, dir)), dir).toBe(false);
  });

  it('are sent by _redirects to the clause’s own page, with 301 and the base path, with or without a final slash', () => {
    expect(existsSync(redirects), '_redirects at the root of the output').toBe(true);
    const rules = rulesOf(read(redirects));
    for (const { game, id } of clauses) {
      for (const [short, locale] of [[`r`, 'zh-hant'], [`zh-hant/r`, 'zh-hant'], ['ja/r', 'ja']]) {
        for (const slash of ['', '/']) {
          const target = follow(rules, `${BASE}${short}/${game}/${id}${slash}`);
          expect(target).toEqual({ to: `${BASE}${locale}/${game}/clause/${id}/`, status: 301 });
          expect(fileFor(target!.to), target!.to).toBeTruthy();
        }
      }
    }
  });

  it('are the only paths redirected: a published page is never sent away', () => {
    const rules = rulesOf(read(redirects));
    for (const path of ['zh-hant/wuxing/', 'zh-hant/wuxing/clause/2-4.3a/', 'ja/wuxing/', 'zh-hant/rulings/', 'ja/rulings/wuxing/', 'r/wuxing/', 'r/wuxing/2-4/more/'])
      expect(follow(rules, `${BASE}${path}`), path).toBeUndefined();
  });
});
