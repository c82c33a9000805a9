import { describe, expect, it } from 'vitest';
import { clauseIdOf, clauseJumpsIn } from './search';

const ids = {
  games: [
    { slug: 'xinglingwang', names: { 'zh-hant': '星靈王', ja: '星霊王' }, rulebooks: { 'zh-hant': '/zh-hant/xinglingwang/', ja: '/ja/xinglingwang/' }, ids: ['2', '2-4', '15-1.2a'] },
    { slug: 'wuxing', names: { 'zh-hant': '五行戰鬥牌', ja: '五行バトルカード' }, rulebooks: { 'zh-hant': '/zh-hant/wuxing/', ja: '/ja/wuxing/' }, ids: ['2', '2-4'] },
    { slug: 'mage-wars', names: { 'zh-hant': '法師戰爭', ja: 'メイジウォーズ' }, rulebooks: { 'zh-hant': '/zh-hant/mage-wars/', ja: '/ja/mage-wars/' }, ids: ['2', '8-1.4'] },
  ],
};

describe('clause numbers in search', () => {
  it('reads a query as a clause number as the rulebooks write it', () => {
    expect(clauseIdOf('２－０４．３Ａ')).toBe('2-4.3a');
    expect(clauseIdOf(' 8ー1.4 ')).toBe('8-1.4');
    expect(clauseIdOf('攻擊')).toBeUndefined();
    expect(clauseIdOf('2-4 攻擊')).toBeUndefined();
  });

  it('finds a clause in every game that has it, this page’s game first, in the page’s language', () => {
    expect(clauseJumpsIn(ids, '2-4', 'ja')).toEqual([
      { slug: 'xinglingwang', name: '星霊王', href: '/ja/xinglingwang/#2-4' },
      { slug: 'wuxing', name: '五行バトルカード', href: '/ja/wuxing/#2-4' },
    ]);
    expect(clauseJumpsIn(ids, '2', 'zh-hant', 'mage-wars').map((j) => j.slug)).toEqual(['mage-wars', 'xinglingwang', 'wuxing']);
    expect(clauseJumpsIn(ids, '2-4', 'zh-hant', 'mage-wars').map((j) => j.slug)).toEqual(['xinglingwang', 'wuxing']);
    expect(clauseJumpsIn(ids, '3-30', 'zh-hant')).toEqual([]);
  });
});
