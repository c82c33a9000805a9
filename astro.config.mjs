// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { contentCheck } from './src/integrations/content-check.ts';
import { clientChunkList, noPreloadHelper, noPreloadLists, noXstateDevtools } from './src/integrations/build-plugins.ts';
import { overwriteOutDir } from './src/integrations/overwrite-out-dir.ts';
import { siteAndBase } from './src/lib/site-url.mjs';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES } from './src/lib/i18n/locales.ts';

// The host and path the site is served under (README, "Deploying"): one environment variable.
const { site, base } = siteAndBase(process.env.SITE_URL || undefined);
/** The site's home page, absolute: every address in the sitemap starts with it. */
const home = new URL(base, site).href;
/** The offline page (`ja/offline/`, after the home address), which the offline worker serves in
 * place of a page not stored: not in the sitemap. (Short links are no pages: src/lib/short-links.ts.) */
const offlinePage = new RegExp(`^(?:${LOCALES.join('|')})/offline/$`);

/**
 * The sitemap (sitemap-index.xml): every HTML page but the offline page and the 404 page (which the
 * integration leaves out itself), each with the same page in the other language (hreflang, by the
 * locale folder), as the pages' own <link rel="alternate"> name them (src/layouts/Base.astro): the
 * zh-hant page for any other language (x-default), and the landing page for the locales' homes.
 */
const sitemapOptions = {
  filter: (/** @type {string} */ url) => url.endsWith('/') && !offlinePage.test(url.slice(home.length)),
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: Object.fromEntries(LOCALES.map((l) => [l, HTML_LANG[l]])) },
  serialize: (/** @type {import('@astrojs/sitemap').SitemapItem} */ item) => {
    if (!item.links) return item;
    // The landing page falls in the locales' homes' group (all are `/` to the integration): it is their x-default.
    const links = item.links.filter((l) => l.url !== home);
    const xDefault = item.links.length > links.length ? home : links.find((l) => l.lang === HTML_LANG[DEFAULT_LOCALE])?.url;
    return { ...item, links: xDefault ? [...links, { url: xDefault, lang: 'x-default' }] : links };
  },
};

/**
 * Whether a module is imported, directly or through others, by a flow's island (src/games/<game>/<flow>/island.tsx).
 * @param {string} id
 * @param {{ getModuleInfo: (id: string) => { importers: readonly string[] } | null }} ctx
 * @param {Set<string>} seen
 * @returns {boolean}
 */
function islandNeeds(id, ctx, seen = new Set()) {
  if (/src[\\/]games[\\/][^\\/]+[\\/][^\\/]+[\\/]island\.tsx$/.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => islandNeeds(importer, ctx, seen));
}

export default defineConfig({
  site,
  base,
  // A second build (under a base path, for the tests) may go to another folder.
  ...(process.env.OUT_DIR ? { outDir: process.env.OUT_DIR } : {}),
  // Directory pages (`/zh-hant/wuxing/`), which every static host serves.
  trailingSlash: 'ignore',
  // Four pages rendered at once: while one page's file is written, others render (a build's page
  // step 8.5 → 7.5 s on the bench's 2-core machine, issue 30); the pages are the same bytes.
  build: { format: 'directory', concurrency: 4 },
  // Preact's JSX is compiled by Vite's own transform (oxc, `vite.oxc` below). No Preact integration:
  // the site renders its Preact components itself (preact-render-to-string: SandboxIsland.astro,
  // InitialPosition.astro) and starts its sandboxes itself (src/engine/island/start.ts), so Astro has
  // no renderer, no islands, and puts no hashes of its island scripts in every page's CSP (issue 30);
  // an integration that renders nothing goes (issue 40).
  // overwriteOutDir() last: once every other integration has written its files, it removes those this build did not write.
  integrations: [contentCheck(), mdx(), sitemap(sitemapOptions), overwriteOutDir()],
  // The rules' text has no code blocks; code the site shows (a ruling's file, the API's and the format
  // page's examples) is highlighted by Shiki in src/lib/highlight.ts, with classes instead of Shiki's
  // inline styles, which would break the CSP.
  markdown: { syntaxHighlight: false },
  // Chunks for the island: one for the sandbox core and its libraries (every sandbox page needs
  // it, whatever the game), one per game for the code its flows share, and one per flow for its own
  // folder (src/games/<game>/<flow>/island.tsx, loaded by src/engine/island/flow-clients.ts). Nothing
  // here names a game.
  vite: {
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    // The dev server's dependency scan compiles JSX on its own: as Preact's there too (it looked for
    // react/jsx-dev-runtime, and skipped pre-bundling with an error).
    optimizeDeps: { rolldownOptions: { transform: { jsx: { runtime: 'automatic', importSource: 'preact' } } } },
    plugins: [noPreloadHelper(), noPreloadLists(), noXstateDevtools(), clientChunkList()],
    build: {
      // The build writes over its last output and removes the rest (src/integrations/overwrite-out-dir.ts).
      emptyOutDir: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Shared with every page's own script, which must not pull in the sandbox.
              { name: 'preload-helper', priority: 30, test: /preload-helper/ },
              // Short links' rules (the 404 page's script and the sandbox's URLs both use them): their
              // own small chunk, or the sandbox chunk takes them in and the 404 page loads the sandbox.
              { name: 'short-links', priority: 25, test: /src[\\/]lib[\\/](short-links|i18n[\\/]locales)\./ },
              // The choices' list with its refusals, and the disputed-reading notice (views of several
              // games use them, 星靈王's not): their own chunk, so no game's chunk takes them in and
              // makes another game's page load that game's code, and pages that need neither skip it.
              { name: 'choice', priority: 15, test: /src[\\/]engine[\\/]island[\\/](choice|Disputed)\./ },
              // Seeded shuffles and dice (src/engine/random.ts), used by flows of several games: their own
              // chunk, or the first game's chunk takes them in and another game's page loads that game.
              { name: 'random', priority: 15, test: /src[\\/]engine[\\/]random\./ },
              // A game's code shared by its flows (the files at the top of src/games/<game>/, schemas
              // apart): one chunk per game. Apart, the turn of 星靈王 (which runs the 防守階段 and
              // 進攻宣言 machines) would load six small chunks, each costing its own gzip overhead.
              // Only what a flow's island needs: what only a form or a saved ruling draft loads stays
              // out of the chunk every page of the game loads.
              { name: (id, ctx) => (islandNeeds(id, ctx) && /src[\\/]games[\\/]([^\\/]+)[\\/](?!schemas\.)[^\\/]+$/.exec(id)?.[1]) || null, priority: 10 },
              { name: 'sandbox', priority: 20, test: /node_modules[\\/](xstate|preact)[\\/]|src[\\/](engine[\\/](machine-setup|island[\\/](?!start\.|SandboxIsland\.astro|load-schemas|load-form|form-fields\.|choice\.|Disputed\.|check-input|explain\.|SetupEditor\.|RulingDraft\.)|run|share\.|input|words|state-path|log|flow)|lib[\\/](typeset|urls))/ },
            ],
          },
        },
      },
    },
  },
  security: {
    csp: {
      // Pagefind's search runs as WebAssembly, which needs 'wasm-unsafe-eval'.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
    },
  },
});
