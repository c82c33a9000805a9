/**
 * Coverage said per clause (issue 28): the coverage page and the JSON export say the same of every
 * clause — the flows that play it, the rulings that illustrate it, or why neither — and a clause
 * with none of the three says so on the page rather than hiding.
 */
import { describe, expect, it } from 'vitest';
import { fileFor, read } from './dist';

type ClauseRecord = { id: string; url: string; coverage?: { flows: string[]; rulings: string[]; reason?: { kind: string; label: string; text: string } } };
const games: { slug: string; flows: { id: string; url: Record<string, string> }[] }[] = JSON.parse(read(fileFor('/api/games.json')!)).games;
const rulings: { id: string; game: string; url: Record<string, string> }[] = JSON.parse(read(fileFor('/api/rulings.json')!)).rulings;
const decode = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

describe.each(games.flatMap((g) => (['zh-hant', 'ja'] as const).map((l) => [g.slug, l, g] as const)))('%s, %s', (slug, locale, game) => {
  const records: ClauseRecord[] = JSON.parse(read(fileFor(`/api/${locale}/${slug}/clauses.json`)!));
  const page = read(fileFor(`/${locale}/${slug}/coverage/`)!);
  const items = new Map([...page.matchAll(/<li data-clause-coverage="([^"]+)" data-coverage="(\w+)"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => [m[1], { state: m[2], html: m[3] }]));

  it('lists every clause the export gives a coverage, and no other', () => {
    expect([...items.keys()]).toEqual(records.filter((r) => r.coverage).map((r) => r.id));
  });
  it('links the same flows and rulings, and gives the same reason, for each clause', () => {
    for (const r of records.filter((x) => x.coverage)) {
      const { html, state } = items.get(r.id)!;
      const c = r.coverage!;
      // The reason's sentence links the clauses it names; the rest are the clause, its flows and its rulings.
      const why = /<p class="coverage-why"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
      const links = [...html.replace(why, '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      const named = [...why.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(named, r.id).toEqual(named.filter((url) => records.some((x) => x.url === url)));
      if (c.reason) expect(named.length, r.id).toBe(c.reason.text.match(/(?<![\w.-])[1-9]\d*-\d+(?:\.\d+[a-z]?)?(?![\w-]|\.\d)/g)?.filter((id) => records.some((x) => x.id === id)).length ?? 0);
      expect(links, r.id).toEqual([
        r.url,
        ...c.flows.map((id) => game.flows.find((f) => f.id === id)!.url[locale]),
        ...c.rulings.map((id) => rulings.find((x) => x.game === slug && x.id === id)!.url[locale]),
      ]);
      expect(state, r.id).toBe(c.rulings.length ? 'ruled' : c.flows.length ? 'played' : c.reason ? 'reason' : 'none');
      if (c.reason) expect(decode(html), r.id).toContain(`${c.reason.label}`);
      if (c.reason) expect(decode(html).replace(/\s+/g, ''), r.id).toContain(c.reason.text.replace(/\s+/g, ''));
    }
  });
  it('opens with counts that add up to what it lists', () => {
    const counts = decode(/<p data-coverage-counts>([\s\S]*?)<\/p>/.exec(page)![1]).match(/\d+/g)!.map(Number);
    const list = records.filter((r) => r.coverage).map((r) => r.coverage!);
    expect(counts).toEqual([
      list.length,
      list.filter((c) => c.rulings.length).length,
      list.filter((c) => c.flows.length).length,
      list.filter((c) => c.reason).length,
      list.filter((c) => !c.rulings.length && !c.flows.length && !c.reason).length,
    ]);
  });
});
