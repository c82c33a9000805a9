/** getStaticPaths for ruling pages and flow pages (and each flow's text file). */
import { LOCALES } from '../../lib/i18n/locales';
import { getSite } from '../../lib/content';
import { flowsOf, getRulings } from '.';

export function rulingPaths() {
  return getRulings().flatMap((r) => LOCALES.map((locale) => ({ params: { locale, game: r.ruling.game, id: r.ruling.id } })));
}

export function flowPaths() {
  return getSite().games.flatMap((g) => flowsOf(g.slug).flatMap((f) => LOCALES.map((locale) => ({ params: { locale, game: g.slug, flow: f.id } }))));
}
