/**
 * Simplified Chinese typed into a 繁體中文 search, read as traditional: OpenCC's character table
 * (opencc-js, the maintained port of OpenCC) with Taiwan variants. Loaded only when a query on a
 * 繁體中文 page contains Han characters; character by character, which is what a search term needs.
 */
import { ConverterFactory } from 'opencc-js/core';
import STCharacters from 'opencc-js/dict/STCharacters';
import TWVariants from 'opencc-js/dict/TWVariants';

export const toTraditional = ConverterFactory([[STCharacters]], [[TWVariants]]);
