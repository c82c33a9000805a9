/**
 * 六, 七 in the turn: a magic card or a unit's effect used, its targets chosen, the enemy's answer
 * (6-3), and everything resolved (effects.ts). A part of the rules of its own (parts.ts): loaded only
 * for a position with a card that has an effect, the only way the turn machine reaches it.
 */
import { logged, type LogEntry } from '../../../engine/log';
import type { Refusal } from '../../../engine/refusal';
import { opponent, type Player } from '../board';
import { conditionHolds, resolve, settleMagic, targetable, timingAllows, TIMINGS, whyNotTarget, type CardEffect, type Table, type Use } from '../effects';
import { withZones } from '../game';
import { handCard, me, type TurnContext } from './machine';

/** The table an effect changes (effects.ts). */
const tableOf = (c: TurnContext): Table => ({ units: c.units, players: c.players, fieldCards: c.fieldCards, fields: c.fields });
const topUse = (c: TurnContext) => c.uses[c.uses.length - 1]!;
const withUse = (c: TurnContext, use: Use, entry: LogEntry) => logged({ ...c, uses: [...c.uses, use] }, entry);

/** 6-3 — the cards in a player's hand that may answer a card or effect being used: magic cards of an exact timing. */
export const answers = (c: TurnContext, p: Player) => c.players[p].hand.filter((h) => h.kind === 'magic' && h.effect?.timing === 'exact');
/** The player who may answer the effect being used. */
export const answerer = (c: TurnContext) => opponent(topUse(c).player);

/** 7-1, 6-1, 13-5 — why this effect may not be used now, or null: its timing must allow the phase, and its condition must hold. */
export function whyNotUseEffect(c: TurnContext, effect: CardEffect, phase: 'summon' | 'deploy', rule: string, values: Record<string, string>): Refusal | null {
  if (phase === 'deploy' && c.moved) return { step: 'refuse.effectAfterMove', clauses: ['13-5'] };
  if (!timingAllows(effect.timing, phase)) return { step: 'refuse.timing', clauses: [rule], values };
  return conditionHolds(c.units, c.current, effect.condition) ? null : { step: 'refuse.condition', clauses: [rule], values };
}

/** 6-6 — every target chosen: as many as the effect names, or every unit it could still choose. */
export function targetsChosen(c: TurnContext): boolean {
  const use = topUse(c);
  return use.targets.length >= (use.effect.target?.count ?? 0) || targetable(tableOf(c), use).length === 0;
}

/** 6-3 — the targets chosen, the enemy holds a card of an exact timing, and nothing has answered yet. */
export const answerPossible = (c: TurnContext) => targetsChosen(c) && c.uses.length === 1 && answers(c, answerer(c)).length > 0;

/** 6-6 — a target of the kind the effect names, chosen once (effects.ts). */
export const whyNotChoose = (c: TurnContext, unit: string) => whyNotTarget(tableOf(c), topUse(c), unit);

/** 6-3 — only a card of an exact timing answers a card or effect being used, its condition holding (7-1). */
export function whyNotAnswer(c: TurnContext, id: string): Refusal | null {
  const p = answerer(c);
  const card = c.players[p].hand.find((h) => h.id === id);
  if (!card) return { step: 'refuse.notInAnswerHand', clauses: ['6-3'], values: { card: id, player: p } };
  if (card.effect?.timing !== 'exact') return { step: 'refuse.notExact', clauses: ['6-3'], values: { card: id } };
  return conditionHolds(c.units, p, card.effect.condition) ? null : { step: 'refuse.condition', clauses: ['7-1'], values: { card: id } };
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

/** 6-3 — the enemy answers with a card of an exact timing, resolved first. */
export function answerUse(c: TurnContext, id: string): TurnContext {
  const p = answerer(c);
  const card = c.players[p].hand.find((h) => h.id === id)!;
  const next = withZones(c, p, { hand: c.players[p].hand.filter((h) => h !== card) });
  return withUse(next, { source: card.id, kind: 'magic', player: p, effect: card.effect!, targets: [] }, { step: 'answer.used', clauses: ['6-3', '7-1'], values: { card: card.id, player: p } });
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
    if (use.negated || (use.kind === 'magic' && !conditionHolds(next.units, use.player, use.effect.condition))) {
      const step = use.kind === 'unit' ? 'effect.negated' : use.negated ? 'use.negated' : 'magic.invalid';
      // A negated magic card was used all the same: the graveyard holds used cards (4-3).
      const clauses = use.negated ? ['6-3', ...(use.kind === 'magic' ? ['4-3'] : [])] : ['7-3'];
      next = logged(next, { step, clauses, values });
      if (use.kind === 'magic') next = withZones(next, use.player, { graveyard: [...next.players[use.player].graveyard, use.source] });
      continue;
    }
    const r = resolve(tableOf(next), use);
    next = logged({ ...next, ...r.table, enteredFront: entered(next, r.log) }, ...r.log);
    // 6-3 — a negation voids the card or effect it answered.
    if (use.effect.steps.some((s) => s.do === 'negate') && rest.length) next = { ...next, uses: [...rest.slice(0, -1), { ...rest[rest.length - 1]!, negated: true }] };
    if (use.kind === 'magic') {
      const settled = settleMagic(tableOf(next), use, use.effect.steps.some((s, i) => s.do === 'attach' && r.done[i]));
      next = logged({ ...next, ...settled.table }, ...settled.log);
    }
  }
  return next;
}
