import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sitePages } from './site-pages';

const pages = sitePages();
// Every page of the site; short-link pages only redirect and are covered by the link check.
const contentPages = pages.filter((p) => !p.redirect).map((p) => p.path);
const BATCH = 40;

async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

// Pages are checked in batches in one browser page each: a fresh page per URL costs more than axe.
for (let start = 0; start < contentPages.length; start += BATCH) {
  const batch = contentPages.slice(start, start + BATCH);
  test(`axe finds no violations on ${batch[0]} … ${batch.at(-1)} (${batch.length} pages)`, async ({ page }) => {
    test.setTimeout(batch.length * 5_000);
    const found: string[] = [];
    for (const path of batch) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
  });
}

// Dark mode changes every colour: each kind of page is checked in it too.
test('axe finds no violations in dark mode on each kind of page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const found: string[] = [];
  for (const path of ['/', '/zh-hant/', '/ja/wuxing/', '/zh-hant/wuxing/compare/', '/ja/wuxing/glossary/', '/zh-hant/wuxing/clause/2-2.4b/', '/zh-hant/search/', '/404']) {
    found.push(...(await violations(page, path)));
  }
  expect(found).toEqual([]);
});

test('the sweep covers the whole site', () => {
  expect(contentPages).toEqual(expect.arrayContaining(['/', '/zh-hant/wuxing/', '/ja/wuxing/compare/', '/ja/wuxing/clause/7-3/']));
  expect(contentPages.length).toBeGreaterThan(300);
});
