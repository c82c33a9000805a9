/**
 * A turn's position as a form: whose turn and its number; for each master, life, deck (top first),
 * hand and mana area card by card (a card by name, its kind following from it; a mana card face up or down); and the
 * pieces on the board with their state; and the reading of 5-3 in use. From lists in the page's language; the flow's schemas check
 * it. Loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { Player, SummonReading } from '../board';
import { START_LIFE } from '../rules';
import type { Card, ChargeReading, TurnPiece } from './machine';
import { exampleKind } from '../names';

interface MasterInput {
  life?: number;
  deck?: Card[];
  hand?: Card[];
  mana?: { card: Card; faceUp: boolean }[];
}
interface Setup {
  turn: Player;
  number?: number;
  masters: [MasterInput, MasterInput];
  pieces?: TurnPiece[];
  reading?: ChargeReading;
  summoning?: SummonReading;
}
const READINGS: ChargeReading[] = ['counts', 'separate'];
const SUMMONINGS: SummonReading[] = ['wholeTurn', 'atOnce'];
const PLAYERS: Player[] = [0, 1];

/** Cards of one place: each a button that removes it, and a name and kind to add one. */
function Cards({ label, cards, words, onChange, children }: { label: string; cards: Card[]; words: FlowWords; onChange: (c: Card[]) => void; children?: (card: Card, i: number) => ComponentChildren }) {
  const u = words.ui;
  const names = Object.keys(words.tables.name ?? {});
  const [id, setId] = useState(names[0]);
  // The site's example cards are a piece or a spell by name; a card's kind follows from it.
  const kind: Card['kind'] = exampleKind(id) ?? 'piece';
  return (
    <fieldset class="card-list">
      <legend>{label}</legend>
      <p class="card-chips">
        {cards.length
          ? cards.map((card, i) => (
              <span class="name-add">
                <button type="button" class="card-chip" aria-label={fill(u.formRemoveFrom, { place: label, name: nameWord(words, card.id) }, {})} onClick={() => onChange(cards.filter((_, j) => j !== i))}>
                  {nameWord(words, card.id)}（{card.kind === 'piece' ? u.piece : u.spell}）<span aria-hidden="true"> ×</span>
                </button>
                {children?.(card, i)}
              </span>
            ))
          : <span class="card-chips-empty">{u.none}</span>}
      </p>
      <span class="name-add">
        <Select label={words.tables.field.card} value={id} options={names} show={(n) => `${nameWord(words, n)}（${exampleKind(n) === 'spell' ? u.spell : u.piece}）`} onChange={setId} />
        <button type="button" onClick={() => onChange([...cards, { id, kind }])}>{fill(u.formAddTo, { place: label }, {})}</button>
      </span>
    </fieldset>
  );
}

export default function TurnForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const names = Object.keys(words.tables.name ?? {});
  const setMaster = (p: Player, patch: Partial<MasterInput>) => setSetup({ ...setup, masters: setup.masters.map((m, i) => (i === p ? { ...m, ...patch } : m)) as [MasterInput, MasterInput] });
  const pieces = setup.pieces ?? [];
  const setPieces = (next: TurnPiece[]) => setSetup({ ...setup, pieces: next });
  return (
    <div class="units-form seats-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <Select label={f.turn} value={setup.turn} options={PLAYERS} show={(p) => tableWord(words, 'player', p)} onChange={(turn) => setSetup({ ...setup, turn })} />
        <NumberField label={f.number} value={setup.number ?? 1} min={1} onChange={(number) => setSetup({ ...setup, number })} />
        <Select label={f.reading} value={setup.reading ?? 'counts'} options={READINGS} show={(r) => tableWord(words, 'reading', r)} onChange={(reading) => setSetup({ ...setup, reading })} />
        <Select label={f.summoning} value={setup.summoning ?? 'wholeTurn'} options={SUMMONINGS} show={(r) => tableWord(words, 'summoning', r)} onChange={(summoning) => setSetup({ ...setup, summoning })} />
      </fieldset>
      {PLAYERS.map((p) => {
        const m = setup.masters[p];
        const mana = m.mana ?? [];
        return (
          <fieldset class="player-fields">
            <legend>{tableWord(words, 'player', p)}</legend>
            <NumberField label={f.life} value={m.life ?? START_LIFE} min={1} onChange={(life) => setMaster(p, { life })} />
            <Cards label={u.deck} cards={m.deck ?? []} words={words} onChange={(deck) => setMaster(p, { deck })} />
            <Cards label={u.hand} cards={m.hand ?? []} words={words} onChange={(hand) => setMaster(p, { hand })} />
            <Cards label={u.manaArea} cards={mana.map((x) => x.card)} words={words} onChange={(cards) => setMaster(p, { mana: cards.map((card) => mana.find((x) => x.card === card) ?? { card, faceUp: true }) })}>
              {(_, i) => <Check label={f.faceUp} checked={mana[i]?.faceUp ?? true} onChange={(faceUp) => setMaster(p, { mana: mana.map((x, j) => (j === i ? { ...x, faceUp } : x)) })} />}
            </Cards>
          </fieldset>
        );
      })}
      <fieldset class="card-list">
        <legend>{u.pieces}</legend>
        {pieces.map((piece, i) => (
          <span class="name-add" role="group" aria-label={nameWord(words, piece.id)}>
            <Select label={f.id} value={piece.id} options={names.includes(piece.id) ? names : [piece.id, ...names]} show={(n) => nameWord(words, n)} onChange={(id) => setPieces(pieces.map((x, j) => (j === i ? { ...x, id } : x)))} />
            <Select label={f.owner} value={piece.owner} options={PLAYERS} show={(o) => tableWord(words, 'side', o)} onChange={(owner) => setPieces(pieces.map((x, j) => (j === i ? { ...x, owner } : x)))} />
            <Check label={f.tapped} checked={!!piece.tapped} onChange={(tapped) => setPieces(pieces.map((x, j) => (j === i ? { ...x, tapped } : x)))} />
            <Check label={f.summoned} checked={!!piece.summoned} onChange={(summoned) => setPieces(pieces.map((x, j) => (j === i ? { ...x, summoned } : x)))} />
            <button type="button" onClick={() => setPieces(pieces.filter((_, j) => j !== i))}>{fill(u.formRemove, { name: nameWord(words, piece.id) }, {})}</button>
          </span>
        ))}
        <button type="button" onClick={() => setPieces([...pieces, { id: names.find((n) => !pieces.some((x) => x.id === n)) ?? `piece-${pieces.length + 1}`, owner: 0 }])}>{u.formAdd}</button>
      </fieldset>
      <ApplySetup apply={() => apply(setup)} strings={strings} />
    </div>
  );
}
