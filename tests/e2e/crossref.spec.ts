import { expect, test } from './test';

test('a cross-reference previews the cited clause on keyboard focus, and links to it', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/#3-3');
  const clause = page.locator('[id="3-3"]');
  const ref = clause.getByRole('link', { name: '2-1.2', exact: true }).first();
  const preview = page.locator(`[id="${await ref.getAttribute('aria-describedby')}"]`);
  await expect(preview).toBeHidden();
  await ref.focus();
  await expect(preview).toBeVisible();
  // The preview shows the cited clause's own text, not the citing one's.
  await expect(preview).toContainText('2-1.2');
  await expect(preview).toContainText('生命');
  await ref.click();
  await expect(page).toHaveURL(/#2-1\.2$/);
  await expect(page.locator('[id="2-1.2"]')).toBeInViewport();
});

test('a cross-reference previews on hover too', async ({ page }) => {
  await page.goto('/ja/wuxing/#5-2.4e');
  const ref = page.locator('[id="5-2.4e"]').getByRole('link', { name: '2-7', exact: true });
  await ref.hover();
  await expect(page.locator(`[id="${await ref.getAttribute('aria-describedby')}"]`)).toBeVisible();
});

test('an editor’s note is shown and marked as the site’s reading', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/#3-3');
  const note = page.locator('[id="3-3"]').getByRole('note');
  await expect(note).toContainText('編者註');
  await expect(note).toContainText('本站解讀');
  await expect(note).toContainText('2-1.3');
});
