import { readFileSync } from 'node:fs';
import { expect, test } from './test';

// A context of its own for each test (test.ts): it routes requests.
test.use({ isolated: true });

test.describe('clause permalinks', () => {
  test('opening a permalink puts the clause in view and highlights it', async ({ page }) => {
    // A clause far down the page, so being in view proves the scroll.
    await page.goto('/zh-hant/wuxing/#5-2.4d');
    const clause = page.locator('[id="5-2.4d"]');
    await expect(clause).toBeInViewport();
    await expect(clause).toHaveCSS('outline-style', 'solid');
    await expect(clause).toContainText('2 倍');
    // Other clauses are not highlighted.
    await expect(page.locator('[id="5-2.4c"]')).toHaveCSS('outline-style', 'none');
  });

  test('the clause number links to the clause itself, the same anchor in both languages', async ({ page }) => {
    await page.goto('/ja/wuxing/');
    const link = page.getByRole('link', { name: '条項 2-4.3a の固定リンク' });
    await expect(link).toHaveAttribute('href', '#2-4.3a');
    await link.click();
    await expect(page).toHaveURL(/\/ja\/wuxing\/#2-4\.3a$/);
    await expect(page.locator('[id="2-4.3a"]')).toBeInViewport();
  });

  test('the copy button copies the full URL of the clause’s own page (whose preview is the clause), and marks the clause', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/zh-hant/wuxing/');
    // Wait for the page script: it reveals the copy buttons.
    const button = page.getByRole('button', { name: '複製條款 3-3 的連結' });
    await expect(button).toBeVisible();
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/zh-hant/wuxing/clause/3-3/`);
    await expect(page.getByRole('status').filter({ hasText: '已複製連結' })).toHaveCount(1);
    // Seen beside the button as well (site.css shows data-copied after it).
    await expect(button).toHaveAttribute('data-copied', '已複製連結');
    await expect(page).toHaveURL(/#3-3$/);
  });

  test('a short link reaches the clause’s own page, in the default language and in Japanese, and from there the rulebook', async ({ page }) => {
    // The preview server reads no _redirects, as GitHub Pages does not: its 404 page sends the
    // short link on (a host that reads them does the same with a 301: tests/site/short-links.test.ts).
    await page.goto('/r/wuxing/2-4.3a');
    await expect(page).toHaveURL(/\/zh-hant\/wuxing\/clause\/2-4\.3a\/$/);
    await expect(page.locator('h1')).toContainText('2-4.3a');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await page.getByRole('link', { name: '在規則書中閱讀條款 2-4.3a' }).click();
    await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#2-4\.3a$/);
    await expect(page.locator('[id="2-4.3a"]')).toBeInViewport();

    await page.goto('/ja/r/wuxing/2-4.3a');
    await expect(page).toHaveURL(/\/ja\/wuxing\/clause\/2-4\.3a\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // The 404 page is not left in history: Back leaves the clause.
    await page.goBack();
    await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#2-4\.3a$/);
  });
});

test('/zh-hant/r/…, an alias of the short link, leads where /r/… does', async ({ page }) => {
  await page.goto('/zh-hant/r/wuxing/2-4.3a');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/clause\/2-4\.3a\/$/);
  await expect(page.locator('h1')).toContainText('2-4.3a');
  // An alias to no clause: a search for the number, as for any short link that leads nowhere.
  const response = await page.goto('/zh-hant/r/wuxing/9-9');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-suggestions] a')).toHaveText(['搜尋「9-9」']);
});

test('a short link with a clause id in the wrong case reaches the clause; to no clause, it suggests a search', async ({ page }) => {
  await page.goto('/r/wuxing/2-4.3A/');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/clause\/2-4\.3a\/$/);
  await page.goto('/ja/r/wuxing/9-9/');
  await expect(page.getByRole('link', { name: '「9-9」を検索' })).toHaveAttribute('href', '/ja/search/?q=9-9');
  // A clause page in the wrong case: the page in lower case is offered.
  const wrongCase = await page.goto('/zh-hant/wuxing/clause/2-4.3A/');
  expect(wrongCase?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /\/zh-hant\/wuxing\/clause\/2-4\.3a\/$/ })).toBeVisible();
});

test('an address with an escape that is not UTF-8 still gets the 404 page and its suggestions, with no script error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The preview server itself fails on such an address (500); a static host serves its 404 page,
  // as this route does, and the page's own script must not throw on the address.
  await page.route((url) => /%(ff|E0%A4%A\/)/i.test(url.href), (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: readFileSync('dist/404.html', 'utf8') }));
  for (const path of ['/%ff', '/zh-hant/%E0%A4%A/']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  // A short link ending in a broken escape: the escape names nothing, and the clause it names is reached.
  await page.goto('/zh-hant/r/wuxing/2-4.3a%ff');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/clause\/2-4\.3a\/$/);
  expect(errors).toEqual([]);
  // On a rules page, a broken escape in the anchor names no clause: the language switch still works.
  await page.goto('/zh-hant/wuxing/#2-4%ff');
  await page.locator('a[data-lang-switch]:not([aria-current])').first().click();
  await expect(page).toHaveURL(/\/ja\/wuxing\//);
  expect(errors).toEqual([]);
});
