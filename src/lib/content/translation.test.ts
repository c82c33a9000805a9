/**
 * Fidelity checks across translations of the real content: a translation keeps every number.
 * Writers use Arabic numerals in every locale (content/README.md), so the digits of a clause,
 * clause ids aside, must be the same in every locale.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { loadSite } from './load';
import type { Clause } from './model';

const site = loadSite(join(process.cwd(), 'content'));

/** The numbers a clause states, sorted: title and body, clause ids left out. */
function numbersOf(clause: Clause): string[] {
  const text = `${clause.title ?? ''} ${clause.text}`.replace(/\d+-\d+(?:\.\d+[a-z]?)?/g, ' ');
  return (text.match(/\d+(?:[./]\d+)?/g) ?? []).sort();
}

describe.each(site.games.map((g) => [g.slug, g] as const))('%s: translations keep every number', (_slug, game) => {
  const [first, ...others] = LOCALES;
  for (const locale of others) {
    it(`every clause states the same numbers in ${first} and ${locale}`, () => {
      const differences: string[] = [];
      for (const [id, clause] of game.rulebooks[first].clauses) {
        const a = numbersOf(clause).join(' ');
        const b = numbersOf(game.rulebooks[locale].clauses.get(id)!).join(' ');
        if (a !== b) differences.push(`${id}: ${first} [${a}] vs ${locale} [${b}]`);
      }
      expect(differences).toEqual([]);
    });
  }
});

describe('the number check', () => {
  it('sees a dropped number', () => {
    const clause = site.games.find((g) => g.slug === 'wuxing')!.rulebooks['zh-hant'].clauses.get('2-1.2a')!;
    expect(numbersOf(clause)).toEqual(['100', '150', '2', '200', '4', '6']);
    expect(numbersOf({ ...clause, text: clause.text.replace('150', '') })).not.toEqual(numbersOf(clause));
  });
});
