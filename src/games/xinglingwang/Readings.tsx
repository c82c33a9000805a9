/**
 * 星靈王's disputed points with a switch, as a position meets them: what is in dispute and the reading
 * in use, with a link that starts the page's position over under the other reading (Disputed). The
 * turn keeps no copy of the position as written, so a position of the reader's own says which reading
 * is in use without the link. 14-5's note: 「結束階段結束後」 effects on the field or in a hand;
 * 15-5.1b's note: an effect that turns a unit sideways, where a unit attacks or a 防守階段 is on;
 * 1-2.4's note (the preparation, prepare/View.tsx): a deck's magic cards over 15 mana together or alone.
 */
import { Disputed } from '../../engine/island/Disputed';
import { fill, tableWord, type FlowWords } from '../../engine/words';
import { typeset } from '../../lib/typeset';
import type { Unit } from './board';
import type { Card } from './game';

const READINGS = { afterTurnEnd: ['endedFirst', 'nextFirst'], cancelledAttack: ['unfought', 'whole'], manaReading: ['total', 'perCard'] } as const;
type Point = keyof typeof READINGS;
const TEXT: Record<Point, string> = { afterTurnEnd: 'disputedAfterEnd', cancelledAttack: 'disputedCancelled', manaReading: 'disputedMana' };

/** One point: the reading in use (the site's when the position names none), and from the page's own position the link to the other. */
export function Reading({ field, reading, words, ownStart }: { field: Point; reading?: string; words: FlowWords; ownStart?: boolean }) {
  const [one, two] = READINGS[field];
  const now = reading ?? one;
  const text = fill(words.ui[TEXT[field]], { reading: tableWord(words, field, now) }, {});
  return ownStart ? <Disputed text={text} setup={{}} field={field} value={now === one ? two : one} ownStart other={words.ui.otherReading} /> : <p class="sandbox-disputed">{typeset(text)}</p>;
}

interface Position {
  units: Unit[];
  fieldCards: Record<string, Card>;
  players: { hand: Card[] }[];
  afterTurnEnd?: string;
  cancelledAttack?: string;
}

/** The cards of the units on the field and in the hands. */
const cardsIn = (c: Position) => [...c.units.map((u) => c.fieldCards[u.id]), ...c.players.flatMap((p) => p.hand)];

/** The points this position meets: 14-5 only in a whole turn (`turn`), 15-5.1b where a battle is on or to come (`battle`). */
export function Readings({ c, words, ownStart, turn, battle }: { c: Position; words: FlowWords; ownStart?: boolean; turn?: boolean; battle: boolean }) {
  const cards = cardsIn(c);
  const points: ('afterTurnEnd' | 'cancelledAttack')[] = [
    ...(turn && cards.some((card) => card?.effect?.timing === 'afterEnd' || card?.effect?.timing === 'ownAfterEnd') ? ['afterTurnEnd' as const] : []),
    ...(battle && cards.some((card) => card?.effect?.steps.some((s) => s.do === 'tap')) ? ['cancelledAttack' as const] : []),
  ];
  return (
    <>
      {points.map((field) => (
        <Reading field={field} reading={c[field]} words={words} ownStart={ownStart} />
      ))}
    </>
  );
}
