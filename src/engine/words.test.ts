import { describe, expect, it } from 'vitest';
import { FLOWS } from './registry';
import { describeState, describeStep, fill, placeholders, type FlowWords } from './words';

describe('flow words', () => {
  for (const flow of Object.values(FLOWS)) {
    it(`${flow.id}: both languages have the same sentences, using the same values and tables`, () => {
      const [zh, ja] = [flow.words['zh-hant'], flow.words.ja];
      for (const part of ['states', 'events', 'steps', 'tables', 'ui', 'guards'] as const) expect(Object.keys(ja[part]).sort(), part).toEqual(Object.keys(zh[part]).sort());
      for (const [step, words] of Object.entries(zh.steps)) expect(placeholders(ja.steps[step]), step).toEqual(placeholders(words));
      for (const [table, words] of Object.entries(zh.tables)) expect(Object.keys(ja.tables[table]).sort(), table).toEqual(Object.keys(words).sort());
    });
  }

  const words: FlowWords = {
    states: { 'attack.declared': '宣告' },
    events: {},
    steps: { plain: '{unit} 入場。', looked: '{player|player}的回合。', signed: '抽牌 {n|signed}。', cased: { by: 'gone', cases: { 0: '剩 {left} 點', 1: '消滅' } } },
    tables: { player: { 0: '先手玩家', 1: '後手玩家' }, condition: { score: '分數達到 {score} 分' } },
    ui: {},
    guards: {},
  };

  it('fills values, table words, signs and cases', () => {
    expect(describeStep({ step: 'plain', values: { unit: 'wolf' } }, words)).toBe('wolf 入場。');
    expect(describeStep({ step: 'looked', values: { player: 1 } }, words)).toBe('後手玩家的回合。');
    expect(describeStep({ step: 'signed', values: { n: 1 } }, words)).toBe('抽牌 +1。');
    expect(describeStep({ step: 'signed', values: { n: -1 } }, words)).toBe('抽牌 -1。');
    expect(describeStep({ step: 'cased', values: { gone: 0, left: 3 } }, words)).toBe('剩 3 點');
    expect(describeState({ attack: 'declared' }, words)).toBe('宣告');
    // A table's word may hold values too: the rule's numbers, given with the step.
    expect(fill('條件:{condition|condition}', { condition: 'score', score: 15 }, words.tables)).toBe('條件:分數達到 15 分');
  });

  it('in zh-hant, sets a value that begins or ends with a Latin letter or digit apart from Han beside it (ja glues it, as its rulebooks)', () => {
    const seat = { seat: { 0: '玩家 1', 1: '先手玩家' } };
    expect(fill('由{s|seat}的回合', { s: 0 }, seat, true)).toBe('由玩家 1 的回合');
    expect(fill('由{s|seat}的回合', { s: 1 }, seat, true)).toBe('由先手玩家的回合');
    expect(fill('抽{n}張，剩 {m} 張', { n: 2, m: 3 }, {}, true)).toBe('抽 2 張，剩 3 張');
    expect(fill('「{x}」', { x: 'A' }, {}, true)).toBe('「A」');
    expect(fill('{n}枚', { n: 6 }, {}, false)).toBe('6枚');
    expect(describeStep({ step: 'looked', values: { player: 0 } }, { ...words, tables: { player: { 0: '玩家 1' } }, locale: 'zh-hant' })).toBe('玩家 1 的回合。');
    expect(describeStep({ step: 'looked', values: { player: 0 } }, { ...words, tables: { player: { 0: 'プレイヤー1' } }, steps: { looked: '{player|player}の番。' }, locale: 'ja' })).toBe('プレイヤー1の番。');
  });

  it('sets an id the site has no word for apart from the text around it: quoted, unless the sentence quotes it', () => {
    const named = { name: { knight: '騎士' } };
    const zh = { ...words, steps: { melee: '{target|name}與攻擊者在同一個區域。', both: '{ids|names}被摧毀。', faces: '擲出「{faces|names}」。' }, tables: named, locale: 'zh-hant' as const };
    expect(describeStep({ step: 'melee', values: { target: 'ogre' } }, zh)).toBe('「ogre」與攻擊者在同一個區域。');
    expect(describeStep({ step: 'melee', values: { target: 'knight' } }, zh)).toBe('騎士與攻擊者在同一個區域。');
    expect(describeStep({ step: 'both', values: { ids: 'knight, ogre' } }, zh)).toBe('騎士、「ogre」被摧毀。');
    expect(describeStep({ step: 'faces', values: { faces: 'crit1, 2' } }, zh)).toBe('擲出「crit1、2」。');
    const ja = { ...zh, steps: { melee: '{target|name}と攻撃者は同じゾーンにいる。' }, locale: 'ja' as const };
    expect(describeStep({ step: 'melee', values: { target: 'ogre' } }, ja)).toBe('「ogre」と攻撃者は同じゾーンにいる。');
  });

  it('names what is missing instead of writing “undefined”', () => {
    expect(() => describeStep({ step: 'nothing' }, words)).toThrow(/nothing/);
    expect(() => describeStep({ step: 'plain', values: {} }, words)).toThrow(/unit/);
    expect(() => fill('{player|player}', { player: 2 }, words.tables)).toThrow(/player has no word for 2/);
    expect(() => describeStep({ step: 'cased', values: { gone: 5 } }, words)).toThrow(/gone = 5/);
  });
});
