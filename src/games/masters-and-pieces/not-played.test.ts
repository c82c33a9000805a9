/** Every masters-and-pieces flow says what its sandbox does not play, each item with clauses of the rulebook and words in both languages. */
import { describe, expect, it } from 'vitest';
import { getSite } from '../../lib/content';
import { FLOWS } from '../../engine/registry';

const game = getSite().games.find((g) => g.slug === 'masters-and-pieces')!;
const flows = Object.values(FLOWS).filter((f) => f.game === 'masters-and-pieces');

describe.each(flows.map((f) => [f.id, f] as const))('%s: what it does not play', (_id, flow) => {
  it('is listed, each item citing clauses of both rulebooks, in both languages', () => {
    expect(flow.notPlayed?.length).toBeGreaterThan(0);
    for (const item of flow.notPlayed!) {
      expect(item.clauses.length).toBeGreaterThan(0);
      for (const id of item.clauses) for (const book of Object.values(game.rulebooks)) expect(book.clauses.has(id), id).toBe(true);
      expect(item.words['zh-hant']).toMatch(/\p{sc=Han}/u);
      expect(item.words.ja).toMatch(/\p{sc=Hiragana}|\p{sc=Katakana}/u);
    }
  });
});

describe('the preparation and the turn flow', () => {
  it('are both there, and the turn flow says that its positions are mid-game ones (1-1, 2-4)', () => {
    expect(flows.map((f) => f.id).sort()).toEqual(['masters-and-pieces.combat', 'masters-and-pieces.prepare', 'masters-and-pieces.priority', 'masters-and-pieces.turn']);
    expect(FLOWS['masters-and-pieces.turn'].notPlayed!.some((item) => item.clauses.includes('1-1') && item.clauses.includes('2-4'))).toBe(true);
  });
});
