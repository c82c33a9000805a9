/**
 * A mid-game position as a form, for the turn sandbox: the turn about to begin, the countdown and
 * pending early ends, the 小旅人's numbers, each player's hand, deck, graveyard, exile and 獎勵, and
 * the units on the board — all chosen from lists in the page's language. The flow's schemas check
 * it, and what the rules cannot have is said in the page's language naming the field. Loaded only
 * when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import { STAR_LINES } from '../board';
import { RULE_VALUES } from '../game';
import { NumberField, Select } from '../../../engine/island/form-fields';
import { CardFields, freeName, UnitFields, unitNames, type CardInput, type UnitInput } from './fields';
import { newUnit } from './UnitsForm';

interface PlayerInput {
  deck?: CardInput[];
  hand?: CardInput[];
  graveyard?: string[];
  exile?: string[];
  bonus?: number;
}
interface TurnInput {
  turn: number;
  traveller: { atk: number; score: number };
  players: [PlayerInput, PlayerInput];
  units?: UnitInput[];
  starLinesFlipped?: number;
  earlyEnd?: { player: 0 | 1; condition: 'score' | 'units' }[];
}

/** Cards in a hand or deck, each editable, with one to add. */
function Cards({ label, place = label, cards, names, used, words, onChange }: { label: string; place?: string; cards: CardInput[]; names: string[]; used: Set<string>; words: FlowWords; onChange: (cards: CardInput[]) => void }) {
  return (
    <fieldset class="card-list">
      <legend>{label}</legend>
      {cards.map((card, i) => (
        <CardFields card={card} names={names} words={words} onChange={(next) => onChange(cards.map((c, j) => (j === i ? next : c)))} onRemove={() => onChange(cards.filter((_, j) => j !== i))} />
      ))}
      <button type="button" onClick={() => onChange([...cards, { id: freeName(names, used), atk: 1, score: 1 }])}>{fill(words.ui.formAddTo, { place }, {})}</button>
    </fieldset>
  );
}

/** Cards in a graveyard or exile (or a deck being built, prepare/form.tsx), by name: each can be removed, one added. */
export function Names({ label, ids, names, words, onChange }: { label: string; ids: string[]; names: string[]; words: FlowWords; onChange: (ids: string[]) => void }) {
  const [pick, setPick] = useState(names[0]);
  return (
    <fieldset class="card-list name-list">
      <legend>{label}</legend>
      {ids.map((id, i) => (
        <button type="button" class="name-chip" aria-label={fill(words.ui.formRemoveFrom, { name: nameWord(words, id), place: label }, {})} onClick={() => onChange(ids.filter((_, j) => j !== i))}>
          {nameWord(words, id)} ×
        </button>
      ))}
      <span class="name-add">
        <Select label={words.ui.formCard} value={pick} options={names} show={(id) => nameWord(words, id)} onChange={setPick} />
        <button type="button" onClick={() => onChange([...ids, pick])}>{fill(words.ui.formAddTo, { place: label }, {})}</button>
      </span>
    </fieldset>
  );
}

export default function TurnForm({ initial, words, apply, strings }: SetupFormProps) {
  const u = words.ui;
  const f = words.tables.field;
  const [setup, setSetup] = useState<TurnInput>(() => structuredClone(initial as TurnInput));
  const names = unitNames(words);
  const units = setup.units ?? [];
  const used = new Set([...units.flatMap((x) => [x.id, ...(x.under ?? []).map((c) => c.id)]), ...setup.players.flatMap((p) => [...(p.hand ?? []), ...(p.deck ?? [])].map((c) => c.id))]);
  const set = (patch: Partial<TurnInput>) => setSetup({ ...setup, ...patch });
  const setPlayer = (i: number, patch: Partial<PlayerInput>) => set({ players: setup.players.map((p, j) => (j === i ? { ...p, ...patch } : p)) as TurnInput['players'] });
  const setUnits = (next: UnitInput[]) => set({ units: next });
  const earlyEnd = setup.earlyEnd ?? [];
  const conditionOf = (p: 0 | 1) => earlyEnd.find((e) => e.player === p)?.condition ?? 'none';
  const setCondition = (p: 0 | 1, c: string) => set({ earlyEnd: [...earlyEnd.filter((e) => e.player !== p), ...(c === 'none' ? [] : [{ player: p, condition: c as 'score' | 'units' }])] });
  return (
    <div class="units-form turn-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <NumberField label={f.turn} value={setup.turn} onChange={(turn) => set({ turn: Math.max(1, turn) })} />
        <Select label={f.starLinesFlipped} value={setup.starLinesFlipped ?? 0} options={Array.from({ length: STAR_LINES }, (_, k) => k)} show={String} onChange={(starLinesFlipped) => set({ starLinesFlipped })} />
        <NumberField label={`${f.traveller} ${u.atk}`} value={setup.traveller.atk} onChange={(atk) => set({ traveller: { ...setup.traveller, atk } })} />
        <NumberField label={`${f.traveller} ${u.score}`} value={setup.traveller.score} onChange={(score) => set({ traveller: { ...setup.traveller, score } })} />
        {([0, 1] as const).map((p) => (
          <Select
            label={`${tableWord(words, 'player', p)} · ${f.earlyEnd}`}
            value={conditionOf(p)}
            options={['none', 'score', 'units']}
            show={(c) => (c === 'none' ? u.none : fill(tableWord(words, 'condition', c), RULE_VALUES, {}))}
            onChange={(c) => setCondition(p, c)}
          />
        ))}
      </fieldset>
      {setup.players.map((player, i) => (
        <fieldset class="player-fields">
          <legend>{tableWord(words, 'player', i)}</legend>
          <NumberField label={f.bonus} value={player.bonus ?? 0} onChange={(bonus) => setPlayer(i, { bonus })} />
          <Cards label={f.hand} cards={player.hand ?? []} names={names} used={used} words={words} onChange={(hand) => setPlayer(i, { hand })} />
          <Cards label={u.formDeckTopFirst} place={f.deck} cards={player.deck ?? []} names={names} used={used} words={words} onChange={(deck) => setPlayer(i, { deck })} />
          <Names label={f.graveyard} ids={player.graveyard ?? []} names={names} words={words} onChange={(graveyard) => setPlayer(i, { graveyard })} />
          <Names label={f.exile} ids={player.exile ?? []} names={names} words={words} onChange={(exile) => setPlayer(i, { exile })} />
        </fieldset>
      ))}
      <fieldset class="player-fields">
        <legend>{u.board}</legend>
        {units.map((unit, i) => (
          <UnitFields unit={unit} names={names} taken={used} words={words} turn onChange={(patch) => setUnits(units.map((x, j) => (j === i ? { ...x, ...patch } : x)))} onRemove={() => setUnits(units.filter((_, j) => j !== i))} />
        ))}
        <button type="button" onClick={() => setUnits([...units, newUnit(names, used)])}>{u.formAdd}</button>
      </fieldset>
      <ApplySetup apply={() => apply(setup)} strings={strings} />
    </div>
  );
}
