import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { highlight } from './highlight';
import { highlightAhead, highlighted } from './highlight-ahead';

const FILES = ['wuxing/attack-into-shield.yaml', 'wuxing/recovery-is-optional.yaml'].map((f) => join(process.cwd(), 'content/rulings', f));

describe('highlighting ahead, in a worker', () => {
  it('gives each file the markup highlight gives it, and any other text on the spot', async () => {
    const text = (file: string) => readFileSync(file, 'utf8');
    highlightAhead(FILES, new URL('./highlight-worker.ts', import.meta.url));
    const ahead = (globalThis as unknown as Record<symbol, Promise<Map<string, string>>>)[Symbol.for('rules-reference.highlighted-ahead')];
    // The worker did the files (not the fallback).
    expect([...(await ahead).keys()]).toEqual(FILES.map(text));
    for (const file of FILES) expect(await highlighted(text(file))).toBe(highlight(text(file)));
    expect(await highlighted('a: 1\n')).toBe(highlight('a: 1\n'));
  }, 30_000);
});
