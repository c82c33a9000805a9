/** Reading the built site: its HTML pages, their ids and their links. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { siteAndBase } from '../../src/lib/site-url.mjs';

/** The built site: dist/, or the folder OUT_DIR names (the build under a base path goes elsewhere). */
export const DIST = join(process.cwd(), process.env.OUT_DIR ?? 'dist');

/** The host and base path the site was built for (SITE_URL, as the build read it). */
export const { site: SITE, base: SITE_BASE } = siteAndBase(process.env.SITE_URL || undefined);
/** The base path without its final slash: '' at the root, '/rules' under a base path. */
export const BASE = SITE_BASE.replace(/\/$/, '');

/** A site path as served: `/zh-hant/` → `/rules/zh-hant/` under a base path. */
export const served = (path: string) => `${BASE}${path}`;

export function distFiles(dir = DIST): string[] {
  if (!existsSync(DIST)) throw new Error(`${relative(process.cwd(), DIST)}/ is missing: run \`npm run build\` first (with the same SITE_URL and OUT_DIR).`);
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? distFiles(path) : [path];
  });
}

/** `/zh-hant/wuxing/` for dist/zh-hant/wuxing/index.html */
export function urlPathOf(file: string): string {
  const rel = '/' + relative(DIST, file).split('\\').join('/');
  return rel.replace(/index\.html$/, '');
}

/** The file a site path (`/zh-hant/`) or a served path (`/rules/zh-hant/`) is served from, if any. */
export function fileFor(path: string): string | undefined {
  let clean = decodeURIComponent(path.split('#')[0].split('?')[0]);
  if (BASE && (clean === BASE || clean.startsWith(`${BASE}/`))) clean = clean.slice(BASE.length) || '/';
  for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
    const file = join(DIST, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'g');
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(attr('id'))].map((m) => decode(m[1])));
}

/** Every href and src of the page, and the meta refresh target. */
export function linksIn(html: string): string[] {
  const links = [...html.matchAll(attr('href')), ...html.matchAll(attr('src'))].map((m) => decode(m[1]));
  const refresh = /http-equiv="refresh" content="\d+;\s*url=([^"]+)"/.exec(html);
  if (refresh) links.push(decode(refresh[1]));
  return links;
}

export const read = (file: string) => readFileSync(file, 'utf8');

/** A built JSON file, e.g. `api/games.json`. */
export const readJson = (path: string): unknown => JSON.parse(read(join(DIST, path)));
