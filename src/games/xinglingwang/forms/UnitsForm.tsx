/**
 * A board position as a form, for the 防守階段 and 進攻宣言 sandboxes: whose phase it is, and each
 * unit by name — its side, star line, row, state, ATK, score and keywords — chosen from lists in the
 * page's language. The flow's schemas check it; what the rules cannot have (two units in one place,
 * one name twice, the defender's own unit attacking: 8-2) is said in the page's language, naming the
 * unit and field. Loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { tableWord } from '../../../engine/words';
import { Select } from '../../../engine/island/form-fields';
import { freeName, PLAYERS, UnitFields, unitNames, type UnitInput } from './fields';

type Setup = Record<string, unknown> & { units: UnitInput[] };

/** A unit the reader adds: the first free name, on the first star line. */
export const newUnit = (names: string[], used: Set<string>): UnitInput => ({ id: freeName(names, used), owner: 0, line: 1, row: 'front', atk: 1, score: 1, state: 'upright', keywords: [] });

/** The form for a flow whose setup names its phase's player under `side`. */
export const unitsForm = (side: 'defender' | 'attacker'): FunctionComponent<SetupFormProps> =>
  function UnitsForm({ initial, words, apply, strings }: SetupFormProps) {
    const u = words.ui;
    const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
    const names = unitNames(words);
    const units = (next: UnitInput[]) => setSetup({ ...setup, units: next });
    return (
      <div class="units-form">
        <Select label={u[side === 'defender' ? 'formDefender' : 'formAttacker']} value={setup[side] as 0 | 1} options={PLAYERS} show={(p) => tableWord(words, 'player', p)} onChange={(p) => setSetup({ ...setup, [side]: p })} />
        {setup.units.map((unit, i) => (
          <UnitFields unit={unit} names={names} taken={setup.units.flatMap((x) => [x.id, ...(x.under ?? []).map((c) => c.id)])} words={words} onChange={(patch) => units(setup.units.map((x, j) => (j === i ? { ...x, ...patch } : x)))} onRemove={() => units(setup.units.filter((_, j) => j !== i))} />
        ))}
        <ApplySetup apply={() => apply(setup)} strings={strings}>
          <button type="button" onClick={() => units([...setup.units, newUnit(names, new Set(setup.units.map((x) => x.id)))])}>{u.formAdd}</button>
        </ApplySetup>
      </div>
    );
  };
