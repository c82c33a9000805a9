/** The choices of effects a resistance bars (15-4.2, 15-4.4) and of 充能, 耗能, 上車, 下車 (15-6): what a reader is offered, and what the machine then takes. */
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { declareMachine } from './declare/machine';
import { declareSetupSchema } from './declare/schemas';
import flow from './declare/flow';
import { keywordEffectCandidates, keywordPart, sourcedOffers } from './keyword-label';

const start = (units: unknown[]) => initialTransition(declareMachine, declareSetupSchema.parse({ attacker: 0, units }))[0];
const lancer = { id: 'lancer', owner: 0, line: 1, row: 'front', atk: 4, score: 2 };

describe('effects on a unit with a resistance', () => {
  it('are offered once per source, and only the source it does not resist is taken (15-4.2a)', () => {
    const s = start([lancer, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1, keywords: ['magicResistant'] }]);
    const offers = sourcedOffers('effect.remove', s.context.units);
    expect(offers.map((o) => o.source)).toEqual(['magic', 'unit']);
    expect(offers.filter((o) => s.can(o)).map((o) => o.source)).toEqual(['unit']);
  });
  it('a unit without one is offered no such choice', () => {
    expect(sourcedOffers('effect.sideways', start([lancer, { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1 }]).context.units)).toEqual([]);
  });
  it('the choice names its source in the page’s words', () => {
    expect(keywordPart({ source: 'magic' }, flow.words['zh-hant'])).toBe('（魔法卡）');
    expect(keywordPart({ source: 'unit' }, flow.words.ja)).toBe('（ユニットの効果）');
  });
});

describe('charge energy and 小旅人 under a unit', () => {
  it('only units that have a counter or 搭乘 are offered them, and the machine takes each (15-6.1, 15-6.2, 15-6.4, 15-6.5)', () => {
    const s = start([
      { ...lancer, charge: 2 },
      { id: 'wagon', owner: 0, line: 2, row: 'front', atk: 2, score: 2, ride: 2, riders: 1 },
      { id: 'traveller-1', owner: 0, line: 3, row: 'front', atk: 1, score: 1, traveller: true },
      { id: 'guard', owner: 1, line: 1, row: 'front', atk: 3, score: 1, charge: 1 },
    ]);
    const offers = keywordEffectCandidates(s.context.units, 0);
    expect(offers.map((o) => `${o.type} ${o.unit}`)).toEqual(['energy.charge lancer', 'energy.spend lancer', 'rider.alight wagon', 'rider.board wagon']);
    expect(offers.every((o) => s.can(o))).toBe(true);
  });
});
