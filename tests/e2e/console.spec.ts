import { expect, test } from './test';

// A context of its own for each test (test.ts): it watches what the browser fetches.
test.use({ isolated: true });

// Each kind of page loads with no failed request, no console error and no CSP violation,
// including after search has loaded its index.
for (const path of ['/', '/zh-hant/', '/ja/wuxing/', '/zh-hant/wuxing/compare/', '/ja/wuxing/glossary/', '/zh-hant/wuxing/clause/3-3/', '/ja/search/?q=シールド']) {
  test(`${path} loads cleanly`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('searchbox').or(page.getByRole('heading', { level: 1 })).first().focus();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
