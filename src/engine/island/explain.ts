/**
 * What is wrong with a position the reader wrote, in the page's language: each problem the flow's
 * schemas found, named by the field as the reader sees it (the flow's `field` table), and said in
 * the flow's own words where a rule refuses it (a custom issue's `say`, looked up in the flow's
 * `problem` table) or as the site says Zod's own issues (below) otherwise. Loaded only with the setup editor.
 */
import type { z } from 'zod';
import type { Locale } from '../../lib/i18n/locales';
import { typeset } from '../../lib/typeset';
import { fill, nameWord, spacedIn, type FlowWords } from '../words';

type Issue = z.core.$ZodIssue;

/**
 * Zod's own issues in the page's language. Zod ships translations (zod/v4/locales), but they name
 * types in English ("預期 number 應為 <=5"), so the site says them itself; a value to be typed
 * exactly as JSON is quoted as written.
 */
const SAY: Record<Locale, { say: Record<string, string>; types: Record<string, string> }> = {
  'zh-hant': {
    say: {
      required: '此欄必須填寫。',
      type: '應為{type}。',
      min: '至少為 {n}。',
      above: '須大於 {n}。',
      max: '至多為 {n}。',
      below: '須小於 {n}。',
      minItems: '至少 {n} 項。',
      maxItems: '至多 {n} 項。',
      minText: '至少 {n} 個字。',
      maxText: '至多 {n} 個字。',
      oneOf: '只能是 {values} 其中之一。',
      keys: '沒有這樣的欄位：{keys}。',
      union: '不符合任何一種寫法。',
      other: '此值不符合此沙盒的規格。',
      or: '、',
    },
    types: {
      number: '數字',
      int: '整數',
      string: '文字',
      boolean: 'true 或 false',
      array: '清單（[…]）',
      object: '一組欄位（{…}）',
    },
  },
  ja: {
    say: {
      required: 'この欄は必須。',
      type: '{type}にすること。',
      min: '{n}以上にすること。',
      above: '{n}より大きくすること。',
      max: '{n}以下にすること。',
      below: '{n}より小さくすること。',
      minItems: '{n}項目以上にすること。',
      maxItems: '{n}項目以下にすること。',
      minText: '{n}文字以上にすること。',
      maxText: '{n}文字以下にすること。',
      oneOf: '{values} のいずれかにすること。',
      keys: 'このような欄はない：{keys}。',
      union: 'どの書き方にも合わない。',
      other: 'この値はこのサンドボックスの仕様に合わない。',
      or: '、',
    },
    types: {
      number: '数値',
      int: '整数',
      string: '文字列',
      boolean: 'true か false',
      array: 'リスト（[…]）',
      object: '欄の組（{…}）',
    },
  },
};

const quote = (v: unknown) => JSON.stringify(v);

/** A Zod issue (one no rule of the flow explains) in the page's language. */
export function zodMessage(issue: Issue, locale: Locale): string {
  const { say, types } = SAY[locale];
  const put = (key: string, values: Record<string, string | number>) => fill(say[key], values, {});
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? say.required : put('type', { type: types[issue.expected] ?? types.object });
    case 'too_small':
    case 'too_big': {
      const n = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const kind = issue.origin === 'array' || issue.origin === 'set' ? 'Items' : issue.origin === 'string' ? 'Text' : '';
      if (kind)
        return put(`${issue.code === 'too_small' ? 'min' : 'max'}${kind}`, {
          n,
        });
      return put(issue.code === 'too_small' ? (issue.inclusive ? 'min' : 'above') : issue.inclusive ? 'max' : 'below', { n });
    }
    case 'invalid_value':
      return put('oneOf', { values: issue.values.map(quote).join(say.or) });
    case 'unrecognized_keys':
      return put('keys', { keys: issue.keys.map(quote).join(say.or) });
    case 'invalid_union':
      return say.union;
    default:
      return say.other;
  }
}

export interface ExplainWords {
  /** `{path}` then `{problem}`: how a problem is introduced by its field. */
  at: string;
  /** An array's item by its place, from 1: `第 {n} 項`. */
  item: string;
}

/**
 * A key of a record in the position (a spell's school, a spell in a book): by the name the flow's
 * tables give it (a card's name first, 「治療」), else as the reader wrote it.
 */
function recordKey(key: string, words: FlowWords): string {
  const name = words.tables.name?.[key];
  if (name) return `「${name}」`;
  const table = Object.entries(words.tables).find(([t, entries]) => t !== 'field' && t !== 'problem' && typeof entries[key] === 'string');
  return table ? table[1][key] : key;
}

/**
 * Where in the position: each key by the flow's word for it; an array's item by its name where it
 * has one (an `id` the flow names, or as the reader wrote it: 「槍兵」), else as the reader counts (from 1).
 */
export function fieldPath(path: readonly PropertyKey[], words: FlowWords, say: ExplainWords, input?: unknown): string {
  const field = words.tables.field ?? {};
  let at: unknown = input;
  return path
    .map((key) => {
      at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
      if (typeof key !== 'number') return field[String(key)] ?? recordKey(String(key), words);
      const id = at !== null && typeof at === 'object' ? (at as { id?: unknown }).id : undefined;
      return typeof id === 'string' && id.trim() ? `「${nameWord(words, id)}」` : fill(say.item, { n: key + 1 }, {});
    })
    .join(' › ');
}

/** One problem as a sentence in the page's language. */
export function explainIssue(issue: Issue, locale: Locale, words: FlowWords, say: ExplainWords, input?: unknown): string {
  const params = (issue as { params?: Record<string, string | number> }).params;
  const own = params?.say !== undefined ? words.tables.problem?.[String(params.say)] : undefined;
  const shown = own !== undefined ? fill(own, params!, words.tables, spacedIn(words)) : zodMessage(issue, locale);
  return typeset(issue.path.length ? fill(say.at, { path: fieldPath(issue.path, words, say, input), problem: shown }, {}) : shown);
}
