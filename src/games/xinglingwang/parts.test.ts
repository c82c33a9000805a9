/**
 * 星靈王's parts of the rules (parts.ts): the browser loads a part only for a position whose setup
 * or line of play holds what uses it, so every ruling's setup and events must ask for each part its play uses, at every step,
 * the choices the page offers there included; and a part a play can use must be one its setup asks for.
 */
import { describe, expect, it } from 'vitest';
import { partsUsedBy } from '../../engine/parts';
import { explainRefusal } from '../../engine/refusal';
import { getRulings } from '../../engine/rulings';
import { runFlow } from '../../engine/run';
import { battleUsesPart, combinePart, declarePart, defensePart, effectRulesPart, effectsPart, keywordStepsPart, partsOf } from './parts';
import { turnCandidates, type TurnContext } from './turn/machine';

const rulings = getRulings().filter((r) => r.ruling.game === 'xinglingwang');
const asked = (setup: unknown, events: readonly { type: string }[] = []) => partsOf(setup, events).map((p) => p.name).sort();

/** The parts a ruling's play uses: its replay, and at each step each choice the turn's page offers, allowed or explained (choice.tsx). */
function used(r: (typeof rulings)[number]): string[] {
  return partsUsedBy(() => {
    // A fresh list of events: runFlow keeps the run it made for the same objects.
    for (const step of runFlow(r.flow.machine, r.setup, [...r.events]).steps) {
      if (r.flow.id !== 'xinglingwang.turn') continue;
      for (const e of turnCandidates(step.snapshot.context as TurnContext)) if (!step.snapshot.can(e)) explainRefusal(r.flow.machine, step.snapshot, e);
    }
  });
}

describe('星靈王: a position’s setup asks for every part of the rules its play uses', () => {
  const plays = rulings.map((r) => ({ id: r.ruling.id, asked: asked(r.setup, r.events), used: used(r) }));
  for (const play of plays) it(play.id, () => expect(play.used.filter((p) => !play.asked.includes(p))).toEqual([]));
  // Else the test above could not fail: each part is used by rulings, and left out for positions that do not use it.
  for (const part of [effectsPart, combinePart, keywordStepsPart, battleUsesPart, declarePart, defensePart]) {
    it(`${part.name} is used by rulings that ask for it, and not asked for by others`, () => {
      expect(plays.filter((p) => p.used.includes(part.name)).length).toBeGreaterThan(0);
      expect(plays.filter((p) => !p.asked.includes(part.name)).length).toBeGreaterThanOrEqual(10);
    });
  }
  it('finds what uses a part anywhere in a setup: a card’s effect in a deck, a combining keyword an effect gives', () => {
    const card = { id: 'x', kind: 'magic', atk: 0, score: 0, keywords: [], redStar: 0, blueStar: false, blueMet: false };
    expect(asked({ units: [], players: [{ deck: [{ ...card, effect: { timing: 'main', steps: [{ do: 'draw', count: 1 }] } }] }] })).toEqual([battleUsesPart.name, effectRulesPart.name, effectsPart.name].sort());
    expect(asked({ units: [{ id: 'a', keywords: ['pierce'], under: [{ id: 'b', keywords: [] }] }] })).toEqual([combinePart.name]);
    expect(asked({ fieldCards: { y: { ...card, effect: { timing: 'main', magic: 'permanent', steps: [{ do: 'attach', keywords: ['parasite'] }] } } } })).toEqual([battleUsesPart.name, combinePart.name, effectRulesPart.name, effectsPart.name].sort());
    expect(asked({ units: [{ id: 'a', keywords: ['pierce', 'sneak'] }] })).toEqual([]);
  });
  it('finds the part a line of play leads into: 進攻宣言 once a turn chooses it (2-4.2), and not before', () => {
    expect(asked({ units: [] }, [{ type: 'summon.end' }, { type: 'tactic.attack' }])).toEqual([declarePart.name, defensePart.name].sort());
    expect(asked({ units: [{ id: 'a', keywords: [], state: 'attacking' }] })).toEqual([defensePart.name]);
    expect(asked({ units: [] }, [{ type: 'summon.end' }, { type: 'tactic.deploy' }])).toEqual([]);
  });
});
