// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { contentCheck } from './src/integrations/content-check.ts';

export default defineConfig({
  // Directory pages (`/zh-hant/wuxing/`), which every static host serves.
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [contentCheck(), mdx(), preact()],
  // Chunks for the islands: one for the sandbox core and its libraries (every sandbox page needs
  // it), one per game for its flows' machines and views. Left to itself the bundler cuts a game's
  // shared modules into many small chunks, and each costs its own gzip overhead on the page.
  vite: {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Shared with every page's own script, which must not pull in the sandbox.
              { name: 'preload-helper', priority: 30, test: /preload-helper/ },
              { name: 'sandbox', priority: 20, test: /node_modules[\\/](xstate|preact)[\\/]|src[\\/](components[\\/]sandbox[\\/]Sandbox\.tsx|lib[\\/](sandbox|typeset|urls)|machines[\\/](state-path|log))/ },
              { name: 'xinglingwang', priority: 10, test: /src[\\/](machines[\\/]xinglingwang[\\/](?!schemas)|components[\\/]sandbox[\\/]Xinglingwang)/ },
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
