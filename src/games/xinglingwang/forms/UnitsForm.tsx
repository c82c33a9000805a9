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
import { Problems } from '../../../engine/island/SetupEditor';
import { nameWord, tableWord } from '../../../engine/words';
import { STAR_LINES } from '../board';

type Row = 'front' | 'back';
type State = 'upright' | 'attacking' | 'sideways';
interface UnitInput { id: string; owner: 0 | 1; line: number; row: Row; atk: number; score: number; state?: State; keywords?: string[]; combined?: boolean; rangedTarget?: Row }
type Setup = Record<string, unknown> & { units: UnitInput[] };

const STATES: State[] = ['upright', 'attacking', 'sideways'];

/** The form for a flow whose setup names its phase's player under `side`. */
export const unitsForm = (side: 'defender' | 'attacker'): FunctionComponent<SetupFormProps> =>
  function UnitsForm({ initial, words, apply, strings }: SetupFormProps) {
    const u = words.ui;
    const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
    const [problems, setProblems] = useState<string[]>([]);
    const names = Object.keys(words.tables.name ?? {}).filter((id) => !/^(spell|charm)-/.test(id));
    const keywords = Object.keys(words.tables.keyword);
    const change = (i: number, patch: Partial<UnitInput>) => setSetup({ ...setup, units: setup.units.map((unit, j) => (j === i ? { ...unit, ...patch } : unit)) });
    const add = () => {
      const id = names.find((n) => !setup.units.some((unit) => unit.id === n)) ?? `unit-${setup.units.length + 1}`;
      setSetup({ ...setup, units: [...setup.units, { id, owner: 0, line: 1, row: 'front', atk: 1, score: 1, state: 'upright', keywords: [] }] });
    };
    const submit = async () => {
      setProblems(await apply(setup));
    };
    const select = <T extends string | number>(label: string, value: T, options: T[], show: (v: T) => string, onChange: (v: T) => void) => (
      <label>
        {label}
        <select value={String(value)} onChange={(e) => onChange(options.find((o) => String(o) === (e.target as HTMLSelectElement).value)!)}>
          {options.map((o) => <option value={String(o)}>{show(o)}</option>)}
        </select>
      </label>
    );
    const number = (label: string, value: number, onChange: (v: number) => void) => (
      <label>
        {label}
        <input type="number" min={0} step={1} value={value} onInput={(e) => onChange(Math.max(0, Math.floor(Number((e.target as HTMLInputElement).value) || 0)))} />
      </label>
    );
    return (
      <div class="units-form">
        {select(u[side === 'defender' ? 'formDefender' : 'formAttacker'], setup[side] as 0 | 1, [0, 1] as (0 | 1)[], (p) => tableWord(words, 'player', p), (p) => setSetup({ ...setup, [side]: p }))}
        {setup.units.map((unit, i) => (
          <fieldset class="unit-fields">
            <legend>{nameWord(words, unit.id)}</legend>
            {select(u.formName, unit.id, names.includes(unit.id) ? names : [unit.id, ...names], (id) => nameWord(words, id), (id) => change(i, { id }))}
            {select(u.formSide, unit.owner, [0, 1] as (0 | 1)[], (p) => tableWord(words, 'side', p), (owner) => change(i, { owner }))}
            {select(u.line, unit.line, Array.from({ length: STAR_LINES }, (_, k) => k + 1), String, (line) => change(i, { line }))}
            {select(u.formRow, unit.row, ['front', 'back'] as Row[], (r) => tableWord(words, 'row', r), (row) => change(i, { row }))}
            {select(u.formState, unit.state ?? 'upright', STATES, (st) => tableWord(words, 'unitState', st), (state) => change(i, { state }))}
            {number(u.atk, unit.atk, (atk) => change(i, { atk }))}
            {number(u.score, unit.score, (score) => change(i, { score }))}
            <div class="unit-keywords-field" role="group" aria-label={u.formKeywords}>
              {keywords.map((k) => (
                <label>
                  <input type="checkbox" checked={unit.keywords?.includes(k) ?? false} onChange={() => change(i, { keywords: unit.keywords?.includes(k) ? unit.keywords.filter((x) => x !== k) : [...(unit.keywords ?? []), k] })} />
                  {tableWord(words, 'keyword', k)}
                </label>
              ))}
              <label>
                <input type="checkbox" checked={unit.combined ?? false} onChange={() => change(i, { combined: !unit.combined })} />
                {tableWord(words, 'field', 'combined')}
              </label>
            </div>
            <button type="button" onClick={() => setSetup({ ...setup, units: setup.units.filter((_, j) => j !== i) })}>{u.formRemove}</button>
          </fieldset>
        ))}
        <p class="units-form-actions">
          <button type="button" onClick={add}>{u.formAdd}</button>
          <button type="button" onClick={submit}>{u.formApply}</button>
        </p>
        <Problems problems={problems} intro={strings.sandboxProblemsIntro} />
      </div>
    );
  };
