/**
 * Every flow's pages ship the sandbox core, the code its game's flows share and its own folder, under
 * 36 KB of gzip JavaScript (the developers' guide's ceiling for the heaviest sandbox page), and nothing from another flow's folder (src/games/<game>/<flow>/). The
 * flows come from the built API, the modules in each chunk from the build (.astro/client-chunks.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clientChunksFile } from '../../src/integrations/build-plugins';
import { readJson } from '../site/dist';
import { watchScripts } from './js-size';

const SANDBOX_PAGE_JS_BUDGET = 36 * 1024;
// The root build's list (the spec runs on dist/ only).
const chunks: Record<string, string[]> = JSON.parse(readFileSync(join(process.cwd(), clientChunksFile(undefined)), 'utf8'));
const games = (readJson('api/games.json') as { games: { slug: string; flows: { id: string; url: Record<string, string> }[] }[] }).games;
const rulings = (readJson('api/rulings.json') as { rulings: { flow: string; url: Record<string, string> }[] }).rulings;
const flows = games.flatMap((g) => g.flows);
const folderOf = (flow: string) => `src/games/${flow.replace('.', '/')}/`;

/** The project modules a page's scripts were built from. */
function modulesOf(urls: string[]): string[] {
  return urls.flatMap((url) => chunks[new URL(url).pathname.replace(/^\//, '')] ?? []);
}

async function measure(page: Page, path: string) {
  const scripts = watchScripts(page);
  await page.goto(path);
  await page.locator('.sandbox[data-live]').first().waitFor();
  const { bytes, detail } = await scripts.total();
  return { bytes, detail, modules: modulesOf(scripts.fetched.map((s) => s.url)) };
}

test('there is a flow of every game with a sandbox, and the chunk list covers the scripts', () => {
  expect(flows.map((f) => f.id)).toEqual(expect.arrayContaining(['wuxing.turn', 'xinglingwang.defense', 'xinglingwang.declare', 'xinglingwang.turn']));
  expect(Object.values(chunks).flat()).toEqual(expect.arrayContaining(flows.map((f) => `${folderOf(f.id)}island.tsx`)));
});

for (const flow of flows) {
  const ruling = rulings.find((r) => r.flow === flow.id);
  for (const path of [flow.url['zh-hant'], ...(ruling ? [ruling.url.ja] : [])]) {
    test(`${flow.id}: ${path} ships its own flow and no other, within 36 KB gzip`, async ({ page }) => {
      const { bytes, detail, modules } = await measure(page, path);
      expect(bytes, detail).toBeLessThanOrEqual(SANDBOX_PAGE_JS_BUDGET);
      expect(modules, detail).toContain(`${folderOf(flow.id)}island.tsx`);
      const others = flows.filter((f) => f.id !== flow.id).map((f) => folderOf(f.id));
      expect(modules.filter((m) => others.some((folder) => m.startsWith(folder)))).toEqual([]);
    });
  }
}
