/** 星靈王's not-played lists as the game's flows share them (every list's clauses, languages and type: src/engine/registry.test.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECLARE_NOT_PLAYED, DEFENSE_NOT_PLAYED, TURN_NOT_PLAYED } from './not-played';
import { machineCitations } from '../../engine/citations';
import { FLOWS } from '../../engine/registry';

const dir = new URL('../../../content/games/xinglingwang/zh-hant/', import.meta.url);
const ids = new Set(readdirSync(dir).flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/<Clause id="([^"]+)"/g)].map((m) => m[1])));

describe('星靈王: what the sandboxes do not play', () => {
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
