/**
 * Every flow's pages ship the sandbox core, the code its game's flows share and its own folder, under
 * 45 KB of gzip JavaScript (the developers' guide's ceiling for the heaviest sandbox page), and nothing from another flow's folder (src/games/<game>/<flow>/). The
 * flows come from the built API, the modules in each chunk from the build (.astro/client-chunks.json).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './test';
import { clientChunksFile } from '../../src/integrations/build-plugins';
import { readJson } from '../site/dist';
import { watchScripts } from './js-size';

// A context of its own for each test (test.ts): it counts the scripts a first visit fetches.
test.use({ isolated: true });

/**
 * The developers' guide's ceiling is 36 KB. Issue 27 passed it on two pages: 星靈王's turn (38.6 KB,
 * the section 15 keywords its machines now play) and 風雷's game (38.0 KB, deck checks, returns from
 * the graveyard and passive payments). Issue 30 (item 5) brought them back under by design: the
 * sandboxes started by the site rather than Astro's inline island runtime (1.7 KB), the machines built
 * without XState's action creators (machine-setup.ts, 0.85 KB), a ruling's file block's script loaded
 * when the block is opened, and the statechart's fitting and marking moved out of the sandbox core
 * into the chart's own script, loaded as the chart nears the screen (src/scripts/statechart.ts).
 * 星靈王's turn is at 35.8 KB, its own code 12.3 KB (the turn, the 防守階段 and 進攻宣言 machines
 * it runs, and the game's board). The guide has since raised the ceiling to 45 KB for the mechanics
 * (issues 42 and 43: magic cards, combining, zones, lasting effects); on 2026-12-07 (issues 39 and 40:
 * refusals that name their notes, checked history entries and files, the position's size in a link)
 * 星靈王's turn is at 36.2 KB.
 *
 * Issue 42 (星靈王's magic cards, effects, 合體) says: "if a new part needs more, load it when a
 * position first uses it rather than on every page". So a game's parts (src/engine/parts.ts: each
 * `definePart` in src/games/<game>/parts.ts, a chunk of its own loaded only for a position whose
 * setup uses it) are counted apart: the page without them within the ceiling, each part within
 * PART_JS_BUDGET. On 2026-12-07 星靈王's turn page is at 44.6 KB, its parts 3.4 (card effects),
 * 1.4 (合體) and 0.8 KB (掩護 and 衰退). With effects in the 防守階段 and 進攻宣言 and timed effects
 * in the turn (issue 42) it reached 47.4 KB; on 2026-12-08 it is at 42.2 KB: the 防守階段's and
 * 進攻宣言's machines became parts of the turn, loaded for a position with a unit attacking or once a
 * line chooses 進攻宣言 (a turn where nobody attacks skips the 防守階段, 11-5, and logs it itself), and
 * the checks of data from outside left the sandbox core for what reads such data (link-checks.ts).
 * A flow's own machine is never counted as a part of its own page.
 */
const SANDBOX_PAGE_JS_BUDGET = 45 * 1024;
const PART_JS_BUDGET = 5 * 1024;
/** The modules each game's parts load (`definePart(id, () => import('./…'))`), as project paths. */
const partModules = readdirSync(join(process.cwd(), 'src/games')).flatMap((game) => {
  const file = join(process.cwd(), 'src/games', game, 'parts.ts');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/definePart\([^,]+,\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)\)/g)].map((m) => `src/games/${game}/${m[1]}.ts`);
});
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

/** The other flows' machines a flow's own machine imports (`../<flow>/machine`), as module paths. */
function childMachines(flow: string): string[] {
  const folder = folderOf(flow);
  const source = readFileSync(join(process.cwd(), folder, 'machine.ts'), 'utf8');
  return [...source.matchAll(/from '\.\.\/([a-z0-9-]+)\/machine'/g)].map((m) => `${folder.replace(/[^/]+\/$/, '')}${m[1]}/machine.ts`);
}

async function measure(page: Page, path: string, flow?: string) {
  const scripts = watchScripts(page);
  await page.goto(path);
  await page.locator('.sandbox[data-live]').first().waitFor();
  const { bytes, detail } = await scripts.total();
  // The parts this position loaded: scripts whose chunk holds a part's module. A flow's own machine is
  // never a part of its own page (the 進攻宣言's machine is a part of the turn's, and its own page's core).
  const own = (m: string) => !!flow && m === `${folderOf(flow)}machine.ts`;
  const parts = scripts.fetched.filter((s) => modulesOf([s.url]).some((m) => partModules.includes(m) && !own(m)));
  const partBytes = parts.reduce((sum, s) => sum + s.gzip, 0);
  return { bytes: bytes - partBytes, parts, detail, modules: modulesOf(scripts.fetched.map((s) => s.url)) };
}

test("星靈王's parts are found, and a position that uses them loads each within its own ceiling", async ({ page }) => {
  expect(partModules).toEqual(expect.arrayContaining(['src/games/xinglingwang/turn/uses.ts', 'src/games/xinglingwang/combine.ts']));
  const { bytes, parts, detail } = await measure(page, '/ja/rulings/xinglingwang/attached-magic-leaves-with-unit/');
  expect(parts.length, detail).toBeGreaterThan(0);
  expect(bytes, detail).toBeLessThanOrEqual(SANDBOX_PAGE_JS_BUDGET);
  for (const part of parts) expect(part.gzip, part.url).toBeLessThanOrEqual(PART_JS_BUDGET);
});

test('there is a flow of every game with a sandbox, and the chunk list covers the scripts', () => {
  expect(flows.map((f) => f.id)).toEqual(expect.arrayContaining(['wuxing.turn', 'xinglingwang.defense', 'xinglingwang.declare', 'xinglingwang.turn']));
  expect(Object.values(chunks).flat()).toEqual(expect.arrayContaining(flows.map((f) => `${folderOf(f.id)}island.tsx`)));
});

for (const flow of flows) {
  const ruling = rulings.find((r) => r.flow === flow.id);
  for (const path of [flow.url['zh-hant'], ...(ruling ? [ruling.url.ja] : [])]) {
    test(`${flow.id}: ${path} ships its own flow and no other, within ${SANDBOX_PAGE_JS_BUDGET / 1024} KB gzip`, async ({ page }) => {
      const { bytes, detail, modules } = await measure(page, path, flow.id);
      expect(bytes, detail).toBeLessThanOrEqual(SANDBOX_PAGE_JS_BUDGET);
      expect(modules, detail).toContain(`${folderOf(flow.id)}island.tsx`);
      // Another flow's machine only where this flow's machine runs it as a child (星靈王's turn runs
      // the 防守階段 and 進攻宣言 machines, each in its own flow's folder).
      const children = childMachines(flow.id);
      const others = flows.filter((f) => f.id !== flow.id).map((f) => folderOf(f.id));
      expect(modules.filter((m) => others.some((folder) => m.startsWith(folder)) && !children.includes(m))).toEqual([]);
      // Nor any other game's code (a module shared by two games' flows once pulled a whole game's chunk in).
      const game = flow.id.split('.')[0];
      expect(modules.filter((m) => m.startsWith('src/games/') && !m.startsWith(`src/games/${game}/`))).toEqual([]);
    });
  }
}
