/**
 * A unit's effects of a moment (effects.ts's MOMENTS), in the turn: 立即 when it is played (12-2,
 * 15-4.1b), 被獻祭時 before a tribute goes to the graveyard (12-3), 合體時 when it takes part in a
 * 機械合體 (15-3.2b, 15-3.2e), 結束階段時 (14-1, with 衰退 after a unit's others, 15-5.4b) and
 * 「結束階段結束後」 (14-5). Each moment queues the effects it sets off, in the order the clauses give;
 * the turn activates them one by one (the `triggered` state), each with its targets and the answers
 * to it (uses.ts), and then goes on where the moment came. Part of the effects part (parts.ts).
 */
import { logged } from '../../../engine/log';
import type { Refusal } from '../../../engine/refusal';
import { lineOrder, opponent, type Player, type Unit } from '../board';
import { LAST_STAR_LINE } from '../game';
import { conditionHolds, TIMINGS, type Moment } from '../effects';
import { keywordStepsPart } from '../parts';
import { atEnd, type After, type Queued, type TurnContext } from './machine';

/** Each unit's effect of this moment, queued as a use of its owner's; at an end-phase moment, `atEnd` says whose come (machine.ts). */
const queueOf = (c: TurnContext, units: Unit[], moment: Moment): Queued[] =>
  units.flatMap((u) => {
    const effect = c.fieldCards[u.id]?.effect;
    const comes = moment === 'endPhase' || moment === 'afterEnd' ? atEnd(c, u, moment) : effect?.timing === moment;
    return effect && comes ? [{ source: u.id, kind: 'unit' as const, player: u.owner, effect, targets: [] }] : [];
  });

const queued = (c: TurnContext, items: Queued[], after: After): TurnContext => ({ ...c, queued: [...c.queued, ...items], after });

/** 12-2, 15-4.1b — the unit just played has a 立即 effect: it is processed before anything else (掩護 included). */
export const queuePlay = (c: TurnContext, unit: string, to: 'summon' | 'deploy'): TurnContext => queued(c, queueOf(c, c.units.filter((u) => u.id === unit), 'play'), { to, unit });

/** 12-3 — a tribute with a 被獻祭時 effect: its effect is processed before it goes to the graveyard. */
export const queueSacrificed = (c: TurnContext, unit: string): TurnContext =>
  logged(queued(c, queueOf(c, c.units.filter((u) => u.id === unit), 'sacrificed'), { to: 'tributes', unit }), { step: 'tribute.effectFirst', clauses: ['12-3'], values: { unit } });

/**
 * 15-3.2b — the 機械合體 unit moves to the 機械 unit's place and its 合體時 effect is activated, then
 * one of the two is put under (after the effects, `mechStack`); 15-3.2e — when both have one, the
 * current player chooses the order (`order`).
 */
export function queueCombine(c: TurnContext, e: { unit: string; target: string }): TurnContext {
  const both = [e.unit, e.target].flatMap((id) => c.units.filter((u) => u.id === id));
  const items = queueOf(c, both, 'combine');
  const next = logged(queued(c, items, { to: 'mech' }), { step: 'mech.moved', clauses: ['15-3.2b'], values: { unit: e.unit, other: e.target } });
  return items.length > 1 ? logged({ ...next, ordering: true }, { step: 'mech.order', clauses: ['15-3.2e'], values: { units: items.map((i) => ('source' in i ? i.source : '')).join(', ') } }) : next;
}

/** 15-3.2e — why this unit's effect may not be the one activated first, or null: it must be one whose order the current player is choosing. */
export function whyNotFirst(c: TurnContext, unit: string): Refusal | null {
  return c.queued.some((q) => 'source' in q && q.source === unit) ? null : { step: 'refuse.notQueued', clauses: ['15-3.2e'], values: { unit } };
}

/** 15-3.2e — that unit's effect first. */
export function goFirst(c: TurnContext, unit: string): TurnContext {
  const first = c.queued.find((q) => 'source' in q && q.source === unit)!;
  return logged({ ...c, ordering: false, queued: [first, ...c.queued.filter((q) => q !== first)] }, { step: 'trigger.first', clauses: ['15-3.2e'], values: { unit } });
}

/**
 * 14-1, 6-1 — the 結束階段時 effects of the units on the field (「我方結束階段時」 ones of the current
 * player's only): the current player's first, all processed before the enemy's (6-1's second
 * paragraph), each player's in 戰線順序; 15-5.4b — a 衰退 unit's 衰退 after its other end-phase
 * effects, in its place in that order (衰退 is 「我方結束階段時」: the current player's units only, 15-5.4a).
 */
export function queueEnd(c: TurnContext): TurnContext {
  const order = (p: Player) => c.units.filter((u) => u.owner === p).sort(lineOrder);
  const mine = order(c.current).flatMap((u) => [...queueOf(c, [u], 'endPhase'), ...(u.keywords.includes('decay') ? [{ decay: u.id }] : [])]);
  return queued(c, [...mine, ...queueOf(c, order(opponent(c.current)), 'endPhase')], { to: 'end' });
}

/**
 * 14-5 — 「結束階段結束後」 effects, after the turn has ended, in no player's turn: 6-1's order by the
 * current player has no current player to go by; the site's reading (14-5's note) takes the units
 * of the player whose turn just ended first, then the other's, each in 戰線順序. The other reading
 * (`afterTurnEnd: nextFirst`) takes the next turn's player's first, and processes them even when the
 * game ends (machine.ts: `effects before the count`), the score counted after them.
 */
export function queueAfterEnd(c: TurnContext): TurnContext {
  const order = (p: Player) => c.units.filter((u) => u.owner === p).sort(lineOrder);
  const first = c.afterTurnEnd === 'nextFirst' ? opponent(c.current) : c.current;
  const next = logged(c, { step: 'turn.end', clauses: ['2-5.5', '14-5'], values: { player: c.current } });
  const step = first === c.current ? 'afterEnd.start' : c.flipped.includes(LAST_STAR_LINE) ? 'afterEnd.beforeCount' : 'afterEnd.nextFirst';
  return logged(queued(next, [...queueOf(c, order(first), 'afterEnd'), ...queueOf(c, order(opponent(first)), 'afterEnd')], { to: 'afterEnd' }), { step, clauses: ['14-5'], values: { player: first, lastStarLine: LAST_STAR_LINE } });
}

/**
 * 6-1 — the next effect queued is activated, if its condition holds now (a 衰退 is carried out,
 * keyword-steps.ts); one whose condition does not hold is not activated.
 */
export function activateNext(c: TurnContext): TurnContext {
  const [head, ...rest] = c.queued;
  if (!head) return c;
  const next = { ...c, queued: rest };
  if ('decay' in head) return keywordStepsPart.use().decayOne(next, head.decay);
  const values = { unit: head.source };
  if (!c.units.some((u) => u.id === head.source)) return logged(next, { step: 'trigger.gone', clauses: ['6-1'], values });
  if (!conditionHolds(c.units, head.player, head.effect.condition)) return logged(next, { step: 'trigger.unmet', clauses: ['6-1'], values });
  return logged({ ...next, uses: [...c.uses, head] }, { step: 'trigger.activated', clauses: ['6-1', ...TIMINGS[head.effect.timing]], values: { ...values, moment: head.effect.timing } });
}
