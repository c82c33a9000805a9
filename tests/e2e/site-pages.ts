/** The built site's pages, read from dist/ (npm test builds before the end-to-end run). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = join(process.cwd(), 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Every page's URL path, short-link redirects left out (they are pages of one link each). */
export function sitePages(): { path: string; redirect: boolean }[] {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests.');
  return htmlFiles(DIST).map((file) => {
    const rel = relative(DIST, file).split('\\').join('/');
    const path = '/' + rel.replace(/index\.html$/, '').replace(/\.html$/, '');
    return { path, redirect: readFileSync(file, 'utf8').includes('http-equiv="refresh"') };
  });
}
