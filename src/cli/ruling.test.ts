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

/** The command a judge runs on any ruling file, as a process (with npm's INIT_CWD, where it was typed, when given). */
function command(file: string, cwd = process.cwd(), typedIn?: string) {
  const env = { ...process.env };
  delete env.INIT_CWD;
  return spawnSync(process.execPath, [join(process.cwd(), 'src/cli/ruling.mjs'), file], { encoding: 'utf8', cwd, env: typedIn ? { ...env, INIT_CWD: typedIn } : env });
}

/** The command's `main` on a file or several (in the language of `locale`, when given), its exit code and what it printed. */
function cli(file: string | string[], locale?: 'zh-hant' | 'ja') {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')));
  try {
    const status = main([...[file].flat(), ...(locale ? ['--locale', locale] : [])]);
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
    expect(run.stdout).toMatch(/^成立：預期結果（state、life、shields），都如預期。$/m);
  }, 30_000);

  it('reads a path from the folder it was typed in, as npm reports it (INIT_CWD)', () => {
    // npm runs scripts from the project's folder; the writer typed the name inside a game's folder.
    const run = command('attack-into-shield.yaml', process.cwd(), join(content, 'rulings/wuxing'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^成立：/m);
  }, 60_000);

  it('refuses a ruling saved as .yml by name, which the site would not publish, and exits 2', () => {
    const file = join(dir, 'attack-into-shield.yml');
    writeFileSync(file, text);
    const run = cli(file);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('檔名是 attack-into-shield.yml：網站只讀副檔名為 .yaml 的裁定範例，這個檔案不會發布。請改名為 attack-into-shield.yaml。');
    expect(cli(file, 'ja').stderr).toContain('attack-into-shield.yaml に名前を変えること');
  });

  it('says the verdict in the language of --locale', () => {
    const run = cli(good, 'ja');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^成り立つ：期待される結果（state、life、shields）。いずれも期待どおり。$/m);
    expect(run.stdout).not.toMatch(/^OK/m);
  }, 30_000);

  it('exits 1 with the difference when the outcome does not hold, for a file outside the project', () => {
    const file = join(dir, 'attack-into-shield.yaml');
    writeFileSync(file, text.replace('life: [100, 100]', 'life: [100, 88]'));
    const run = cli(file);
    expect(run.status).toBe(1);
    // The difference names the item, in the command's language (zh-hant unless --locale says otherwise).
    expect(run.stdout).toContain('expect.life：預期 [100,88]，實際 [100,100]');
  }, 30_000);

  it('checks every file it is given, each under its name, and exits with the worst verdict', () => {
    const failing = join(dir, 'several', 'attack-into-shield.yaml');
    cpSync(good, failing);
    writeFileSync(failing, text.replace('life: [100, 100]', 'life: [100, 88]'));
    const two = cli([good, good]);
    expect(two.status).toBe(0);
    expect(two.stdout.match(/^成立：/gm)).toHaveLength(2);
    expect(two.stdout).toMatch(/^檢查了 2 個檔案：2 個成立，0 個不成立，0 個無效或無法檢查。$/m);
    // The second file does not hold: the command says so, and exits 1, though the first holds.
    const run = cli([good, failing]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`══ ${failing} ══`);
    expect(run.stdout).toContain('expect.life：預期 [100,88]，實際 [100,100]');
    expect(run.stdout).toMatch(/^檢查了 2 個檔案：1 個成立，1 個不成立，0 個無效或無法檢查。$/m);
    // One that cannot be read: exit 2, the others still checked.
    const missing = cli([failing, join(dir, 'none.yaml'), good], 'ja');
    expect(missing.status).toBe(2);
    expect(missing.stdout).toMatch(/^3個のファイルを確かめた：成り立つ 1、成り立たない 1、無効または確かめられない 1。$/m);
    // A file that is not there, or a folder, said in words.
    expect(missing.stderr).toContain(`${join(dir, 'none.yaml')}：このファイルはない。パスを確かめること。`);
    const folder = cli(dir);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe(`${dir} 是資料夾，不是檔案。請指定其中的 .yaml 檔，例如 ${dir}/*.yaml。`);
  }, 60_000);

  it('exits 2 and says why when the file is invalid', () => {
    const file = join(dir, 'attack-into-shield.yaml');
    writeFileSync(file, text.replace('element: metal', 'element: gold').replace('"5-2.4b"', '"9-9"'));
    const run = cli(file);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('不是有效的裁定範例：');
    expect(run.stderr).toContain('條文（clauses）：wuxing 沒有條文 9-9。');
    expect(run.stderr).toContain('第 1 步 › 事件（event） › 屬性：只能是 "metal"、"water"、"wood"、"fire"、"earth"、"physical"、"special" 其中之一，寫的是 "gold"。');
    const ja = cli(file, 'ja');
    expect(ja.status).toBe(2);
    expect(ja.stderr).toContain('は有効な裁定例ではない：');
    expect(ja.stderr).toContain('条項（clauses）：wuxing に条項 9-9 はない。');
    expect(ja.stderr).toContain('ステップ1 › イベント（event） › 属性："metal"、"water"、"wood"、"fire"、"earth"、"physical"、"special" のいずれかにすること。書かれているのは "gold"。');
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
    expect(run.stdout).toMatch(/^成立：第 4 步被 11-3 禁止、預期結果（declared、board），都如預期。$/m);
    expect(cli(file, 'ja').stdout).toMatch(/^成り立つ：ステップ4は11-3で禁止、期待される結果（declared、board）。いずれも期待どおり。$/m);
  }, 30_000);

  it('exits 1 when it is refused for another rule', () => {
    const run = variant((t) => t.replace('refused: [11-3]', 'refused: [8-3]'));
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^不成立：第 4 步被 11-3 禁止，不是被 8-3。$/m);
    expect(cli(join(dir, 'attack-once-per-turn.yaml'), 'ja').stdout).toMatch(/^成り立たない：ステップ4は11-3で禁止され、8-3ではない。$/m);
  }, 30_000);

  it('exits 1 when the rules allow it', () => {
    // Without the last removal lancer still attacks monk; declaring another unit is allowed.
    const run = variant((t) => t.replace(/- event: \{ type: attack\.declare, unit: lancer \}\n  note:\n    zh-hant: 槍兵雖然/, '- event: { type: attack.declare, unit: scout }\n  note:\n    zh-hant: 槍兵雖然'));
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^不成立：第 4 步預期被 11-3 禁止，規則卻允許。$/m);
    expect(cli(join(dir, 'attack-once-per-turn.yaml'), 'ja').stdout).toMatch(/^成り立たない：ステップ4は11-3で禁止されるはずだが、ルール上できる。$/m);
  }, 30_000);

  it('exits 2 when a step other than the last says it is refused', () => {
    const run = variant((t) => t.replace("  note:\n    zh-hant: 槍兵前方有守衛", "  refused: [11-1]\n  note:\n    zh-hant: 槍兵前方有守衛"));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('第 1 步 › 禁止的條文（refused）：只有最後一步可以是規則不允許的步驟。');
    expect(cli(join(dir, 'attack-once-per-turn.yaml'), 'ja').stderr).toContain('ステップ1 › 禁止する条項（refused）：ルール上できないステップにできるのは最後のステップだけ。');
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
    expect(run.stderr).toContain('沒有檢查，因為本站的內容無法載入（問題不在這則裁定範例）');
    expect(run.stderr).toContain('content/games/wuxing/glossary.yaml: term team (entry 1) points at clause 99-99, which does not exist in wuxing');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toBe('');
  }, 30_000);
});

describe('a ruling file with bytes a reader cannot see', () => {
  it('exits 2 naming the line in the command\'s language, for bytes that are not UTF-8 and for a bidi control', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ruling-'));
    const good = readFileSync(rulingFiles(content).find((f) => f.endsWith('attack-into-shield.yaml'))!);
    const file = join(dir, 'attack-into-shield.yaml');
    // Bytes FF FE C3 28 inside the first note (line 21).
    const at = good.indexOf(Buffer.from('玩家 1 以金行攻擊'));
    writeFileSync(file, Buffer.concat([good.subarray(0, at), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), good.subarray(at)]));
    let run = cli(file);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/第 \d+ 行：第 \d+ 欄起有不是 UTF-8 的位元組（FF FE C3 28…）。請以 UTF-8 儲存檔案/);
    expect(run.stderr).not.toMatch(/[a-z]{4,} [a-z]{4,}/i);
    writeFileSync(file, good.toString('utf8').replace('玩家 1 以金行攻擊', '玩家 1 以\u202e金行攻擊'));
    run = cli(file);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/第 \d+ 行：第 \d+ 欄有雙向文字控制字元（U\+202E）：它看不見，卻會重排周圍文字的順序/);
    run = cli(file, 'ja');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/\d+行目：\d+文字目に双方向テキストの制御文字（U\+202E）がある。見えないが/);
    expect(run.stderr).not.toMatch(/[a-z]{4,} [a-z]{4,}/i);
  }, 30_000);
});
