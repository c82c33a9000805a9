/**
 * Playwright's `test` as every spec here uses it (they import from './test'):
 *
 * - One check on every page a test opens (issue 29): no Content Security Policy violation. A
 *   blocked script or `Function('')` probe is also reported to the console, but not always as an
 *   error; the browser's `securitypolicyviolation` event is the one sure sign.
 * - One browser context per worker and set of options (viewport, touch, JavaScript …), a new page
 *   in it per test (issue 29: a new context and a cold cache cost a second a test on a busy 2-core
 *   machine, which was most of many tests). The site keeps nothing in a context but the offline
 *   copy, so a page starts as a reader's first visit would, its scripts from the HTTP cache. A spec
 *   that changes the context (offline, permissions, init scripts) or counts what the browser
 *   fetches sets `test.use({ isolated: true })`: its tests get a context of their own. `context`
 *   is always the page's own.
 */
import { expect, test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

export * from '@playwright/test';

type Options = { isolated: boolean };
type WorkerFixtures = { sharedContexts: Map<string, BrowserContext> };

export const test = base.extend<Options, WorkerFixtures>({
  isolated: [false, { option: true }],
  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((c) => c.close()));
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, sharedContexts, isolated, baseURL, viewport, hasTouch, isMobile, javaScriptEnabled, colorScheme, locale, acceptDownloads, deviceScaleFactor }, use) => {
    const options: BrowserContextOptions = { baseURL, viewport, hasTouch, isMobile, javaScriptEnabled, colorScheme, locale, acceptDownloads, deviceScaleFactor };
    const key = JSON.stringify(options);
    let context = isolated ? undefined : sharedContexts.get(key);
    if (!context) {
      context = await browser.newContext(options);
      if (!isolated) sharedContexts.set(key, context);
    }
    const page = await context.newPage();
    const violations: string[] = [];
    await page.exposeFunction('__cspViolation', (what: string) => violations.push(what));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolation: (what: string) => void }).__cspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}${location.search.slice(0, 40)}`),
      ),
    );
    await use(page);
    await (isolated ? context.close() : page.close());
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
  context: async ({ page }, use) => use(page.context()),
});
