/**
 * The preparation's setup as a form: the seed of every shuffle, the 小旅人's numbers handed on to the
 * turn, and the cards each player brings, picked from the pool by name (1-2's rules are checked by
 * the flow, so a deck that breaks one can be brought to see the refusal). Loaded only when the reader
 * opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { NumberField } from '../../../engine/island/form-fields';
import { fill, tableWord } from '../../../engine/words';
import { Names } from '../forms/TurnForm';
import { DEFAULT_TRAVELLER, POOL_IDS } from './rules';

interface PrepareSetup {
  seed: number;
  traveller?: { atk: number; score: number };
  players: [{ deck?: string[] }, { deck?: string[] }];
}

export default function PrepareForm({ initial, words, apply, strings }: SetupFormProps) {
  const u = words.ui;
  const f = words.tables.field;
  const [setup, setSetup] = useState<PrepareSetup>(() => structuredClone(initial as PrepareSetup));
  const traveller = setup.traveller ?? DEFAULT_TRAVELLER;
  const set = (patch: Partial<PrepareSetup>) => setSetup({ ...setup, ...patch });
  return (
    <div class="units-form prepare-form">
      <fieldset class="unit-fields">
        <legend>{f.seed}</legend>
        <NumberField label={u.formSeed} value={setup.seed} onChange={(seed) => set({ seed })} />
        <NumberField label={`${u.formTraveller} ${f.atk}`} value={traveller.atk} onChange={(atk) => set({ traveller: { ...traveller, atk } })} />
        <NumberField label={`${u.formTraveller} ${f.score}`} value={traveller.score} onChange={(score) => set({ traveller: { ...traveller, score } })} />
      </fieldset>
      {setup.players.map((player, i) => (
        <fieldset class="player-fields">
          <legend>{tableWord(words, 'seat', i)}</legend>
          <Names
            label={fill(u.formDeck, { seat: tableWord(words, 'seat', i) }, {})}
            ids={player.deck ?? []}
            names={POOL_IDS}
            words={words}
            onChange={(deck) => set({ players: setup.players.map((p, j) => (j === i ? { ...p, deck } : p)) as PrepareSetup['players'] })}
          />
        </fieldset>
      ))}
      <ApplySetup apply={() => apply(setup)} strings={strings} />
    </div>
  );
}
