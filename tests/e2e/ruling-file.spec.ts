/** A judge starts a ruling from an existing one: its file is on its page, folded, and the copy button copies it exactly. */
import { readFileSync } from 'node:fs';
import { expect, test } from './test';

// A context of its own for each test (test.ts): it grants the clipboard.
test.use({ isolated: true });

test('the ruling’s file is folded by default, and copying it gives the file as it is in the project', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ja/rulings/fenglei/moon-herb-comes-too-late/');
  await page.locator('.sandbox[data-live]').first().waitFor();
  const block = page.locator('details.ruling-file');
  // Not in the page until the block is opened: it is loaded then.
  await expect(block.locator('.hl')).toHaveCount(0);
  await block.locator('summary').click();
  await expect(block.locator('.hl')).toBeVisible();
  await block.getByRole('button', { name: 'ファイルの内容をコピー' }).click();
  await expect(page.locator('#copy-status')).toHaveText('ファイルの内容をコピーしました');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd()).toBe(readFileSync('content/rulings/fenglei/moon-herb-comes-too-late.yaml', 'utf8').trimEnd());
  // Copying a file does not move the page to an anchor.
  expect(new URL(page.url()).hash).toBe('');
});
