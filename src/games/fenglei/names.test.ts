/**
 * The names of 風雷卡牌's characters and cards as a reader reads them (issue 41): a ja page names a
 * card or a character one way, in Japanese, wherever it names it (the sandbox's buttons and log, the
 * ruling's title and notes beside it, the rulebook), and a zh-hant page one way, in 繁體中文. Before,
 * ja pages wrote the sample characters in Chinese (艾妲) and a card two ways on one screen.
 */
import * as OpenCC from 'opencc-js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../lib/i18n/locales';
import { FLOWS } from '../../engine/registry';
import { CHARACTER_IDS, TACTIC_IDS, nameTable } from './names';

const ids = [...CHARACTER_IDS, ...TACTIC_IDS];
const zh = nameTable('zh-hant');
const ja = nameTable('ja');

/** Names that are Japanese words as they stand, written alike in both languages. */
const ALIKE = new Set(['紅翼', '鬼花', '火球', '煙幕', '結界石', '疾風', '雷鳴']);

/** Every string under a key `locale` in a YAML document. */
function underLocale(value: unknown, locale: Locale, inside = false): string[] {
  if (typeof value === 'string') return inside ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => underLocale(v, locale, inside));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => underLocale(v, locale, inside || k === locale));
  return [];
}
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const yamls = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => [join(dir, f), parse(readFileSync(join(dir, f), 'utf8'))] as const);

/** What a page in `locale` writes of 風雷卡牌, where it comes from: rulings, the game's files, its rulebook and both flows' words. */
function texts(locale: Locale): [string, string][] {
  const dir = `content/games/fenglei/${locale}`;
  return [
    ...[...yamls('content/rulings/fenglei'), ...yamls('content/games/fenglei')].flatMap(([file, doc]) => underLocale(doc, locale).map((t) => [file, t] as [string, string])),
    ...readdirSync(dir).map((f) => [join(dir, f), readFileSync(join(dir, f), 'utf8')] as [string, string]),
    ...Object.values(FLOWS)
      .filter((f) => f.id.startsWith('fenglei.'))
      .flatMap((f) => {
        const { name: _names, ...tables } = f.words[locale].tables;
        return [f.title[locale], f.summary[locale], ...strings({ ...f.words[locale], tables })].map((t) => [`${f.id} words`, t] as [string, string]);
      }),
  ];
}

/** Where a text names a card or a character as the other language does: the other language's name, not this one's. */
function otherNames(locale: Locale): string[] {
  const own = nameTable(locale);
  const other = nameTable(locale === 'ja' ? 'zh-hant' : 'ja');
  // The page's own names are taken out first: 「霧」 is the ja name of 迷霧, not a zh-hant page naming it in Japanese.
  const ownNames = Object.values(own).sort((a, b) => b.length - a.length);
  return texts(locale).flatMap(([where, text]) => {
    const rest = ownNames.reduce((t, name) => t.split(name).join('\u25a1'), text);
    return ids.filter((id) => other[id] !== own[id] && rest.includes(other[id])).map((id) => `${where}: 「${other[id]}」 (on a ${locale} page: 「${own[id]}」)`);
  });
}

describe('風雷卡牌 names: one card or character one way on a page, in the page’s language', () => {
  it('ja: the sample names are Japanese (in Japanese forms, not the Chinese ones but for words alike in both)', () => {
    const japanese = OpenCC.Converter({ from: 't', to: 'jp' });
    expect(ids.filter((id) => japanese(ja[id]) !== ja[id]).map((id) => `${id}: ${ja[id]} (ja: ${japanese(ja[id])})`)).toEqual([]);
    expect(ids.filter((id) => ja[id] === zh[id] && !ALIKE.has(ja[id])).map((id) => `${id}: ${ja[id]} is the zh-hant name`)).toEqual([]);
  });
  it('ja pages write no card or character by its zh-hant name', () => expect(otherNames('ja')).toEqual([]));
  it('zh-hant pages write no card or character by its ja name', () => expect(otherNames('zh-hant')).toEqual([]));
});
