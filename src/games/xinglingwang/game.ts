/**
 * 星靈王's turn-level rules (二, 三, 九, 十二–十四) as pure functions and named numbers: where a
 * unit may enter, what may be played, scores, the early-end conditions, the countdown and the
 * winner. The turn machine (turn/machine.ts) orders them into steps.
 */
import type { LogEntry } from '../../engine/log';
import type { Refusal } from '../../engine/refusal';
import { own } from '../../lib/own';
import type { CardEffect, Step, UnitVerb } from './effects';
import { cardOwner, cardsOf, lineOrder, opponent, PLACES, STAR_LINES, type Keyword, type Player, type Row, type Unit } from './board';

/** 2-1 — cards drawn in the 抽牌階段. */
export const DRAW_PER_TURN = 2;
/** 14-2 — the hand limit checked in the 結束階段. */
export const HAND_LIMIT = 10;
/** 3-2, 14-4.1 — the score that allows an early-end declaration. */
export const EARLY_END_SCORE = 15;
/** 3-2, 14-4.2 — the lead in units on the field that allows one (the site's reading in 3-2's note). */
export const EARLY_END_UNIT_LEAD = 3;
/** 3-1, 14-5 — the star-line card whose flip ends the game. */
export const LAST_STAR_LINE = 1;

/** The rule numbers the sandbox's sentences state, as values for them (src/engine/words.ts), so no sentence types a number of its own. */
export const RULE_VALUES = { drawCount: DRAW_PER_TURN, handLimit: HAND_LIMIT, earlyEndScore: EARLY_END_SCORE, earlyEndLead: EARLY_END_UNIT_LEAD, lastStarLine: LAST_STAR_LINE };

/** A card as the sandbox knows it: a unit's numbers and stars, or a magic card that only fills the hand. */
export interface Card {
  id: string;
  kind: 'unit' | 'magic';
  atk: number;
  score: number;
  keywords: Keyword[];
  /** 12-3 — a red star's number: the tributes it needs (0: none). */
  redStar: number;
  /** 12-4 — a blue star: played or summoned only when the blue box's condition is met. */
  blueStar: boolean;
  /** Whether the blue box's condition is met in this position (the sandbox cannot read card text). */
  blueMet: boolean;
  /** 15-6.3 — the number after its 搭乘; 15-6.6a — its 亡魂 points (keywords.ts). */
  ride?: number;
  ghost?: number;
  /** Its effect, as the setup writes it (effects.ts). */
  effect?: CardEffect;
}

export type EarlyEndCondition = 'score' | 'units';

/** A player's zones (四): the deck (top card first), hand, graveyard and exile, and the 獎勵 gained (15-7.1), part of the score. */
export interface Zones {
  deck: Card[];
  hand: Card[];
  graveyard: string[];
  exile: string[];
  bonus: number;
}

/** What a unit leaving the field changes: both players' zones, and the card each unit on the field goes back to (by unit id). */
export interface Zoned {
  players: [Zones, Zones];
  fieldCards: Record<string, Card>;
}

/** A player's zones changed. */
export function withZones<T extends Zoned>(t: T, p: Player, change: Partial<Zones>): T {
  const players = [...t.players] as [Zones, Zones];
  players[p] = { ...players[p], ...change };
  return { ...t, players };
}

/**
 * 10-1, 10-5, 10-6, 10-7, 15-3.1e — the cards of a unit that left the field go where they belong:
 * each permanent magic card under it to the graveyard of the player who used it; its cards (a
 * combined unit's all, coming apart there) each to its owner's graveyard or hand, an enemy's card
 * back to the enemy; a 小旅人 back to the forest, out of the sandbox's count. `sneak` (偷襲, 15-2.1b,
 * 15-2.1e): only its top card goes back to hand, the cards under it staying on the field.
 */
export function cardsLeave<T extends Zoned>(t: T, unit: Unit, to: 'graveyard' | 'hand', sneak = false): { table: T; log: LogEntry[] } {
  let next = t;
  const log: LogEntry[] = [];
  if (!unit.traveller) {
    if (cardOwner(unit) !== unit.owner) log.push({ step: 'leave.enemyCard', clauses: ['10-7'], values: { unit: unit.id, player: cardOwner(unit) } });
    for (const card of sneak ? cardsOf(unit).slice(0, 1) : cardsOf(unit)) {
      const zones = next.players[card.owner];
      const back = to === 'hand' ? own(next.fieldCards, card.id) : undefined;
      next = withZones(next, card.owner, back ? { hand: [...zones.hand, back] } : { graveyard: [...zones.graveyard, card.id] });
    }
  }
  for (const m of unit.magic ?? []) {
    next = withZones(next, m.owner, { graveyard: [...next.players[m.owner].graveyard, m.id] });
    log.push({ step: 'leave.magic', clauses: [...(sneak ? ['15-2.1b'] : []), '10-6', ...(m.owner === unit.owner ? [] : ['10-7'])], values: { unit: unit.id, card: m.id, player: m.owner } });
  }
  return { table: next, log };
}

const UNIT_VERBS: string[] = ['destroy', 'returnToHand', 'tap', 'move', 'attach', 'charge', 'discharge', 'transform', 'power'] satisfies UnitVerb[];
/** Whether a sentence of an effect (effects.ts) acts on units (its targets, or the unit itself) rather than on its user: the effect's format and its resolution both ask. */
export const onUnits = (step: Step) => UNIT_VERBS.includes(step.do);


const ownUnits = (units: Unit[], player: Player) => units.filter((u) => u.owner === player);
const occupied = (units: Unit[], player: Player, line: number, row: Row) => units.some((u) => u.owner === player && u.line === line && u.row === row);

/** 9-3 — no free place: a unit cannot enter. */
export const fieldFull = (units: Unit[], player: Player) => ownUnits(units, player).length >= PLACES.length;

/** 9-2 — a played or summoned unit enters an empty front place; the back row only when the front row is full. */
export function mayEnter(units: Unit[], player: Player, line: number, row: Row): boolean {
  if (line < 1 || line > STAR_LINES || occupied(units, player, line, row)) return false;
  if (row === 'front') return true;
  return PLACES.filter((p) => p.row === 'front').every((p) => occupied(units, player, p.line, 'front'));
}

/**
 * Why the current player may not play this card from hand now, or null: in the 召喚階段 (12-2) a
 * unit (a red-star one with enough units to sacrifice, 12-3, none under 禁錮, 15-5.3a; a blue-star one whose blue box is met,
 * 12-4), in 佈陣 (13-2) only one that needs no tribute, which a blue-star unit is not (12-4 ※);
 * either way only with a free place (9-3), except that a red-star unit's tributes free one.
 */
export function whyNotPlayable(card: Card, units: Unit[], player: Player, rule: '12-2' | '13-2'): Refusal | null {
  const values = { card: card.id };
  if (card.kind !== 'unit') return { step: 'refuse.magic', clauses: [rule], values };
  if (rule === '13-2' && card.redStar > 0) return { step: 'refuse.deployRed', clauses: ['13-2'], values };
  if (rule === '13-2' && card.blueStar) return { step: 'refuse.deployBlue', clauses: ['13-2', '12-4'], values };
  if (card.blueStar && !card.blueMet) return { step: 'refuse.blueUnmet', clauses: ['12-4'], values };
  // 12-3 — the tributes leave the field before the unit enters, so a full field is no bar
  // (12-5 ¶2 lets the player choose not to play it).
  // 15-5.3a — a unit under 禁錮 may not be chosen as a tribute.
  const own = ownUnits(units, player).length;
  const free = ownUnits(units, player).filter((u) => !u.keywords.includes('imprisoned')).length;
  if (card.redStar > free) return { step: 'refuse.tributesShort', clauses: ['12-3', ...(free < own ? ['15-5.3a'] : [])], values: { ...values, count: card.redStar, units: free } };
  return card.redStar === 0 && fieldFull(units, player) ? { step: 'refuse.fieldFull', clauses: ['9-3'], values } : null;
}

/** 12-5, 13-4 — nothing can be played or summoned: the field is full, so not even a 小旅人 enters. */
export const cannotBringOut = (units: Unit[], player: Player) => fieldFull(units, player);

/** 12-3 — tributes are sacrificed one by one in 戰線順序. */
export const tributeOrder = (units: Unit[], ids: string[]) => units.filter((u) => ids.includes(u.id)).sort(lineOrder).map((u) => u.id);

/** 15-7.1c — a player's score: the scores of its units on the field, plus its 獎勵. */
export const scoreOf = (units: Unit[], bonus: number, player: Player) => ownUnits(units, player).reduce((sum, u) => sum + u.score, 0) + bonus;

/** 3-2, 14-4 — the early-end conditions a player meets now. */
export function earlyEndConditions(units: Unit[], bonuses: [number, number], player: Player): EarlyEndCondition[] {
  const out: EarlyEndCondition[] = [];
  if (scoreOf(units, bonuses[player], player) >= EARLY_END_SCORE) out.push('score');
  if (ownUnits(units, player).length >= ownUnits(units, opponent(player)).length + EARLY_END_UNIT_LEAD) out.push('units');
  return out;
}

/** 3-2 ※ — the higher score wins; with equal scores the second player (後手, player 1) wins. */
export const winnerOf = (scores: [number, number]): Player => (scores[0] > scores[1] ? 0 : 1);

/** 14-3 — in the countdown, each end phase flips the highest-numbered star-line card still face up. */
export const nextStarLineToFlip = (flipped: number[]) => STAR_LINES - flipped.length;

/** 13-1 — the countdown's last turn: the one whose end phase flips card 1 (the site's reading in 14-3's note). */
export const lastCountdownTurn = (countdown: boolean, flipped: number[]) => countdown && nextStarLineToFlip(flipped) === LAST_STAR_LINE;

/** 1-5 — the first player's first turn is turn 1; turns alternate, the first player taking the odd ones. */
export const playerOfTurn = (turn: number): Player => (turn % 2 === 1 ? 0 : 1);

/** 13-1 — the first player's first turn, whose 戰術階段 is skipped. */
export const isFirstPlayersFirstTurn = (turn: number) => turn === 1;
