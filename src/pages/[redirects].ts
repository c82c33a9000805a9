/**
 * `_redirects` at the root of the output: redirect rules in the format Netlify and Cloudflare Pages
 * read (as do several other static hosts). `/zh-hant/r/<game>/<clause>` is an alias of the default
 * locale's short link `/r/<game>/<clause>` with no page of its own: a rule sends it there, under
 * the base path. (Astro skips page files whose names start with `_`, hence the parameter.)
 */
import type { APIRoute } from 'astro';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { withBase } from '../lib/urls';

export const getStaticPaths = () => [{ params: { redirects: '_redirects' } }];

export const GET: APIRoute = () => new Response(`${withBase(`/${DEFAULT_LOCALE}/r/*`)} ${withBase('/r/:splat')} 301\n`);
