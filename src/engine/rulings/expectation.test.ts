/** A ruling's expected outcome reads as sentences in the page's language: no keys, no JSON, no ids. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import { getRulings } from '.';
import { describeExpected } from './expect-path';

/** The ids a ruling's setup gives its units and cards: files' keys, never shown to readers. */
function idsOf(setup: unknown): string[] {
  const ids: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const id = (v as { id?: unknown }).id;
      if (typeof id === 'string') ids.push(id);
      Object.values(v).forEach(walk);
    }
  };
  walk(setup);
  return ids;
}

describe('every ruling’s expected outcome, in words', () => {
  for (const loaded of getRulings()) {
    it(`${loaded.ruling.game}/${loaded.ruling.id}`, () => {
      const ids = idsOf(loaded.ruling.setup);
      for (const locale of LOCALES) {
        for (const [key, value] of Object.entries(loaded.ruling.expect)) {
          const { label, text } = describeExpected(loaded.flow, key, value, locale);
          expect(label, key).not.toBe(key);
          expect(text, `${locale} ${key}`).not.toMatch(/[{}[\]"]|\b(true|false|null|undefined)\b|\d+\/(front|back)/);
          for (const id of ids) expect(text, `${locale} ${key} shows the id ${id}`).not.toMatch(new RegExp(`(^|[^a-z0-9-])${id}($|[^a-z0-9-])`));
        }
      }
    });
  }
});
