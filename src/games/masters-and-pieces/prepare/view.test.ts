/** The preparation's choices (issue 41): who plays first is two buttons and a way picked beside them, and copies of a card in hand are one choice. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { initialTransition, transition } from 'xstate';
import { explainRefusal } from '../../../engine/refusal';
import { prepareMachine, type PrepareEvent, type PrepareInput } from './machine';
import { prepareSetupSchema } from './schemas';
import flow, { defaultSetup } from './flow';
import { PrepareView } from './View';
import { METHODS } from '../rules';

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1]));

describe.each(['zh-hant', 'ja'] as const)('%s', (locale) => {
  const words = { ...flow.words[locale], locale };
  const render = (events: PrepareEvent[], setup: unknown = defaultSetup, suggested?: PrepareEvent) => {
    let s = initialTransition(prepareMachine, prepareSetupSchema.parse(setup) as PrepareInput)[0];
    for (const e of events) s = transition(prepareMachine, s, e)[0];
    const props = { snapshot: s, locale, words, send: () => {}, suggested, position: String(events.length), why: (e: PrepareEvent) => (s.can(e) ? null : explainRefusal(prepareMachine, s, e)), cites: (c: string[]) => c.map((x) => h('a', {}, x)) };
    return renderToString(h(PrepareView.Choices, props as never));
  };
  it('who plays first: a button per master and the way picked in one list of the ways (2-1), not a button per master and way', () => {
    const html = render([{ type: 'decks.check' }]);
    expect(buttons(html)).toEqual([0, 1].map((p) => words.ui.firstBy.replace('{player}', words.tables.player[p]).replace('{by}', words.tables.method.coin)));
    expect([...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toEqual(METHODS.map((m) => words.tables.method[m]));
    expect(text(html)).toContain(words.tables.field.by);
    // The ruling's next way is the one picked, and its button the suggested one.
    const suggested = render([{ type: 'decks.check' }], defaultSetup, { type: 'first.decide', player: 1, by: 'rps' });
    expect(suggested).toMatch(new RegExp(`class="is-suggested"[^>]*>${words.ui.firstBy.replace('{player}', words.tables.player[1]).replace('{by}', words.tables.method.rps).replace(/[()（）]/g, '\\$&')}`));
  });
  it('copies of a card in hand are one choice: no two buttons alike', () => {
    const wolves = { seed: 1, decks: [[{ id: 'wolf', kind: 'piece', copies: 40 }], defaultSetup.decks[1]] };
    const shown = buttons(render([{ type: 'decks.check' }, { type: 'first.decide', player: 0, by: 'coin' }, { type: 'mulligan', player: 0 }, { type: 'hands.keep' }], wolves));
    expect(shown).toEqual([words.ui.bottomCard.replace('{player}', words.tables.player[0]).replace('{card}', words.tables.name.wolf)]);
  });
});
