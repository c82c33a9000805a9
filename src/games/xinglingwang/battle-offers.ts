/**
 * 六, 七 — the choices of card effects in the 防守階段 and the 進攻宣言 (their views): each magic card
 * in either hand, each unit with an effect written, and, while an effect's targets are chosen, each
 * unit. The choice list shows those the rules allow now (choice.tsx).
 */
import { eventWord, nameWord, type FlowWords } from '../../engine/words';
import type { Offer } from '../../engine/island/choice';
import { typeset } from '../../lib/typeset';
import type { Unit } from './board';
import type { Cards } from './battle-cards';

export function cardOffers(c: Partial<Cards> & { units: Unit[] }, words: FlowWords): Offer[] {
  const offer = (type: string, key: 'card' | 'unit', id: string): Offer => {
    const part = nameWord(words, id);
    return { event: { type, [key]: id }, label: typeset(`${eventWord(type, words)}:${part}`), group: eventWord(type, words), part };
  };
  return [
    ...(c.players ?? []).flatMap((p) => p.hand.map((h) => offer('card.use', 'card', h.id))),
    ...c.units.filter((u) => c.fieldCards?.[u.id]?.effect).map((u) => offer('effect.activate', 'unit', u.id)),
    ...(c.using ? c.units.map((u) => offer('target.choose', 'unit', u.id)) : []),
  ];
}
