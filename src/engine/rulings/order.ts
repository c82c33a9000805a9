/**
 * The order of a list in a flow's summary, as the ruling format page states it: a list in `expect`
 * is compared in order, so a writer must know which order the summary keeps. Each flow says it per
 * list-valued item (`order` in its flow.ts); the page fails to build when a list says none.
 */
import type { Locale } from '../../lib/i18n/locales';

/** The orders most lists keep, in each language. */
export const ORDERS = {
  players: { 'zh-hant': '依玩家：第一項屬於 0，第二項屬於 1（見「玩家的編號」）', ja: 'プレイヤー順:最初の項目が 0、次が 1 のもの(「プレイヤーの番号」を参照)' },
  seats: { 'zh-hant': '依座位：第一項屬於座位 0，依此類推（見「玩家的編號」）', ja: '座席順:最初の項目が座席 0 のもの、以下同様(「プレイヤーの番号」を参照)' },
  teams: { 'zh-hant': '依隊伍：第一項屬於隊伍 0，第二項屬於隊伍 1', ja: 'チーム順:最初の項目がチーム 0、次がチーム 1 のもの' },
  events: { 'zh-hant': '依發生的順序：先發生的在前（初始局面中已有的在最前，依列出的順序）', ja: '起きた順:先のものが前(初期局面にすでにあるものは最初に、並べた順)' },
  setup: { 'zh-hant': '依初始局面（setup）中列出的順序，與發生的先後無關', ja: '初期局面(setup)に並べた順で、起きた順ではない' },
  hand: { 'zh-hant': '依初始局面列出的順序，之後加入的牌依加入的順序接在後面', ja: '初期局面に並べた順、その後に加わったカードは加わった順に後ろへ' },
  drawn: { 'zh-hant': '依抽到的順序：先抽的在前', ja: '引いた順:先に引いたものが前' },
} satisfies Record<string, Record<Locale, string>>;

/** One order: one of ORDERS, or a flow's own words. */
export type Order = keyof typeof ORDERS | Record<Locale, string>;
/** A list's order; a list of lists (a hand per player) gives the outer list's, then each inner list's. */
export type ListOrder = Order | [Order, Order];

const INNER: Record<Locale, string> = { 'zh-hant': '{outer}；每一項之內{inner}', ja: '{outer}。各項目の中は{inner}' };

/** A list's order in one language. */
export function orderWords(order: ListOrder, locale: Locale): string {
  const one = (o: Order) => (typeof o === 'string' ? ORDERS[o][locale] : o[locale]);
  if (!Array.isArray(order)) return one(order);
  return INNER[locale].replace('{outer}', one(order[0])).replace('{inner}', one(order[1]));
}
