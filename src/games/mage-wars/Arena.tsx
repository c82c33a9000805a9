/**
 * The arena as a picture, shared by the Mage Wars sandboxes: 4 × 3 zones, each holding up to three
 * cards stacked, so that the arena fits a phone at full size. Cards carry a name and one line the
 * flow chooses (life, mana); the cards of what happens now are outlined; a legend in words follows.
 */
import { fill, nameWord, type FlowWords } from '../../engine/words';
import { typeset } from '../../lib/typeset';
import { COLUMNS, ROWS, ZONES, sameZone, type Player, type Wall, type Zone } from './arena';

const CELL_W = 72;
const CELL_H = 112;
const M = 20;
const CARD_W = 64;
const CARD_H = 32;

export interface ArenaCard {
  id: string;
  owner: Player;
  zone: Zone;
  /** The card's second line. */
  line: string;
  /** What a reader without the picture is told of it. */
  said: string;
  flying?: boolean;
  /** An object (a conjuration), drawn with square corners. */
  object?: boolean;
}

/** A wall as the picture draws it: on its border, what its card says (7-5.1), and what a reader without the picture is told. */
export interface ArenaWall extends Wall {
  said: string;
}

/**
 * 7-5.1 — a wall on the border between two zones: a thick line, solid when it may not be passed, a
 * zigzag when it attacks who passes, thin when it may be passed; a dot in its middle when it blocks
 * line of sight. The legend says so in words.
 */
function WallLine({ w, engaged }: { w: ArenaWall; engaged: boolean }) {
  const [[ac, ar], [bc, br]] = w.between;
  const across = ar === br; // neighbours in a row: the border is a vertical line
  const x1 = across ? M + Math.min(ac, bc) * CELL_W : M + (ac - 1) * CELL_W;
  const y1 = across ? M + (ROWS - ar) * CELL_H : M + (ROWS - Math.min(ar, br)) * CELL_H;
  const [x2, y2] = across ? [x1, y1 + CELL_H] : [x1 + CELL_W, y1];
  const steps = 8;
  const zig = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const off = i % 2 ? 4 : -4;
    return across ? `${x1 + off},${y1 + t * CELL_H}` : `${x1 + t * CELL_W},${y1 + off}`;
  }).join(' ');
  const cls = `mw-wall owner-${w.owner} passage-${w.passage ?? 'free'}${engaged ? ' is-engaged' : ''}`;
  return (
    <g class={cls} data-wall={w.id}>
      {w.passage === 'attacks' ? <polyline points={zig} /> : <line x1={x1} y1={y1} x2={x2} y2={y2} />}
      {w.sight && <circle cx={(x1 + x2) / 2} cy={(y1 + y2) / 2} r={5} />}
    </g>
  );
}

export function Arena({ cards, engaged, legend, words, marked, walls = [] }: { cards: ArenaCard[]; engaged: Set<string>; legend: string; words: FlowWords; marked?: Zone; walls?: ArenaWall[] }) {
  const u = words.ui;
  return (
    <figure class="board mw-arena">
      <div class="board-scroll" tabIndex={0}>
        <svg viewBox={`0 0 ${M * 2 + COLUMNS * CELL_W} ${M * 2 + ROWS * CELL_H}`} width={M * 2 + COLUMNS * CELL_W} height={M * 2 + ROWS * CELL_H} role="img" aria-label={u.arena}>
          {Array.from({ length: COLUMNS }, (_, i) => <text class="grid-label" x={M + (i + 0.5) * CELL_W} y={M - 6} text-anchor="middle">{i + 1}</text>)}
          {Array.from({ length: ROWS }, (_, i) => <text class="grid-label" x={M - 9} y={M + (ROWS - i - 0.5) * CELL_H + 4} text-anchor="middle">{i + 1}</text>)}
          {ZONES.map(([col, row]) => {
            const here = cards.filter((x) => x.zone[0] === col && x.zone[1] === row);
            return (
              <g>
                <rect class={marked && sameZone(marked, [col, row]) ? 'grid-square is-marked' : 'grid-square'} x={M + (col - 1) * CELL_W} y={M + (ROWS - row) * CELL_H} width={CELL_W} height={CELL_H} />
                {here.map((x, k) => (
                  <g data-creature={x.id} class={engaged.has(x.id) ? 'unit is-engaged' : 'unit'} transform={`translate(${M + (col - 1) * CELL_W + (CELL_W - CARD_W) / 2} ${M + (ROWS - row) * CELL_H + 3 + k * (CARD_H + 4)})`}>
                    <rect class={`unit-card owner-${x.owner}${x.flying ? ' is-flying' : ''}`} width={CARD_W} height={CARD_H} rx={x.object ? 0 : 4} />
                    <text class="unit-name" x={CARD_W / 2} y={13} text-anchor="middle" {...(nameWord(words, x.id).length > 4 ? { textLength: CARD_W - 4, lengthAdjust: 'spacingAndGlyphs' } : {})}>{nameWord(words, x.id)}</text>
                    <text class="unit-stats" x={CARD_W / 2} y={27} text-anchor="middle" {...(x.line.length > 5 ? { textLength: CARD_W - 6, lengthAdjust: 'spacingAndGlyphs' } : {})}>{x.line}</text>
                  </g>
                ))}
              </g>
            );
          })}
          {walls.map((w) => <WallLine w={w} engaged={engaged.has(w.id)} />)}
        </svg>
      </div>
      <figcaption>
        {cards.map((x) => <span class="sr-only">{x.said}</span>)}
        {walls.map((w) => <span class="sr-only">{w.said}</span>)}
        <span class="board-legend">{typeset(legend)}</span>
      </figcaption>
    </figure>
  );
}

export const zoneWord = (words: FlowWords, [col, row]: Zone) => fill(words.ui.zone, { col, row }, {});
