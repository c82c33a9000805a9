/**
 * What a 五行 action does in the sandbox, as plain types: the context (context.ts) holds them and
 * the setup's schemas (setup.ts) check them, each importing them from here, so neither of those
 * two files imports the other both ways.
 */
import type { AttackElement } from '../rules';

/**
 * 4-2.1, 4-2.3, 4-2.6 — the moments of a turn a timed effect acts at: the turn's start (「回合開始時」
 * 「輪到時」「每回合」), 行動前, the turn's end.
 */
export type Moment = 'turnStart' | 'preAction' | 'turnEnd';
/** 6-2 — the moments a round is counted from: a turn's start, its action, its end. */
export type RoundMoment = 'turnStart' | 'action' | 'turnEnd';

/** What a lasting effect does while it lasts, to the player it works on (or every player). */
export type LastingWhat =
  /** 4-2.4c — the player cannot act. */
  | { kind: 'cannotAct' }
  /** 4-2.5e — the player cannot draw their turn draw. */
  | { kind: 'cannotDraw' }
  /** 4-2.5b — the player's turn draw takes this many more (or fewer) cards. */
  | { kind: 'drawModifier'; amount: number }
  /**
   * 5-6, 5-2.4h — damage the player would take is negated: of one element only, if given (as 2-2.4c's
   * 「金行抗性」), of formations of at least `minCount` cards only, if given (2-4.5c). It needs its owner
   * to take the damage: a shield taking it instead leaves it unused (2-2.4c).
   */
  | { kind: 'negateDamage'; element?: AttackElement; minCount?: number }
  /** 1-2.5 — the player's hand cards count this many levels higher (or lower), never below 1 nor above 5. */
  | { kind: 'level'; amount: number }
  /** 6-2's example (聖光破) — passives are set face up. */
  | { kind: 'passivesFaceUp' }
  /** At a moment of the player's turns, damage to them (a shield takes it first: 2-2.2). */
  | { kind: 'damage'; points: number; at: Moment }
  /** At a moment of the player's turns, their team recovers life (2-1.3b). */
  | { kind: 'heal'; points: number; at: Moment }
  /** At a moment of the player's turns, they draw (4-2.5a: no discard; 2-3.2: up to the hand limit). */
  | { kind: 'draw'; count: number; at: Moment };

/**
 * 6-1 — for this many more turns of the player it works on, each counted as that player's turn
 * ends; 6-2 — for 1 round: from a moment of one seat's turn to the same moment of that seat's next turn.
 */
export type Lasts = { turns: number } | { round: { from: number; at: RoundMoment } };

/**
 * 6-1's editor's note: an effect counted in turns that begins in a turn of the player it works on —
 * that turn's end counts (`counts`, the site's reading) or only the turns that begin afterwards do
 * (`later`, the other reading: the effect lasts 1 turn longer).
 */
export type StartTurnReading = 'counts' | 'later';

/** A lasting effect in play: on whom, what, how long, and the turn it began (0: before the position). */
export interface Lasting {
  on: number | 'all';
  what: LastingWhat;
  lasts: Lasts;
  since: number;
}

/** 2-4.4a — a spell's target: 自己, 上家, 下家, 無 (no target or several: every player), or the seat 指定. */
export type SpellTarget = 'self' | 'upstream' | 'downstream' | 'none' | number;

/** What an active or passive spell does in the sandbox (setup.ts documents each kind). */
export type SpellEffect =
  | { kind: 'shield'; points: number }
  | { kind: 'heal'; points: number }
  | { kind: 'damage'; points: number }
  | { kind: 'draw'; count: number }
  /** 5-6 — the damage of the attack that reveals this passive, to its target, is negated. */
  | { kind: 'negateDamage' }
  /** 6-1 / 6-2 — a lasting effect on the spell's target (every player, with no target). */
  | { kind: 'lasting'; what: LastingWhat; turns?: number; round?: true }
  | { kind: 'none' };
/** 5-2.4i — an attack's other effects. */
export type AttackEffect = { kind: 'drawModifier'; amount: number } | { kind: 'selfDamage'; amount: number } | { kind: 'draw'; count: number };
/** 5-2.4b — what a player did on their last turn. */
export type LastAction = { kind: 'attack'; element: AttackElement } | { kind: 'spell' } | { kind: 'none' };
