import { logEntries } from '../../../engine/log';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { seededRandom } from '../../../engine/random';
import type { Unit } from '../board';
import { statePath } from '../../../engine/state-path';
import { earlyEndConditions, lastCountdownTurn, mayEnter, nextStarLineToFlip, playerOfTurn, scoreOf, whyNotPlayable, winnerOf, type Card } from '../game';
import { turnSetupSchema } from './schemas';
import { turnCandidates, turnMachine, type TurnEvent } from './machine';
import { describeState, describeStep } from '../../../engine/words';
import { explainRefusal } from '../../../engine/refusal';
import { xinglingwangWords } from '../words';

type Snapshot = SnapshotFrom<typeof turnMachine>;
type SetupIn = Parameters<typeof turnSetupSchema.parse>[0] & Record<string, unknown>;

const card = (id: string, more: Partial<Card> = {}) => ({ id, atk: 2, score: 1, ...more });
const unit = (id: string, owner: 0 | 1, line: number, row: 'front' | 'back', more: Record<string, unknown> = {}) => ({ id, owner, line, row, atk: 2, score: 1, ...more });
let drawn = 0;
/** A player with three cards in the deck: two drawn this turn, one left (no countdown yet). */
const player = (more: Record<string, unknown> = {}) => ({ deck: [card(`d${++drawn}`), card(`d${++drawn}`), card(`d${++drawn}`)], hand: [], ...more });

function setup(more: Record<string, unknown> = {}): SetupIn {
  return { turn: 5, traveller: { atk: 1, score: 1 }, players: [player(), player()], units: [], ...more } as SetupIn;
}
const start = (s: SetupIn) => initialTransition(turnMachine, turnSetupSchema.parse(s) as never)[0];
function run(s: SetupIn, events: TurnEvent[]): Snapshot {
  let snapshot = start(s);
  for (const event of events) {
    expect(snapshot.can(event), `${JSON.stringify(event)} refused at ${statePath(snapshot.value)}`).toBe(true);
    snapshot = transition(turnMachine, snapshot, event)[0];
  }
  return snapshot;
}
const steps = (s: Snapshot) => logEntries(s.context.log).map((l) => l.step);
/** Why the machine refuses this event here: the sentence's key, then the clauses cited. */
const refusal = (s: Snapshot, event: TurnEvent) => {
  expect(s.can(event), `${JSON.stringify(event)} is allowed at ${statePath(s.value)}`).toBe(false);
  const r = explainRefusal(turnMachine, s, event);
  return [r.step, ...r.clauses];
};
const where = (s: Snapshot) => statePath(s.value);
const fieldUnit = (u: ReturnType<typeof unit>): Unit => ({ state: 'upright', keywords: [], ...u }) as Unit;
const fullCard = (id: string, more: Partial<Card> = {}): Card => ({ id, kind: 'unit', atk: 1, score: 1, keywords: [], redStar: 0, blueStar: false, blueMet: false, ...more });
/** Ten units filling a player's places. */
const fullField = (owner: 0 | 1) => [1, 2, 3, 4, 5].flatMap((line) => [unit(`f${owner}${line}`, owner, line, 'front'), unit(`b${owner}${line}`, owner, line, 'back')]);

describe('星靈王 turn rules (game.ts)', () => {
  it('9-2: a unit enters an empty front place; the back row only when the front is full', () => {
    const units = [fieldUnit(unit('a', 0, 1, 'front'))];
    expect(mayEnter(units, 0, 1, 'front')).toBe(false);
    expect(mayEnter(units, 0, 2, 'front')).toBe(true);
    expect(mayEnter(units, 0, 2, 'back')).toBe(false);
    expect(mayEnter(units, 1, 1, 'front')).toBe(true);
    const front = [1, 2, 3, 4, 5].map((l) => fieldUnit(unit(`u${l}`, 0, l, 'front')));
    expect(mayEnter(front, 0, 3, 'back')).toBe(true);
  });

  it('12-2 to 12-4, 13-2, 9-3: what may be played in the 召喚階段 and in 佈陣, and the rule that forbids the rest', () => {
    const two = [fieldUnit(unit('a', 0, 1, 'front')), fieldUnit(unit('b', 0, 2, 'front'))];
    const why = (c: Card, units: Unit[], rule: '12-2' | '13-2') => {
      const refusal = whyNotPlayable(c, units, 0, rule);
      return refusal && [refusal.step, ...refusal.clauses];
    };
    expect(why(fullCard('m', { kind: 'magic' }), two, '12-2')).toEqual(['refuse.magic', '12-2']);
    expect(why(fullCard('m', { kind: 'magic' }), two, '13-2')).toEqual(['refuse.magic', '13-2']);
    expect(why(fullCard('r2', { redStar: 2 }), two, '12-2')).toBeNull();
    expect(why(fullCard('r3', { redStar: 3 }), two, '12-2')).toEqual(['refuse.tributesShort', '12-3']);
    expect(whyNotPlayable(fullCard('r3', { redStar: 3 }), two, 0, '12-2')!.values).toEqual({ card: 'r3', count: 3, units: 2 });
    expect(why(fullCard('blue', { blueStar: true }), two, '12-2')).toEqual(['refuse.blueUnmet', '12-4']);
    expect(why(fullCard('blue', { blueStar: true, blueMet: true }), two, '12-2')).toBeNull();
    const full = fullField(0).map(fieldUnit);
    expect(why(fullCard('r1', { redStar: 1 }), full, '12-2'), 'the tribute frees a place').toBeNull();
    expect(why(fullCard('plain'), full, '12-2')).toEqual(['refuse.fieldFull', '9-3']);
    expect(why(fullCard('blue', { blueStar: true, blueMet: true }), full, '12-2')).toEqual(['refuse.fieldFull', '9-3']);
    expect(why(fullCard('plain'), two, '13-2')).toBeNull();
    expect(why(fullCard('r1', { redStar: 1 }), two, '13-2')).toEqual(['refuse.deployRed', '13-2']);
    expect(why(fullCard('blue', { blueStar: true, blueMet: true }), two, '13-2'), '12-4 ※: neither kind').toEqual(['refuse.deployBlue', '13-2', '12-4']);
  });

  it('3-2, 14-4, 15-7.1c: the early-end conditions at their edges, the score with 獎勵', () => {
    const mine = (n: number, score = 1) => Array.from({ length: n }, (_, i) => fieldUnit(unit(`m${i}`, 0, (i % 5) + 1, i < 5 ? 'front' : 'back', { score })));
    const theirs = (n: number) => Array.from({ length: n }, (_, i) => fieldUnit(unit(`t${i}`, 1, i + 1, 'front')));
    expect(earlyEndConditions([...mine(4), ...theirs(1)], [0, 0], 0)).toEqual(['units']);
    expect(earlyEndConditions([...mine(3), ...theirs(1)], [0, 0], 0)).toEqual([]);
    expect(earlyEndConditions([...mine(3, 4), ...theirs(1)], [2, 0], 0), '12 + 2 = 14').toEqual([]);
    expect(earlyEndConditions([...mine(3, 4), ...theirs(1)], [3, 0], 0), '12 + 3 = 15').toEqual(['score']);
    expect(earlyEndConditions([...mine(5, 3), ...theirs(2)], [0, 0], 0)).toEqual(['score', 'units']);
    expect(scoreOf(mine(2, 3), 4, 0)).toBe(10);
  });

  it('3-2 ※: the higher score wins; a tie goes to the second player', () => {
    expect(winnerOf([10, 9])).toBe(0);
    expect(winnerOf([9, 10])).toBe(1);
    expect(winnerOf([9, 9])).toBe(1);
  });

  it('14-3, 13-1, 1-5: star-line cards flip from 5 down; the last countdown turn; whose turn', () => {
    expect(nextStarLineToFlip([])).toBe(5);
    expect(nextStarLineToFlip([5, 4])).toBe(3);
    expect(lastCountdownTurn(true, [5, 4, 3, 2])).toBe(true);
    expect(lastCountdownTurn(true, [5, 4, 3])).toBe(false);
    expect(lastCountdownTurn(false, [])).toBe(false);
    expect([1, 2, 3].map(playerOfTurn)).toEqual([0, 1, 0]);
  });
});

describe('星靈王 turn machine', () => {
  it('2-1: draws two cards; a short deck gives what it has, an empty one nothing', () => {
    const full = start(setup({ players: [player({ deck: [card('a'), card('b'), card('c')] }), player()] }));
    expect(full.context.players[0].hand.map((h) => h.id)).toEqual(['a', 'b']);
    expect(full.context.players[0].deck.map((h) => h.id)).toEqual(['c']);
    const short = start(setup({ players: [player({ deck: [card('a')] }), player()] }));
    expect(short.context.players[0].hand.map((h) => h.id)).toEqual(['a']);
    expect(steps(short)).toContain('turn.drawShort');
    const empty = start(setup({ players: [player({ deck: [] }), player()] }));
    expect(empty.context.players[0].hand).toEqual([]);
    expect(where(empty)).toBe('summon.choose');
  });

  it('2-2, 11-5: with no enemy unit attacking the 防守階段 is skipped; otherwise it is the defense machine', () => {
    expect(steps(start(setup()))).toContain('phaseSkipped');
    const s = start(setup({ units: [unit('raider', 1, 1, 'front', { atk: 4, state: 'attacking' }), unit('guard', 0, 1, 'front', { atk: 3 })] }));
    expect(where(s)).toBe('defense');
    expect(s.can({ type: 'unit.play', card: 'x' })).toBe(false);
    const after = run(setup({ units: [unit('raider', 1, 1, 'front', { atk: 4, state: 'attacking' }), unit('guard', 0, 1, 'front', { atk: 3 })] }), [
      { type: 'window.pass' }, { type: 'window.pass' }, { type: 'window.pass' }, { type: 'window.pass' }, { type: 'step.continue' },
    ]);
    expect(where(after)).toBe('summon.choose');
    expect(after.context.players[0].graveyard).toEqual(['guard']);
    expect(after.context.units.find((u) => u.id === 'raider')?.state).toBe('sideways');
    expect(steps(after)).toEqual(expect.arrayContaining(['battle.attackerWins', 'destroyed', 'attacker.sideways', 'phaseEnd', 'summon.start']));
  });

  it('六, 七: in the turn’s 防守階段 the choices hold either player’s cards and units’ effects, and their targets (11-8.1)', () => {
    const bolt = { id: 'bolt', kind: 'magic', effect: { timing: 'defense', target: { side: 'enemy', count: 1 }, steps: [{ do: 'destroy' }] } };
    const s = run(setup({ units: [unit('raider', 1, 1, 'front', { atk: 4, state: 'attacking' }), unit('guard', 0, 1, 'front', { atk: 3 })], players: [player(), player({ hand: [bolt] })] }), [{ type: 'window.pass' }]);
    const open = () => turnCandidates(s.context).filter((e) => s.can(e as never));
    // The defender passed: the enemy may use its card, or pass.
    expect(open()).toEqual(expect.arrayContaining([{ type: 'card.use', card: 'bolt' }, { type: 'window.pass' }]));
    const using = transition(turnMachine, s, { type: 'card.use', card: 'bolt' })[0];
    expect(turnCandidates(using.context).filter((e) => using.can(e as never))).toEqual([{ type: 'target.choose', unit: 'guard' }]);
  });

  it('10-5, 15-2.1a: a destroyed 小旅人 goes back to the forest; a 偷襲 unit goes back to its owner’s hand as its card', () => {
    const s = run(
      setup({
        units: [
          unit('thief', 1, 1, 'front', { atk: 4, state: 'attacking', keywords: ['sneak'], redStar: 1 }),
          unit('traveller-1', 0, 1, 'front', { atk: 1, traveller: true }),
        ],
      }),
      [{ type: 'window.pass' }, { type: 'window.pass' }, { type: 'window.pass' }, { type: 'window.pass' }, { type: 'step.continue' }, { type: 'sneak.return' }],
    );
    expect(s.context.players[0].graveyard).toEqual([]);
    expect(logEntries(s.context.log).find((l) => l.step === 'destroyed.traveller')?.clauses).toContain('10-5');
    expect(s.context.units).toEqual([]);
    expect(s.context.players[1].hand.map((h) => [h.id, h.redStar])).toEqual([['thief', 1]]);
  });

  it('12-1: a pending early end that still holds ends the game before the main phase; the higher score wins', () => {
    const units = [unit('a', 0, 1, 'front'), unit('b', 0, 2, 'front'), unit('c', 0, 3, 'front'), unit('d', 0, 4, 'front'), unit('big', 1, 1, 'back', { score: 9 })];
    const s = start(setup({ units, earlyEnd: [{ player: 0, condition: 'units' }] }));
    expect(where(s)).toBe('gameOver');
    expect(s.context.result).toEqual({ scores: [4, 9], winner: 1, by: 'earlyEnd' });
    expect(steps(s)).toEqual(expect.arrayContaining(['earlyEnd.holds', 'game.over']));
  });

  it('12-1: a pending early end no longer met lapses, and the game goes on', () => {
    const units = [unit('a', 0, 1, 'front'), unit('b', 0, 2, 'front'), unit('c', 0, 3, 'front'), unit('x', 1, 1, 'back')];
    const s = start(setup({ units, earlyEnd: [{ player: 0, condition: 'score' }] }));
    expect(where(s)).toBe('summon.choose');
    expect(s.context.earlyEnd).toEqual([]);
    expect(steps(s)).toContain('earlyEnd.fails');
    const theirs = start(setup({ units: [unit('a', 1, 1, 'front'), unit('b', 1, 2, 'front'), unit('c', 1, 3, 'front')], earlyEnd: [{ player: 1, condition: 'units' }] }));
    expect(where(theirs), 'the opponent’s declaration waits for its own turn').toBe('summon.choose');
    expect(theirs.context.earlyEnd).toEqual([{ player: 1, condition: 'units' }]);
  });

  it('12-2, 12-5: the 召喚階段 cannot be ended while a unit or 小旅人 can enter', () => {
    const s = start(setup());
    expect(s.can({ type: 'summon.end' })).toBe(false);
    expect(s.can({ type: 'tactic.deploy' })).toBe(false);
    const full = start(setup({ units: fullField(0), players: [player({ hand: [card('r', { redStar: 1 })] }), player()] }));
    expect(full.can({ type: 'traveller.summon' })).toBe(false);
    expect(full.can({ type: 'unit.play', card: 'r' }), 'a red-star unit may still be played').toBe(true);
    const ended = transition(turnMachine, full, { type: 'summon.end' })[0];
    expect(where(ended)).toBe('tactic.choose');
  });

  it('12-3: tributes chosen in any order are sacrificed in 戰線順序; a 小旅人 tribute goes to the forest', () => {
    const s = run(
      setup({
        players: [player({ hand: [card('dragon', { redStar: 2, atk: 7 })] }), player()],
        units: [unit('guard', 0, 1, 'back'), unit('monk', 0, 3, 'front'), unit('traveller-1', 0, 1, 'front', { traveller: true })],
      }),
      [{ type: 'unit.play', card: 'dragon' }, { type: 'tribute.choose', unit: 'monk' }, { type: 'tribute.choose', unit: 'traveller-1' }, { type: 'unit.place', line: 1, row: 'front' }],
    );
    const sacrificed = logEntries(s.context.log).filter((l) => l.step.startsWith('tribute.') && l.step !== 'tribute.chosen' && l.step !== 'tribute.reveal').map((l) => l.values?.unit);
    expect(sacrificed).toEqual(['traveller-1', 'monk']);
    expect(s.context.players[0].graveyard).toEqual(['monk']);
    expect(s.context.units.map((u) => u.id).sort()).toEqual(['dragon', 'guard']);
    expect(where(s)).toBe('tactic.choose');
  });

  it('12-3: a unit cannot be chosen twice, nor an enemy unit, as a tribute', () => {
    const s = run(setup({ players: [player({ hand: [card('dragon', { redStar: 2 })] }), player()], units: [unit('a', 0, 1, 'front'), unit('b', 0, 2, 'front'), unit('e', 1, 1, 'front')] }), [
      { type: 'unit.play', card: 'dragon' }, { type: 'tribute.choose', unit: 'a' },
    ]);
    expect(s.can({ type: 'tribute.choose', unit: 'a' })).toBe(false);
    expect(s.can({ type: 'tribute.choose', unit: 'e' })).toBe(false);
    expect(s.can({ type: 'tribute.choose', unit: 'b' })).toBe(true);
  });

  it('12-4: a blue-star unit needs its condition; 9-2: the back row only when the front is full', () => {
    const s = start(setup({ players: [player({ hand: [card('seer', { blueStar: true }), card('oracle', { blueStar: true, blueMet: true })] }), player()] }));
    expect(s.can({ type: 'unit.play', card: 'seer' })).toBe(false);
    const placing = transition(turnMachine, s, { type: 'unit.play', card: 'oracle' })[0];
    expect(placing.can({ type: 'unit.place', line: 2, row: 'back' })).toBe(false);
    expect(placing.can({ type: 'unit.place', line: 2, row: 'front' })).toBe(true);
  });

  it('13-1: the 戰術階段 is skipped on turn 1 and on the countdown’s last turn, not otherwise', () => {
    const place = [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }] as TurnEvent[];
    expect(steps(run(setup({ turn: 1 }), place))).toContain('tactic.skippedFirst');
    expect(where(run(setup({ turn: 2 }), place))).toBe('tactic.choose');
    expect(steps(run(setup({ starLinesFlipped: 4 }), place))).toContain('tactic.skippedLast');
    expect(where(run(setup({ starLinesFlipped: 3 }), place))).toBe('tactic.choose');
  });

  it('13-2 to 13-5: 佈陣 brings out a no-tribute unit first; a unit new to the front row stays out of the back row; effects only before moving', () => {
    const base = setup({ players: [player({ hand: [card('squire'), card('r', { redStar: 1 })] }), player()], units: [unit('old', 0, 2, 'front'), unit('rear', 0, 2, 'back')] });
    const deploying = run(base, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }, { type: 'tactic.deploy' }]);
    expect(deploying.can({ type: 'deploy.pick', unit: 'old' }), '13-4: bring out first').toBe(false);
    expect(deploying.can({ type: 'unit.play', card: 'r' }), '13-2: no red star').toBe(false);
    const arranging = run(base, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }, { type: 'tactic.deploy' }, { type: 'unit.play', card: 'squire' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'deploy.effect' }]);
    expect(where(arranging)).toBe('tactic.deploy.arrange');
    const picked = transition(turnMachine, arranging, { type: 'deploy.pick', unit: 'squire' })[0];
    expect(picked.can({ type: 'deploy.to', line: 3, row: 'back' }), '13-3: entered the front row this turn').toBe(false);
    expect(picked.can({ type: 'deploy.to', line: 4, row: 'front' })).toBe(true);
    const rear = transition(turnMachine, arranging, { type: 'deploy.pick', unit: 'rear' })[0];
    expect(rear.can({ type: 'deploy.to', line: 1, row: 'front' }), 'a swap would send traveller-1 (new this turn) back').toBe(false);
    const swapped = transition(turnMachine, transition(turnMachine, arranging, { type: 'deploy.pick', unit: 'old' })[0], { type: 'deploy.to', line: 2, row: 'back' })[0];
    expect(swapped.context.units.filter((u) => u.line === 2).map((u) => `${u.id}:${u.row}`).sort()).toEqual(['old:back', 'rear:front']);
    expect(swapped.can({ type: 'deploy.effect' }), '13-5').toBe(false);
    expect(where(transition(turnMachine, swapped, { type: 'deploy.finish' })[0])).toBe('end.earlyEnd');
  });

  it('13-4: with a full field 佈陣 goes straight to moving units', () => {
    const s = run(setup({ units: fullField(0).map((u) => (u.id === 'f01' ? { ...u, id: 'gone' } : u)), players: [player({ hand: [card('r', { redStar: 1 })] }), player()] }), [
      { type: 'unit.play', card: 'r' }, { type: 'tribute.choose', unit: 'b01' }, { type: 'unit.place', line: 1, row: 'back' }, { type: 'tactic.deploy' },
    ]);
    expect(where(s)).toBe('tactic.deploy.arrange');
    expect(steps(s)).toContain('deploy.direct');
  });

  it('2-4.2, 11-1: 進攻宣言 only when a unit may attack; it is the declare machine', () => {
    const alone = run(setup(), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    expect(alone.can({ type: 'tactic.attack' })).toBe(false);
    const s = run(setup({ units: [unit('lancer', 0, 2, 'front'), unit('guard', 1, 2, 'front')] }), [
      { type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }, { type: 'tactic.attack' }, { type: 'attack.declare', unit: 'lancer' }, { type: 'attack.finish' },
    ]);
    expect(s.context.units.find((u) => u.id === 'lancer')?.state).toBe('attacking');
    expect(steps(s)).toEqual(expect.arrayContaining(['declare.start', 'declare.attack', 'declare.finish', 'end.start']));
  });

  it('14-2: a hand over 10 is exiled down to 10, card by card', () => {
    const hand = Array.from({ length: 10 }, (_, i) => card(`h${i}`, { redStar: 3 }));
    const s = run(setup({ turn: 1, players: [player({ hand }), player()] }), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    expect(where(s)).toBe('end.handLimit');
    expect(s.context.players[0].hand).toHaveLength(12);
    const once = transition(turnMachine, s, { type: 'hand.exile', card: 'h0' })[0];
    expect(where(once)).toBe('end.handLimit');
    const twice = transition(turnMachine, once, { type: 'hand.exile', card: 'h1' })[0];
    expect(twice.context.players[0].exile).toEqual(['h0', 'h1']);
    expect(twice.context.players[0].hand).toHaveLength(10);
    expect(where(twice)).not.toBe('end.handLimit');
  });

  it('3-1, 14-3: an empty deck at the end phase begins the countdown and flips card 5 at once; later end phases flip 4, 3 …', () => {
    const place = (line: number) => [{ type: 'traveller.summon' }, { type: 'unit.place', line, row: 'front' }] as TurnEvent[];
    const s = run(setup({ turn: 1, players: [player({ deck: [card('last')] }), player({ deck: [card('x'), card('y')] })] }), place(1));
    expect(s.context.countdown).toBe(true);
    expect(s.context.flipped).toEqual([5]);
    expect(steps(s)).toEqual(expect.arrayContaining(['countdown.begins', 'countdown.flip']));
    expect(s.context.current).toBe(1);
  });

  it('3-1, 14-5, 3-2 ※: the fifth end phase of the countdown flips card 1 and ends the game; a tie goes to the second player', () => {
    const place = (line: number) => [{ type: 'traveller.summon' }, { type: 'unit.place', line, row: 'front' }] as TurnEvent[];
    const pass = [{ type: 'tactic.deploy' }, { type: 'traveller.summon' }] as TurnEvent[];
    let s = start(setup({ turn: 11, starLinesFlipped: 3, players: [player({ deck: [] }), player({ deck: [] })] }));
    s = run(setup({ turn: 11, starLinesFlipped: 3, players: [player({ deck: [] }), player({ deck: [] })] }), [...place(1), ...pass, { type: 'unit.place', line: 2, row: 'front' }, { type: 'deploy.finish' }]);
    expect(s.context.flipped).toEqual([5, 4, 3, 2]);
    expect(where(s)).toBe('summon.choose');
    for (const e of place(1)) s = transition(turnMachine, s, e)[0];
    expect(steps(s)).toContain('tactic.skippedLast');
    expect(where(s)).toBe('gameOver');
    expect(s.context.result).toEqual({ scores: [2, 1], winner: 0, by: 'countdown' });
    const tie = run(setup({ turn: 12, starLinesFlipped: 4, units: [unit('a', 0, 1, 'front')] }), place(1));
    expect(tie.context.result).toEqual({ scores: [1, 1], winner: 1, by: 'countdown' });
    expect(steps(tie)).toContain('game.tie');
  });

  it('14-4: an early end is declared only on a condition met, and never in the countdown', () => {
    const three = [unit('a', 0, 2, 'front'), unit('b', 0, 3, 'front'), unit('c', 0, 4, 'front')];
    const s = run(setup({ turn: 1, units: three }), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    expect(where(s)).toBe('end.earlyEnd');
    expect(s.can({ type: 'earlyEnd.declare', condition: 'score' })).toBe(false);
    const declared = transition(turnMachine, s, { type: 'earlyEnd.declare', condition: 'units' })[0];
    expect(declared.context.earlyEnd).toEqual([{ player: 0, condition: 'units' }]);
    expect(declared.context.current).toBe(1);
    expect(refusal(s, { type: 'earlyEnd.declare', condition: 'score' })).toEqual(['refuse.earlyEndUnmet', '14-4', '14-4.1']);
    // In the countdown the step waits when a condition holds, so that a declaration is refused there, by 14-4.
    const counting = run(setup({ turn: 1, units: three, players: [player({ deck: [] }), player()] }), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    expect(where(counting)).toBe('end.earlyEnd');
    expect(counting.context.countdown).toBe(true);
    expect(refusal(counting, { type: 'earlyEnd.declare', condition: 'units' })).toEqual(['refuse.earlyEndCountdown', '14-4']);
    const passed = transition(turnMachine, counting, { type: 'earlyEnd.pass' })[0];
    expect(logEntries(passed.context.log).filter((l) => l.step.startsWith('earlyEnd.'))).toEqual([{ step: 'earlyEnd.countdown', clauses: ['14-4'] }]);
    expect(passed.context.current).toBe(1);
    // With no condition met the step is passed over, in the countdown or not.
    const none = run(setup({ turn: 1, players: [player({ deck: [] }), player()] }), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    expect(steps(none)).toContain('earlyEnd.countdown');
    expect(none.context.current).toBe(1);
    // 3-2 — only in the 結束階段: elsewhere a declaration is refused by it; 2-5 — after the hand limit (14-2).
    expect(refusal(none, { type: 'earlyEnd.declare', condition: 'units' })).toEqual(['refused.notHere', '3-2']);
    const hand = Array.from({ length: 11 }, (_, i) => card(`h${i}`, { redStar: 9 }));
    const over = run(setup({ turn: 1, units: three, players: [player({ hand }), player()] }), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    expect(where(over)).toBe('end.handLimit');
    expect(refusal(over, { type: 'earlyEnd.declare', condition: 'units' })).toEqual(['refused.notHere', '2-5', '14-2']);
    expect(refusal(over, { type: 'hand.exile', card: 'squire' })).toEqual(['refuse.notInHand', '14-2']);
  });

  it('12-2 to 12-4, 9-2, 9-3: each card, place and tribute the 召喚階段 refuses cites the rule that forbids it', () => {
    const hand = [{ id: 'spell', kind: 'magic' }, card('seer', { blueStar: true }), card('titan', { redStar: 3 }), card('golem', { redStar: 1 })];
    const s = start(setup({ players: [player({ hand }), player()], units: [unit('a', 0, 1, 'front'), unit('b', 0, 2, 'front'), unit('e', 1, 1, 'front')] }));
    expect(refusal(s, { type: 'unit.play', card: 'spell' })).toEqual(['refuse.magic', '12-2']);
    expect(refusal(s, { type: 'unit.play', card: 'seer' })).toEqual(['refuse.blueUnmet', '12-4']);
    expect(refusal(s, { type: 'unit.play', card: 'titan' })).toEqual(['refuse.tributesShort', '12-3']);
    expect(refusal(s, { type: 'unit.play', card: 'nowhere' })).toEqual(['refuse.notInHand', '12-2']);
    const tributes = transition(turnMachine, s, { type: 'unit.play', card: 'golem' })[0];
    expect(refusal(tributes, { type: 'tribute.choose', unit: 'e' })).toEqual(['refuse.tribute', '12-3']);
    const placing = transition(turnMachine, s, { type: 'traveller.summon' })[0];
    expect(refusal(placing, { type: 'unit.place', line: 1, row: 'front' })).toEqual(['refuse.place', '9-2']);
    expect(refusal(placing, { type: 'unit.place', line: 3, row: 'back' })).toEqual(['refuse.place', '9-2']);
    const full = start(setup({ players: [player({ hand: [card('squire')] }), player()], units: fullField(0) }));
    expect(refusal(full, { type: 'unit.play', card: 'squire' })).toEqual(['refuse.fieldFull', '9-3']);
    expect(refusal(full, { type: 'traveller.summon' })).toEqual(['refuse.fieldFull', '9-3']);
  });

  it('2-4, 2-4.2, 13-2, 13-3: what the 戰術階段 refuses cites the rule that forbids it', () => {
    const hand = [card('squire'), card('r', { redStar: 1 }), card('oracle', { blueStar: true, blueMet: true })];
    const base = setup({ players: [player({ hand }), player()], units: [unit('old', 0, 2, 'front'), unit('rear', 0, 2, 'back'), unit('guard', 1, 2, 'front'), unit('wall', 1, 3, 'front', { keywords: ['blocker'] })] });
    const choosing = run(base, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    const bringing = transition(turnMachine, choosing, { type: 'tactic.deploy' })[0];
    expect(refusal(bringing, { type: 'unit.play', card: 'r' })).toEqual(['refuse.deployRed', '13-2']);
    expect(refusal(bringing, { type: 'unit.play', card: 'oracle' })).toEqual(['refuse.deployBlue', '13-2', '12-4']);
    expect(refusal(bringing, { type: 'tactic.attack' }), '2-4: one of the two').toEqual(['refused.notHere', '2-4']);
    const arranging = run(base, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }, { type: 'tactic.deploy' }, { type: 'unit.play', card: 'squire' }, { type: 'unit.place', line: 3, row: 'front' }]);
    expect(refusal(arranging, { type: 'attack.declare', unit: 'old' })).toEqual(['refused.notHere', '2-4']);
    expect(refusal(arranging, { type: 'deploy.pick', unit: 'guard' })).toEqual(['refuse.moveNotOwn', '13-3']);
    const squire = transition(turnMachine, arranging, { type: 'deploy.pick', unit: 'squire' })[0];
    expect(refusal(squire, { type: 'deploy.to', line: 3, row: 'front' })).toEqual(['refuse.samePlace', '13-3']);
    expect(refusal(squire, { type: 'deploy.to', line: 3, row: 'back' })).toEqual(['refuse.enteredFront', '13-3']);
    const rear = transition(turnMachine, arranging, { type: 'deploy.pick', unit: 'rear' })[0];
    const toFront: TurnEvent = { type: 'deploy.to', line: 1, row: 'front' };
    const swap = explainRefusal(turnMachine, rear, toFront);
    expect([swap.step, swap.values], 'the unit it would swap with entered the front row this turn').toEqual(['refuse.enteredFront', { unit: 'traveller-1' }]);
    const attacking = transition(turnMachine, choosing, { type: 'tactic.attack' })[0];
    expect(refusal(attacking, { type: 'tactic.deploy' })).toEqual(['refused.notHere', '2-4']);
    expect(refusal(attacking, { type: 'deploy.finish' })).toEqual(['refused.notHere', '2-4']);
    const alone = run(setup(), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]);
    expect(refusal(alone, { type: 'tactic.attack' })).toEqual(['refuse.noAttacker', '2-4.2', '11-1']);
  });

  it('rejects setups the rules cannot reach, naming the clause', () => {
    expect(() => turnSetupSchema.parse(setup({ units: [unit('a', 1, 1, 'front', { state: 'attacking' })], turn: 2 }))).toThrow(/8-2/);
    expect(() => turnSetupSchema.parse(setup({ starLinesFlipped: 1, earlyEnd: [{ player: 1, condition: 'units' }] }))).toThrow(/14-4/);
    expect(() => turnSetupSchema.parse(setup({ starLinesFlipped: 1, earlyEnd: [{ player: 0, condition: 'units' }] }))).not.toThrow();
    expect(() => turnSetupSchema.parse(setup({ players: [player({ hand: [card('a')] }), player({ hand: [card('a')] })] }))).toThrow(/used twice/);
    expect(() => turnSetupSchema.parse(setup({ players: [player({ hand: [card('a', { redStar: 1, blueStar: true })] }), player()] }))).toThrow(/12-3/);
    expect(() => turnSetupSchema.parse(setup({ units: [unit('fused', 1, 1, 'front', { combined: true, keywords: ['sneak'] })], turn: 1 }))).toThrow(/15-2.1e/);
    expect(() => turnSetupSchema.parse(setup({ units: [unit('wall', 1, 1, 'front', { state: 'attacking', keywords: ['blocker'] })], turn: 1 }))).toThrow(/15-1.4a/);
  });

  it('15-4.1: a unit brought out at a 掩護 unit’s 左右邊 may move to its empty 正後方, then moves freely in 佈陣 (15-4.1c)', () => {
    const base = setup({ players: [player({ hand: [card('squire'), card('page')] }), player()], units: [unit('shield', 0, 2, 'front', { keywords: ['cover'] }), unit('rear', 0, 4, 'back'), unit('bastion', 0, 4, 'front', { keywords: ['cover'] })] });
    // Not beside it (line 4 is two lines away from 2), or in the back row: no choice is offered.
    expect(where(run(base, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }]))).toBe('summon.cover');
    // bastion's 正後方 is taken by rear: only shield is offered, and only to a unit beside it.
    const beside = run(base, [{ type: 'unit.play', card: 'squire' }, { type: 'unit.place', line: 3, row: 'front' }]);
    expect(where(beside)).toBe('summon.cover');
    expect(logEntries(beside.context.log).at(-1)).toMatchObject({ step: 'cover.offered', clauses: ['15-4.1a', '15-4.1b', '5-5'], values: { unit: 'squire', others: 'shield' } });
    expect(refusal(beside, { type: 'cover.move', unit: 'bastion' })).toEqual(['refuse.cover', '15-4.1a', '5-4', '5-5']);
    expect(refusal(beside, { type: 'cover.move', unit: 'rear' })).toEqual(['refuse.cover', '15-4.1a', '5-4', '5-5']);
    const moved = run(base, [{ type: 'unit.play', card: 'squire' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'cover.move', unit: 'shield' }]);
    expect(where(moved)).toBe('tactic.choose');
    expect(moved.context.units.find((u) => u.id === 'squire')).toMatchObject({ line: 2, row: 'back', state: 'upright' });
    // 15-4.1c, 13-3 — having moved to the back row, it may go to the front and back again.
    const free = run(base, [{ type: 'unit.play', card: 'squire' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'cover.move', unit: 'shield' }, { type: 'tactic.deploy' }, { type: 'unit.play', card: 'page' }, { type: 'unit.place', line: 5, row: 'front' }]);
    expect(where(free), 'page entered beside bastion, whose 正後方 is taken: no cover').toBe('tactic.deploy.arrange');
    const again = run(base, [{ type: 'unit.play', card: 'squire' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'cover.move', unit: 'shield' }, { type: 'tactic.deploy' }, { type: 'unit.play', card: 'page' }, { type: 'unit.place', line: 5, row: 'front' }, { type: 'deploy.pick', unit: 'squire' }, { type: 'deploy.to', line: 3, row: 'front' }, { type: 'deploy.pick', unit: 'squire' }, { type: 'deploy.to', line: 3, row: 'back' }]);
    expect(again.context.units.find((u) => u.id === 'squire')).toMatchObject({ line: 3, row: 'back' });
    expect(refusal(run(base, [{ type: 'unit.play', card: 'squire' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'cover.decline' }, { type: 'tactic.deploy' }, { type: 'unit.play', card: 'page' }, { type: 'unit.place', line: 5, row: 'front' }, { type: 'deploy.pick', unit: 'squire' }]), { type: 'deploy.to', line: 3, row: 'back' }), 'declined: it entered the front row and stays out of the back').toEqual(['refuse.enteredFront', '13-3']);
    // The front row full: a unit entering the back row is at no 掩護 unit's 左右邊 that has a 正後方.
    const crowdedFront = setup({ units: [1, 2, 3, 4, 5].map((l) => unit(`f${l}`, 0, l, 'front', { keywords: ['cover'] })) });
    expect(where(run(crowdedFront, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'back' }]))).toBe('tactic.choose');
    expect(refusal(start(setup()), { type: 'cover.move', unit: 'shield' })[0]).toBe('refused.notHere');
  });

  it('15-4.3a, 15-5.4: 衰退 in the current player’s end phase turns an upright unit sideways, destroys a sideways one (破壞抗性 excepted), leaves an attacking one', () => {
    const units = [
      unit('wisp', 0, 1, 'front', { keywords: ['decay'] }),
      unit('ember', 0, 2, 'front', { state: 'sideways', keywords: ['decay'] }),
      unit('stone', 0, 3, 'front', { state: 'sideways', keywords: ['decay', 'indestructible'] }),
      unit('traveller-1', 0, 4, 'back', { state: 'sideways', keywords: ['decay'], traveller: true }),
      unit('lancer', 0, 5, 'front', { keywords: ['decay'] }),
      unit('foe', 1, 5, 'front'),
      unit('rival', 1, 2, 'back', { keywords: ['decay'] }),
      unit('x', 1, 1, 'back'), unit('y', 1, 3, 'back'),
    ];
    const s = run(setup({ units }), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 4, row: 'front' }, { type: 'tactic.attack' }, { type: 'attack.declare', unit: 'lancer' }, { type: 'attack.finish' }]);
    const decay = logEntries(s.context.log).filter((l) => l.step.startsWith('decay.')).map((l) => [l.step, l.values!.unit, ...l.clauses]);
    expect(decay).toEqual([
      ['decay.sideways', 'wisp', '14-1', '15-5.4a', '15-5.4b'],
      ['decay.destroyed', 'ember', '14-1', '15-5.4a', '15-5.4b', '10-2'],
      ['decay.resisted', 'stone', '14-1', '15-5.4a', '15-5.4b', '15-4.3a'],
      ['decay.traveller', 'traveller-1', '14-1', '15-5.4a', '15-5.4b', '10-2', '10-5'],
      ['decay.attacking', 'lancer', '14-1', '15-5.4a', '11-4'],
    ]);
    const state = (id: string) => s.context.units.find((u) => u.id === id)?.state;
    expect([state('wisp'), state('ember'), state('stone'), state('traveller-1'), state('lancer'), state('rival')]).toEqual(['sideways', undefined, 'sideways', undefined, 'attacking', 'upright']);
    expect(s.context.players[0].graveyard).toEqual(['ember']);
    const endStart = steps(s).indexOf('end.start');
    expect(steps(s).indexOf('decay.sideways')).toBe(endStart + 1);
    expect(steps(s).indexOf('hand.checked'), '2-5: the effects of the end phase come before the hand limit').toBeGreaterThan(steps(s).indexOf('decay.attacking'));
  });

  it('15-5.3a: a unit under 禁錮 is no tribute (nor counted as one) and does not move or swap in 佈陣', () => {
    const units = [unit('captive', 0, 1, 'front', { keywords: ['imprisoned'] }), unit('monk', 0, 2, 'back')];
    const base = setup({ players: [player({ hand: [card('ogre', { redStar: 1 }), card('titan', { redStar: 2 })] }), player()], units });
    const s = start(base);
    expect(refusal(s, { type: 'unit.play', card: 'titan' })).toEqual(['refuse.tributesShort', '12-3', '15-5.3a']);
    const tributes = run(base, [{ type: 'unit.play', card: 'ogre' }]);
    expect(refusal(tributes, { type: 'tribute.choose', unit: 'captive' })).toEqual(['refuse.tributeImprisoned', '15-5.3a', '12-3']);
    expect(where(run(base, [{ type: 'unit.play', card: 'ogre' }, { type: 'tribute.choose', unit: 'monk' }]))).toBe('summon.place');
    const arranging = run(base, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'tactic.deploy' }, { type: 'traveller.summon' }, { type: 'unit.place', line: 4, row: 'front' }]);
    expect(refusal(arranging, { type: 'deploy.pick', unit: 'captive' })).toEqual(['refuse.imprisonedMove', '15-5.3a']);
    const picked = run(base, [{ type: 'traveller.summon' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'tactic.deploy' }, { type: 'traveller.summon' }, { type: 'unit.place', line: 4, row: 'front' }, { type: 'deploy.pick', unit: 'monk' }]);
    expect(refusal(picked, { type: 'deploy.to', line: 1, row: 'front' })).toEqual(['refuse.imprisonedMove', '15-5.3a']);
    expect(where(transition(turnMachine, picked, { type: 'deploy.to', line: 5, row: 'back' })[0])).toBe('tactic.deploy.arrange');
  });

  it('15-5.1b: an attack canceled by an effect in the 進攻宣言 is fought in no 防守階段', () => {
    const s = run(setup({ units: [unit('lancer', 0, 1, 'front'), unit('guard', 1, 1, 'front')] }), [
      { type: 'traveller.summon' }, { type: 'unit.place', line: 2, row: 'front' }, { type: 'tactic.attack' }, { type: 'attack.declare', unit: 'lancer' }, { type: 'effect.sideways', unit: 'lancer' }, { type: 'attack.finish' },
    ]);
    expect(s.context.turn).toBe(6);
    expect(steps(s)).toEqual(expect.arrayContaining(['declare.canceled', 'declare.noneAttacking', 'phaseSkipped']));
    expect(s.context.units.find((u) => u.id === 'lancer')!.state).toBe('sideways');
    // 11-1 — the lancer did attack: the declaration may end though the 小旅人 could still attack.
    const other = run(setup({ units: [unit('lancer', 0, 1, 'front'), unit('guard', 1, 1, 'front'), unit('monk', 1, 2, 'front')] }), [
      { type: 'traveller.summon' }, { type: 'unit.place', line: 2, row: 'front' }, { type: 'tactic.attack' }, { type: 'attack.declare', unit: 'lancer' }, { type: 'effect.sideways', unit: 'lancer' },
    ]);
    expect(other.can({ type: 'attack.declare', unit: 'traveller-1' })).toBe(true);
    expect(other.can({ type: 'attack.finish' })).toBe(true);
    expect(refusal(start(setup({ units: [unit('lancer', 0, 1, 'front')] })), { type: 'effect.sideways', unit: 'lancer' })[0], 'only inside the 進攻宣言').toBe('refused.notHere');
  });

  it('names every state and describes every step in both languages', () => {
    const s = run(setup({ units: [unit('lancer', 0, 2, 'front'), unit('guard', 1, 2, 'front')] }), [{ type: 'traveller.summon' }, { type: 'unit.place', line: 1, row: 'front' }, { type: 'tactic.attack' }]);
    for (const locale of ['zh-hant', 'ja'] as const) {
      for (const entry of logEntries(s.context.log)) expect(describeStep(entry, xinglingwangWords[locale])).not.toMatch(/undefined|\{/);
      expect(describeState(s.value, xinglingwangWords[locale])).not.toBe('tactic.attack');
    }
  });
});

describe('星靈王 turn paths', () => {
  const base = setup({
    turn: 1,
    players: [
      player({ deck: [card('p1'), card('p2'), card('p3')], hand: [card('squire'), card('dragon', { redStar: 1 }), ...Array.from({ length: 8 }, (_, i) => card(`m${i}`, { redStar: 9 }))] }),
      player({ deck: [card('q1')], hand: [card('wolf')] }),
    ],
    units: [unit('guard', 0, 1, 'front'), unit('monk', 0, 2, 'front', { keywords: ['cover'] }), unit('x', 0, 3, 'back'), unit('y', 0, 4, 'back'), unit('imp', 1, 1, 'front', { state: 'attacking', atk: 1 }), unit('rat', 1, 3, 'front')],
  });
  const events: TurnEvent[] = [
    { type: 'traveller.summon' }, { type: 'unit.play', card: 'squire' }, { type: 'unit.play', card: 'dragon' }, { type: 'tribute.choose', unit: 'monk' },
    { type: 'unit.place', line: 4, row: 'front' }, { type: 'unit.place', line: 5, row: 'front' }, { type: 'tactic.deploy' }, { type: 'tactic.attack' }, { type: 'deploy.pick', unit: 'guard' }, { type: 'deploy.pick', unit: 'rat' },
    { type: 'deploy.to', line: 5, row: 'back' }, { type: 'deploy.finish' }, { type: 'attack.declare', unit: 'guard' }, { type: 'attack.finish' },
    ...Array.from({ length: 8 }, (_, i): TurnEvent => ({ type: 'hand.exile', card: `m${i}` })), { type: 'earlyEnd.pass' }, { type: 'earlyEnd.declare', condition: 'units' },
    { type: 'window.pass' }, { type: 'step.continue' }, { type: 'summon.end' }, { type: 'unit.place', line: 3, row: 'front' }, { type: 'cover.move', unit: 'monk' }, { type: 'cover.decline' },
  ];
  // A state is its value (with the running sub-flow's), the turn, and the few things that open
  // different choices: enough to tell situations apart, few enough to explore.
  const serializeState = (s: Snapshot) => {
    const c = s.context;
    const sub = c.defense ? [c.defense.value, c.defense.context.passed.length, c.defense.context.attacker] : c.declare ? [c.declare.value, c.declare.context.declared.length] : null;
    return JSON.stringify([s.value, sub, c.turn, c.players[c.current].hand.length, c.picked, c.bringing !== null]);
  };
  const paths = getShortestPaths(turnMachine, { input: turnSetupSchema.parse(base), events, serializeState, limit: 20000 } as never);
  const reached = new Set(paths.map((p) => statePath(p.state.value)));

  it('reaches every state of the machine', () => {
    const leaves = ['defense', 'summon.choose', 'summon.tributes', 'summon.place', 'summon.cover', 'tactic.choose', 'tactic.deploy.cover', 'tactic.deploy.bring', 'tactic.deploy.place', 'tactic.deploy.arrange', 'tactic.deploy.moving', 'tactic.attack', 'end.handLimit', 'end.earlyEnd'];
    for (const leaf of leaves) expect(reached, `${leaf} among ${[...reached].join(' ')}`).toContain(leaf);
  });

  it('reaches the end of the game from the countdown and from an early end', () => {
    const ends = (input: SetupIn, more: TurnEvent[] = []) =>
      getShortestPaths(turnMachine, { input: turnSetupSchema.parse(input), events: [...events, ...more], serializeState, limit: 20000 } as never).filter((p) => p.state.status === 'done');
    expect(ends({ ...base, turn: 3, starLinesFlipped: 3 }).map((p) => p.state.context.result?.by)).toContain('countdown');
    expect(ends({ ...base, turn: 3, earlyEnd: [{ player: 0, condition: 'units' }] }).map((p) => p.state.context.result?.by)).toContain('earlyEnd');
  });

  it('leaves every non-final state by some event', () => {
    for (const path of paths) {
      if (path.state.status === 'done') continue;
      expect(events.some((e) => path.state.can(e)) || turnCandidates(path.state.context).some((e) => path.state.can(e as never)), statePath(path.state.value)).toBe(true);
    }
  });

  it('random games always end, with a consistent result and a legal board', () => {
    const random = seededRandom(7);
    const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const keywords = ['pierce', 'ranged', 'poison', 'blocker', 'sneak', 'dismantle', 'armourBreak', 'cover', 'indestructible', 'imprisoned', 'decay'] as const;
    const broken: string[] = [];
    let ended = 0;
    for (let game = 0; game < 150; game++) {
      const deck = (p: string) => Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => (random() < 0.15 ? { id: `${p}m${i}`, kind: 'magic' as const } : card(`${p}c${i}`, { atk: Math.floor(random() * 6), score: Math.floor(random() * 4), redStar: random() < 0.3 ? 1 + Math.floor(random() * 2) : 0, keywords: random() < 0.4 ? [pick([...keywords])] : [] })));
      let s = start(setup({ turn: 1 + Math.floor(random() * 4), players: [player({ deck: deck('a'), hand: deck('b') }), player({ deck: deck('c'), hand: deck('d') })] }));
      for (let i = 0; i < 600 && s.status !== 'done'; i++) {
        const open = turnCandidates(s.context).filter((e) => s.can(e as never));
        if (open.length === 0) {
          broken.push(`game ${game}: stuck at ${statePath(s.value)}`);
          break;
        }
        s = transition(turnMachine, s, pick(open) as TurnEvent)[0];
        const places = s.context.units.map((u) => `${u.owner}/${u.line}/${u.row}`);
        if (new Set(places).size !== places.length) broken.push(`game ${game}: two units on one place`);
        if (s.context.earlyEnd.some((e) => s.context.countdown && e.player !== s.context.current && s.context.flipped.length > 1)) broken.push(`game ${game}: early end declared in the countdown`);
      }
      if (s.status === 'done') {
        ended++;
        const r = s.context.result!;
        if (r.winner !== (r.scores[0] > r.scores[1] ? 0 : 1)) broken.push(`game ${game}: winner ${r.winner} with ${r.scores}`);
        if (r.by === 'countdown' && !s.context.flipped.includes(1)) broken.push(`game ${game}: countdown end without card 1`);
      }
    }
    expect(broken).toEqual([]);
    expect(ended).toBeGreaterThan(140);
  });
});
