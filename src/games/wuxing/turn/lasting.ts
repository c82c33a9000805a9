/**
 * 6 時效 — lasting effects as one kind of data (effects.ts `Lasting`): what is in force on a player,
 * the timed ones acting at the start of a turn (4-2.1), before the action (4-2.3) and at its end
 * (4-2.6), and how they end: counted in the turns of the player they work on (6-1), or after 1
 * round (6-2). Pure functions of the context, each returning the next context with its log entries.
 */
import { clampLevel, clampLife, shieldTakes, teamOf, type AttackElement, type Card } from '../rules';
import { cardLabel, type Lasting, type LastingWhat, type WuxingContext } from './context';
import type { Moment, RoundMoment } from './effects';
import { logged } from '../../../engine/log';
import type { LogEntry } from '../../../engine/log';

const log = (c: WuxingContext, entry: LogEntry) => logged(c, entry);
const cardsLabel = (cards: Card[]) => cards.map(cardLabel).join(' ');

/** The clause that counts how long an effect lasts: 6-1 turns, 6-2 a round. */
export const lastsClause = (e: Lasting) => ('turns' in e.lasts ? '6-1' : '6-2');

/** The lasting effects in force on this seat (its own, and those on every player). */
export const lastingOn = (c: WuxingContext, seat: number) => c.lasting.filter((e) => e.on === seat || e.on === 'all');
const ofKind = <K extends LastingWhat['kind']>(c: WuxingContext, seat: number, kind: K) =>
  lastingOn(c, seat).filter((e): e is Lasting & { what: Extract<LastingWhat, { kind: K }> } => e.what.kind === kind);

/** 4-2.4c — an effect stops this player acting. */
export const cannotAct = (c: WuxingContext, seat: number) => ofKind(c, seat, 'cannotAct').length > 0;
/** 4-2.5e — an effect stops this player's turn draw. */
export const cannotDraw = (c: WuxingContext, seat: number) => ofKind(c, seat, 'cannotDraw').length > 0;
/** 4-2.5b — what lasting effects add to this player's turn draw. */
export const lastingDrawModifier = (c: WuxingContext, seat: number) => ofKind(c, seat, 'drawModifier').reduce((n, e) => n + e.what.amount, 0);
/** 6-2 (聖光破) — a passive this player sets now is set face up. */
export const passivesFaceUp = (c: WuxingContext, seat: number) => ofKind(c, seat, 'passivesFaceUp').length > 0;
/** 1-2.5 — how many levels this player's hand cards count up or down. */
export const levelShift = (c: WuxingContext, seat: number) => ofKind(c, seat, 'level').reduce((n, e) => n + e.what.amount, 0);

/** 1-2.5 — the cards as their level counts under the player's level effects: never below 1 nor above 5. */
export const countedCards = (c: WuxingContext, seat: number, cards: Card[]): Card[] => {
  const shift = levelShift(c, seat);
  return shift ? cards.map((card) => ({ ...card, level: clampLevel(card.level + shift) })) : cards;
};

/** 1-2.5 — a log line saying how the cards shown count, when a level effect is in force. */
export function levelsCounted(c: WuxingContext, seat: number, cards: Card[]): WuxingContext {
  const shift = levelShift(c, seat);
  if (!shift) return c;
  const counted = countedCards(c, seat, cards);
  const capped = cards.some((card, i) => card.level + shift !== counted[i].level);
  return log(c, { step: 'level.counted', clauses: ['1-2.5', ...ofKind(c, seat, 'level').map(lastsClause)], values: { seat, shift, cards: cardsLabel(cards), counted: cardsLabel(counted), capped: capped ? 1 : 0 } });
}

/** A lasting effect begins now (the turn it began is noted: 6-2 ends a round at a later turn). */
export function addLasting(c: WuxingContext, on: number | 'all', what: LastingWhat, lasts: { turns: number } | { round: true }): WuxingContext {
  const e: Lasting = { on, what, lasts: 'turns' in lasts ? { turns: lasts.turns } : { round: { from: c.current, at: 'action' } }, since: c.turn };
  return log({ ...c, lasting: [...c.lasting, e] }, { step: 'lasting.begin', clauses: [lastsClause(e)], values: lastingValues(c, e) });
}

/**
 * The values a sentence about a lasting effect needs: on whom (`on`), what (`what`, the key of the
 * words' `lastingWhat` table: its kind, with its element or moment), how much, how long.
 */
export function lastingValues(c: WuxingContext, e: Lasting) {
  const w = e.what as { amount?: number; points?: number; count?: number; element?: AttackElement; minCount?: number; at?: Moment };
  const amount = w.amount ?? w.points ?? w.count ?? 0;
  return {
    on: String(e.on),
    what: `${e.what.kind}${w.element ? `.${w.element}` : ''}${w.at ? `.${w.at}` : ''}`,
    amount,
    signed: amount > 0 && (e.what.kind === 'drawModifier' || e.what.kind === 'level') ? `+${amount}` : String(amount),
    minCount: w.minCount ?? 0,
    lasts: 'turns' in e.lasts ? 'turns' : 'round',
    left: 'turns' in e.lasts ? e.lasts.turns : 0,
    from: 'round' in e.lasts ? e.lasts.round.from : c.current,
    moment: 'round' in e.lasts ? e.lasts.round.at : 'action',
  };
}

/**
 * Damage to a player not by an attack (a spell's, a timed effect's): 2-2.2 — a shield takes it first;
 * 5-6 — a lasting 「傷害無效」 with no condition of element or formation negates it.
 */
export function damagePlayer(c: WuxingContext, seat: number, points: number, clauses: string[], delta: number[]): WuxingContext {
  const shield = c.players[seat].shield;
  if (shield !== null) {
    const taken = shieldTakes(shield, points, false);
    const players = c.players.map((p, i) => (i === seat ? { ...p, shield: taken.shieldLeft } : p));
    return log({ ...c, players }, { step: 'damage.shield', clauses: [...clauses, '2-2.2', ...(taken.shieldLeft === null ? ['2-2.4a'] : [])], values: { seat, amount: taken.shieldDamage, left: taken.shieldLeft ?? 0, gone: taken.shieldLeft === null ? 1 : 0 } });
  }
  const negate = ofKind(c, seat, 'negateDamage').find((e) => e.what.element === undefined && e.what.minCount === undefined);
  if (negate) return log(c, { step: 'damage.negatedBy', clauses: [...clauses, '5-6', lastsClause(negate)], values: { seat, amount: points } });
  delta[teamOf(seat)] -= points;
  return log(c, { step: 'effect.damage', clauses: [...clauses, '2-1.3a'], values: { seat, team: teamOf(seat), points } });
}

/** 4-2.5a, 4-2.5d, 2-3.2 — a draw by an effect: no discard, up to the hand limit. */
export type EffectDraw = (c: WuxingContext, seat: number, asked: number, clauses: string[]) => WuxingContext;

/**
 * 4-2.1, 4-2.3, 4-2.6 — the timed effects on the turn player that act at this moment of their turn,
 * in the order they began; life changes are kept within 0 and the starting life (2-1.3c, 2-1.3d).
 */
export function actAt(c: WuxingContext, moment: Moment, draw: EffectDraw): WuxingContext {
  const seat = c.current;
  const clause = moment === 'turnStart' ? '4-2.1' : moment === 'preAction' ? '4-2.3' : '4-2.6';
  let next = c;
  for (const e of lastingOn(c, seat)) {
    const w = e.what;
    if (!('at' in w) || w.at !== moment) continue;
    const clauses = [clause, lastsClause(e)];
    if (w.kind === 'draw') next = draw(next, seat, w.count, clauses);
    else {
      const delta = [0, 0];
      if (w.kind === 'heal') delta[teamOf(seat)] += w.points;
      next = w.kind === 'damage' ? damagePlayer(next, seat, w.points, clauses, delta) : next;
      const team = teamOf(seat);
      const life = [...next.life] as [number, number];
      life[team] = clampLife(life[team] + delta[team], next.maxLife[team]);
      next = { ...next, life };
      if (w.kind === 'heal') next = log(next, { step: 'effect.heal', clauses: [...clauses, '2-1.3b', '2-1.3d'], values: { team, points: w.points, life: life[team] } });
      else if (delta[team]) next = log(next, { step: 'effect.life', clauses: ['2-1.3a', '2-1.3c'], values: { team, life: life[team] } });
    }
  }
  return next;
}

/** 6-2 — 1 round has passed for the effects that began at this moment of this seat's turn, in an earlier turn: they end. */
export function endRounds(c: WuxingContext, moment: RoundMoment): WuxingContext {
  const ending = c.lasting.filter((e) => 'round' in e.lasts && e.lasts.round.from === c.current && e.lasts.round.at === moment && e.since < c.turn);
  let next: WuxingContext = { ...c, lasting: c.lasting.filter((e) => !ending.includes(e)) };
  for (const e of ending) next = log(next, { step: 'lasting.roundOver', clauses: ['6-2'], values: lastingValues(c, e) });
  return next;
}

/**
 * 6-1 — the turn player's turn ends: each effect counted in their turns counts 1; one at 0 ends.
 * One that began in this very turn counts it too, unless the position takes the other reading of
 * 6-1's editor's note (`startTurn: 'later'`): then only the turns that begin afterwards count.
 */
export function countTurn(c: WuxingContext): WuxingContext {
  const seat = c.current;
  let next = c;
  const lasting = c.lasting.flatMap((e): Lasting[] => {
    if (e.on !== seat || !('turns' in e.lasts)) return [e];
    if (c.startTurn === 'later' && e.since === c.turn) {
      next = log(next, { step: 'effect.turnNotCounted', clauses: ['6-1'], values: { ...lastingValues(c, e), seat } });
      return [e];
    }
    const left = e.lasts.turns - 1;
    next = log(next, { step: 'effect.turnCounted', clauses: ['6-1'], values: { ...lastingValues(c, e), seat, left, over: left === 0 ? 1 : 0 } });
    return left > 0 ? [{ ...e, lasts: { turns: left } }] : [];
  });
  return { ...next, lasting };
}

