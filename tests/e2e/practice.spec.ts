/**
 * Judge practice (issue 44): a question answered right and wrong, the explanation with its clauses,
 * the ruling's sandbox at the question's step, a run of 10 over every game with its score, progress
 * kept across reloads and cleared, a question's link opening it unanswered, the page without script,
 * axe in both languages, the phone's tap loop with its tap-sized controls, offline (a kept game's
 * practice answers and keeps its progress; the page of every game asks only the kept games), and
 * the page's weight.
 */
import { expect, test, type Page } from './test';
import { axeViolations, preloadAxe } from './axe';
import { watchScripts } from './js-size';
import { keepGame } from './keep-game';

const Q = 'one-attack-per-character-per-turn';
const PAGE = `/zh-hant/fenglei/practice/?q=${Q}`;
/** A practice page is a reading page with a form: its own script is small. */
const PRACTICE_JS_BUDGET = 10 * 1024;

const question = (page: Page) => page.locator('.practice-q:visible');
const choose = (page: Page, text: string | RegExp) => question(page).locator('label.practice-choice', { hasText: text }).locator('input').check();
const answer = (page: Page) => question(page).getByRole('button', { name: '作答' }).click();
const RIGHT = '不可以：艾妲在這個攻擊回合已經攻擊過';

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
    const perTarget = explain.locator('li', { hasText: '可以：攻擊機會是對每個目標各 1 次' });
    await expect(perTarget.locator('.ref a')).toHaveText('5-1');
    await expect(perTarget.locator('.ref-preview')).toContainText('各有 1 次攻擊機會');
    // The progress line counts it.
    await expect(page.locator('[data-progress]')).toContainText('答錯 1 題');
  });

  test('answered right: says so, and a next question is offered', async ({ page }) => {
    await page.goto(PAGE);
    await answer(page);
    await expect(question(page).locator('[data-result]')).toHaveText('請先選 1 個答案。');
    await choose(page, RIGHT);
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

  test('a disputed point’s other reading, in the drawn position, starts the ruling’s sandbox over under it', async ({ page }) => {
    await page.goto(PAGE);
    const other = question(page).locator('.sandbox-state .sandbox-disputed a').first();
    await expect(other).toContainText('改用另一種讀法');
    await expect(other).toHaveAttribute('href', new RegExp(`^/zh-hant/rulings/fenglei/${Q}/\\?play=[\\w-]+#sandbox$`));
    await other.click();
    await expect(page).toHaveURL(new RegExp(`/zh-hant/rulings/fenglei/${Q}/\\?play=`));
    await expect(page.locator('section.sandbox[data-live]')).toHaveAttribute('data-step', '0');
  });

  test('its link opens it unanswered, whatever was answered before', async ({ page }) => {
    await page.goto(PAGE);
    await choose(page, RIGHT);
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
    await choose(page, RIGHT);
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
      // Its next button says where it leads: the question after this one, of 10, or the score.
      await expect(question(page).locator('[data-next]')).toHaveText(n < 9 ? `下一題（連續作答：第 ${n + 2} / 10 題）` : '看這 10 題的結果');
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
    if (right === 10) return;
    await expect(end).toContainText('答錯的題目：');
    // A missed one opens on its game's page, unanswered, to try again.
    const missed = end.locator('li a').first();
    const href = (await missed.getAttribute('href'))!;
    await missed.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(question(page)).toHaveCount(1);
    await expect(question(page).locator('input:checked')).toHaveCount(0);
    await expect(question(page).locator('[data-result]')).toHaveText('');
    await expect(question(page).locator('[data-next]')).toBeHidden();
  });

  test('a run over a section with fewer than 10 questions is as long as the section, and says so', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/zh-hant/fenglei/practice/');
    const section = page.getByRole('combobox', { name: '規則書章節' });
    await section.selectOption({ index: 1 });
    const n = Number(/共 (\d+) 題/.exec(await page.locator('[data-progress]').innerText())![1]);
    expect(n).toBeGreaterThan(0);
    const length = Math.min(n, 10);
    await page.getByRole('button', { name: '連續 10 題' }).click();
    const chosen = await section.inputValue();
    let right = 0;
    for (let at = 0; at < length; at++) {
      await expect(question(page)).toHaveCount(1);
      // Each question of the run is of the section chosen.
      expect((await question(page).getAttribute('data-sections'))!.split(' ')).toContain(chosen);
      await question(page).locator('input').last().check();
      await answer(page);
      if ((await question(page).locator('[data-result]').innerText()) === '答對了。') right++;
      await question(page).locator('[data-next]').click();
    }
    const end = page.locator('[data-run-end]');
    await expect(end).toBeFocused();
    await expect(end).toContainText(`連續 ${length} 題結束：答對 ${right} / ${length} 題。`);
    await expect(end.locator('li')).toHaveCount(length - right);
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

test('axe finds nothing on the practice pages in both languages, before and after answering, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await preloadAxe(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [locale, answerName] of [['zh-hant', '作答'], ['ja', '答える']] as const) {
      await page.goto(`/${locale}/practice/`);
      await expect(page.locator('[data-practice-bar]')).toBeVisible();
      expect(await axeViolations(page), `${locale} every game, ${scheme}`).toEqual([]);
      await page.goto(`/${locale}/fenglei/practice/?q=${Q}`);
      await expect(question(page)).toHaveCount(1);
      expect(await axeViolations(page), `${locale} a game, ${scheme}`).toEqual([]);
      // Chosen, then answered wrong: the marks and the explanation.
      const right = await question(page).getAttribute('data-right');
      const wrong = question(page).locator(`label.practice-choice:not([data-choice="${right}"])`).first();
      await wrong.locator('input').check();
      expect(await axeViolations(page), `${locale} chosen, ${scheme}`).toEqual([]);
      await question(page).getByRole('button', { name: answerName }).click();
      await expect(question(page).locator('label[data-is="wrong"]')).toHaveCount(1);
      expect(await axeViolations(page), `${locale} answered, ${scheme}`).toEqual([]);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the tap loop: an answer, 作答, the result and the next button in view, the next question', async ({ page }) => {
    await page.goto(PAGE);
    const first = await question(page).getAttribute('id');
    // Every control a thumb's size (44 px), within the screen's width.
    const controls = [page.locator('[data-practice-bar] :is(button, select)'), question(page).locator('label.practice-choice'), question(page).getByRole('button', { name: '作答' })];
    for (const group of controls) {
      for (const control of await group.all()) {
        const box = (await control.boundingBox())!;
        expect(box.height, await control.innerText()).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(390);
      }
    }
    await question(page).locator('label.practice-choice').first().tap();
    // Chosen: said by its ticked box and its weight, not by colour alone.
    await expect(question(page).locator('label.practice-choice').first().locator('input')).toBeChecked();
    await expect(question(page).locator('label.practice-choice').first()).toHaveCSS('font-weight', '700');
    await question(page).getByRole('button', { name: '作答' }).tap();
    await expect(question(page).locator('[data-result]')).not.toHaveText('');
    await expect(question(page).locator('[data-result]')).toBeInViewport();
    // The next question where the thumb already is, without scrolling.
    const next = question(page).getByRole('button', { name: '下一題' });
    await expect(next).toBeInViewport();
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await next.tap();
    await expect(question(page)).not.toHaveAttribute('id', first!);
    await expect(question(page).locator('h2')).toBeFocused();
    await expect(question(page).locator('h2')).toBeInViewport();
  });

  test('in Japanese: answered wrong, then right, each said in words and marked', async ({ page }) => {
    await page.goto(`/ja/fenglei/practice/?q=${Q}`);
    const right = Number(await question(page).getAttribute('data-right'));
    const letter = String.fromCharCode(65 + right);
    await question(page).locator(`label.practice-choice:not([data-choice="${right}"])`).first().tap();
    await question(page).getByRole('button', { name: '答える' }).tap();
    await expect(question(page).locator('[data-result]')).toHaveText(`不正解。正解は ${letter}。`);
    await expect(question(page).locator('label[data-is="wrong"] [data-mark]')).toHaveText('あなたの選択');
    await expect(question(page).locator('label[data-is="right"] [data-mark]')).toHaveText('正解');
    await expect(question(page).locator('details.practice-explain')).toContainText(`正解：${letter}`);
    await question(page).locator(`label.practice-choice[data-choice="${right}"]`).tap();
    await question(page).getByRole('button', { name: '答える' }).tap();
    await expect(question(page).locator('[data-result]')).toHaveText('正解。');
    await expect(question(page).locator('label[data-is="right"] [data-mark]')).toHaveText('あなたの選択・正解');
    await expect(question(page).locator('label[data-is="wrong"]')).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test.use({ isolated: true });

  test('a kept game’s practice answers offline and keeps its progress across a reload; the page of every game asks only the kept game and says so; a game not kept says it is not kept', async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.goto('/zh-hant/fenglei/');
    await keepGame(page);
    await context.setOffline(true);

    await page.goto(PAGE);
    await expect(question(page)).toHaveAttribute('id', `q-${Q}`);
    await choose(page, RIGHT);
    await answer(page);
    await expect(question(page).locator('[data-result]')).toHaveText('答對了。');
    // The deciding clause's preview, from the stored rulebook.
    await expect(question(page).locator('details.practice-explain .ref a', { hasText: '5-1' }).first()).toBeVisible();
    await page.reload();
    await expect(question(page)).toHaveAttribute('id', `q-${Q}`);
    await expect(page.locator('[data-progress]')).toContainText('答對 1 題，答錯 0 題');
    // The sandbox at the question's step, from the stored rulings.
    await question(page).getByText('答案與解說').click();
    await question(page).getByRole('link', { name: '在沙盒中從這一步走下去' }).click();
    await expect(page.locator('section.sandbox[data-live]')).toHaveAttribute('data-step', '3');

    // The page of every game (stored with any kept game): only the kept game's questions.
    await page.goto('/zh-hant/practice/');
    await expect(page.getByText('目前離線：只從這部裝置保存的遊戲出題（風雷卡牌）；其他遊戲的題目要連上網路才能作答。')).toBeVisible();
    const games = page.getByRole('combobox', { name: '遊戲' });
    await expect(games.locator('option', { hasText: '五行戰鬥牌' })).toBeDisabled();
    await expect(games.locator('option', { hasText: '風雷卡牌' })).toBeEnabled();
    await expect(page.locator('[data-progress]')).toContainText('答對 1 題，答錯 0 題');
    await page.getByRole('button', { name: '隨機下一題（還沒答對的）' }).click();
    await expect(page).toHaveURL(/\/zh-hant\/fenglei\/practice\/\?q=/);
    await expect(question(page)).toHaveCount(1);
    await expect(question(page)).not.toHaveAttribute('id', `q-${Q}`);

    // A question of a game not kept, by its link: the offline page says the page is not kept.
    await page.goto('/zh-hant/practice/');
    await page.locator('section', { has: page.getByRole('heading', { name: /^五行戰鬥牌/ }) }).getByRole('link').nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('這個頁面沒有離線保存');
    await expect(page.getByRole('link', { name: '風雷卡牌' })).toBeVisible();
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
