/**
 * The preparation's position as a form: the shuffles' seed, and each seat's deck as cards and their
 * copies (a card by name, its kind following from it), from lists in the page's language; the flow's
 * schemas check it, and the machine refuses a deck that is not 40 cards (1-1). Loaded only when the
 * reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { NumberField, Select } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { Player } from '../board';
import { exampleKind } from '../names';
import type { DeckEntry } from './machine';
import { DECK_SIZE } from '../rules';

interface Setup {
  seed?: number;
  decks: [DeckEntry[], DeckEntry[]];
}
const SEATS: Player[] = [0, 1];

/** One seat's deck: each card with its copies, and a name to add one. */
function Deck({ label, entries, words, onChange }: { label: string; entries: DeckEntry[]; words: FlowWords; onChange: (e: DeckEntry[]) => void }) {
  const u = words.ui;
  const f = words.tables.field;
  const names = Object.keys(words.tables.name ?? {});
  const [id, setId] = useState(names[0]);
  const total = entries.reduce((n, e) => n + (e.copies ?? 1), 0);
  const kindWord = (n: string) => (exampleKind(n) === 'spell' ? u.spell : u.piece);
  return (
    <fieldset class="card-list">
      <legend>{label}（{fill(u.cards, { n: total }, {})}）</legend>
      {entries.map((entry, i) => (
        <span class="name-add" role="group" aria-label={nameWord(words, entry.id)}>
          <NumberField label={`${nameWord(words, entry.id)}（${kindWord(entry.id)}）· ${f.copies}`} value={entry.copies ?? 1} min={1} max={DECK_SIZE} onChange={(copies) => onChange(entries.map((x, j) => (j === i ? { ...x, copies } : x)))} />
          <button type="button" onClick={() => onChange(entries.filter((_, j) => j !== i))}>{fill(u.removeCard, { name: nameWord(words, entry.id) }, {})}</button>
        </span>
      ))}
      <span class="name-add">
        <Select label={f.card} value={id} options={names} show={(n) => `${nameWord(words, n)}（${kindWord(n)}）`} onChange={setId} />
        <button type="button" onClick={() => onChange([...entries, { id, kind: exampleKind(id) ?? 'piece', copies: 1 }])}>{u.addCard}</button>
      </span>
    </fieldset>
  );
}

export default function PrepareForm({ initial, words, apply, strings }: SetupFormProps) {
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  return (
    <div class="units-form seats-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <NumberField label={words.tables.field.seed} value={setup.seed ?? 1} onChange={(seed) => setSetup({ ...setup, seed })} />
        <p><small>{u.seedHint}</small></p>
      </fieldset>
      {SEATS.map((p) => (
        <Deck label={fill(u.deckOf, { player: tableWord(words, 'player', p) }, {})} entries={setup.decks[p]} words={words} onChange={(deck) => setSetup({ ...setup, decks: setup.decks.map((d, i) => (i === p ? deck : d)) as Setup['decks'] })} />
      ))}
      <ApplySetup apply={() => apply(setup)} strings={strings} />
    </div>
  );
}
