/**
 * The site built for a path under a host (npm run build:base → dist-base/, served under
 * BASE_PATH): a reader's journeys through every kind of link the site makes — pages, assets,
 * short links, the language switch, search (its index and its hits), the JSON API, a sandbox and
 * its share link, the 404 page's suggestions. The link check (tests/site) covers every static link
 * of that build; this covers what scripts make at run time.
 */
import { expect, test, type Page } from './test';
import { BASE_PATH } from './base-path';

// A context of its own for each test (test.ts): it counts requests and grants the clipboard.
test.use({ isolated: true });

const at = (path: string) => `${BASE_PATH}${path}`;
/** Every request the page made that left the base path, or failed. */
function watch(page: Page) {
  const wrong: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !url.pathname.startsWith(`${BASE_PATH}/`)) wrong.push(`outside the base: ${url.pathname}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) wrong.push(`${response.status()}: ${new URL(response.url()).pathname}`);
  });
  return wrong;
}

test('from the home page to a rulebook, with its styles and scripts, all under the base path', async ({ page }) => {
  const wrong = watch(page);
  await page.goto(at('/'));
  await page.getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/zh-hant/$`));
  await page.getByRole('link', { name: /^五行戰鬥牌/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/zh-hant/wuxing/$`));
  // The stylesheet applied (the skip link is moved off screen) and the page's script ran (it shows the copy buttons).
  await expect(page.locator('.skip').first()).not.toBeInViewport();
  await expect(page.locator('[id="2-4.3a"] .copy-link').first()).toBeAttached();
  await expect(page.locator('[id="2-4.3a"] .copy-link').first()).not.toHaveAttribute('hidden');
  // The language switch keeps the path and the clause.
  await page.goto(at('/zh-hant/wuxing/#2-4.3a'));
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/ja/wuxing/#2-4\\.3a$`));
  await expect(page.locator('[id="2-4.3a"]')).toBeInViewport();
  expect(wrong).toEqual([]);
});

test('a rulebook clause’s copy button copies its own page under the base path', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(at('/ja/wuxing/'));
  await page.getByRole('button', { name: '条項 2-4.3a のリンクをコピー' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${BASE_PATH}/ja/wuxing/clause/2-4\\.3a/$`));
});

test('short links lead to their clause’s page under the base path', async ({ page }) => {
  await page.goto(at('/r/wuxing/2-4.3a'));
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/zh-hant/wuxing/clause/2-4\\.3a/$`));
  await expect(page.locator('h1')).toContainText('2-4.3a');
  await page.goto(at('/ja/r/wuxing/2-4.3a'));
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/ja/wuxing/clause/2-4\\.3a/$`));
});

test('search loads its index and leads to hits under the base path', async ({ page }) => {
  const wrong = watch(page);
  await page.goto(at('/ja/wuxing/'));
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('シールド');
  const results = page.locator('#search-results');
  await expect(results.getByRole('link', { name: / 2-2\.4 / })).toHaveAttribute('href', at('/ja/wuxing/#2-2.4'));
  // Rulings about shields are found too.
  await expect(results.getByRole('link', { name: /^五行バトルカード シールドを持っているときに/ })).toHaveAttribute('href', at('/ja/rulings/wuxing/new-shield-replaces-old/'));
  await results.getByRole('link', { name: /^全\d+件の結果を見る$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/ja/search/\\?q=`));
  await expect(page.locator('[data-results] li').first()).toBeVisible();
  // Simplified characters are read as traditional: that table is fetched from the API.
  await page.goto(at('/zh-hant/xinglingwang/'));
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('阻挡');
  await expect(page.locator('#search-results li').first()).toBeVisible();
  // A clause number jumps to its clause (the clause list comes from the API).
  await page.goto(at('/zh-hant/'));
  const box = page.getByRole('searchbox', { name: '搜尋規則' });
  await box.fill('2-4.3a');
  await expect(page.locator('#search-results').getByRole('link', { name: '前往條款 2-4.3a（五行戰鬥牌）' })).toHaveAttribute('href', at('/zh-hant/wuxing/#2-4.3a'));
  expect(wrong).toEqual([]);
});

test('a sandbox runs, cites clauses and shares a link under the base path', async ({ page, context }) => {
  const wrong = watch(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(at('/zh-hant/rulings/wuxing/attack-into-shield/'));
  const box = page.locator('.sandbox[data-live]').first();
  await box.waitFor();
  await box.getByRole('button', { name: '下一步' }).click();
  await expect(box).toHaveAttribute('data-state', 'attack.declared');
  await expect(box.locator('[aria-current="step"]').getByRole('link', { name: '5-2.1' })).toHaveAttribute('href', at('/zh-hant/wuxing/#5-2.1'));
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/zh-hant/rulings/wuxing/attack-into-shield/\\?`));
  // The sandbox's own copy-link copies this address, base path and step included.
  await box.locator('[data-copy-url]').first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${BASE_PATH}/zh-hant/rulings/wuxing/attack-into-shield/\\?`));
  expect(wrong).toEqual([]);
});

test('the JSON API gives addresses under the base path', async ({ request }) => {
  const games = await (await request.get(at('/api/games.json'))).json();
  const wuxing = games.games.find((g: { slug: string }) => g.slug === 'wuxing');
  expect(wuxing.clauses.ja).toBe(at('/api/ja/wuxing/clauses.json'));
  const clauses = await (await request.get(wuxing.clauses.ja)).json();
  expect(clauses[0].url).toBe(at(`/ja/wuxing/#${clauses[0].id}`));
});

test('a short link to no clause gets the 404 page, whose suggestion stays under the base path', async ({ page }) => {
  const response = await page.goto(at('/ja/r/wuxing/9-9/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: '「9-9」を検索' })).toHaveAttribute('href', at('/ja/search/?q=9-9'));
});
