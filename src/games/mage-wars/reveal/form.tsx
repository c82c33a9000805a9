/**
 * The reveal windows' position as a form: who has the initiative, each player's mana, the creature
 * that activates, the enchantments hidden on it (whose, the reveal cost, and for a red one what
 * makes it reveal), and an enchantment the creature's controller may cast on it during the
 * activation — chosen from lists in the page's language. The flow's schemas check it; loaded only
 * when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { z } from 'zod';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { NumberField, Select } from '../../../engine/island/form-fields';
import { nameWord, tableWord } from '../../../engine/words';
import { CREATURE_IDS, ENCHANTMENT_IDS } from '../names';
import { CardFields, NameField, PLAYERS, PlayerField, freeName, patchAt } from '../forms/fields';
import type { revealSetupSchema } from './schemas';

type Setup = z.input<typeof revealSetupSchema>;
type Enchantment = Setup['enchantments'][number];
const TRIGGERS = ['', 'activate', 'move', 'attack'] as const;

export default function RevealForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const on = setup.creature.id;
  const used = [on, ...setup.enchantments.map((e) => e.id), ...(setup.toCast ? [setup.toCast.id] : [])];
  const next = freeName(ENCHANTMENT_IDS, used);
  const player = (p: number) => tableWord(words, 'player', p);
  const enchantments = (list: Enchantment[]) => setSetup({ ...setup, enchantments: list });
  // Every enchantment here lies on the one creature that activates: renaming it moves them along.
  const creature = (patch: Partial<Setup['creature']>) => {
    const id = patch.id ?? on;
    setSetup({ ...setup, creature: { ...setup.creature, ...patch }, enchantments: setup.enchantments.map((e) => ({ ...e, on: id })), toCast: setup.toCast && { ...setup.toCast, on: id } });
  };
  const castable = setup.toCast ? [setup.toCast.id, ...ENCHANTMENT_IDS.filter((x) => !used.includes(x))] : ENCHANTMENT_IDS.filter((x) => !used.includes(x));
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <PlayerField label={f.initiative} value={setup.initiative} words={words} onChange={(initiative) => setSetup({ ...setup, initiative })} />
        {PLAYERS.map((p) => (
          <NumberField label={`${player(p)} · ${f.mana}`} value={setup.mana[p]} onChange={(n) => setSetup({ ...setup, mana: p === 0 ? [n, setup.mana[1]] : [setup.mana[0], n] })} />
        ))}
        <NameField label={f.creature} value={on} names={CREATURE_IDS} taken={used} words={words} onChange={(id) => creature({ id })} />
        <PlayerField label={f.owner} value={setup.creature.owner} words={words} onChange={(owner) => creature({ owner })} />
        <Select label={u.formToCast} value={setup.toCast?.id ?? ''} options={['', ...castable]} show={(id) => (id ? nameWord(words, id) : u.formNone)} onChange={(id) => setSetup({ ...setup, toCast: id ? { id, on, reveal: setup.toCast?.reveal ?? 1 } : undefined })} />
        {setup.toCast && <NumberField label={u.formCastReveal} value={setup.toCast.reveal} onChange={(reveal) => setSetup({ ...setup, toCast: { ...setup.toCast!, reveal } })} />}
      </fieldset>
      {setup.enchantments.map((e, i) => {
        const name = nameWord(words, e.id);
        return (
          <CardFields legend={`${name} · ${player(e.owner)} · ${f.reveal} ${e.reveal}`} words={words} name={name} onRemove={() => enchantments(setup.enchantments.filter((_, j) => j !== i))}>
            <NameField label={f.id} value={e.id} names={ENCHANTMENT_IDS} taken={used} words={words} onChange={(id) => enchantments(patchAt(setup.enchantments, i, { id }))} />
            <PlayerField label={f.owner} value={e.owner} words={words} onChange={(owner) => enchantments(patchAt(setup.enchantments, i, { owner }))} />
            <NumberField label={f.reveal} value={e.reveal} onChange={(reveal) => enchantments(patchAt(setup.enchantments, i, { reveal }))} />
            <Select label={f.red} value={e.red ?? ''} options={TRIGGERS} show={(t) => (t ? tableWord(words, 'trigger', t) : u.formNone)} onChange={(red) => enchantments(patchAt(setup.enchantments, i, { red: red || undefined }))} />
          </CardFields>
        );
      })}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {next && <button type="button" onClick={() => enchantments([...setup.enchantments, { id: next, owner: 1, on, reveal: 1 }])}>{u.formAdd}</button>}
      </ApplySetup>
    </div>
  );
}
