/**
 * 六, 七 in the turn: a magic card or a unit's effect used, its targets chosen, the enemy's answer
 * (6-3), and everything resolved (effects.ts). A part of the rules of its own (parts.ts): loaded only
 * for a position with a card that has an effect, the only way the turn machine reaches it.
 */
import { logged, type LogEntry } from '../../../engine/log';
import type { Refusal } from '../../../engine/refusal';
import { opponent, type Player, type Row } from '../board';
import { clearField, conditionHolds, resolve, settleMagic, targetable, timingAllows, TIMINGS, whyNotTarget, type CardEffect, type Table, type Use } from '../effects';
import { mayEnter, withZones } from '../game';
import { handCard, me, type TurnContext } from './machine';

/** The table an effect changes (effects.ts). */
const tableOf = (c: TurnContext): Table => ({ units: c.units, players: c.players, fieldCards: c.fieldCards, fields: c.fields });
const topUse = (c: TurnContext) => c.uses[c.uses.length - 1]!;
/** A card or effect used (its entry logged); 4-5 — a field card first destroys the one in its user's field zone (effects.ts). */
const withUse = (c: TurnContext, use: Use, entry: LogEntry) => {
  const cleared = clearField(tableOf(c), use);
  return logged({ ...c, ...cleared.table, uses: [...c.uses, use] }, entry, ...cleared.log);
};

/**
 * 6-3 — what a player may answer a card or effect being used with: magic cards of an exact timing in
 * hand, and the effects of an exact timing of its units on the field. The clause names no player:
 * either may answer, an answer too (a response to a response), the current player first when both
 * would at once (6-1's second paragraph: the reader chooses who answers, or that neither does).
 */
export const answers = (c: TurnContext, p: Player): string[] => [
  ...c.players[p].hand.filter((h) => h.kind === 'magic' && h.effect?.timing === 'exact').map((h) => h.id),
  ...c.units.filter((u) => u.owner === p && c.fieldCards[u.id]?.effect?.timing === 'exact').map((u) => u.id),
];
/** The players who may answer the effect being used, the current player first. */
export const answerers = (c: TurnContext): Player[] => [c.current, opponent(c.current)].filter((p) => answers(c, p).length > 0);
/** 6-3 — the window to answer: offered, or passed, by each player who could answer. */
export const offerAnswer = (c: TurnContext) => logged(c, ...answerers(c).map((player) => ({ step: 'answer.offered', clauses: ['6-3'], values: { player } })));
export const passAnswer = (c: TurnContext) => logged(c, ...answerers(c).map((player) => ({ step: 'answer.passed', clauses: ['6-3'], values: { player } })));

/** 7-1, 6-1, 13-5, 11-8.8 — why this effect may not be used now, or null: its timing must allow the phase, and its condition must hold. */
export function whyNotUseEffect(c: TurnContext, effect: CardEffect, phase: 'summon' | 'deploy', rule: string, values: Record<string, string>): Refusal | null {
  // 11-8.8 — the 防守階段 is over (it comes before these phases): the current player's cards of its timing may no longer be used.
  if (effect.timing === 'defense') return { step: 'refuse.defenseOver', clauses: ['11-8.8'], values };
  // 13-5 — once a unit has moved, an effect not of an exact timing waits until every move is done; one of an exact timing answers an effect being used (6-3), which none is here.
  if (phase === 'deploy' && c.moved && effect.timing !== 'exact') return { step: 'refuse.effectAfterMove', clauses: ['13-5'] };
  if (!timingAllows(effect.timing, phase)) return { step: 'refuse.timing', clauses: [rule], values };
  return conditionHolds(c.units, c.current, effect.condition) ? null : { step: 'refuse.condition', clauses: [rule], values };
}

/** 6-6 — every target chosen: as many as the effect names, or every unit it could still choose. */
export function targetsChosen(c: TurnContext): boolean {
  const use = topUse(c);
  return use.targets.length >= (use.effect.target?.count ?? 0) || targetable(tableOf(c), use).length === 0;
}

/** 6-3 — the targets chosen, and a player holds a card or a unit with an effect of an exact timing (an answer may be answered in turn). */
export const answerPossible = (c: TurnContext) => targetsChosen(c) && answerers(c).length > 0;

/** 6-6 — a target of the kind the effect names, chosen once (effects.ts); 12-3 ※ — not a tribute being sacrificed. */
export const whyNotChoose = (c: TurnContext, unit: string): Refusal | null =>
  c.sacrificing.includes(unit) && c.units.some((u) => u.id === unit) ? { step: 'refuse.targetTribute', clauses: ['12-3'], values: { unit } } : whyNotTarget(tableOf(c), topUse(c), unit);

/** Who answers with this card in hand or unit on the field, and its effect (undefined: neither player has it). */
function answerOf(c: TurnContext, id: string): { player: Player; effect: CardEffect | undefined; unit: boolean } | undefined {
  for (const player of [0, 1] as const) {
    const card = c.players[player].hand.find((h) => h.id === id);
    if (card) return { player, effect: card.kind === 'magic' ? card.effect : undefined, unit: false };
  }
  const unit = c.units.find((u) => u.id === id);
  return unit && { player: unit.owner, effect: c.fieldCards[id]?.effect, unit: true };
}

/** 6-3 — only a card or a unit's effect of an exact timing answers a card or effect being used, its condition holding (7-1, 6-1). */
export function whyNotAnswer(c: TurnContext, id: string): Refusal | null {
  const answer = answerOf(c, id);
  if (!answer) return { step: 'refuse.notInAnswerHand', clauses: ['6-3'], values: { card: id } };
  if (answer.effect?.timing !== 'exact') return { step: 'refuse.notExact', clauses: ['6-3'], values: { card: id } };
  return conditionHolds(c.units, answer.player, answer.effect.condition) ? null : { step: 'refuse.condition', clauses: [answer.unit ? '6-1' : '7-1'], values: { card: id } };
}

/** 7-1 — the magic card is used: out of hand, its targets to be chosen. */
export function useCard(c: TurnContext, id: string): TurnContext {
  const card = handCard(c, id)!;
  const next = withZones(c, c.current, { hand: me(c).hand.filter((h) => h !== card) });
  return withUse(next, { source: card.id, kind: 'magic', player: c.current, effect: card.effect!, targets: [] }, { step: 'card.used', clauses: ['7-1', ...TIMINGS[card.effect!.timing]], values: { card: card.id, player: c.current } });
}

/** 6-1 — a unit's effect is used. */
export function activate(c: TurnContext, id: string): TurnContext {
  const effect = c.fieldCards[id]!.effect!;
  return withUse(c, { source: id, kind: 'unit', player: c.current, effect, targets: [] }, { step: 'effect.activated', clauses: ['6-1', ...TIMINGS[effect.timing]], values: { unit: id } });
}

/** 6-6 — a target chosen. */
export function chooseTarget(c: TurnContext, unit: string): TurnContext {
  const use = topUse(c);
  return logged({ ...c, uses: [...c.uses.slice(0, -1), { ...use, targets: [...use.targets, unit] }] }, { step: 'target.chosen', clauses: ['6-6'], values: { unit } });
}

/** 6-3 — a player answers with a card or a unit's effect of an exact timing, resolved first. */
export function answerUse(c: TurnContext, id: string): TurnContext {
  const { player: p, effect, unit } = answerOf(c, id)!;
  if (unit) return withUse(c, { source: id, kind: 'unit', player: p, effect: effect!, targets: [] }, { step: 'answer.activated', clauses: ['6-3', '6-1'], values: { unit: id, player: p } });
  const next = withZones(c, p, { hand: c.players[p].hand.filter((h) => h.id !== id) });
  return withUse(next, { source: id, kind: 'magic', player: p, effect: effect!, targets: [] }, { step: 'answer.used', clauses: ['6-3', '7-1'], values: { card: id, player: p } });
}

/** After an effect resolved: a unit an extra summon put in the front row entered it this turn (13-3); one made by 變為 takes the place in that list of the unit it replaced (15-5.2c). */
function entered(c: TurnContext, entries: LogEntry[]): string[] {
  let list = c.enteredFront;
  for (const e of entries) {
    if (e.step === 'effect.summon' && e.values?.row === 'front') list = [...list, String(e.values.other)];
    if (e.step.startsWith('effect.transform') && list.includes(String(e.values?.unit))) list = list.map((u) => (u === e.values?.unit ? String(e.values?.other) : u));
  }
  return list;
}

/**
 * 6-2, 6-3, 6-5, 6-6, 7-2 to 7-4 — the effects being used resolve, the last used first (an answer
 * before the card it answers, 6-3): a negated one is not processed; a magic card whose condition no
 * longer holds is not processed either and goes to the graveyard (7-3); any other resolves
 * (effects.ts) and a magic card then goes where it belongs (7-2, 7-4).
 */
export function resolveUses(c: TurnContext): TurnContext {
  let next = c;
  while (next.uses.length) {
    const use = topUse(next);
    const rest = next.uses.slice(0, -1);
    next = { ...next, uses: rest };
    const values = { card: use.source, unit: use.source, player: use.player };
    // A use resumed after its extra unit's place was chosen (9-2) was checked when it began to resolve.
    if (!use.resume && (use.negated || (use.kind === 'magic' && !conditionHolds(next.units, use.player, use.effect.condition)))) {
      const step = use.kind === 'unit' ? 'effect.negated' : use.negated ? 'use.negated' : 'magic.invalid';
      // A negated magic card was used all the same: the graveyard holds used cards (4-3).
      const clauses = use.negated ? ['6-3', ...(use.kind === 'magic' ? ['4-3'] : [])] : ['7-3'];
      next = logged(next, { step, clauses, values });
      if (use.kind === 'magic') next = withZones(next, use.player, { graveyard: [...next.players[use.player].graveyard, use.source] });
      continue;
    }
    // 6-6 ¶2 — a sentence both players process: the current player first.
    const r = resolve(tableOf(next), { ...use, current: next.current });
    next = logged({ ...next, ...r.table, enteredFront: entered(next, r.log) }, ...r.log);
    // 9-2 — an extra summon waits for its player to choose the place; the rest resolves after it (placeSummon).
    const waiting = r.pending === undefined ? undefined : use.effect.steps[r.pending];
    if (waiting?.do === 'summon') return logged({ ...next, uses: [...rest, { ...use, resume: { done: r.done } }] }, { step: 'summon.placeAsked', clauses: ['12-6', '9-2'], values: { player: use.player, other: waiting.card } });
    // 6-3 — a negation voids the card or effect it answered.
    if (use.effect.steps.some((s) => s.do === 'negate') && rest.length) next = { ...next, uses: [...rest.slice(0, -1), { ...rest[rest.length - 1]!, negated: true }] };
    if (use.kind === 'magic') {
      const settled = settleMagic(tableOf(next), use, use.effect.steps.some((s, i) => s.do === 'attach' && r.done[i]));
      next = logged({ ...next, ...settled.table }, ...settled.log);
    }
  }
  return next;
}

/** 9-2 — an effect waits for the place of the extra unit it summons (resolveUses). */
export const placeAsked = (c: TurnContext) => c.uses.length > 0 && !!topUse(c).resume;

/** 9-2 — the extra unit enters a free front place of its player, a back one only when the front row is full. */
export const whyNotSummonPlace = (c: TurnContext, line: number, row: Row): Refusal | null =>
  mayEnter(c.units, topUse(c).player, line, row) ? null : { step: 'refuse.place', clauses: ['9-2'], values: { line, row } };

/** 9-2, 12-6 — the place chosen: the effect goes on from its extra summon (effects.ts), then what was used before it. */
export function placeSummon(c: TurnContext, line: number, row: Row): TurnContext {
  const use = topUse(c);
  return resolveUses({ ...c, uses: [...c.uses.slice(0, -1), { ...use, resume: { ...use.resume!, place: { line, row } } }] });
}

export * from './triggers';
