// @ts-check
/**
 * Where the site is served, set in one place: the SITE_URL environment variable, read by
 * astro.config.mjs at build time. `https://example.github.io/rules/` builds the site for the path
 * `/rules/` on that host; unset, it is built for the root of http://localhost:4321/, which is what
 * `npm start` serves. Canonical links, the sitemap and link previews carry this address, so set it
 * when building for a real host.
 */
export const DEFAULT_SITE_URL = 'http://localhost:4321/';

/**
 * @param {string | undefined} value
 * @returns {{ site: string, base: string }}
 */
export function siteAndBase(value = DEFAULT_SITE_URL) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL="${value}" is not an address. Write it whole, with the path the site is served under, e.g. SITE_URL=https://example.github.io/rules/`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`SITE_URL="${value}" must start with http:// or https://.`);
  if (url.search || url.hash) throw new Error(`SITE_URL="${value}" must not have a ?query or #anchor: give the address of the site's home.`);
  const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return { site: url.origin, base };
}
