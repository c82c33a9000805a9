/** Every ruling in content/rulings is replayed; a disagreement shows the transcript and the difference. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../lib/content/load';
import { loadRulings, rulingFiles } from './load';
import { replayRuling } from './replay';
import { transcript } from './transcript';

const content = join(process.cwd(), 'content');
const rulings = loadRulings(content, loadSite(content));

describe('every ruling replays to its expected outcome', () => {
  it('there are at least 12 for 五行', () => expect(rulings.filter((r) => r.ruling.game === 'wuxing').length).toBeGreaterThanOrEqual(12));
  it('there are at least 12 for the 星靈王 防守階段', () => expect(rulings.filter((r) => r.ruling.flow === 'xinglingwang.defense').length).toBeGreaterThanOrEqual(12));
  for (const loaded of rulings) {
    it(`${loaded.file}`, () => {
      expect(loaded.replay.ok, transcript(loaded, loaded.replay, 'zh-hant')).toBe(true);
    });
  }
});

describe('every ruling reads in both languages', () => {
  for (const loaded of rulings) {
    it(`${loaded.file} (ja)`, () => {
      const text = transcript(loaded, loaded.replay, 'ja');
      expect(text).not.toMatch(/undefined|\{\w+/);
    });
  }
});

describe('the rulings cover every branch of the 五行 machine', () => {
  const steps = new Set(rulings.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.map((e) => e.step))));
  for (const step of ['damage.heal', 'damage.ke', 'damage.di', 'damage.shield', 'passive.reveal', 'passive.revealUnprocessed', 'recover.take', 'draw.atLimit', 'effect.drawModifier', 'gameOver', 'gameOver.draw']) {
    it(step, () => expect(steps).toContain(step));
  }
  it('a redirected attack (5-2.4f), 物理 against a shield (2-2.4b) and rounding (2-7.3)', () => {
    const clauses = new Set(rulings.flatMap((r) => r.replay.steps.flatMap((s) => s.entries.flatMap((e) => e.clauses))));
    for (const id of ['5-2.4f', '2-2.4b', '2-7.3', '4-2.2c', '4-2.5c']) expect(clauses).toContain(id);
  });
});

/** The command a judge runs on any ruling file. */
function cli(file: string) {
  return spawnSync(process.execPath, ['src/cli/ruling.mjs', file], { encoding: 'utf8', cwd: process.cwd() });
}

describe('npm run -s ruling -- <file>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ruling-'));
  const good = rulingFiles(content).find((f) => f.endsWith('attack-into-shield.yaml'))!;
  const text = readFileSync(good, 'utf8');

  it('prints the transcript with clause ids and exits 0 when the outcome holds', () => {
    const run = cli(good);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[2-2.2 2-2.4c 2-2.4a]');
    expect(run.stdout).toMatch(/^OK: /m);
  }, 30_000);

  it('exits 1 with the difference when the outcome does not hold, for a file outside the project', () => {
    const file = join(dir, 'attack-into-shield.yaml');
    writeFileSync(file, text.replace('life: [100, 100]', 'life: [100, 88]'));
    const run = cli(file);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL: life: expected [100,88], got [100,100]');
  }, 30_000);

  it('exits 2 and says why when the file is invalid', () => {
    const file = join(dir, 'attack-into-shield.yaml');
    writeFileSync(file, text.replace('element: metal', 'element: gold').replace('"5-2.4b"', '"9-9"'));
    const run = cli(file);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('clauses: 9-9 does not exist in wuxing');
    expect(run.stderr).toContain('steps.1.event.element');
  }, 30_000);
});

describe('the 星靈王 防守階段 rulings cover every keyword and branch', () => {
  const defense = rulings.filter((r) => r.ruling.flow === 'xinglingwang.defense');
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

describe('an expectation compares values, not the order its keys are written in', () => {
  const ruling = rulings.find((r) => r.ruling.id === 'tie-second-player-wins')!;
  const result = ruling.ruling.expect.result as { winner: number; scores: number[]; by: string };
  it('holds with the keys of `result` in any order', () => {
    const reordered = { ...ruling, ruling: { ...ruling.ruling, expect: { result: { by: result.by, winner: result.winner, scores: result.scores } } } };
    expect(replayRuling(reordered).ok).toBe(true);
  });
  it('fails on a different value', () => {
    const wrong = { ...ruling, ruling: { ...ruling.ruling, expect: { result: { ...result, winner: 1 - result.winner } } } };
    expect(replayRuling(wrong).differences).toHaveLength(1);
  });
});
