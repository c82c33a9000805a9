import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from './errors';
import { loadSite } from './load';

const REAL_CONTENT = join(process.cwd(), 'content');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const GAME_YAML = `slug: demo
names: { zh-hant: 示範, ja: デモ }
summary: { zh-hant: 示範遊戲。, ja: デモのゲーム。 }
edition: "1.0"
originalLanguage: zh-hant
source: { title: 示範規則, file: none.txt }
order: 1
`;
const section = (n: string, title: string, body: string) => `---\nsection: "${n}"\ntitle: ${title}\n---\n\n${body}\n`;
const GOOD_ZH = section('1', '概念', '<Clause id="1-1" title="總則" />\n\n<Clause id="1-1.1">\n見 <Ref id="1-1" />。\n</Clause>');
const GOOD_JA = section('1', '概念', '<Clause id="1-1" title="総則" />\n\n<Clause id="1-1.1">\n<Ref id="1-1" /> を見よ。\n</Clause>');
const GLOSSARY = `- key: rule\n  clause: "1-1"\n  zh-hant: { term: 總則, definition: 定義。 }\n  ja: { term: 総則, definition: 定義。 }\n`;

/** A small valid content tree; `change` overwrites files in it before loading. */
function fixture(change: Record<string, string | null> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  dirs.push(root);
  const files: Record<string, string | null> = {
    'content/games/demo/game.yaml': GAME_YAML,
    'content/games/demo/zh-hant/1.mdx': GOOD_ZH,
    'content/games/demo/ja/1.mdx': GOOD_JA,
    'content/games/demo/glossary.yaml': GLOSSARY,
    ...change,
  };
  for (const [path, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function problemsOf(root: string): string[] {
  try {
    loadSite(join(root, 'content'), root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('loading content', () => {
  it('loads a valid tree into clauses with ids, titles, text and refs', () => {
    const site = loadSite(join(fixture(), 'content'));
    const book = site.games[0].rulebooks['zh-hant'];
    expect([...book.clauses.keys()]).toEqual(['1', '1-1', '1-1.1']);
    expect(book.clauses.get('1-1.1')).toMatchObject({ text: '見 1-1。', refs: ['1-1'], parent: '1-1', depth: 2 });
    expect(book.clauses.get('1')).toMatchObject({ title: '概念', depth: 0 });
  });

  it('loads the real content of every game without a problem', () => {
    const site = loadSite(REAL_CONTENT);
    expect(site.games.map((g) => g.slug)).toContain('wuxing');
  });
});

describe('bad content fails, naming the file, the clause and the fix', () => {
  it('a duplicate clause id', () => {
    const root = fixture({
      'content/games/demo/ja/1.mdx': section('1', '概念', '<Clause id="1-1" title="総則" />\n\n<Clause id="1-1.1">\nA <Ref id="1-1" />\n</Clause>\n\n<Clause id="1-1.1">\nB\n</Clause>'),
    });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/ja/1.mdx:12: clause 1-1.1 is defined twice (first at content/games/demo/ja/1.mdx:8). Give one of them another id.',
    );
  });

  it('a reference to a clause that does not exist', () => {
    const root = fixture({
      'content/games/demo/zh-hant/1.mdx': GOOD_ZH.replace('<Ref id="1-1" />', '<Ref id="9-9" />'),
      'content/games/demo/ja/1.mdx': GOOD_JA.replace('<Ref id="1-1" />', '<Ref id="9-9" />'),
    });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/zh-hant/1.mdx:8: clause 1-1.1 refers to 9-9, which does not exist in demo. Fix the id or add clause 9-9.',
    );
  });

  it('a clause present in one language and missing in the other', () => {
    const root = fixture({
      'content/games/demo/ja/1.mdx': section('1', '概念', '<Clause id="1-1" title="総則" />'),
    });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/zh-hant/1.mdx:8: clause 1-1.1 is in zh-hant but missing in ja. Add it to content/games/demo/ja/1.mdx.',
    );
  });

  it('a translation that cites other clauses', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('<Ref id="1-1" /> を見よ。', '総則を見よ。') });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/ja/1.mdx:8: clause 1-1.1 cites [] in ja but [1-1] in zh-hant (content/games/demo/zh-hant/1.mdx:8). A translation cites the same clauses.',
    );
  });

  it('a glossary term pointing at a missing clause', () => {
    const root = fixture({ 'content/games/demo/glossary.yaml': GLOSSARY.replace('"1-1"', '"1-7"') });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/glossary.yaml: term rule (entry 1) points at clause 1-7, which does not exist in demo. Fix the clause id.',
    );
  });

  it('invalid frontmatter', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('title: 概念\n', '') });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/ja/1.mdx: frontmatter title: Invalid input: expected string, received undefined.',
    );
  });

  it('frontmatter naming another section than the file', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('section: "1"', 'section: "2"') });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/ja/1.mdx: frontmatter says section "2" but the file is 1.mdx. Make them agree.',
    );
  });

  it('invalid game metadata', () => {
    const root = fixture({ 'content/games/demo/game.yaml': GAME_YAML.replace('ja: デモ }', '}') });
    expect(problemsOf(root)).toContainEqual('content/games/demo/game.yaml: names.ja: Invalid input: expected string, received undefined.');
  });

  it('an editor note without the site reading', () => {
    const body = '<Clause id="1-1" title="總則" />\n\n<Clause id="1-1.1">\n見 <Ref id="1-1" />。\n\n<EditorNote>\n原文有誤。\n</EditorNote>\n</Clause>';
    const root = fixture({ 'content/games/demo/zh-hant/1.mdx': section('1', '概念', body) });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/zh-hant/1.mdx:11: clause 1-1.1\'s editor\'s note has no <Reading>. Add <Reading>the reading this site chose</Reading>.',
    );
  });

  it('a malformed clause id and a clause in the wrong file', () => {
    const body = '<Clause id="1-1" title="總則" />\n\n<Clause id="1-1.1">\n見 <Ref id="1-1" />。\n</Clause>\n\n<Clause id="1.x">\nA\n</Clause>\n\n<Clause id="2-1">\nB\n</Clause>';
    const problems = problemsOf(fixture({ 'content/games/demo/zh-hant/1.mdx': section('1', '概念', body) }));
    expect(problems).toContainEqual('content/games/demo/zh-hant/1.mdx:12: clause id "1.x" is not of the form 2, 2-1, 2-1.2 or 2-1.2a.');
    expect(problems).toContainEqual('content/games/demo/zh-hant/1.mdx:16: clause 2-1 is written in 1.mdx; move it to 2.mdx.');
  });

  it('text outside a clause, and an unknown component', () => {
    const body = '稍後補上。\n\n<Clause id="1-1" title="總則" />\n\n<Clause id="1-1.1">\n見 <Ref id="1-1" />。<Card name="x" />\n</Clause>';
    const problems = problemsOf(fixture({ 'content/games/demo/zh-hant/1.mdx': section('1', '概念', body) }));
    expect(problems.some((p) => p.startsWith('content/games/demo/zh-hant/1.mdx:6: a paragraph is outside any clause.'))).toBe(true);
    expect(problems.some((p) => p.startsWith('content/games/demo/zh-hant/1.mdx:11: <Card> inside clause 1-1.1.'))).toBe(true);
  });

  it('a clause whose parent is missing', () => {
    const body = '<Clause id="1-1" title="總則" />\n\n<Clause id="1-1.1">\n見 <Ref id="1-1" />。\n</Clause>\n\n<Clause id="1-2.1a">\nA\n</Clause>';
    const problems = problemsOf(fixture({ 'content/games/demo/zh-hant/1.mdx': section('1', '概念', body) }));
    expect(problems).toContainEqual('content/games/demo/zh-hant/1.mdx:12: clause 1-2.1a has no parent clause 1-2.1 in demo. Add 1-2.1 or fix the id.');
  });

  it('reports every problem at once', () => {
    const root = fixture({
      'content/games/demo/glossary.yaml': GLOSSARY.replace('"1-1"', '"1-7"'),
      'content/games/demo/ja/1.mdx': GOOD_JA.replace('title: 概念\n', ''),
    });
    expect(problemsOf(root).length).toBeGreaterThanOrEqual(2);
    expect(() => loadSite(join(root, 'content'), root)).toThrow(/The content has \d+ problems:\n {2}- /);
  });
});
