/**
 * Axe for the end-to-end tests, at the cost of a page rather than of a browser (issue 29).
 * `@axe-core/playwright`'s analyze() evaluates axe-core's 600 KB source on every call, and by default
 * opens a second page to finish each run; on a busy 2-core machine that made a 67-node clause page
 * take 5–8 s. Here axe-core is loaded once per page by an init script (each navigation then runs the
 * copy the browser has compiled already), and AxeBuilder runs it in the page itself (legacy mode:
 * the site has no frames, which `axeViolations` checks) reporting violations only.
 *
 * Two depths: `full`, every rule; `light`, every rule but color-contrast, which measures every
 * text node's colours and is most of axe's time on a long page. The colours are the CSS of the
 * classes a page uses: the sweep checks contrast on one page of each kind (one set of classes) per
 * language and in dark mode, and the rest of the page's rules everywhere it looks.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// The axe-core that @axe-core/playwright itself depends on.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/** Loads axe-core into every document this page opens from now on. */
export const preloadAxe = (page: Page) => page.addInitScript({ content: AXE_SOURCE });

export type Depth = 'full' | 'light';
export const LIGHT_SKIPS = ['color-contrast'];

/** Axe's violations on the page as it is now, one line each: the page, the rule, up to three elements. */
export async function axeViolations(page: Page, depth: Depth = 'full'): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames: axe runs here in the page alone (tests/e2e/axe.ts); run it in every frame before trusting it.`);
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // AxeBuilder evaluates its source before every run: a no-op where the init script loaded it.
  const builder = new AxeBuilder({ page, axeSource: loaded ? 'void 0' : AXE_SOURCE }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (depth === 'light') builder.disableRules(LIGHT_SKIPS);
  const { violations } = await builder.analyze();
  const where = new URL(page.url()).pathname;
  return violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
