/**
 * The format page describes every field a writer can use, for every flow, in both languages: a
 * field a flow's schema takes that the page does not list fails here. Its examples are highlighted
 * with classes only; the API page's examples are the built API's own data.
 */
import { describe, expect, it } from 'vitest';
import { FLOWS, FLOW_SCHEMAS } from '../../src/engine/registry';
import { flowDoc, jsonSchemaOf, playerNumbering, rulingFileKeys, schemaKeys } from '../../src/engine/rulings/format';
import { typeset } from '../../src/lib/typeset';
import { fileFor, read, readJson, served } from './dist';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? `&${e};`)));

/** A flow's section of the page: from its marker to the next flow's. */
const sectionOf = (html: string, flow: string) => {
  const start = html.indexOf(`data-format-flow="${flow}"`);
  const next = html.indexOf('data-format-flow=', start + 1);
  return start < 0 ? '' : html.slice(start, next < 0 ? undefined : next);
};

for (const locale of ['zh-hant', 'ja']) {
  describe(`the ruling format page (${locale})`, () => {
    const html = read(fileFor(`/${locale}/rulings/how-to-write/`)!);

    it('describes every field of the ruling file', () => {
      const { file, step } = rulingFileKeys();
      const missing = [...file, ...step.map((k) => `steps.${k}`)].filter((k) => !html.includes(`<dt><code>${k}</code></dt>`));
      expect(missing).toEqual([]);
    });

    it('describes, for every flow, every field of its position, its events and its summary', () => {
      const missing: string[] = [];
      expect(Object.keys(FLOWS).length).toBeGreaterThanOrEqual(14);
      for (const id of Object.keys(FLOWS)) {
        const section = sectionOf(html, id);
        if (!section) missing.push(`${id}: no section`);
        const schemas = FLOW_SCHEMAS[id];
        const events = jsonSchemaOf(schemas.eventSchema);
        for (const option of events.oneOf ?? events.anyOf ?? [events]) {
          const type = option.properties?.type?.const;
          if (!section.includes(`data-event="${type}"`)) missing.push(`${id}: event ${type}`);
        }
        for (const [kind, schema] of [['setup', schemas.setupSchema], ['event', schemas.eventSchema], ['summary', schemas.summarySchema]] as const) {
          for (const key of schemaKeys(jsonSchemaOf(schema))) if (key !== 'type' && !section.includes(`data-field="${key}"`)) missing.push(`${id}: ${kind} field ${key}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it('names every field in the page\'s language, with no field left unnamed', () => {
      // An empty name cell would be a field the page lists without saying what it is.
      expect(html).not.toMatch(/<td data-label="[^"]*"><\/td>/);
      expect(html).not.toMatch(/<\/code>:\(/);
    });

    it('says at the top how players are numbered: 0 and 1 in files, and what each game\'s pages call them', () => {
      const players = html.indexOf('id="players"');
      expect(players).toBeGreaterThan(0);
      expect(players).toBeLessThan(html.indexOf('id="file"'));
      const list = html.slice(players, html.indexOf('id="file"'));
      for (const { game, numberings } of playerNumbering(locale as 'zh-hant' | 'ja')) {
        const item = new RegExp(`data-players-game="${game}"[^>]*>([\\s\\S]*?)</li>`).exec(list)?.[1] ?? '';
        for (const { tables } of numberings) for (const { words } of tables) for (const { n, word } of words) expect(decode(item), `${game} ${n}`).toContain(`${n} ${locale === 'ja' ? 'は' : '是'}「${word}」`);
      }
      expect(list).toContain('data-players-game="mage-wars"');
    });

    it('documents an expectation naming one member, and which values are compared whole', () => {
      const section = decode(html.slice(html.indexOf('id="expect"'), html.indexOf('id="check"')));
      expect(section).toContain('damage.ogre: 3');
      expect(section).toContain('mana.1: 12');
      expect(section).toContain('expect.damage.ogre：');
      expect(section).toMatch(locale === 'ja' ? /リストは過不足なく同じ順/ : /清單必須一項不多、一項不少，而且順序相同/);
    });

    it('states the order of every list a flow\'s summary holds (lists are compared in order)', () => {
      const missing: string[] = [];
      for (const id of Object.keys(FLOWS)) {
        const section = sectionOf(html, id);
        const summaryTable = section.slice(section.lastIndexOf('<table class="format-table">'));
        for (const row of flowDoc(FLOWS[id], locale as 'zh-hant' | 'ja').summary.filter((r) => r.order)) {
          const cell = new RegExp(`<tr data-field="${row.key}">[\\s\\S]*?data-order="list">([\\s\\S]*?)</td>`).exec(summaryTable)?.[1];
          if (!cell || decode(cell) !== typeset(row.order!)) missing.push(`${id} ${row.key}`);
        }
      }
      expect(missing).toEqual([]);
      expect(decode(sectionOf(html, 'mage-wars.round'))).toContain(locale === 'ja' ? '起きた順' : '依發生的順序');
    });

    it('highlights its examples with classes, never inline styles', () => {
      expect(html).toContain('class="hl-key"');
      expect(html).not.toMatch(/style="/);
      // Every piece of code on the page is Shiki's markup: the example file, the expectations, the command.
      const pres = html.match(/<pre\b[^>]*>/g) ?? [];
      expect(pres.length).toBeGreaterThanOrEqual(4);
      for (const pre of pres) expect(pre).toMatch(/^<pre class="shiki [^"]*\bhl\b/);
      // The example is the project's file, word for word.
      const example = /<div class="code-scroll">([\s\S]*?)<\/div>/.exec(html)![1];
      expect(decode(example).trimEnd()).toBe(read('content/rulings/wuxing/recovery-is-optional.yaml').trimEnd());
    });
  });

  describe(`the API page (${locale})`, () => {
    const html = read(fileFor(`/${locale}/api/`)!);
    const examples = [...html.matchAll(/<div class="code-scroll api-example">([\s\S]*?)<\/div>/g)].map((m) => JSON.parse(decode(m[1])));

    it('lists the four endpoints, each with an example response', () => {
      for (const url of ['/api/games.json', '/api/{locale}/{game}/clauses.json', '/api/rulings.json', '/api/{locale}/practice.json']) expect(html).toContain(`data-endpoint="${served(url)}"`);
      expect(examples).toHaveLength(4);
      expect(html).not.toMatch(/style="/);
    });

    it('shows the built API\'s own data', () => {
      const games = readJson('api/games.json') as { games: unknown[] };
      const clauses = readJson(`api/${locale}/wuxing/clauses.json`) as { id: string; coverage?: { reason?: unknown } }[];
      const rulings = readJson('api/rulings.json') as { rulings: unknown[] };
      expect(examples[0]).toEqual({ games: games.games.slice(0, examples[0].games.length) });
      // Two clauses: the first with rules in it (a coverage), and the first that gives a reason for having no example.
      const first = clauses.findIndex((c) => c.coverage);
      const reasoned = clauses.findIndex((c) => c.coverage?.reason);
      expect(examples[1]).toEqual([clauses[first], clauses[reasoned >= 0 ? reasoned : first + 1]]);
      expect(examples[2]).toEqual({ rulings: rulings.rulings.slice(0, examples[2].rulings.length) });
      const practice = readJson(`api/${locale}/practice.json`) as { questions: { answers: unknown[] }[] };
      expect(examples[3]).toEqual({ questions: practice.questions.slice(0, examples[3].questions.length) });
      expect(examples[3].questions[0].answers.length).toBeGreaterThanOrEqual(3);
      expect(examples[1].length).toBeGreaterThan(0);
    });
  });
}
