/**
 * Playwright's `test`, with one check on every page a test opens (issue 29): no Content Security
 * Policy violation. A blocked script or `Function('')` probe is also reported to the console, but
 * not always as an error; the browser's `securitypolicyviolation` event is the one sure sign.
 */
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeFunction('__cspViolation', (what: string) => violations.push(what));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolation: (what: string) => void }).__cspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}${location.search.slice(0, 40)}`),
      ),
    );
    await use(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});
