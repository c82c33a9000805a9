/**
 * The format page's generated parts: every list a ruling may expect says its order (lists are
 * compared in order), and every game's players are said as a file numbers them and a page names them.
 */
import { describe, expect, it } from 'vitest';
import { FLOWS } from '../registry';
import { LOCALES } from '../../lib/i18n/locales';
import { flowDoc, playerNumbering } from './format';

describe('the ruling format, generated', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every list of every flow's summary says its order`, () => {
      const missing: string[] = [];
      for (const flow of Object.values(FLOWS)) {
        for (const row of flowDoc(flow, locale).summary) {
          const isList = row.example.startsWith('[');
          if (isList && !row.order) missing.push(`${flow.id} ${row.key}`);
          if (!isList && row.order) missing.push(`${flow.id} ${row.key} is not a list`);
        }
      }
      expect(missing).toEqual([]);
    });

    it(`${locale}: the creatures activated in a Mage Wars round are in the order they were activated`, () => {
      const row = flowDoc(FLOWS['mage-wars.round'], locale).summary.find((r) => r.key === 'activated')!;
      expect(row.order).toMatch(locale === 'ja' ? /起きた順/ : /依發生的順序/);
    });

    it(`${locale}: every game with players says what a file's 0 and 1 are called on its pages`, () => {
      const games = new Set(Object.values(FLOWS).filter((f) => f.words[locale].tables.player || f.words[locale].tables.seat).map((f) => f.game));
      const said = playerNumbering(locale);
      expect(said.map((g) => g.game).sort()).toEqual([...games].sort());
      const round = said.find((g) => g.game === 'mage-wars')!.numberings[0];
      expect(round.tables[0].words).toEqual([{ n: '0', word: locale === 'ja' ? 'プレイヤー1' : '玩家 1' }, { n: '1', word: locale === 'ja' ? 'プレイヤー2' : '玩家 2' }]);
      // A game whose flows call the players differently (甲/乙 in the preparation) lists each way with its flows.
      expect(said.find((g) => g.game === 'masters-and-pieces')!.numberings.length).toBe(2);
    });
  }
});
