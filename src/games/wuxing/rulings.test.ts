/** What 五行's rulings cover: each branch of the turn machine has an example. */
import { describe, expect, it } from 'vitest';
import { getRulings } from '../../engine/rulings';

const rulings = getRulings();

describe('the 五行 rulings cover every branch of the turn machine', () => {
  const wuxing = rulings.filter((r) => r.ruling.game === 'wuxing');
  it('there are at least 12', () => expect(wuxing.length).toBeGreaterThanOrEqual(12));
  const steps = new Set(wuxing.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));
  for (const step of ['damage.heal', 'damage.ke', 'damage.di', 'damage.shield', 'passive.reveal', 'passive.revealUnprocessed', 'recover.take', 'draw.atLimit', 'effect.drawModifier', 'gameOver', 'gameOver.draw']) {
    it(step, () => expect(steps).toContain(step));
  }
  it('a redirected attack (5-2.4f), 物理 against a shield (2-2.4b) and rounding (2-7.3)', () => {
    const clauses = new Set(wuxing.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.flatMap((e) => e.clauses))));
    for (const id of ['5-2.4f', '2-2.4b', '2-7.3', '4-2.2c', '4-2.5c']) expect(clauses).toContain(id);
  });
});

