/**
 * A reading that decides what the reader sees is said beside it (issue 41): preparation ends with a
 * player taking the initiative marker, and round 1 opens with the other one as the initiative player
 * (3-1's note: round 1 has its initiative phase too). Both views say so with 3-1, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { initialTransition, transition } from 'xstate';
import prepareFlow from './flow';
import roundFlow from '../round/flow';
import { prepareMachine, type PrepareEvent, type PrepareInput } from './machine';
import { prepareSetupSchema } from './schemas';
import { roundSetupFrom } from './handoff';
import { roundMachine } from '../round/machine';
import { roundSetupSchema } from '../round/schemas';
import { PrepareView } from './View';
import { RoundView } from '../round/View';

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const line: PrepareEvent[] = [
  { type: 'mage.choose', player: 0, mage: 'sage' },
  { type: 'mage.choose', player: 1, mage: 'witch' },
  { type: 'spellbook.take', player: 0 },
  { type: 'spellbook.take', player: 1 },
  { type: 'initiative.roll', dice: [9, 4] },
];

describe.each(['zh-hant', 'ja'] as const)('%s', (locale) => {
  const reading = locale === 'ja' ? '当サイトの解釈（3-1 の編集注）' : '本站解讀（3-1 的編者註）';
  let s = initialTransition(prepareMachine, prepareSetupSchema.parse(prepareFlow.defaultSetup) as PrepareInput)[0];
  const before = renderToString(h(PrepareView, { snapshot: s, locale, words: prepareFlow.words[locale] }));
  for (const e of line) s = transition(prepareMachine, s, e)[0];
  const player = (words: { tables: Record<string, Record<string, string>> }, p: number) => words.tables.player[String(p)];

  it('preparation: beside player 1 taking the marker, that round 1 passes it to player 2, citing 3-1 and its note', () => {
    expect(s.status).toBe('done');
    const html = renderToString(h(PrepareView, { snapshot: s, locale, words: prepareFlow.words[locale] }));
    const said = text(html.match(/<p class="sandbox-disputed"[^]*?<\/p>/)![0]);
    expect(said).toMatch(/^3-1 /);
    expect(said).toContain(reading);
    const words = prepareFlow.words[locale];
    expect(said.indexOf(player(words, 0))).toBeLessThan(said.lastIndexOf(player(words, 1)));
    expect(html).toMatch(/href="[^"]*#3-1"/);
    // Not before the marker is taken.
    expect(before).not.toContain('sandbox-disputed');
  });
  it('round 1, handed over: beside 「起始玩家：玩家 2」, why player 2 (3-1 and its note)', () => {
    const words = roundFlow.words[locale];
    const round = initialTransition(roundMachine, roundSetupSchema.parse(roundSetupFrom(s.context)))[0];
    expect(round.context.initiative).toBe(1);
    const html = renderToString(h(RoundView, { snapshot: round, locale, words }));
    const bar = text(html.match(/<p class="mw-bar">[^]*?<\/p>/)![0]);
    expect(bar).toContain(player(words, 1));
    const said = text(html.match(/<p class="sandbox-disputed" data-reading="3-1">[^]*?<\/p>/)![0]);
    expect(said).toMatch(/^3-1 /);
    expect(said).toContain(reading);
    expect(said).toContain(player(words, 0));
    expect(said).toContain(player(words, 1));
    // A later round says nothing of it: the marker passing is the rule itself there.
    const later = initialTransition(roundMachine, roundSetupSchema.parse({ ...roundSetupFrom(s.context), round: 2 }))[0];
    expect(renderToString(h(RoundView, { snapshot: later, locale, words }))).not.toContain('data-reading="3-1"');
  });
});
