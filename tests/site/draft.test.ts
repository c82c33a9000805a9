/** A game whose source is a draft its author marked unfinished says so, before the rules, on its rulebook and sandboxes pages in both languages; the others do not. */
import { describe, expect, it } from 'vitest';
import { fileFor, read } from './dist';

const notice = (path: string) => /<p class="draft-notice"[^>]*><strong>草稿[:：]<\/strong>([^<]*)<\/p>/.exec(read(fileFor(path)!))?.[1];

describe('the draft notice', () => {
  it('風雷卡牌: the rulebook and the sandboxes page say the source is the designer’s unfinished draft', () => {
    for (const path of ['/zh-hant/fenglei/', '/zh-hant/rulings/fenglei/']) expect(notice(path), path).toContain('此段落待整理');
    for (const path of ['/ja/fenglei/', '/ja/rulings/fenglei/']) expect(notice(path), path).toContain('整理中');
    const page = read(fileFor('/zh-hant/fenglei/')!);
    expect(page.indexOf('draft-notice')).toBeLessThan(page.indexOf('id="1-1"'));
  });
  it('no other game shows it', () => {
    for (const game of ['wuxing', 'xinglingwang', 'masters-and-pieces', 'mage-wars']) expect(notice(`/zh-hant/${game}/`), game).toBeUndefined();
  });
});
