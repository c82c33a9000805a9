// @ts-check
/**
 * The second build the tests check: the site built for a path under a host (as on a project page
 * of a static host), into dist-base/. Its canonical links name this host; the end-to-end tests
 * serve it locally under the same path. The one place this address is written.
 *
 * `node tests/base-path.mjs <npm script>` runs that script for this build (`npm run build:base`,
 * `npm run test:site:base`).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const BASE_SITE_URL = 'https://rules.example.org/card-rules/';
export const BASE_OUT_DIR = 'dist-base';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { status } = spawnSync('npm', ['run', '-s', process.argv[2]], { stdio: 'inherit', env: { ...process.env, SITE_URL: BASE_SITE_URL, OUT_DIR: BASE_OUT_DIR } });
  process.exitCode = status ?? 2;
}
