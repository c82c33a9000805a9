import { describe, expect, it } from 'vitest';
import { fileFor, read, served } from './dist';

const json = (path: string) => JSON.parse(read(fileFor(path)!));

describe('/api/games.json', () => {
  it('lists every game with its names per locale, original language, edition and locales', () => {
    const { games } = json('/api/games.json');
    const wuxing = games.find((g: { slug: string }) => g.slug === 'wuxing');
    expect(wuxing).toMatchObject({
      slug: 'wuxing',
      names: { 'zh-hant': '五行戰鬥牌', ja: '五行バトルカード' },
      originalLanguage: 'zh-hant',
      edition: '4.3',
      locales: ['zh-hant', 'ja'],
      clauses: { 'zh-hant': served('/api/zh-hant/wuxing/clauses.json'), ja: served('/api/ja/wuxing/clauses.json') },
    });
  });
  it('names an edition that is a word in each language, and a Japanese page shows the Japanese name', () => {
    const { games } = json('/api/games.json');
    const xlw = games.find((g: { slug: string }) => g.slug === 'xinglingwang');
    expect(xlw).toMatchObject({ edition: '詳細規則', editionByLocale: { 'zh-hant': '詳細規則', ja: '詳細ルール' } });
    const title = /<h1>(.*?)<\/h1>/s.exec(read(fileFor('/ja/xinglingwang/')!))![1];
    expect(title).toContain('詳細ルール');
    expect(title).not.toContain('詳細規則');
  });
});

describe('/api/<locale>/<game>/clauses.json', () => {
  for (const locale of ['zh-hant', 'ja']) {
    it(`${locale}: every clause as { id, url, text, refs }, urls and refs resolving`, () => {
      const clauses = json(`/api/${locale}/wuxing/clauses.json`);
      expect(clauses.length).toBe(164);
      const ids = new Set(clauses.map((c: { id: string }) => c.id));
      for (const clause of clauses) {
        expect(Object.keys(clause)).toEqual(expect.arrayContaining(['id', 'url', 'text', 'refs']));
        expect(clause.url).toBe(served(`/${locale}/wuxing/#${clause.id}`));
        expect(clause.text.length).toBeGreaterThan(0);
        for (const ref of clause.refs) expect(ids.has(ref)).toBe(true);
      }
      expect(clauses.find((c: { id: string }) => c.id === '3-3').refs).toContain('2-1.2');
    });
  }

  it('the two locales have the same clause ids in the same order', () => {
    const zh = json('/api/zh-hant/wuxing/clauses.json').map((c: { id: string }) => c.id);
    const ja = json('/api/ja/wuxing/clauses.json').map((c: { id: string }) => c.id);
    expect(ja).toEqual(zh);
  });
});

describe('/api/rulings.json', () => {
  it('lists every ruling with id, game, flow, url and clauses', () => {
    const { rulings } = json('/api/rulings.json');
    expect(rulings.length).toBeGreaterThanOrEqual(12);
    const shield = rulings.find((r: { id: string }) => r.id === 'attack-into-shield');
    expect(shield).toMatchObject({
      game: 'wuxing',
      flow: 'wuxing.turn',
      url: { 'zh-hant': served('/zh-hant/rulings/wuxing/attack-into-shield/'), ja: served('/ja/rulings/wuxing/attack-into-shield/') },
    });
    expect(shield.clauses).toContain('2-2.4c');
    for (const ruling of rulings) expect(fileFor(ruling.url.ja)).toBeDefined();
  });
});

describe('/api/games.json flows', () => {
  it('lists each game’s flows with the clauses they cite', () => {
    const { games } = json('/api/games.json');
    const flow = games.find((g: { slug: string }) => g.slug === 'wuxing').flows.find((f: { id: string }) => f.id === 'wuxing.turn');
    expect(flow.clauses).toEqual(expect.arrayContaining(['4-2.2a', '5-2.3', '5-2.4', '4-2.5d', '7-1']));
    expect(fileFor(flow.url['zh-hant'])).toBeDefined();
  });
});
