/**
 * 五行戰鬥牌 4.3 rules as pure functions over plain data: the machines call these and cite the
 * clause each one applies. Numbers are named constants with their clause.
 */
import { relation, SHENG_ORDER, type Element } from './elements';

/** 2-3.2 — the hand limit. */
export const HAND_LIMIT = 5;
/** 4-2.5b — the base number of cards in the turn draw. */
export const BASE_TURN_DRAW = 2;
/** 3-2 — cards dealt to each player at the start. */
export const STARTING_HAND = 5;
/** 1-2.3 — copies of each card in one deck: levels 1 to 3 four each, levels 4 and 5 three each, per element. */
export const COPIES_BY_LEVEL: Record<number, number> = { 1: 4, 2: 4, 3: 4, 4: 3, 5: 3 };
/** 4-2.2a — recovering 上家's discard costs its level × 2 life. */
export const RECOVERY_COST_PER_LEVEL = 2;
/** 5-2.4d — 相剋 doubles the damage. */
export const KE_MULTIPLIER = 2;
/** 5-2.4e — 相抵 halves it (then 2-7.3 rounds up). */
export const DI_DIVISOR = 2;
/** 2-2.4b — 物理 damage to a shield doubles. */
export const PHYSICAL_SHIELD_MULTIPLIER = 2;
/** 2-1.2a / 2-1.2b — starting life by number of players. */
export const STARTING_LIFE = {
  basic: { 2: 100, 4: 150, 6: 200 },
  formal: { 2: 200, 4: 300, 6: 400 },
} as const;
/** 2-1.2a / 2-1.2b — the player counts the rulebook gives a starting life for. */
export type PlayerCount = 2 | 4 | 6;
/** 1-1.3 — the rules played by: the basic rules alone, with the advanced rules, or with a theme rule (2-1.2c). */
export type Mode = keyof typeof STARTING_LIFE | 'theme';
/**
 * 1-1.1, 1-1.2 — 2 or more players, an even number; 3-2 — each is dealt 5 cards from the one deck
 * of 90 (1-2.1), so at most 18 play.
 */
export const MAX_PLAYERS = 18;
/** 2-1.2d — from 8 players on, the players agree the starting life themselves. */
export const AGREED_LIFE_FROM = 8;

/**
 * 2-1.2a–d — the starting life: the rulebook's for 2, 4 or 6 players (a theme rule's as the formal
 * rules', 2-1.2c, unless it sets its own: `agreed`); from 8 players on, the one the players agree (2-1.2d).
 */
export function startingLife(mode: Mode, players: number, agreed?: number): number | undefined {
  if (agreed !== undefined) return agreed;
  if (players >= AGREED_LIFE_FROM) return undefined;
  return STARTING_LIFE[mode === 'basic' ? 'basic' : 'formal'][players as PlayerCount];
}

/** 1-2.5 — a level changed in play stays within 1 and 5. */
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 5;
export const clampLevel = (level: number) => Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, level));

export type AttackElement = Element | 'physical' | 'special';
export interface Card {
  element: Element;
  level: number;
}

/** 2-4.4c/d, 2-5.2/3 — 上家 acted just before; 下家 acts just after. */
export const upstreamOf = (seat: number, players: number) => (seat - 1 + players) % players;
export const downstreamOf = (seat: number, players: number) => (seat + 1) % players;
/** 3-1 — teams sit alternately, so seats 0, 2, 4 … are one team and 1, 3, 5 … the other. */
export const teamOf = (seat: number) => seat % 2;

/** 2-1.3c/d — life stays within 0 and the starting life. */
export const clampLife = (life: number, max: number) => Math.min(max, Math.max(0, life));

/** 2-7.3 — transient values (points, damage) round up. 2-7.2 — persistent ones round down. */
export const roundTransient = (value: number) => Math.ceil(value);
export const roundPersistent = (value: number) => Math.floor(value);

/** 5-2.4b, 5-2.4g — only 五行 attacks can have 相生/相剋/相抵. */
export const isFiveElement = (e: AttackElement): e is Element => e !== 'physical' && e !== 'special';

export interface DamageInput {
  element: AttackElement;
  points: number;
  /** 5-2.4f — the target is 上家 unless an effect redirected it. */
  targetIsUpstream: boolean;
  /** The target's shield points, or null without one. */
  shield: number | null;
  /** 5-2.4b — the element of 上家's five-element attack on its last turn, if that was its action. */
  upstreamLastAttack: Element | null;
}

export type DamageOutcome =
  | { kind: 'shield'; shieldDamage: number; shieldLeft: number | null; clauses: string[] }
  | { kind: 'damage' | 'heal'; amount: number; relation: 'sheng' | 'ke' | 'di' | 'none'; clauses: string[] };

/**
 * 2-2.2 — a shield takes damage in its owner's place: 物理 damage doubled (2-2.4b); one brought to 0
 * or below is gone, whatever the excess (2-2.4a and the site's reading in its note).
 */
export function shieldTakes(shield: number, points: number, physical: boolean): { shieldDamage: number; shieldLeft: number | null } {
  const shieldDamage = physical ? points * PHYSICAL_SHIELD_MULTIPLIER : points;
  const left = shield - shieldDamage;
  return { shieldDamage, shieldLeft: left <= 0 ? null : roundPersistent(left) };
}

/**
 * 5-2.4 — what an attack's damage does to its target. Returns which clauses decided it, in order.
 */
export function resolveDamage(input: DamageInput): DamageOutcome {
  const points = roundTransient(input.points);
  if (input.shield !== null) {
    // 2-2.4c: no 生剋抵 against a shield.
    const physical = input.element === 'physical';
    const taken = shieldTakes(input.shield, points, physical);
    return { kind: 'shield', ...taken, clauses: ['2-2.2', ...(physical ? ['2-2.4b'] : []), '2-2.4c', ...(taken.shieldLeft === null ? ['2-2.4a'] : [])] };
  }
  const clauses = ['5-2.4a'];
  if (!isFiveElement(input.element)) {
    return { kind: 'damage', amount: points, relation: 'none', clauses: [...clauses, '5-2.4g'] };
  }
  if (!input.upstreamLastAttack) return { kind: 'damage', amount: points, relation: 'none', clauses };
  if (!input.targetIsUpstream) return { kind: 'damage', amount: points, relation: 'none', clauses: [...clauses, '5-2.4f'] };
  const rel = relation(input.element, input.upstreamLastAttack);
  switch (rel) {
    case 'sheng':
      // 5-2.4c: the heal equals the damage it replaces (the site's reading, in 5-2.4c's note); the
      // sandbox models no effect that changes a 五行 attack's damage before this, so that is its points.
      return { kind: 'heal', amount: points, relation: rel, clauses: [...clauses, '5-2.4b', '5-2.4c'] };
    case 'ke':
      return { kind: 'damage', amount: points * KE_MULTIPLIER, relation: rel, clauses: [...clauses, '5-2.4b', '5-2.4d'] };
    case 'di':
      return { kind: 'damage', amount: roundTransient(points / DI_DIVISOR), relation: rel, clauses: [...clauses, '5-2.4b', '5-2.4e', '2-7.3'] };
    default:
      return { kind: 'damage', amount: points, relation: 'none', clauses: [...clauses, '5-2.4b'] };
  }
}

/**
 * 4-2.5b/c/e — how many cards the turn draw takes: base 2 plus modifiers, cut so the hand just
 * reaches the limit; 0 means no turn draw.
 */
export function turnDrawCount(handSize: number, modifier = 0): number {
  return Math.max(0, Math.min(BASE_TURN_DRAW + modifier, HAND_LIMIT - handSize));
}

/** 1-2.1, 1-2.3 — one deck of 五行戰鬥牌, unshuffled: 18 cards of each element, 90 in all. */
export const fullDeck = (): Card[] =>
  SHENG_ORDER.flatMap((element) => Object.entries(COPIES_BY_LEVEL).flatMap(([level, copies]) => Array.from({ length: copies }, () => ({ element, level: Number(level) }))));

/** 2-8.3 — the discard pile is shuffled into a new deck with a seeded shuffle, so a shared URL replays. */
export { shuffled } from '../../engine/random';
