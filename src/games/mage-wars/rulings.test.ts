/** What the Mage Wars rulings exemplify: each step of the attack sequence and each free attack that follows one, and refusals where the rules forbid. */
import { describe, expect, it } from 'vitest';
import { getRulings } from '../../engine/rulings';

const rulings = getRulings().filter((r) => r.ruling.game === 'mage-wars');
const steps = (flow: string) => new Set(rulings.filter((r) => r.ruling.flow === flow).flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));

describe('the Mage Wars rulings of the attack', () => {
  it('there are at least 12', () => expect(rulings.filter((r) => r.ruling.flow === 'mage-wars.attack').length).toBeGreaterThanOrEqual(12));
  it('show a defense holding and failing (8-2), armour against critical damage (8-3), the effect die (8-4.2), incorporeal creatures (9-4.3)', () => {
    expect([...steps('mage-wars.attack')]).toEqual(expect.arrayContaining(['defense.holds', 'defense.fails', 'damage', 'damage.incorporeal', 'effect.takes', 'noDefense.dazed']));
  });
  it('show what follows an attack: a guard forced and its marker removed (13), the damage barrier (8-6) and only after a first strike that hit, a counterstrike even after a failed attack (8-7), a sweep (8-8)', () => {
    expect([...steps('mage-wars.attack')]).toEqual(expect.arrayContaining(['declare.guard', 'guard.removed', 'barrier.start', 'counter.start', 'strike.again', 'declare.sweep', 'next.target', 'declare.ranged']));
  });
  it('include refusals where the rules forbid something, each citing its clause', () => {
    const refused = rulings.flatMap((r) => r.ruling.steps.at(-1)?.refused ?? []);
    expect(refused).toEqual(expect.arrayContaining(['8-1.2', '9-3.2', '8-3']));
  });
});
