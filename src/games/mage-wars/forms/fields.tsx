/**
 * Pieces the Mage Wars setup forms share (`<flow>/form.tsx`): a zone as column and row, a player, a
 * name from the site's example names, a creature's conditions, and a list of cards that can grow and shrink. Loaded only
 * with a form, never with a sandbox.
 */
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { fill, tableWord, type FlowWords } from '../../../engine/words';
import { SCHOOLS, type School } from '../books';
import { COLUMNS, CONDITIONS, ROWS, type Condition, type Player, type Zone } from '../arena';

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

/** A creature's conditions, one box each (the words' `condition` table names them). */
export function ConditionChecks({ value, words, onChange }: { value: Condition[] | undefined; words: FlowWords; onChange: (list: Condition[] | undefined) => void }) {
  return (
    <>
      {CONDITIONS.map((k) => {
        const rest = (value ?? []).filter((x) => x !== k);
        return <Check label={tableWord(words, 'condition', k)} checked={!!value?.includes(k)} onChange={(on) => onChange(on ? [...rest, k] : rest.length ? rest : undefined)} />;
      })}
    </>
  );
}

export { CardFields, NameField, PlayerField, freeName, patchAt } from '../../../engine/island/form-fields';

/** A spell's levels by school, as a setup writes them (14-2). */
type Levels = Partial<Record<School, number>>;
/** The most schools a spell is given in the form; a written position may have more, kept as they are. */
const SLOTS = 3;

/** A spell's schools and levels: one pair a school, and an empty one to add a school. */
export function LevelFields({ levels, words, onChange }: { levels: Levels; words: FlowWords; onChange: (l: Levels) => void }) {
  const u = words.ui;
  const entries = Object.entries(levels) as [School, number][];
  const set = (i: number, school: School | '', level: number) => {
    const next = entries.map((e, j) => (j === i ? [school, level] : e)).filter(([s]) => s) as [School, number][];
    if (i === entries.length && school) next.push([school, level]);
    onChange(Object.fromEntries(next));
  };
  const slots = entries.length < SLOTS ? [...entries, ['', 1] as const] : entries;
  return (
    <>
      {slots.map(([school, level], i) => (
        <span class="name-add" role="group" aria-label={fill(u.formSchool, { n: i + 1 }, {})}>
          <Select label={fill(u.formSchool, { n: i + 1 }, {})} value={school} options={['', ...SCHOOLS.filter((s) => s === school || !(s in levels))]} show={(s) => (s ? tableWord(words, 'school', s) : u.formNone)} onChange={(s) => set(i, s, level)} />
          {school && <NumberField label={u.formLevel} value={level} min={1} onChange={(l) => set(i, school, l)} />}
        </span>
      ))}
    </>
  );
}
