import { defineConfig } from 'vitest/config';
import { siteAndBase } from '../../src/lib/site-url.mjs';

// Checks of the built site in dist/ (or OUT_DIR); `npm test` runs them after `npm run build`, and
// again on the build under a base path. `base` makes src/lib/urls.ts agree with that build.
export default defineConfig({
  base: siteAndBase(process.env.SITE_URL || undefined).base,
  // Some checks read every page of the build (thousands of files): on a busy 2-core machine that can
  // take far past vitest's 5 s default, which measures the machine's load, not the site.
  test: { include: ['tests/site/**/*.test.ts'], testTimeout: 120_000 },
});
