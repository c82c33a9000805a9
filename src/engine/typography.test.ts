/**
 * Typography in both languages (issue 26): what a reader reads in 繁體中文 or 日本語 is set as the
 * rulebooks set it. Scans every flow's words (states, events, sentences, tables, labels, guards),
 * every game's names, the interface's strings, the rulings' titles, summaries and notes, and the
 * sentences the sandboxes actually write (every ruling's log and every refusal table, filled with
 * real values), and fails on:
 * - ASCII `, ; : ! ? ( )` in running CJK text (full-width ，；：！？（）, as typeset() sets the rulebooks);
 * - `・` in zh-hant (its lists use 、);
 * - in zh-hant, a digit or Latin letter glued to a Han character: the zh-hant rulebooks put one
 *   half-width space between them (「第 3 回合」「玩家 1 的」, over 700 times against a few quotes of a source);
 * - in ja, a count set off from its counter (「6 枚」): the ja rulebooks glue them (「6枚」「プレイヤー1」,
 *   about 800 times against 5), while codes such as a clause id keep their spaces (「条項 2-4 へ」);
 * - on ja pages, a sample name the site made up written in Chinese forms rather than Japanese ones
 *   (the source's own names stay as the rulebook keeps them).
 * A sentence's `{placeholders}` are checked once filled: every ruling's log, refusal table and
 * expected outcome, in both languages, is filled with real values here.
 */
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../lib/i18n/locales';
import { LOCALES } from '../lib/i18n/locales';
import { UI } from '../lib/i18n/ui';
import { SEARCH_WORDS } from '../lib/i18n/search-words';
import { typeset } from '../lib/typeset';
import { FLOWS } from './registry';
import { refusalTable } from './refusal-table';
import { getRulings } from './rulings';
import { describeExpected } from './rulings/expect-path';
import { describeStep, type StepWords } from './words';

const HAN = '\\p{Script=Han}';
const KANA = '\\p{Script=Hiragana}\\p{Script=Katakana}ー';
/** A CJK character or CJK punctuation (「」、。 and the full-width forms). */
const CJK_ANY = new RegExp(`[${HAN}${KANA}\\u3000-\\u303f\\uff00-\\uffef]`, 'u');

/**
 * The few places a rule above does not apply, each with its reason. A pattern is matched against
 * the text around the problem.
 */
const EXCEPTIONS: { pattern: RegExp; why: string }[] = [
  // 五行's cards are written as the setup editor takes them (setup.ts) and as the rulebook quotes them (「金3」): element then level, no space.
  { pattern: /[金木水火土][1-5]/u, why: 'a 五行 card code (金3), typed as the setup reads it' },
];

/** Names kept in Chinese forms on ja pages: none now (風雷卡牌's source names are written in Japanese there too, issue 41: src/games/fenglei/names.test.ts). */
const SOURCE_NAMES: string[] = [];

interface Problem { where: string; text: string; what: string }

/** The problems in one reader-facing string. `{placeholders}` are left out (the filled sentences are checked too). */
export function typographyProblems(text: string, locale: Locale): string[] {
  const s = text.replace(/\{\w+(?:\|\w+)?\}/g, '\u25a1');
  if (!CJK_ANY.test(s)) return [];
  const found: string[] = [];
  const around = (i: number, len = 1) => s.slice(Math.max(0, i - 3), i + len + 3);
  const excepted = (snippet: string) => EXCEPTIONS.some((e) => e.pattern.test(snippet));
  // ASCII punctuation in CJK text: allowed only inside a Latin run (`ATK: 3`, `1/2, 3`).
  for (const m of s.matchAll(/[,;:!?()]/g)) {
    const i = m.index!;
    const left = s.slice(0, i).trimEnd().at(-1) ?? '';
    const right = s.slice(i + 1).trimStart()[0] ?? '';
    const latin = (c: string) => /[A-Za-z0-9]/.test(c);
    if (m[0] === '(' || m[0] === ')') {
      // A pair that encloses or touches CJK, or any parenthesis in a sentence that is CJK around it.
      found.push(`ASCII “${m[0]}” in CJK text: 「${around(i)}」`);
    } else if (!(latin(left) && latin(right))) found.push(`ASCII “${m[0]}” in CJK text: 「${around(i)}」`);
  }
  if (locale === 'zh-hant') {
    for (const m of s.matchAll(/・/g)) found.push(`「・」 in zh-hant (lists take 、): 「${around(m.index!)}」`);
    for (const m of s.matchAll(new RegExp(`[A-Za-z0-9][${HAN}]|[${HAN}][A-Za-z0-9]`, 'gu'))) {
      const snippet = around(m.index!, m[0].length);
      if (!excepted(snippet)) found.push(`Latin or digit glued to Han (zh-hant spaces them): 「${snippet}」`);
    }
  } else {
    for (const m of s.matchAll(new RegExp(`[0-9] +[枚点人体回つ個度倍番本名種歩マ]`, 'gu'))) {
      found.push(`a count set apart from its counter (ja glues them): 「${around(m.index!, m[0].length)}」`);
    }
  }
  return found;
}

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

function check(list: [string, string][], locale: Locale): Problem[] {
  return list.flatMap(([where, text]) => typographyProblems(text, locale).map((what) => ({ where, text, what })));
}

const report = (problems: Problem[]) => problems.map((p) => `${p.where}: ${p.what}`);

describe('typography: what a reader reads is set as the rulebooks set it', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the interface's strings`, () => {
      expect(report(check([...strings(UI[locale], 'UI'), ...strings(SEARCH_WORDS[locale], 'search')], locale))).toEqual([]);
    });
    for (const flow of Object.values(FLOWS)) {
      it(`${locale}: ${flow.id}'s words, names, title and summary`, () => {
        const words = flow.words[locale];
        const steps = Object.entries(words.steps).flatMap(([k, v]: [string, StepWords]) => (typeof v === 'string' ? [[`steps.${k}`, v] as [string, string]] : strings(v.cases, `steps.${k}`)));
        const list = [...strings({ states: words.states, events: words.events, tables: words.tables, ui: words.ui, guards: words.guards }, flow.id), ...steps, ['title', flow.title[locale]], ['summary', flow.summary[locale]]] as [string, string][];
        expect(report(check(list, locale))).toEqual([]);
      });
      it(`${locale}: ${flow.id}'s refusal table, as the flow page writes it`, () => {
        const list = refusalTable(flow.id, locale).map((row, i) => [`refusal ${i + 1}`, row.sentence] as [string, string]);
        expect(report(check(list, locale))).toEqual([]);
      });
    }
    it(`${locale}: every ruling's title, summary, notes and expected outcome, and the sentences of its log`, () => {
      const problems = getRulings().flatMap(({ ruling, flow, replay }) => {
        const words = FLOWS[flow.id].words[locale];
        // A ruling is written as the rulebooks are, with ASCII punctuation or not: pages show it typeset.
        const list: [string, string][] = [['title', typeset(ruling.title[locale])], ['summary', typeset(ruling.summary[locale])]];
        ruling.steps.forEach((s, i) => s.note && list.push([`note ${i + 1}`, typeset(s.note[locale])]));
        for (const step of replay.steps) for (const entry of step.entries) list.push([`log ${step.index}`, describeStep(entry, words)]);
        if (replay.refused) list.push(['refused', describeStep(replay.refused.refusal, words)]);
        // The ruling page: each expected item's label as it is, its text typeset.
        for (const [key, value] of Object.entries(ruling.expect ?? {})) {
          const { label, text } = describeExpected(FLOWS[flow.id], key, value, locale);
          list.push([`expect ${key}`, label], [`expect ${key}`, typeset(text)]);
        }
        return check(list, locale).map((p) => ({ ...p, where: `${ruling.id} ${p.where}` }));
      });
      expect([...new Set(report(problems))]).toEqual([]);
    });
  }
});

describe('on ja pages, the sample names are Japanese', () => {
  const japanese = OpenCC.Converter({ from: 't', to: 'jp' });
  for (const flow of Object.values(FLOWS)) {
    it(flow.id, () => {
      const names = Object.values(flow.words.ja.tables.name ?? {}).filter((name) => !SOURCE_NAMES.includes(name));
      expect(names.filter((name) => japanese(name) !== name).map((name) => `${name} (ja: ${japanese(name)})`)).toEqual([]);
    });
  }
});

describe('the typography check itself', () => {
  it('finds what issue 26 names', () => {
    expect(typographyProblems('效果骰擲出 6,< 7:迴避失敗', 'zh-hant')).toHaveLength(2);
    expect(typographyProblems('圖例:火;水', 'zh-hant')).toHaveLength(2);
    expect(typographyProblems('玩家 1的回合', 'zh-hant')).toHaveLength(1);
    expect(typographyProblems('金・木', 'zh-hant')).toHaveLength(1);
    expect(typographyProblems('手札 6 枚', 'ja')).toHaveLength(1);
  });
  it('passes what the rulebooks write', () => {
    expect(typographyProblems('效果骰擲出 6，小於 7：迴避失敗', 'zh-hant')).toEqual([]);
    expect(typographyProblems('玩家 1 的回合（2-3.2）', 'zh-hant')).toEqual([]);
    expect(typographyProblems('プレイヤー1の手札は6枚、条項 2-4 へ', 'ja')).toEqual([]);
    expect(typographyProblems('牌寫成「金3」的形式', 'zh-hant')).toEqual([]);
    expect(typographyProblems('ATK: 3', 'zh-hant')).toEqual([]);
  });
});
