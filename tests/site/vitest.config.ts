import { defineConfig } from 'vitest/config';
import { siteAndBase } from '../../src/lib/site-url.mjs';

// Checks of the built site in dist/ (or OUT_DIR); `npm test` runs them after `npm run build`, and
// again on the build under a base path. `base` makes src/lib/urls.ts agree with that build.
export default defineConfig({
  base: siteAndBase(process.env.SITE_URL || undefined).base,
  test: { include: ['tests/site/**/*.test.ts'] },
});
