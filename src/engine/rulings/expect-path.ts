/**
 * An expectation that names one member of a summary's item: `damage.ogre: 3` (one creature's damage
 * in a record keyed by id), `mana.1: 12` (the second player's mana in a list by player, counted from
 * 0), `conditions.ogre: [stunned]`. A key without a dot is the summary's item as a
 * whole, as it always was; a key with dots names one member, and only that member is compared, as a
 * whole value. A path names members of records and positions of lists only: an object of fixed
 * fields (`action.0`, a player's purse) is compared whole. Ids never hold a dot (they are letters, digits, - and _), so the path is unambiguous.
 */
import type { z } from 'zod';
import type { Flow } from '../flow';
import type { ExpectationText } from '../flow';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { RULING_MESSAGES } from '../../lib/i18n/ruling-messages';
import { fill } from '../words';
import { own } from '../../lib/own';

/** The summary's item and the members named after it: `damage.ogre` → `damage`, [`ogre`]. */
export const splitKey = (key: string): { top: string; members: string[] } => {
  const [top, ...members] = key.split('.');
  return { top, members };
};

type Def = { type: string; shape?: Record<string, z.ZodType>; valueType?: z.ZodType; element?: z.ZodType; items?: z.ZodType[]; rest?: z.ZodType | null; innerType?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema without its null/optional/default wrappers (a member of a null value is simply absent). */
const bare = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  return ['nullable', 'optional', 'default', 'readonly', 'prefault', 'nonoptional'].includes(def.type) && def.innerType ? bare(def.innerType) : schema;
};

/**
 * The schema of the member a path names, or why the path names none (in words a writer can act on).
 * `summary` is the flow's summary schema (an object).
 */
export function memberSchema(summary: z.ZodType, key: string, locale: Locale = DEFAULT_LOCALE): { schema: z.ZodType } | { problem: string } {
  const say = RULING_MESSAGES[locale].paths;
  // zh-hant spaces a name or number from Han (fill's spaced mode); ja does not.
  const put = (template: string, values: Record<string, string | number>) => fill(template, values, {}, locale === 'zh-hant');
  let schema = summary;
  let at = '';
  for (const part of key.split('.')) {
    const def = defOf(bare(schema));
    const where = at || say.summary;
    if (part === '') return { problem: say.empty };
    if (part === '__proto__') return { problem: put(say.special, { part }) };
    if (def.type === 'object' && at) {
      return { problem: put(say.whole, { at }) };
    } else if (def.type === 'object') {
      const child = own(def.shape, part);
      if (!child) return { problem: put(say.noItem, { where, part, items: Object.keys(def.shape ?? {}).join(RULING_MESSAGES[locale].list) }) };
      schema = child;
    } else if (def.type === 'record') {
      schema = def.valueType!;
    } else if (def.type === 'array' || def.type === 'tuple') {
      if (!/^(0|[1-9]\d*)$/.test(part)) return { problem: put(say.position, { where, at, part }) };
      const n = Number(part);
      if (def.type === 'array') schema = def.element!;
      else if (n < def.items!.length) schema = def.items![n];
      else if (def.rest) schema = def.rest;
      else return { problem: put(say.past, { where, count: def.items!.length, last: def.items!.length - 1, n }) };
    } else {
      return { problem: put(say.single, { where, part }) };
    }
    at = at ? `${at}.${part}` : part;
  }
  return { schema };
}

/** The value a path names in a summary, or undefined where there is none (no such creature, a null item). */
export function valueAt(summary: Record<string, unknown>, key: string): unknown {
  let value: unknown = summary;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** JSON with object keys sorted: an expectation means the same whatever order its keys are written in (arrays keep theirs). */
export const show = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

const MISMATCH: Record<Locale | 'en', { differs: string; none: string }> = {
  en: { differs: '{key}: expected {expected}, got {actual}', none: '{key}: expected {expected}, got nothing (no such member)' },
  'zh-hant': { differs: 'expect.{key}：預期 {expected}，實際 {actual}', none: 'expect.{key}：預期 {expected}，實際沒有這一項' },
  ja: { differs: 'expect.{key}：期待 {expected}、実際 {actual}', none: 'expect.{key}：期待 {expected}、実際にはこの項目がない' },
};

/**
 * Whether an expected item holds, and if not, the difference in words naming the item or member:
 * `expect.damage.ogre：預期 3，實際 2`. Without a locale, in English (the test suite's and the build's).
 */
export function mismatch(summary: Record<string, unknown>, key: string, expected: unknown, locale?: Locale): string | undefined {
  const actual = valueAt(summary, key);
  if (show(actual) === show(expected)) return undefined;
  const words = MISMATCH[locale ?? 'en'];
  return (actual === undefined ? words.none : words.differs).replace('{key}', key).replace('{expected}', show(expected)).replace('{actual}', show(actual));
}

/** Separators a list's words may leave where the positions not expected were. */
const EDGES = /^[\s、，,；;／/]+|[\s、，,；;／/]+$/g;

/**
 * An expected item in the page's language. A member of a record by id is the flow's words for a record
 * holding that member only (「ogre 3 點」); a position in a list is the flow's words for a list holding
 * only that position (the others left empty), so a list by player still names its player.
 */
export function describeExpected(flow: Flow, key: string, value: unknown, locale: Locale): ExpectationText {
  const { top, members } = splitKey(key);
  if (!members.length) return flow.describeExpectation(key, value, locale);
  // The value of the summary's item that holds only the expected member, built from the inside out.
  const holding = members.reduceRight<unknown>((inner, part) => {
    if (/^\d+$/.test(part)) {
      const list: unknown[] = [];
      list[Number(part)] = inner;
      return list;
    }
    return { [part]: inner };
  }, value);
  const described = flow.describeExpectation(top, holding, locale);
  return { label: described.label, text: described.text.replace(EDGES, '') };
}
