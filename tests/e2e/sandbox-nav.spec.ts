/**
 * Getting about a sandbox on a phone and from the keyboard (issue 26): the browser's Back steps back
 * through the steps taken and leaves the page only from where it was opened; after a choice the
 * focus is on the next step's choices (or its name, once the flow is over), never on the page; a skip
 * link leads to the choices; one focus ring on every kind of control, light and dark; tap targets of
 * at least 24×24 px and text of at least 12 px in every flow's sandbox.
 */
import { expect, test, type Locator, type Page } from './test';
import { takeFirst } from './choices';
import { readJson } from '../site/dist';

const games = (readJson('api/games.json') as { games: { flows: { id: string; url: Record<string, string> }[] }[] }).games;
const flows = games.flatMap((g) => g.flows);
const rulings = (readJson('api/rulings.json') as { rulings: { flow: string; url: Record<string, string> }[] }).rulings;
const flowUrl = (id: string, locale = 'zh-hant') => flows.find((f) => f.id === id)!.url[locale];

const hydrated = (page: Page) => page.locator('.sandbox[data-live]').first().waitFor();
const sandbox = (page: Page) => page.locator('.sandbox').first();
/** The first choice the rules allow now. */
const firstChoice = (box: Locator) => box.locator('.sandbox-choices button:not([disabled])').first();
/** Where the keyboard focus is: inside the sandbox's choices, on its step's name, elsewhere in it, or outside it. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    if (a.closest('.sandbox-choices') && a.matches('button, input, select')) return 'choice';
    if (a.matches('.sandbox-where')) return 'step name';
    return a.closest('.sandbox') ? `sandbox ${a.tagName}` : a.tagName;
  });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // A flow of each game, where the reader taps choices, and a ruling stepped through with its controls.
  const lines: [string, (box: Locator) => Promise<void>][] = [
    ...['wuxing.turn', 'xinglingwang.declare', 'masters-and-pieces.turn', 'mage-wars.attack', 'fenglei.attack'].map(
      // A choice of a kind (「使其進攻」, then the unit) is two taps, and one step (choices.ts).
      (id) => [flowUrl(id), (box: Locator) => takeFirst(box)] as [string, (box: Locator) => Promise<void>],
    ),
    ['/zh-hant/rulings/wuxing/attack-into-shield/', (box) => box.getByRole('button', { name: '下一步' }).tap()],
  ];
  for (const [path, move] of lines) {
    test(`Back steps back through the steps taken on ${path}, and leaves only from the first`, async ({ page }) => {
      await page.goto('/zh-hant/');
      await page.goto(path);
      await hydrated(page);
      const box = sandbox(page);
      await expect(page).toHaveURL(/[?&]step=0$/);
      const seen = [{ url: page.url(), name: await box.locator('[data-step-name]').textContent() }];
      for (const n of [1, 2]) {
        await move(box);
        await expect(box).toHaveAttribute('data-step', String(n));
        await expect(page).toHaveURL(new RegExp(`[?&]step=${n}$`));
        seen.push({ url: page.url(), name: await box.locator('[data-step-name]').textContent() });
      }
      const shows = async (n: number) => {
        await expect(box).toHaveAttribute('data-step', String(n));
        await expect(box.locator('[data-step-name]')).toHaveText(seen[n].name!);
        await expect(page).toHaveURL(seen[n].url);
      };
      await page.goBack();
      await shows(1);
      await page.goBack();
      await shows(0);
      // Forward goes forward again, and back.
      await page.goForward();
      await shows(1);
      await page.goBack();
      await shows(0);
      // From the first step, Back leaves the sandbox's page as usual.
      await page.goBack();
      await expect(page).toHaveURL(/\/zh-hant\/$/);
    });
  }

  test('Back across an in-page link still shows the step that entry names', async ({ page }) => {
    await page.goto(flowUrl('wuxing.turn'));
    await hydrated(page);
    const box = sandbox(page);
    await firstChoice(box).tap();
    await expect(box).toHaveAttribute('data-step', '1');
    // The sandbox has done with the choice (focus on the next one, the play brought into view) before
    // the page scrolls to #main: a scroll of its own after that would move the next choice under the tap.
    await expect.poll(() => focusPlace(page)).toBe('choice');
    const name = await box.locator('[data-step-name]').textContent();
    // Scripts slowed, as on a busy phone: the entry below once had the sandbox load its line again from
    // the URL, which came after the next tap and took the sandbox back to step 1 (a fresh clone's run).
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const loading = new Set<object>();
    page.on('request', (r) => loading.add(r));
    page.on('requestfinished', (r) => loading.delete(r));
    page.on('requestfailed', (r) => loading.delete(r));
    // The page's own skip link adds an entry of its own (#main), which keeps no step of the sandbox's.
    await page.evaluate(() => (location.hash = 'main'));
    await firstChoice(box).tap();
    await expect(box).toHaveAttribute('data-step', '2');
    // Still at step 2 once whatever the page was loading has come and been run.
    await expect.poll(() => loading.size).toBe(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await box.getAttribute('data-step')).toBe('2');
    await page.goBack();
    await expect(page).toHaveURL(/[?&]step=1#main$/);
    await expect(box).toHaveAttribute('data-step', '1');
    await expect(box.locator('[data-step-name]')).toHaveText(name!);
  });

  test('a position shared by URL still opens at its step, and Back from there leaves the page', async ({ page }) => {
    await page.goto('/zh-hant/');
    await page.goto('/zh-hant/rulings/wuxing/attack-into-shield/?step=2');
    await hydrated(page);
    await expect(sandbox(page)).toHaveAttribute('data-step', '2');
    await page.goBack();
    await expect(page).toHaveURL(/\/zh-hant\/$/);
  });
});

test('a sandbox inside a rules page leaves the page’s URL and history alone', async ({ page }) => {
  await page.goto('/ja/wuxing/#5-2.4b');
  // Hydrated as it comes into view (the page opens at its clause).
  const box = page.locator('[id="5-2.4b"] .sandbox[data-live]');
  await box.waitFor();
  const before = await page.evaluate(() => [history.length, location.href]);
  await box.getByRole('button', { name: '次へ' }).click();
  await firstChoice(box).click();
  await expect(box).toHaveAttribute('data-step', '2');
  expect(await page.evaluate(() => [history.length, location.href])).toEqual(before);
  // The focus is still taken to the next step's choices.
  expect(await focusPlace(page)).toMatch(/^(choice|step name)$/);
});

test.describe('after a choice the focus is on the next step, never on the page', () => {
  // A flow of each game, chosen from the keyboard; the last one ends with the choice.
  const cases: [string, number, 'choice' | 'step name'][] = [
    ['wuxing.turn', 2, 'choice'],
    ['xinglingwang.turn', 2, 'choice'],
    ['masters-and-pieces.priority', 2, 'choice'],
    ['fenglei.attack', 2, 'choice'],
    ['mage-wars.casting', 2, 'step name'],
  ];
  for (const [id, choices, last] of cases) {
    test(id, async ({ page }) => {
      await page.goto(flowUrl(id));
      await hydrated(page);
      const box = sandbox(page);
      for (let n = 1; n <= choices; n++) {
        await firstChoice(box).focus();
        await page.keyboard.press('Enter');
        await expect(box).toHaveAttribute('data-step', String(n));
        await expect.poll(() => focusPlace(page)).toBe(n === choices ? last : 'choice');
      }
    });
  }
});

for (const [locale, label] of [['zh-hant', '跳到選項'], ['ja', '選択肢へ']] as const) {
  test(`a skip link at the sandbox's top leads to the choices (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/rulings/wuxing/attack-into-shield/`);
    await hydrated(page);
    const box = sandbox(page);
    const skip = box.getByRole('button', { name: label });
    // The sandbox's first stop for the keyboard, seen when it has the focus.
    await expect(box.locator('a, button, input, select, summary, [tabindex="0"]').first()).toHaveText(label);
    await skip.focus();
    await expect(skip).toBeInViewport();
    const [skipBox, sandboxBox] = [await skip.boundingBox(), await box.boundingBox()];
    expect(skipBox!.y - sandboxBox!.y).toBeLessThan(40);
    await page.keyboard.press('Enter');
    expect(await focusPlace(page)).toBe('choice');
    await expect(page.locator(':focus')).toBeInViewport();
  });
}

test.describe('tap targets and text in every flow’s sandbox', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** What in the sandbox is under 24×24 px to tap, or has text under 12 px (SVG text as drawn, after its scaling). */
  const tooSmall = (box: Locator) =>
    box.evaluate((root) => {
      const out: string[] = [];
      const name = (n: Element) => `${n.tagName.toLowerCase()}.${n.getAttribute('class') ?? ''} “${(n.textContent ?? '').trim().slice(0, 16)}”`;
      const shown = (n: Element) => n.getClientRects().length > 0 && getComputedStyle(n).visibility !== 'hidden';
      const targets = root.querySelectorAll(':is(.clause-cite, .sandbox-choices button, .sandbox-controls button, .sandbox-jump, .sandbox-choices select, .sandbox-choices input)');
      for (const t of targets) {
        // A box or radio button is tapped by its label too.
        const target = t.matches('input[type=checkbox], input[type=radio]') ? (t.closest('label') ?? t) : t;
        const r = target.getBoundingClientRect();
        if (shown(target) && (r.width < 24 || r.height < 24)) out.push(`${name(target)} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
      }
      for (const n of root.querySelectorAll('*')) {
        if (!shown(n) || ![...n.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim())) continue;
        const size = parseFloat(getComputedStyle(n).fontSize);
        const ctm = n instanceof SVGGraphicsElement ? n.getScreenCTM() : null;
        const drawn = ctm ? size * Math.hypot(ctm.a, ctm.b) : size;
        if (drawn < 11.95) out.push(`${name(n)} text ${drawn.toFixed(1)}px`);
      }
      return { out: [...new Set(out)], cites: root.querySelectorAll('.choice-why .clause-cite').length, targets: targets.length };
    });

  for (const flow of flows) {
    const ruling = rulings.find((r) => r.flow === flow.id);
    test(flow.id, async ({ page }) => {
      let cites = 0;
      const check = async (where: string) => {
        const box = sandbox(page);
        const found = await tooSmall(box);
        expect(found.targets, where).toBeGreaterThan(2);
        expect(found.out, where).toEqual([]);
        cites += found.cites;
      };
      await page.goto(flow.url['zh-hant']);
      await hydrated(page);
      await check('the flow page at its start');
      if (await firstChoice(sandbox(page)).count()) {
        await firstChoice(sandbox(page)).tap();
        await expect(sandbox(page)).toHaveAttribute('data-step', '1');
        await check('after a choice');
      }
      if (ruling) {
        // The ruling's last step: a log citing every clause of the ruling.
        await page.goto(ruling.url['zh-hant']);
        await hydrated(page);
        await sandbox(page).getByRole('button', { name: '下一步' }).focus();
        await page.keyboard.press('End');
        await check('a ruling at its last step');
      }
      // The reasons a choice is not on offer now are cited with chips too, where the flow shows one here.
      if (flow.id === 'fenglei.game') expect(cites).toBeGreaterThan(0);
    });
  }
});

test.describe('one focus ring on every kind of control', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(scheme, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(flowUrl('wuxing.turn'));
      await hydrated(page);
      const box = sandbox(page);
      await box.getByRole('button', { name: '回收棄牌', exact: true }).click();
      await expect(box).toHaveAttribute('data-state', 'action');
      const form = box.locator('.cast-form');
      const controls: [string, Locator][] = [
        ['skip link', box.locator('.skip')],
        ['step control', box.getByRole('button', { name: '回到開頭' })],
        ['choice', box.getByRole('button', { name: '攻擊', exact: true })],
        ['checkbox', form.getByRole('checkbox').first()],
        ['select', form.getByRole('combobox').first()],
        ['number', form.getByRole('spinbutton').first()],
        ['clause chip', box.locator('.sandbox-log .clause-cite').first()],
        ['log step', box.locator('.sandbox-jump').first()],
        ['summary', box.locator('.setup-editor > summary')],
        ['page link', page.locator('.site-header a').first()],
        ['step name (focused by script)', box.locator('.sandbox-where')],
      ];
      const accent = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('i'));
        probe.style.color = 'var(--accent)';
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      for (const [kind, control] of controls) {
        // As from the keyboard: a key pressed, then the focus moved (:focus-visible).
        await page.keyboard.press('Shift');
        await control.focus();
        const ring = await control.evaluate((el) => {
          const s = getComputedStyle(el);
          return { visible: el.matches(':focus-visible'), style: s.outlineStyle, width: s.outlineWidth, color: s.outlineColor };
        });
        expect(ring, kind).toEqual({ visible: true, style: 'solid', width: '3px', color: accent });
      }
      // A control's look without the focus is no ring: the suggested choice is marked by its border.
      await page.goto('/zh-hant/rulings/xinglingwang/attack-once-per-turn/');
      await hydrated(page);
      const suggested = sandbox(page).locator('.sandbox-choices .is-suggested').first();
      await expect(suggested).toBeVisible();
      expect(await suggested.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
      await page.keyboard.press('Shift');
      await suggested.focus();
      expect(await suggested.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    });
  }
});
