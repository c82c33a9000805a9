/** What the 風雷卡牌 rulings exemplify: each step of the game and of the chain, each switchable disputed point under both its readings, and refusals where the rules forbid something. */
import { describe, expect, it } from 'vitest';
import { getRulings } from '../../engine/rulings';
import { HEALINGS } from './table';
import { DISPUTED, type DisputedPoint } from './game/readings';

const rulings = getRulings().filter((r) => r.ruling.game === 'fenglei');
const of = (flow: string) => rulings.filter((r) => r.ruling.flow === flow);
const steps = (flow: string) => new Set(of(flow).flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));
const refused = (flow: string) => of(flow).flatMap((r) => r.ruling.steps.at(-1)?.refused ?? []);

describe('the 風雷卡牌 rulings', () => {
  it('there are at least 10', () => expect(rulings.length).toBeGreaterThanOrEqual(10));
});

/** The reading a ruling plays for a point: its setup's field, else the site's (the first). */
const readingOf = (r: (typeof rulings)[number], key: string, readings: readonly string[]) => (r.setup as Record<string, string | undefined>)[key] ?? readings[0];

describe('each disputed point the sandboxes switch is played under both readings, each ruling taking a step the reading decides', () => {
  // A step that shows the reading at work: refused or revealed below 9 points, the turn ended by itself
  // or the attacker playing a card after spending the last action value (the turn still on), a hand of 7
  // discarded or kept, a further use free or refused.
  const GAME_POINTS = { summonPoints: { all: 'refuse.allPoints', within: 'reveal' }, turnEnd: { declared: 'play.afterSpent', spent: 'turn.spent' }, handLimit: { six: 'discard', overSeven: 'hand.ok' }, furtherUse: { free: 'use.free', hold: 'refuse.holdCost' } } as const;
  const played = (r: (typeof rulings)[number]) => {
    const entries = r.replay.steps.flatMap((s) => s.entries);
    // The attacker's last action value paid (this turn's and the storage's both 0), then a card played in the same turn.
    const spentAt = entries.findIndex((e) => e.step === 'pay' && Number(e.values!.turn) === 0 && Number(e.values!.stored) === 0);
    const swapAt = entries.findIndex((e, i) => i > spentAt && e.step === 'swap');
    const afterSpent = spentAt >= 0 && entries.some((e, i) => i > spentAt && (swapAt < 0 || i < swapAt) && e.step.startsWith('play') && e.values!.player === entries[spentAt].values!.player);
    return [...entries.filter((e) => e.step !== 'reveal' || Number(e.values!.total) < 9).map((e) => e.step), ...(afterSpent ? ['play.afterSpent'] : []), ...(r.replay.refused ? [r.replay.refused.refusal.step] : [])];
  };
  for (const [key, steps] of Object.entries(GAME_POINTS) as [Exclude<DisputedPoint, 'healing'>, Record<string, string>][]) {
    for (const reading of DISPUTED[key]) {
      it(`the game: ${key} = ${reading}`, () => {
        expect(of('fenglei.game').some((r) => readingOf(r, key, DISPUTED[key]) === reading && played(r).includes(steps[reading]))).toBe(true);
      });
    }
  }
  // Healing is table.ts's, the same in both flows: the attack flow's rulings show both readings.
  for (const reading of HEALINGS) {
    it(`the attack: healing = ${reading}, with a heal that the reading changes`, () => {
      const heals = of('fenglei.attack').filter((r) => readingOf(r, 'healing', HEALINGS) === reading).flatMap((r) => r.replay.steps.flatMap((s) => s.entries.filter((e) => e.step === 'effect.heal')));
      expect(heals.some((e) => Number(e.values!.amount) > 0 && (reading === 'printed' ? Number(e.values!.hp) === Number(e.values!.printed) : Number(e.values!.hp) > Number(e.values!.printed)))).toBe(true);
    });
  }
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
    expect([...steps('fenglei.game')]).toEqual(expect.arrayContaining(['select', 'reveal', 'order', 'draw', 'draw.one', 'action.gain', 'discard', 'store', 'swap', 'card.stays', 'use.free', 'win.noCharacters', 'win.emptyDeck', 'legendary.summon', 'legendary.inherits']));
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
