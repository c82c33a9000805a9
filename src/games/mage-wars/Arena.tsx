/**
 * The arena as a picture, shared by the Mage Wars sandboxes: 4 × 3 zones, each holding up to three
 * cards stacked, so that the arena fits a phone at full size. Cards carry a name and one line the
 * flow chooses (life, mana); the cards of what happens now are outlined; a legend in words follows.
 */
import { fill, nameWord, type FlowWords } from '../../engine/words';
import { typeset } from '../../lib/typeset';
import { COLUMNS, ROWS, ZONES, sameZone, type Player, type Zone } from './arena';

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

export function Arena({ cards, engaged, legend, words, marked }: { cards: ArenaCard[]; engaged: Set<string>; legend: string; words: FlowWords; marked?: Zone }) {
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
        </svg>
      </div>
      <figcaption>
        {cards.map((x) => <span class="sr-only">{x.said}</span>)}
        <span class="board-legend">{typeset(legend)}</span>
      </figcaption>
    </figure>
  );
}

export const zoneWord = (words: FlowWords, [col, row]: Zone) => fill(words.ui.zone, { col, row }, {});
