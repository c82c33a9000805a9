/** Keeping a game for offline reading from its control, as a reader does (offline.spec.ts, practice.spec.ts). */
import { expect, type Page } from './test';

/** Keep the game of the page open (a page in Chinese or in Japanese) in the page's language from its control, and wait until it says the copy is ready. */
export async function keepGame(page: Page) {
  const control = page.locator('[data-offline]');
  if ((await page.locator('html').getAttribute('lang')) === 'ja') {
    await control.getByRole('button', { name: 'このゲームの日本語版をオフライン用に保存' }).click();
    await expect(control.getByRole('status')).toHaveText(/^このゲームの日本語版.*約 \d+\.\d MB/);
    await control.getByRole('button', { name: '保存する', exact: true }).click();
    await expect(control.getByRole('status')).toHaveText(/^日本語版をオフラインで読めます。.*に保存。$/, { timeout: 120_000 });
    await expect(control.getByRole('button', { name: 'オフライン用の保存を削除' })).toBeVisible();
    return;
  }
  await control.getByRole('button', { name: '保存這個遊戲的繁體中文版，供離線閱讀' }).click();
  await expect(control.getByRole('status')).toHaveText(/^將在這部裝置上保存這個遊戲的繁體中文版.*約 \d+\.\d MB/);
  await control.getByRole('button', { name: '保存', exact: true }).click();
  // Downloading says how far it is, then the copy is ready.
  await expect(control.getByRole('status')).toHaveText(/^繁體中文版可離線閱讀；保存於/, { timeout: 120_000 });
  await expect(control.getByRole('button', { name: '刪除離線保存的內容' })).toBeVisible();
}
