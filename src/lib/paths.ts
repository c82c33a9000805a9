/** getStaticPaths helpers: which pages exist, from the content. */
import { getSite } from './content';
import { LOCALES } from './i18n/locales';

export function localePaths() {
  return LOCALES.map((locale) => ({ params: { locale } }));
}

export function gamePaths() {
  return getSite().games.flatMap((game) => LOCALES.map((locale) => ({ params: { locale, game: game.slug } })));
}

export function clausePaths() {
  return getSite().games.flatMap((game) =>
    LOCALES.flatMap((locale) =>
      [...game.rulebooks[locale].clauses.keys()].map((clause) => ({ params: { locale, game: game.slug, clause } })),
    ),
  );
}
