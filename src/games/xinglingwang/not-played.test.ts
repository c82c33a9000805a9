/** What each 星靈王 sandbox does not play: every flow of the game says it, about clauses that exist, in both languages, and the preparation's machine cites all of section 1. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../lib/content/load';
import { machineCitations } from '../../engine/citations';
import { FLOWS } from '../../engine/registry';

const rulebook = loadSite(join(process.cwd(), 'content')).games.find((g) => g.slug === 'xinglingwang')!.rulebooks['zh-hant'];
const flows = Object.values(FLOWS).filter((f) => f.game === 'xinglingwang');

describe.each(flows.map((f) => [f.id, f] as const))('%s says what it does not play', (_id, flow) => {
  it('has a list, each item about clauses of the rulebook, with words in both languages', () => {
    expect(flow.notPlayed?.length).toBeGreaterThan(0);
    for (const item of flow.notPlayed!) {
      expect(item.clauses.length).toBeGreaterThan(0);
      for (const id of item.clauses) expect(rulebook.clauses.has(id), id).toBe(true);
      expect(item.words['zh-hant']).toMatch(/[\u4e00-\u9fff]/);
      expect(item.words.ja).toMatch(/[\u3040-\u30ff]/);
      expect(`${item.words['zh-hant']}${item.words.ja}`, 'full-width punctuation in CJK text').not.toMatch(/[,;:()]/);
    }
  });
});

it('the preparation cites every clause of section 1 (api/games.json lists a flow’s clauses from its machine)', () => {
  const cited = new Set(machineCitations(FLOWS['xinglingwang.prepare'].machine).flatMap((c) => c.clauses ?? []));
  const section1 = [...rulebook.clauses.keys()].filter((id) => /^1-/.test(id));
  expect(section1.sort()).toEqual(['1-1', '1-2', '1-2.1', '1-2.2', '1-2.3', '1-2.4', '1-3', '1-4', '1-5']);
  for (const id of section1) expect(cited, id).toContain(id);
});
