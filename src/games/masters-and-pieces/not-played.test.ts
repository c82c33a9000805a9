/** The masters-and-pieces turn flow says that its positions are mid-game ones (every flow's list is checked in src/engine/registry.test.ts). */
import { describe, expect, it } from 'vitest';
import { FLOWS } from '../../engine/registry';

const flows = Object.values(FLOWS).filter((f) => f.game === 'masters-and-pieces');

describe('the preparation and the turn flow', () => {
  it('are both there, and the turn flow says that its positions are mid-game ones (1-1, 2-4)', () => {
    expect(flows.map((f) => f.id).sort()).toEqual(['masters-and-pieces.combat', 'masters-and-pieces.prepare', 'masters-and-pieces.priority', 'masters-and-pieces.turn']);
    expect(FLOWS['masters-and-pieces.turn'].notPlayed!.some((item) => item.clauses.includes('1-1') && item.clauses.includes('2-4'))).toBe(true);
  });
});
