/**
 * The board as a picture: 5 × 5 squares (the site's reading, 2-2), player 1's camp at the bottom,
 * columns 1–5 from the left and rows 1–5 from player 1's side written along the edges. A master is
 * a circle, a piece a card with its name, ATK and HP; a tapped piece lies sideways (7-3); the pieces
 * of a battle are outlined, and the square the attacker attacks from is framed in dashes (10-6.1),
 * which the caption names. Drawn at its own size, so its 12–13 px text stays so on a phone. The
 * caption says the same in words for screen readers, with a legend.
 */
import type { FlowWords } from '../../engine/words';
import { fill, nameWord, namesWord, tableWord } from '../../engine/words';
import { COLUMNS, ROWS, type Master, type Piece, type Square } from './board';
import { typeset } from '../../lib/typeset';

const CELL = 56;
const MARGIN = 20;
/** Portrait, so that a tapped card, turned sideways (7-3), is plainly landscape. */
const CARD_W = 40;
const CARD_H = 52;
const textWidth = (text: string, size: number) => [...text].reduce((w, ch) => w + (/[\u2E80-\uFFEF]/.test(ch) ? size : size * 0.6), 0);

function CardText(props: { y: number; class: string; text: string; size: number; room?: number }) {
  const room = props.room ?? CARD_W - 4;
  const squeeze = textWidth(props.text, props.size) > room;
  return (
    <text class={props.class} y={props.y} text-anchor="middle" {...(squeeze ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {})}>
      {props.text}
    </text>
  );
}

/** The centre of a square on the picture: row 1 at the bottom. */
const centre = ([col, row]: Square) => [MARGIN + (col - 0.5) * CELL, MARGIN + (ROWS - row + 0.5) * CELL];

export function GridPicture(props: {
  pieces: Piece[];
  masters: Master[];
  engaged: string[];
  destroyed: string[];
  words: FlowWords;
  /** During a battle: the attacking piece and the square it attacks from (10-6.1), framed in dashes. */
  attack?: { piece: string; from: Square };
}) {
  const { words } = props;
  const w = words.ui;
  const width = MARGIN * 2 + COLUMNS * CELL;
  const height = MARGIN * 2 + ROWS * CELL;
  const engaged = new Set(props.engaged);
  const square = ([col, row]: Square) => fill(w.square, { col, row }, {});
  const moveWords = (p: Piece) => fill(w.move, { range: p.move.range, directions: p.move.directions.map((d) => tableWord(words, 'direction', d)).join('、') }, {});
  return (
    <figure class="board grid-board">
      <div class="board-scroll" tabIndex={0}>
        <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={w.board}>
          {Array.from({ length: COLUMNS }, (_, i) => (
            <text class="grid-label" x={MARGIN + (i + 0.5) * CELL} y={MARGIN - 7} text-anchor="middle">{i + 1}</text>
          ))}
          {Array.from({ length: ROWS }, (_, i) => (
            <text class="grid-label" x={MARGIN - 8} y={MARGIN + (ROWS - i - 0.5) * CELL + 4} text-anchor="middle">{i + 1}</text>
          ))}
          {Array.from({ length: COLUMNS * ROWS }, (_, i) => {
            const col = (i % COLUMNS) + 1;
            const row = Math.floor(i / COLUMNS) + 1;
            const camp = row === 1 || row === ROWS;
            return <rect class={camp ? 'grid-square is-camp' : 'grid-square'} x={MARGIN + (col - 1) * CELL} y={MARGIN + (ROWS - row) * CELL} width={CELL} height={CELL} />;
          })}
          {props.attack && (
            <rect class="attack-from" x={MARGIN + (props.attack.from[0] - 1) * CELL + 2} y={MARGIN + (ROWS - props.attack.from[1]) * CELL + 2} width={CELL - 4} height={CELL - 4} rx={3} />
          )}
          {props.masters.map((m) => {
            const [x, y] = centre(m.square);
            return (
              <g class="master" data-master={m.owner} transform={`translate(${x} ${y})`}>
                <circle class={`master-token owner-${m.owner}`} r={CELL / 2 - 4} />
                <CardText class="unit-name" y={-2} text={w.master} size={13} room={CELL - 16} />
                <CardText class="unit-stats" y={13} text={tableWord(words, 'side', m.owner)} size={12} room={CELL - 16} />
              </g>
            );
          })}
          {props.pieces.map((p) => {
            const [x, y] = centre(p.square);
            return (
              <g data-piece={p.id} data-tapped={p.tapped ? '' : undefined} class={engaged.has(p.id) ? 'unit is-engaged' : 'unit'} transform={`translate(${x} ${y})`}>
                <rect class={`unit-card owner-${p.owner}${p.tapped ? ' is-tapped' : ''}`} x={-CARD_W / 2} y={-CARD_H / 2} width={CARD_W} height={CARD_H} rx={4} transform={p.tapped ? 'rotate(90)' : undefined} />
                {/* A tapped card is landscape, and says so in its top line instead of its name's second half. */}
                <CardText class="unit-name" y={p.tapped ? -7 : -8} text={nameWord(words, p.id)} size={13} room={p.tapped ? CARD_H - 4 : undefined} />
                <CardText class="unit-stats" y={p.tapped ? 7 : 6} text={p.tapped ? `${w.atk}${p.atk} ${w.hp}${p.hp}` : `${w.atk}${p.atk}`} size={12} room={p.tapped ? CARD_H - 4 : undefined} />
                {p.tapped ? <CardText class="unit-keywords" y={19} text={w.tapped} size={12} room={CARD_H - 4} /> : <CardText class="unit-stats" y={19} text={`${w.hp}${p.hp}`} size={12} />}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        {props.masters.map((m) => <span class="sr-only">{`${tableWord(words, 'player', m.owner)}：${square(m.square)}。`}</span>)}
        {props.pieces.map((p) => (
          <span class="sr-only">{`${nameWord(words, p.id)}：${tableWord(words, 'side', p.owner)}、${square(p.square)}、${w.atk} ${p.atk}、${w.hp} ${p.hp}、${moveWords(p)}${p.boost ? `、${fill(w.boost, { n: p.boost }, {})}` : ''}${p.reduction ? `、${fill(w.reduction, { n: p.reduction }, {})}` : ''}${p.tapped ? `、${w.tapped}` : ''}${p.summoned ? `、${w.summoned}` : ''}。`}</span>
        ))}
        {props.attack && <span class="board-attack">{typeset(fill(w.attackFrom, { piece: nameWord(words, props.attack.piece), square: square(props.attack.from) }, {}))}</span>}
        <span class="board-legend">{typeset(w.legend)}</span>
        {props.destroyed.length > 0 && <span class="board-legend">{typeset(`${w.destroyed}:${namesWord(words, props.destroyed)}`)}</span>}
      </figcaption>
    </figure>
  );
}
