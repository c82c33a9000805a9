/**
 * A ruling's 「初始局面」 is the position its setup describes, before any automatic event (issue 41,
 * Why 8). 星靈王's short-deck ruling says the first player's deck holds 1 card; the turn's draw
 * phase, an automatic step, takes it at once, and the page drew the deck as 0.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { getRulings, rulingOf } from '../rulings';
import { FLOWS } from '../registry';
import { loadFlowClient } from './flow-clients';
import { setupPosition } from './initial-position';

const cells = (html: string, label: string) => [...html.matchAll(new RegExp(`<td data-label="${label}">(\\d+)</td>`, 'g'))].map((m) => Number(m[1]));

describe('a ruling\'s starting position', () => {
  it('星靈王, a deck of 1 card: drawn as 1 (the setup), not 0 (after the draw phase took it)', async () => {
    const loaded = rulingOf('xinglingwang', 'draw-short-deck')!;
    const { View, machine } = await loadFlowClient(loaded.flow.id);
    for (const locale of ['zh-hant', 'ja'] as const) {
      const words = FLOWS[loaded.flow.id].words[locale];
      const deck = (words.ui as Record<string, string>).deck;
      const drawn = renderToString(h(View, { snapshot: setupPosition(machine, loaded.setup), locale, words, ownStart: true, still: true }));
      expect(cells(drawn, deck)).toEqual([1, 0]);
      // The run's first step is the position after the draw: what the page drew before.
      const afterDraw = renderToString(h(View, { snapshot: loaded.replay.steps[0].snapshot, locale, words, ownStart: true, still: true }));
      expect(cells(afterDraw, deck)).toEqual([0, 0]);
    }
  });

  it('every ruling: the setup\'s position, in the flow\'s initial state, drawn in both languages', async () => {
    for (const loaded of getRulings()) {
      const { View, machine } = await loadFlowClient(loaded.flow.id);
      const position = setupPosition(machine, loaded.setup);
      // The context the machine makes of the setup, untouched by any entry or automatic step.
      expect(position.context, loaded.file).toEqual((machine.config.context as (a: { input: unknown }) => unknown)({ input: loaded.setup }));
      expect(position.matches(machine.config.initial as string), loaded.file).toBe(true);
      for (const locale of ['zh-hant', 'ja'] as const) {
        expect(() => renderToString(h(View, { snapshot: position, locale, words: FLOWS[loaded.flow.id].words[locale], ownStart: true, still: true })), loaded.file).not.toThrow();
      }
    }
  }, 120_000);
});
