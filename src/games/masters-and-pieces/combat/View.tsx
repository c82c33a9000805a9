/**
 * The grid combat: the board with the pieces of a battle outlined, the masters' life with the
 * disputed point of 1-2 and the reading in use (a link starts over under the other), a table of the
 * pieces with their movement, and the choices open at this step — a move picked by piece and square, and the battle's
 * choices — where the machine allows them, with the rule's reason where it refuses them now.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList, reason } from '../../../engine/island/choice';
import { START_LIFE } from '../rules';
import { attackFrom, COLUMNS, ROWS, whyNotMove, type Piece, type Square } from '../board';
import { typeset } from '../../../lib/typeset';
import { GridPicture } from '../GridPicture';
import { Disputed } from '../../../engine/island/Disputed';
import type { CombatContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as CombatContext;
const squareWord = (words: FlowWords, [col, row]: Square) => fill(words.ui.square, { col, row }, {});

export function CombatView({ snapshot, words, ownStart }: ViewProps) {
  const c = ctx(snapshot);
  const b = c.battle;
  const attacker = b && c.pieces.find((p) => p.id === b.attacker);
  // Once fought, the result says where it attacked from; before, the attacker's path does (10-6.1).
  const attack = b && attacker ? { piece: b.attacker, from: b.result?.from ?? attackFrom(attacker, b.to) } : undefined;
  return (
    <div class="mp-combat">
      <GridPicture pieces={c.pieces} masters={c.masters} engaged={b ? [b.attacker, b.defender] : []} destroyed={c.destroyed} words={words} attack={attack} />
      <p class="mp-masters-life">{c.masters.map((m) => fill(words.ui.lifeOf, { player: tableWord(words, 'player', m.owner), life: m.life ?? START_LIFE }, {})).join(' · ')}</p>
      <Disputed text={fill(words.ui.disputed, { reading: tableWord(words, 'reading', c.reading) }, {})} setup={c.setup} field="reading" value={c.reading === 'effects' ? 'attack' : 'effects'} ownStart={ownStart} other={words.ui.otherReading} />
      {/* 6-3 — whether a piece summoned this turn moves now: shown where the position has one. */}
      {c.pieces.some((p) => p.summoned) && (
        <Disputed text={fill(words.ui.disputedSummoning, { reading: tableWord(words, 'summoning', c.summoning) }, {})} setup={c.setup} field="summoning" value={c.summoning === 'wholeTurn' ? 'atOnce' : 'wholeTurn'} ownStart={ownStart} other={words.ui.otherReading} />
      )}
      <ul class="mp-pieces">
        {c.pieces.map((p) => (
          <li data-piece={p.id}>
            <b>{nameWord(words, p.id)}</b> <small>{tableWord(words, 'side', p.owner)}</small> {squareWord(words, p.square)} · {words.ui.atk} {p.atk} · {words.ui.hp} {p.hp} ·{' '}
            {typeset(fill(words.ui.move, { range: p.move.range, directions: p.move.directions.map((d) => tableWord(words, 'direction', d)).join('、') }, {}))}
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

/** A move that goes nowhere: what the machine says of a piece before any square is chosen. */
const stay = (p: Piece) => ({ type: 'piece.move', piece: p.id, to: p.square });

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const c = ctx(snapshot);
  // A move is something to choose here when the machine takes, or refuses by a rule, a move of the turn master's pieces.
  const moving = c.pieces.some((p) => p.owner === c.turn && (snapshot.can(stay(p) as never) || reason(props, stay(p))));
  return (
    <div class="choices">
      {moving && <MoveForm key={position} {...props} />}
      <ChoiceList props={props} offers={SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))} />
    </div>
  );
}

/**
 * 7-2 — a piece of the turn player and a square it can move to (onto an enemy piece: a battle, 7-4).
 * A piece that cannot move at all (tapped, or summoned this turn) is listed with its reason; a piece
 * with no square in reach says so.
 */
function MoveForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === 'piece.move' ? (suggested as unknown as { piece: string; to: Square }) : undefined;
  const own = c.pieces.filter((p) => p.owner === c.turn);
  // The board's own rule (board.ts, which the machine uses): refused whatever the square.
  const still = (p: Piece) => ['stopped', 'tapped', 'summoned'].includes(whyNotMove(c, c.turn, p, p.square, c.reading, c.summoning)?.reason ?? '');
  const mine = own.filter((p) => !still(p));
  const [piece, setPiece] = useState(preset?.piece ?? mine[0]?.id ?? '');
  const squares: Square[] = [];
  for (let row = 1; row <= ROWS; row++) for (let col = 1; col <= COLUMNS; col++) if (!whyNotMove(c, c.turn, c.pieces.find((p) => p.id === piece), [col, row], c.reading, c.summoning)) squares.push([col, row]);
  const [to, setTo] = useState(preset ? preset.to.join('/') : '');
  // Unless the reader chose, the first square with an enemy piece on it (a battle, 7-4), else the first free one.
  const enemyOn = (s: Square) => c.pieces.some((p) => p.owner !== c.turn && p.square[0] === s[0] && p.square[1] === s[1]);
  const target = squares.find((s) => s.join('/') === to) ?? squares.find(enemyOn) ?? squares[0];
  const event = target && { type: 'piece.move', piece, to: target };
  const stuck = own.filter(still).map((p) => ({ p, why: reason(props, stay(p)) }));
  return (
    <fieldset class="cast-form mp-move">
      <legend>{eventWord('piece.move', words)}</legend>
      {mine.length > 0 && (
        <>
          <label>
            {words.ui.piece}
            <select value={piece} onChange={(e) => { setPiece((e.target as HTMLSelectElement).value); setTo(''); }}>
              {mine.map((p) => <option value={p.id}>{nameWord(words, p.id)}</option>)}
            </select>
          </label>
          {squares.length > 0 ? (
            <label>
              {words.ui.moveTo}
              <select value={target?.join('/') ?? ''} onChange={(e) => setTo((e.target as HTMLSelectElement).value)}>
                {squares.map((s) => {
                  const enemy = c.pieces.find((p) => p.square[0] === s[0] && p.square[1] === s[1]);
                  // 1-2's other reading: the opponent master's square is one to move to (an attack on the master).
                  const master = c.masters.find((m) => m.square[0] === s[0] && m.square[1] === s[1]);
                  const there = enemy ? nameWord(words, enemy.id) : master ? tableWord(words, 'player', master.owner) : '';
                  return <option value={s.join('/')}>{squareWord(words, s)}{there ? `（${there}）` : ''}</option>;
                })}
              </select>
            </label>
          ) : (
            <small class="choice-why">{props.cites(['7-2'])} {fill(words.ui.noSquare, { piece: nameWord(words, piece) }, {})}</small>
          )}
          <ChoiceButton props={props} offer={{ event: event ?? stay(c.pieces.find((p) => p.id === piece)!), label: eventWord('piece.move', words) }} disabled={!event || !snapshot.can(event as never)} />
        </>
      )}
      {stuck.length > 0 && (
        <ul class="choice-refused">
          {stuck.map(({ p, why }) => (
            <li>
              <b>{nameWord(words, p.id)}</b>
              {why?.node}
            </li>
          ))}
        </ul>
      )}
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
