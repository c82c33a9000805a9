/**
 * An expectation may name one member of an item (`damage.imp: 2`, `mana.1: 16`) without listing the
 * rest; an item given whole (no dot) is still compared whole. A difference names the member, in the
 * ruling command's language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkRuling, replayRuling, RulingInvalid } from './replay';
import { describeExpected } from './expect-path';
import { initialTransition } from 'xstate';
import { FLOWS, FLOW_SCHEMAS } from '../registry';
import { LOCALES } from '../../lib/i18n/locales';

const FILE = 'content/rulings/mage-wars/damage-barrier-strikes-back.yaml';
const ROUND = 'content/rulings/mage-wars/a-summoned-creature-enters-activated.yaml';

/** A project ruling with its `expect` replaced. */
const withExpect = (file: string, expected: Record<string, unknown>) => {
  const ruling = parse(readFileSync(file, 'utf8'));
  return checkRuling(stringify({ ...ruling, expect: expected }), file, () => true);
};

describe('an expectation naming one member', () => {
  it('holds when the member has the value, whatever the other members are', () => {
    // After the barrier the knight has 1 damage and the imp 2: the ruling names the knight's only.
    expect(replayRuling(withExpect(FILE, { 'damage.knight': 1 })).differences).toEqual([]);
    expect(replayRuling(withExpect(FILE, { 'damage.knight': 1, 'damage.imp': 2 })).ok).toBe(true);
  });

  it('fails naming the member, in the command\'s language', () => {
    const checked = withExpect(FILE, { 'damage.knight': 3 });
    expect(replayRuling(checked, 'zh-hant').differences).toEqual(['expect.damage.knight：預期 3，實際 1']);
    expect(replayRuling(checked, 'ja').differences).toEqual(['expect.damage.knight：期待 3、実際 1']);
    expect(replayRuling(checked).differences).toEqual(['damage.knight: expected 3, got 1']);
    expect(replayRuling(withExpect(FILE, { 'damage.ghost': 0 }), 'zh-hant').differences).toEqual(['expect.damage.ghost：預期 0，實際沒有這一項']);
  });

  it('names a position of a list by player, counted from 0 (player 1 at 0)', () => {
    const replay = replayRuling(withExpect(ROUND, { 'activated.1': 'wolf' }));
    expect(replay.differences).toEqual([]);
    expect(replayRuling(withExpect(ROUND, { 'quickcast.1': true }), 'zh-hant').differences).toEqual(['expect.quickcast.1：預期 true，實際 false']);
  });

  it('keeps an item given whole compared whole: a record or a list with a member more fails', () => {
    expect(replayRuling(withExpect(FILE, { damage: { knight: 1 } })).ok).toBe(false);
    expect(replayRuling(withExpect(ROUND, { activated: ['mage', 'wolf'] })).ok).toBe(false);
    expect(replayRuling(withExpect(ROUND, { activated: ['mage', 'wolf', 'orc'] })).ok).toBe(true);
  });

  it('refuses a path the summary does not have, or a value of the wrong kind, naming it', () => {
    const problems = (expected: Record<string, unknown>) => {
      try {
        withExpect(FILE, expected);
        return [];
      } catch (error) {
        return (error as RulingInvalid).problems;
      }
    };
    expect(problems({ 'hp.knight': 1 })[0]).toMatch(/^預期結果（expect） › hp\.knight：預期結果沒有「hp」這一項；可寫的有 .*damage/);
    expect(problems({ 'damage.knight.x': 1 })[0]).toBe('預期結果（expect） › damage.knight.x：damage.knight 是單一的值，沒有成員「x」。');
    expect(problems({ 'damage.knight': 'one' })[0]).toBe('預期結果（expect） › damage.knight：應為數字，寫的是 "one"。');
    expect(problems({ 'damage.__proto__': 1 })[0]).toBe('預期結果（expect） › damage.__proto__：「__proto__」是 JavaScript 特別處理的名稱，沒有成員叫這個名字。');
    expect(problems({ 'destroyed.first': 'imp' })[0]).toMatch(/^預期結果（expect） › destroyed\.first：destroyed 是清單：請寫從 0 起算的位置/);
  });

  it('reads on the ruling page as the item with that member only', () => {
    const { flow } = withExpect(FILE, { state: 'done' });
    expect(describeExpected(flow, 'damage.knight', 1, 'zh-hant')).toEqual(flow.describeExpectation('damage', { knight: 1 }, 'zh-hant'));
    const round = withExpect(ROUND, { state: 'turn' }).flow;
    // The second player's mana alone: the words of the list by player, without the first player's.
    const { text } = describeExpected(round, 'mana.1', 16, 'zh-hant');
    expect(text).toBe('玩家 2 16 點');
    expect(describeExpected(round, 'mana.1', 16, 'ja').text).toBe('プレイヤー2 16点');
  });
});

describe('every flow describes one member of each of its records and lists', () => {
  for (const flow of Object.values(FLOWS)) {
    it(flow.id, () => {
      const schemas = FLOW_SCHEMAS[flow.id];
      const start = flow.summarize(initialTransition(flow.machine, schemas.setupSchema.parse(flow.defaultSetup) as never)[0] as never);
      for (const [key, value] of Object.entries(start)) {
        if (!value || typeof value !== 'object') continue;
        const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
        for (const [member, v] of entries) {
          if (v && typeof v === 'object' && !Array.isArray(v)) continue; // a fixed-field object is compared whole
          for (const locale of LOCALES) {
            const { text } = describeExpected(flow, `${key}.${member}`, v, locale);
            expect(text, `${locale} ${key}.${member}`).not.toMatch(/undefined|^[、，,；;/]|[、，,；;/]$|[、，,；;]{2}/);
          }
        }
      }
    });
  }
});
