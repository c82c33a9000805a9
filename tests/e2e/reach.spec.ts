/**
 * Getting to things from the pages around the sandboxes (issue 41): a clause copied from the rulebook
 * shares the clause's own page, whose preview is the clause; one tap from the top of a flow's or a
 * ruling's page brings its sandbox to the top of a phone's screen; the focus after a tap never goes
 * into a field (a phone would raise its keyboard); 五行's preparation is listed with the game's
 * sandboxes; a game's coverage page is linked from its home and its rulings, and filters its clauses.
 */
import { expect, test, type Page } from './test';
import { readJson } from '../site/dist';

const games = (readJson('api/games.json') as { games: { slug: string; flows: { id: string; url: Record<string, string> }[] }[] }).games;
const flows = games.flatMap((g) => g.flows);
const rulings = (readJson('api/rulings.json') as { rulings: { flow: string; url: Record<string, string> }[] }).rulings;

const hydrated = (page: Page) => page.locator('.sandbox[data-live]').first().waitFor();

test.describe('the copy button of a rulebook clause', () => {
  // A context of its own (test.ts): it grants the clipboard.
  test.use({ isolated: true });

  test('copies the clause’s own page, whose link preview is the clause', async ({ page, context, baseURL, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const [locale, name, title] of [
      ['zh-hant', '複製條款 2-4.3a 的連結', /^2-4\.3a（陣法類別） · 五行戰鬥牌$/],
      ['ja', '条項 5-2.4d のリンクをコピー', /^5-2\.4d 相剋 · 五行バトルカード$/],
    ] as const) {
      await page.goto(`/${locale}/wuxing/`);
      const id = name.match(/\d[\w.-]*/)![0];
      await page.getByRole('button', { name }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${baseURL}/${locale}/wuxing/clause/${id}/`);
      // The rulebook still marks the clause copied, at its anchor.
      await expect(page).toHaveURL(new RegExp(`/${locale}/wuxing/#${id.replace(/\./g, '\\.')}$`));
      // What a link preview reads there: the clause, not the rulebook.
      const html = await (await request.get(copied)).text();
      const og = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
      expect(og('og:title')).toMatch(title);
      expect(og('og:url')).toMatch(new RegExp(`/${locale}/wuxing/clause/${id.replace(/\./g, '\\.')}/$`));
    }
  });

  test('on the clause’s own page copies that page', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/zh-hant/wuxing/clause/3-3/');
    await page.getByRole('button', { name: '複製條款 3-3 的連結' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/zh-hant/wuxing/clause/3-3/`);
  });
});

test.describe('one tap to the sandbox on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Taps the page's jump and checks that the sandbox is at the top of the screen, its heading above it. */
  async function jump(page: Page, words: string) {
    const box = page.locator('.sandbox').first();
    // On arrival the sandbox is below the screen (what the jump is for).
    expect((await box.boundingBox())!.y).toBeGreaterThan(844 / 2);
    const link = page.getByRole('link', { name: words });
    await expect(link).toBeInViewport();
    await link.tap();
    await expect(page.locator('#sandbox')).toBeInViewport();
    await expect.poll(async () => (await page.locator('#sandbox').boundingBox())!.y).toBeLessThan(40);
    const top = (await box.boundingBox())!.y;
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(844 / 6);
    // What can be done now is on the screen too.
    await expect(box.locator('.sandbox-where')).toBeInViewport();
  }

  // Every flow in Japanese (its longer words push the sandbox further down), two in Chinese.
  for (const flow of flows) {
    test(`a flow’s page: ${flow.id} (ja)`, async ({ page }) => {
      await page.goto(flow.url.ja);
      await hydrated(page);
      await jump(page, '↓ サンドボックスへ');
    });
  }
  for (const id of ['wuxing.turn', 'mage-wars.round']) {
    test(`a flow’s page: ${id} (zh-hant)`, async ({ page }) => {
      await page.goto(flows.find((f) => f.id === id)!.url['zh-hant']);
      await hydrated(page);
      await jump(page, '↓ 直接到沙盒');
    });
  }
  for (const flow of ['xinglingwang.turn', 'masters-and-pieces.prepare']) {
    for (const [locale, words] of [['zh-hant', '↓ 直接到沙盒'], ['ja', '↓ サンドボックスへ']] as const) {
      test(`a ruling’s page of ${flow} (${locale})`, async ({ page }) => {
        await page.goto(rulings.find((r) => r.flow === flow)!.url[locale]);
        await hydrated(page);
        await jump(page, words);
        // Back returns to the top; the sandbox is where it was.
        await page.goBack();
        await expect(page.getByRole('link', { name: words })).toBeInViewport();
        await expect(page.locator('.sandbox').first()).toHaveAttribute('data-step', '0');
      });
    }
  }
});

test('after a tap, the focus goes to a choice’s button, never into a field of a form the rules refuse now', async ({ page }) => {
  await page.goto('/zh-hant/masters-and-pieces/flows/masters-and-pieces.priority/');
  await hydrated(page);
  const box = page.locator('.sandbox');
  const choices = box.locator('.sandbox-choices');
  const cost = box.locator('.mp-spell').getByRole('spinbutton', { name: '費用' });
  let refusedSeen = 0;
  // Priority goes to the other master and comes back, by declarations and passes, as a reader taps.
  for (const name of ['宣告棋子移動（攻擊）', '啟動主動技能（不論堆疊）', '不做任何事（讓過）', '不做任何事（讓過）', '不做任何事（讓過）']) {
    const step = Number(await box.getAttribute('data-step'));
    await choices.getByRole('button', { name, exact: true }).click();
    await expect(box).toHaveAttribute('data-step', String(step + 1));
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.sandbox-choices button:not(:disabled)'))).toBe(true);
    await expect(cost).not.toBeFocused();
    // The spell's form, refused now (a declaration on the stack: 6-4), is there with its field.
    if ((await cost.count()) && (await box.locator('.mp-spell button').isDisabled())) refusedSeen++;
  }
  expect(refusedSeen).toBeGreaterThan(0);
});

test.describe('五行’s preparation, listed with the game’s sandboxes', () => {
  for (const [locale, title, seat] of [
    ['zh-hant', '遊戲準備', '就座'],
    ['ja', 'ゲームの準備', '着席'],
  ] as const) {
    test(`on the home page and the game’s sandboxes and rulings (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      const home = page.locator('.games > li', { has: page.getByRole('link', { name: locale === 'ja' ? '五行バトルカード' : '五行戰鬥牌' }) }).first();
      await expect(home.getByRole('link', { name: title, exact: true })).toBeVisible();
      await page.goto(`/${locale}/rulings/wuxing/`);
      const entry = page.locator('ul.games > li', { has: page.getByRole('link', { name: title, exact: true }) });
      await expect(entry.locator('p')).toContainText('3-1');
      await entry.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/wuxing/flows/wuxing\\.turn/\\?play=`));
      const box = page.locator('.sandbox[data-live]');
      await expect(box).toHaveAttribute('data-state', 'preparation.seating');
      await expect(box.locator('[data-step-name]')).toContainText(seat);
      await expect(box.locator('.sandbox-problem')).toHaveCount(0);
    });
  }
});

test.describe('a game’s coverage page', () => {
  test('is linked from the home page and the game’s rulings, which say it is not kept offline', async ({ page }) => {
    await page.goto('/zh-hant/');
    await page.locator('.games > li').filter({ hasText: '星靈王' }).getByRole('link', { name: '涵蓋表' }).click();
    await expect(page).toHaveURL(/\/zh-hant\/xinglingwang\/coverage\/$/);
    await page.goto('/ja/rulings/mage-wars/');
    const link = page.locator('.coverage-link');
    await expect(link).toContainText('オフライン用の保存には含まれない');
    await link.getByRole('link', { name: 'サンドボックスと裁定例の対応表' }).click();
    await expect(page).toHaveURL(/\/ja\/mage-wars\/coverage\/$/);
  });

  for (const locale of ['zh-hant', 'ja'] as const) {
    test(`filters its clauses by what they have and by section, and keeps the filter in its address (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/mage-wars/coverage/`);
      const form = page.locator('form[data-coverage-filter]');
      await expect(form).toBeVisible();
      const items = page.locator('[data-clause-coverage]');
      const all = await items.count();
      const visible = page.locator('[data-clause-coverage]:visible');
      await expect(form.locator('output')).toHaveText(locale === 'ja' ? `${all}条を表示（全${all}条）。` : `顯示 ${all} 條（共 ${all} 條）。`);
      // Only the clauses with a ruling.
      await form.getByRole('combobox').first().selectOption('ruled');
      const ruled = await page.locator('[data-clause-coverage][data-coverage="ruled"]').count();
      await expect(visible).toHaveCount(ruled);
      expect(ruled).toBeLessThan(all);
      await expect(page).toHaveURL(/\?show=ruled$/);
      // Those without one for a reason of a kind, in one section.
      await form.getByRole('combobox').first().selectOption('why:definition');
      await form.getByRole('combobox').nth(1).selectOption('6');
      const expected = await page.locator('[data-section="6"] [data-clause-coverage][data-why="definition"]').count();
      expect(expected).toBeGreaterThan(0);
      await expect(visible).toHaveCount(expected);
      await expect(page.locator('.coverage-section:visible')).toHaveCount(1);
      await expect(page).toHaveURL(/\?show=why%3Adefinition&section=6$/);
      // The address opens the page filtered.
      await page.reload();
      await expect(visible).toHaveCount(expected);
      await expect(form.getByRole('combobox').nth(1)).toHaveValue('6');
    });
  }
});
