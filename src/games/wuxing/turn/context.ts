/**
 * The 五行 sandbox's context: the position the machine works on, made from a checked setup
 * (setup.ts). Free of schema code, so the sandbox island ships without it.
 */
import type { Element } from '../elements';
import { STARTING_LIFE, teamOf, type AttackElement, type Card, type Mode } from '../rules';
import type { AttackEffect, LastAction, SpellEffect } from './effects';
import type { WuxingSetup } from './setup';
import type { Formation, RestOfHandReading } from '../formations';
export type { AttackEffect, LastAction, SpellEffect } from './effects';

const CHARS: Record<Element, string> = { metal: '金', wood: '木', water: '水', fire: '火', earth: '土' };
/** { element: 'metal', level: 3 } → `金3` */
export const cardLabel = (card: Card) => `${CHARS[card.element]}${card.level}`;


export interface PlayerState {
  hand: Card[];
  shield: number | null;
  passive: { cards: Card[]; effect: SpellEffect } | null;
  lastAction: LastAction | null;
  turnDiscard: Card | null;
  /** 4-2.4c, 6-1 — how many of this player's turns an effect still stops them acting (0: none). */
  cannotAct: number;
  /** 4-2.5e, 6-1 — how many of this player's turns an effect still stops their turn draw (0: none). */
  cannotDraw: number;
}

/** What the current action is, while it resolves. */
export type PendingAction =
  | { kind: 'attack'; cards: Card[]; element: AttackElement; points: number; target: number; effects: AttackEffect[]; formation: Formation | null }
  | { kind: 'active' | 'passive'; cards: Card[]; effect: SpellEffect; formation: Formation | null }
  | { kind: 'none' };

export type { LogEntry } from '../../../engine/log';
import { newLog, type Log } from '../../../engine/log';

export interface WuxingContext {
  players: PlayerState[];
  life: [number, number];
  maxLife: [number, number];
  deck: Card[];
  discardPile: Card[];
  seed: number;
  reshuffles: number;
  current: number;
  /** 4-2.5b — this turn's draw modifier. */
  drawModifier: number;
  pending: PendingAction | null;
  /** 4-2.5d — the cards of the turn draw, waiting for the one to discard. */
  drawn: Card[];
  log: Log | null;
  /** 3 — the game's preparation is still under way (a setup with `prepare`): no turn has begun. */
  preparing: boolean;
  /** 2-4.2 — the formations the position knows (its setup's), by name. */
  formations: Formation[];
  /** 2-4.6h — the reading of 「其他所有手牌」 in use (its editor's note). */
  restOfHand: RestOfHandReading;
  /** 2-1.2a, 2-1.2b — the way the game is played, which sets the starting life (3-3). */
  mode: Mode;
  result: { winner: number } | { draw: true } | null;
}

const emptySeat = (): PlayerState => ({ hand: [], shield: null, passive: null, lastAction: null, turnDiscard: null, cannotAct: 0, cannotDraw: 0 });

export function initialContext(setup: WuxingSetup): WuxingContext {
  const max = STARTING_LIFE[setup.mode][setup.players];
  // 3 — a game from its preparation: the players, no cards yet; seating, the deal and the first player are its steps.
  if (setup.prepare) {
    return {
      players: Array.from({ length: setup.players }, emptySeat),
      life: [max, max],
      maxLife: [max, max],
      deck: [],
      discardPile: [],
      seed: setup.seed,
      reshuffles: 0,
      current: 0,
      drawModifier: 0,
      pending: null,
      drawn: [],
      log: newLog({ step: 'prep.start', clauses: ['1-1.2'], values: { players: setup.players, mode: setup.mode } }),
      preparing: true,
      formations: setup.formations,
      restOfHand: setup.restOfHand,
      mode: setup.mode,
      result: null,
    };
  }
  return {
    players: setup.seats.map((s) => ({
      hand: s.hand,
      shield: s.shield ?? null,
      passive: s.passive ?? null,
      lastAction: s.lastAction ?? null,
      turnDiscard: s.turnDiscard ?? null,
      cannotAct: s.cannotAct,
      cannotDraw: s.cannotDraw,
    })),
    life: setup.life ?? [max, max],
    maxLife: [max, max],
    deck: setup.deck,
    discardPile: setup.discardPile,
    seed: setup.seed,
    reshuffles: 0,
    current: setup.current,
    drawModifier: 0,
    pending: null,
    drawn: [],
    // 1-1.2 — two teams of equal size; 3-1 — with 4 or more players, seated alternately.
    log: newLog({ step: 'setup', clauses: [setup.players >= 4 ? '3-1' : '1-1.2', '2-1.2'], values: { players: setup.players, team: teamOf(setup.current) } }),
    preparing: false,
    formations: setup.formations,
    restOfHand: setup.restOfHand,
    mode: setup.mode,
    result: null,
  };
}
