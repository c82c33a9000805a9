import { defineConfig } from 'vitest/config';

// Checks of the built site in dist/; `npm test` runs them after `npm run build`.
export default defineConfig({
  test: { include: ['tests/site/**/*.test.ts'] },
});
