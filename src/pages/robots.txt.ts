/**
 * robots.txt: every page may be crawled; the sitemap index (by @astrojs/sitemap) is named by its
 * absolute address, with the base path. A crawler reads robots.txt only at a host's root
 * (https://example.org/robots.txt), so this file has effect only when the site is served at a
 * domain's root; under a base path (SITE_URL=https://example.github.io/rules/) it is built all the
 * same, and correct: there, give the sitemap index to search engines yourself (each page also links
 * it with <link rel="sitemap">).
 */
import type { APIRoute } from 'astro';
import { withBase } from '../lib/urls';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(withBase('/sitemap-index.xml'), site).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
