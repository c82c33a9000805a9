/**
 * Every flow's table of refusals (flow.ts `refusals`): each kind of refusal, the clauses whose text
 * forbids it, and an example. The machine must refuse each example with that sentence and exactly
 * those clauses; every `refuse.*` sentence a game's words hold must have a row in one of its flows;
 * every refusal a ruling shows must be one of its flow's rows.
 */
import { describe, expect, it } from 'vitest';
import { getSite } from '../lib/content';
import { FLOWS } from './registry';
import { getRulings } from './rulings';
import { exampleLine } from './refusal-table';
import { runFlow } from './run';
import { describeStep } from './words';
import { READING_WORDS, readingMark } from './refusal';
import type { RefusalRow } from './flow';
import type { Locale } from '../lib/i18n/locales';

const site = getSite();
const sorted = (ids: readonly string[]) => [...ids].sort();
const flows = Object.values(FLOWS);
const rowsOf = (flowId: string): RefusalRow[] => FLOWS[flowId].refusals;

describe.each(flows.map((f) => [f.id, f] as const))('%s: its table of refusals', (flowId, flow) => {
  const game = site.games.find((g) => g.slug === flow.game)!;
  const rows = rowsOf(flowId);

  it('exists, and each row cites clauses of the rulebook and has words in every language', () => {
    expect(rows.length, `${flow.folder}flow.ts: give the flow its refusals table`).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.clauses.length, `${row.what}: no clause`).toBeGreaterThan(0);
      for (const id of row.clauses) expect(Object.values(game.rulebooks).every((book) => book.clauses.has(id)), `${row.what}: ${id} is not a clause of ${flow.game}`).toBe(true);
      for (const words of Object.values(flow.words)) expect(words.steps[row.step], `${row.what}: no sentence ${row.step}`).toBeDefined();
    }
  });

  it.each(rows.map((row) => [row.what, row] as const))('refuses: %s', (_what, row) => {
    const { setup, events } = exampleLine(flowId, row);
    const run = runFlow(flow.machine, setup, events);
    expect(run.refused, `the machine took every event of the example (state ${run.steps.at(-1)!.state})`).toBeDefined();
    expect(run.refused!.step, `an earlier event was refused: ${JSON.stringify(run.refused!.refusal)}`).toBe(events.length);
    expect(run.refused!.refusal.step).toBe(row.step);
    expect(sorted(run.refused!.refusal.clauses)).toEqual(sorted(row.clauses));
    // The sentence the reader sees can be written in every language.
    for (const words of Object.values(flow.words)) expect(() => describeStep(run.refused!.refusal, words)).not.toThrow();
  });
});

describe.each(flows.map((f) => [f.id, f] as const))('%s: a refusal that rests on an editor’s note says so', (flowId, flow) => {
  const game = site.games.find((g) => g.slug === flow.game)!;
  it.each(rowsOf(flowId).map((row) => [row.what, row] as const))('%s', (_what, row) => {
    const { setup, events } = exampleLine(flowId, row);
    const run = runFlow(flow.machine, setup, events);
    expect(run.refused, 'the example is not refused').toBeDefined();
    for (const [locale, words] of Object.entries(flow.words) as [Locale, typeof flow.words[Locale]][]) {
      const sentence = describeStep(run.refused!.refusal, words);
      if (row.note) {
        const clause = game.rulebooks[locale].clauses.get(row.note);
        expect(clause?.body.some((block) => block.kind === 'note'), `${row.what}: note: ${row.note} — clause ${row.note} has no editor's note in ${locale}. Point note at the clause whose <EditorNote> gives the reading.`).toBe(true);
        expect(row.clauses, `${row.what}: it rests on ${row.note}'s note, so it cites ${row.note}`).toContain(row.note);
        expect(sentence, `${row.what}: the ${locale} sentence does not say it rests on ${row.note}'s note: write “${readingMark[locale](row.note)}” in it`).toContain(readingMark[locale](row.note));
      } else {
        expect(sentence, `${row.what}: the ${locale} sentence calls itself the site's reading, but the row names no note: give the row note: '<clause id>', the clause whose <EditorNote> gives the reading, or cite the clause whose text forbids the event`).not.toMatch(READING_WORDS);
      }
    }
  });
});

describe.each([...new Set(flows.map((f) => f.game))].map((g) => [g]))('%s: every refusal sentence is in a table', (game) => {
  it('each refuse.* sentence of the game’s flows is the step of a row', () => {
    const gameFlows = flows.filter((f) => f.game === game);
    const said = new Set(gameFlows.flatMap((f) => Object.keys(f.words['zh-hant'].steps)).filter((step) => step.startsWith('refuse.')));
    const tabled = new Set(gameFlows.flatMap((f) => rowsOf(f.id).map((row) => row.step)));
    expect([...said].filter((step) => !tabled.has(step)).sort()).toEqual([]);
  });
});

describe('every refusal a ruling shows is a row of its flow’s table', () => {
  const refusing = getRulings().filter((r) => r.replay.refused);
  it.each(refusing.map((r) => [`${r.ruling.game}/${r.ruling.id}`, r] as const))('%s', (_id, r) => {
    const { refusal } = r.replay.refused!;
    const rows = rowsOf(r.ruling.flow).filter((row) => row.step === refusal.step && sorted(row.clauses).join() === sorted(refusal.clauses).join());
    expect(rows.length, `${r.ruling.flow} refuses with ${refusal.step} citing ${refusal.clauses.join(', ')}: no row of its table says so`).toBeGreaterThan(0);
    // A ruling that shows a refusal resting on a note shows a reading: its title says so.
    const note = rows.find((row) => row.note)?.note;
    if (note) for (const [locale, title] of Object.entries(r.ruling.title)) expect(title, `${r.ruling.game}/${r.ruling.id}: its refusal rests on ${note}'s note; say so in its ${locale} title (本站解讀 / 当サイトの解釈)`).toMatch(READING_WORDS);
  });
});
