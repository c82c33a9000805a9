import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECLARE_NOT_PLAYED, DEFENSE_NOT_PLAYED, PREPARE_NOT_PLAYED, TURN_NOT_PLAYED } from './not-played';
import { machineCitations } from '../../engine/citations';
import { FLOWS } from '../../engine/registry';

const dir = new URL('../../../content/games/xinglingwang/zh-hant/', import.meta.url);
const ids = new Set(readdirSync(dir).flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/<Clause id="([^"]+)"/g)].map((m) => m[1])));

describe('星靈王: what the sandboxes do not play', () => {
  for (const [flow, list] of Object.entries({ defense: DEFENSE_NOT_PLAYED, declare: DECLARE_NOT_PLAYED, turn: TURN_NOT_PLAYED, prepare: PREPARE_NOT_PLAYED })) {
    it(`${flow}: each item cites clauses of the rulebook and says it in both languages, once`, () => {
      for (const item of list) {
        expect(item.clauses.length).toBeGreaterThan(0);
        for (const id of item.clauses) expect(ids, id).toContain(id);
        expect(item.words['zh-hant']).toMatch(/[\u4e00-\u9fff]/);
        expect(item.words.ja).toMatch(/[\u3040-\u30ff]/);
        // zh-hant separates digits from Han with a space; neither locale uses ASCII , ; : ( ) against CJK.
        expect(item.words['zh-hant']).not.toMatch(/[\u4e00-\u9fff]\d|\d[\u4e00-\u9fff]|[,;:()]/);
        expect(item.words.ja).not.toMatch(/[,;:()]/);
      }
      expect(new Set(list).size).toBe(list.length);
    });
  }
  it('the turn plays the 防守階段 and the 進攻宣言: it says what they leave out too', () => {
    for (const item of [...DEFENSE_NOT_PLAYED, ...DECLARE_NOT_PLAYED]) expect(TURN_NOT_PLAYED).toContain(item);
  });
});

it('the preparation cites every clause of section 1 (api/games.json lists a flow’s clauses from its machine)', () => {
  const cited = new Set(machineCitations(FLOWS['xinglingwang.prepare'].machine).flatMap((c) => c.clauses ?? []));
  const section1 = [...ids].filter((id) => /^1-/.test(id));
  expect(section1.sort()).toEqual(['1-1', '1-2', '1-2.1', '1-2.2', '1-2.3', '1-2.4', '1-3', '1-4', '1-5']);
  for (const id of section1) expect(cited, id).toContain(id);
});
