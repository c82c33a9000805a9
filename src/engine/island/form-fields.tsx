/**
 * Fields every game's setup form uses (`src/games/<game>/**\/form.tsx`): a labelled choice, a
 * labelled whole number and a labelled checkbox. Loaded with a form, never with a sandbox (astro.config.mjs keeps it out of the
 * sandbox chunk).
 */
import { typeset } from '../../lib/typeset';

/** A choice among options, each shown in the page's language by `show`. */
export function Select<T extends string | number>(props: { label: string; value: T; options: readonly T[]; show: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <label>
      {typeset(props.label)}
      <select value={String(props.value)} onChange={(e) => props.onChange(props.options.find((o) => String(o) === (e.target as HTMLSelectElement).value)!)}>
        {props.options.map((o) => (
          <option value={String(o)}>{props.show(o)}</option>
        ))}
      </select>
    </label>
  );
}

export function Check(props: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label class="form-check">
      <input type="checkbox" checked={props.checked} onChange={() => props.onChange(!props.checked)} />
      {typeset(props.label)}
    </label>
  );
}

/** A whole number from `min` (0 unless given), typed or stepped. */
export function NumberField(props: { label: string; value: number; onChange: (v: number) => void; min?: number; max?: number }) {
  const min = props.min ?? 0;
  return (
    <label>
      {typeset(props.label)}
      <input type="number" min={min} max={props.max} step={1} value={props.value} onInput={(e) => props.onChange(Math.max(min, Math.floor(Number((e.target as HTMLInputElement).value) || 0)))} />
    </label>
  );
}
