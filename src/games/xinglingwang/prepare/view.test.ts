/** The preparation's view and choices at every step of a whole line, in both languages: they render, and no id or English reaches the page. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { initialTransition, transition } from 'xstate';
import { explainRefusal } from '../../../engine/refusal';
import flow from './flow';
import { prepareMachine, type PrepareEvent } from './machine';
import { prepareSetupSchema } from './schemas';
import { eventLabel, PrepareView } from './View';
import { summarizePrepare } from './summary';

const line: PrepareEvent[] = [
  { type: 'race.place', player: 0, race: 'flame' },
  { type: 'race.place', player: 1, race: 'tide' },
  { type: 'deck.remove', player: 0, card: 'page' },
  { type: 'decks.check' },
  { type: 'deck.add', player: 0, card: 'thief' },
  { type: 'decks.check' },
  { type: 'first.choose', player: 1 },
  { type: 'mulligan.aside', card: 'elm' },
  { type: 'mulligan.done' },
  { type: 'mulligan.done' },
];

describe.each(['zh-hant', 'ja'] as const)('%s', (locale) => {
  it('every step renders its position and choices in the page’s language', () => {
    const words = { ...flow.words[locale], locale };
    let s = initialTransition(prepareMachine, prepareSetupSchema.parse(flow.defaultSetup))[0];
    for (const [i, event] of [...line, null].entries()) {
      const props = { snapshot: s, locale, words, send: () => {}, position: String(i), why: (e: PrepareEvent) => (s.can(e) ? null : explainRefusal(prepareMachine, s, e)), cites: (c: string[]) => c.map((x) => h('a', {}, x)) };
      const text = renderToString(h('div', {}, h(PrepareView, props), h(PrepareView.Choices, props as never))).replace(/<[^>]+>/g, ' ');
      expect(text, `step ${i}`).not.toMatch(/[A-Za-z]{3,}/);
      expect(text, `step ${i}`).not.toMatch(/[,:;()][\u3040-\u30ff\u4e00-\u9fff]/);
      if (event && s.can(event)) s = transition(prepareMachine, s, event)[0];
    }
    expect(s.status).toBe('done');
  });
});

describe('the choices ask the machine what is open', () => {
  it('offers a race only to a player who has not placed one (1-1), and only cards not yet face down (1-5)', () => {
    const words = { ...flow.words['zh-hant'], locale: 'zh-hant' as const };
    const render = (events: PrepareEvent[]) => {
      let s = initialTransition(prepareMachine, prepareSetupSchema.parse(flow.defaultSetup))[0];
      for (const event of events) s = transition(prepareMachine, s, event)[0];
      const props = { snapshot: s, locale: 'zh-hant' as const, words, send: () => {}, position: '0', why: (e: PrepareEvent) => (s.can(e) ? null : explainRefusal(prepareMachine, s, e)), cites: (c: string[]) => c.map((x) => h('a', {}, x)) };
      return { s, text: renderToString(h(PrepareView.Choices, props as never)).replace(/<[^>]+>/g, ' ') };
    };
    const placed = render([line[0]]).text;
    expect(placed).not.toContain('玩家 A：覆蓋種族宣言卡');
    expect(placed).toContain('玩家 B：覆蓋種族宣言卡');
    const { s, text } = render([line[0], line[1], line[2], line[4], line[3], line[6], line[7]]);
    const aside = s.context.aside[0];
    expect(aside).toBeDefined();
    expect(text).not.toContain(`覆蓋 ${words.tables.name[aside]}`);
    expect(text).not.toContain('現在不能');
  });
});

describe('a race card placed face down is not shown before both are revealed (1-1)', () => {
  const start = () => initialTransition(prepareMachine, prepareSetupSchema.parse(flow.defaultSetup))[0];
  it('the log names no race for a card placed face down; the choice names the race the reader picks', () => {
    for (const locale of ['zh-hant', 'ja'] as const) {
      const words = { ...flow.words[locale], locale };
      const flame = words.tables.race.flame;
      expect(PrepareView.eventLabel(line[0], words)).not.toContain(flame);
      expect(eventLabel(line[0], words)).toContain(flame);
    }
  });
  it('the summary and the view show the first race placed as face down until the second is placed', () => {
    const words = { ...flow.words['zh-hant'], locale: 'zh-hant' as const };
    const one = transition(prepareMachine, start(), line[0])[0];
    expect(summarizePrepare(one)).toMatchObject({ races: ['faceDown', null], revealed: false });
    expect(flow.describeExpectation('races', summarizePrepare(one).races, 'zh-hant').text).not.toContain(words.tables.race.flame);
    const props = { snapshot: one, locale: 'zh-hant' as const, words, send: () => {}, position: '1', why: () => null, cites: (c: string[]) => c.map((x) => h('a', {}, x)) };
    expect(renderToString(h(PrepareView, props as never))).not.toContain(words.tables.race.flame);
    const both = transition(prepareMachine, one, line[1])[0];
    expect(summarizePrepare(both)).toMatchObject({ races: ['flame', 'tide'], revealed: true });
  });
});
