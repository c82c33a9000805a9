/**
 * Judge practice (issue 44): a question answered right and wrong, the explanation with its clauses,
 * the ruling's sandbox at the question's step, a run of 10 over every game with its score, progress
 * kept across reloads and cleared, a question's link opening it unanswered, the page without script,
 * axe, the phone's tap loop, and the page's weight.
 */
import { expect, test, type Page } from './test';
import { axeViolations, preloadAxe } from './axe';
import { watchScripts } from './js-size';

const Q = 'one-attack-per-character-per-turn';
const PAGE = `/zh-hant/fenglei/practice/?q=${Q}`;
/** A practice page is a reading page with a form: its own script is small. */
const PRACTICE_JS_BUDGET = 10 * 1024;

const question = (page: Page) => page.locator('.practice-q:visible');
const choose = (page: Page, text: string | RegExp) => question(page).locator('label.practice-choice', { hasText: text }).locator('input').check();
const answer = (page: Page) => question(page).getByRole('button', { name: '作答' }).click();

test.describe('a question', () => {
  test('answered wrong: says so, names the right answer, opens the explanation with each clause', async ({ page }) => {
    await page.goto(PAGE);
    await expect(question(page)).toHaveCount(1);
    await expect(question(page)).toHaveAttribute('id', `q-${Q}`);
    await choose(page, '可以：行動值足夠支付行動費用 2');
    await answer(page);
    const status = question(page).locator('[data-result]');
    const right = await question(page).locator('label[data-is="right"]').innerText();
    const letter = /([A-D])\./.exec(right)![1];
    await expect(status).toHaveText(`答錯了。正確答案是 ${letter}。`);
    await expect(question(page).locator('label[data-is="wrong"]')).toContainText('你的選擇');
    await expect(question(page).locator('label[data-is="right"]')).toContainText('正確答案');
    const explain = question(page).locator('details.practice-explain');
    await expect(explain).toHaveAttribute('open', '');
    await expect(explain).toContainText(`正確答案：${letter}`);
    // The deciding clause and each wrong answer's, with their previews.
    await expect(explain.locator('.ref a', { hasText: '5-1' }).first()).toHaveAttribute('href', '/zh-hant/fenglei/#5-1');
    await expect(explain.locator('li', { hasText: '不可以：行動值不足以支付行動費用' }).locator('.ref a')).toHaveText('4-4');
    await expect(explain.locator('li', { hasText: '不可以：行動值不足以支付行動費用' }).locator('.ref-preview')).toContainText('行動費用');
    // The progress line counts it.
    await expect(page.locator('[data-progress]')).toContainText('答錯 1 題');
  });

  test('answered right: says so, and a next question is offered', async ({ page }) => {
    await page.goto(PAGE);
    await answer(page);
    await expect(question(page).locator('[data-result]')).toHaveText('請先選 1 個答案。');
    await choose(page, '不可以：艾妲在這個攻擊回合已經攻擊過');
    await answer(page);
    await expect(question(page).locator('[data-result]')).toHaveText('答對了。');
    await expect(question(page).getByRole('button', { name: '下一題' })).toBeVisible();
  });

  test('offers the ruling’s sandbox at the question’s step', async ({ page }) => {
    await page.goto(PAGE);
    // Behind the disclosure, as the whole answer is before answering.
    await question(page).getByText('答案與解說').click();
    const link = question(page).getByRole('link', { name: '在沙盒中從這一步走下去' });
    await expect(link).toHaveAttribute('href', `/zh-hant/rulings/fenglei/${Q}/?step=3#sandbox`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/rulings/fenglei/${Q}/\\?step=3#sandbox$`));
    await expect(page.locator('section.sandbox[data-live]')).toHaveAttribute('data-step', '3');
  });

  test('its link opens it unanswered, whatever was answered before', async ({ page }) => {
    await page.goto(PAGE);
    await choose(page, '不可以：艾妲在這個攻擊回合已經攻擊過');
    await answer(page);
    const href = await question(page).getByRole('link', { name: '這一題的連結（開啟時未作答）' }).getAttribute('href');
    expect(href).toBe(`/zh-hant/fenglei/practice/?q=${Q}#q-${Q}`);
    // As a candidate opens it: a page of its own (the same page would only move to the anchor).
    await page.goto('/zh-hant/');
    await page.goto(href!);
    await expect(question(page)).toHaveAttribute('id', `q-${Q}`);
    await expect(question(page).locator('input:checked')).toHaveCount(0);
    await expect(question(page).locator('[data-result]')).toHaveText('');
    await expect(question(page).locator('details.practice-explain')).not.toHaveAttribute('open', '');
  });
});

test.describe('progress and runs', () => {
  test.use({ isolated: true });

  test('progress survives a reload and can be cleared', async ({ page }) => {
    await page.goto(PAGE);
    await choose(page, '不可以：艾妲在這個攻擊回合已經攻擊過');
    await answer(page);
    await page.reload();
    await expect(page.locator('[data-progress]')).toContainText('答對 1 題，答錯 0 題');
    await page.getByRole('button', { name: '清除這部裝置上的進度' }).click();
    await expect(page.locator('[data-progress]')).toContainText('已清除進度。');
    await expect(page.locator('[data-progress]')).toContainText('答對 0 題，答錯 0 題');
  });

  test('a run of 10 over every game ends with the score and the missed questions', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/zh-hant/practice/');
    await page.getByRole('button', { name: '連續 10 題' }).click();
    let right = 0;
    const seen = new Set<string>();
    for (let n = 0; n < 10; n++) {
      await expect(question(page)).toHaveCount(1);
      seen.add(new URL(page.url()).pathname + (await question(page).getAttribute('id')));
      // The first answer each time: right or wrong by the shuffle.
      await question(page).locator('input').first().check();
      await answer(page);
      if ((await question(page).locator('[data-result]').innerText()) === '答對了。') right++;
      await question(page).locator('[data-next]').click();
    }
    expect(seen.size).toBe(10);
    const end = page.locator('[data-run-end]');
    await expect(end).toBeVisible();
    await expect(end).toContainText(`連續 10 題結束：答對 ${right} / 10 題。`);
    await expect(end.locator('li')).toHaveCount(10 - right);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('every question reads, its answer behind a disclosure', async ({ page }) => {
    await page.goto(`/ja/fenglei/practice/?q=${Q}#q-${Q}`);
    const questions = page.locator('.practice-q');
    expect(await questions.count()).toBeGreaterThanOrEqual(5);
    const one = page.locator(`#q-${Q}`);
    await expect(one.locator('legend')).toContainText('この攻撃宣言はできるか');
    await expect(one.locator('details.practice-explain > summary')).toHaveText('答えと解説');
    await expect(one.locator('details.practice-explain')).not.toHaveAttribute('open', '');
    await expect(page.locator('[data-practice-bar]')).toBeHidden();
  });
});

test('axe finds nothing on the practice pages, before and after answering, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await preloadAxe(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/zh-hant/practice/');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/ja/fenglei/practice/?q=${Q}`);
    expect(await axeViolations(page)).toEqual([]);
    await question(page).locator('input').nth(1).check();
    await question(page).getByRole('button', { name: '答える' }).click();
    expect(await axeViolations(page)).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the tap loop: an answer, 作答, the result in view, the next question', async ({ page }) => {
    await page.goto(PAGE);
    const first = await question(page).getAttribute('id');
    await question(page).locator('label.practice-choice').first().tap();
    await question(page).getByRole('button', { name: '作答' }).tap();
    await expect(question(page).locator('[data-result]')).not.toHaveText('');
    await expect(question(page).locator('[data-result]')).toBeInViewport();
    await question(page).getByRole('button', { name: '下一題' }).tap();
    await expect(question(page)).not.toHaveAttribute('id', first!);
    await expect(question(page).locator('h2')).toBeFocused();
    await expect(question(page).locator('h2')).toBeInViewport();
  });
});

test.describe('weight', () => {
  test.use({ isolated: true });
  test(`a practice page ships under ${PRACTICE_JS_BUDGET / 1024} KB of gzip JavaScript`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(PAGE);
    await expect(page.locator('[data-practice-bar]')).toBeVisible();
    const { bytes, detail } = await scripts.total();
    expect(bytes, detail).toBeLessThan(PRACTICE_JS_BUDGET);
  });
});
