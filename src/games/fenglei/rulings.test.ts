/** What the 風雷卡牌 rulings exemplify: each step of the game and of the chain, each disputed point under the site's reading (3-1 under both), and refusals where the rules forbid something. */
import { describe, expect, it } from 'vitest';
import { getRulings } from '../../engine/rulings';

const rulings = getRulings().filter((r) => r.ruling.game === 'fenglei');
const of = (flow: string) => rulings.filter((r) => r.ruling.flow === flow);
const steps = (flow: string) => new Set(of(flow).flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));
const refused = (flow: string) => of(flow).flatMap((r) => r.ruling.steps.at(-1)?.refused ?? []);

describe('the 風雷卡牌 rulings', () => {
  it('there are at least 10', () => expect(rulings.length).toBeGreaterThanOrEqual(10));
});

describe('of the attack declaration and chain', () => {
  it('show an attack succeeding (rage, then damage), stopped, a stop negated (last in, first out), a heal after the damage and one wasted, a rage card, a win', () => {
    expect([...steps('fenglei.attack')]).toEqual(expect.arrayContaining(['attack.succeeds', 'damage', 'attack.stopped', 'effect.stop', 'effect.cancel', 'card.negated', 'effect.heal', 'effect.wasted', 'pay.rage', 'character.graveyard', 'win.noCharacters', 'turn.end']));
  });
  it('include refusals: a ⊘ card in the defense turn (4-5.1), rage not pooled (9-7), once per turn (5-1), summoned this turn (9-9)', () => {
    expect(refused('fenglei.attack')).toEqual(expect.arrayContaining(['4-5.1', '9-7', '5-1', '9-9']));
  });
});

describe('of the game', () => {
  it('show the selection revealed together, the order, the draws, action values, a discard, storing, the swap, multi-use cards, a legendary summon, both ways of winning', () => {
    expect([...steps('fenglei.game')]).toEqual(expect.arrayContaining(['select', 'reveal', 'order', 'draw', 'draw.one', 'action.gain', 'discard', 'store', 'swap', 'card.stays', 'use.free', 'win.noCharacters', 'win.cannotDraw', 'legendary.summon', 'legendary.inherits']));
  });
  it('play both readings of the disputed point 3-1: exactly 9 by default, at most 9 under the body’s text', () => {
    const reading = (r: (typeof rulings)[number]) => (r.setup as { summonPoints?: string }).summonPoints ?? 'all';
    expect(of('fenglei.game').filter((r) => reading(r) === 'all').map((r) => r.ruling.steps.at(-1)?.refused)).toContainEqual(['3-1']);
    const within = of('fenglei.game').filter((r) => reading(r) === 'within');
    expect(within.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.filter((e) => e.step === 'reveal').map((e) => e.values!.total)))).toContain(5);
  });
  it('include refusals: beyond 9 points (3-1), a legendary character (7-2.1), a wrong discard (4-7.1), beyond the action value (4-4)', () => {
    expect(refused('fenglei.game')).toEqual(expect.arrayContaining(['3-1', '7-2.1', '4-7.1', '4-4']));
  });
});
