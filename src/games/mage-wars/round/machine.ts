/**
 * A Mage Wars round (2, 3, 4) as a machine. The ready stage's six phases in order: the initiative
 * marker passes (3-1), markers reset (3-2), mages channel (3-3), upkeep effects resolve in their
 * owner's order (3-4), each player plans (3-5), spawnpoints cast in deployment, the initiative
 * player's first (3-6). Then the action stage: the first quickcast phase (4-1), alternating
 * activations, where a player must activate unless the opponent has more creatures not yet activated
 * (4-2.1, 4-2.2), and the final quickcast phase (4-3). The quickcast marker serves once a round, in
 * either quickcast phase or just before or after activating one of its player's creatures (4-4).
 * A summoned creature enters already activated (7-3.1). Planned spells not cast return to the
 * spellbook: a spawnpoint's in deployment (3-6.1, 11-2), a familiar's at the end of its activation
 * (4-2.5, 10-4), a mage's after the final quickcast phase (4-6). Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import type { Condition, Player } from '../arena';

export interface RoundCreature {
  id: string;
  owner: Player;
  /** A mage (7-3.2) or a familiar (10) casts; other creatures do not. */
  kind: 'mage' | 'familiar' | 'creature';
  activated?: boolean;
  /** Summoned this round: it entered already activated (7-3.1). */
  summoned?: boolean;
  /** Spells planned for it this round (a mage up to 2, a familiar up to 1: 3-5, 3-5.1). */
  planned?: number;
  /** Has the Flying trait (9-3): while it guards it does not fly (9-3.8, the site's reading). */
  flying?: boolean;
  /** Has a guard marker (13-1): it stays until the creature is activated (13-3) or attacked in melee (the attack flow). */
  guard?: boolean;
  /** Its conditions (an attack's effect die gives them, 8-4.2): kept through the round, since no rule the source states removes them (arena.ts). */
  conditions?: Condition[];
}

export interface Spawnpoint {
  id: string;
  owner: Player;
  planned?: number;
}

/** An upkeep effect on a player's card (3-4): regeneration, burn … */
export interface Upkeep {
  id: string;
  owner: Player;
  effect: string;
}

export interface RoundInput {
  round?: number;
  /** Who holds the initiative marker as the round begins: the initiative phase passes it (3-1). */
  initiative: Player;
  mana: [number, number];
  channeling: [number, number];
  creatures: RoundCreature[];
  spawnpoints?: Spawnpoint[];
  upkeep?: Upkeep[];
  /**
   * The reading of the disputed 3-5: `may` (the author's later answer, 2013-03-07: up to 2, and up
   * to 1 for each familiar or spawnpoint, fewer or none allowed; the site's reading) or `must` (his
   * earlier answer, 2013-02-03: exactly 2, and 1 for each familiar or spawnpoint).
   */
  planning?: Planning;
}
export type Planning = 'may' | 'must';

export interface RoundContext {
  round: number;
  initiative: Player;
  mana: [number, number];
  channeling: [number, number];
  creatures: RoundCreature[];
  spawnpoints: Spawnpoint[];
  upkeep: Upkeep[];
  /** Who has planned this round (3-5). */
  plannedBy: Player[];
  /** Whose quickcast marker has been used this round (3-2 turns them face up). */
  quickcast: [boolean, boolean];
  /** Who decides now in a quickcast phase (4-1, 4-3), or whose turn it is in the actions phase (4-2). */
  player: Player;
  /** In a quickcast phase: who has decided. */
  decided: Player[];
  /** The creature being activated, and whether it has cast a spell or guarded in this activation: one quick or full action (5-1). */
  active: string | null;
  castNow: boolean;
  guardNow: boolean;
  /** The casters whose planned spells went back to the spellbook, in order. */
  returned: string[];
  /** The creatures activated this round, in the order they were: activated (4-2.1) or summoned, which enters activated (7-3.1). */
  activations: string[];
  planning: Planning;
  /** The position it started from (a link starts it over under the other reading). */
  setup: RoundInput;
  log: Log | null;
}

export type RoundEvent =
  | { type: 'upkeep.resolve'; id: string }
  | { type: 'plan'; player: Player; spells: number; for?: string[] }
  | { type: 'deploy.cast'; id: string; summon?: string }
  | { type: 'deploy.skip'; id: string }
  /** `player`: whose marker (4-4); without it, the player whose decision or turn it is. */
  | { type: 'quickcast.use'; player?: Player }
  | { type: 'quickcast.pass'; player?: Player }
  | { type: 'activate'; id: string }
  | { type: 'turn.pass' }
  | { type: 'spell.cast'; summon?: string }
  | { type: 'guard' }
  | { type: 'activation.end' }
  | { type: 'turn.next' }
  | { type: 'round.next' };
type With<T extends RoundEvent['type']> = Extract<RoundEvent, { type: T }>;

const other = (p: Player): Player => (p === 0 ? 1 : 0);
const log = (c: RoundContext, ...entries: LogEntry[]): RoundContext => logged(c, ...entries);
const setCreature = (c: RoundContext, id: string, change: Partial<RoundCreature>): RoundContext => ({ ...c, creatures: c.creatures.map((x) => (x.id === id ? { ...x, ...change } : x)) });
export const mageOf = (c: RoundContext, p: Player) => c.creatures.find((x) => x.kind === 'mage' && x.owner === p)!;
/** A player's creatures not yet activated this round. */
export const waiting = (c: RoundContext, p: Player) => c.creatures.filter((x) => x.owner === p && !x.activated).length;
const idTaken = (c: RoundContext, id: string) => c.creatures.some((x) => x.id === id) || c.spawnpoints.some((x) => x.id === id);

function initial(input: RoundInput): RoundContext {
  return {
    round: input.round ?? 1, initiative: input.initiative, mana: [...input.mana], channeling: [...input.channeling],
    creatures: input.creatures.map((x) => ({ ...x })), spawnpoints: (input.spawnpoints ?? []).map((x) => ({ ...x })), upkeep: (input.upkeep ?? []).map((x) => ({ ...x })),
    plannedBy: [], quickcast: [false, false], player: input.initiative, decided: [], active: null, castNow: false, guardNow: false, returned: [], activations: [],
    planning: input.planning ?? 'may', setup: input,
    log: newLog({ step: 'start', clauses: ['2-1'], values: { round: input.round ?? 1 } }),
  };
}

/** 3-1 — the initiative marker passes to the other player. */
const passInitiative = (c: RoundContext) => log({ ...c, initiative: other(c.initiative) }, { step: 'initiative', clauses: ['3-1'], values: { player: other(c.initiative) } });
/** 3-2 — action and quickcast markers face up: every creature may be activated again, every quickcast marker used again; last round's planned spells are gone (4-6). */
const reset = (c: RoundContext) =>
  log({ ...c, creatures: c.creatures.map((x) => ({ ...x, activated: false, summoned: false, planned: 0 })), spawnpoints: c.spawnpoints.map((x) => ({ ...x, planned: 0 })), quickcast: [false, false], plannedBy: [], returned: [], activations: [] }, { step: 'reset', clauses: ['3-2'], values: {} });
/** 3-3 — each mage gains its channeling. */
const channel = (c: RoundContext) => {
  const mana: [number, number] = [c.mana[0] + c.channeling[0], c.mana[1] + c.channeling[1]];
  return log({ ...c, mana }, { step: 'channeling', clauses: ['3-3'], values: { a: mana[0], b: mana[1], ca: c.channeling[0], cb: c.channeling[1] } });
};

/** 3-4 — an upkeep effect whose owner has no other: no order to choose. */
const upkeepChoice = (c: RoundContext) => ([0, 1] as Player[]).some((p) => c.upkeep.filter((u) => u.owner === p).length > 1);
const resolveUpkeep = (c: RoundContext, id: string) => {
  const u = c.upkeep.find((x) => x.id === id)!;
  return log({ ...c, upkeep: c.upkeep.filter((x) => x.id !== id) }, { step: 'upkeep', clauses: ['3-4'], values: { id, owner: u.owner, effect: u.effect } });
};
const resolveRest = (c: RoundContext) => c.upkeep.reduce((acc, u) => resolveUpkeep(acc, u.id), c);

/** 3-5 — the spells a player plans for the mage: 2 (at most, by the site's reading). */
export const PLAN_LIMIT = 2;

/** 3-5, 3-5.1 — why this plan may not be made, or null. */
export function whyNotPlan(c: RoundContext, e: With<'plan'>): Refusal | null {
  if (c.plannedBy.includes(e.player)) return { step: 'refuse.plannedAlready', clauses: ['3-5'], values: { player: e.player } };
  if (e.spells > PLAN_LIMIT) return { step: 'refuse.planTwo', clauses: ['3-5'], values: { n: e.spells } };
  const casters = [...c.creatures.filter((x) => x.kind === 'familiar'), ...c.spawnpoints];
  for (const id of e.for ?? []) {
    const caster = casters.find((x) => x.id === id);
    if (!caster || caster.owner !== e.player) return { step: 'refuse.planFor', clauses: ['3-5.1'], values: { id } };
  }
  if (new Set(e.for ?? []).size !== (e.for ?? []).length) return { step: 'refuse.planOne', clauses: ['3-5.1'], values: {} };
  // The earlier answer's reading: the plan is required in full.
  if (c.planning === 'must') {
    if (e.spells !== PLAN_LIMIT) return { step: 'refuse.planMust', clauses: ['3-5'], values: { n: e.spells } };
    const missed = casters.find((x) => x.owner === e.player && !(e.for ?? []).includes(x.id));
    if (missed) return { step: 'refuse.planMustFor', clauses: ['3-5.1'], values: { id: missed.id } };
  }
  return null;
}
function plan(c: RoundContext, e: With<'plan'>): RoundContext {
  const mage = mageOf(c, e.player);
  const chosen = new Set(e.for ?? []);
  let next = setCreature(c, mage.id, { planned: e.spells });
  next = { ...next, creatures: next.creatures.map((x) => (chosen.has(x.id) ? { ...x, planned: 1 } : x)), spawnpoints: next.spawnpoints.map((x) => (chosen.has(x.id) ? { ...x, planned: 1 } : x)), plannedBy: [...c.plannedBy, e.player] };
  // Spells for other casters are told only when there are such casters (no 「0 張…各選 1 張」).
  return log(next, { step: chosen.size ? 'plan' : 'plan.mage', clauses: ['3-5', '3-5.1', '3-5.2'], values: { player: e.player, spells: e.spells, more: chosen.size } });
}

/** 3-6 — who deploys now: the initiative player while a spawnpoint of theirs has a planned spell, then the other. */
const deploying = (c: RoundContext) => c.spawnpoints.filter((x) => x.planned).sort((a, b) => Number(a.owner !== c.initiative) - Number(b.owner !== c.initiative));
export function whyNotDeploy(c: RoundContext, e: With<'deploy.cast'> | With<'deploy.skip'>): Refusal | null {
  const queue = deploying(c);
  const s = c.spawnpoints.find((x) => x.id === e.id);
  if (!s || !s.planned) return { step: 'refuse.noSpawnpoint', clauses: ['3-6', '11-1'], values: { id: e.id } };
  if (s.owner !== queue[0].owner) return { step: 'refuse.initiativeFirst', clauses: ['3-6'], values: { player: queue[0].owner } };
  if (e.type === 'deploy.cast' && e.summon && idTaken(c, e.summon)) return { step: 'refuse.summonId', clauses: ['7-3.1'], values: { id: e.summon } };
  return null;
}
function deployCast(c: RoundContext, e: With<'deploy.cast'>): RoundContext {
  const s = c.spawnpoints.find((x) => x.id === e.id)!;
  let next: RoundContext = { ...c, spawnpoints: c.spawnpoints.map((x) => (x.id === e.id ? { ...x, planned: 0 } : x)) };
  next = log(next, { step: 'deploy.cast', clauses: ['3-6', '11-1'], values: { id: e.id } });
  return e.summon ? summon(next, s.owner, e.summon) : next;
}
const deploySkip = (c: RoundContext, e: With<'deploy.skip'>) =>
  log({ ...c, spawnpoints: c.spawnpoints.map((x) => (x.id === e.id ? { ...x, planned: 0 } : x)), returned: [...c.returned, e.id] }, { step: 'deploy.skip', clauses: ['3-6.1', '11-2'], values: { id: e.id } });

/** 7-3.1 — a summoned creature enters already activated. */
const summon = (c: RoundContext, owner: Player, id: string) =>
  log({ ...c, creatures: [...c.creatures, { id, owner, kind: 'creature', activated: true, summoned: true }], activations: [...c.activations, id] }, { step: 'summoned', clauses: ['7-3.1'], values: { id, owner } });

/** 4-1, 4-3 — the quickcast phase's next decider: the initiative player first, then the other; one whose marker is used has nothing to decide. */
const toDecide = (c: RoundContext): Player | null => [c.initiative, other(c.initiative)].find((p) => !c.decided.includes(p) && !c.quickcast[p]) ?? null;
const phaseStart = (c: RoundContext) => ({ ...c, decided: [], player: toDecide({ ...c, decided: [] }) ?? c.initiative });

/** Whose marker a quickcast event names: its player, or the one whose decision or turn it is. */
const quickcaster = (c: RoundContext, e: With<'quickcast.use'> | With<'quickcast.pass'>): Player => e.player ?? c.player;

/** 4-3, 3-2, 3-5 — a quickcast needs the player's marker unused this round and a planned spell of its mage. */
function whyNoQuickcast(c: RoundContext, p: Player): Refusal | null {
  // 4-3: only a marker not yet used may be used; 3-2: a used one is turned face up again at the next reset phase.
  if (c.quickcast[p]) return { step: 'refuse.quickcastUsed', clauses: ['4-3', '3-2'], values: { player: p } };
  if (!mageOf(c, p).planned) return { step: 'refuse.noPlanned', clauses: ['3-5'], values: { player: p } };
  return null;
}

/** 4-1, 4-3 — in a quickcast phase each mage whose marker is unused decides once, the initiative player first. */
export function whyNotQuickcastPhase(c: RoundContext, e: With<'quickcast.use'> | With<'quickcast.pass'>, phase: '4-1' | '4-3'): Refusal | null {
  const p = quickcaster(c, e);
  if (c.quickcast[p]) return { step: 'refuse.quickcastUsed', clauses: ['4-3', '3-2'], values: { player: p } };
  if (p !== c.player) return c.decided.includes(p) ? { step: 'refuse.quickcastDecided', clauses: [phase], values: { player: p } } : { step: 'refuse.quickcastOrder', clauses: [phase], values: { player: c.player } };
  return e.type === 'quickcast.use' ? whyNoQuickcast(c, p) : null;
}

/**
 * 4-4 — in the actions phase a marker is used just before or just after activating one of its
 * player's creatures: the player whose creature is activated next (turn) or was just (afterActivation).
 * The other player's quickcast just after an activation, when the turn passes to it, is its
 * quickcast before activating its own: `opponentBefore`.
 */
export function whyNotQuickcastAround(c: RoundContext, e: With<'quickcast.use'>): Refusal | null {
  const p = quickcaster(c, e);
  const why = whyNoQuickcast(c, p);
  if (why) return why;
  return p === c.player ? null : { step: 'refuse.quickcastNotOwn', clauses: ['4-4'], values: { player: p } };
}
/** 4-4, 4-2.1 — just after a creature's activation, the other player, whose turn comes next, uses its marker before activating one of its own. */
const opponentBefore = (c: RoundContext, e: With<'quickcast.use'>) => {
  const p = quickcaster(c, e);
  return p !== c.player && waiting(c, p) > 0 && !whyNoQuickcast(c, p);
};
/** 4-4, 4-3, 3-2 — the marker was just used before an activation: its player's is used; the other's is not for this activation. */
const whyNotAgainBefore = (c: RoundContext, e: With<'quickcast.use'>): Refusal =>
  quickcaster(c, e) === c.player ? { step: 'refused.notHere', clauses: ['4-3', '3-2'], values: { event: e.type, state: 'quickcastBefore' } } : { step: 'refuse.quickcastNotOwn', clauses: ['4-4'], values: { player: quickcaster(c, e) } };

function quickcast(c: RoundContext, clauses: string[]): RoundContext {
  const p = c.player;
  const mage = mageOf(c, p);
  const quick: [boolean, boolean] = [...c.quickcast];
  quick[p] = true;
  return log({ ...setCreature(c, mage.id, { planned: mage.planned! - 1 }), quickcast: quick, decided: [...c.decided, p] }, { step: 'quickcast.use', clauses, values: { player: p, mage: mage.id } });
}
const decidePass = (c: RoundContext, clauses: string[]) => log({ ...c, decided: [...c.decided, c.player] }, { step: 'quickcast.pass', clauses, values: { player: c.player } });
const nextDecider = (c: RoundContext) => ({ ...c, player: toDecide(c) ?? c.player });

/** 4-2.1, 4-2.3 — why the player may not activate this creature now, or null. */
export function whyNotActivate(c: RoundContext, e: With<'activate'>): Refusal | null {
  const x = c.creatures.find((y) => y.id === e.id);
  if (!x) return { step: 'refuse.noCreature', clauses: ['4-2.1'], values: { id: e.id } };
  if (x.owner !== c.player) return { step: 'refuse.notYours', clauses: ['4-2.1'], values: { id: e.id, player: c.player } };
  if (x.activated) return x.summoned ? { step: 'refuse.summoned', clauses: ['7-3.1'], values: { id: e.id } } : { step: 'refuse.activated', clauses: ['4-2.1'], values: { id: e.id } };
  return null;
}
/** 4-2.1, 4-2.3 — the creature is activated; a guard marker on it goes (13-3), and a flyer that guarded flies again (9-3.8, the site's reading). */
function activate(c: RoundContext, e: With<'activate'>): RoundContext {
  const x = c.creatures.find((y) => y.id === e.id)!;
  const entries: LogEntry[] = [{ step: 'activate', clauses: ['4-2.1', '4-2.3'], values: { id: e.id, player: c.player } }];
  if (x.guard) entries.push({ step: x.flying ? 'guard.removedFlying' : 'guard.removed', clauses: x.flying ? ['13-3', '9-3.8'] : ['13-3'], values: { id: e.id } });
  return log({ ...setCreature(c, e.id, { activated: true, guard: false }), activations: [...c.activations, e.id], active: e.id, castNow: false, guardNow: false }, ...entries);
}

/** 4-2.2 — a player may pass only when the opponent has more creatures not yet activated. */
export function whyNotPass(c: RoundContext): Refusal | null {
  const mine = waiting(c, c.player);
  const theirs = waiting(c, other(c.player));
  return theirs > mine ? null : { step: 'refuse.mustActivate', clauses: ['4-2.2', '4-2.2a'], values: { mine, theirs } };
}
const pass = (c: RoundContext) => log({ ...c, player: other(c.player) }, { step: 'turn.pass', clauses: ['4-2.2'], values: { player: c.player, mine: waiting(c, c.player), theirs: waiting(c, other(c.player)) } });

/** A spell cast by the creature being activated: a planned one of its own (3-5, 10-1). */
export function whyNotCast(c: RoundContext, e: With<'spell.cast'>): Refusal | null {
  const x = c.creatures.find((y) => y.id === c.active)!;
  // 3-5.1: spells are planned only for a creature able to cast (a familiar, 10-1).
  if (x.kind === 'creature') return { step: 'refuse.cannotCast', clauses: ['3-5.1', '10-1'], values: { id: x.id } };
  if (!x.planned) return { step: 'refuse.noPlannedSpell', clauses: [x.kind === 'mage' ? '3-5' : '10-1'], values: { id: x.id } };
  if (c.castNow) return { step: 'refuse.oneAction', clauses: ['5-1'], values: { id: x.id } };
  if (c.guardNow) return { step: 'refuse.guardedNow', clauses: ['5-1', '5-4'], values: { id: x.id } };
  if (e.summon && idTaken(c, e.summon)) return { step: 'refuse.summonId', clauses: ['7-3.1'], values: { id: e.summon } };
  return null;
}
function cast(c: RoundContext, e: With<'spell.cast'>): RoundContext {
  const x = c.creatures.find((y) => y.id === c.active)!;
  const next = log({ ...setCreature(c, x.id, { planned: x.planned! - 1 }), castNow: true }, { step: 'spell.cast', clauses: x.kind === 'familiar' ? ['10-1', '10-2'] : ['3-5'], values: { id: x.id } });
  return e.summon ? summon(next, x.owner, e.summon) : next;
}

/** 5-1, 5-4 — the guard action is a quick action: not in an activation that has cast a spell or guarded already. */
export function whyNotGuard(c: RoundContext): Refusal | null {
  const id = c.active!;
  if (c.castNow) return { step: 'refuse.oneAction', clauses: ['5-1'], values: { id } };
  if (c.guardNow) return { step: 'refuse.guardedNow', clauses: ['5-1', '5-4'], values: { id } };
  return null;
}
/** 5-4.3, 13-1 — the creature guards: it takes a guard marker; a flyer does not fly while it guards (9-3.8, the site's reading). */
function guard(c: RoundContext): RoundContext {
  const x = c.creatures.find((y) => y.id === c.active)!;
  const entries: LogEntry[] = [{ step: 'guard', clauses: ['5-4.3', '13-1', '13-2'], values: { id: x.id } }];
  if (x.flying) entries.push({ step: 'flying.guarding', clauses: ['9-3.8'], values: { id: x.id } });
  return log({ ...setCreature(c, x.id, { guard: true }), guardNow: true }, ...entries);
}

/** 4-2.1, 4-2.5, 10-4 — the activation ends; a familiar's planned spell not cast returns to the spellbook. */
function endActivation(c: RoundContext): RoundContext {
  const x = c.creatures.find((y) => y.id === c.active)!;
  const entries: LogEntry[] = [{ step: 'activation.end', clauses: ['4-2.1'], values: { id: x.id } }];
  let next: RoundContext = { ...c, active: null };
  if (x.kind === 'familiar' && x.planned) {
    next = { ...setCreature(next, x.id, { planned: 0 }), returned: [...next.returned, x.id] };
    entries.push({ step: 'return.familiar', clauses: ['4-2.5', '10-4'], values: { id: x.id } });
  }
  return log(next, ...entries);
}

/**
 * Whose turn follows: the other player's, or this one's again when the other has nothing left to
 * activate (4-2.1). When neither has, nobody activates again: nothing is said here, and the final
 * quickcast phase begins, saying every creature has been activated (4-2.4, 4-3).
 */
function nextTurn(c: RoundContext): RoundContext {
  const o = other(c.player);
  if (waiting(c, o) > 0) return { ...c, player: o };
  if (waiting(c, c.player) === 0) return c;
  return log(c, { step: 'turn.again', clauses: ['4-2.1'], values: { player: c.player, other: o } });
}

/** 4-6 — the mages' planned spells not cast return to the spellbook after the final quickcast phase (the author's answer). */
function endRound(c: RoundContext): RoundContext {
  const mages = c.creatures.filter((x) => x.kind === 'mage' && x.planned);
  const entries: LogEntry[] = [{ step: 'quickcast.final.end', clauses: ['4-3'], values: {} }, ...mages.map((m) => ({ step: 'return.mage', clauses: ['4-6'], values: { id: m.id, n: m.planned! } }))];
  return log({ ...c, creatures: c.creatures.map((x) => (x.kind === 'mage' ? { ...x, planned: 0 } : x)), returned: [...c.returned, ...mages.map((m) => m.id)] }, ...entries);
}

export const roundMachine = setup({
  types: {
    context: {} as RoundContext,
    events: {} as RoundEvent,
    input: {} as RoundInput,
    meta: {} as StateMeta,
  },
  guards: {
    'no order to choose': ({ context }) => !upkeepChoice(context),
    'both planned': ({ context }) => context.plannedBy.length === 2,
    'no spawnpoint to deploy': ({ context }) => deploying(context).length === 0,
    'nobody left to decide': ({ context }) => toDecide(context) === null,
    'all activated': ({ context }) => waiting(context, 0) + waiting(context, 1) === 0,
    'may plan': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotPlan(context, event as With<'plan'>)),
    'upkeep of this owner': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) =>
      context.upkeep.some((u) => u.id === (event as With<'upkeep.resolve'>).id) ? null : { step: 'refuse.noUpkeep', clauses: ['3-4'], values: { id: (event as With<'upkeep.resolve'>).id } }),
    'may deploy': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotDeploy(context, event as With<'deploy.cast'>)),
    'may decide first': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotQuickcastPhase(context, event as With<'quickcast.use'>, '4-1')),
    'may decide final': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotQuickcastPhase(context, event as With<'quickcast.use'>, '4-3')),
    'may quickcast around': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotQuickcastAround(context, event as With<'quickcast.use'>)),
    'the other quickcasts before its activation': ({ context, event }) => opponentBefore(context, event as With<'quickcast.use'>),
    'not again before': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotAgainBefore(context, event as With<'quickcast.use'>)),
    'may activate': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotActivate(context, event as With<'activate'>)),
    'may pass': ruleGuard(({ context }: { context: RoundContext }) => whyNotPass(context)),
    'may cast': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotCast(context, event as With<'spell.cast'>)),
    'may guard': ruleGuard(({ context }: { context: RoundContext }) => whyNotGuard(context)),
  },
  actions: {
    passInitiative: assign(({ context }) => passInitiative(context)),
    reset: assign(({ context }) => reset(context)),
    channel: assign(({ context }) => channel(context)),
    resolveUpkeep: assign(({ context, event }) => resolveUpkeep(context, (event as With<'upkeep.resolve'>).id)),
    resolveRest: assign(({ context }) => resolveRest(context)),
    plan: assign(({ context, event }) => plan(context, event as With<'plan'>)),
    deployCast: assign(({ context, event }) => deployCast(context, event as With<'deploy.cast'>)),
    deploySkip: assign(({ context, event }) => deploySkip(context, event as With<'deploy.skip'>)),
    firstPhase: assign(({ context }) => log(phaseStart(context), { step: 'quickcast.first', clauses: ['4-1'], values: { player: context.initiative } })),
    finalPhase: assign(({ context }) => log(phaseStart(context), { step: 'quickcast.final', clauses: ['4-2.4', '4-3'], values: { player: context.initiative } })),
    quickcastFirst: assign(({ context }) => nextDecider(quickcast(context, ['4-1']))),
    passFirst: assign(({ context }) => nextDecider(decidePass(context, ['4-1']))),
    quickcastFinal: assign(({ context }) => nextDecider(quickcast(context, ['4-3']))),
    passFinal: assign(({ context }) => nextDecider(decidePass(context, ['4-3']))),
    quickcastAround: assign(({ context }) => quickcast(context, ['4-4'])),
    actionsStart: assign(({ context }) => log({ ...context, player: context.initiative }, { step: 'actions', clauses: ['4-2', '4-2.1'], values: { player: context.initiative } })),
    activate: assign(({ context, event }) => activate(context, event as With<'activate'>)),
    pass: assign(({ context }) => pass(context)),
    cast: assign(({ context, event }) => cast(context, event as With<'spell.cast'>)),
    guard: assign(({ context }) => guard(context)),
    endActivation: assign(({ context }) => endActivation(context)),
    nextTurn: assign(({ context }) => nextTurn(context)),
    endRound: assign(({ context }) => endRound(context)),
    nextRound: assign(({ context }) => log({ ...context, round: context.round + 1 }, { step: 'round.next', clauses: ['2-2', '4-5'], values: { round: context.round + 1 } })),
  },
}).createMachine({
  id: 'mage-wars-round',
  context: ({ input }) => initial(input),
  initial: 'initiative',
  // 4-4 — the quickcast marker is used in the first and final quickcast phases, or just before or after activating one's own creature: at no other moment.
  meta: { clauses: ['2-1'], forbids: { 'quickcast.use': ['4-4'] } },
  states: {
    initiative: { meta: { clauses: ['3-1'] }, always: { target: 'reset', actions: 'passInitiative', meta: { clauses: ['3-1'] } } },
    reset: { meta: { clauses: ['3-2'] }, always: { target: 'channeling', actions: 'reset', meta: { clauses: ['3-2'] } } },
    channeling: { meta: { clauses: ['3-3'] }, always: { target: 'upkeep', actions: 'channel', meta: { clauses: ['3-3'] } } },
    upkeep: {
      meta: { clauses: ['3-4'] },
      always: { guard: 'no order to choose', target: 'planning', actions: 'resolveRest', meta: { clauses: ['3-4', '3-5'] } },
      on: { 'upkeep.resolve': { guard: 'upkeep of this owner', target: 'upkeep', reenter: true, actions: 'resolveUpkeep', meta: { clauses: ['3-4'] } } },
    },
    planning: {
      meta: { clauses: ['3-5'] },
      always: { guard: 'both planned', target: 'deployment', meta: { clauses: ['3-5', '3-6'] } },
      on: { plan: { guard: 'may plan', target: 'planning', reenter: true, actions: 'plan', meta: { clauses: ['3-5', '3-5.1'] } } },
    },
    deployment: {
      meta: { clauses: ['3-6'] },
      always: { guard: 'no spawnpoint to deploy', target: 'firstQuickcast', meta: { clauses: ['3-6', '4-1'] } },
      on: {
        'deploy.cast': { guard: 'may deploy', target: 'deployment', reenter: true, actions: 'deployCast', meta: { clauses: ['3-6', '11-1'] } },
        'deploy.skip': { guard: 'may deploy', target: 'deployment', reenter: true, actions: 'deploySkip', meta: { clauses: ['3-6.1', '11-2'] } },
      },
    },
    firstQuickcast: {
      meta: { clauses: ['4-1'] },
      entry: 'firstPhase',
      always: { guard: 'nobody left to decide', target: 'turn', actions: 'actionsStart', meta: { clauses: ['4-1', '4-2'] } },
      on: {
        'quickcast.use': { guard: 'may decide first', target: 'firstQuickcast', actions: 'quickcastFirst', meta: { clauses: ['4-1'] } },
        'quickcast.pass': { guard: 'may decide first', target: 'firstQuickcast', actions: 'passFirst', meta: { clauses: ['4-1'] } },
      },
    },
    turn: {
      meta: { clauses: ['4-2', '4-2.1', '4-2.2'] },
      always: { guard: 'all activated', target: 'finalQuickcast', meta: { clauses: ['4-2.4', '4-3'] } },
      on: {
        activate: { guard: 'may activate', target: 'activation', actions: 'activate', meta: { clauses: ['4-2.1', '4-2.3', '13-3'] } },
        'turn.pass': { guard: 'may pass', target: 'turn', reenter: true, actions: 'pass', meta: { clauses: ['4-2.2'] } },
        'quickcast.use': { guard: 'may quickcast around', target: 'quickcastBefore', actions: 'quickcastAround', meta: { clauses: ['4-4'] } },
      },
    },
    // 4-4 — the marker used just before activating: a creature of this player's is activated next.
    quickcastBefore: {
      // The marker has just been used: only a marker not yet used may be used (4-3), and it stays used until the reset phase (3-2); the other player's is not for this activation (4-4).
      meta: { clauses: ['4-4'], forbids: { 'quickcast.use': 'not again before' } },
      on: { activate: { guard: 'may activate', target: 'activation', actions: 'activate', meta: { clauses: ['4-2.1', '4-4', '13-3'] } } },
    },
    activation: {
      meta: { clauses: ['4-2.1', '5-1'] },
      on: {
        'spell.cast': { guard: 'may cast', target: 'activation', actions: 'cast', meta: { clauses: ['3-5', '10-1'] } },
        // 5-4.3, 13-1 — the guard action, a quick action; a flyer that guards does not fly (9-3.8).
        guard: { guard: 'may guard', target: 'activation', actions: 'guard', meta: { clauses: ['5-4.3', '13-1', '9-3.8'] } },
        'activation.end': { target: 'afterActivation', actions: 'endActivation', meta: { clauses: ['4-2.1', '4-2.5'] } },
      },
    },
    // 4-4 — just after activating, the player may use the marker; then the turn passes. The other
    // player, whose turn comes, may use its own just before activating one of its creatures.
    afterActivation: {
      meta: { clauses: ['4-4'] },
      on: {
        'quickcast.use': [
          { guard: 'the other quickcasts before its activation', target: 'quickcastBefore', actions: ['nextTurn', 'quickcastAround'], meta: { clauses: ['4-4', '4-2.1'] } },
          { guard: 'may quickcast around', target: 'turn', actions: ['quickcastAround', 'nextTurn'], meta: { clauses: ['4-4'] } },
        ],
        'turn.next': { target: 'turn', actions: 'nextTurn', meta: { clauses: ['4-2.1'] } },
      },
    },
    finalQuickcast: {
      meta: { clauses: ['4-3'] },
      entry: 'finalPhase',
      always: { guard: 'nobody left to decide', target: 'roundEnd', actions: 'endRound', meta: { clauses: ['4-3', '4-6'] } },
      on: {
        'quickcast.use': { guard: 'may decide final', target: 'finalQuickcast', actions: 'quickcastFinal', meta: { clauses: ['4-3'] } },
        'quickcast.pass': { guard: 'may decide final', target: 'finalQuickcast', actions: 'passFinal', meta: { clauses: ['4-3'] } },
      },
    },
    roundEnd: {
      meta: { clauses: ['2-2', '4-5', '4-6'] },
      on: { 'round.next': { target: 'initiative', actions: 'nextRound', meta: { clauses: ['2-2'] } } },
    },
  },
});
