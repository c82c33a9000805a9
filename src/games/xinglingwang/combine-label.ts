/**
 * What a 合體 choice adds to its label (turn/View.tsx): the unit it combines with, the card put under
 * and the part that card shows (15-3.1b, 15-3.2b, 15-3.3a, 15-3.4a). '' for any other choice.
 */
import { nameWord, tableWord, type FlowWords } from '../../engine/words';
import type { Shown } from './board';

export function combinePart(event: { target?: string; below?: string; shows?: Shown }, words: FlowWords): string {
  const shown = event.shows ? (event.shows === 'atk' || event.shows === 'score' ? tableWord(words, 'field', event.shows) : tableWord(words, 'keyword', event.shows)) : '';
  return [
    event.target ? `→ ${nameWord(words, event.target)}` : '',
    event.below ? `${words.ui.under}：${nameWord(words, event.below)}` : '',
    shown ? `（${tableWord(words, 'field', 'shows')}：${shown}）` : '',
  ].filter(Boolean).join(' ');
}
