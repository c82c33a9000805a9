/**
 * Fields every game's setup form uses (`src/games/<game>/**\/form.tsx`): a labelled choice, a
 * labelled whole number and a labelled checkbox; for two-player games, a player, a name from the
 * site's example names, and a list of cards that can grow and shrink. Loaded with a form, never with a sandbox (astro.config.mjs keeps it out of the
 * sandbox chunk).
 */
import type { ComponentChildren } from 'preact';
import { typeset } from '../../lib/typeset';
import { fill, nameWord, tableWord, type FlowWords } from '../words';

/** A choice among options, each shown in the page's language by `show`. */
export function Select<T extends string | number>(props: { label: string; value: T; options: readonly T[]; show: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <label>
      {typeset(props.label)}
      <select value={String(props.value)} onChange={(e) => props.onChange(props.options.find((o) => String(o) === (e.target as HTMLSelectElement).value)!)}>
        {props.options.map((o) => (
          <option value={String(o)}>{typeset(props.show(o))}</option>
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

/** A player of a two-player game, by the words' `player` table. */
export const PlayerField = ({ label, value, words, onChange }: { label: string; value: 0 | 1; words: FlowWords; onChange: (p: 0 | 1) => void }) => (
  <Select label={label} value={value} options={[0, 1] as const} show={(p) => tableWord(words, 'player', p)} onChange={onChange} />
);

/**
 * A name from a list of the site's example names, leaving out those `taken` by other cards; a name
 * not on the list (from a written position) stays offered.
 */
export function NameField({ label, value, names, taken = [], words, onChange }: { label: string; value: string; names: readonly string[]; taken?: readonly string[]; words: FlowWords; onChange: (id: string) => void }) {
  const free = names.filter((n) => n === value || !taken.includes(n));
  return <Select label={label} value={value} options={free.includes(value) ? free : [value, ...free]} show={(id) => nameWord(words, id)} onChange={onChange} />;
}

/** The first name of the list no card uses yet; none when all are used (the form then offers no more cards). */
export const freeName = (names: readonly string[], used: Iterable<string>): string | undefined => {
  const taken = new Set(used);
  return names.find((n) => !taken.has(n));
};

/** One card of a list: its fields, under a legend naming it, with a button that removes it. */
export function CardFields({ legend, words, name, onRemove, children }: { legend: string; words: FlowWords; name: string; onRemove?: () => void; children: ComponentChildren }) {
  return (
    <fieldset class="unit-fields">
      <legend>{legend}</legend>
      {children}
      {onRemove && <button type="button" onClick={onRemove}>{fill(words.ui.formRemove, { name }, {})}</button>}
    </fieldset>
  );
}

/** Replaces the i-th item of a list. */
export const patchAt = <T,>(list: T[], i: number, patch: Partial<T>): T[] => list.map((x, j) => (j === i ? { ...x, ...patch } : x));
