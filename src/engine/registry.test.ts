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

describe.each(Object.values(FLOWS).map((f) => [f.id, f] as const))('%s says what its sandbox does not play', (_id, flow) => {
  const game = site.games.find((g) => g.slug === flow.game)!;
  const items = flow.notPlayed;

  it('has a list of what it does not play (flow.ts notPlayed)', () => expect(items.length).toBeGreaterThan(0));
  it('each item names clauses of its game and says it in every language', () => {
    const wrong = items.flatMap((item, i) => [
      ...(item.clauses.length ? [] : [`item ${i + 1} names no clause`]),
      ...item.clauses.filter((id) => !game.rulebooks['zh-hant'].clauses.has(id)).map((id) => `item ${i + 1} names ${id}, not a clause of ${flow.game}`),
      ...(['zh-hant', 'ja'] as const).filter((l) => !item.words[l]?.trim()).map((l) => `item ${i + 1} has no ${l} words`),
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
