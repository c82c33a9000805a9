/**
 * 星靈王's board as a picture, seen from the first player's seat: five star lines, card 1 on that
 * player's right and the others leftwards in order (1-4), each with both players' front and back rows; a
 * unit is a card turned to its state (直立 upright, 進攻 diagonal, 橫放 sideways), with its ATK,
 * score and keywords. The attacker now resolving and its defenders are outlined.
 *
 * A grid of HTML boxes, placed by class (site.css, "星靈王's board"): where the picture is wide, as
 * the table is seen from the first player's seat (star lines as columns, card 1 at the right); where
 * it is narrow (a phone), the same table seen from its side, turned a quarter: star lines as rows,
 * card 1 at the top, the second player's rows on the left and the first player's on the right. Either
 * way every unit's name, stats and keywords are text at 12 px or more, wrapping inside its card.
 */
import type { FlowWords } from '../../engine/words';
import { nameWord, namesWord, tableWord } from '../../engine/words';
import { STAR_LINES, type Unit } from './board';

/** The board's five bands from the second player's back row to the first player's: 1 back, 1 front, the star line, 0 front, 0 back. */
const band = (owner: 0 | 1, row: 'front' | 'back') => (owner === 1 ? (row === 'back' ? 1 : 2) : row === 'front' ? 4 : 5);

/** The board: both players' rows on the five star lines, with the given units outlined. */
export function BoardPicture(props: { fields?: [string | null, string | null]; units: Unit[]; engaged: string[]; graveyard?: string[]; returnedToHand?: string[]; flipped?: number[]; words: FlowWords }) {
  const { units, words } = props;
  const graveyard = props.graveyard ?? [];
  const returnedToHand = props.returnedToHand ?? [];
  const w = words.ui;
  const keywords = (u: Unit) => u.keywords.map((k) => tableWord(words, 'keyword', k));
  /** A unit's ATK as its card shows it: a 阻擋 unit's is no number, as it never attacks (15-1.4a). */
  const plus = (n: number) => (n ? `+${n}` : '');
  const added = (u: Unit, key: 'atk' | 'score') => (u.power ?? []).reduce((n, p) => n + p[key], 0);
  /** 11-8.8 — with what 「本次進攻」「本次戰鬥」 effects add while they last (15-2.3b: a 阻擋 unit's score too). */
  const atk = (u: Unit) => (u.keywords.includes('blocker') ? '—' : `${u.atk}${plus((u.boost ?? 0) + added(u, 'atk'))}`);
  const score = (u: Unit) => `${u.score}${plus(added(u, 'score'))}`;
  /** Each such change with how long it lasts: 「本次戰鬥」攻擊力+2. */
  // Without its quotes, which a card as narrow as a phone's would leave alone at a line's start.
  const powers = (u: Unit) => (u.power ?? []).map((p) => [tableWord(words, 'duration', p.until).replace(/[「」]/g, ''), p.atk ? `${w.atk}+${p.atk}` : '', p.score ? `${w.score}+${p.score}` : ''].filter(Boolean).join(' '));
  /** 15-6.1a charge energy, 15-6.3 the 小旅人 under it out of its 搭乘 number, 15-6.6a its 亡魂 points. */
  const counters = (u: Unit) => [...powers(u), u.charge !== undefined ? `${w.charge}${u.charge}` : '', u.ride ? `${w.riders}${u.riders ?? 0}/${u.ride}` : '', u.ghost ? `${w.ghost}${u.ghost}` : ''].filter(Boolean);
  /** 15-3.1a, 15-3.1b — the cards under a combined unit, top first, each with the part it shows. */
  const underCards = (u: Unit) => (u.under ?? []).map((c) => `${nameWord(words, c.id)} ${c.shows === 'atk' ? `${w.atk}${c.atk}` : c.shows === 'score' ? `${w.score}${c.score}` : tableWord(words, 'keyword', c.shows)}`);
  const under = (u: Unit) => (u.under?.length ? `${w.under}：${underCards(u).join('、')}` : '');
  const engaged = new Set(props.engaged);
  return (
    <figure class="board xlw-board">
      {props.fields?.some(Boolean) && (
        // 4-5 — each player's field zone, the second player's first as the board reads from the top.
        <p class="xlw-fields">
          {w.fieldZone}：{([1, 0] as const).map((p) => `${tableWord(words, 'side', p)} ${props.fields![p] ? nameWord(words, props.fields![p]!) : w.none}`).join('・')}
        </p>
      )}
      <div class="xlw-grid" role="img" aria-label={w.board}>
        <span class="board-side band-1">{tableWord(words, 'side', 1)}</span>
        <span class="board-side band-5">{tableWord(words, 'side', 0)}</span>
        {Array.from({ length: STAR_LINES }, (_, i) => i + 1).map((line) => {
          const flipped = props.flipped?.includes(line);
          return (
            <div class={`star-line-card line-${line} band-3${flipped ? ' is-flipped' : ''}`} data-line={line}>
              <span class="star-line-number">{w.line} {line}</span>
              {flipped && <span class="star-line-flipped">{w.flipped}</span>}
            </div>
          );
        })}
        {units.map((u) => (
          <div data-unit={u.id} data-state={u.state} class={`unit owner-${u.owner} line-${u.line} band-${band(u.owner, u.row)}${engaged.has(u.id) ? ' is-engaged' : ''}${u.under?.length ? ' is-stacked' : ''}`}>
            <span class="unit-card" />
            <b class="unit-name">{nameWord(words, u.id)}</b>
            <span class="unit-stats">{w.atk}{atk(u)} {w.score}{score(u)}</span>
            {keywords(u).map((k) => <span class="unit-keywords">{k}</span>)}
            {counters(u).length > 0 && <span class="unit-keywords unit-counters">{counters(u).join(' ')}</span>}
            {/* One line per card under it, so that a phone's narrow card breaks between a name and its part, not inside either. */}
            {u.under?.length ? (
              <span class="unit-keywords unit-under">
                <span>{w.under}：</span>
                {underCards(u).map((c) => <span class="unit-under-card">{c}</span>)}
              </span>
            ) : null}
            {u.magic?.length ? <span class="unit-keywords unit-magic">{w.attached}：{namesWord(words, u.magic.map((m) => m.id))}</span> : null}
            {u.cardOwner !== undefined && u.cardOwner !== u.owner ? <span class="unit-keywords">{tableWord(words, 'side', u.cardOwner)}{w.cardOf}</span> : null}
          </div>
        ))}
      </div>
      <figcaption>
        {units.map((u) => (
          <span class="sr-only">{`${nameWord(words, u.id)}：${tableWord(words, 'side', u.owner)} ${w.line} ${u.line} ${tableWord(words, 'row', u.row)}、${tableWord(words, 'unitState', u.state)}、${w.atk}${atk(u)} ${w.score}${score(u)}${[...keywords(u), ...counters(u), ...(u.under?.length ? [under(u)] : [])].map((k) => `、${k}`).join('')}${u.magic?.length ? `、${w.attached}：${namesWord(words, u.magic.map((m) => m.id))}` : ''}${u.cardOwner !== undefined && u.cardOwner !== u.owner ? `、${tableWord(words, 'side', u.cardOwner)}${w.cardOf}` : ''}。`}</span>
        ))}
        <span class="board-legend">{w.legend}</span>
        {graveyard.length > 0 && <span>{w.grave}：{namesWord(words, graveyard)} </span>}
        {returnedToHand.length > 0 && <span>{w.returned}：{namesWord(words, returnedToHand)}</span>}
      </figcaption>
    </figure>
  );
}
