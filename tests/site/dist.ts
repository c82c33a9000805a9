/** Reading the built site: its HTML pages, their ids and their links. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = join(process.cwd(), process.env.OUT_DIR ?? 'dist');

export function distFiles(dir = DIST): string[] {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` first.');
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

/** The file a site path is served from, if any. */
export function fileFor(path: string): string | undefined {
  const clean = decodeURIComponent(path.split('#')[0].split('?')[0]);
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
