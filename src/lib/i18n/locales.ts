/** The site's locales, in the order they are offered. The first is the default (`/r/…`). */
export const LOCALES = ['zh-hant', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-hant';

/** BCP 47 tags for `lang=`: they choose the Han glyphs (繁體 vs 日本). */
export const HTML_LANG: Record<Locale, string> = { 'zh-hant': 'zh-Hant', ja: 'ja' };

/** Open Graph's `og:locale` (language_TERRITORY): Traditional Chinese as written in Taiwan, Japanese. */
export const OG_LOCALE: Record<Locale, string> = { 'zh-hant': 'zh_TW', ja: 'ja_JP' };

/** Each locale's name, written in that locale. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-hant': '繁體中文', ja: '日本語' };

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((l) => l !== locale);
}
