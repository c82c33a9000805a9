/**
 * The sandboxes play the whole game a judge asks about (issue 27): every game's preparation section
 * is cited, clause by clause, by one of its flows; the mechanics judges asked about are cited; and
 * every flow says, on its page, on the coverage page and in the export, what it does not play.
 */
import { describe, expect, it } from 'vitest';
import { fileFor, read, served } from './dist';

type FlowRecord = { id: string; clauses: string[]; url: Record<string, string>; notPlayed: { clauses: string[]; text: Record<string, string> }[] };
type GameRecord = { slug: string; flows: FlowRecord[] };
const games: GameRecord[] = JSON.parse(read(fileFor('/api/games.json')!)).games;
const clauses = (game: string): { id: string }[] => JSON.parse(read(fileFor(`/api/zh-hant/${game}/clauses.json`)!));
const flowsOf = (slug: string) => games.find((g) => g.slug === slug)!.flows;

/** Each game's preparation: the section of its rulebook that says how a game is set up. */
const PREPARATION: Record<string, string[]> = { wuxing: ['3'], xinglingwang: ['1'], 'masters-and-pieces': ['2'], 'mage-wars': ['1'], fenglei: ['2'] };

describe('preparation as a flow', () => {
  for (const [game, sections] of Object.entries(PREPARATION)) {
    it(`${game}: one flow cites every clause of section ${sections.join(', ')}`, () => {
      const wanted = clauses(game).map((c) => c.id).filter((id) => sections.includes(id.split('-')[0]) && id.includes('-'));
      expect(wanted.length).toBeGreaterThan(2);
      const best = flowsOf(game).map((f) => ({ id: f.id, missing: wanted.filter((id) => !f.clauses.includes(id)) })).sort((a, b) => a.missing.length - b.missing.length)[0];
      expect(best.missing, `closest flow: ${best.id}`).toEqual([]);
    });
  }
});

describe('the mechanics judges asked about', () => {
  for (const [game, id] of [['fenglei', '9-8'], ['mage-wars', '9-3.8'], ['mage-wars', '8-6.2'], ['mage-wars', '4-4']] as const) {
    it(`${game} ${id} is cited by a flow`, () => {
      expect(flowsOf(game).filter((f) => f.clauses.includes(id)).map((f) => f.id)).not.toEqual([]);
    });
  }
});

describe('what a sandbox does not play', () => {
  const all = games.flatMap((g) => g.flows.map((f) => ({ game: g.slug, flow: f })));
  it('every flow of every game has a list in the export, each item with clauses and words in both languages', () => {
    expect(all.filter(({ flow }) => !flow.notPlayed?.length).map(({ flow }) => flow.id)).toEqual([]);
    for (const { flow } of all) for (const item of flow.notPlayed) expect(item.clauses.length > 0 && !!item.text['zh-hant'] && !!item.text.ja, flow.id).toBe(true);
  });
  for (const locale of ['zh-hant', 'ja'] as const) {
    it(`${locale}: each flow's page lists them with links to their clauses, and the coverage page repeats each`, () => {
      for (const { game, flow } of all) {
        const page = read(fileFor(flow.url[locale])!);
        const box = /<details class="not-played"[^>]*>([\s\S]*?)<\/details>/.exec(page)?.[1] ?? '';
        expect(box.match(/<li>/g)?.length, flow.id).toBe(flow.notPlayed.length);
        for (const item of flow.notPlayed) for (const id of item.clauses) expect(box, `${flow.id} ${id}`).toContain(`href="${served(`/${locale}/${game}/#${id}`)}"`);
        const coverage = read(fileFor(`/${locale}/${game}/coverage/`)!);
        for (const item of flow.notPlayed) expect(coverage, flow.id).toContain(item.text[locale].slice(0, 12));
      }
    });
  }
});
