import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from './errors';
import { loadSite } from './load';
import { MAX_CLAUSE_CHARS } from './parse-section';

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

  it('a game.yaml without its edition says it is missing, not "Invalid input"', () => {
    expect(problemsOf(fixture({ 'content/games/demo/game.yaml': GAME_YAML.replace('edition: "1.0"\n', '') }))).toEqual([
      'content/games/demo/game.yaml:1: the file has no edition. Add it (edition: …).',
    ]);
  });

  describe('coverage.yaml, why a clause has no worked example', () => {
    const REASON = '- clause: "1-1.1"\n  why: definition\n  zh-hant: 定義用語。\n  ja: 用語の定義。\n';
    it('is optional, and loads each reason with its words and the line it is written on', () => {
      expect(loadSite(join(fixture(), 'content')).games[0].reasons).toEqual([]);
      const reasons = loadSite(join(fixture({ 'content/games/demo/coverage.yaml': `# why\n${REASON}` }), 'content'), join(dirs.at(-1)!)).games[0].reasons;
      expect(reasons).toEqual([{ clause: '1-1.1', why: 'definition', words: { 'zh-hant': '定義用語。', ja: '用語の定義。' }, at: 'content/games/demo/coverage.yaml:2' }]);
    });
    it('refuses a missing clause and a clause given twice, by the line of the entry', () => {
      expect(problemsOf(fixture({ 'content/games/demo/coverage.yaml': `${REASON.replace('1-1.1', '1-7')}${REASON}${REASON}` }))).toEqual([
        'content/games/demo/coverage.yaml:1: entry 1 points at clause 1-7, which does not exist in demo. Fix the clause id.',
        'content/games/demo/coverage.yaml:9: entry 3: clause 1-1.1 is given a reason twice. Keep one entry per clause.',
      ]);
    });
    it('refuses a kind of reason it does not know, naming the kinds, and a missing language', () => {
      const file = `${REASON.replace('definition', 'todo')}- clause: "1-1"\n  why: overview\n  zh-hant: 概述。\n`;
      expect(problemsOf(fixture({ 'content/games/demo/coverage.yaml': file }))).toEqual([
        'content/games/demo/coverage.yaml:2: entry 1 (clause 1-1.1), why: expected one of "definition", "overview", "outside-play", "not-played", "source-silent"; received "todo".',
        'content/games/demo/coverage.yaml:5: entry 2 (clause 1-1) has no ja. Add it (ja: …).',
      ]);
    });
    it('refuses a reason longer than a sentence or two, by its line', () => {
      const problems = problemsOf(fixture({ 'content/games/demo/coverage.yaml': REASON.replace('定義用語。', '定'.repeat(1_000_000)) }));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^content\/games\/demo\/coverage\.yaml:3: entry 1 \(clause 1-1\.1\), zh-hant: .*600/);
    });
    it('refuses a file of aliases to aliases (a "billion laughs") by name, without expanding it', () => {
      const bomb = 'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n';
      expect(problemsOf(fixture({ 'content/games/demo/coverage.yaml': bomb }))).toEqual([
        expect.stringMatching(/^content\/games\/demo\/coverage\.yaml:\d+: not valid YAML: an alias \(\*name\) names no anchor, or there are more than 100 of them\./),
      ]);
    });
  });

  it('a glossary definition that states the site’s reading without saying where its note is, or pointing at a clause with no note', () => {
    const reading = GLOSSARY.replace('definition: 定義。 }\n  ja', 'definition: 定義(本站解讀)。 }\n  ja');
    expect(problemsOf(fixture({ 'content/games/demo/glossary.yaml': reading }))).toContainEqual(
      'content/games/demo/glossary.yaml: term rule (entry 1): its definition states the site\'s reading, but the entry does not say where the note is. Add note: "<clause id>", the clause whose <EditorNote> gives that reading.',
    );
    expect(problemsOf(fixture({ 'content/games/demo/glossary.yaml': reading.replace('  clause: "1-1"\n', '  clause: "1-1"\n  note: "1-1.1"\n') }))).toContainEqual(
      'content/games/demo/glossary.yaml: term rule (entry 1): note: "1-1.1" has no editor\'s note. Point it at the clause whose <EditorNote> gives the reading.',
    );
    const noted = (text: string) => text.replace('見 <Ref id="1-1" />。\n', '見 <Ref id="1-1" />。\n\n<EditorNote>\n原文未說明。\n\n<Reading>本站如此讀。</Reading>\n</EditorNote>\n');
    const root = fixture({ 'content/games/demo/glossary.yaml': reading.replace('  clause: "1-1"\n', '  clause: "1-1"\n  note: "1-1.1"\n'), 'content/games/demo/zh-hant/1.mdx': noted(GOOD_ZH), 'content/games/demo/ja/1.mdx': GOOD_JA.replace('を見よ。\n', 'を見よ。\n\n<EditorNote>\n原典にない。\n\n<Reading>当サイトはこう読む。</Reading>\n</EditorNote>\n') });
    expect(problemsOf(root)).toEqual([]);
    expect(loadSite(join(root, 'content')).games[0].glossary[0].note).toBe('1-1.1');
  });

  it('invalid frontmatter', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('title: 概念\n', '') });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/ja/1.mdx:2: the frontmatter has no title. Add it (title: …).',
    );
  });

  it('frontmatter naming another section than the file', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('section: "1"', 'section: "2"') });
    expect(problemsOf(root)).toContainEqual(
      'content/games/demo/ja/1.mdx:2: frontmatter says section "2" but the file is 1.mdx. Make them agree.',
    );
  });

  it('invalid game metadata', () => {
    const root = fixture({ 'content/games/demo/game.yaml': GAME_YAML.replace('ja: デモ }', '}') });
    expect(problemsOf(root)).toContainEqual('content/games/demo/game.yaml:2: names has no ja. Add it (ja: …).');
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

describe('what a writer cannot see is refused', () => {
  it('bytes that are not UTF-8 inside a clause: file, line, clause and fix', () => {
    const zh = Buffer.concat([
      Buffer.from(section('1', '概念', '<Clause id="1-1" title="總則" />\n\n<Clause id="1-1.1">\n見 <Ref id="1-1" />。').trimEnd()),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('\n</Clause>\n'),
    ]);
    const root = fixture();
    writeFileSync(join(root, 'content/games/demo/zh-hant/1.mdx'), zh);
    expect(problemsOf(root)).toEqual([
      'content/games/demo/zh-hant/1.mdx:9: clause 1-1.1: bytes that are not UTF-8 (FF FE C3 28…) at column 20. Save the file as UTF-8 and retype the text there from the source.',
    ]);
  });

  it('a BOM at the start is dropped; a bidi control, a NUL or a typed U+FFFD is refused, in a glossary by its term', () => {
    const root = fixture({
      'content/games/demo/ja/1.mdx': `\ufeff${GOOD_JA.replace('を見よ', 'を\u202e見よ')}`,
      'content/games/demo/game.yaml': GAME_YAML.replace('示範規則', '示範\u0000規則'),
      'content/games/demo/glossary.yaml': `${GLOSSARY}- key: second\n  clause: "1-1"\n  zh-hant: { term: 總則�, definition: 定義。 }\n  ja: { term: 総則, definition: 定義。 }\n`,
    });
    expect(problemsOf(root)).toEqual([
      'content/games/demo/game.yaml:6: the NUL character (U+0000) at column 20: invisible on the page. Delete it.',
      'content/games/demo/ja/1.mdx:9: clause 1-1.1: a bidi control (U+202E) at column 19: invisible, it reorders the text around it. Delete it; the page sets the direction.',
      'content/games/demo/glossary.yaml:7: term second: the replacement character � (U+FFFD) at column 22: it marks text lost in a conversion; retype the text from the source.',
    ]);
  });

  it('the same characters written as YAML escapes ("\\u202E", "\\0") are refused too, naming the line and the field', () => {
    const root = fixture({
      'content/games/demo/game.yaml': GAME_YAML.replace('示範規則', '"示範\\0規則"'),
      'content/games/demo/glossary.yaml': `${GLOSSARY}- key: second\n  clause: "1-1"\n  zh-hant: { term: "總則\\u202E", definition: 定義。 }\n  ja: { term: 総則, definition: 定義。 }\n`,
    });
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(/^content\/games\/demo\/game\.yaml:6: [\w.]+: the NUL character \(U\+0000\) written as an escape: invisible on the page\. Delete it\.$/),
      'content/games/demo/glossary.yaml:7: 1.zh-hant.term: a bidi control (U+202E) written as an escape: invisible, it reorders the text around it. Delete it; the page sets the direction.',
    ]);
  });
});

describe('a syntax error is reported alone, not with what follows from it', () => {
  const broken = {
    'an unclosed <Clause>': ['見 <Ref id="1-1" />。\n', 'content/games/demo/zh-hant/1.mdx:8: clause 1-1.1: not valid MDX at column 1: Expected a closing tag for `<Clause>`. Close it with </Clause>'],
    'an unclosed <Ref>': ['見 <Ref id="1-1" 。\n</Clause>', 'content/games/demo/zh-hant/1.mdx:9: clause 1-1.1: not valid MDX at column 3: Unexpected character after `<`, expected a valid JSX tag. A < in text opens a tag'],
    'an unquoted <img> attribute': ['見 <Ref id="1-1" /><img src=a.png />。\n</Clause>', 'content/games/demo/zh-hant/1.mdx:9: clause 1-1.1: not valid MDX at column 19: Unexpected character after `<`'],
    'an autolink': ['見 <Ref id="1-1" /> <https://example.com>。\n</Clause>', 'content/games/demo/zh-hant/1.mdx:9: clause 1-1.1: not valid MDX at column 20: Unexpected character after `<`'],
  };
  for (const [name, [clauseBody, start]] of Object.entries(broken)) {
    it(`${name}: the error first, then one line for the rest`, () => {
      // Section 1 of zh-hant does not parse: ja's clauses, the glossary term and a ref from section 2 all point into it.
      const root = fixture({
        'content/games/demo/zh-hant/1.mdx': section('1', '概念', `<Clause id="1-1" title="總則" />\n\n<Clause id="1-1.1">\n${clauseBody}`),
        'content/games/demo/zh-hant/2.mdx': section('2', '流程', '<Clause id="2-1">\n見 <Ref id="1-1.1" />。\n</Clause>'),
        'content/games/demo/ja/2.mdx': section('2', '流れ', '<Clause id="2-1">\n<Ref id="1-1.1" /> を見よ。\n</Clause>'),
      });
      const problems = problemsOf(root);
      expect(problems[0].startsWith(start), problems[0]).toBe(true);
      expect(problems.slice(1)).toEqual([
        '4 further problems follow from the syntax error(s) above; they are not listed. Fix those and check again.',
      ]);
    });
  }
});

describe('figures, ids, one-line clauses, frontmatter and size', () => {
  it('a figure attribute the writer may not set: file, line, clause, what was received', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('を見よ。', 'を見よ。\n\n<WuxingCycle locale="xx" />') });
    expect(problemsOf(root)).toEqual([
      'content/games/demo/ja/1.mdx:11: clause 1-1.1: <WuxingCycle> locale is set by the page, not in the text (received "xx"). Remove locale="…".',
    ]);
  });

  it('a figure attribute written as {…} is refused', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('を見よ。', 'を見よ。\n\n<WuxingCycle size={2} />') });
    expect(problemsOf(root)).toContain('content/games/demo/ja/1.mdx:11: clause 1-1.1: <WuxingCycle> sets size with {…}. Write size="value" in quotes.');
  });

  it('a leading zero in a clause id, a <Ref> id or a glossary clause, with the id to write', () => {
    const root = fixture({
      'content/games/demo/zh-hant/1.mdx': GOOD_ZH.replace('<Ref id="1-1" />', '<Ref id="01-1" />') + '\n<Clause id="1-01">\nA\n</Clause>\n',
      'content/games/demo/glossary.yaml': GLOSSARY.replace('"1-1"', '"1-01"'),
    });
    expect(problemsOf(root)).toEqual([
      'content/games/demo/zh-hant/1.mdx:9: clause 1-1.1 cites "01-1" with a leading zero. Write <Ref id="1-1" />.',
      'content/games/demo/zh-hant/1.mdx:12: clause id "1-01" has a leading zero. Write <Clause id="1-1">: an id has one spelling.',
      'content/games/demo/glossary.yaml: term rule (entry 1) points at clause "1-01", with a leading zero. Write clause: "1-1".',
    ]);
  });

  it('a section file named with a leading zero', () => {
    const root = fixture({ 'content/games/demo/ja/01.mdx': GOOD_JA });
    expect(problemsOf(root)).toEqual(['content/games/demo/ja/01.mdx: only section files named <number>.mdx (no leading zero) belong here. Rename it 1.mdx.']);
  });

  it('a clause on one line reads as the same clause on three, and so does an editor note', () => {
    const clause = (root: string) => loadSite(join(root, 'content')).games[0].rulebooks['zh-hant'].clauses.get('1-1.1');
    const oneLine = GOOD_ZH.replace('<Clause id="1-1.1">\n見 <Ref id="1-1" />。\n</Clause>', '<Clause id="1-1.1">見 <Ref id="1-1" />。</Clause>');
    expect(clause(fixture({ 'content/games/demo/zh-hant/1.mdx': oneLine }))).toEqual(clause(fixture()));

    const note = (text: string) => GOOD_ZH.replace('見 <Ref id="1-1" />。\n', `見 <Ref id="1-1" />。\n\n${text}\n`);
    const noteOnLines = '<EditorNote>\n原文有誤。\n\n<Reading>本站如此。</Reading>\n</EditorNote>';
    const ja = GOOD_JA.replace('を見よ。\n', 'を見よ。\n\n<EditorNote>原文の誤り。<Reading>本サイトの読み。</Reading></EditorNote>\n');
    const [a, b] = [note(noteOnLines), note('<EditorNote>原文有誤。<Reading>本站如此。</Reading></EditorNote>')].map(
      (zh) => clause(fixture({ 'content/games/demo/zh-hant/1.mdx': zh, 'content/games/demo/ja/1.mdx': ja }))?.body,
    );
    expect(b).toEqual(a);
    expect(a?.[1]).toMatchObject({ kind: 'note', reading: [{ kind: 'text', text: '本站如此。' }] });
  });

  it('an unquoted section number: the line of the key and the fix', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('section: "1"', 'section: 1') });
    expect(problemsOf(root)).toEqual(['content/games/demo/ja/1.mdx:2: frontmatter section: expected text; received 1. Write section: "1" with quotes.']);
  });

  it('a YAML error in the frontmatter, at its line in the file', () => {
    const root = fixture({ 'content/games/demo/ja/1.mdx': GOOD_JA.replace('title: 概念', 'title: 概念: 総則') });
    expect(problemsOf(root)).toEqual([
      'content/games/demo/ja/1.mdx:3: frontmatter is not valid YAML at column 8: Nested mappings are not allowed in compact mappings. Check the indentation, and put a value with ": ", " #" or a leading symbol in quotes.',
    ]);
  });

  it('a value not among those allowed, an empty one, and a key not known', () => {
    const root = fixture({
      'content/games/demo/game.yaml': GAME_YAML.replace('originalLanguage: zh-hant', 'originalLanguage: en\nauthor: x').replace('ja: デモ }', 'ja: "" }'),
    });
    expect(problemsOf(root)).toEqual([
      'content/games/demo/game.yaml:2: names.ja is empty. Write it.',
      'content/games/demo/game.yaml:5: originalLanguage: expected one of "zh-hant", "ja"; received "en".',
      'content/games/demo/game.yaml:6: unknown key "author". Remove it, or correct the spelling.',
    ]);
  });

  it(`a clause over ${MAX_CLAUSE_CHARS} characters: its size, the limit and how to split it`, () => {
    const long = `${'長'.repeat(MAX_CLAUSE_CHARS)}`;
    const root = fixture({
      'content/games/demo/zh-hant/1.mdx': GOOD_ZH.replace('見 <Ref id="1-1" />。', `見 <Ref id="1-1" />。${long}`),
    });
    expect(problemsOf(root)).toEqual([
      `content/games/demo/zh-hant/1.mdx:8: clause 1-1.1 has ${MAX_CLAUSE_CHARS + 49} characters; the limit is ${MAX_CLAUSE_CHARS} (search slows sharply past it). Split it into sub-clauses (1-1.1a, 1-1.1b, …).`,
    ]);
  });
});

describe('an editor’s reading does not repeat the label the page shows', () => {
  it('refuses a <Reading> that begins with 本站解讀 or 本サイトでは、', () => {
    const note = (reading: string) => `\n<EditorNote>\n原文未說明。\n<Reading>${reading}</Reading>\n</EditorNote>\n`;
    const zh = GOOD_ZH.replace('見 <Ref id="1-1" />。\n', `見 <Ref id="1-1" />。\n${note('本站解讀:依字面。')}`);
    const ja = GOOD_JA.replace('<Ref id="1-1" /> を見よ。\n', `<Ref id="1-1" /> を見よ。\n${note('本サイトでは、文字どおりに読む。')}`);
    const problems = problemsOf(fixture({ 'content/games/demo/zh-hant/1.mdx': zh, 'content/games/demo/ja/1.mdx': ja }));
    expect(problems).toEqual([
      expect.stringMatching(/zh-hant\/1\.mdx:\d+: clause 1-1\.1: its <Reading> begins with “本站解讀[:：]”/),
      expect.stringMatching(/ja\/1\.mdx:\d+: clause 1-1\.1: its <Reading> begins with “本サイトでは、”/),
    ]);
  });
  it('refuses the same label worded as 「讀法」/「読み方」 (本站的讀法：, 当サイトの読み方：)', () => {
    const note = (reading: string) => `\n<EditorNote>\n原文未說明。\n<Reading>${reading}</Reading>\n</EditorNote>\n`;
    const zh = GOOD_ZH.replace('見 <Ref id="1-1" />。\n', `見 <Ref id="1-1" />。\n${note('本站的讀法：依字面。')}`);
    const ja = GOOD_JA.replace('<Ref id="1-1" /> を見よ。\n', `<Ref id="1-1" /> を見よ。\n${note('当サイトの読み方：文字どおり。')}`);
    const problems = problemsOf(fixture({ 'content/games/demo/zh-hant/1.mdx': zh, 'content/games/demo/ja/1.mdx': ja }));
    expect(problems).toEqual([
      expect.stringMatching(/zh-hant\/1\.mdx:\d+: clause 1-1\.1: its <Reading> begins with “本站的讀法：”/),
      expect.stringMatching(/ja\/1\.mdx:\d+: clause 1-1\.1: its <Reading> begins with “当サイトの読み方：”/),
    ]);
  });
});

describe('a range in 繁體中文 is written with 至', () => {
  it('refuses the Japanese wave dash in the Chinese rulebook, naming the clause, and accepts it in Japanese', () => {
    const zh = GOOD_ZH.replace('見 <Ref id="1-1" />。', '見 <Ref id="1-1" />〜<Ref id="1-1" />。');
    const ja = GOOD_JA.replace('<Ref id="1-1" /> を見よ。', '<Ref id="1-1" />〜<Ref id="1-1" /> を見よ。');
    expect(problemsOf(fixture({ 'content/games/demo/zh-hant/1.mdx': zh, 'content/games/demo/ja/1.mdx': ja }))).toEqual([
      expect.stringMatching(/^content\/games\/demo\/zh-hant\/1\.mdx:\d+: clause 1-1\.1: “〜” is the Japanese way to write a range; in 繁體中文 write “至”/),
    ]);
  });
});
