/**
 * Nothing a writer saves under content/rulings is left out in silence (issue 29): a ruling saved
 * as .yml, or a file beside the game folders, fails the load by name with what to do, where the
 * build once skipped it with no page and no word.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSite } from '../../lib/content';
import { ContentError } from '../../lib/content/errors';
import { loadRulings } from './load';

const SHIELD = join(process.cwd(), 'content/rulings/wuxing/attack-into-shield.yaml');

function problemsOf(files: (dir: string) => void): string[] {
  // The whole tree, since the rulebooks embed rulings by name.
  const root = mkdtempSync(join(tmpdir(), 'rulings-'));
  cpSync(join(process.cwd(), 'content/rulings'), join(root, 'content/rulings'), { recursive: true });
  files(join(root, 'content/rulings'));
  try {
    loadRulings(join(root, 'content'), getSite(), root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('files saved under content/rulings', { timeout: 120_000 }, () => {
  it('a tree of .yaml rulings loads', () => {
    expect(problemsOf(() => {})).toEqual([]);
  });
  it('a ruling the machine disagrees with fails the load, saying how and what to run (a build replays rulings here alone)', () => {
    const wrong = readFileSync(SHIELD, 'utf8').replace('life: [100, 100]', 'life: [100, 90]');
    expect(wrong).not.toBe(readFileSync(SHIELD, 'utf8'));
    expect(problemsOf((dir) => writeFileSync(join(dir, 'wuxing/attack-into-shield.yaml'), wrong))).toEqual([
      'content/rulings/wuxing/attack-into-shield.yaml: the machine disagrees (life: expected [100,90], got [100,100]). Run npm run -s ruling -- content/rulings/wuxing/attack-into-shield.yaml',
    ]);
  });
  it('a ruling saved as .yml is refused by name, with the name to give it', () => {
    expect(problemsOf((dir) => cpSync(SHIELD, join(dir, 'wuxing/attack-into-shield-2.yml')))).toContainEqual(
      'content/rulings/wuxing/attack-into-shield-2.yml: 檔名是 attack-into-shield-2.yml：網站只讀副檔名為 .yaml 的裁定範例，這個檔案不會發布。請改名為 attack-into-shield-2.yaml。',
    );
  });
  it('a backup, a copy or a README in a game’s folder is refused as no ruling, without being told to take a ruling’s name', () => {
    const problems = problemsOf((dir) => {
      cpSync(SHIELD, join(dir, 'wuxing/attack-into-shield.yaml~'));
      cpSync(SHIELD, join(dir, 'wuxing/attack-into-shield.yaml.orig'));
      writeFileSync(join(dir, 'wuxing/README.md'), '# 五行的裁定範例\n');
    });
    expect(problems).toEqual(
      ['README.md', 'attack-into-shield.yaml.orig', 'attack-into-shield.yaml~'].map(
        (name) => `content/rulings/wuxing/${name}: 檔名是 ${name}：這看起來是備份、副本或說明檔，不是裁定範例，網站不會讀它。請刪去它，或移到 content/rulings/ 之外（不要改名為 .yaml，那會蓋過原來的裁定範例）。`,
      ),
    );
  });
  it('a folder in a game’s folder is refused by name, not read as a file (EISDIR)', () => {
    const problems = problemsOf((dir) => cpSync(SHIELD, join(dir, 'wuxing/drafts/attack-into-shield.yaml')));
    expect(problems).toEqual(['content/rulings/wuxing/drafts/: 這是資料夾：裁定範例直接放在 content/rulings/<遊戲>/ 之下，資料夾裡的檔案不會被讀取。請把其中的裁定範例移出來，再刪去資料夾。']);
  });
  it('a file beside the game folders is refused, saying where rulings go; the README and hidden files are left alone', () => {
    const problems = problemsOf((dir) => {
      cpSync(SHIELD, join(dir, 'attack-into-shield.yaml'));
      writeFileSync(join(dir, '.DS_Store'), '');
      writeFileSync(join(dir, 'wuxing/.attack-into-shield.yaml.swp'), '');
    });
    expect(problems).toEqual(['content/rulings/attack-into-shield.yaml: 裁定範例要放在 content/rulings/<遊戲>/ 之下，這裡的檔案不會被讀到。請移到它的遊戲的資料夾。']);
  });
});
