/** 2-6 — the five elements and their 相生 / 相剋 / 相抵 relations. */

/** 2-6.2 — 相生 order: 金生水, 水生木, 木生火, 火生土, 土生金. */
export const SHENG_ORDER = ['metal', 'water', 'wood', 'fire', 'earth'] as const;
export type Element = (typeof SHENG_ORDER)[number];

/** 2-6.2 — the element that `element` generates (金 → 水). */
export function generates(element: Element): Element {
  return SHENG_ORDER[(SHENG_ORDER.indexOf(element) + 1) % 5];
}

/** 2-6.3 — the element that `element` overcomes (金 → 木): two steps along the 相生 order. */
export function overcomes(element: Element): Element {
  return SHENG_ORDER[(SHENG_ORDER.indexOf(element) + 2) % 5];
}

export type Relation = 'sheng' | 'ke' | 'di' | 'none';

/** 5-2.4c–e — how this attack's element stands to 上家's last attack element. */
export function relation(attack: Element, previous: Element): Relation {
  if (attack === previous) return 'di';
  if (generates(attack) === previous) return 'sheng';
  if (overcomes(attack) === previous) return 'ke';
  return 'none';
}
