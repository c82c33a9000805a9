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
  security: {
    csp: {
      // Pagefind's search runs as WebAssembly, which needs 'wasm-unsafe-eval'.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
    },
  },
});
