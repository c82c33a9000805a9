/**
 * The game flow's disputed points, each a setup field named for its point, its readings with the
 * site's first (the default). The editor's note of each clause named says why.
 */
import { HEALINGS } from '../table';

/** 3-1 — the chosen characters cost exactly 9 (`all`, the designer's answer) or at most 9 (`within`, the body's words). */
export const SUMMON_POINT_READINGS = ['all', 'within'] as const;
/** 4-6 against 6-12 — the turn ends only when the attacker declares it (`declared`, 4-6) or also as soon as the attacker's action value, this turn's and the storage's, is used up (`spent`, the flow's words). */
export const TURN_END_READINGS = ['declared', 'spent'] as const;
/** 4-7.1 against 6-13 — a hand over 6 is discarded (`six`, the body) or only a hand over 7 (`overSeven`, the flow's words). */
export const HAND_LIMIT_READINGS = ['six', 'overSeven'] as const;
/** 9-4 against 4-4 — a further use of a multi-use card needs no action value (`free`) or the player must still hold its cost (`hold`). */
export const FURTHER_USE_READINGS = ['free', 'hold'] as const;

export const DISPUTED = {
  summonPoints: SUMMON_POINT_READINGS,
  turnEnd: TURN_END_READINGS,
  handLimit: HAND_LIMIT_READINGS,
  furtherUse: FURTHER_USE_READINGS,
  healing: HEALINGS,
} as const;
export type DisputedPoint = keyof typeof DISPUTED;
/** The clause whose editor's note names each point's readings. */
export const DISPUTED_CLAUSE: Record<DisputedPoint, string> = { summonPoints: '3-1', turnEnd: '4-6', handLimit: '4-7.1', furtherUse: '9-4', healing: '7-9' };

export type SummonPoints = (typeof SUMMON_POINT_READINGS)[number];
export type TurnEnd = (typeof TURN_END_READINGS)[number];
export type HandLimit = (typeof HAND_LIMIT_READINGS)[number];
export type FurtherUse = (typeof FURTHER_USE_READINGS)[number];
