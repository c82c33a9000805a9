import { expect, test } from './test';
import { watchScripts } from './js-size';

// A context of its own for each test (test.ts): it counts the bytes the browser fetches.
test.use({ isolated: true });

const RULES_PAGE_JS_BUDGET = 5 * 1024; // bytes of gzip, before the reader touches search

test('a rules page ships at most 5 KB of JavaScript (gzip), and search code loads on demand', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/zh-hant/wuxing/', { waitUntil: 'networkidle' });
  const { bytes, detail } = await scripts.total();
  expect(scripts.fetched.length, 'the page loads its script').toBeGreaterThan(0);
  expect(bytes, detail).toBeLessThanOrEqual(RULES_PAGE_JS_BUDGET);
  expect(scripts.fetched.some((s) => s.url.includes('/pagefind/'))).toBe(false);

  await page.getByRole('searchbox').focus();
  // The page's game's search bundle (src/cli/search-index.mjs), the others merged into it.
  await expect.poll(() => scripts.fetched.some((s) => s.url.includes('/pagefind/wuxing/pagefind.js'))).toBe(true);
});
