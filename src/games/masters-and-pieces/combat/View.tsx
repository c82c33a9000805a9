/**
 * The grid combat: the board with the pieces of a battle outlined, a table of the pieces with their
 * movement, and the choices open at this step — a move picked by piece and square, and the battle's
 * choices — enabled only where the machine allows them.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { COLUMNS, ROWS, whyNotMove, type Square } from '../board';
import { typeset } from '../../../lib/typeset';
import { GridPicture } from '../GridPicture';
import type { CombatContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as CombatContext;
const squareWord = (words: FlowWords, [col, row]: Square) => fill(words.ui.square, { col, row }, {});

export function CombatView({ snapshot, words }: ViewProps) {
  const c = ctx(snapshot);
  const b = c.battle;
  return (
    <div class="mp-combat">
      <GridPicture pieces={c.pieces} masters={c.masters} engaged={b ? [b.attacker, b.defender] : []} destroyed={c.destroyed} words={words} />
      <ul class="mp-pieces">
        {c.pieces.map((p) => (
          <li data-piece={p.id}>
            <b>{nameWord(words, p.id)}</b> <small>{tableWord(words, 'side', p.owner)}</small> {squareWord(words, p.square)} · {words.ui.atk} {p.atk} · {words.ui.hp} {p.hp} ·{' '}
            {typeset(fill(words.ui.move, { range: p.move.range, directions: p.move.directions.map((d) => tableWord(words, 'direction', d)).join('・') }, {}))}
            {p.boost ? ` · ${fill(words.ui.boost, { n: p.boost }, {})}` : ''}
            {p.reduction ? ` · ${fill(words.ui.reduction, { n: p.reduction }, {})}` : ''}
            {p.tapped ? ` · ${words.ui.tapped}` : ''}
            {p.summoned ? ` · ${words.ui.summoned}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

const SIMPLE = ['battle.avoid', 'battle.accept', 'step.continue', 'phase.end'];
const isSame = (a: object, b?: object) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);

function Choices(props: ChoicesProps) {
  const { snapshot, words, send, suggested, position } = props;
  const moving = snapshot.value === 'action';
  return (
    <div class="choices">
      {moving && <MoveForm key={position} {...props} />}
      {SIMPLE.map((type) => ({ type })).filter((e) => snapshot.can(e as never)).map((e) => (
        <button type="button" class={suggested?.type === e.type ? 'is-suggested' : undefined} onClick={() => send(e)}>{eventWord(e.type, words)}</button>
      ))}
    </div>
  );
}

/** 7-2 — a piece of the turn player and a square it can move to (onto an enemy piece: a battle, 7-4). */
function MoveForm({ snapshot, words, send, suggested }: ChoicesProps) {
  const c = ctx(snapshot);
  const preset = suggested?.type === 'piece.move' ? (suggested as unknown as { piece: string; to: Square }) : undefined;
  const mine = c.pieces.filter((p) => p.owner === c.turn && !p.tapped && !p.summoned);
  const [piece, setPiece] = useState(preset?.piece ?? mine[0]?.id ?? '');
  const squares: Square[] = [];
  for (let row = 1; row <= ROWS; row++) for (let col = 1; col <= COLUMNS; col++) if (!whyNotMove(c, c.turn, c.pieces.find((p) => p.id === piece), [col, row])) squares.push([col, row]);
  const [to, setTo] = useState(preset ? preset.to.join('/') : '');
  // Unless the reader chose, the first square with an enemy piece on it (a battle, 7-4), else the first free one.
  const enemyOn = (s: Square) => c.pieces.some((p) => p.owner !== c.turn && p.square[0] === s[0] && p.square[1] === s[1]);
  const target = squares.find((s) => s.join('/') === to) ?? squares.find(enemyOn) ?? squares[0];
  if (!mine.length) return null;
  const event = target && { type: 'piece.move', piece, to: target };
  return (
    <fieldset class="cast-form mp-move">
      <legend>{eventWord('piece.move', words)}</legend>
      <label>
        {words.ui.piece}
        <select value={piece} onChange={(e) => { setPiece((e.target as HTMLSelectElement).value); setTo(''); }}>
          {mine.map((p) => <option value={p.id}>{nameWord(words, p.id)}</option>)}
        </select>
      </label>
      <label>
        {words.ui.moveTo}
        <select value={target?.join('/') ?? ''} onChange={(e) => setTo((e.target as HTMLSelectElement).value)}>
          {squares.map((s) => {
            const enemy = c.pieces.find((p) => p.square[0] === s[0] && p.square[1] === s[1]);
            return <option value={s.join('/')}>{squareWord(words, s)}{enemy ? `(${nameWord(words, enemy.id)})` : ''}</option>;
          })}
        </select>
      </label>
      <button type="button" class={event && isSame(event, suggested) ? 'is-suggested' : undefined} disabled={!event || !snapshot.can(event as never)} onClick={() => event && send(event)}>
        {eventWord('piece.move', words)}
      </button>
    </fieldset>
  );
}

export function combatEventLabel(event: { type: string }, words: FlowWords): string {
  if (event.type === 'piece.move') {
    const e = event as unknown as { piece: string; to: Square };
    return `${nameWord(words, e.piece)} ${words.ui.moveTo} ${squareWord(words, e.to)}`;
  }
  return eventWord(event.type, words);
}

CombatView.Choices = Choices;
CombatView.eventLabel = combatEventLabel;
