import { describe, expect, it } from 'vitest';
import { typeset } from './typeset';

describe('typeset', () => {
  it('turns ASCII punctuation touching Han characters into full-width forms', () => {
    expect(typeset('屬性分為金、木、水、火、土五種,等級為1至5級')).toBe('屬性分為金、木、水、火、土五種\uff0c等級為1至5級');
    expect(typeset('行動:每回合僅能且必須進行一次行動')).toBe('行動\uff1a每回合僅能且必須進行一次行動');
    expect(typeset('(如金行抗性:對己金行傷害無效)')).toBe('\uff08如金行抗性\uff1a對己金行傷害無效\uff09');
    expect(typeset('金擊術/金/金行攻擊,點數=等級+4')).toBe('金擊術/金/金行攻擊\uff0c點數=等級+4');
    expect(typeset('上家(かみちゃ)')).toBe('上家\uff08かみちゃ\uff09');
  });
  it('leaves clause ids, numbers and Latin text alone', () => {
    expect(typeset('2-1.2a')).toBe('2-1.2a');
    expect(typeset('1/2, 3 (a)')).toBe('1/2, 3 (a)');
    expect(typeset('ATK: 3')).toBe('ATK: 3');
  });
  it('a colon between a number and CJK is full-width; after a Latin word (a key) it is not', () => {
    expect(typeset('生命值同時歸 0:平局')).toBe('生命值同時歸 0\uff1a平局');
    expect(typeset('4 < 6:迴避失敗')).toBe('4 < 6\uff1a迴避失敗');
    expect(typeset('zh-hant:說明')).toBe('zh-hant:說明');
  });
  it('a colon that opens the text, before CJK, is full-width (a label after a field name in code)', () => {
    expect(typeset(':行動槽(整數,0 到 99)')).toBe('\uff1a行動槽\uff08整數\uff0c0 到 99\uff09');
  });
});

describe('typeset parentheses', () => {
  it('sets a pair full-width when it encloses or touches CJK', () => {
    expect(typeset('(4.3 版)')).toBe('\uff084.3 版\uff09');
    expect(typeset('規則(4.3)')).toBe('規則\uff084.3\uff09');
    expect(typeset('f(x) = (a)')).toBe('f(x) = (a)');
  });
  it('a mark right after a full-width parenthesis is full-width too', () => {
    expect(typeset('争いのある点(3-5):プラン')).toBe('争いのある点\uff083-5\uff09\uff1aプラン');
    expect(typeset('(a): b')).toBe('(a): b');
  });
});

describe('beside a cited clause', () => {
  it('punctuation and parentheses around a <Ref> are set as the text around them', async () => {
    const { parseSection } = await import('./content/parse-section');
    const source = '---\nsection: "1"\ntitle: 概要\n---\n\n<Clause id="1-1">\n依(<Ref id="1-2" />),主帥可以召喚(見 <Ref id="1-2" />)。\n</Clause>\n\n<Clause id="1-2">二。</Clause>\n';
    const parsed = parseSection(source, 'x.mdx', '1');
    expect(parsed.problems).toEqual([]);
    const block = parsed.clauses.find((c) => c.id === '1-1')!.body[0] as { inlines: { kind: string; text?: string }[] };
    expect(block.inlines.map((i) => (i.kind === 'text' ? i.text : '‹ref›')).join('')).toBe('依（‹ref›），主帥可以召喚（見 ‹ref›）。');
  });
});
