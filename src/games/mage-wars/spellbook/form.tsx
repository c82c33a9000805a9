/**
 * The spellbook's position as a form: the mage's trained and opposed schools and points, and each
 * spell on offer by name — its schools and levels, epic or not, a school it requires training in, and
 * how many copies are in the book already — chosen from lists in the page's language. The flow's
 * schemas check it (a school both trained and opposed; a book beyond its copies, points or
 * training); loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { z } from 'zod';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { nameWord, tableWord } from '../../../engine/words';
import { SPELL_IDS } from '../names';
import { CardFields, LevelFields, NameField, freeName, patchAt } from '../forms/fields';
import { BUDGET, SCHOOLS, type School } from '../books';
import type { spellbookSetupSchema } from './schemas';
import { own, withEntry } from '../../../lib/own';

type Setup = z.input<typeof spellbookSetupSchema>;
type Spell = Setup['spells'][number];
export default function SpellbookForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const mage = { trained: setup.mage.trained, opposed: setup.mage.opposed ?? [] };
  const book = setup.book ?? {};
  const ids = setup.spells.map((s) => s.id);
  const next = freeName(SPELL_IDS, ids);
  const toggle = (list: School[], s: School, on: boolean) => SCHOOLS.filter((x) => (x === s ? on : list.includes(x)));
  const spells = (list: Spell[], nextBook = book) => setSetup({ ...setup, spells: list, book: nextBook });
  const copiesTo = (id: string, n: number) => withEntry(book, id, n || undefined);
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <div class="unit-keywords-field" role="group" aria-label={f.trained}>
          <b>{f.trained}</b>
          {SCHOOLS.map((s) => <Check label={tableWord(words, 'school', s)} checked={mage.trained.includes(s)} onChange={(on) => setSetup({ ...setup, mage: { ...mage, trained: toggle(mage.trained, s, on) } })} />)}
        </div>
        <div class="unit-keywords-field" role="group" aria-label={f.opposed}>
          <b>{f.opposed}</b>
          {SCHOOLS.map((s) => <Check label={tableWord(words, 'school', s)} checked={mage.opposed.includes(s)} onChange={(on) => setSetup({ ...setup, mage: { ...mage, opposed: toggle(mage.opposed, s, on) } })} />)}
        </div>
        <NumberField label={f.budget} value={setup.budget ?? BUDGET} min={1} onChange={(budget) => setSetup({ ...setup, budget })} />
      </fieldset>
      {setup.spells.map((s, i) => {
        const name = nameWord(words, s.id);
        // A renamed spell keeps its copies in the book.
        const rename = (id: string) => {
          spells(patchAt(setup.spells, i, { id }), withEntry(copiesTo(s.id, 0), id, own(book, s.id)));
        };
        return (
          <CardFields legend={name} words={words} name={name} onRemove={setup.spells.length > 1 ? () => spells(setup.spells.filter((_, j) => j !== i), copiesTo(s.id, 0)) : undefined}>
            <NameField label={f.id} value={s.id} names={SPELL_IDS} taken={ids} words={words} onChange={rename} />
            <LevelFields levels={s.levels} words={words} onChange={(levels) => spells(patchAt(setup.spells, i, { levels }))} />
            <Check label={f.epic} checked={!!s.epic} onChange={(epic) => spells(patchAt(setup.spells, i, { epic: epic || undefined }))} />
            <Select label={f.onlyTrained} value={s.onlyTrained ?? ''} options={['', ...SCHOOLS]} show={(x) => (x ? tableWord(words, 'school', x) : u.formOnlyNone)} onChange={(x) => spells(patchAt(setup.spells, i, { onlyTrained: x || undefined }))} />
            <NumberField label={u.formCopies} value={own(book, s.id) ?? 0} onChange={(n) => setSetup({ ...setup, book: copiesTo(s.id, n) })} />
          </CardFields>
        );
      })}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {next && <button type="button" onClick={() => spells([...setup.spells, { id: next, levels: { holy: 1 } }])}>{u.formAdd}</button>}
      </ApplySetup>
    </div>
  );
}
