/**
 * A judge plays a line in a sandbox and saves it as a ruling: the file downloaded (and the one
 * copied) replays with the ruling command, exit 0, to the expectation the sandbox wrote into it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './test';
import { parse } from 'yaml';

// A context of its own for each test (test.ts): it grants the clipboard and downloads files.
test.use({ isolated: true });

const sandbox = (page: Page) => page.locator('.sandbox[data-live]').first();

/** Takes the first choice the machine allows, `n` times (a choice the rules forbid is aria-disabled). */
async function play(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const step = Number(await sandbox(page).getAttribute('data-step'));
    await sandbox(page).locator('.sandbox-choices button:not([disabled]):not([aria-disabled="true"])').first().click();
    await expect(sandbox(page)).toHaveAttribute('data-step', new RegExp(`^(?!${step}$)`));
  }
}

/** Runs the ruling command on a file, as a writer would. */
const replay = (file: string, locale: string) => spawnSync(process.execPath, ['src/cli/ruling.mjs', file, '--locale', locale], { encoding: 'utf8', timeout: 120_000 });

for (const { path, locale, warning } of [
  { path: '/zh-hant/wuxing/flows/wuxing.turn/', locale: 'zh-hant', warning: '不是裁定' },
  { path: '/ja/mage-wars/flows/mage-wars.round/', locale: 'ja', warning: '裁定ではない' },
]) {
  test(`${path}: a line played, saved as a ruling, replays with the ruling command`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await play(page, 3);
    const steps = Number(await sandbox(page).getAttribute('data-step'));
    const draft = sandbox(page).locator('details.ruling-draft');
    await draft.locator('summary').first().click();
    // The file itself is for the editors, folded under what it is and what to do with it.
    await draft.locator('.ruling-draft-file > summary').click();
    const text = draft.locator('.ruling-draft-text');
    await expect(text).toBeVisible();
    // The reader is told the expectation is the sandbox's, to be checked against the rules.
    await expect(draft.locator('.ruling-draft-warning')).toContainText(warning);
    const [download] = await Promise.all([page.waitForEvent('download'), draft.locator('a.ruling-draft-download').click()]);
    const dir = mkdtempSync(join(tmpdir(), 'ruling-draft-'));
    try {
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const saved = readFileSync(file, 'utf8');
      expect(saved).toBe(await text.textContent());
      const ruling = parse(saved);
      expect(`${ruling.id}.yaml`).toBe(download.suggestedFilename());
      expect(ruling.steps).toHaveLength(steps);
      expect(Object.keys(ruling.expect).length).toBeGreaterThan(0);
      expect(saved).toMatch(locale === 'ja' ? /^# サンドボックスから/ : /^# 由沙盒匯出/);
      // The command speaks the page's language: the verdict, and what is still to write.
      const result = replay(file, locale);
      expect(result.stdout).toMatch(locale === 'ja' ? /^成り立つ：/m : /^成立：/m);
      expect(result.stderr).toContain(locale === 'ja' ? 'この裁定例をコミットする前に書くもの' : '提交這則裁定範例之前還要寫');
      expect(result.status, result.stdout + result.stderr).toBe(0);
      // The copy gives the same file.
      await draft.getByRole('button', { name: locale === 'ja' ? 'ファイルの内容をコピー' : '複製檔案內容' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(saved);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('the draft follows the step shown: stepping back drafts the shorter line', async ({ page }) => {
  await page.goto('/zh-hant/wuxing/flows/wuxing.turn/');
  await play(page, 2);
  const draft = sandbox(page).locator('details.ruling-draft');
  await draft.locator('summary').first().click();
  await draft.locator('.ruling-draft-file > summary').click();
  const text = draft.locator('.ruling-draft-text');
  await expect(text).toBeVisible();
  const before = parse((await text.textContent())!);
  await sandbox(page).getByRole('button', { name: '上一步' }).click();
  await expect.poll(async () => parse((await text.textContent())!).steps.length).toBe(before.steps.length - 1);
});
