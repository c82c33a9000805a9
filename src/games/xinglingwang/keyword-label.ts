/**
 * What a choice of an effect says beyond its unit, in the page's words: where the effect comes from
 * (a resistance reads it, 15-4.2, 15-4.4), the count of a 充能, 耗能 or 下車, the 小旅人 that gets on.
 */
import { nameWord, tableWord, type FlowWords } from '../../engine/words';
import type { Player, Unit } from './board';
import type { KeywordEffectEvent } from './declare/machine';
import { RESISTANCE_KEYWORDS } from './keywords';

export function keywordPart(event: { source?: string; count?: number; traveller?: string; points?: number }, words: FlowWords): string {
  const parts = [
    event.source ? `（${tableWord(words, 'effectSource', event.source)}）` : '',
    event.traveller ? `← ${nameWord(words, event.traveller)}` : '',
    event.count !== undefined ? String(event.count) : '',
    event.points !== undefined ? String(event.points) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** For a unit with a resistance, the effect on it offered once per source, so that the reader sees which one it resists. */
export const sourcedOffers = <T extends 'effect.remove' | 'effect.sideways'>(type: T, units: Unit[]) =>
  units.filter((u) => u.keywords.some((k) => RESISTANCE_KEYWORDS.includes(k))).flatMap((u) => (['magic', 'unit'] as const).map((source) => ({ type, unit: u.id, source })));

/** 15-6 — the effects on charge energy and 小旅人 the choices offer (a count of 1; a ruling may write any). */
export function keywordEffectCandidates(units: Unit[], player: Player): KeywordEffectEvent[] {
  const own = units.filter((u) => u.owner === player);
  return [
    ...own.filter((u) => u.charge !== undefined).map((u) => ({ type: 'energy.charge' as const, unit: u.id, count: 1 })),
    ...own.filter((u) => u.charge !== undefined).map((u) => ({ type: 'energy.spend' as const, unit: u.id, count: 1 })),
    ...own.filter((u) => u.ride).flatMap((u) => [
      { type: 'rider.alight' as const, unit: u.id, count: 1 },
      ...units.filter((t) => t.traveller).map((t) => ({ type: 'rider.board' as const, unit: u.id, traveller: t.id })),
    ]),
  ];
}
