/**
 * The disputed points a 風雷卡牌 sandbox plays, one line each: the point, the reading in use, and a
 * link that starts the same position over under the other reading (each point has two). The point's
 * name is its setup field's name in the flow's words, its readings the table named after the field.
 */
import { Disputed } from '../../engine/island/Disputed';
import { fill, tableWord, type FlowWords } from '../../engine/words';

export interface Point {
  /** The setup field named for the point (`summonPoints`, `healing`…). */
  key: string;
  /** Its two readings, the site's first. */
  readings: readonly string[];
  /** The reading in use. */
  current: string;
}

export function DisputedReadings({ words, setup, points, ownStart }: { words: FlowWords; setup: object; points: Point[]; ownStart?: boolean }) {
  const u = words.ui;
  return (
    <>
      {points.map(({ key, readings, current }) => {
        const other = readings.find((r) => r !== current)!;
        return (
          <Disputed
            text={fill(u.reading, { point: words.tables.field[key], reading: tableWord(words, key, current) }, {})}
            setup={setup}
            field={key}
            value={other}
            ownStart={ownStart}
            other={fill(u.otherReading, { reading: tableWord(words, key, other) }, {})}
          />
        );
      })}
    </>
  );
}
