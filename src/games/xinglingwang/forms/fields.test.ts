/** 星靈王's setup form: the cards under a combined unit (15-3.1a) are written in it, and refused with the schema's own words. */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { FLOWS, FLOW_SCHEMAS } from '../../../engine/registry';
import { explainIssue } from '../../../engine/island/explain';
import { UI } from '../../../lib/i18n/ui';
import { typeset } from '../../../lib/typeset';
import { newUnder, UnitFields, type UnitInput } from './fields';

const bastion: UnitInput = { id: 'bastion', owner: 0, line: 1, row: 'front', atk: 2, score: 2, keywords: [] };
const under = { ...bastion, under: [{ ...newUnder(bastion, ['bastion', 'stone']), keywords: ['blocker'], redStar: 2 }] };

describe.each(['zh-hant', 'ja'] as const)('%s', (locale) => {
  const words = FLOWS['xinglingwang.turn'].words[locale];
  const f = words.tables.field;
  it('a unit’s box has the cards under it, each with its name, face, owner, part showing and (in the turn) stars, and a way to add one', () => {
    const html = renderToString(h(UnitFields, { unit: under, names: ['bastion', 'stone'], words, turn: true, onChange: () => {}, onRemove: () => {} }));
    for (const label of [f.under, f.shows, f.cardOwner, f.redStar, words.ui.formAddUnder]) expect(html).toContain(typeset(label));
    expect(html).toContain(typeset(words.tables.name!.stone!));
    // The part showing is chosen among ATK, score and the card's own keywords.
    expect(html).toContain(`<option value="blocker">${typeset(words.tables.keyword!.blocker!)}</option>`);
    // Without cards under it, the box only offers to add one.
    const plain = renderToString(h(UnitFields, { unit: bastion, names: ['bastion', 'stone'], words, onChange: () => {}, onRemove: () => {} }));
    expect(plain).toContain(typeset(words.ui.formAddUnder));
    expect(plain).not.toContain("under-card");
  });
  it('what the form writes is the schema’s format: taken as it is, refused with the schema’s sentence where the rules refuse it (15-3.1b)', () => {
    const setup = (u: object) => ({ turn: 5, traveller: { atk: 1, score: 1 }, players: [{}, {}], units: [u] });
    expect(FLOW_SCHEMAS['xinglingwang.turn'].setupSchema.safeParse(setup(under)).success).toBe(true);
    expect(FLOW_SCHEMAS['xinglingwang.defense'].setupSchema.safeParse({ defender: 0, units: [{ ...bastion, under: [newUnder(bastion, ['stone'])] }] }).success).toBe(true);
    const wrong = setup({ ...under, under: [{ ...under.under[0], shows: 'pierce' }] });
    const parsed = FLOW_SCHEMAS['xinglingwang.turn'].setupSchema.safeParse(wrong, { reportInput: true });
    const say = { at: UI[locale].sandboxProblemAt, item: UI[locale].sandboxProblemItem };
    const said = parsed.error!.issues.map((issue) => explainIssue(issue, locale, words, say, wrong, { schema: FLOW_SCHEMAS['xinglingwang.turn'].setupSchema }));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(typeset(words.tables.problem!.showsMissing!).replace(/。$/, ""));
    expect(said[0]).toContain(typeset(f.shows));
  });
});
