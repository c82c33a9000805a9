/** Every flow's machine: each state and transition cites clauses, and each cited clause exists in its game. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../lib/content/load';
import { machineCitations } from './citations';
import { FLOWS } from './registry';

const site = loadSite(join(process.cwd(), 'content'));

describe.each(Object.values(FLOWS).map((f) => [f.id, f] as const))('%s cites the rulebook', (_id, flow) => {
  const rulebook = site.games.find((g) => g.slug === flow.game)!.rulebooks['zh-hant'];
  const citations = machineCitations(flow.machine);

  it('has states and transitions to check', () => expect(citations.length).toBeGreaterThanOrEqual(3));
  it('every state and transition names its clauses', () => {
    expect(citations.filter((c) => !c.clauses?.length).map((c) => c.where)).toEqual([]);
  });
  it(`every cited clause exists in ${flow.game}`, () => {
    const missing = citations.flatMap((c) => (c.clauses ?? []).filter((id) => !rulebook.clauses.has(id)).map((id) => `${c.where} cites ${id}`));
    expect(missing).toEqual([]);
  });
});

/** What a sandbox does not play (flow.ts `notPlayed`), checked here once for every flow of every game. */
describe.each(Object.values(FLOWS).map((f) => [f.id, f] as const))('%s says what its sandbox does not play', (_id, flow) => {
  const game = site.games.find((g) => g.slug === flow.game)!;
  const items = flow.notPlayed;

  it('has a list of what it does not play (flow.ts notPlayed)', () => expect(items.length).toBeGreaterThan(0));
  it('each item names clauses of its game and says it in every language, in that language’s type', () => {
    const wrong = items.flatMap((item, i) => [
      ...(item.clauses.length ? [] : [`item ${i + 1} names no clause`]),
      ...(['zh-hant', 'ja'] as const).flatMap((l) => item.clauses.filter((id) => !game.rulebooks[l].clauses.has(id)).map((id) => `item ${i + 1} names ${id}, not a clause of ${flow.game} in ${l}`)),
      ...(['zh-hant', 'ja'] as const).filter((l) => !item.words[l]?.trim()).map((l) => `item ${i + 1} has no ${l} words`),
      ...(/\p{sc=Han}/u.test(item.words['zh-hant']) ? [] : [`item ${i + 1}: the zh-hant words are not Chinese`]),
      ...(/\p{sc=Hiragana}|\p{sc=Katakana}/u.test(item.words.ja) ? [] : [`item ${i + 1}: the ja words are not Japanese`]),
      // Full-width ，；：（） in CJK text; zh-hant spaces a digit from Han (ja does not).
      ...(['zh-hant', 'ja'] as const).filter((l) => /[,;:()]/.test(item.words[l])).map((l) => `item ${i + 1}: ASCII punctuation in the ${l} words`),
      ...(/\p{sc=Han}\d|\d\p{sc=Han}/u.test(item.words['zh-hant']) ? [`item ${i + 1}: a digit against Han in the zh-hant words`] : []),
      ...(items.findIndex((other) => other.words['zh-hant'] === item.words['zh-hant']) !== i ? [`item ${i + 1} says again what an earlier item says`] : []),
    ]);
    expect(wrong).toEqual([]);
  });
});

describe('the citation check', () => {
  it('sees a transition without clauses', async () => {
    const { setup } = await import('xstate');
    const bare = setup({}).createMachine({ id: 'bare', initial: 'a', meta: { clauses: ['1'] }, states: { a: { meta: { clauses: ['1'] }, on: { go: 'b' } }, b: {} } });
    const uncited = machineCitations(bare).filter((c) => !c.clauses?.length).map((c) => c.where);
    expect(uncited).toEqual(['bare.a on go', 'bare.b']);
  });
});
