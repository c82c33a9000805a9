/**
 * The stack-and-priority position as a form: whose turn, which phase, each master's mana, and
 * whether the turn master has moved already (8-1), from lists in the page's language. Loaded only
 * when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { tableWord } from '../../../engine/words';
import type { Player } from '../board';
import type { Phase } from './machine';

interface Setup {
  turn: Player;
  phase: Phase;
  mana?: [number, number];
  masterMoved?: boolean;
}
const PLAYERS: Player[] = [0, 1];
const PHASES: Phase[] = ['main1', 'action', 'main2'];

export default function PriorityForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const mana = setup.mana ?? [3, 3];
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{words.ui.formGame}</legend>
        <Select label={f.turn} value={setup.turn} options={PLAYERS} show={(p) => tableWord(words, 'player', p)} onChange={(turn) => setSetup({ ...setup, turn })} />
        <Select label={f.phase} value={setup.phase} options={PHASES} show={(p) => tableWord(words, 'phase', p)} onChange={(phase) => setSetup({ ...setup, phase })} />
        {PLAYERS.map((p) => (
          <NumberField label={`${tableWord(words, 'player', p)} · ${f.mana}`} value={mana[p]} onChange={(m) => setSetup({ ...setup, mana: (p === 0 ? [m, mana[1]] : [mana[0], m]) as [number, number] })} />
        ))}
        <Check label={f.masterMoved} checked={!!setup.masterMoved} onChange={(masterMoved) => setSetup({ ...setup, masterMoved })} />
      </fieldset>
      <ApplySetup apply={() => apply(setup)} strings={strings} />
    </div>
  );
}
