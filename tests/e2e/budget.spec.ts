import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const RULES_PAGE_JS_BUDGET = 5 * 1024; // bytes of gzip, before the reader touches search

test('a rules page ships at most 5 KB of JavaScript (gzip), and search code loads on demand', async ({ page }) => {
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.push({ url: response.url(), gzip: gzipSync(body).length })));
  });
  await page.goto('/zh-hant/wuxing/', { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const before = scripts.reduce((sum, s) => sum + s.gzip, 0);
  expect(scripts.length, 'the page loads its script').toBeGreaterThan(0);
  expect(before, scripts.map((s) => `${s.url} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(RULES_PAGE_JS_BUDGET);
  expect(scripts.some((s) => s.url.includes('/pagefind/'))).toBe(false);

  await page.getByRole('searchbox').focus();
  await expect.poll(() => scripts.some((s) => s.url.includes('/pagefind/pagefind.js'))).toBe(true);
});
