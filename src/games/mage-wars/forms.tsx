/**
 * Pieces the Mage Wars setup forms share (`<flow>/form.tsx`): a zone as column and row, a player, a
 * name from the site's example names, and a list of cards that can grow and shrink. Loaded only
 * with a form, never with a sandbox.
 */
import type { ComponentChildren } from 'preact';
import { Select } from '../../engine/island/form-fields';
import { fill, nameWord, tableWord, type FlowWords } from '../../engine/words';
import { COLUMNS, ROWS, type Player, type Zone } from './arena';

export const PLAYERS: Player[] = [0, 1];
const cols = Array.from({ length: COLUMNS }, (_, i) => i + 1);
const rows = Array.from({ length: ROWS }, (_, i) => i + 1);

export function ZoneFields({ zone, words, onChange }: { zone: Zone; words: FlowWords; onChange: (z: Zone) => void }) {
  const u = words.ui;
  return (
    <>
      <Select label={u.formColumn} value={zone[0]} options={cols} show={String} onChange={(c) => onChange([c, zone[1]])} />
      <Select label={u.formRow} value={zone[1]} options={rows} show={String} onChange={(r) => onChange([zone[0], r])} />
    </>
  );
}

export const PlayerField = ({ label, value, words, onChange }: { label: string; value: Player; words: FlowWords; onChange: (p: Player) => void }) => (
  <Select label={label} value={value} options={PLAYERS} show={(p) => tableWord(words, 'player', p)} onChange={onChange} />
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
