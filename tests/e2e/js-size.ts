/** How much JavaScript a page ships, gzip: scripts it fetched plus its inline scripts. */
import { gzipSync } from 'node:zlib';
import type { Page } from './test';

export function watchScripts(page: Page) {
  const fetched: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script arriving as the test ends cannot be read any more; it was not part of the load measured.
    pending.push(response.body().then((body) => void fetched.push({ url: response.url(), gzip: gzipSync(body).length }), () => undefined));
  });
  return {
    fetched,
    /** Every script so far, inline ones included, in gzip bytes. */
    async total(): Promise<{ bytes: number; detail: string }> {
      await Promise.all(pending);
      const inline = await page.$$eval('script:not([src])', (scripts) => scripts.map((s) => s.textContent ?? '').filter((t) => t.trim()));
      const inlineBytes = inline.map((t) => gzipSync(Buffer.from(t)).length);
      const bytes = [...fetched.map((s) => s.gzip), ...inlineBytes].reduce((a, b) => a + b, 0);
      const detail = [...fetched.map((s) => `${s.gzip} ${s.url}`), ...inlineBytes.map((b) => `${b} (inline)`)].join('\n');
      return { bytes, detail };
    },
  };
}
