/** One line of a Mage Wars flow's `notPlayed` (src/engine/flow.ts): the clauses, then what is not played in 繁體中文 and in 日本語. */
import type { NotPlayed } from '../../engine/flow';

export const unplayed = (clauses: string[], zhHant: string, ja: string): NotPlayed => ({ clauses, words: { 'zh-hant': zhHant, ja } });
