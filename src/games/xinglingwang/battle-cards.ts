/**
 * What the 防守階段 and the 進攻宣言 keep besides the units, for card effects (六, 七): both players'
 * zones, the cards units return to, the field zones, and the use in progress. The turn passes its own
 * zones in and takes them back; a setup of either flow gives hands of magic cards. Effects themselves
 * are uses.ts's, a part loaded for a position with a card that has an effect (parts.ts).
 */
import type { Log, LogEntry } from '../../engine/log';
import type { Refusal } from '../../engine/refusal';
import { logged } from '../../engine/log';
import type { Unit } from './board';
import type { Use } from './effects';
import { cardsLeave, type Card, type Zones } from './game';
/** What effects change besides the units: both players' zones, the cards units return to, the field zones, and the use in progress. */
export interface Cards {
  players: [Zones, Zones];
  fieldCards: Record<string, Card>;
  fields: [string | null, string | null];
  /** The effect being used while its targets are chosen (6-6). */
  using: Use | null;
  /** What the flow sent to a graveyard and back to a hand, in order: what rulings check. */
  graveyard: string[];
  returnedToHand: string[];
}

/** A flow's context with cards: the board, the log and `Cards`. */
export type WithCards = Cards & { units: Unit[]; log: Log | null };

/** The zones a flow starts with: the turn's, or a setup's hands (magic cards) and the units' own cards. */
export interface CardsInput {
  players?: [Zones, Zones];
  fieldCards?: Record<string, Card>;
  fields?: [string | null, string | null];
  /** A setup's hands: each player's magic cards. */
  hands?: [Card[], Card[]];
}

const zones = (hand: Card[] = []): Zones => ({ deck: [], hand, graveyard: [], exile: [], bonus: 0 });

/** A unit's card (and the cards under it), for when it goes back to hand or to a graveyard (10-1). */
function cardsOfUnits(units: (Unit & { effect?: Card['effect'] })[]): Record<string, Card> {
  const card = (id: string, face: { atk: number; score: number; keywords: Unit['keywords'] }, effect?: Card['effect']): [string, Card] => [id, { id, kind: 'unit', ...face, redStar: 0, blueStar: false, blueMet: false, ...(effect ? { effect } : {}) }];
  return Object.fromEntries(units.flatMap((u) => [card(u.id, u.topFace ?? u, u.effect), ...(u.under ?? []).map((c) => card(c.id, c))]));
}

/** The cards of a flow that begins: the turn's zones as they are, or a setup's. */
export function startCards(input: CardsInput, units: (Unit & { effect?: Card['effect'] })[]): Cards {
  return {
    players: input.players ?? [zones(input.hands?.[0]), zones(input.hands?.[1])],
    fieldCards: input.fieldCards ?? cardsOfUnits(units),
    fields: input.fields ?? [null, null],
    using: null,
    graveyard: [],
    returnedToHand: [],
  };
}

/**
 * 7-1, 6-1 — a position with no effect written anywhere (no card in a hand has one, nor any unit's
 * card): nothing can be used, and the machine says so without the effects part (parts.ts).
 */
export function noEffects(c: Cards, e: { type: string; card?: string; unit?: string }): Refusal | null {
  const any = c.players.some((p) => p.hand.some((h) => h.effect)) || Object.values(c.fieldCards).some((card) => card.effect);
  const id = e.card ?? e.unit ?? '';
  return any ? null : { step: 'refuse.noEffect', clauses: [e.type === 'card.use' ? '7-1' : '6-1'], values: { card: id, unit: id } };
}

/** The units a setup gives, without the effect a unit's card carries (it stays with the card, `fieldCards`). */
export const plainUnits = (units: (Unit & { effect?: unknown })[]): Unit[] => units.map(({ effect: _e, ...u }) => u);

/** The cards put in either graveyard since `before`, the current zones being `after`. */
export const added = (before: [Zones, Zones], after: [Zones, Zones]) => [0, 1].flatMap((p) => after[p]!.graveyard.slice(before[p]!.graveyard.length));

/**
 * 10-1, 10-5 to 10-7, 15-3.1e — a unit leaves the field by battle or by 偷襲 (`sneak`: its top card
 * only, 15-2.1b, 15-2.1e): its cards go to their owners' zones (game.ts), its magic cards to the
 * graveyard; the summary's lists note them.
 */
export function unitLeaves<C extends WithCards>(c: C, unit: Unit, to: 'graveyard' | 'hand', sneak = false): C {
  const left = cardsLeave(c, unit, to, sneak);
  const next = { ...left.table, graveyard: [...c.graveyard, ...added(c.players, left.table.players)] };
  return logged(to === 'hand' ? { ...next, returnedToHand: [...c.returnedToHand, unit.id] } : next, ...left.log);
}

/**
 * A unit leaving the field: 10-5 — the 小旅人 under it go back to the forest with it (the site's
 * reading in 15-6.3a's note); 15-6.6a — a card with 亡魂 counts its points once in the graveyard.
 */
export function leavingEntries(unit: { id: string; riders?: number; ghost?: number }, toGraveyard: boolean): LogEntry[] {
  const out: LogEntry[] = [];
  if (unit.riders) out.push({ step: 'riders.forest', clauses: ['10-5', '15-6.3a'], values: { unit: unit.id, count: unit.riders } });
  if (toGraveyard && unit.ghost) out.push({ step: 'ghost.inGrave', clauses: ['15-6.6a'], values: { unit: unit.id, count: unit.ghost } });
  return out;
}
