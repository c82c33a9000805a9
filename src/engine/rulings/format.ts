/**
 * The ruling format as the site documents it ("如何撰寫裁定範例" / "裁定例の書き方"), generated from
 * the ruling schema and each flow's own schemas and words, so the page cannot drift from what the
 * ruling command checks. A field without words fails the build, naming the flow and the field.
 * Server side only (the page is static).
 */
import { initialTransition } from 'xstate';
import { z } from 'zod';
import { FLOWS, FLOW_SCHEMAS, type Flow } from '../registry';
import { rulingSchema } from './schema';
import { orderWords } from './order';
import type { FlowWords } from '../words';
import type { Locale } from '../../lib/i18n/locales';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  default?: unknown;
};

/** One field of a position or an event as the page lists it. */
export interface FieldRow {
  /** Where it is, as written in the file: `players[].characters[].hp`. */
  path: string;
  /** Its last key, as written. */
  key: string;
  /** Its name in the page's language (the flow's `field` table), where the flow names it. */
  name?: string;
  /** What to write, in the page's language: type, allowed values, bounds, default. */
  write: string;
  required: boolean;
}

const TYPES: Record<Locale, Record<string, string>> = {
  'zh-hant': { number: '數字', integer: '整數', string: '文字', boolean: 'true 或 false', array: '清單', object: '一組欄位', record: '名稱→值的對照', null: 'null', any: '任意', or: ' 或 ', list: '、', range: '{min} 到 {max}', atLeast: '至少 {min}', atMost: '至多 {max}', items: '{min} 到 {max} 項', itemsAtLeast: '至少 {min} 項', itemsAtMost: '至多 {max} 項', oneOf: '其中之一:{values}', fixed: '固定為 {value}', default: '省略時為 {value}', pair: '依玩家順序的 {n} 項' },
  ja: { number: '数値', integer: '整数', string: '文字列', boolean: 'true か false', array: 'リスト', object: '欄の組', record: '名前→値の対応', null: 'null', any: '任意', or: ' または ', list: '、', range: '{min}〜{max}', atLeast: '{min}以上', atMost: '{max}以下', items: '{min}〜{max}項目', itemsAtLeast: '{min}項目以上', itemsAtMost: '{max}項目以下', oneOf: '次のいずれか:{values}', fixed: '{value} に固定', default: '省略すると {value}', pair: 'プレイヤー順に{n}項目' },
};

const put = (text: string, values: Record<string, unknown>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const json = (value: unknown) => JSON.stringify(value);

/** A JSON schema of a value as words: `整數,0 到 99,省略時為 0`. */
export function describeValue(node: JsonSchema, locale: Locale): string {
  const t = TYPES[locale];
  const options = node.anyOf ?? node.oneOf;
  if (options) return options.map((o) => describeValue(o, locale)).join(t.or);
  if (node.const !== undefined) return put(t.fixed, { value: json(node.const) });
  const parts: string[] = [];
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (node.enum) parts.push(put(t.oneOf, { values: node.enum.map(json).join(t.list) }));
  else if (type === 'object' && !node.properties && node.additionalProperties) parts.push(t.record);
  else if (type === 'array' && node.prefixItems) parts.push(put(t.pair, { n: node.prefixItems.length }));
  else parts.push(t[type ?? 'any'] ?? t.any);
  // Zod writes an integer's unstated bounds as the safe integers': no bound a writer needs to know.
  const [min, max] = [node.minimum, node.maximum].map((n) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined));
  node = { ...node, minimum: min, maximum: max };
  if (node.minimum !== undefined && node.maximum !== undefined) parts.push(put(t.range, { min: node.minimum, max: node.maximum }));
  else if (node.minimum !== undefined) parts.push(put(t.atLeast, { min: node.minimum }));
  else if (node.maximum !== undefined) parts.push(put(t.atMost, { max: node.maximum }));
  if (!node.prefixItems && node.minItems !== undefined && node.maxItems !== undefined) parts.push(put(t.items, { min: node.minItems, max: node.maxItems }));
  else if (!node.prefixItems && node.minItems) parts.push(put(t.itemsAtLeast, { min: node.minItems }));
  else if (!node.prefixItems && node.maxItems !== undefined) parts.push(put(t.itemsAtMost, { max: node.maxItems }));
  if (node.default !== undefined) parts.push(put(t.default, { value: json(node.default) }));
  return parts.join(locale === 'ja' ? '、' : ',');
}

/** The schema as writers write it: the input side (defaults may be left out). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every field in a schema, depth first, each path once (a union's options merged). */
export function fieldRows(schema: JsonSchema, words: FlowWords | undefined, locale: Locale, skip: string[] = []): FieldRow[] {
  const rows = new Map<string, FieldRow>();
  const walk = (node: JsonSchema, path: string) => {
    for (const option of node.anyOf ?? node.oneOf ?? []) walk(option, path);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (skip.includes(key) && !path) continue;
      const at = path ? `${path}.${key}` : key;
      if (!rows.has(at)) rows.set(at, { path: at, key, name: words?.tables.field?.[key], write: describeValue(child, locale), required: (node.required ?? []).includes(key) });
      walk(child, at);
    }
    if (node.items) walk(node.items, `${path}[]`);
    for (const item of node.prefixItems ?? []) walk(item, `${path}[]`);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`);
  };
  walk(schema, '');
  return [...rows.values()];
}

/** Every key a schema lets a writer use (for the test that the page describes them all). */
export const schemaKeys = (schema: JsonSchema): string[] => [...new Set(fieldRows(schema, undefined, 'zh-hant').map((r) => r.key))];

/**
 * An event's fields where the flow's `field` table does not name them (it names the position's):
 * what most flows' events carry, in each language. A field neither names fails the build.
 */
export const EVENT_FIELDS: Record<Locale, Record<string, string>> = {
  'zh-hant': { by: '由誰(角色或單位的 id)', target: '目標(id)', targets: '目標(id 的清單)', kind: '種類', payer: '支付怒氣的角色(id)', player: '玩家(0 或 1)', ids: '選出的 id', first: '先攻的玩家(0 或 1)', card: '卡牌(id)', cards: '卡牌(id 的清單)', die: '骰子的結果', spells: '法術的數量', for: '對象(id 的清單)', summon: '召喚的生物(id)', piece: '棋子(id)', to: '移動到的位置', cost: '費用', amount: '數量', effects: '附帶的效果', index: '第幾張(從 0 起算)', unit: '單位(id)', glideTo: '滑翔到的位置', row: '戰線' },
  ja: { by: '誰が(キャラクターまたはユニットの id)', target: '対象(id)', targets: '対象(id のリスト)', kind: '種類', payer: '怒気を払うキャラクター(id)', player: 'プレイヤー(0 か 1)', ids: '選ぶ id', first: '先攻のプレイヤー(0 か 1)', card: 'カード(id)', cards: 'カード(id のリスト)', die: 'ダイスの結果', spells: '呪文の数', for: '対象(id のリスト)', summon: '召喚するクリーチャー(id)', piece: 'ピース(id)', to: '移動先', cost: 'コスト', amount: '量', effects: '付随する効果', index: '何枚目か(0 から数える)', unit: 'ユニット(id)', glideTo: '滑空先', row: '戦線' },
};

/** One event a flow takes: its type, its label in the page's language, and its other fields. */
export interface EventDoc {
  type: string;
  label: string;
  fields: FieldRow[];
}

/** One item a ruling may expect: the summary's key, its label, and its value at the flow's default start. */
export interface SummaryDoc {
  key: string;
  label: string;
  write: string;
  /** The fields inside it (an object's, a list's items'), as written. */
  fields: FieldRow[];
  example: string;
  /** A list's order, in words (a list in `expect` is compared in order); none for other values. */
  order?: string;
}

export interface FlowDoc {
  flow: Flow;
  setup: FieldRow[];
  events: EventDoc[];
  summary: SummaryDoc[];
  /** The free sandbox's starting position as a file writes it (JSON). */
  defaultSetup: string;
}

/** A flow's setup, events and summary, documented in one language. */
export function flowDoc(flow: Flow, locale: Locale): FlowDoc {
  const schemas = FLOW_SCHEMAS[flow.id];
  const words = flow.words[locale];
  const setup = fieldRows(jsonSchemaOf(schemas.setupSchema), words, locale);
  const unnamed = (rows: FieldRow[], where: string) => {
    const missing = rows.filter((r) => !r.name).map((r) => r.path);
    if (missing.length) throw new Error(`${flow.folder}words.ts (${locale}): the ruling format page needs a name for ${where} ${missing.join(', ')}; add it to the \`field\` table.`);
  };
  unnamed(setup, 'the position\'s fields');
  const eventSchema = jsonSchemaOf(schemas.eventSchema);
  const events = (eventSchema.oneOf ?? eventSchema.anyOf ?? [eventSchema]).map((option) => {
    const type = option.properties?.type?.const;
    if (typeof type !== 'string') throw new Error(`${flow.folder}schemas.ts: each event must be an object with a fixed \`type\` (z.literal), so the format page can list it.`);
    const fields = fieldRows(option, words, locale, ['type']).map((r) => ({ ...r, name: r.name ?? EVENT_FIELDS[locale][r.key] }));
    unnamed(fields, `the event ${type}'s fields`);
    return { type, label: words.events[type] ?? type, fields };
  });
  const summarySchema = jsonSchemaOf(schemas.summarySchema);
  const start = flow.summarize(initialTransition(flow.machine, schemas.setupSchema.parse(flow.defaultSetup) as never)[0] as never);
  const summary = Object.entries(summarySchema.properties ?? {}).map(([key, node]) => {
    const isList = (Array.isArray(node.type) ? node.type : [node.type]).includes('array');
    const order = flow.order?.[key];
    if (isList && !order) throw new Error(`${flow.folder}flow.ts: the summary's list ${key} is compared in order; say which (\`order: { ${key}: … }\`, src/engine/rulings/order.ts).`);
    return {
      key,
      label: flow.describeExpectation(key, start[key], locale).label,
      write: describeValue(node, locale),
      fields: fieldRows(node, words, locale),
      example: JSON.stringify(start[key]),
      order: isList && order ? orderWords(order, locale) : undefined,
    };
  });
  return { flow, setup, events, summary, defaultSetup: JSON.stringify(flow.defaultSetup) };
}

/** Every flow, by game, documented in one language. */
export const flowDocs = (locale: Locale): FlowDoc[] => Object.values(FLOWS).map((flow) => flowDoc(flow, locale));

/** The ruling file's own fields, in the order a file writes them (the schema's keys, and a step's). */
export const rulingFileKeys = (): { file: string[]; step: string[] } => {
  const shape = rulingSchema.shape;
  const step = (shape.steps as unknown as z.ZodArray<z.ZodObject>).element.shape;
  return { file: Object.keys(shape), step: Object.keys(step) };
};

/** How a file's players (0, 1, …) are called on the pages: one numbering and the flows that use it. */
export interface PlayerNumbering {
  flows: Flow[];
  /** Per table (`player`, `seat`, `team`), each number and its word on the page. */
  tables: { table: string; words: { n: string; word: string }[] }[];
}

/** The tables of a flow's words that name players, seats or teams by their number in a file. */
const PLAYER_TABLES = ['player', 'seat', 'team'];

/**
 * Per game, how the numbers of its files are called on its pages in one language, from the flows'
 * own words (so the format page cannot drift from what the pages print): flows that call them the
 * same are one line. A game whose flows name no player (a spellbook) has no line for them.
 */
export function playerNumbering(locale: Locale): { game: string; numberings: PlayerNumbering[] }[] {
  const byGame = new Map<string, Map<string, PlayerNumbering>>();
  for (const flow of Object.values(FLOWS)) {
    const tables = flow.words[locale].tables;
    const named = PLAYER_TABLES.filter((t) => tables[t]).map((table) => ({ table, words: Object.entries(tables[table]).map(([n, word]) => ({ n, word })) }));
    if (!named.length) continue;
    const game = byGame.get(flow.game) ?? new Map<string, PlayerNumbering>();
    byGame.set(flow.game, game);
    const key = JSON.stringify(named);
    const same = game.get(key);
    if (same) same.flows.push(flow);
    else game.set(key, { flows: [flow], tables: named });
  }
  return [...byGame].map(([game, numberings]) => ({ game, numberings: [...numberings.values()] }));
}
