/**
 * Preparation's starting position as a form: the mage cards on offer (an example mage's name, its
 * channeling, life, trained and opposed schools), each player's spellbook (preset or built; each
 * spell by name with its schools and levels, epic or not, a school it requires training in, and its
 * copies), and the seed the effect die is rolled from — chosen from lists in the page's language.
 * The flow's schemas check it; loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { z } from 'zod';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord } from '../../../engine/words';
import { SPELL_IDS } from '../names';
import { CardFields, LevelFields, NameField, PLAYERS, freeName, patchAt } from '../forms/fields';
import { SCHOOLS, type School } from '../books';
import type { prepareSetupSchema } from './schemas';

type Setup = z.input<typeof prepareSetupSchema>;
type Book = Setup['books'][number];

export default function PrepareForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const cardIds = Object.keys(words.tables.card);
  const used = setup.mages.map((m) => m.id);
  const nextCard = freeName(cardIds, used);
  const toggle = (list: School[], s: School, on: boolean) => SCHOOLS.filter((x) => (x === s ? on : list.includes(x)));
  const mages = (list: Setup['mages']) => setSetup({ ...setup, mages: list });
  const bookTo = (p: number, book: Book) => setSetup({ ...setup, books: (p === 0 ? [book, setup.books[1]] : [setup.books[0], book]) as Setup['books'] });
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <NumberField label={f.seed} value={setup.seed ?? 1} min={0} onChange={(seed) => setSetup({ ...setup, seed })} />
      </fieldset>
      {setup.mages.map((m, i) => {
        const name = tableWord(words, 'card', m.id);
        return (
          <CardFields legend={`${u.formMages} · ${name}`} words={words} name={name} onRemove={setup.mages.length > 1 ? () => mages(setup.mages.filter((_, j) => j !== i)) : undefined}>
            <Select label={f.id} value={m.id} options={cardIds.filter((id) => id === m.id || !used.includes(id))} show={(id) => tableWord(words, 'card', id)} onChange={(id) => mages(patchAt(setup.mages, i, { id }))} />
            <NumberField label={f.channeling} value={m.channeling} min={0} onChange={(channeling) => mages(patchAt(setup.mages, i, { channeling }))} />
            <NumberField label={f.life} value={m.life} min={1} onChange={(life) => mages(patchAt(setup.mages, i, { life }))} />
            <div class="unit-keywords-field" role="group" aria-label={f.trained}>
              <b>{f.trained}</b>
              {SCHOOLS.map((s) => <Check label={tableWord(words, 'school', s)} checked={m.trained.includes(s)} onChange={(on) => mages(patchAt(setup.mages, i, { trained: toggle(m.trained, s, on) }))} />)}
            </div>
            <div class="unit-keywords-field" role="group" aria-label={f.opposed}>
              <b>{f.opposed}</b>
              {SCHOOLS.map((s) => <Check label={tableWord(words, 'school', s)} checked={(m.opposed ?? []).includes(s)} onChange={(on) => mages(patchAt(setup.mages, i, { opposed: toggle(m.opposed ?? [], s, on) }))} />)}
            </div>
          </CardFields>
        );
      })}
      {PLAYERS.map((p) => {
        const book = setup.books[p];
        const ids = book.spells.map((s) => s.id);
        const next = freeName(SPELL_IDS, ids);
        const spells = (list: Book['spells']) => bookTo(p, { ...book, spells: list });
        return (
          <fieldset class="unit-fields">
            <legend>{fill(u.formBook, { player: tableWord(words, 'player', String(p)) }, {})}</legend>
            <Check label={f.preset} checked={!!book.preset} onChange={(preset) => bookTo(p, { ...book, preset: preset || undefined })} />
            {book.spells.map((s, i) => {
              const name = nameWord(words, s.id);
              return (
                <CardFields legend={name} words={words} name={name} onRemove={() => spells(book.spells.filter((_, j) => j !== i))}>
                  <NameField label={f.id} value={s.id} names={SPELL_IDS} taken={ids} words={words} onChange={(id) => spells(patchAt(book.spells, i, { id }))} />
                  <LevelFields levels={s.levels} words={words} onChange={(levels) => spells(patchAt(book.spells, i, { levels }))} />
                  <Check label={f.epic} checked={!!s.epic} onChange={(epic) => spells(patchAt(book.spells, i, { epic: epic || undefined }))} />
                  <Select label={f.onlyTrained} value={s.onlyTrained ?? ''} options={['', ...SCHOOLS]} show={(x) => (x ? tableWord(words, 'school', x) : u.formOnlyNone)} onChange={(x) => spells(patchAt(book.spells, i, { onlyTrained: x || undefined }))} />
                  <NumberField label={f.copies} value={s.copies} min={0} onChange={(copies) => spells(patchAt(book.spells, i, { copies }))} />
                </CardFields>
              );
            })}
            {next && <button type="button" onClick={() => spells([...book.spells, { id: next, levels: { holy: 1 }, copies: 1 }])}>{u.formAddSpell}</button>}
          </fieldset>
        );
      })}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {nextCard && <button type="button" onClick={() => mages([...setup.mages, { id: nextCard, channeling: 9, life: 36, trained: ['arcane'] }])}>{u.formAddMage}</button>}
      </ApplySetup>
    </div>
  );
}
