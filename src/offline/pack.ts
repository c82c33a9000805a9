/**
 * A pack: many files of a kept game in one, as src/cli/offline.mjs writes it and the worker
 * (sw.ts) reads it. Its bytes, before compression: the length of its table (4 bytes, little-endian),
 * the table (JSON: each file's built path, type and length, in order), then the files one after
 * another. The pack is compressed with Zstandard over a window of 16 MB, so that hundreds of pages
 * alike compress against one another, which gzip's 32 KB window (the server's compression, each
 * file by itself) does not do past the page before; the worker decompresses it with fzstd. Pure
 * functions, so that the build, the worker and the tests read a pack one way.
 */

/** One file in a pack: its path in the build (`ja/wuxing/index.html`), its type as served, its bytes. */
export interface PackedFile {
  path: string;
  type: string;
  bytes: Uint8Array;
}

/** The files, one after another behind their table (not compressed yet). */
export function packBytes(files: readonly PackedFile[]): Uint8Array {
  const table = new TextEncoder().encode(JSON.stringify(files.map((f) => [f.path, f.type, f.bytes.length])));
  const out = new Uint8Array(4 + table.length + files.reduce((sum, f) => sum + f.bytes.length, 0));
  new DataView(out.buffer).setUint32(0, table.length, true);
  out.set(table, 4);
  let at = 4 + table.length;
  for (const f of files) {
    out.set(f.bytes, at);
    at += f.bytes.length;
  }
  return out;
}

/** The files of a pack's bytes (decompressed), by path: views into `bytes`, nothing copied. */
export function unpackBytes(bytes: Uint8Array): Map<string, { type: string; bytes: Uint8Array }> {
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  const table = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as [string, string, number][];
  const files = new Map<string, { type: string; bytes: Uint8Array }>();
  let at = 4 + length;
  for (const [path, type, size] of table) {
    files.set(path, { type, bytes: bytes.subarray(at, at + size) });
    at += size;
  }
  if (at !== bytes.length) throw new Error(`pack: ${bytes.length - at} bytes past its table`);
  return files;
}

/** The type a packed file is served with, by its path (what the static host serves it as). */
export const typeOf = (path: string) =>
  path.endsWith('.html') ? 'text/html; charset=utf-8' : path.endsWith('.json') ? 'application/json' : 'application/octet-stream';

/**
 * The built paths a request's path (without the base) may be: `/ja/wuxing/` is `ja/wuxing/index.html`;
 * `/ja/wuxing` (no final slash) either a file or that folder's page.
 */
export const builtPaths = (pathname: string): string[] => {
  const path = pathname.replace(/^\/+/, '');
  return pathname.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
};
