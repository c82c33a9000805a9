import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { contentCheck } from './content-check';

const root = mkdtempSync(join(tmpdir(), 'build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function setupHook() {
  const hook = contentCheck().hooks['astro:config:setup'] as unknown as (options: object) => void;
  const addWatchFile = vi.fn();
  const logger = { info: vi.fn() };
  return { run: () => hook({ config: { root: pathToFileURL(`${root}/`) }, addWatchFile, logger }), addWatchFile, logger };
}

describe('the build checks content before it starts', () => {
  it('stops the build with the problem named when a clause cites a missing one', () => {
    const dir = join(root, 'content/games/demo');
    for (const l of ['zh-hant', 'ja']) {
      mkdirSync(join(dir, l), { recursive: true });
      writeFileSync(join(dir, l, '1.mdx'), '---\nsection: "1"\ntitle: T\n---\n\n<Clause id="1-1">\n<Ref id="4-4" />\n</Clause>\n');
    }
    writeFileSync(
      join(dir, 'game.yaml'),
      'slug: demo\nnames: { zh-hant: 甲, ja: 甲 }\nsummary: { zh-hant: 甲, ja: 甲 }\nedition: "1"\noriginalLanguage: zh-hant\nsource: { title: 甲, file: a.txt }\norder: 1\n',
    );
    writeFileSync(join(dir, 'glossary.yaml'), '[]\n');
    expect(() => setupHook().run()).toThrow(
      'content/games/demo/zh-hant/1.mdx:6: clause 1-1 refers to 4-4, which does not exist in demo. Fix the id or add clause 4-4.',
    );
  });

  it('passes good content and watches every content file', () => {
    for (const l of ['zh-hant', 'ja']) {
      writeFileSync(join(root, 'content/games/demo', l, '1.mdx'), '---\nsection: "1"\ntitle: T\n---\n\n<Clause id="1-1">\n甲\n</Clause>\n');
    }
    const { run, addWatchFile, logger } = setupHook();
    run();
    expect(addWatchFile).toHaveBeenCalledWith(join(root, 'content/games/demo/ja/1.mdx'));
    expect(logger.info).toHaveBeenCalledWith('content checked: 1 game(s), 2 clauses per locale, 0 rulings replayed');
  });
});
