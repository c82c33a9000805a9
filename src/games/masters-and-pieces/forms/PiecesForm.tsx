/**
 * The grid combat's position as a form: whose action phase it is, the reading of 1-2 in use, where
 * the masters stand and their life, and each
 * piece by name — its side, square, ATK, HP, movement (directions and squares), boost, reduction,
 * and whether it is tapped or was summoned this turn — chosen from lists in the page's language.
 * The flow's schemas check it; what cannot be (two things on a square, one name twice, a piece at
 * 0 HP: 10-4) is said in the page's language. Loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import { COLUMNS, DIRECTIONS, ROWS, startSquare, type MasterReading, type Piece, type Player, type Square, type SummonReading } from '../board';
import { PIECE_IDS } from '../names';
import { START_LIFE } from '../rules';

interface Setup {
  turn: Player;
  masters?: { owner: Player; square: Square; life?: number }[];
  pieces: Piece[];
  reading?: MasterReading;
  summoning?: SummonReading;
}
const PLAYERS: Player[] = [0, 1];
const READINGS: MasterReading[] = ['effects', 'attack'];
const SUMMONINGS: SummonReading[] = ['wholeTurn', 'atOnce'];
const cols = Array.from({ length: COLUMNS }, (_, i) => i + 1);
const rows = Array.from({ length: ROWS }, (_, i) => i + 1);

function SquareFields({ square, words, onChange }: { square: Square; words: FlowWords; onChange: (s: Square) => void }) {
  const u = words.ui;
  return (
    <>
      <Select label={u.column} value={square[0]} options={cols} show={String} onChange={(c) => onChange([c, square[1]])} />
      <Select label={u.row} value={square[1]} options={rows} show={String} onChange={(r) => onChange([square[0], r])} />
    </>
  );
}

function PieceFields({ piece, names, words, onChange, onRemove }: { piece: Piece; names: string[]; words: FlowWords; onChange: (p: Partial<Piece>) => void; onRemove: () => void }) {
  const f = words.tables.field;
  const u = words.ui;
  const dirs = piece.move.directions;
  return (
    <fieldset class="unit-fields">
      <legend>{`${nameWord(words, piece.id)} · ${tableWord(words, 'side', piece.owner)} · ${fill(u.square, { col: piece.square[0], row: piece.square[1] }, {})}`}</legend>
      <Select label={f.id} value={piece.id} options={names.includes(piece.id) ? names : [piece.id, ...names]} show={(id) => nameWord(words, id)} onChange={(id) => onChange({ id })} />
      <Select label={f.owner} value={piece.owner} options={PLAYERS} show={(p) => tableWord(words, 'side', p)} onChange={(owner) => onChange({ owner })} />
      <SquareFields square={piece.square} words={words} onChange={(square) => onChange({ square })} />
      <NumberField label={f.atk} value={piece.atk} onChange={(atk) => onChange({ atk })} />
      <NumberField label={f.hp} value={piece.hp} min={1} onChange={(hp) => onChange({ hp })} />
      <NumberField label={f.range} value={piece.move.range} min={1} max={Math.max(COLUMNS, ROWS) - 1} onChange={(range) => onChange({ move: { ...piece.move, range } })} />
      <div class="unit-keywords-field" role="group" aria-label={f.directions}>
        {DIRECTIONS.map((d) => (
          <Check label={tableWord(words, 'direction', d)} checked={dirs.includes(d)} onChange={(on) => onChange({ move: { ...piece.move, directions: on ? DIRECTIONS.filter((x) => x === d || dirs.includes(x)) : dirs.filter((x) => x !== d) } })} />
        ))}
      </div>
      <NumberField label={f.boost} value={piece.boost ?? 0} onChange={(boost) => onChange({ boost })} />
      <NumberField label={f.reduction} value={piece.reduction ?? 0} onChange={(reduction) => onChange({ reduction })} />
      <Check label={f.tapped} checked={!!piece.tapped} onChange={(tapped) => onChange({ tapped })} />
      <Check label={f.summoned} checked={!!piece.summoned} onChange={(summoned) => onChange({ summoned })} />
      <button type="button" onClick={onRemove}>{fill(u.formRemove, { name: nameWord(words, piece.id) }, {})}</button>
    </fieldset>
  );
}

/** The piece names not in play yet, in the names table's order. */
const freeName = (names: string[], used: Set<string>) => names.find((n) => !used.has(n)) ?? `piece-${used.size + 1}`;
/** An empty square for a new piece: the first one, row by row from the middle of the board. */
function freeSquare(setup: Setup): Square {
  const taken = new Set([...setup.pieces.map((p) => p.square.join('/')), ...(setup.masters ?? [0, 1].map((p) => ({ square: startSquare(p as Player) }))).map((m) => m.square.join('/'))]);
  for (const r of [3, 2, 4, 1, 5]) for (const c of cols) if (!taken.has(`${c}/${r}`)) return [c, r];
  return [1, 1];
}

export default function PiecesForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  // Pieces only: the names table also names the spells of the turn sandbox.
  const names = PIECE_IDS;
  const masters: NonNullable<Setup['masters']> = setup.masters ?? PLAYERS.map((owner) => ({ owner, square: startSquare(owner) }));
  const pieces = (next: Piece[]) => setSetup({ ...setup, pieces: next });
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <Select label={f.turn} value={setup.turn} options={PLAYERS} show={(p) => tableWord(words, 'player', p)} onChange={(turn) => setSetup({ ...setup, turn })} />
        <Select label={f.reading} value={setup.reading ?? 'effects'} options={READINGS} show={(r) => tableWord(words, 'reading', r)} onChange={(reading) => setSetup({ ...setup, reading })} />
        <Select label={f.summoning} value={setup.summoning ?? 'wholeTurn'} options={SUMMONINGS} show={(r) => tableWord(words, 'summoning', r)} onChange={(summoning) => setSetup({ ...setup, summoning })} />
        {masters.map((m, i) => (
          <span class="name-add" role="group" aria-label={tableWord(words, 'player', m.owner)}>
            <b>{tableWord(words, 'player', m.owner)}</b>
            <SquareFields square={m.square} words={words} onChange={(square) => setSetup({ ...setup, masters: masters.map((x, j) => (j === i ? { ...x, square } : x)) })} />
            <NumberField label={f.life} value={m.life ?? START_LIFE} min={1} onChange={(life) => setSetup({ ...setup, masters: masters.map((x, j) => (j === i ? { ...x, life } : x)) })} />
          </span>
        ))}
      </fieldset>
      {setup.pieces.map((piece, i) => (
        <PieceFields piece={piece} names={names} words={words} onChange={(patch) => pieces(setup.pieces.map((x, j) => (j === i ? { ...x, ...patch } : x)))} onRemove={() => pieces(setup.pieces.filter((_, j) => j !== i))} />
      ))}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        <button type="button" onClick={() => pieces([...setup.pieces, { id: freeName(names, new Set(setup.pieces.map((p) => p.id))), owner: 0, square: freeSquare(setup), atk: 1, hp: 1, move: { directions: ['f'], range: 1 } }])}>{u.formAdd}</button>
      </ApplySetup>
    </div>
  );
}
