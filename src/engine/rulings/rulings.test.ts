/** Every ruling in content/rulings is replayed; a disagreement shows the transcript and the difference. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../lib/content/load';
import { loadRulings } from './load';
import { replayRuling } from './replay';
import { transcript } from './transcript';

const content = join(process.cwd(), 'content');
const rulings = loadRulings(content, loadSite(content));

describe('every ruling replays to its expected outcome', () => {
  it('there are rulings to replay', () => expect(rulings.length).toBeGreaterThan(0));
  for (const loaded of rulings) {
    it(`${loaded.file}`, () => {
      expect(loaded.replay.ok, transcript(loaded, loaded.replay, 'zh-hant')).toBe(true);
    });
  }
});

describe('every ruling reads in both languages', () => {
  for (const loaded of rulings) {
    it(`${loaded.file} (ja)`, () => {
      const text = transcript(loaded, loaded.replay, 'ja');
      expect(text).not.toMatch(/undefined|\{\w+/);
    });
  }
});

describe('an expectation compares values, not the order its keys are written in', () => {
  // A ruling expecting an object with several keys (a game's result, say).
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 1;
  const ruling = rulings.find((r) => Object.values(r.ruling.expect).some(isObject))!;
  const [key, value] = Object.entries(ruling.ruling.expect).find(([, v]) => isObject(v)) as [string, Record<string, unknown>];
  it('holds with the keys in any order', () => {
    const reordered = { ...ruling, ruling: { ...ruling.ruling, expect: { [key]: Object.fromEntries(Object.entries(value).reverse()) } } };
    expect(replayRuling(reordered).ok).toBe(true);
  });
  it('fails on a different value', () => {
    const [first] = Object.keys(value);
    const wrong = { ...ruling, ruling: { ...ruling.ruling, expect: { [key]: { ...value, [first]: 'something else' } } } };
    expect(replayRuling(wrong).differences).toHaveLength(1);
  });
});
