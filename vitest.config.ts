import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Some tests play hundreds of random games: on a busy 2-core machine they take several times
    // what they take on an idle one, and a slow machine is not a failure.
    testTimeout: 60_000,
    isolate: false,
    // Every part of the rules a machine declares is loaded, as on the server (src/engine/parts.ts).
    setupFiles: ['src/engine/parts.setup.ts'],
  },
});
