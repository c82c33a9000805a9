/** The built site's pages, read from dist/ (npm test builds before the end-to-end run). */
import { distFiles, read, urlPathOf } from '../site/dist';

/** Every page's URL path, and whether it is a short-link redirect (a page of one link). */
export function sitePages(): { path: string; redirect: boolean }[] {
  return distFiles()
    .filter((file) => file.endsWith('.html') && !file.includes('/pagefind/'))
    .map((file) => ({ path: urlPathOf(file).replace(/\.html$/, ''), redirect: read(file).includes('http-equiv="refresh"') }));
}
