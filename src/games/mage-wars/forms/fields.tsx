/**
 * Pieces the Mage Wars setup forms share (`<flow>/form.tsx`): a zone as column and row, a player, a
 * name from the site's example names, a creature's conditions, and a list of cards that can grow and shrink. Loaded only
 * with a form, never with a sandbox.
 */
import { Check, Select } from '../../../engine/island/form-fields';
import { tableWord, type FlowWords } from '../../../engine/words';
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
