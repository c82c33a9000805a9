import { describe, expect, it } from 'vitest';
import { clauseIdOf, clauseJumpsIn, hitsOf, holdsQuery } from './search';

const ids = {
  games: [
    { slug: 'xinglingwang', names: { 'zh-hant': '星靈王', ja: '星霊王' }, rulebooks: { 'zh-hant': '/zh-hant/xinglingwang/', ja: '/ja/xinglingwang/' }, ids: ['2', '2-4', '15-1.2a'], headings: { 'zh-hant': ['2 遊戲流程', '2-4 戰鬥', '15-1.2a(偷襲)'], ja: ['2 ゲームの流れ', '2-4 戦闘', '15-1.2a(奇襲)'] } },
    { slug: 'wuxing', names: { 'zh-hant': '五行戰鬥牌', ja: '五行バトルカード' }, rulebooks: { 'zh-hant': '/zh-hant/wuxing/', ja: '/ja/wuxing/' }, ids: ['2', '2-4'], headings: { 'zh-hant': ['2 卡牌', '2-4 攻擊'], ja: ['2 カード', '2-4 攻撃'] } },
    { slug: 'mage-wars', names: { 'zh-hant': '法師戰爭', ja: 'メイジウォーズ' }, rulebooks: { 'zh-hant': '/zh-hant/mage-wars/', ja: '/ja/mage-wars/' }, ids: ['2', '8-1.4'], headings: { 'zh-hant': ['2 法師', '8-1.4(攻擊)'], ja: ['2 メイジ', '8-1.4(攻撃)'] } },
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
      { slug: 'xinglingwang', name: '星霊王', href: '/ja/xinglingwang/#2-4', heading: '2-4 戦闘' },
      { slug: 'wuxing', name: '五行バトルカード', href: '/ja/wuxing/#2-4', heading: '2-4 攻撃' },
    ]);
    expect(clauseJumpsIn(ids, '2', 'zh-hant', 'mage-wars').map((j) => j.slug)).toEqual(['mage-wars', 'xinglingwang', 'wuxing']);
    expect(clauseJumpsIn(ids, '2-4', 'zh-hant', 'mage-wars').map((j) => j.slug)).toEqual(['xinglingwang', 'wuxing']);
    expect(clauseJumpsIn(ids, '3-30', 'zh-hant')).toEqual([]);
  });
});

/** A word found at `location`, in text (weight 1) or a heading (more). */
const at = (location: number, weight = 1) => ({ location, weight });

describe('hits', () => {
  const rulebook = {
    url: '/ja/wuxing/',
    content: '',
    excerpt: '',
    word_count: 100,
    meta: { title: '五行バトルカード 4.3 ルールブック', game: '五行バトルカード' },
    // The title (words 0–3), then clause 2-2 (4–39) and 2-2.4 (40–99).
    anchors: [
      { location: 4, title: '2-2 シールド' },
      { location: 40, title: '2-2.4 シールドの破壊' },
    ],
    weighted_locations: [at(1), at(5, 2), at(41), at(50)],
    sub_results: [
      { title: '五行バトルカード 4.3 ルールブック', url: '/ja/wuxing/', excerpt: 'title', weighted_locations: [at(1)] },
      { title: '2-2 シールド', url: '/ja/wuxing/#2-2', excerpt: '<mark>シールド</mark>.', anchor: { id: '2-2', title: '2-2 シールド', location: 4 }, weighted_locations: [at(5, 2)] },
      { title: '2-2.4 シールドの破壊', url: '/ja/wuxing/#2-2.4', excerpt: 'b', anchor: { id: '2-2.4', title: '2-2.4 シールドの破壊', location: 40 }, weighted_locations: [at(41), at(50)] },
    ],
  };

  it('are a rulebook’s clauses, each at its own address and under its own heading, and not the rulebook’s title', () => {
    const hits = hitsOf(rulebook);
    expect(hits.map((h) => [h.url, h.title, h.excerpt, h.game])).toEqual([
      // A heading alone: its words are its title, shown once.
      ['/ja/wuxing/#2-2', '2-2 シールド', '', '五行バトルカード'],
      ['/ja/wuxing/#2-2.4', '2-2.4 シールドの破壊', 'b', '五行バトルカード'],
    ]);
    // Weight over the square root of the clause's length: 2/√36 and 2/√60.
    expect(hits[0].score).toBeCloseTo(2 / 6);
    expect(hits[1].score).toBeCloseTo(2 / Math.sqrt(60));
  });

  it('are a page with no clauses (a ruling) as one hit, under its title', () => {
    const ruling = { url: '/ja/rulings/wuxing/attack-into-shield/', content: '', excerpt: 'c', word_count: 400, meta: { title: 'シールドへの五行攻撃', game: '五行バトルカード' }, anchors: [{ location: 10 }], weighted_locations: [at(0, 7), at(30)], sub_results: [] };
    expect(hitsOf(ruling)).toEqual([{ url: ruling.url, title: 'シールドへの五行攻撃', excerpt: 'c', game: '五行バトルカード', score: 8 / 20 }]);
  });
});

describe('a page found', () => {
  it('holds each word of the query in Chinese characters or kana whole, not only its pieces', () => {
    // As Pagefind gives a page's text: words apart by zero-width spaces.
    const fenglei = '數值​盡量​只用​加減​法​計算​，​能力​';
    expect(holdsQuery(fenglei, '法力')).toBe(false);
    expect(holdsQuery(fenglei, '加減法')).toBe(true);
    expect(holdsQuery(fenglei, '加減法 能力')).toBe(true);
    expect(holdsQuery(fenglei, '加減法 法力')).toBe(false);
    // Words in letters are Pagefind's to match (case, stems).
    expect(holdsQuery('Avoid Attack', 'attacks')).toBe(true);
    // Full-width letters and digits as the query has them (NFKC).
    expect(holdsQuery('第２回​攻撃', '第2回')).toBe(true);
  });
});
