import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium';
import { BASE_OUT_DIR, BASE_PATH, BASE_SITE_URL } from './tests/e2e/base-path';

// E2E_PORT lets two runs (say, a clean clone's) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4329);
// Found (or installed) once in the main process; workers inherit it through the environment.
process.env.CHROMIUM_PATH ??= findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // Generous for a busy 2-core machine; tests whose work grows with the site (axe) scale their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Every journey, on the site built for a domain's root (dist/).
    { name: 'root', testIgnore: /base-path\.spec\.ts$/ },
    // The reader's journeys again on the site built under a base path (dist-base/, npm run build:base).
    { name: 'base path', testMatch: /base-path\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${PORT + 1}${BASE_PATH}/` } },
  ],
  webServer: [
    {
      // Serves the built site (npm run build runs before the end-to-end tests in npm test).
      command: `npx astro preview --ignore-lock --host 127.0.0.1 --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same site built for a base path: Astro's preview serves it under that path.
      command: `npx astro preview --ignore-lock --host 127.0.0.1 --port ${PORT + 1}`,
      env: { SITE_URL: BASE_SITE_URL, OUT_DIR: BASE_OUT_DIR },
      url: `http://127.0.0.1:${PORT + 1}${BASE_PATH}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
