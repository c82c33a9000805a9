import { expect, test, type Locator } from '@playwright/test';

const RULING = '/zh-hant/rulings/xinglingwang/countdown-ends-game/';

/** The part of `inner` that shows inside `outer`, as a fraction of `inner`'s area. */
const shownIn = async (inner: Locator, outer: Locator) =>
  inner.evaluate((node, box) => {
    const [n, b] = [node.getBoundingClientRect(), box!.getBoundingClientRect()];
    const w = Math.min(n.right, b.right, innerWidth) - Math.max(n.left, b.left, 0);
    const h = Math.min(n.bottom, b.bottom, innerHeight) - Math.max(n.top, b.top, 0);
    return w > 0 && h > 0 ? (w * h) / (n.width * n.height) : 0;
  }, await outer.elementHandle());

test('on a wide screen the statechart stays beside the sandbox while stepping, its current state in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(RULING);
  const box = page.locator('.sandbox[data-live]');
  await box.waitFor();
  const chart = page.locator('.chart-aside .statechart-scroll');
  const forward = box.getByRole('button', { name: '下一步' });
  for (let step = 1; step <= 6; step++) {
    await forward.click();
    await expect(box).toHaveAttribute('data-step', String(step));
    // The reader is at the controls; the chart is on screen beside them, and its current state shows in it.
    await forward.scrollIntoViewIfNeeded();
    const current = page.locator(`[data-statechart] [data-node="${await box.getAttribute('data-state')}"]`);
    await expect(current).toHaveClass(/is-current/);
    await expect.poll(() => shownIn(current, chart)).toBeGreaterThan(0.9);
    const [c, s] = await Promise.all([chart.boundingBox(), box.boundingBox()]);
    expect(c!.x).toBeGreaterThan(s!.x + s!.width - 1);
  }
});

test('on a phone the statechart follows the sandbox, and the sandbox names the current state', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(RULING);
  const box = page.locator('.sandbox[data-live]');
  await box.waitFor();
  const [c, s] = await Promise.all([page.locator('.chart-aside').boundingBox(), box.boundingBox()]);
  expect(c!.y).toBeGreaterThan(s!.y + s!.height);
  // Stepping, the sandbox's own header names the state, and the chart below marks it.
  await box.getByRole('button', { name: '下一步' }).click();
  await expect(box).toHaveAttribute('data-step', '1');
  await expect(box.locator('[data-step-name]')).not.toBeEmpty();
  await expect(page.locator(`[data-statechart] [data-node="${await box.getAttribute('data-state')}"]`)).toHaveClass(/is-current/);
});
