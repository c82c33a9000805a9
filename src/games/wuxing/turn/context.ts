/**
 * The 五行 sandbox's context: the position the machine works on, made from a checked setup
 * (setup.ts). Free of schema code, so the sandbox island ships without it.
 */
import type { Element } from '../elements';
import { startingLife, teamOf, type AttackElement, type Card, type Mode } from '../rules';
import type { AttackEffect, LastAction, Lasting, SpellEffect, SpellTarget, StartTurnReading } from './effects';
import type { WuxingSetup } from './setup';
import type { Formation, RestOfHandReading } from '../formations';
export type { AttackEffect, LastAction, Lasting, LastingWhat, SpellEffect, SpellTarget, StartTurnReading } from './effects';

const CHARS: Record<Element, string> = { metal: '金', wood: '木', water: '水', fire: '火', earth: '土' };
/** { element: 'metal', level: 3 } → `金3` */
export const cardLabel = (card: Card) => `${CHARS[card.element]}${card.level}`;


export interface PlayerState {
  hand: Card[];
  shield: number | null;
  /** 5-4.1 — a passive set face down (face up under 6-2's 聖光破-like effect), its effects and target (2-4.4a). */
  passive: Passive | null;
  lastAction: LastAction | null;
  turnDiscard: Card | null;
}
export interface Passive {
  cards: Card[];
  effects: SpellEffect[];
  target: SpellTarget;
  faceUp: boolean;
}

/** What the current action is, while it resolves. */
export type PendingAction =
  | { kind: 'attack'; cards: Card[]; element: AttackElement; points: number; target: number; effects: AttackEffect[]; formation: Formation | null; negated?: boolean }
  | { kind: 'active' | 'passive'; cards: Card[]; effects: SpellEffect[]; target: SpellTarget; redirect?: number; points?: number; formation: Formation | null }
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
  /** 6-1, 6-2 — the lasting effects in play. */
  lasting: Lasting[];
  /** The turns begun so far (the current one included): a lasting effect notes the one it began in. */
  turn: number;
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
  /** 6-1 — the reading in use of the turn an effect on its own player begins in (its editor's note). */
  startTurn: StartTurnReading;
  /** 1-1.3, 2-1.2a–c — the way the game is played, which sets the starting life (3-3). */
  mode: Mode;
  /** 2-1.2c, 2-1.2d — the starting life a theme rule sets or 8 or more players agree, if any. */
  agreedLife?: number;
  result: { winner: number } | { draw: true } | null;
}

const emptySeat = (): PlayerState => ({ hand: [], shield: null, passive: null, lastAction: null, turnDiscard: null });

/**
 * 2-1.2a–d — the clause that gives the starting life: the basic or formal table, a theme rule (the
 * formal table's, or its own), or the players' agreement from 8 players on.
 */
export const lifeClause = (setup: { players: number; mode: Mode }) =>
  setup.players >= 8 ? '2-1.2d' : setup.mode === 'theme' ? '2-1.2c' : setup.mode === 'basic' ? '2-1.2a' : '2-1.2b';

/** How the starting life was set, for its sentence: the table, a theme rule's own, or the players' agreement. */
export const lifeHow = (setup: { players: number; mode: Mode; startingLife?: number }) =>
  setup.players >= 8 ? 'agreed' : setup.mode === 'theme' ? (setup.startingLife !== undefined ? 'themeOwn' : 'theme') : 'table';

export function initialContext(setup: WuxingSetup): WuxingContext {
  // 2-1.2a–d — the schema asks for an agreed life wherever the rules give none.
  const max = startingLife(setup.mode, setup.players, setup.startingLife)!;
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
      lasting: [],
      turn: 0,
      pending: null,
      drawn: [],
      log: newLog({ step: 'prep.start', clauses: ['1-1.2'], values: { players: setup.players, mode: setup.mode } }),
      preparing: true,
      formations: setup.formations,
      restOfHand: setup.restOfHand,
      startTurn: setup.startTurn,
      mode: setup.mode,
      agreedLife: setup.startingLife,
      result: null,
    };
  }
  return {
    players: setup.seats.map((s) => ({
      hand: s.hand,
      shield: s.shield ?? null,
      passive: s.passive ? { cards: s.passive.cards, effects: s.passive.effect, target: s.passive.target, faceUp: s.passive.faceUp } : null,
      lastAction: s.lastAction ?? null,
      turnDiscard: s.turnDiscard ?? null,
    })),
    // 6-1 — a seat's 「不能行動」「不能抽牌」 for some of its turns are lasting effects like any other.
    lasting: [
      ...setup.seats.flatMap((s, seat) =>
        (['cannotAct', 'cannotDraw'] as const).filter((kind) => s[kind] > 0).map((kind): Lasting => ({ on: seat, what: { kind }, lasts: { turns: s[kind] }, since: 0 })),
      ),
      ...setup.lasting.map((e): Lasting => ({ ...e, since: 0 })),
    ],
    turn: 0,
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
    log: newLog(
      { step: 'setup', clauses: [setup.players >= 4 ? '3-1' : '1-1.2', '2-1.2'], values: { players: setup.players, size: setup.players === 2 ? 2 : 'many', team: teamOf(setup.current) } },
      { step: 'setup.life', clauses: [lifeClause(setup), ...(setup.players >= 8 ? ['1-1.1'] : []), ...(setup.mode === 'theme' ? ['1-1.3'] : [])], values: { life: max, players: setup.players, mode: setup.mode, how: lifeHow(setup) } },
    ),
    preparing: false,
    formations: setup.formations,
    restOfHand: setup.restOfHand,
    startTurn: setup.startTurn,
    mode: setup.mode,
    agreedLife: setup.startingLife,
    result: null,
  };
}
