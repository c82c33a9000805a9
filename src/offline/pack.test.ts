import { zstdCompressSync } from 'node:zlib';
import { decompress } from 'fzstd';
import { describe, expect, it } from 'vitest';
import { builtPaths, packBytes, typeOf, unpackBytes } from './pack';

const text = (s: string) => new TextEncoder().encode(s);

describe('a pack', () => {
  const files = [
    { path: 'ja/wuxing/index.html', type: typeOf('ja/wuxing/index.html'), bytes: text('<h1>五行バトルカード</h1>') },
    { path: 'ja/wuxing/flows/wuxing.turn/chart.json', type: typeOf('ja/wuxing/flows/wuxing.turn/chart.json'), bytes: text('{"nodes":[]}') },
    { path: 'pagefind/wuxing/index/ja_1a.pf_index', type: typeOf('pagefind/wuxing/index/ja_1a.pf_index'), bytes: new Uint8Array([0, 255, 1, 254]) },
    { path: 'ja/wuxing/glossary/index.html', type: 'text/html; charset=utf-8', bytes: new Uint8Array() },
  ];

  it('gives back every file, its bytes and type, as the build compressed it and the worker decompresses it', () => {
    const unpacked = unpackBytes(decompress(zstdCompressSync(packBytes(files))));
    expect([...unpacked.keys()]).toEqual(files.map((f) => f.path));
    for (const f of files) {
      expect(unpacked.get(f.path)!.type).toBe(f.type);
      expect([...unpacked.get(f.path)!.bytes]).toEqual([...f.bytes]);
    }
  });

  it('serves a page as HTML, a JSON file as JSON, a search file as bytes', () => {
    expect(files.map((f) => f.type)).toEqual(['text/html; charset=utf-8', 'application/json', 'application/octet-stream', 'text/html; charset=utf-8']);
  });

  it('refuses bytes that are not a whole pack', () => {
    const bytes = packBytes(files);
    expect(() => unpackBytes(bytes.subarray(0, bytes.length - 1))).toThrow();
  });

  it('finds a request’s file by its path in the build: a folder’s page, or a file', () => {
    expect(builtPaths('/ja/wuxing/')).toEqual(['ja/wuxing/index.html']);
    expect(builtPaths('/ja/wuxing')).toEqual(['ja/wuxing', 'ja/wuxing/index.html']);
    expect(builtPaths('/ja/wuxing/flows/wuxing.turn/chart.json')[0]).toBe('ja/wuxing/flows/wuxing.turn/chart.json');
  });
});
