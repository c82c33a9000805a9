/**
 * 星靈王's card effects, one format for every card (六, 七, 十五): the reader composes a card's text
 * from the rules' own verbs, and the sandboxes resolve it by section 六. A card in a setup (a unit
 * card or a magic card) may carry one `effect`:
 *
 * ```yaml
 * effect:
 *   timing: main            # when it may be used: summon (12-2), deploy (13-5), main (either), exact (6-3, a response);
 *                           # a unit's moments: play (立即), sacrificed, combine (合體時), endPhase, afterEnd (MOMENTS)
 *   magic: normal           # magic cards only: normal (7-2), permanent (7-4, placed under its target), field (7-4, 4-5)
 *   target: { side: enemy, count: 2 }   # chosen first, when used (6-6); side own / enemy / any, optional row
 *   condition: { enemyUnits: 2 }        # 7-1: must hold when used; a magic card's is checked again on resolution (7-3)
 *   steps:                   # sentences, in order (6-2); ifSuccess: 「若成功」, only if the one before was done in full
 *     - { do: destroy }
 *     - { do: draw, count: 1, ifSuccess: true }
 * ```
 *
 * Verbs on units (each target in 戰線順序, 6-6; `self: true` for the unit whose effect it is): destroy,
 * returnToHand, tap (橫放, 15-5.1a), move (to the other row of its star line), attach (this permanent
 * magic card under the target, 7-4, granting keywords and ATK), charge / discharge (充能 energy,
 * 15-6.1), transform (變為 a named card, 15-5.2). Verbs on the user: bonus (獎勵, 15-7.1a), draw,
 * search (a named card from the deck), summon (an extra unit from hand or deck, 12-6). And negate:
 * an exact-timing card that voids the card or effect it answers (6-3).
 *
 * Everything here is pure: `resolve` takes the table and returns the table, log entries and
 * whether each sentence was done in full. Resistances are keywords.ts's (`resistance`).
 */
import type { LogEntry } from '../../engine/log';
import { cardOwner, cardsOf, has, lineOrder, opponent, PLACES, type Keyword, type Player, type Row, type Unit } from './board';
import { cardsLeave, onUnits, withZones, type Card, type Zoned } from './game';
import { charged, resistance, whyNotTarget as resistanceRefusal } from './keywords';
import { leavingEntries } from './battle-cards';

/** When an effect may be used, each by the clause that allows it. */
export const TIMINGS = { summon: ['2-3', '12-2'], deploy: ['13-5'], main: ['2-4'], exact: ['6-3'], defense: ['2-2', '11-8.8'], sneak: ['15-2.1a', '15-2.1c'], play: ['12-2'], sacrificed: ['12-3'], combine: ['15-3.2b', '15-3.2e'], endPhase: ['14-1'], ownEndPhase: ['14-1'], afterEnd: ['14-5'], ownAfterEnd: ['14-5'] } as const;
export type Timing = keyof typeof TIMINGS;
/**
 * A unit's effects of a moment, not used at will: 立即 when it is played (12-2), 被獻祭時 (12-3),
 * 合體時 when it takes part in a 機械合體 (15-3.2b, 15-3.2e), 結束階段時 (14-1) and 「結束階段結束後」
 * (14-5), in every end phase or (own…) only in its player's (「我方結束階段時」, as 衰退's, 15-5.4a).
 * The turn resolves each when its moment comes (turn/triggers.ts).
 */
export const MOMENTS = ['play', 'sacrificed', 'combine', 'endPhase', 'ownEndPhase', 'afterEnd', 'ownAfterEnd'] as const;
export type Moment = (typeof MOMENTS)[number];
/** The phases a timing allows: `main` is the 召喚階段 or 佈陣 before any unit moves. */
export const timingAllows = (timing: Timing, phase: 'summon' | 'deploy') => timing === 'main' || timing === phase;

export type Side = 'own' | 'enemy' | 'any';
export type UnitVerb = 'destroy' | 'returnToHand' | 'tap' | 'move' | 'attach' | 'charge' | 'discharge' | 'transform' | 'power';
export type PlayerVerb = 'bonus' | 'draw' | 'search' | 'summon' | 'negate';
/**
 * 6-7 — what a permanent magic card forbids the unit under it (「不得」): being chosen as an effect's
 * target, or being destroyed, turned sideways, moved or transformed by an effect. A prohibition
 * takes precedence over any other effect (6-7).
 */
export const FORBIDS = ['target', 'destroy', 'tap', 'move', 'transform'] as const satisfies Forbid[];
export type Forbid = NonNullable<Unit['forbid']>[number];

/** A card as a transform (15-5.2) or an extra summon names it. */
export interface NamedCard {
  id: string;
  atk: number;
  score: number;
  keywords: Keyword[];
}

export type Step = { ifSuccess?: boolean } & (
  | { do: 'destroy' | 'returnToHand' | 'tap' | 'move'; self?: boolean }
  | { do: 'attach'; keywords?: Keyword[]; atk?: number; forbid?: Forbid[] }
  | { do: 'charge' | 'discharge'; amount: number; self?: boolean }
  | { do: 'transform'; into: NamedCard; self?: boolean }
  /** 15-1.4d, 15-2.3b, 11-8.8 — ATK and/or score added 「本次戰鬥」 (battle) or 「本次進攻」 (attack). */
  | { do: 'power'; atk?: number; score?: number; until: 'battle' | 'attack'; self?: boolean }
  /** `each`: 「雙方各自」 — both players do it, the current player first (6-6 ¶2). */
  | { do: 'bonus'; amount: number; each?: boolean }
  | { do: 'draw'; count: number; each?: boolean }
  | { do: 'search'; card: string }
  | { do: 'summon'; card: string; from: 'hand' | 'deck' }
  | { do: 'negate' }
);

export interface CardEffect {
  timing: Timing;
  /** Magic cards only (7-2, 7-4). */
  magic?: 'normal' | 'permanent' | 'field';
  target?: { side: Side; count: number; row?: Row };
  condition?: { ownUnits?: number; enemyUnits?: number };
  steps: Step[];
}

// ---- Resolution (六) --------------------------------------------------------------------------

/** What an effect can change: the units, both players' zones and field zones (4-5), and the cards units return to. */
export interface Table extends Zoned {
  units: Unit[];
  /** 4-5 — each player's field zone: the field card there, if any. */
  fields: [string | null, string | null];
}

/** An effect being used: its card or unit, whose it is, and the targets chosen (6-6). */
export interface Use {
  /** The magic card's id, or the unit whose effect it is. */
  source: string;
  kind: 'magic' | 'unit';
  player: Player;
  effect: CardEffect;
  targets: string[];
  /** 6-6 ¶2 — the current player, who processes first a sentence both players process (the user when not given). */
  current?: Player;
  /**
   * 9-2 — a resolution that stopped at an extra summon for its player to choose the place (`pending`
   * below): the sentences done so far, and the place chosen, where it goes on.
   */
  resume?: { done: boolean[]; place?: { line: number; row: Row } };
}

export interface Resolved {
  table: Table;
  log: LogEntry[];
  /** Per sentence, whether it was done in full (6-2), for 「若成功」. */
  done: boolean[];
  /** 9-2 — the sentence (from 0) of an extra summon waiting for its player to choose the place: resolution goes on from it (`Use.resume`). */
  pending?: number;
}

/**
 * 10-1 — a unit leaves the field by an effect, its cards going where they belong (game.ts); the
 * 小旅人 under a 搭乘 unit go back to the forest with it (10-5, the site's reading in 15-6.3a's note)
 * and a card with 亡魂 counts its points in the graveyard (15-6.6a), as in a battle (defense/machine.ts).
 */
export function leave(t: Table, id: string, to: 'graveyard' | 'hand'): { table: Table; log: LogEntry[] } {
  const unit = t.units.find((u) => u.id === id);
  if (!unit) return { table: t, log: [] };
  const left = cardsLeave({ ...t, units: t.units.filter((u) => u !== unit) }, unit, to);
  // 15-3.1e — a combined unit leaves as one, and comes apart in the zone it goes to.
  const combined: LogEntry[] = unit.under?.length ? [{ step: to === 'hand' ? 'leave.combinedHand' : 'destroyed.combined', clauses: ['15-3.1e'], values: { unit: id, cards: cardsOf(unit).map((c) => c.id).join(', ') } }] : [];
  return { table: left.table, log: [...combined, ...left.log, ...leavingEntries(unit, to === 'graveyard' && !unit.traveller)] };
}

/** 9-2 — a place an extra unit may enter (the first empty front place in 戰線順序, else the first empty back place); 9-3: none, it does not enter. Its player chooses which (`Use.resume`). */
export function entryPlace(units: Unit[], player: Player): { line: number; row: Row } | null {
  const free = PLACES.filter((p) => !units.some((u) => u.owner === player && u.line === p.line && u.row === p.row));
  return free.find((p) => p.row === 'front') ?? free[0] ?? null;
}

/** 6-1, 7-1 — whether the effect's condition holds for its user now. */
export function conditionHolds(units: Unit[], player: Player, condition: CardEffect['condition']): boolean {
  const count = (p: Player) => units.filter((u) => u.owner === p).length;
  return count(player) >= (condition?.ownUnits ?? 0) && count(opponent(player)) >= (condition?.enemyUnits ?? 0);
}

/** Why this unit may not be chosen as a target of this use, or null (6-6; 15-4.2, 15-4.4: keywords.ts). */
export function whyNotTarget(t: Table, use: Use, id: string): LogEntry | null {
  const unit = t.units.find((u) => u.id === id);
  const target = use.effect.target;
  const values = { unit: id };
  if (!unit || !target) return { step: 'refuse.target', clauses: ['6-6'], values };
  if (use.targets.includes(id)) return { step: 'refuse.targetTwice', clauses: ['6-6'], values };
  const side = unit.owner === use.player ? 'own' : 'enemy';
  if ((target.side !== 'any' && target.side !== side) || (target.row && target.row !== unit.row)) return { step: 'refuse.targetKind', clauses: [use.kind === 'magic' ? '7-1' : '6-1'], values };
  // 6-7 — a card under it says it may not be chosen as an effect's target: that prohibition prevails.
  if (unit.forbid?.includes('target')) return { step: 'refuse.targetForbidden', clauses: ['6-7'], values };
  return resistanceRefusal(unit, { kind: use.kind, player: use.player });
}

/** The units the use may still choose from, for the choice list. */
export const targetable = (t: Table, use: Use) => t.units.filter((u) => !whyNotTarget(t, use, u.id));

/** A unit's sentence on one unit: the table after it, what the log says, and whether it was done. */
function onUnit(t: Table, use: Use, step: Step, id: string): { table: Table; log: LogEntry[]; done: boolean } {
  const unit = t.units.find((u) => u.id === id);
  const values = { unit: id, card: use.source };
  // 6-2 — a target no longer on the field: that part cannot be done, and is not.
  if (!unit) return { table: t, log: [{ step: 'effect.gone', clauses: ['6-2'], values }], done: false };
  // 15-4.2, 15-4.4 — a resistance asked again as it resolves (keywords.ts): a resisted part is not done.
  const resisted = id !== use.source && resistance(unit, { kind: use.kind, player: use.player });
  if (resisted) return { table: t, log: [{ step: 'effect.resisted', clauses: [resisted, '6-2'], values }], done: false };
  // 6-7 — a 「不得」 on the unit takes precedence over this effect: that part is not done.
  if ((unit.forbid as string[] | undefined)?.includes(step.do)) return { table: t, log: [{ step: 'effect.forbidden', clauses: ['6-7', '6-2'], values: { ...values, verb: step.do } }], done: false };
  const put = (change: Partial<Unit>): Table => ({ ...t, units: t.units.map((u) => (u.id === id ? { ...u, ...change } : u)) });
  switch (step.do) {
    case 'destroy': {
      // 15-4.3a — a 破壞抗性 unit is not destroyed for any reason.
      if (unit.keywords.includes('indestructible')) return { table: t, log: [{ step: 'effect.indestructible', clauses: ['15-4.3a', '6-2'], values }], done: false };
      const left = leave(t, id, 'graveyard');
      // 10-5 — a 小旅人 goes back to the forest instead, and counts as destroyed.
      return { table: left.table, log: [{ step: unit.traveller ? 'effect.destroyTraveller' : 'effect.destroy', clauses: unit.traveller ? ['10-2', '10-5'] : ['10-2'], values }, ...left.log], done: true };
    }
    case 'returnToHand': {
      // A 小旅人 is no card of a hand: the source says where it goes only for the graveyard and exile
      // (10-5); the site's reading (10-5's note, like 15-6.3a's for riders) puts it back in the forest,
      // and the effect counts as done, as 10-5 says of the other ways.
      if (unit.traveller) {
        const back = leave(t, id, 'graveyard');
        return { table: back.table, log: [{ step: 'effect.travellerHand', clauses: ['10-5'], values }, ...back.log], done: true };
      }
      const left = leave(t, id, 'hand');
      return { table: left.table, log: [{ step: 'effect.returnToHand', clauses: ['10-1'], values: { ...values, player: cardOwner(unit) } }, ...left.log], done: true };
    }
    case 'tap':
      // 15-5.1a, 15-5.1b — turned sideways; an attacking unit's attack is canceled.
      return { table: put({ state: 'sideways' }), log: [{ step: unit.state === 'attacking' ? 'effect.tapCanceled' : 'effect.tap', clauses: unit.state === 'attacking' ? ['15-5.1a', '15-5.1b'] : ['15-5.1a'], values }], done: true };
    case 'move': {
      // To the other row of its star line, if empty; 15-5.3c — a unit under 禁錮 may be put elsewhere by an effect.
      const row: Row = unit.row === 'front' ? 'back' : 'front';
      const clauses = unit.keywords.includes('imprisoned') ? ['15-5.3c'] : [];
      if (t.units.some((u) => u.owner === unit.owner && u.line === unit.line && u.row === row)) return { table: t, log: [{ step: 'effect.moveBlocked', clauses: ['6-2', '4-9'], values: { ...values, line: unit.line, row } }], done: false };
      return { table: put({ row }), log: [{ step: 'effect.move', clauses: ['4-9', ...clauses], values: { ...values, line: unit.line, row } }], done: true };
    }
    case 'attach': {
      // 7-4 — the card goes under the unit, showing the effect it gives.
      const magic = [...(unit.magic ?? []), { id: use.source, owner: use.player }];
      const keywords = [...unit.keywords, ...(step.keywords ?? []).filter((k) => !unit.keywords.includes(k))];
      // 6-7 — what the card forbids the unit from now on (`Unit.forbid`).
      const forbid = [...new Set([...(unit.forbid ?? []), ...(step.forbid ?? [])])];
      const entries: LogEntry[] = [{ step: 'effect.attach', clauses: ['7-4'], values }, ...(step.forbid ?? []).map((verb) => ({ step: 'effect.forbids', clauses: ['6-7', '7-4'], values: { ...values, verb } }))];
      return { table: put({ magic, keywords, atk: unit.atk + (step.atk ?? 0), ...(forbid.length ? { forbid } : {}) }), log: entries, done: true };
    }
    case 'charge': {
      // 15-6.1a — energy from 0 to 5: what would go past 5 is not gained, so the sentence is not done in full.
      const before = unit.charge ?? 0;
      const after = charged(unit, step.amount);
      return { table: put({ charge: after }), log: [{ step: 'effect.charge', clauses: ['15-6.1a'], values: { ...values, count: after - before, total: after } }], done: after - before === step.amount };
    }
    case 'discharge': {
      const before = unit.charge ?? 0;
      const after = Math.max(0, before - step.amount);
      return { table: put({ charge: after }), log: [{ step: 'effect.discharge', clauses: ['15-6.1a', '6-2'], values: { ...values, count: before - after, total: after } }], done: before - after === step.amount };
    }
    case 'transform': {
      // 15-5.2a, 15-5.2b — the unit and its magic cards go to the graveyard; the named card takes its place, in its state.
      // The named card is one card: already on the field (an effect used again), it cannot be put there (6-2).
      if (t.units.some((u) => u.id === step.into.id)) return { table: t, log: [{ step: 'effect.transformTaken', clauses: ['6-2'], values: { ...values, other: step.into.id } }], done: false };
      const left = leave(t, id, 'graveyard');
      const into: Unit = { id: step.into.id, owner: unit.owner, line: unit.line, row: unit.row, state: unit.state, atk: step.into.atk, score: step.into.score, keywords: step.into.keywords };
      const card: Card = { ...step.into, kind: 'unit', redStar: 0, blueStar: false, blueMet: false };
      const table = { ...left.table, units: [...left.table.units, into], fieldCards: { ...left.table.fieldCards, [into.id]: card } };
      return { table, log: [{ step: unit.traveller ? 'effect.transformTraveller' : 'effect.transform', clauses: unit.traveller ? ['15-5.2a', '15-5.2b', '10-5'] : ['15-5.2a', '15-5.2b'], values: { ...values, other: into.id } }, ...left.log], done: true };
    }
    case 'power': {
      // 15-1.4d — a 阻擋 unit has no ATK: an effect on its ATK does nothing to it (its score part still does, 15-2.3b).
      const voidAtk = !!step.atk && has(unit, 'blocker');
      const atk = voidAtk ? 0 : step.atk ?? 0;
      const score = step.score ?? 0;
      const more = { ...values, atk, score, until: step.until };
      if (voidAtk && !score) return { table: t, log: [{ step: 'effect.powerNoAtk', clauses: ['15-1.4d', '6-2'], values }], done: false };
      const power = [...(unit.power ?? []), { card: use.source, atk, score, until: step.until }];
      const clauses = [...(voidAtk ? ['15-1.4d', '6-2'] : []), ...(score && has(unit, 'blocker') ? ['15-2.3b'] : []), '11-8.8'];
      return { table: put({ power }), log: [{ step: voidAtk ? 'effect.powerScoreOnly' : atk && score ? 'effect.power' : atk ? 'effect.powerAtk' : 'effect.powerScore', clauses, values: more }], done: !voidAtk };
    }
    default:
      return { table: t, log: [], done: false };
  }
}

/** 12-6, 9-2 — an extra summon that will enter (its card is there, and a place is free): its player chooses the place first. */
const summonAsks = (t: Table, use: Use, step: Step) =>
  step.do === 'summon' && t.players[use.player][step.from].some((c) => c.id === step.card && c.kind === 'unit') && entryPlace(t.units, use.player) !== null;

/** A sentence on the user: the table after it, what the log says, and whether it was done in full. */
function onPlayer(t: Table, use: Use, step: Step, chosen?: { line: number; row: Row }): { table: Table; log: LogEntry[]; done: boolean } {
  const p = use.player;
  const zones = t.players[p];
  const values = { player: p, card: use.source };
  switch (step.do) {
    case 'bonus':
      // 15-7.1a — the player gains it; it stays if the unit leaves (15-7.1b).
      return { table: withZones(t, p, { bonus: zones.bonus + step.amount }), log: [{ step: 'effect.bonus', clauses: ['15-7.1a', '15-7.1b'], values: { ...values, count: step.amount } }], done: true };
    case 'draw': {
      const drawn = zones.deck.slice(0, step.count);
      const table = withZones(t, p, { deck: zones.deck.slice(drawn.length), hand: [...zones.hand, ...drawn] });
      const full = drawn.length === step.count;
      return { table, log: [{ step: full ? 'effect.draw' : 'effect.drawShort', clauses: full ? ['4-2'] : ['6-2'], values: { ...values, count: drawn.length, cards: drawn.map((c) => c.id).join(', ') } }], done: full };
    }
    case 'search': {
      const found = zones.deck.find((c) => c.id === step.card);
      if (!found) return { table: t, log: [{ step: 'effect.searchMissing', clauses: ['6-2'], values: { ...values, other: step.card } }], done: false };
      return { table: withZones(t, p, { deck: zones.deck.filter((c) => c !== found), hand: [...zones.hand, found] }), log: [{ step: 'effect.search', clauses: ['4-2'], values: { ...values, other: step.card } }], done: true };
    }
    case 'summon': {
      // 12-6 — a unit summoned or played by an effect needs no tribute; 9-2, 9-3 — it enters a free place its player chose, or not at all.
      const from = zones[step.from];
      const card = from.find((c) => c.id === step.card && c.kind === 'unit');
      if (!card) return { table: t, log: [{ step: 'effect.summonMissing', clauses: ['6-2'], values: { ...values, other: step.card } }], done: false };
      const place = chosen ?? entryPlace(t.units, p);
      if (!place) return { table: t, log: [{ step: 'effect.summonNoRoom', clauses: ['9-3', '6-2'], values: { ...values, other: card.id } }], done: false };
      const unit: Unit = { id: card.id, owner: p, ...place, state: 'upright', atk: card.atk, score: card.score, keywords: card.keywords };
      const table = withZones({ ...t, units: [...t.units, unit], fieldCards: { ...t.fieldCards, [card.id]: card } }, p, { [step.from]: from.filter((c) => c !== card) });
      return { table, log: [{ step: 'effect.summon', clauses: ['12-6', '9-2'], values: { ...values, other: card.id, line: place.line, row: place.row } }], done: true };
    }
    case 'negate':
      // 6-3 — it answers the card or effect being used, which is then not processed (the machine marks it).
      return { table: t, log: [{ step: 'effect.negate', clauses: ['6-3'], values }], done: true };
    default:
      return { table: t, log: [], done: false };
  }
}

/**
 * 6-2, 6-5, 6-6 — resolves an effect's sentences in order: each as far as it can be done (a part
 * that cannot is not done), a 「若成功」 sentence only when the one before was done in full, each
 * sentence on the chosen targets in 戰線順序 (chosen before, 6-6). The source leaving the field on
 * the way does not stop it (6-5); an extra summon that will enter stops it until its player chooses
 * the place (9-2, `pending`), and it goes on from there (`Use.resume`). Negate is the machine's (it
 * voids the card answered).
 */
export function resolve(t: Table, use: Use): Resolved {
  let table = t;
  const log: LogEntry[] = [];
  // Resumed after a place was chosen (9-2): from the sentence it stopped at.
  const done: boolean[] = [...(use.resume?.done ?? [])];
  let chosen = use.resume?.place;
  const sourceOnField = () => table.units.some((u) => u.id === use.source);
  const wasOnField = use.kind === 'unit' && sourceOnField();
  let noted = false;
  for (let i = done.length; i < use.effect.steps.length; i++) {
    const step = use.effect.steps[i]!;
    if (step.ifSuccess && !done[i - 1]) {
      log.push({ step: 'effect.notSucceeded', clauses: ['6-2'], values: { step: i + 1 } });
      done.push(false);
      continue;
    }
    if (wasOnField && !noted && !sourceOnField()) {
      noted = true;
      log.push({ step: 'effect.sourceLeft', clauses: ['6-5'], values: { unit: use.source } });
    }
    if ('each' in step && step.each) {
      // 6-6 ¶2 — both players process it: the current player first, then the enemy.
      const first = use.current ?? use.player;
      log.push({ step: 'effect.each', clauses: ['6-6'], values: { player: first } });
      let all = true;
      for (const player of [first, opponent(first)]) {
        const r = onPlayer(table, { ...use, player }, step);
        table = r.table;
        log.push(...r.log);
        all &&= r.done;
      }
      done.push(all);
      continue;
    }
    if (!onUnits(step)) {
      // 9-2 — an extra unit enters the place its player chooses: resolution waits for the choice.
      if (!chosen && summonAsks(table, use, step)) return { table, log, done, pending: i };
      const r = onPlayer(table, use, step, chosen);
      chosen = undefined;
      table = r.table;
      log.push(...r.log);
      done.push(r.done);
      continue;
    }
    // 6-6 — the chosen targets in 戰線順序; one gone since it was chosen is not done (6-2).
    const present = orderTargets(t.units, use.targets);
    const ids = 'self' in step && step.self ? [use.source] : [...present, ...use.targets.filter((id) => !present.includes(id))];
    let all = ids.length > 0;
    for (const id of ids) {
      const r = onUnit(table, use, step, id);
      table = r.table;
      log.push(...r.log);
      all &&= r.done;
    }
    done.push(all);
  }
  return { table, log, done };
}

/** 6-6, 6-1 ※ — targets in 戰線順序: star line ascending, front before back; the current player's units first when both sides are hit (6-6 ¶2). */
export function orderTargets(units: Unit[], ids: string[], current?: Player): string[] {
  const chosen = units.filter((u) => ids.includes(u.id));
  return chosen.sort((a, b) => (current === undefined || a.owner === b.owner ? 0 : a.owner === current ? -1 : 1) || lineOrder(a, b)).map((u) => u.id);
}

/**
 * 4-5, 7-4 — a field card is being used: a field card already in its user's field zone is destroyed
 * first, at the moment of use (「使用場地卡時」), before the new card's effect is processed.
 */
export function clearField(t: Table, use: Use): { table: Table; log: LogEntry[] } {
  const p = use.player;
  const old = t.fields[p];
  if (use.effect.magic !== 'field' || !old) return { table: t, log: [] };
  const fields = [...t.fields] as Table['fields'];
  fields[p] = null;
  const table = withZones({ ...t, fields }, p, { graveyard: [...t.players[p].graveyard, old] });
  return { table, log: [{ step: 'field.replaced', clauses: ['4-5', '7-4'], values: { card: use.source, player: p, other: old } }] };
}

/** 7-2, 7-4, 4-5 — where a magic card goes once resolved: a permanent one stays under its unit (if it got there), a field one to its user's field zone (the card there was destroyed when it was used, `clearField`), any other to the graveyard. */
export function settleMagic(t: Table, use: Use, attached: boolean): { table: Table; log: LogEntry[] } {
  const p = use.player;
  const values = { card: use.source, player: p };
  if (attached) return { table: t, log: [] };
  if (use.effect.magic === 'field') {
    const fields = [...t.fields] as Table['fields'];
    fields[p] = use.source;
    return { table: { ...t, fields }, log: [{ step: 'field.placed', clauses: ['7-4', '4-5'], values }] };
  }
  return { table: withZones(t, p, { graveyard: [...t.players[p].graveyard, use.source] }), log: [{ step: 'magic.graveyard', clauses: use.effect.magic === 'permanent' ? ['7-2', '6-2'] : ['7-2'], values }] };
}
