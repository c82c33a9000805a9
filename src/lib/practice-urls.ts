/** The practice pages' URLs (src/pages/[locale]/practice/, src/pages/[locale]/[game]/practice.astro). */
import type { Locale } from './i18n/locales';
import { withBase } from './urls';

/** Every game's questions: the chooser. */
export const practiceUrl = (locale: Locale) => withBase(`/${locale}/practice/`);
/** A game's questions, one at a time; kept offline with the game (its pages are under `/<locale>/<game>/`). */
export const gamePracticeUrl = (locale: Locale, game: string) => withBase(`/${locale}/${game}/practice/`);
/** One question, opened unanswered: without script, the anchor brings it into view. */
export const questionUrl = (locale: Locale, game: string, id: string) => `${gamePracticeUrl(locale, game)}?q=${encodeURIComponent(id)}#q-${id}`;
/** The questions in one language, for tools. */
export const practiceApiUrl = (locale: Locale) => withBase(`/api/${locale}/practice.json`);
