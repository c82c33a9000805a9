/** The disputed points with a switch (Readings.tsx), as the 防守階段 and the turn show them: the reading in use, and a link to the other. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { initialTransition } from 'xstate';
import { fill, tableWord, type FlowWords } from '../../engine/words';
import defenseFlow from './defense/flow';
import turnFlow from './turn/flow';
import { defenseMachine } from './defense/machine';
import { defenseSetupSchema } from './defense/schemas';
import { turnMachine } from './turn/machine';
import { turnSetupSchema } from './turn/schemas';
import { XinglingwangDefenseView } from './defense/View';
import { XinglingwangTurnView } from './turn/View';

const tap = { timing: 'defense', target: { side: 'enemy', count: 1 }, steps: [{ do: 'tap' }] };
const battle = (more: object = {}) => ({
  defender: 0,
  units: [
    { id: 'lancer', owner: 1, line: 1, row: 'front', atk: 4, score: 2, state: 'attacking' },
    { id: 'guard', owner: 0, line: 1, row: 'front', atk: 3, score: 1, effect: tap },
  ],
  ...more,
});
const endTurn = (more: object = {}) => ({
  turn: 5,
  traveller: { atk: 1, score: 1 },
  players: [{}, {}],
  units: [{ id: 'raven', owner: 1, line: 1, row: 'front', atk: 2, score: 2, effect: { timing: 'afterEnd', steps: [{ do: 'bonus', amount: 1 }] } }],
  ...more,
});
/** The links a rendering holds, each read back as the fields it changes in the page's position (share.ts). */
const links = (html: string) => [...html.matchAll(/href="\?play=([^"&]*)"/g)].map((m) => (JSON.parse(Buffer.from(m[1].replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString()) as { set?: object }).set);

describe.each(['zh-hant', 'ja'] as const)('%s', (locale) => {
  const defense = (setup: object, ownStart: boolean) => {
    const s = initialTransition(defenseMachine, defenseSetupSchema.parse(setup))[0];
    return renderToString(h(XinglingwangDefenseView, { snapshot: s, locale, words: defenseFlow.words[locale], ownStart } as never));
  };
  const turn = (setup: object) => {
    const s = initialTransition(turnMachine, turnSetupSchema.parse(setup) as never)[0];
    return renderToString(h(XinglingwangTurnView, { snapshot: s, locale, words: turnFlow.words[locale], ownStart: true } as never));
  };
  const said = (flow: { words: Record<typeof locale, FlowWords> }, key: string, field: string, reading: string) => fill(flow.words[locale].ui[key], { reading: tableWord(flow.words[locale], field, reading) }, {});
  it('15-5.1b: a battle with an effect that turns a unit sideways names the reading in use and links to the other', () => {
    const html = defense(battle(), true);
    expect(html).toContain(said(defenseFlow, 'disputedCancelled', 'cancelledAttack', 'unfought'));
    expect(links(html)).toEqual([{ cancelledAttack: 'whole' }]);
    const other = defense(battle({ cancelledAttack: 'whole' }), true);
    expect(other).toContain(said(defenseFlow, 'disputedCancelled', 'cancelledAttack', 'whole'));
    expect(links(other)).toEqual([{ cancelledAttack: 'unfought' }]);
  });
  it('15-5.1b: a battle with no such effect says nothing of it; a position of the reader’s own says the reading without a link', () => {
    const plain = battle();
    (plain.units[1] as { effect?: object }).effect = undefined;
    expect(defense(plain, true)).not.toContain(defenseFlow.words[locale].ui.otherReading);
    const own = defense(battle(), false);
    expect(own).toContain(said(defenseFlow, 'disputedCancelled', 'cancelledAttack', 'unfought'));
    expect(links(own)).toEqual([]);
  });
  it('14-5: a turn with a 「結束階段結束後」 effect names the reading in use and links to the other', () => {
    const html = turn(endTurn());
    expect(html).toContain(said(turnFlow, 'disputedAfterEnd', 'afterTurnEnd', 'endedFirst'));
    expect(links(html)).toContainEqual({ afterTurnEnd: 'nextFirst' });
    expect(turn(endTurn({ afterTurnEnd: 'nextFirst' }))).toContain(said(turnFlow, 'disputedAfterEnd', 'afterTurnEnd', 'nextFirst'));
  });
});
