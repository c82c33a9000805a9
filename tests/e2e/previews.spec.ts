import { expect, test } from './test';

// A clause preview opened anywhere on the page stays on the screen, on a desktop and on a phone.
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`every clause preview on the 星靈王 rulebook stays on screen at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/zh-hant/xinglingwang/');
    const refs = page.locator('article .ref');
    const count = await refs.count();
    expect(count).toBeGreaterThan(50);
    const off: string[] = [];
    for (let i = 0; i < count; i++) {
      const ref = refs.nth(i);
      await ref.locator('a').hover();
      const box = (await ref.locator('.ref-preview').boundingBox())!;
      if (box.x < -0.5 || box.x + box.width > viewport.width + 0.5) off.push(`${await ref.locator('a').textContent()} at x=${Math.round(box.x)}`);
    }
    expect(off).toEqual([]);
  });
}

test('a heading clause previews its first sub-clause', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/');
  // 5-2 (攻擊) is a heading; its preview carries 5-2.1's text.
  const preview = page.locator('.ref-preview').filter({ has: page.locator('b', { hasText: /^5-2$/ }) }).first();
  await expect(preview).toContainText('5-2.1');
});
