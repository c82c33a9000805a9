/**
 * Astro names each island `uid="…"` with a hash that includes the component's absolute path on
 * disk, so one commit built in two folders gave different HTML (issue 9: 108 files differed). The
 * uid is only read by Astro's dev-mode hot reload, not by the island runtime, so a built page's
 * islands are renumbered in order (`uid="1"`, `uid="2"` …) as the page is rendered: the same commit
 * builds to the same bytes wherever it is checked out. (This was a pass over the written pages after
 * the build; in the render it reads and writes no file again, issue 30.)
 */
import { defineMiddleware } from 'astro:middleware';

/** A page's HTML with its islands numbered in order instead of by path-dependent hashes. */
export function renumberIslands(html: string): string {
  let n = 0;
  return html.replace(/<astro-island uid="[^"]*"/g, () => `<astro-island uid="${++n}"`);
}

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (import.meta.env.DEV || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(renumberIslands(html), { status: response.status, statusText: response.statusText, headers: response.headers });
});
