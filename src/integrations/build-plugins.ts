/** Vite plugins for the site's build: lighter browser code, and a list of what each browser chunk holds. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Vite wraps every dynamic import in a helper (about 0.9 KB gzip, on every page) that preloads the
 * imported chunk's CSS and imports. This site's CSS is one stylesheet in every page's head and its
 * dynamic chunks are small, so the plain import does: a flow's or search's chunk then fetches its own
 * imports when it arrives. Tested end to end by every sandbox and search test.
 */
export function noPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'no-preload-helper',
    enforce: 'pre' as const,
    apply: 'build' as const,
    resolveId: (source: string) => (source === id ? id : null),
    load: (source: string) => (source === id ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/**
 * Drops the dependency lists Vite still writes beside every dynamic import (`__vite__mapDeps`):
 * with the preload helper a no-op (noPreloadHelper) nothing reads them, and the sandbox core would
 * carry a list entry, with its hashed file names, for every flow of every game.
 */
export function noPreloadLists(): Plugin {
  const declaration = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[[^\]]*\]\)\)\)=>i\.map\(i=>d\[i\]\);\n?/;
  return {
    name: 'no-preload-lists',
    apply: 'build',
    // The lists are written into the chunks after generateBundle, so they come out of the written files.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !options.dir) continue;
        const file = join(options.dir, chunk.fileName);
        const code = readFileSync(file, 'utf8');
        if (!code.includes('__vite__mapDeps')) continue;
        const lean = code.replace(declaration, '').replace(/,__vite__mapDeps\(\[[\d,]*\]\)/g, '');
        if (lean.includes('__vite__mapDeps')) this.error(`${chunk.fileName}: a preload list in a form this plugin does not know; update noPreloadLists.`);
        writeFileSync(file, lean);
      }
    },
  };
}

/**
 * XState's devtools hook (xstate-dev.esm.js: `devToolsAdapter`, used only when an actor is created
 * with `devTools`, which the site never does) as a no-op in the browser build: about 0.1 KB gzip off
 * every sandbox page. The server, the tests and the ruling command keep XState as it ships.
 */
export function noXstateDevtools(): Plugin {
  const id = '\0xstate-dev-off';
  return {
    name: 'no-xstate-devtools',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source: string, importer?: string) => (/[\\/]xstate-dev\.esm\.js$/.test(source) && /node_modules[\\/]xstate[\\/]/.test(importer ?? '') ? id : null),
    load: (source: string) => (source === id ? 'export const devToolsAdapter = () => {};' : null),
  };
}

/**
 * Lists the modules in each browser chunk (.astro/client-chunks.json; a build into another folder,
 * OUT_DIR, writes its own), so the budget test can prove
 * that a flow's page loads no other flow's code.
 */
export function clientChunkList(): Plugin {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return {
    name: 'client-chunk-list',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(
        Object.values(bundle)
          .filter((chunk) => chunk.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => relative(root, id).split(sep).join('/'))]),
      );
      mkdirSync(join(root, '.astro'), { recursive: true });
      writeFileSync(join(root, clientChunksFile()), JSON.stringify(chunks, null, 1));
    },
  };
}

/** Where clientChunkList writes the chunks of a build: one file per output folder, so the build
 * under a base path (OUT_DIR=dist-base) leaves the root build's list as it was. */
export const clientChunksFile = (outDir = process.env.OUT_DIR) => (outDir ? `.astro/client-chunks.${outDir.replace(/[^\w.-]+/g, '_')}.json` : '.astro/client-chunks.json');
