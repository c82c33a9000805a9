/**
 * What is wrong with a position, an event or a ruling file, in the reader's language: each problem
 * a schema found, named by the field as the reader sees it (the flow's `field` table), and said in
 * the flow's own words where a rule refuses it (a custom issue's `say`, looked up in the flow's
 * `problem` table, whose sentence cites the clause) or as the site says Zod's own issues (below)
 * otherwise: what is allowed (a number's whole range), what was written (YAML's .inf and .nan as
 * themselves) and, where a bound is a rule, its clause (a schema's `.meta({ clauses })`). The one
 * place these sentences are made: the setup editor (loaded only with it) and the ruling command.
 */
import type { z } from 'zod';
import type { Locale } from '../../lib/i18n/locales';
import { typeset } from '../../lib/typeset';
import { fill, nameWord, spacedIn, type FlowWords } from '../words';
import { own } from '../../lib/own';

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
      range: '要在 {min} 到 {max} 之間。',
      finite: '應為有限的數字。',
      received: '寫的是 {value}',
      infinity: '{value}（無限大）',
      nan: '.nan（不是數字）',
      known: '可用的欄位：{keys}。',
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
      range: '{min}〜{max}にすること。',
      finite: '有限の数値にすること。',
      received: '書かれているのは {value}',
      infinity: '{value}（無限大）',
      nan: '.nan（数値ではない）',
      known: '使える欄：{keys}。',
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

/** A value as it was written: JSON, but YAML's `.inf` and `.nan` as themselves (JSON would write them null). */
export function writtenValue(value: unknown, locale: Locale): string {
  const { say } = SAY[locale];
  if (typeof value === 'number' && Number.isNaN(value)) return say.nan;
  if (value === Infinity || value === -Infinity) return fill(say.infinity, { value: value > 0 ? '.inf' : '-.inf' }, {});
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

type Node = { _zod: { def: Record<string, unknown> & { type: string } }; minValue?: number | null; maxValue?: number | null; meta?: () => { clauses?: string[] } | undefined };

/**
 * The schema of the value at `path`, with the wrappers around it (optional, default …), following
 * objects, lists, tuples, records and unions (the option the input's `type` picks, else the
 * first). Undefined where the path leaves the schema.
 */
export function schemaAt(schema: unknown, path: readonly PropertyKey[], input?: unknown): Node[] | undefined {
  let chain: Node[] = [];
  let node = schema as Node | undefined;
  let at = input;
  const unwrap = () => {
    chain = [];
    for (let i = 0; node && i < 20; i++) {
      chain.push(node);
      const def = node._zod.def;
      if (def.innerType) node = def.innerType as Node;
      else if (def.type === 'pipe') node = def.in as Node;
      else if (def.type === 'lazy') node = (def.getter as () => Node)();
      else if (def.type === 'union') {
        // An event: the option whose literal `type` is the one written.
        const type = at !== null && typeof at === 'object' ? (at as { type?: unknown }).type : undefined;
        const typeOf = (o: Node) => ((o._zod.def.shape as Record<string, Node> | undefined)?.type?._zod.def.values as unknown[] | undefined) ?? [];
        const options = def.options as Node[];
        node = options.find((o) => typeOf(o).includes(type)) ?? options[0];
      } else break;
    }
  };
  unwrap();
  for (const key of path) {
    const def = node?._zod.def;
    if (!def) return undefined;
    at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    if (def.type === 'object') node = own(def.shape as Record<string, Node>, String(key));
    else if (def.type === 'array') node = def.element as Node;
    else if (def.type === 'tuple') node = (def.items as Node[])[Number(key)] ?? (def.rest as Node | undefined);
    else if (def.type === 'record') node = def.valueType as Node;
    else return undefined;
    unwrap();
  }
  return node ? chain : undefined;
}

/** The bounds of a number schema, and the clauses a schema along it says set them (`.meta({ clauses })`). */
function boundsOf(chain: Node[] | undefined): { min?: number; max?: number; clauses: string[] } {
  const number = chain?.at(-1);
  const isNumber = number?._zod.def.type === 'number';
  // Zod gives an integer's unstated bounds as the safe integers': no bound a writer needs to know.
  const safe = (n?: number | null) => (isNumber && typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
  return { min: safe(number?.minValue), max: safe(number?.maxValue), clauses: (chain ?? []).flatMap((n) => n.meta?.()?.clauses ?? []) };
}

/** A sentence (ending in 。) with what was written and the clauses added before its end: `要在 1 到 99 之間，寫的是 120（9-6）。` */
function withDetail(sentence: string, locale: Locale, written?: string, clauses: string[] = []): string {
  const body = sentence.replace(/。$/, '');
  const received = written === undefined ? '' : `${locale === 'ja' ? '。' : '，'}${fill(SAY[locale].say.received, { value: written }, {})}`;
  const cite = clauses.length ? `（${clauses.join('、')}）` : '';
  return `${body}${received}${cite}。`;
}

/**
 * A Zod issue (one no rule of the flow explains) in the reader's language. `schema`, when given,
 * is the schema the issue's path starts from: a number out of range is then said with its whole
 * range and the clause that sets it; `knownKeys`, the keys an unknown one could have been.
 */
export function zodMessage(issue: Issue, locale: Locale, schema?: unknown, input?: unknown, knownKeys?: readonly string[]): string {
  const { say, types } = SAY[locale];
  const put = (key: string, values: Record<string, string | number>) => fill(say[key], values, {});
  const value = (issue as { input?: unknown }).input;
  const written = 'input' in issue && value !== undefined ? writtenValue(value, locale) : undefined;
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) return say.required;
      if (issue.expected === 'number' && typeof value === 'number') return withDetail(say.finite, locale, written);
      return withDetail(put('type', { type: types[issue.expected] ?? types.object }), locale, written);
    }
    case 'too_small':
    case 'too_big': {
      const n = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const kind = issue.origin === 'array' || issue.origin === 'set' ? 'Items' : issue.origin === 'string' ? 'Text' : '';
      if (kind) return put(`${issue.code === 'too_small' ? 'min' : 'max'}${kind}`, { n });
      const bounds = schema ? boundsOf(schemaAt(schema, issue.path, input)) : { clauses: [] as string[] };
      if (bounds.min !== undefined && bounds.max !== undefined) return withDetail(put('range', { min: bounds.min, max: bounds.max }), locale, written, bounds.clauses);
      return withDetail(put(issue.code === 'too_small' ? (issue.inclusive ? 'min' : 'above') : issue.inclusive ? 'max' : 'below', { n }), locale, written, bounds.clauses);
    }
    case 'invalid_value':
      return withDetail(put('oneOf', { values: issue.values.map(quote).join(say.or) }), locale, written);
    case 'unrecognized_keys':
      return put('keys', { keys: issue.keys.map(quote).join(say.or) }) + (knownKeys?.length ? put('known', { keys: knownKeys.join(say.or) }) : '');
    case 'invalid_union': {
      const chosen = 'discriminator' in issue && value !== null && typeof value === 'object' ? own(value as Record<string, unknown>, String(issue.discriminator)) : undefined;
      const options = 'options' in issue && Array.isArray(issue.options) ? (issue.options as unknown[]) : undefined;
      if (options?.length) return withDetail(put('oneOf', { values: options.map(quote).join(say.or) }), locale, chosen === undefined ? undefined : writtenValue(chosen, locale));
      return say.union;
    }
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
  const name = own(words.tables.name, key);
  if (name) return `「${name}」`;
  const table = Object.entries(words.tables).find(([t, entries]) => t !== 'field' && t !== 'problem' && typeof own(entries, key) === 'string');
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
      if (typeof key !== 'number') return own(field, String(key)) ?? recordKey(String(key), words);
      const id = at !== null && typeof at === 'object' ? (at as { id?: unknown }).id : undefined;
      return typeof id === 'string' && id.trim() ? `「${nameWord(words, id)}」` : fill(say.item, { n: key + 1 }, {});
    })
    .join(' › ');
}

export interface ExplainOptions {
  /** The schema the issue's path starts from (for a number's range and the clause that sets it). */
  schema?: unknown;
  /** Where the path starts, in words (「第 1 步 › 事件」), put before the field's own. */
  prefix?: string;
  /** Names for fields the flow's `field` table does not name (an event's: format.ts EVENT_FIELDS). */
  fields?: Record<string, string>;
  /** The keys an unknown key could have been. */
  knownKeys?: readonly string[];
}

/** One problem as a sentence in the reader's language. */
export function explainIssue(issue: Issue, locale: Locale, words: FlowWords, say: ExplainWords, input?: unknown, options: ExplainOptions = {}): string {
  const params = (issue as { params?: Record<string, string | number> }).params;
  const flowSays = params?.say !== undefined ? own(words.tables.problem, String(params.say)) : undefined;
  const shown = flowSays !== undefined ? fill(flowSays, params!, words.tables, spacedIn(words)) : zodMessage(issue, locale, options.schema, input, options.knownKeys);
  const named = options.fields ? { ...words, tables: { ...words.tables, field: { ...options.fields, ...words.tables.field } } } : words;
  const path = [options.prefix, issue.path.length ? fieldPath(issue.path, named, say, input) : ''].filter(Boolean).join(' › ');
  return typeset(path ? fill(say.at, { path, problem: shown }, {}) : shown);
}
