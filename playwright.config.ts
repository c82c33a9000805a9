import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium';

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
  webServer: {
    // Serves the built site (npm run build runs before the end-to-end tests in npm test).
    command: `npx astro preview --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
