import { expect, test } from './test';
import { axeViolations, preloadAxe } from './axe';

test('searching 防護罩 in 繁體中文 finds the shield clauses', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('防護罩');
  const results = page.locator('#search-results');
  await expect(results.getByRole('link', { name: /五行.* 2-2 / })).toBeVisible();
  await results.getByRole('link', { name: / 2-2\.4 / }).click();
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/#2-2\.4$/);
  await expect(page.locator('[id="2-2.4"]')).toBeInViewport();
});

test('searching シールド in 日本語 finds the shield clauses, in Japanese', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('シールド');
  const results = page.locator('#search-results');
  await expect(results.getByRole('link', { name: /五行.* 2-2 / })).toBeVisible();
  await expect(results.getByRole('link', { name: / 2-2\.4 / })).toHaveAttribute('href', '/ja/wuxing/#2-2.4');
  // Rulings about shields are found too.
  await expect(results.getByRole('link', { name: /^五行バトルカード シールドを持っているときに/ })).toHaveAttribute('href', '/ja/rulings/wuxing/new-shield-replaces-old/');
});

test('typing a clause number jumps to that clause', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  const box = page.getByRole('searchbox', { name: 'ルールを検索' });
  await box.fill('2-4.3a');
  await expect(page.getByRole('link', { name: '条項 2-4.3a へ移動' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ja\/wuxing\/#2-4\.3a$/);
  await expect(page.locator('[id="2-4.3a"]')).toBeInViewport();
});

test('a clause number the rulebook does not have is not offered, and the page says so', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  const box = page.getByRole('searchbox', { name: '搜尋規則' });
  await box.fill('9-9.9z');
  await expect(page.locator('#search-results')).toContainText('本規則書沒有條款 9-9.9z');
  await expect(page.getByRole('link', { name: /前往條款/ })).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zh-hant\/wuxing\/$/);
});

test('each hit names its game; the results page lists every hit, grouped by game', async ({ page }) => {
  await page.goto('/zh-hant/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('單位');
  const results = page.locator('#search-results');
  await expect(results.locator('.hit-game').first()).toHaveText(/五行戰鬥牌|星靈王/);
  await results.getByRole('link', { name: /^看全部 \d+ 筆結果$/ }).click();
  await expect(page).toHaveURL(/\/zh-hant\/search\/\?q=/);
  const groups = page.locator('[data-results] section h2');
  await expect(groups.first()).toHaveText(/^星靈王（\d+）$/);
  expect(await page.locator('[data-results] li').count()).toBeGreaterThan(8);
});

test('full-width digits, capitals and simplified characters are read as the rulebook writes them', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('２－０４．３Ａ');
  await expect(page.getByRole('link', { name: '条項 2-4.3a へ移動' })).toHaveAttribute('href', '/ja/wuxing/#2-4.3a');
  await page.goto('/zh-hant/xinglingwang/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('阻挡');
  await expect(page.locator('#search-results mark').first()).toHaveText('阻擋');
});

test('a clause number typed on a page of no game offers it in every game that has it', async ({ page }) => {
  await page.goto('/zh-hant/');
  const box = page.getByRole('searchbox', { name: '搜尋規則' });
  await box.fill('2-4');
  await expect(page.getByRole('link', { name: '前往條款 2-4（五行戰鬥牌）' })).toHaveAttribute('href', '/zh-hant/wuxing/#2-4');
  await expect(page.getByRole('link', { name: '前往條款 2-4（星靈王）' })).toHaveAttribute('href', '/zh-hant/xinglingwang/#2-4');
  await box.fill('3-30');
  await expect(page.locator('#search-results')).toContainText('沒有任何遊戲有條款 3-30');
});

test('arrow keys move through the results and Escape closes them', async ({ page }) => {
  await page.goto('/ja/wuxing/');
  const box = page.getByRole('searchbox', { name: 'ルールを検索' });
  await box.fill('シールド');
  const links = page.locator('#search-results a');
  await expect(links.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(links).toHaveCount(0);
});

// Search that knows where it is: a game's page searches that game first, the results page keeps
// and offers the choice of game, and a clause number is found in every game that has it.

const ZH_GAMES = ['星靈王', '五行戰鬥牌', '主帥與棋子的棋盤卡牌對戰', '法師戰爭', '風雷卡牌'];
const JA_GAMES = ['星霊王', '五行バトルカード', 'マスターとピースの盤上カードバトル', 'メイジウォーズ', '風雷カードゲーム'];

for (const [locale, label, term, game, allGames, onlyGame, games] of [
  ['zh-hant', '搜尋規則', '攻擊', '法師戰爭', /^在所有遊戲中搜尋（(\d+) 筆）$/, '只搜尋法師戰爭', ZH_GAMES],
  ['ja', 'ルールを検索', '攻撃', 'メイジウォーズ', /^すべてのゲームで検索（(\d+)件）$/, 'メイジウォーズだけを検索', JA_GAMES],
] as const) {
  test(`${locale}: on a game's page the box searches that game; a button widens it to every game and back`, async ({ page }) => {
    await page.goto(`/${locale}/mage-wars/clause/8-1/`);
    await page.getByRole('searchbox', { name: label }).fill(term);
    const results = page.locator('#search-results');
    const widen = results.getByRole('button', { name: allGames });
    await expect(widen).toBeVisible();
    const tags = results.locator('.hit-game');
    await expect(tags.first()).toHaveText(game);
    expect(new Set(await tags.allTextContents())).toEqual(new Set([game]));
    const total = Number(allGames.exec((await widen.textContent())!)![1]);
    await widen.click();
    const narrow = results.getByRole('button', { name: onlyGame });
    await expect(narrow).toBeFocused();
    // Every game's hits now: more than one game among the first hits, and all of them counted.
    await expect.poll(async () => new Set(await tags.allTextContents()).size).toBeGreaterThan(1);
    for (const tag of await tags.allTextContents()) expect(games).toContain(tag);
    await expect(results.locator('.all-results a')).toHaveText(new RegExp(`${total}`));
    await narrow.click();
    await expect(results.getByRole('button', { name: allGames })).toBeVisible();
    expect(new Set(await tags.allTextContents())).toEqual(new Set([game]));
  });
}

test('the results page keeps the game the search came from, and widens to every game', async ({ page }) => {
  await page.goto('/zh-hant/rulings/mage-wars/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('攻擊');
  await page.locator('#search-results').getByRole('link', { name: /^看全部 \d+ 筆結果$/ }).click();
  await expect(page).toHaveURL(/\/zh-hant\/search\/\?q=%E6%94%BB%E6%93%8A&game=mage-wars$/);
  const filter = page.getByRole('combobox', { name: '遊戲' });
  await expect(filter).toHaveValue('mage-wars');
  const groups = page.locator('[data-results] section h2');
  await expect(groups).toHaveText([/^法師戰爭（\d+）$/]);
  await page.getByRole('button', { name: /^其他遊戲還有 \d+ 筆結果$/ }).click();
  await expect(filter).toHaveValue('');
  await expect(page).toHaveURL(/\?q=%E6%94%BB%E6%93%8A$/);
  await expect.poll(() => groups.count()).toBeGreaterThan(2);
  // Pressing Enter in the box on a game's page goes to the results page with that game too.
  await page.goto('/ja/wuxing/glossary/');
  const box = page.getByRole('searchbox', { name: 'ルールを検索' });
  await box.fill('シールド');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ja\/search\/\?q=.*&game=wuxing$/);
  await expect(page.getByRole('combobox', { name: 'ゲーム' })).toHaveValue('wuxing');
  await expect(groups).toHaveText([/^五行バトルカード（\d+）$/]);
});

for (const [locale, term, everyGame, games] of [
  ['zh-hant', '手牌', '所有遊戲', ZH_GAMES],
  ['ja', '手札', 'すべてのゲーム', JA_GAMES],
] as const) {
  test(`${locale}: the results page filters by game, and every group is named by its game`, async ({ page }) => {
    await page.goto(`/${locale}/search/?q=${encodeURIComponent(term)}`);
    const filter = page.getByRole('combobox', { name: locale === 'ja' ? 'ゲーム' : '遊戲' });
    await expect(filter).toHaveValue('');
    await expect(filter.locator('option')).toHaveText([everyGame, ...games]);
    const groups = page.locator('[data-results] section h2');
    await expect(groups.first()).toBeVisible();
    const names = (await groups.allTextContents()).map((h) => h.replace(/（\d+）$/, ''));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(games).toContain(name);
    await filter.selectOption({ label: games[1] });
    await expect(groups).toHaveText([new RegExp(`^${games[1]}（\\d+）$`)]);
    await expect(page).toHaveURL(/&game=wuxing$/);
    await expect(page.locator('[data-results] .hit-game')).toHaveText(Array(await page.locator('[data-results] li').count()).fill(games[1]));
  });
}

test('a clause number is offered in every game that has it, this game’s first', async ({ page }) => {
  await page.goto('/ja/xinglingwang/');
  const box = page.getByRole('searchbox', { name: 'ルールを検索' });
  await box.fill('2-4');
  const jumps = page.locator('#search-results a.jump');
  await expect(jumps).toHaveText(['条項 2-4 へ移動', '条項 2-4 へ移動（五行バトルカード）', '条項 2-4 へ移動（マスターとピースの盤上カードバトル）']);
  await expect(jumps.nth(2)).toHaveAttribute('href', '/ja/masters-and-pieces/#2-4');
  // A game without it says so, and offers the others; Enter lists them all.
  await page.goto('/zh-hant/mage-wars/');
  const zhBox = page.getByRole('searchbox', { name: '搜尋規則' });
  await zhBox.fill('1-1');
  await expect(jumps.first()).toHaveText('前往條款 1-1');
  await expect(jumps).toHaveCount(5);
  await zhBox.fill('2-4');
  await expect(page.locator('#search-results .no-clause')).toHaveText('本規則書沒有條款 2-4。');
  await expect(jumps).toHaveText(['前往條款 2-4（星靈王）', '前往條款 2-4（五行戰鬥牌）', '前往條款 2-4（主帥與棋子的棋盤卡牌對戰）']);
  await zhBox.press('Enter');
  await expect(page).toHaveURL(/\/zh-hant\/search\/\?q=2-4$/);
  const listed = page.locator('[data-results] .clause-hits');
  await expect(listed.getByRole('heading', { level: 2 })).toHaveText('條款 2-4');
  await expect(listed.locator('a')).toHaveText([/^星靈王 2-4 /, /^五行戰鬥牌 2-4 /, /^主帥與棋子的棋盤卡牌對戰 2-4/]);
  await expect(listed.locator('a').nth(1)).toHaveAttribute('href', '/zh-hant/wuxing/#2-4');
});

test('the results page lists a clause number in all five games that have it', async ({ page }) => {
  await page.goto('/ja/search/?q=1-1');
  const listed = page.locator('[data-results] .clause-hits');
  await expect(listed.getByRole('heading', { level: 2 })).toHaveText('条項 1-1');
  await expect(listed.locator('.hit-game')).toHaveText(JA_GAMES);
  for (const [i, slug] of ['xinglingwang', 'wuxing', 'masters-and-pieces', 'mage-wars', 'fenglei'].entries()) await expect(listed.locator('a').nth(i)).toHaveAttribute('href', `/ja/${slug}/#1-1`);
});

test('Enter on a home page with a clause number: the list of games that have it, or the clause when only one has', async ({ page }) => {
  await page.goto('/zh-hant/');
  const box = page.getByRole('searchbox', { name: '搜尋規則' });
  await box.fill('2-4');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/zh-hant\/search\/\?q=2-4$/);
  await expect(page.locator('[data-results] .clause-hits .hit-game')).toHaveText(['星靈王', '五行戰鬥牌', '主帥與棋子的棋盤卡牌對戰']);
  await page.goto('/ja/');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('15-1.2a');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).press('Enter');
  await expect(page).toHaveURL(/\/ja\/xinglingwang\/#15-1\.2a$/);
  await expect(page.locator('[id="15-1.2a"]')).toBeInViewport();
  // The bilingual landing page has a box per language, which needs no script of its own.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).fill('２－４');
  await page.getByRole('searchbox', { name: 'ルールを検索' }).press('Enter');
  await expect(page.locator('[data-results] .clause-hits .hit-game')).toHaveText(['星霊王', '五行バトルカード', 'マスターとピースの盤上カードバトル']);
  await page.goto('/');
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('8-1.4');
  await page.getByRole('searchbox', { name: '搜尋規則' }).press('Enter');
  await expect(page).toHaveURL(/\/zh-hant\/mage-wars\/#8-1\.4$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // Words from the landing page go to that language's results.
  await page.getByRole('searchbox', { name: '搜尋規則' }).fill('防護罩');
  await page.getByRole('searchbox', { name: '搜尋規則' }).press('Enter');
  await expect(page).toHaveURL(/\/zh-hant\/search\/\?q=/);
  await expect(page.locator('[data-results] section h2').first()).toHaveText(new RegExp(`^(${ZH_GAMES.join('|')})（\\d+）$`));
});

test('the results page with its game filter, and the box with its widen button, pass axe in light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await preloadAxe(page);
  const axe = () => axeViolations(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/ja/search/?q=%E6%94%BB%E6%92%83&game=fenglei');
    await expect(page.getByRole('button', { name: /^ほかのゲームにも \d+ 件の結果があります$/ })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.goto('/zh-hant/fenglei/');
    await page.getByRole('searchbox', { name: '搜尋規則' }).fill('法力');
    await expect(page.locator('#search-results')).toContainText('風雷卡牌中找不到「法力」。');
    await expect(page.getByRole('button', { name: /^在所有遊戲中搜尋（\d+ 筆）$/ })).toBeVisible();
    expect(await axe()).toEqual([]);
  }
});
