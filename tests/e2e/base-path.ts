/**
 * The second build the tests check: the site built for a path under a host (as on a project page
 * of a static host), with `npm run build:base` into dist-base/. Its canonical links name this host;
 * the tests serve it locally under the same path.
 */
export const BASE_SITE_URL = 'https://rules.example.org/card-rules/';
export const BASE_PATH = new URL(BASE_SITE_URL).pathname.replace(/\/$/, '');
export const BASE_OUT_DIR = 'dist-base';
