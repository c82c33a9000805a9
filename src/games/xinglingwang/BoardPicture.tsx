/**
 * 星靈王's board as a picture, seen from the first player's seat: five star lines, card 1 on that
 * player's right and the others leftwards in order (1-4), each with both players' front and back rows; a
 * unit is a card turned to its state (直立 upright, 進攻 diagonal, 橫放 sideways), with its ATK,
 * score and keywords. The attacker now resolving and its defenders are outlined.
 */
import type { FlowWords } from '../../engine/words';
import { nameWord, namesWord, tableWord } from '../../engine/words';
import { STAR_LINES, type Unit } from './board';

/* Drawn at its own size (CSS keeps it unscaled and lets it scroll on a narrow screen), so 12 px in
   the picture is 12 px on a phone. A card is 64 × 80; its text fits it (squeezed if a name is long). */
const CELL_W = 104;
/** 1-4 — card 1 on the first player's right, the others leftwards: the x of a star line's column. */
const lineX = (line: number) => 4 + (STAR_LINES - line) * CELL_W;
const CELL_H = 92;
const CARD_W = 64;
const CARD_H = 80;
/** Text width at `size` px: a CJK character is as wide as the font, Latin about 0.6 of it. */
const textWidth = (text: string, size: number) => [...text].reduce((w, ch) => w + (/[\u2E80-\uFFEF]/.test(ch) ? size : size * 0.6), 0);
/** A line of text on a card, squeezed to the card's width if it would run over. */
function CardText(props: { y: number; class: string; text: string; size: number }) {
  const room = CARD_W - 6;
  const squeeze = textWidth(props.text, props.size) > room;
  return (
    <text class={props.class} y={props.y} text-anchor="middle" {...(squeeze ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {})}>
      {props.text}
    </text>
  );
}
/** Rows from top to bottom: player 1 back, player 1 front, the star line, player 0 front, player 0 back. */
const rowY = (owner: 0 | 1, row: 'front' | 'back') => (owner === 1 ? (row === 'back' ? 0 : 1) : row === 'front' ? 3 : 4) * CELL_H;

/** The board: both players' rows on the five star lines, with the given units outlined. */
export function BoardPicture(props: { units: Unit[]; engaged: string[]; graveyard?: string[]; returnedToHand?: string[]; flipped?: number[]; words: FlowWords }) {
  const { units, words } = props;
  const graveyard = props.graveyard ?? [];
  const returnedToHand = props.returnedToHand ?? [];
  const w = words.ui;
  const keywords = (u: Unit, sep: string) => u.keywords.map((k) => tableWord(words, 'keyword', k)).join(sep);
  const width = STAR_LINES * CELL_W + 64;
  const height = 5 * CELL_H;
  const engaged = new Set(props.engaged);
  const card = (u: Unit) => {
    const x = lineX(u.line) + CELL_W / 2;
    const y = rowY(u.owner, u.row) + CELL_H / 2;
    const angle = u.state === 'attacking' ? (u.owner === 1 ? 35 : -35) : u.state === 'sideways' ? 90 : 0;
    return (
      <g data-unit={u.id} data-state={u.state} class={engaged.has(u.id) ? 'unit is-engaged' : 'unit'} transform={`translate(${x} ${y})`}>
        <rect class={`unit-card owner-${u.owner}`} x={-CARD_W / 2} y={-CARD_H / 2} width={CARD_W} height={CARD_H} rx={5} transform={`rotate(${angle})`} />
        <CardText class="unit-name" y={-18} text={nameWord(words, u.id)} size={13} />
        <CardText class="unit-stats" y={0} text={`${w.atk}${u.keywords.includes('blocker') ? '—' : u.atk} ${w.score}${u.score}`} size={12} />
        {u.keywords.slice(0, 2).map((k, i) => <CardText class="unit-keywords" y={16 + i * 14} text={tableWord(words, 'keyword', k) + (i === 1 && u.keywords.length > 2 ? '…' : '')} size={12} />)}
      </g>
    );
  };
  return (
    <figure class="board">
      <div class="board-scroll" tabIndex={0}>
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={w.board}>
        {/* The players' sides are named at the right, beside star line 1, which a phone shows first. */}
        <text class="board-side" x={width - 4} y={CELL_H} text-anchor="end">{tableWord(words, 'side', 1)}</text>
        <text class="board-side" x={width - 4} y={4 * CELL_H} text-anchor="end">{tableWord(words, 'side', 0)}</text>
        {Array.from({ length: STAR_LINES }, (_, i) => i + 1).map((line) => {
          const flipped = props.flipped?.includes(line);
          return (
            <g class={flipped ? 'star-line-card is-flipped' : 'star-line-card'} data-line={line}>
              <rect class="star-line" x={lineX(line) + 8} y={2 * CELL_H + 18} width={CELL_W - 16} height={CELL_H - 36} rx={6} />
              <text class="star-line-number" x={lineX(line) + CELL_W / 2} y={2 * CELL_H + CELL_H / 2 + (flipped ? -1 : 5)} text-anchor="middle">{`${w.line} ${line}`}</text>
              {flipped && <text class="star-line-flipped" x={lineX(line) + CELL_W / 2} y={2 * CELL_H + CELL_H / 2 + 14} text-anchor="middle">{w.flipped}</text>}
            </g>
          );
        })}
        {units.map(card)}
      </svg>
      </div>
      <figcaption>
        {units.map((u) => (
          <span class="sr-only">{`${nameWord(words, u.id)}：${tableWord(words, 'side', u.owner)} ${w.line}${u.line} ${tableWord(words, 'row', u.row)}、${tableWord(words, 'unitState', u.state)}、${w.atk}${u.atk} ${w.score}${u.score}${u.keywords.length ? `、${keywords(u, '、')}` : ''}。`}</span>
        ))}
        <span class="board-legend">{w.legend}</span>
        {graveyard.length > 0 && <span>{w.grave}：{namesWord(words, graveyard)} </span>}
        {returnedToHand.length > 0 && <span>{w.returned}：{namesWord(words, returnedToHand)}</span>}
      </figcaption>
    </figure>
  );
}
