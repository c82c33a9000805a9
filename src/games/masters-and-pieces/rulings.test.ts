/** What the masters-and-pieces rulings exemplify: each outcome of a battle, the stack's order, each loss, and refusals where the rules forbid. */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getRulings } from '../../engine/rulings';
import { prepareMachine, type PrepareEvent, type PrepareInput } from './prepare/machine';
import { turnSetupOf } from './prepare/handoff';
import { turnSetupSchema } from './turn/schemas';

const rulings = getRulings().filter((r) => r.ruling.game === 'masters-and-pieces');
const steps = (flow: string) => new Set(rulings.filter((r) => r.ruling.flow === flow).flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));

describe('the masters-and-pieces rulings', () => {
  it('there are at least 12, with rulings of each flow', () => {
    expect(rulings.length).toBeGreaterThanOrEqual(12);
    for (const flow of ['combat', 'priority', 'prepare', 'turn']) expect(rulings.some((r) => r.ruling.flow === `masters-and-pieces.${flow}`), flow).toBe(true);
  });
  it('show each way a battle ends (10-5, 10-7, 10-8.3, 10-8.4) and a battle avoided (10-2)', () => {
    expect([...steps('masters-and-pieces.combat')]).toEqual(expect.arrayContaining(['battle.defenderDestroyed', 'battle.attackerStops', 'battle.bothDestroyed', 'battle.attackerDestroyed', 'battle.avoided', 'battle.counter', 'battle.noCounter']));
  });
  it('show the stack resolving from the top and the phase ending (3-4, 3-5)', () => {
    expect([...steps('masters-and-pieces.priority')]).toEqual(expect.arrayContaining(['resolve', 'phaseEnd', 'declare.skillOnStack']));
  });
  it('show each switchable reading both ways: 5-3’s face-down charge and 1-2’s master attacked', () => {
    const setups = (flow: string) => rulings.filter((r) => r.ruling.flow === flow).map((r) => (r.ruling.setup as { reading?: string }).reading ?? 'default');
    expect(new Set(setups('masters-and-pieces.turn'))).toEqual(new Set(['default', 'separate']));
    expect(new Set(setups('masters-and-pieces.combat'))).toEqual(new Set(['default', 'attack']));
    expect([...steps('masters-and-pieces.combat')]).toEqual(expect.arrayContaining(['master.attacked', 'lose.life']));
  });
  it('show both losses (1-3.1, 1-3.2) and the hand limit (9-2)', () => {
    expect([...steps('masters-and-pieces.turn')]).toEqual(expect.arrayContaining(['lose.life', 'lose.deck', 'hand.discard', 'turnEnd']));
  });
  it('include refusals where the rules forbid something, each citing its clause', () => {
    const refused = rulings.flatMap((r) => r.ruling.steps.at(-1)?.refused ?? []);
    expect(refused).toEqual(expect.arrayContaining(['7-3', '10-7.1', '6-3', '1-2', '6-4', '7-5', '8-1', '9-2', '3-3']));
  });
  it('run from the preparation into turn 1: a turn ruling starts where a preparation ruling ends (the handoff)', () => {
    const byId = (id: string) => rulings.find((r) => r.ruling.id === id)!;
    const prepare = byId('mulligans-go-to-the-bottom');
    let [s] = initialTransition(prepareMachine, prepare.setup as PrepareInput);
    for (const e of prepare.events) [s] = transition(prepareMachine, s, e as PrepareEvent);
    expect(s.status).toBe('done');
    expect(turnSetupSchema.parse(byId('first-turn-after-preparation').setup)).toEqual(turnSetupSchema.parse(turnSetupOf(s)));
  });
  it('show the preparation: 5 and 6 cards, mulligans paid at the bottom, and the deck check refused (1-1, 2-4, 2-5.2)', () => {
    expect([...steps('masters-and-pieces.prepare')]).toEqual(expect.arrayContaining(['decks.check', 'life', 'first.decide', 'place', 'shuffle', 'draw', 'mulligan', 'redraw', 'owe', 'hand.bottom', 'ready']));
    const refused = rulings.filter((r) => r.ruling.flow === 'masters-and-pieces.prepare').flatMap((r) => r.ruling.steps.at(-1)?.refused ?? []);
    expect(refused).toEqual(expect.arrayContaining(['1-1', '2-5.2']));
  });
});
