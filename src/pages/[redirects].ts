/**
 * `_redirects` at the root of the output: redirect rules in the format Netlify and Cloudflare Pages
 * read (as do several other static hosts). Short links (`/r/<game>/<clause>`, `/ja/r/…`, and the
 * alias `/zh-hant/r/…`) are not pages: these rules send each to its clause's own page with a 301,
 * under the base path (src/lib/short-links.ts). A host that reads no such rules serves its 404 page,
 * whose script does the same. (Astro skips page files whose names start with `_`, hence the parameter.)
 */
import type { APIRoute } from 'astro';
import { shortLinkRules } from '../lib/short-links';
import { BASE } from '../lib/urls';

export const getStaticPaths = () => [{ params: { redirects: '_redirects' } }];

export const GET: APIRoute = () => new Response(`${shortLinkRules(BASE).join('\n')}\n`);
