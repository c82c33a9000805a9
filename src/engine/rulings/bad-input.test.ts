/**
 * Bad ruling input never passes silently (issue 9's probes, kept as regressions): every ruling
 * must check something, unknown or dropped keys are refused, schema problems say what is allowed,
 * events that can never be valid are refused before replay, a position the rules cannot reach is
 * refused naming the clause, and a long line replays in linear time and memory up to a limit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { getSite } from '../../lib/content';
import { FLOWS, FLOW_SCHEMAS } from '../registry';
import { MAX_EVENTS } from '../input';
import { runFlow } from '../run';
import type { Log } from '../log';
import { clauseExistsIn } from './load';
import { checkRuling, replayRuling, RulingInvalid } from './replay';

const site = getSite();
const SHIELD = readFileSync('content/rulings/wuxing/attack-into-shield.yaml', 'utf8');
const FILE = 'probe/attack-into-shield.yaml';

/** The problems checkRuling names, or [] when the file is valid. */
function problemsOf(text: string): string[] {
  try {
    checkRuling(text, FILE, clauseExistsIn(site));
    return [];
  } catch (error) {
    if (error instanceof RulingInvalid) return error.problems;
    throw error;
  }
}
const replayed = (text: string) => replayRuling(checkRuling(text, FILE, clauseExistsIn(site)));

describe('a ruling must check something, with keys that mean something', () => {
  it('refuses an empty expectation', () => {
    expect(problemsOf(SHIELD.replace(/expect:[\s\S]*/, 'expect: {}\n'))).toEqual([expect.stringMatching(/^expect: a ruling must expect something/)]);
  });
  it('refuses data nested hundreds or thousands deep by what it is, without overflowing the stack', () => {
    const deep = (n: number) => SHIELD.replace(/expect:[\s\S]*/, `expect:\n  life: ${'['.repeat(n)}${']'.repeat(n)}\n`);
    expect(problemsOf(deep(500))).toEqual([expect.stringMatching(/nests lists or maps more than 100 deep/)]);
    // Deeper still, the YAML reader itself gives up, and says so.
    expect(problemsOf(deep(5000))).toEqual([expect.stringMatching(/^not valid YAML: .* at line 30/)]);
  });
  it('refuses __proto__ (which a schema would drop) instead of passing with nothing expected', () => {
    expect(problemsOf(SHIELD.replace(/expect:[\s\S]*/, 'expect:\n  __proto__: { life: [1, 1] }\n'))).toEqual([expect.stringMatching(/^expect\.__proto__: a key JavaScript treats specially/)]);
  });
  it('names an unknown expectation and the keys it may use', () => {
    expect(problemsOf(SHIELD.replace('expect:', 'expect:\n  lief: [1, 1]'))).toEqual(['expect: unknown key "lief"; known keys: state, current, life, shields, hands, passives, drawn, deckTop, deckCount, discardPile, result']);
  });
});

describe('schema problems say what is allowed', () => {
  it('a player count other than 2, 4, 6', () => {
    expect(problemsOf(SHIELD.replace('players: 2', 'players: 3'))).toContain('setup.players: expected one of 2, 4, 6; received 3');
  });
  it('an unknown event type lists the known ones', () => {
    expect(problemsOf(SHIELD.replace('type: action.attack', 'type: action.atack'))[0]).toMatch(/^steps\.1\.event\.type: expected one of "recover\.take", .*"turn\.end"; received "action\.atack"$/);
  });
  it('a hand position named twice can never be valid: refused before replay', () => {
    expect(problemsOf(SHIELD.replace('cards: [0, 1]', 'cards: [0, 0]'))).toEqual(['steps.1.event.cards: a hand position is named twice: name each card of the hand once']);
  });
  it('a ruling longer than the limit is refused, saying the limit', () => {
    const steps = Array.from({ length: MAX_EVENTS + 1 }, () => '  - event: { type: step.continue }').join('\n');
    expect(problemsOf(SHIELD.replace(/steps:[\s\S]*?\nexpect:/, `steps:\n${steps}\nexpect:`))).toEqual([expect.stringMatching(new RegExp(`^steps: ${MAX_EVENTS + 1} steps; a ruling has at most ${MAX_EVENTS}\\.`))]);
  });
});

describe('events that do not fit the position are refused with the rule and the reason', () => {
  it('a hand position past the hand (2-4.1: a formation is made of hand cards; the hand holds 3)', () => {
    const run = replayed(SHIELD.replace('cards: [0, 1]', 'cards: [7]'));
    expect(run.ok).toBe(false);
    expect(run.refused?.refusal).toEqual({ step: 'refuse.cards', clauses: ['2-4.1'], values: { count: 3 } });
  });
  it('a target seat not at the table (2-4.4a)', () => {
    expect(replayed(SHIELD.replace('cards: [0, 1]', 'cards: [0, 1], target: 9')).refused?.refusal).toEqual({ step: 'refuse.target', clauses: ['2-4.4a'], values: { players: 2 } });
  });
  it('a unit not on the field (11-1)', () => {
    const text = readFileSync('content/rulings/xinglingwang/attack-once-per-turn.yaml', 'utf8').replace('unit: lancer }', 'unit: nobody }');
    const run = replayRuling(checkRuling(text, 'probe/attack-once-per-turn.yaml', clauseExistsIn(site)));
    expect(run.refused?.refusal).toEqual({ step: 'refuse.notOnField', clauses: ['11-1'], values: { unit: 'nobody' } });
  });
});

describe('a position the rules cannot reach is refused, naming the clause', () => {
  it('五行: a team at 0 life has lost (7-1), so the sandbox does not play on', () => {
    const zero = /^setup\.life\.\d: a team at 0 life has already lost and the game is over \(7-1, 7-1\.1\)/;
    for (const [life, count] of [['[0, 100]', 1], ['[100, 0]', 1], ['[0, 0]', 2]] as const) {
      expect(problemsOf(SHIELD.replace('players: 2', `players: 2\n  life: ${life}`))).toEqual(Array(count).fill(expect.stringMatching(zero)));
    }
    expect(problemsOf(SHIELD.replace('players: 2', 'players: 2\n  life: [1, 1]'))).toEqual([]);
  });
});

describe('a long line replays in time and memory in proportion to its length', () => {
  /** A line of n events that never ends the game: each player casts a spell with no effect. */
  function longLine(n: number) {
    const flow = FLOWS['wuxing.turn'];
    const setup = FLOW_SCHEMAS['wuxing.turn'].setupSchema.parse({ players: 2, seats: [{ hand: ['金1', '木1'] }, { hand: ['水1', '火1'] }], deck: ['土1', '土2', '土3', '金2', '木2', '水2'] });
    const candidates = [{ type: 'recover.skip' }, { type: 'action.active', cards: [0], effect: { kind: 'none' } }, { type: 'step.continue' }, { type: 'draw.discard', index: 0 }, { type: 'turn.end' }];
    let snapshot = initialTransition(flow.machine, setup as never)[0];
    const events = [];
    for (let i = 0; i < n; i++) {
      const event = candidates.find((c) => snapshot.can(c as never))!;
      events.push(event);
      snapshot = transition(flow.machine, snapshot, event as never)[0];
    }
    return { machine: flow.machine, setup, events };
  }

  it('each step adds its own entries to the log it shares with the step before (no copies)', () => {
    const line = longLine(200);
    const { steps } = runFlow(line.machine, line.setup, line.events);
    const logOf = (s: AnyMachineSnapshot) => (s.context as { log: Log | null }).log;
    for (let k = 1; k < steps.length; k++) {
      let link = logOf(steps[k].snapshot);
      for (let i = 0; i < steps[k].entries.length; i++) link = link!.before;
      expect(link).toBe(logOf(steps[k - 1].snapshot));
    }
  });

  it(`replays the longest line allowed (${MAX_EVENTS} events) within seconds, even on a busy machine`, () => {
    const line = longLine(MAX_EVENTS);
    const started = performance.now();
    expect(runFlow(line.machine, line.setup, line.events).steps).toHaveLength(MAX_EVENTS + 1);
    // Linear, it takes about 0.1 s; copied logs took several seconds at this length.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 30_000);
});
