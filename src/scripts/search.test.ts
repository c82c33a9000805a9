import { describe, expect, it } from 'vitest';
import { boxHits, byRelevance, clauseIdOf, clauseJumpsIn, firstPages, hitsOf, holdsQuery, queryWords } from './search';

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
    expect(hitsOf(ruling)).toEqual([{ url: ruling.url, title: 'シールドへの五行攻撃', excerpt: 'c', game: '五行バトルカード', score: 8 / 20, found: 1, phrase: false }]);
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

describe('a query typed as people type it', () => {
  it('is cut into the words the platform’s segmenter finds, in both languages', () => {
    // Chinese and Japanese are written without spaces: the words are found, not typed.
    expect(queryWords('飛行生物守衛', 'zh-hant').words).toEqual(['飛行', '生物', '守衛']);
    expect(queryWords('飛行生物 守衛', 'zh-hant').words).toEqual(['飛行', '生物', '守衛']);
    expect(queryWords('マリガン回数', 'ja').words).toEqual(['マリガン', '回数']);
  });

  it('keeps a katakana word whole and joins single characters the dictionary does not know', () => {
    // The segmenter's dictionary cuts マリガン as マリ|ガン, and 回合, 手牌 into single characters.
    expect(queryWords('防守回合反制', 'zh-hant').words).toEqual(['防守', '回合', '反制']);
    expect(queryWords('手牌4張', 'zh-hant').words).toEqual(['手牌', '4', '張']);
    expect(queryWords('アクションポイント', 'ja').words).toEqual(['アクションポイント']);
  });

  it('leaves out particles, punctuation and repeats, and keeps words in letters as typed', () => {
    expect(queryWords('マリガンした回数', 'ja').words).toEqual(['マリガン', '回数']);
    expect(queryWords('攻擊？ 攻擊', 'zh-hant').words).toEqual(['攻擊']);
    expect(queryWords('Reach特性', 'zh-hant').words).toEqual(['Reach', '特性']);
    expect(queryWords('attack', 'ja')).toEqual({ words: ['attack'] });
  });

});

describe('ranking', () => {
  // A rulebook with three clauses: 2-1 has both words, 2-2 only one, many times (a higher score alone).
  const text = ['規則書', '.', '飛行', '生物', '與', '守衛', '.', '生物', '生物', '生物', '生物', '.', '守衛', '規則'];
  const rulebook = {
    url: '/zh-hant/mage-wars/',
    content: text.join('\u200b'),
    excerpt: '',
    word_count: text.length,
    meta: { title: '法師戰爭 規則書', game: '法師戰爭' },
    anchors: [
      { location: 2, title: '2-1 飛行' },
      { location: 7, title: '2-2 生物' },
      { location: 12, title: '2-3 其他' },
    ],
    weighted_locations: [],
    sub_results: [
      { title: '2-1 飛行', url: '/zh-hant/mage-wars/#2-1', excerpt: 'a', anchor: { id: '2-1', title: '2-1 飛行', location: 2 }, weighted_locations: [at(3), at(5)] },
      { title: '2-2 生物', url: '/zh-hant/mage-wars/#2-2', excerpt: 'b', anchor: { id: '2-2', title: '2-2 生物', location: 7 }, weighted_locations: [at(7, 5), at(8), at(9), at(10)] },
      { title: '2-3 其他', url: '/zh-hant/mage-wars/#2-3', excerpt: 'c', anchor: { id: '2-3', title: '2-3 其他', location: 12 }, weighted_locations: [at(12)] },
    ],
  };

  it('puts a clause that holds every word above one that holds some, whatever their scores', () => {
    const hits = hitsOf(rulebook, queryWords('生物守衛', 'zh-hant')).sort(byRelevance);
    expect(hits.map((h) => [h.url, h.found])).toEqual([
      ['/zh-hant/mage-wars/#2-1', 1],
      ['/zh-hant/mage-wars/#2-2', 0.5],
      ['/zh-hant/mage-wars/#2-3', 0.5],
    ]);
    expect(hits[1].score).toBeGreaterThan(hits[0].score);
  });

  it('puts a hit that holds the words as typed, side by side or nearly, above one that holds them apart', () => {
    const near = (text: string) => hitsOf({ ...rulebook, anchors: [], sub_results: [], content: text }, queryWords('手牌4張', 'zh-hant'))[0].phrase;
    expect(near('例如手牌為 4 張時')).toBe(true);
    expect(near('手牌上限為 5 張，抽 4 張')).toBe(false);
    expect(near('4 張手牌')).toBe(false);
    // With spaces or without.
    expect(hitsOf({ ...rulebook, anchors: [], sub_results: [], content: '例如手牌為 4 張時' }, queryWords('手牌 4 張', 'zh-hant'))[0].phrase).toBe(true);
    const apart = { ...hitsOf(rulebook)[0], url: 'apart', score: 9 };
    const [together] = hitsOf(rulebook, queryWords('飛行生物', 'zh-hant'));
    expect(together.phrase).toBe(true);
    expect([{ ...apart, phrase: false }, together].sort(byRelevance).map((h) => h.url)).toEqual(['/zh-hant/mage-wars/#2-1', 'apart']);
  });
});

describe('the pages read first', () => {
  it('are Pagefind’s best and the pages where the words are found most, the rest after', () => {
    const results = Array.from({ length: 30 }, (_, i) => ({ i, words: Array(i === 25 ? 200 : 3).fill(0) }));
    const [first, rest] = firstPages(results, 10, 1);
    expect(first.map((r) => r.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 25]);
    expect(rest).toHaveLength(19);
    expect(firstPages(results.slice(0, 12), 10, 5)).toEqual([results.slice(0, 12), []]);
  });
});

describe('the box', () => {
  const hit = (url: string, score: number) => ({ url, title: url, excerpt: '', score, found: 1, phrase: false });
  it('keeps room for the best clauses when rulings, which outscore them, would fill it', () => {
    const hits = [...Array.from({ length: 9 }, (_, i) => hit(`/rulings/${i}/`, 10 - i)), hit('/book/#1', 0.5), hit('/book/#2', 0.4), hit('/book/#3', 0.3), hit('/book/#4', 0.2)];
    expect(boxHits(hits, 8, 3).map((h) => h.url)).toEqual(['/rulings/0/', '/rulings/1/', '/rulings/2/', '/rulings/3/', '/rulings/4/', '/book/#1', '/book/#2', '/book/#3']);
    // Clauses enough among the first: the first as they are.
    const mixed = [hit('/book/#1', 5), hit('/rulings/0/', 4), hit('/book/#2', 3), hit('/book/#3', 2), ...hits];
    expect(boxHits(mixed, 8, 3)).toEqual(mixed.slice(0, 8));
  });
});
