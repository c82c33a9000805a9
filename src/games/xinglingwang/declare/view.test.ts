/** The 進攻宣言's choices on a phone (issue 41): every unit for every effect was 16–17 buttons; a kind is now one button, its units a tap away. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { initialTransition, transition } from 'xstate';
import { explainRefusal } from '../../../engine/refusal';
import { MANY } from '../../../engine/island/choice';
import flow from './flow';
import { declareMachine, type DeclareEvent } from './machine';
import { declareSetupSchema } from './schemas';
import { XinglingwangDeclareView } from './View';

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe.each(['zh-hant', 'ja'] as const)('%s', (locale) => {
  const words = { ...flow.words[locale], locale };
  const render = (events: DeclareEvent[]) => {
    let s = initialTransition(declareMachine, declareSetupSchema.parse(flow.defaultSetup))[0];
    for (const e of events) s = transition(declareMachine, s, e)[0];
    const props = { snapshot: s, locale, words, send: () => {}, position: '0', previous: events.at(-1), why: (e: DeclareEvent) => (s.can(e) ? null : explainRefusal(declareMachine, s, e)), cites: (c: string[]) => c.map((x) => h('a', {}, x)) };
    return buttons(renderToString(h(XinglingwangDeclareView.Choices, props as never)));
  };
  it('the default position offers a few buttons, each kind once, no two alike', () => {
    const shown = render([]);
    expect(shown.length).toBeLessThanOrEqual(MANY);
    expect(new Set(shown).size).toBe(shown.length);
    // The units to attack with, to remove and to turn sideways are each one button that opens them.
    for (const type of ['attack.declare', 'effect.remove', 'effect.sideways']) expect(shown).toContain(`${words.events[type]}…`);
  });
  it('once a unit attacks, the end of the 進攻宣言 is among the few buttons', () => {
    const c = initialTransition(declareMachine, declareSetupSchema.parse(flow.defaultSetup))[0].context;
    const unit = c.units.find((u) => u.owner === c.attacker && transition(declareMachine, initialTransition(declareMachine, declareSetupSchema.parse(flow.defaultSetup))[0], { type: 'attack.declare', unit: u.id })[0].context.declared.length)!;
    const shown = render([{ type: 'attack.declare', unit: unit.id }]);
    expect(shown.length).toBeLessThanOrEqual(MANY);
    expect(shown).toContain(words.events['attack.finish']);
  });
});
