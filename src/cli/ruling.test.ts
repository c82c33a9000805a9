/**
 * The command a judge runs on any ruling file: its transcript, and its exit code 0, 1 or 2. Two
 * cases run the command itself (ruling.mjs, through Vite, as `npm run ruling` does: a few seconds
 * each); the others call its `main` in this process, with the same arguments and output.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from './ruling.ts';
import { rulingFiles } from '../engine/rulings/load';

const content = join(process.cwd(), 'content');

/** The command a judge runs on any ruling file, as a process. */
function command(file: string, cwd = process.cwd()) {
  return spawnSync(process.execPath, [join(process.cwd(), 'src/cli/ruling.mjs'), file], { encoding: 'utf8', cwd });
}

/** The command's `main` on a file, its exit code and what it printed. */
function cli(file: string) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')));
  try {
    const status = main([file]);
    return { status, stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('npm run -s ruling -- <file>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ruling-'));
  const good = rulingFiles(content).find((f) => f.endsWith('attack-into-shield.yaml'))!;
  const text = readFileSync(good, 'utf8');

  it('prints the transcript with clause ids and exits 0 when the outcome holds', () => {
    const run = command(good);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[2-2.2 2-2.4c 2-2.4a]');
    expect(run.stdout).toMatch(/^OK: /m);
  }, 30_000);

  it('exits 1 with the difference when the outcome does not hold, for a file outside the project', () => {
    const file = join(dir, 'attack-into-shield.yaml');
    writeFileSync(file, text.replace('life: [100, 100]', 'life: [100, 88]'));
    const run = cli(file);
    expect(run.status).toBe(1);
    // The difference names the item, in the command's language (zh-hant unless --locale says otherwise).
    expect(run.stdout).toContain('FAIL: expect.life：預期 [100,88]，實際 [100,100]');
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


describe('a ruling that ends on a step the rules refuse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ruling-'));
  const file = rulingFiles(content).find((f) => f.endsWith('attack-once-per-turn.yaml'))!;
  const text = readFileSync(file, 'utf8');
  const variant = (edit: (t: string) => string) => {
    const path = join(dir, 'attack-once-per-turn.yaml');
    writeFileSync(path, edit(text));
    return cli(path);
  };

  it('exits 0 when the machine refuses it for the rule named (11-3), and says so', () => {
    const run = cli(file);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[11-3] 槍兵本回合已經進攻過');
    expect(run.stdout).toMatch(/^OK: step 4 refused by 11-3/m);
  }, 30_000);

  it('exits 1 when it is refused for another rule', () => {
    const run = variant((t) => t.replace('refused: [11-3]', 'refused: [8-3]'));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL: step 4: refused by 11-3, not by 8-3');
  }, 30_000);

  it('exits 1 when the rules allow it', () => {
    // Without the last removal lancer still attacks monk; declaring another unit is allowed.
    const run = variant((t) => t.replace(/- event: \{ type: attack\.declare, unit: lancer \}\n  note:\n    zh-hant: 槍兵雖然/, '- event: { type: attack.declare, unit: scout }\n  note:\n    zh-hant: 槍兵雖然'));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL: step 4: expected to be refused by 11-3, but the rules allow it');
  }, 30_000);

  it('exits 2 when a step other than the last says it is refused', () => {
    const run = variant((t) => t.replace("  note:\n    zh-hant: 槍兵前方有守衛", "  refused: [11-1]\n  note:\n    zh-hant: 槍兵前方有守衛"));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('steps.1.refused: only the last step may be one the rules refuse');
  }, 30_000);
});

describe('a problem in the content, not in the ruling', () => {
  it('exits 2 naming the content problem, without a stack trace, and does not judge the ruling', () => {
    // A copy of the content whose glossary points at a clause that does not exist.
    const project = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(content, join(project, 'content'), { recursive: true });
    const glossary = join(project, 'content/games/wuxing/glossary.yaml');
    writeFileSync(glossary, readFileSync(glossary, 'utf8').replace('clause: "1-1.2"', 'clause: "99-99"'));
    const run = command(rulingFiles(content).find((f) => f.endsWith('attack-into-shield.yaml'))!, project);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("not checked, because the site's content does not load (this is not about the ruling)");
    expect(run.stderr).toContain('content/games/wuxing/glossary.yaml: term team (entry 1) points at clause 99-99, which does not exist in wuxing');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toBe('');
  }, 30_000);
});

describe('a ruling file with bytes a reader cannot see', () => {
  it('exits 2 naming the line, for bytes that are not UTF-8 and for a bidi control', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ruling-'));
    const good = readFileSync(rulingFiles(content).find((f) => f.endsWith('attack-into-shield.yaml'))!);
    const file = join(dir, 'attack-into-shield.yaml');
    // Bytes FF FE C3 28 inside the first note (line 21).
    const at = good.indexOf(Buffer.from('玩家 1 以金行攻擊'));
    writeFileSync(file, Buffer.concat([good.subarray(0, at), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), good.subarray(at)]));
    let run = cli(file);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/line \d+: bytes that are not UTF-8 \(FF FE C3 28…\)/);
    writeFileSync(file, good.toString('utf8').replace('玩家 1 以金行攻擊', '玩家 1 以\u202e金行攻擊'));
    run = cli(file);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/line \d+: .*U\+202E/);
  }, 30_000);
});
