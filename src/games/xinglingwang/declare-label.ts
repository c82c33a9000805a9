/** How an attack declaration reads, for the declare and turn flows' views. */
import { eventWord, nameWord, tableWord, type FlowWords } from '../../engine/words';
import { typeset } from '../../lib/typeset';
import type { DeclareEvent } from './declare/machine';

/** The unit set to attack, as its own choice once 「使其進攻」 is chosen: 「槍兵(後排)」, with where a 滑行 unit moves first. */
export function declarePart(event: Extract<DeclareEvent, { type: 'attack.declare' }>, words: FlowWords): string {
  const row = (r: string) => tableWord(words, 'row', r);
  const glide = event.glideTo ? `、${words.ui.glideTo} ${event.glideTo.line} ${row(event.glideTo.row)}` : '';
  return typeset(`${nameWord(words, event.unit)}${event.row ? `(${row(event.row)})` : ''}${glide}`);
}

/** 「使其進攻:槍兵(後排)」, with where a 滑行 unit moves first. */
export function declareLabel(event: Extract<DeclareEvent, { type: 'attack.declare' }>, words: FlowWords): string {
  return typeset(`${eventWord('attack.declare', words)}:${declarePart(event, words)}`);
}
