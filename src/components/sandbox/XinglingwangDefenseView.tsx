/**
 * 星靈王's board as a picture, seen from the first player's seat: five star lines, card 1 on that
 * player's right and the others leftwards in order (1-4), each with both players' front and back rows; a
 * unit is a card turned to its state (直立 upright, 進攻 diagonal, 橫放 sideways), with its ATK,
 * score and keywords. The attacker now resolving and its defenders are outlined.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { Locale } from '../../lib/i18n/locales';
import { STAR_LINES, type Unit } from '../../machines/xinglingwang/board';
import type { DefenseContext } from '../../machines/xinglingwang/defense';
import { defenseEventLabel } from '../../machines/xinglingwang/messages';

const KEYWORDS: Record<Locale, Record<string, string>> = {
  'zh-hant': { pierce: '貫穿', ranged: '遠程', poison: '劇毒', blocker: '阻擋', sneak: '偷襲', dismantle: '拆卸', armourBreak: '破甲', glide: '滑行' },
  ja: { pierce: '貫通', ranged: '遠隔', poison: '猛毒', blocker: 'ブロッカー', sneak: '奇襲', dismantle: '解体', armourBreak: '装甲破り', glide: 'スライド' },
};
const WORDS = {
  'zh-hant': { line: '戰線', first: '先手', second: '後手', atk: '攻', score: '分', board: '場面', grave: '墓地', hand: '回手牌', flipped: '已翻面' },
  ja: { line: '戦線', first: '先攻', second: '後攻', atk: '攻', score: 'スコア', board: '盤面', grave: '墓地', hand: '手札へ', flipped: '裏向き' },
};

const CELL_W = 96;
/** 1-4 — card 1 on the first player's right, the others leftwards: the x of a star line's column. */
const lineX = (line: number) => 60 + (STAR_LINES - line) * CELL_W;
const CELL_H = 74;
/** Rows from top to bottom: player 1 back, player 1 front, the star line, player 0 front, player 0 back. */
const rowY = (owner: 0 | 1, row: 'front' | 'back') => (owner === 1 ? (row === 'back' ? 0 : 1) : row === 'front' ? 3 : 4) * CELL_H;

interface ViewProps {
  snapshot: AnyMachineSnapshot;
  locale: Locale;
}

export function XinglingwangDefenseView({ snapshot, locale }: ViewProps) {
  const c = snapshot.context as DefenseContext;
  return <BoardPicture units={c.units} engaged={[c.attacker, ...c.targets].filter(Boolean) as string[]} graveyard={c.graveyard} returnedToHand={c.returnedToHand} locale={locale} />;
}

/** The board: both players' rows on the five star lines, with the given units outlined. */
export function BoardPicture(props: { units: Unit[]; engaged: string[]; graveyard?: string[]; returnedToHand?: string[]; flipped?: number[]; locale: Locale }) {
  const { units, locale } = props;
  const graveyard = props.graveyard ?? [];
  const returnedToHand = props.returnedToHand ?? [];
  const w = WORDS[locale];
  const width = STAR_LINES * CELL_W + 60;
  const height = 5 * CELL_H;
  const engaged = new Set(props.engaged);
  const card = (u: Unit) => {
    const x = lineX(u.line) + CELL_W / 2;
    const y = rowY(u.owner, u.row) + CELL_H / 2;
    const angle = u.state === 'attacking' ? (u.owner === 1 ? 35 : -35) : u.state === 'sideways' ? 90 : 0;
    return (
      <g data-unit={u.id} data-state={u.state} class={engaged.has(u.id) ? 'unit is-engaged' : 'unit'} transform={`translate(${x} ${y})`}>
        <rect class={`unit-card owner-${u.owner}`} x={-26} y={-33} width={52} height={66} rx={5} transform={`rotate(${angle})`} />
        <text class="unit-name" y={-14} text-anchor="middle">{u.id}</text>
        <text class="unit-stats" y={4} text-anchor="middle">{`${w.atk}${u.keywords.includes('blocker') ? '—' : u.atk} ${w.score}${u.score}`}</text>
        <text class="unit-keywords" y={20} text-anchor="middle">{u.keywords.map((k) => KEYWORDS[locale][k]).join('・')}</text>
      </g>
    );
  };
  return (
    <figure class="board">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={w.board}>
        <text class="board-side" x={4} y={CELL_H}>{w.second}</text>
        <text class="board-side" x={4} y={4 * CELL_H}>{w.first}</text>
        {Array.from({ length: STAR_LINES }, (_, i) => i + 1).map((line) => {
          const flipped = props.flipped?.includes(line);
          return (
            <g class={flipped ? 'star-line-card is-flipped' : 'star-line-card'} data-line={line}>
              <rect class="star-line" x={lineX(line) + 8} y={2 * CELL_H + 14} width={CELL_W - 16} height={CELL_H - 28} rx={6} />
              <text class="star-line-number" x={lineX(line) + CELL_W / 2} y={2 * CELL_H + CELL_H / 2 + (flipped ? -1 : 5)} text-anchor="middle">{`${w.line} ${line}`}</text>
              {flipped && <text class="star-line-flipped" x={lineX(line) + CELL_W / 2} y={2 * CELL_H + CELL_H / 2 + 14} text-anchor="middle">{w.flipped}</text>}
            </g>
          );
        })}
        {units.map(card)}
      </svg>
      <figcaption>
        {units.map((u) => (
          <span class="sr-only">{`${u.id}: ${u.owner === 0 ? w.first : w.second} ${w.line}${u.line} ${u.row}, ${u.state}, ${w.atk}${u.atk} ${w.score}${u.score} ${u.keywords.map((k) => KEYWORDS[locale][k]).join(' ')}. `}</span>
        ))}
        {graveyard.length > 0 && <span>{w.grave}:{graveyard.join('、')} </span>}
        {returnedToHand.length > 0 && <span>{w.hand}:{returnedToHand.join('、')}</span>}
      </figcaption>
    </figure>
  );
}

interface ChoicesProps extends ViewProps {
  send: (event: { type: string }) => void;
  suggested?: { type: string };
}

function Choices({ snapshot, locale, send, suggested }: ChoicesProps) {
  const events = ['window.pass', 'step.continue', 'sneak.return', 'sneak.stay'].map((type) => ({ type }));
  return (
    <div class="choices">
      {events.filter((e) => snapshot.can(e as never)).map((e) => (
        <button type="button" class={suggested?.type === e.type ? 'is-suggested' : undefined} onClick={() => send(e)}>{defenseEventLabel(e, locale)}</button>
      ))}
    </div>
  );
}

XinglingwangDefenseView.Choices = Choices;
XinglingwangDefenseView.eventLabel = defenseEventLabel;
