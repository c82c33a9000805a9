/**
 * A flow's words in one language, as data: state names, event labels, one sentence per log step,
 * and the tables those sentences and the views look values up in. Being data, they travel to the
 * island as props in the page's own language, so a page ships no sentences as code and none of the
 * other language's. The words themselves are in each game's `words.ts`.
 */
import { statePath } from './state-path';
import type { Locale } from '../lib/i18n/locales';
import { typeset } from '../lib/typeset';
import { own } from '../lib/own';

/**
 * A log step's sentence: `{unit}` is a value of the step; `{player|player}` looks the value up in
 * the table `player` (a table's word may itself hold `{name}`s, filled from the same values);
 * `{amount|signed}` writes a sign before a positive number; `{unit|name}` and `{cards|names}` (a
 * list written `a, b`) give units and cards by the `name` table. A step whose words
 * depend on a value gives one sentence per case: `{ by: 'gone', cases: { '1': '…', '0': '…' } }`.
 */
export type StepWords = string | { by: string; cases: Record<string, string> };

export interface FlowWords {
  /** State names by dotted path (`attack.declared`). */
  states: Record<string, string>;
  /** Event labels by event type. */
  events: Record<string, string>;
  steps: Record<string, StepWords>;
  /** Value → word tables: players, rows, elements … */
  tables: Record<string, Record<string, string>>;
  /** The view's own labels. */
  ui: Record<string, string>;
  /** The words' language: the registry sets it (registry.ts), and sentences are spaced by it (SPACED). */
  locale?: Locale;
  /**
   * Guards' conditions by guard name, as the statechart writes them beside an arrow (statechart.ts):
   * every guard that decides between branches needs one (a guard that only permits is not drawn).
   */
  guards: Record<string, string>;
}

/** Another language's words with exactly the same keys: a missing or extra sentence is a type error. */
export type SameWords<T> = { [K in keyof T]: { [J in keyof T[K]]: K extends 'steps' ? StepWords : K extends 'tables' ? Record<string, string> : string } };

type Values = Record<string, string | number>;

const FORMATS: Record<string, (value: string | number) => string> = {
  signed: (value) => (Number(value) > 0 ? `+${value}` : String(value)),
};

// The errors below are the words' writer's (the words tests find them): their sentences are built
// on the server, in the tests and in the ruling command; the browser's build keeps only the key.

/**
 * Fills a sentence's `{name}` and `{name|table}` from the values; a missing one is an error. With
 * `spaced` (zh-hant: SPACED), a value that begins or ends with a Latin letter or digit is set off
 * by one space from a Han character the sentence puts right beside it: `{seat|seat}的` gives
 * 「玩家 1 的」, and 「先手玩家的」 as before.
 */
export function fill(template: string, values: Values, tables: FlowWords['tables'], spaced = false): string {
  return template.replace(/\{(\w+)(?:\|(\w+))?\}/g, (whole: string, name: string, table: string | undefined, at: number) => {
    const quoted = OPENING.test(template[at - 1] ?? '');
    const word = valueWord(template, values, tables, name, table, spaced, quoted);
    const gap = (outside = '', edge = '') => (spaced && /\p{sc=Han}/u.test(outside) && /[a-z0-9]/i.test(edge) ? ' ' : '');
    return gap(template[at - 1], word[0]) + word + gap(template[at + whole.length], word.at(-1));
  });
}

/** An opening bracket a sentence puts right before a value: the value is quoted already. */
const OPENING = /[「『（(“]/;

/**
 * A unit or card in a sentence: the `name` table's word for its id, or else the id a reader gave it in
 * a position of their own, quoted 「ogre」 so that it stands apart from the Han and kana around it
 * (「ogre」與攻擊者, not ogre與攻擊者) — unless the sentence quotes it already, or it is no word (a die face).
 */
export function sentenceName(tables: FlowWords['tables'], id: string, quoted = false): string {
  const word = own(tables.name, id) ?? copyName(tables, id);
  if (word !== undefined) return word;
  return quoted || !/[A-Za-z]/.test(id) ? id : `「${id}」`;
}

function valueWord(template: string, values: Values, tables: FlowWords['tables'], name: string, table: string | undefined, spaced: boolean, quoted: boolean): string {
  const value = own(values, name);
  if (value === undefined) throw new Error(import.meta.env.SSR ? `The sentence “${template}” needs the value ${name}.` : name);
  if (!table) return String(value);
  // Units and cards by name; an id the site has not named is the reader's, shown quoted.
  if (table === 'name') return sentenceName(tables, String(value), quoted);
  if (table === 'names') return String(value).split(', ').filter(Boolean).map((id) => sentenceName(tables, id, quoted)).join('、');
  const format = own(FORMATS, table);
  if (format) return format(value);
  const word = own(own(tables, table), String(value));
  // A state or event the flow's words miss is shown as it is rather than break the page; the words test finds it.
  if (word === undefined && (table === 'stateName' || table === 'eventName')) return String(value);
  if (word === undefined) throw new Error(import.meta.env.SSR ? `The table ${table} has no word for ${String(value)}.` : table);
  return fill(word, values, {}, spaced);
}

/**
 * Whether a language sets a Latin letter or digit apart from Han text with a space, as its
 * rulebooks do: the zh-hant ones write 「第 3 回合」「玩家 1 的」, the ja ones 「6枚」「プレイヤー1の」.
 */
export const SPACED: Record<Locale, boolean> = { 'zh-hant': true, ja: false };

/** Whether these words' language spaces values (the registry gives words their locale). */
export const spacedIn = (words: FlowWords) => !!words.locale && SPACED[words.locale];

/**
 * The engine's own sentences, which every flow's words get (registry.ts): refusals no rule of the
 * flow explains (refusal.ts). `{x|stateName}` and `{x|eventName}` look up the flow's state names
 * and event labels.
 */
export const ENGINE_STEPS: Record<Locale, Record<string, string>> = {
  'zh-hant': {
    'refused.over': '流程已經結束，不能再「{event|eventName}」。',
    'refused.notHere': '在「{state|stateName}」這一步，不能「{event|eventName}」。',
    'refused.notNow': '在「{state|stateName}」這一步，目前不符合「{event|eventName}」的條件。',
  },
  ja: {
    'refused.over': '流れはすでに終わっており、「{event|eventName}」はできない。',
    'refused.notHere': '「{state|stateName}」の段階では「{event|eventName}」はできない。',
    'refused.notNow': '「{state|stateName}」の段階では、いまは「{event|eventName}」の条件を満たしていない。',
  },
};

/** A log entry as a sentence. */
export function describeStep(entry: { step: string; values?: Values }, words: FlowWords): string {
  const step = own(words.steps, entry.step);
  if (step === undefined) throw new Error(import.meta.env.SSR ? `No words for the step "${entry.step}".` : entry.step);
  const values = entry.values ?? {};
  const template = typeof step === 'string' ? step : own(step.cases, String(own(values, step.by)));
  if (template === undefined) throw new Error(import.meta.env.SSR ? `The step "${entry.step}" has no case for ${step && typeof step !== 'string' ? `${step.by} = ${String(values[step.by])}` : ''}.` : entry.step);
  return typeset(fill(template, values, { ...words.tables, stateName: words.states, eventName: words.events }, spacedIn(words)));
}

/** A state value (`{ attack: 'declared' }`) as its name. */
export function describeState(value: unknown, words: FlowWords): string {
  const path = statePath(value);
  return typeset(own(words.states, path) ?? path);
}

/** The branch no guarded transition takes, on a statechart's arrow. */
const OTHERWISE: Record<Locale, string> = { 'zh-hant': '否則', ja: 'それ以外' };

/** The statechart's words for a flow in one language; a guard without words is an error, found by the statechart test. */
export function chartWords(words: FlowWords, locale: Locale) {
  return {
    state: (path: string) => describeState(path.split('.').reduceRight<unknown>((child, key) => (child === undefined ? key : { [key]: child }), undefined), words),
    event: (type: string) => eventWord(type, words),
    guard: (name: string) => {
      const word = own(words.guards, name);
      if (word === undefined) throw new Error(`The statechart needs words for the guard “${name}” (guards in the flow's words).`);
      return typeset(word);
    },
    otherwise: OTHERWISE[locale],
  };
}

/** An event type's label. */
export const eventWord = (type: string, words: FlowWords) => typeset(own(words.events, type) ?? type);

/** A value's word from a table (a player, a row …), or the value itself. */
export const tableWord = (words: FlowWords, table: string, value: string | number) => own(own(words.tables, table), String(value)) ?? String(value);

/** What a unit or card is called on the page: the `name` table's word for its id, or the id a
 * reader gave it in a position of their own. */
export const nameWord = (words: FlowWords, id: string) => own(words.tables.name, id) ?? copyName(words.tables, id) ?? id;

/**
 * A second (third …) piece or card of a named one, `wolf-2`, where the game's words have a `copy`
 * table saying how to write it (`of: '{name} {n}'`: 「狼 2」, 「狼2」); undefined otherwise.
 */
function copyName(tables: FlowWords['tables'], id: string): string | undefined {
  const template = own(own(tables, 'copy') ?? {}, 'of');
  const m = /^(.+)-([2-9]|[1-9]\d+)$/.exec(id);
  const name = m ? own(tables.name, m[1]) : undefined;
  return template !== undefined && m && name !== undefined ? template.replace('{name}', name).replace('{n}', m[2]) : undefined;
}

/** A list of units or cards by name, in the page's list style. */
export const namesWord = (words: FlowWords, ids: readonly string[]) => ids.map((id) => nameWord(words, id)).join('、');

/** The `{name}` placeholders a sentence uses, for checking that translations use the same ones. */
export function placeholders(step: StepWords): string[] {
  const all = typeof step === 'string' ? [step] : Object.values(step.cases);
  return [...new Set(all.flatMap((s) => [...s.matchAll(/\{(\w+(?:\|\w+)?)\}/g)].map((m) => m[1])))].sort();
}
