/** getStaticPaths for ruling pages. */
import { LOCALES } from '../../lib/i18n/locales';
import { getRulings } from '.';

export function rulingPaths() {
  return getRulings().flatMap((r) => LOCALES.map((locale) => ({ params: { locale, game: r.ruling.game, id: r.ruling.id } })));
}
