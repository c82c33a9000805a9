/** What 星靈王's rulings cover: every keyword and branch of the 防守階段, and every step of a turn to the game's end. */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getRulings } from '../../engine/rulings';
import { turnSetupOf } from './prepare/handoff';
import { prepareMachine, type PrepareEvent } from './prepare/machine';
import { prepareSetupSchema } from './prepare/schemas';
import { turnSetupSchema } from './turn/schemas';

const rulings = getRulings();

describe('the 星靈王 防守階段 rulings cover every keyword and branch', () => {
  const defense = rulings.filter((r) => r.ruling.flow === 'xinglingwang.defense');
  it('there are at least 12 of the 防守階段', () => expect(defense.length).toBeGreaterThanOrEqual(12));
  const cited = new Set(defense.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.flatMap((e) => e.clauses))));
  const clauses: Record<string, string> = {
    '11-5 skipped phase': '11-5', '11-3 turned upright': '11-3', '15-1.1c 貫穿': '15-1.1c', '15-1.2b 遠程 not destroyed': '15-1.2b',
    '15-1.3a 劇毒': '15-1.3a', '15-1.4c 阻擋': '15-1.4c', '15-2.3a 破甲': '15-2.3a', '15-2.2a 拆卸': '15-2.2a', '15-2.1a 偷襲': '15-2.1a',
    '11-8.6 橫放': '11-8.6', '11-8.8 phase end': '11-8.8',
  };
  for (const [name, id] of Object.entries(clauses)) it(name, () => expect(cited).toContain(id));
  it('the ATK tie goes to the attacker (11-8.2)', () => {
    const tie = defense.find((r) => r.ruling.id === 'atk-tie-attacker-wins')!;
    expect(tie.replay.steps.flatMap((s) => s.entries.map((e) => e.step))).toContain('battle.attackerWins');
  });
});

describe('the 星靈王 turn rulings cover the game’s end and every step of a turn', () => {
  const turn = rulings.filter((r) => r.ruling.flow === 'xinglingwang.turn');
  const steps = new Set(turn.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));
  it('there are at least 10 of the turn', () => {
    expect(turn.length).toBeGreaterThanOrEqual(10);
  });
  const branches: Record<string, string> = {
    'an early end that fails its check (12-1)': 'earlyEnd.fails',
    'an early end that holds (12-1)': 'earlyEnd.holds',
    'the countdown ending the game (14-5)': 'countdown.ends',
    'a tie, won by the second player (3-2 ※)': 'game.tie',
    'a win on score (3-2 ※)': 'game.over',
    'the hand limit (14-2)': 'hand.exiled',
    'red-star tributes (12-3)': 'tribute.sacrificed',
    'a 小旅人 tribute back to the forest (10-5)': 'tribute.traveller',
    'turn 1 skipping the 戰術階段 (13-1)': 'tactic.skippedFirst',
    'the countdown’s last turn skipping it (13-1)': 'tactic.skippedLast',
    '佈陣 moves (13-3)': 'deploy.move',
    'no early end in the countdown (14-4)': 'earlyEnd.countdown',
    'ending the 召喚階段 on a full field (12-5)': 'summon.none',
    'a short draw (2-1)': 'turn.drawShort',
    'battles inside the turn (11-8)': 'battle.attackerWins',
  };
  for (const [name, step] of Object.entries(branches)) it(name, () => expect(steps).toContain(step));
  it('a ruling of the early end that fails names the clause that checks it', () => {
    const fails = turn.find((r) => r.ruling.id === 'early-end-fails-check')!;
    expect(fails.ruling.clauses).toContain('12-1');
    expect(fails.ruling.expect).toMatchObject({ result: null, earlyEnd: [] });
  });
});


describe('the 星靈王 preparation rulings refuse each deck rule and run into turn 1', () => {
  const prepare = rulings.filter((r) => r.ruling.flow === 'xinglingwang.prepare');
  const refused = prepare.map((r) => r.replay.refused?.refusal.clauses.join(',')).filter(Boolean);
  for (const clauses of ['1-2.1', '1-2.1,15-7.2a', '1-2.2', '1-2.3', '1-2.4']) it(`a refusal citing ${clauses}`, () => expect(refused).toContain(clauses));
  const steps = new Set(prepare.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));
  for (const step of ['race.revealed', 'deck.placed', 'first.chosen', 'starLine.laid', 'hand.drawn', 'mulligan.drawn', 'mulligan.shuffled', 'game.starts']) it(step, () => expect(steps).toContain(step));
  it('a turn ruling starts where a preparation ruling ends (the handoff of its last position)', () => {
    const from = rulings.find((r) => r.ruling.id === 'mulligan-draws-then-shuffles-back')!.ruling;
    const turn = rulings.find((r) => r.ruling.id === 'turn-one-after-preparation')!.ruling;
    expect(turn.flow).toBe('xinglingwang.turn');
    let s = initialTransition(prepareMachine, prepareSetupSchema.parse(from.setup))[0];
    for (const step of from.steps) s = transition(prepareMachine, s, step.event as PrepareEvent)[0];
    expect(s.status).toBe('done');
    expect(turnSetupSchema.parse(turn.setup)).toEqual(turnSetupSchema.parse(turnSetupOf(s.context)));
  });
});
