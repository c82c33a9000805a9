/**
 * Adding a flow touches only its game's folder: a fixture flow dropped into a copy of the project
 * (src/games/wuxing/fixture-echo/, with one ruling) is found by the registry, its schemas check its
 * ruling, and the citation, words and coverage tests take it in, with no other file edited. A second
 * copy whose fixture cites a clause the rulebook lacks shows that the citation test really looks at it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const copies: string[] = [];

const FLOW = (clause: string) => `
import { defineFlow } from '../../../engine/flow';
import { logged, type Log } from '../../../engine/log';
import { assign, setup } from 'xstate';
import { summarize } from './summary';

const machine = setup({ types: { context: {} as { log: Log | null }, events: {} as { type: 'echo.say' } } }).createMachine({
  id: 'fixture-echo',
  context: { log: null },
  initial: 'waiting',
  meta: { clauses: ['${clause}'] },
  states: {
    waiting: { meta: { clauses: ['${clause}'] }, on: { 'echo.say': { target: 'said', actions: assign(({ context }) => logged(context, { step: 'echo', clauses: ['${clause}'] })), meta: { clauses: ['${clause}'] } } } },
    said: { type: 'final', meta: { clauses: ['${clause}'] } },
  },
});

const words = (said: string) => ({ states: { waiting: '…', said }, events: { 'echo.say': said }, steps: { echo: said }, tables: {}, ui: {}, guards: {} });

export default defineFlow({
  title: { 'zh-hant': '回聲', ja: 'エコー' },
  summary: { 'zh-hant': '說一次。', ja: '一度言う。' },
  defaultSetup: {},
  machine,
  summarize,
  describeExpectation: (key, value) => ({ label: key, text: String(value) }),
  words: { 'zh-hant': words('說了'), ja: words('言った') },
  notPlayed: [{ clauses: ['${clause}'], words: { 'zh-hant': '只說一次，不回應。', ja: '一度言うだけで、応えない。' } }],
});
`;
const SUMMARY = `
import type { AnyMachineSnapshot } from 'xstate';
export const summarize = (snapshot: AnyMachineSnapshot) => ({ state: String(snapshot.value) });
export default summarize;
`;
const SCHEMAS = `
import { z } from 'zod';
export default {
  setupSchema: z.object({}).strict(),
  eventSchema: z.object({ type: z.literal('echo.say') }).strict(),
  summarySchema: z.object({ state: z.string() }).strict(),
};
`;
const RULING = `id: fixture-echo-says
game: wuxing
flow: wuxing.fixture-echo
title: { zh-hant: 回聲, ja: エコー }
summary: { zh-hant: 說一次。, ja: 一度言う。 }
clauses: ["4-2"]
setup: {}
steps:
  - event: { type: echo.say }
expect:
  state: said
`;

/** A copy of the project (sources, content, configs; node_modules linked) with the fixture flow added. */
function projectWithFixture(clause: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'flow-fixture-'));
  copies.push(dir);
  for (const name of ['src', 'content']) cpSync(join(root, name), join(dir, name), { recursive: true });
  for (const name of ['package.json', 'tsconfig.json', 'vitest.config.ts']) cpSync(join(root, name), join(dir, name));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const folder = join(dir, 'src/games/wuxing/fixture-echo');
  mkdirSync(folder);
  writeFileSync(join(folder, 'flow.ts'), FLOW(clause));
  writeFileSync(join(folder, 'schemas.ts'), SCHEMAS);
  writeFileSync(join(folder, 'summary.ts'), SUMMARY);
  writeFileSync(join(dir, 'content/rulings/wuxing/fixture-echo-says.yaml'), RULING);
  return dir;
}

type Report = { testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[] };

/** The engine's tests, run in a copy; each test's full name and status. */
function engineTests(dir: string) {
  const out = join(dir, 'report.json');
  spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'src/engine/registry.test.ts', 'src/engine/words.test.ts', 'src/engine/coverage.test.ts', 'src/engine/rulings/rulings.test.ts', '--reporter=json', `--outputFile=${out}`], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  return report.testResults.flatMap((f) => f.assertionResults);
}

afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a new flow needs only its own folder', () => {
  it('is found by the registry, checked by the citation, words and coverage tests, and its ruling replays', () => {
    const tests = engineTests(projectWithFixture('4-2'));
    const fixture = tests.filter((t) => t.fullName.includes('wuxing.fixture-echo') || t.fullName.includes('fixture-echo-says'));
    expect(fixture.map((t) => t.fullName).join('\n')).toMatch(/wuxing\.fixture-echo cites the rulebook/);
    expect(fixture.map((t) => t.fullName).join('\n')).toMatch(/wuxing\.fixture-echo: both languages/);
    expect(fixture.map((t) => t.fullName).join('\n')).toMatch(/wuxing\.fixture-echo: the rulings take its transitions/);
    expect(fixture.map((t) => t.fullName).join('\n')).toMatch(/fixture-echo-says\.yaml/);
    expect(fixture.filter((t) => t.status !== 'passed').map((t) => `${t.fullName}: ${t.failureMessages[0]}`)).toEqual([]);
    expect(tests.filter((t) => t.status !== 'passed').map((t) => t.fullName)).toEqual([]);
  }, 180_000);

  it('is refused by the citation test when it cites a clause the game does not have', () => {
    const tests = engineTests(projectWithFixture('99-99'));
    const failed = tests.filter((t) => t.status === 'failed');
    expect(failed.map((t) => t.fullName)).toContain('wuxing.fixture-echo cites the rulebook every cited clause exists in wuxing');
    expect(failed.flatMap((t) => t.failureMessages).join('\n')).toContain('cites 99-99');
  }, 180_000);
});
