import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitePages } from './site-pages';

const pages = sitePages();
const contentPages = pages.filter((p) => !p.redirect);
// Every page of the site; short-link pages, which only redirect, are checked by the link test.
for (const { path } of contentPages) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  });
}

// Dark mode changes every colour: check each kind of page in it too.
for (const path of ['/', '/zh-hant/', '/ja/wuxing/', '/zh-hant/wuxing/compare/', '/ja/wuxing/glossary/', '/zh-hant/wuxing/clause/2-2.4b/', '/zh-hant/search/']) {
  test(`axe finds no violations in dark mode on ${path}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  });
}

test('the site has more than the landing page to check', () => {
  expect(contentPages.length).toBeGreaterThan(300);
  expect(pages.filter((p) => p.redirect).length).toBeGreaterThan(300);
});
