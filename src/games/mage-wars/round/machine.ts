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
import { adjacent, distance, sightBlocker, wallBetween, type Condition, type Held, type Player, type Wall, type Zone } from '../arena';

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
  /** Its conditions (an attack's effect die gives them, 8-4.2; incapacitated and restrained, 5-3.2): kept through the round unless a spell or special action removes them, paying their removal cost (12-2). */
  conditions?: (Condition | Held)[];
  /** 12-1 — the removal cost printed on its markers, by kind; a kind not listed has no number (12-3). */
  removal?: Partial<Record<Condition | Held, number>>;
  /** A Pest: it does not hinder (5-3.2). */
  pest?: boolean;
  /** The zone it stands on: it moves to an adjacent zone (5-2); enemies in a zone hinder (5-3). */
  zone: Zone;
  /** Has the Fast trait: 2 moves, then a quick action that is not a move (9-1). */
  fast?: boolean;
  /** Nonliving: Finite Life, it cannot be healed (9-2). A creature is living unless it says so. */
  nonliving?: boolean;
  /** The damage on it: healing removes it (3-4, 9-2). */
  damage?: number;
  /** The special actions its card's text notes, quick or full (5-4.5, 5-5.3). */
  special?: Act[];
}

/** A quick or a full action (5-4, 5-5): a spell's or an attack's action symbol (6-1.6). */
export type Act = 'quick' | 'full';
/** What an activated creature does as its quick or full action (5-4, 5-5), a second move included (5-4.4). */
export type Deed = 'spell' | 'attack' | 'guard' | 'special' | 'move';
/** The clause that names each quick and each full action. */
const DEED_CLAUSE: Record<Act, Partial<Record<Deed, string>>> = {
  quick: { attack: '5-4.1', spell: '5-4.2', guard: '5-4.3', move: '5-4.4', special: '5-4.5' },
  full: { attack: '5-5.1', spell: '5-5.2', special: '5-5.3' },
};

export interface Spawnpoint {
  id: string;
  owner: Player;
  planned?: number;
  /** The zone it stands on: a creature it summons enters there. */
  zone: Zone;
}

/** An upkeep effect on a player's card (3-4): regeneration, burn … */
export interface Upkeep {
  id: string;
  owner: Player;
  effect: string;
  /** Regenerate's amount: the damage it heals (3-4, 9-2). */
  n?: number;
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
  /** Walls on the borders between zones (7-5.1). */
  walls?: Wall[];
  /**
   * 12-3's silence: a removal that meets markers without a number beside markers with one. `stay`
   * (the site's reading, 12-3's note): the numbered markers are paid for and removed, the others
   * stay; `block`: 12-2 asks for every marker at once, so nothing is removed.
   */
  unnumbered?: Unnumbered;
}
export type Planning = 'may' | 'must';
export type Unnumbered = 'stay' | 'block';

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
  /** The creature being activated; in this activation, its moves (5-2), its quick action and its full action (5-1), and whether it is hindered (5-3). */
  active: string | null;
  moves: number;
  quick: Deed | null;
  full: Deed | null;
  hindered: boolean;
  /** The casters whose planned spells went back to the spellbook, in order. */
  returned: string[];
  /** The creatures activated this round, in the order they were: activated (4-2.1) or summoned, which enters activated (7-3.1). */
  activations: string[];
  planning: Planning;
  unnumbered: Unnumbered;
  /** Walls on the borders between zones (7-5.1), those placed this round included. */
  walls: Wall[];
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
  | { type: 'quickcast.use'; player?: Player; action?: Act }
  | { type: 'quickcast.pass'; player?: Player }
  | { type: 'activate'; id: string }
  | { type: 'turn.pass' }
  /** `remove`: the creature whose condition markers the spell removes, paying their removal cost (12-2). */
  | { type: 'spell.cast'; action: Act; summon?: string; wall?: Omit<Wall, 'owner'>; remove?: string }
  | { type: 'move'; to: Zone }
  | { type: 'attack'; action: Act }
  | { type: 'special'; action: Act; remove?: string }
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
const idTaken = (c: RoundContext, id: string) => c.creatures.some((x) => x.id === id) || c.spawnpoints.some((x) => x.id === id) || c.walls.some((x) => x.id === id);

function initial(input: RoundInput): RoundContext {
  return {
    round: input.round ?? 1, initiative: input.initiative, mana: [...input.mana], channeling: [...input.channeling],
    creatures: input.creatures.map((x) => ({ ...x })), spawnpoints: (input.spawnpoints ?? []).map((x) => ({ ...x })), upkeep: (input.upkeep ?? []).map((x) => ({ ...x })),
    plannedBy: [], quickcast: [false, false], player: input.initiative, decided: [], active: null, moves: 0, quick: null, full: null, hindered: false, returned: [], activations: [],
    planning: input.planning ?? 'may', unnumbered: input.unnumbered ?? 'stay', walls: (input.walls ?? []).map((w) => ({ ...w })), setup: input,
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
  const next = { ...c, upkeep: c.upkeep.filter((x) => x.id !== id) };
  if (u.effect !== 'regenerate') return log(next, { step: 'upkeep', clauses: ['3-4'], values: { id, owner: u.owner, effect: u.effect } });
  return heal(next, u);
};
/**
 * 3-4, 9-2 — regenerate heals its creature: it removes up to its amount of damage, never more than
 * the creature has (healing removes damage: its life is not raised above what it is); a nonliving
 * creature has Finite Life and cannot be healed (the Codex: Finite Life prevents regeneration).
 */
function heal(c: RoundContext, u: Upkeep): RoundContext {
  const x = c.creatures.find((y) => y.id === u.id)!;
  const n = u.n ?? 0;
  if (x.nonliving) return log(c, { step: 'upkeep.finite', clauses: ['3-4', '9-2'], values: { id: x.id, owner: u.owner, n } });
  const had = x.damage ?? 0;
  const healed = Math.min(n, had);
  return log(setCreature(c, x.id, { damage: had - healed }), { step: !healed ? 'upkeep.healNone' : healed < n ? 'upkeep.healAll' : 'upkeep.heal', clauses: ['3-4', '9-2'], values: { id: x.id, owner: u.owner, n, healed, damage: had - healed } });
}
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
  return null;
}
function deployCast(c: RoundContext, e: With<'deploy.cast'>): RoundContext {
  const s = c.spawnpoints.find((x) => x.id === e.id)!;
  let next: RoundContext = { ...c, spawnpoints: c.spawnpoints.map((x) => (x.id === e.id ? { ...x, planned: 0 } : x)) };
  next = log(next, { step: 'deploy.cast', clauses: ['3-6', '11-1'], values: { id: e.id } });
  return e.summon ? summon(next, s.owner, e.summon, s.zone) : next;
}
const deploySkip = (c: RoundContext, e: With<'deploy.skip'>) =>
  log({ ...c, spawnpoints: c.spawnpoints.map((x) => (x.id === e.id ? { ...x, planned: 0 } : x)), returned: [...c.returned, e.id] }, { step: 'deploy.skip', clauses: ['3-6.1', '11-2'], values: { id: e.id } });

/**
 * The id a summoned creature gets: the creature's own, or, when one of that name is already on the
 * arena, the first of `orc-2`, `orc-3` … that is free. No rule the source states forbids a second
 * creature of a name (only Legendary and Unique cards limit copies in play, 14-7, 14-8, and the
 * sandbox's creatures have neither), so the sandbox tells them apart instead of refusing.
 */
export function summonedId(c: RoundContext, name: string): string {
  if (!idTaken(c, name)) return name;
  let n = 2;
  while (idTaken(c, `${name}-${n}`)) n += 1;
  return `${name}-${n}`;
}
/** 7-3.1 — a summoned creature enters already activated; the sandbox places it in its caster's zone. */
function summon(c: RoundContext, owner: Player, name: string, zone: Zone): RoundContext {
  const id = summonedId(c, name);
  const entries: LogEntry[] = [{ step: 'summoned', clauses: ['7-3.1'], values: { id, owner, col: zone[0], row: zone[1] } }];
  if (id !== name) entries.push({ step: 'summoned.another', clauses: ['7-3.1', '14-7', '14-8'], values: { id, name } });
  return log({ ...c, creatures: [...c.creatures, { id, owner, kind: 'creature', activated: true, summoned: true, zone: [...zone] }], activations: [...c.activations, id] }, ...entries);
}

/** 4-1, 4-3 — the quickcast phase's next decider: the initiative player first, then the other; one whose marker is used has nothing to decide. */
const toDecide = (c: RoundContext): Player | null => [c.initiative, other(c.initiative)].find((p) => !c.decided.includes(p) && !c.quickcast[p]) ?? null;
const phaseStart = (c: RoundContext) => ({ ...c, decided: [], player: toDecide({ ...c, decided: [] }) ?? c.initiative });

/** Whose marker a quickcast event names: its player, or the one whose decision or turn it is. */
const quickcaster = (c: RoundContext, e: With<'quickcast.use'> | With<'quickcast.pass'>): Player => e.player ?? c.player;

/** 4-3, 3-2, 3-5 — a quickcast needs the player's marker unused this round and a planned spell of its mage; 4-1, 4-3 — the marker casts a quick spell, not a full one (5-5.2). */
function whyNoQuickcast(c: RoundContext, p: Player, e?: With<'quickcast.use'>, phase?: '4-1' | '4-3'): Refusal | null {
  // 4-3: only a marker not yet used may be used; 3-2: a used one is turned face up again at the next reset phase.
  if (c.quickcast[p]) return { step: 'refuse.quickcastUsed', clauses: ['4-3', '3-2'], values: { player: p } };
  if (!mageOf(c, p).planned) return { step: 'refuse.noPlanned', clauses: ['3-5'], values: { player: p } };
  if (e?.action === 'full') return { step: 'refuse.quickcastFull', clauses: phase ? [phase, '5-5.2'] : ['4-1', '4-4', '5-5.2'], values: { player: p } };
  return null;
}

/** 4-1, 4-3 — in a quickcast phase each mage whose marker is unused decides once, the initiative player first. */
export function whyNotQuickcastPhase(c: RoundContext, e: With<'quickcast.use'> | With<'quickcast.pass'>, phase: '4-1' | '4-3'): Refusal | null {
  const p = quickcaster(c, e);
  if (c.quickcast[p]) return { step: 'refuse.quickcastUsed', clauses: ['4-3', '3-2'], values: { player: p } };
  if (p !== c.player) return c.decided.includes(p) ? { step: 'refuse.quickcastDecided', clauses: [phase], values: { player: p } } : { step: 'refuse.quickcastOrder', clauses: [phase], values: { player: c.player } };
  return e.type === 'quickcast.use' ? whyNoQuickcast(c, p, e, phase) : null;
}

/**
 * 4-4 — in the actions phase a marker is used just before or just after activating one of its
 * player's creatures: the player whose creature is activated next (turn) or was just (afterActivation).
 * The other player's quickcast just after an activation, when the turn passes to it, is its
 * quickcast before activating its own: `opponentBefore`.
 */
export function whyNotQuickcastAround(c: RoundContext, e: With<'quickcast.use'>): Refusal | null {
  const p = quickcaster(c, e);
  const why = whyNoQuickcast(c, p, e);
  if (why) return why;
  return p === c.player ? null : { step: 'refuse.quickcastNotOwn', clauses: ['4-4'], values: { player: p } };
}
/** 4-4, 4-2.1 — just after a creature's activation, the other player, whose turn comes next, uses its marker before activating one of its own. */
const opponentBefore = (c: RoundContext, e: With<'quickcast.use'>) => {
  const p = quickcaster(c, e);
  return p !== c.player && waiting(c, p) > 0 && !whyNoQuickcast(c, p, e);
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
/** 4-2.1, 4-2.3 — the creature is activated; a guard marker on it goes (13-3), and a flyer that guarded flies again (9-3.8, the site's reading); it starts hindered in a zone with a hindering enemy (5-3). */
function activate(c: RoundContext, e: With<'activate'>): RoundContext {
  const x = c.creatures.find((y) => y.id === e.id)!;
  const entries: LogEntry[] = [{ step: 'activate', clauses: ['4-2.1', '4-2.3'], values: { id: e.id, player: c.player } }];
  if (x.guard) entries.push({ step: x.flying ? 'guard.removedFlying' : 'guard.removed', clauses: x.flying ? ['13-3', '9-3.8'] : ['13-3'], values: { id: e.id } });
  const next = { ...setCreature(c, e.id, { activated: true, guard: false }), activations: [...c.activations, e.id], active: e.id, moves: 0, quick: null, full: null };
  const by = hinderer(next, e.id, x.zone);
  if (by) entries.push({ step: 'hindered.start', clauses: ['5-3'], values: { id: e.id, by } });
  else entries.push(...notHindering(next, e.id, x.zone));
  return log({ ...next, hindered: !!by }, ...entries);
}

/** Whether a creature flies now: a guarding flyer does not (9-3.8, the site's reading). */
const flies = (x: RoundCreature) => !!x.flying && !x.guard;
/** 5-3.2 — why an enemy does not hinder: incapacitated, restrained or a Pest; or null. */
const whyNotHinder = (y: RoundCreature): string | null =>
  y.conditions?.includes('incapacitated') ? 'incapacitated' : y.conditions?.includes('restrained') ? 'restrained' : y.pest ? 'pest' : null;
/** The enemies in this zone that could hinder the creature (a flyer and a creature that does not fly hinder each other not, 9-3.1). */
const enemiesHere = (c: RoundContext, x: RoundCreature, zone: Zone) => c.creatures.filter((y) => y.owner !== x.owner && y.zone[0] === zone[0] && y.zone[1] === zone[1] && flies(y) === flies(x));
/** 5-3, 5-3.2, 9-3.1 — an enemy in this zone that hinders the creature, or null. */
function hinderer(c: RoundContext, id: string, zone: Zone): string | null {
  const x = c.creatures.find((y) => y.id === id)!;
  return enemiesHere(c, x, zone).find((y) => !whyNotHinder(y))?.id ?? null;
}
/** 5-3.2 — the enemies here that would hinder but for being incapacitated, restrained or a Pest: said, so the reader sees why the creature is not hindered. */
const notHindering = (c: RoundContext, id: string, zone: Zone): LogEntry[] =>
  enemiesHere(c, c.creatures.find((y) => y.id === id)!, zone).map((y) => ({ step: 'hinder.not', clauses: ['5-3', '5-3.2'], values: { id, by: y.id, why: whyNotHinder(y)! } }));

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
  const act = whyNotAct(c, 'spell', e.action);
  if (act) return act;
  const wall = e.wall ? whyNotWall(c, e.wall) : null;
  if (wall) return wall;
  return e.remove === undefined ? null : whyNotRemove(c, x.owner, e.remove);
}
/** 7-5.1 — a wall is placed on the line between two zones that share it, and (the Codex, 7-5.1's note) where no wall stands yet, with one of the two zones in the caster's line of sight. */
function whyNotWall(c: RoundContext, w: Omit<Wall, 'owner'>): Refusal | null {
  const [[ac, ar], [bc, br]] = w.between;
  if (!adjacent(w.between[0], w.between[1])) return { step: 'refuse.wallLine', clauses: ['7-5.1'], values: { ac, ar, bc, br } };
  const there = wallBetween(c.walls, w.between[0], w.between[1]);
  if (there) return { step: 'refuse.wallTaken', clauses: ['7-5.1'], values: { ac, ar, bc, br, wall: there.id } };
  // 7-5.1's note, after the Codex: one of the wall's two zones in the caster's line of sight, traced as 8-1.3's note traces it (its range the round does not know).
  const caster = c.creatures.find((y) => y.id === c.active)!;
  if (w.between.every((z) => sightBlocker(c.walls, caster.zone, z))) return { step: 'refuse.wallSight', clauses: ['7-5.1', '8-1.3'], values: { id: caster.id, ac, ar, bc, br } };
  return null;
}
/** 7-4, 7-5.1 — the wall the spell conjures stands on its border; a second of a name is told apart as a creature is (`summonedId`). */
function placeWall(c: RoundContext, owner: Player, w: Omit<Wall, 'owner'>): RoundContext {
  const id = summonedId(c, w.id);
  const [[ac, ar], [bc, br]] = w.between;
  const wall: Wall = { ...w, id, owner, between: [[ac, ar], [bc, br]] };
  return log({ ...c, walls: [...c.walls, wall] }, { step: `wall.placed.${w.passage ?? 'free'}`, clauses: ['7-4', '7-5.1'], values: { id, owner, ac, ar, bc, br, sight: w.sight ? 1 : 0 } });
}
function cast(c: RoundContext, e: With<'spell.cast'>): RoundContext {
  const x = c.creatures.find((y) => y.id === c.active)!;
  const next = log(took(setCreature(c, x.id, { planned: x.planned! - 1 }), 'spell', e.action), { step: `spell.cast.${e.action}`, clauses: [...(x.kind === 'familiar' ? ['10-1', '10-2'] : ['3-5']), DEED_CLAUSE[e.action].spell!], values: { id: x.id } });
  const placed = e.wall ? placeWall(next, x.owner, e.wall) : next;
  const cleared = e.remove === undefined ? placed : removeConditions(placed, x.owner, e.remove);
  return e.summon ? summon(cleared, x.owner, e.summon, x.zone) : cleared;
}

/** 12-1, 12-3 — a creature's markers that carry a removal cost, and those that do not. */
export function markers(x: RoundCreature) {
  const all = x.conditions ?? [];
  const numbered = all.filter((k) => x.removal?.[k] !== undefined);
  return { numbered, unnumbered: all.filter((k) => x.removal?.[k] === undefined), cost: numbered.reduce((n, k) => n + x.removal![k]!, 0) };
}
/**
 * 12-2, 12-3 — why a spell's or special action's removal of this creature's condition markers may
 * not be made now, or null: markers without a number are not removed this way (12-3); every marker
 * is paid for at once, from the player's mana (12-2); under the other reading of 12-3's silence,
 * a marker without a number beside numbered ones stops the whole removal (12-3's note).
 */
export function whyNotRemove(c: RoundContext, p: Player, id: string): Refusal | null {
  const x = c.creatures.find((y) => y.id === id);
  if (!x) return { step: 'refuse.removeNoTarget', clauses: ['12-2'], values: { id } };
  const { numbered, unnumbered, cost } = markers(x);
  if (unnumbered.length && !numbered.length) return { step: 'refuse.removeUnnumbered', clauses: ['12-3'], values: { id, condition: unnumbered[0] } };
  if (unnumbered.length && c.unnumbered === 'block') return { step: 'refuse.removeBlocked', clauses: ['12-2', '12-3'], values: { id, condition: unnumbered[0] } };
  if (c.mana[p] < cost) return { step: 'refuse.removeMana', clauses: ['12-2'], values: { id, player: p, n: cost, mana: c.mana[p] } };
  return null;
}
/** 12-1, 12-2 — the player pays the removal cost of every numbered marker at once and they go; 12-3 — markers without a number stay (the site's reading of its silence). */
function removeConditions(c: RoundContext, p: Player, id: string): RoundContext {
  const x = c.creatures.find((y) => y.id === id)!;
  const { numbered, unnumbered, cost } = markers(x);
  if (!numbered.length) return log(c, { step: 'remove.nothing', clauses: ['12-2'], values: { id } });
  const mana: [number, number] = [...c.mana];
  mana[p] -= cost;
  const left = unnumbered.length ? unnumbered : undefined;
  const entries: LogEntry[] = [{ step: 'remove', clauses: ['12-1', '12-2'], values: { id, player: p, n: cost, count: numbered.length, mana: mana[p] } }];
  entries.push(...[...new Set(unnumbered)].map((k) => ({ step: 'remove.stay', clauses: ['12-3'], values: { id, condition: k } })));
  return log({ ...setCreature(c, id, { conditions: left }), mana }, ...entries);
}

/**
 * 5-1 — an activated creature takes a move and a quick action, or one full action (5-4, 5-5): why it
 * may not take this one now, or null. A full action comes alone: not after a move or a quick action,
 * and nothing after it; the quick action is one, a second move included (5-4.4).
 */
export function whyNotAct(c: RoundContext, deed: Deed, act: Act): Refusal | null {
  const id = c.active!;
  const own = DEED_CLAUSE[act][deed]!;
  // 5-3.2's note, after the Codex: an incapacitated creature takes no action; a mage may still cast quick spells.
  const x = c.creatures.find((y) => y.id === id)!;
  if (x.conditions?.includes('incapacitated') && !(x.kind === 'mage' && deed === 'spell' && act === 'quick')) return { step: 'refuse.incapacitated', clauses: ['5-3.2'], values: { id } };
  if (c.full) return { step: 'refuse.fullTaken', clauses: ['5-1', own], values: { id, did: c.full } };
  if (act === 'quick') return c.quick ? { step: 'refuse.quickTaken', clauses: ['5-1', own], values: { id, did: c.quick } } : null;
  if (c.quick) return { step: 'refuse.fullAfterQuick', clauses: ['5-1', own], values: { id, did: c.quick } };
  if (c.moves) return { step: 'refuse.fullAfterMove', clauses: ['5-1', own], values: { id } };
  return null;
}
/** The creature has taken this action. */
const took = (c: RoundContext, deed: Deed, act: Act): RoundContext => (act === 'full' ? { ...c, full: deed } : { ...c, quick: deed });

/** 5-2, 5-3.1, 5-4.4, 9-1 — why the creature may not move to this zone now, or null. */
export function whyNotMove(c: RoundContext, e: With<'move'>): Refusal | null {
  const x = c.creatures.find((y) => y.id === c.active)!;
  if (c.full) return { step: 'refuse.fullTaken', clauses: ['5-1'], values: { id: x.id, did: c.full } };
  // A move after the quick action: a second move is itself the quick action (5-4.4); with no move before it, the move comes first (5-1's note).
  if (c.quick) return c.moves || c.quick === 'move' ? { step: 'refuse.quickTaken', clauses: ['5-1', '5-4.4'], values: { id: x.id, did: c.quick } } : { step: 'refuse.moveFirst', clauses: ['5-1'], values: { id: x.id, did: c.quick } };
  if (distance(x.zone, e.to) !== 1) return { step: 'refuse.notAdjacent', clauses: ['5-2'], values: { id: x.id, col: e.to[0], row: e.to[1], fromCol: x.zone[0], fromRow: x.zone[1] } };
  // 5-3.2's note, after the Codex: a restrained or incapacitated creature does not move.
  const held = x.conditions?.find((k): k is Held => k === 'incapacitated' || k === 'restrained');
  if (held) return { step: 'refuse.held', clauses: ['5-3.2'], values: { id: x.id, condition: held } };
  // 7-5.1 — a wall whose card says Passage Blocked may not be passed; a flyer is not stopped by walls (9-3.1).
  const wall = wallBetween(c.walls, x.zone, e.to);
  if (wall?.passage === 'blocked' && !flies(x)) return { step: 'refuse.wallBlocked', clauses: ['7-5.1'], values: { id: x.id, wall: wall.id } };
  if (c.hindered && c.moves) return { step: 'refuse.hindered', clauses: ['5-3', '5-3.1'], values: { id: x.id } };
  if (x.fast && c.moves >= 2) return { step: 'refuse.fastThird', clauses: ['9-1'], values: { id: x.id } };
  return null;
}
/** 5-2 — the creature moves to the adjacent zone: its move (a Fast creature's 2, 9-1), or again as its quick action (5-4.4); entering a zone with a hindering enemy hinders it (5-3). */
function move(c: RoundContext, e: With<'move'>): RoundContext {
  const x = c.creatures.find((y) => y.id === c.active)!;
  const again = c.moves >= 1 && !x.fast;
  const entries: LogEntry[] = [];
  // 7-5.1 — passing a wall, before the creature is in the new zone (the Codex's order of a move, 7-5.1's note): a flyer is not stopped by it (9-3.1); one whose card says Passage Attacks attacks a creature that passes it.
  const wall = wallBetween(c.walls, x.zone, e.to);
  if (wall && flies(x)) entries.push({ step: 'wall.flown', clauses: ['9-3.1', '7-5.1'], values: { id: x.id, wall: wall.id } });
  else if (wall) entries.push({ step: wall.passage === 'attacks' ? 'wall.attacks' : 'wall.passed', clauses: ['7-5.1'], values: { id: x.id, wall: wall.id } });
  entries.push({ step: again ? 'move.again' : c.moves ? 'move.fast' : 'move', clauses: again ? ['5-2', '5-4.4'] : c.moves ? ['5-2', '9-1'] : ['5-2'], values: { id: x.id, col: e.to[0], row: e.to[1] } });
  let next: RoundContext = { ...setCreature(c, x.id, { zone: [...e.to] }), moves: c.moves + 1, quick: again ? 'move' : c.quick };
  const by = c.hindered ? null : hinderer(next, x.id, e.to);
  if (by) {
    entries.push({ step: 'hindered.enter', clauses: ['5-3'], values: { id: x.id, by } });
    next = { ...next, hindered: true };
  } else if (!c.hindered) entries.push(...notHindering(next, x.id, e.to));
  return log(next, ...entries);
}

/** 5-4.5, 5-5.3 — a special action only when the creature's card's text notes one of that kind. */
export function whyNotSpecial(c: RoundContext, e: With<'special'>): Refusal | null {
  const x = c.creatures.find((y) => y.id === c.active)!;
  if (!x.special?.includes(e.action)) return { step: `refuse.noSpecial.${e.action}`, clauses: [DEED_CLAUSE[e.action].special!], values: { id: x.id } };
  return whyNotAct(c, 'special', e.action) ?? (e.remove === undefined ? null : whyNotRemove(c, x.owner, e.remove));
}
const deed = (c: RoundContext, kind: 'attack' | 'special', act: Act) =>
  log(took(c, kind, act), { step: `${kind}.${act}`, clauses: [DEED_CLAUSE[act][kind]!], values: { id: c.active! } });
/** 5-4.5, 5-5.3 — a special action, which may remove a creature's condition markers, paying their removal cost (12-2). */
function special(c: RoundContext, e: With<'special'>): RoundContext {
  const next = deed(c, 'special', e.action);
  return e.remove === undefined ? next : removeConditions(next, c.creatures.find((y) => y.id === c.active)!.owner, e.remove);
}
/** 5-4.3, 13-1 — the creature guards: it takes a guard marker; a flyer does not fly while it guards (9-3.8, the site's reading). */
function guard(c: RoundContext): RoundContext {
  const x = c.creatures.find((y) => y.id === c.active)!;
  const entries: LogEntry[] = [{ step: 'guard', clauses: ['5-4.3', '13-1', '13-2'], values: { id: x.id } }];
  if (x.flying) entries.push({ step: 'flying.guarding', clauses: ['9-3.8'], values: { id: x.id } });
  return log(took(setCreature(c, x.id, { guard: true }), 'guard', 'quick'), ...entries);
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
    'may guard': ruleGuard(({ context }: { context: RoundContext }) => whyNotAct(context, 'guard', 'quick')),
    'may move': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotMove(context, event as With<'move'>)),
    'may attack': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotAct(context, 'attack', (event as With<'attack'>).action)),
    'may act specially': ruleGuard(({ context, event }: { context: RoundContext; event: RoundEvent }) => whyNotSpecial(context, event as With<'special'>)),
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
    move: assign(({ context, event }) => move(context, event as With<'move'>)),
    attack: assign(({ context, event }) => deed(context, 'attack', (event as With<'attack'>).action)),
    special: assign(({ context, event }) => special(context, event as With<'special'>)),
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
        // 5-2 — a move to an adjacent zone, before the quick action (5-1); hindered, 1 zone only (5-3.1); a Fast creature's 2 (9-1); a second as the quick action (5-4.4).
        // 7-5.1 — a wall on the border: not passed when its card says Passage Blocked, attacking one who passes when it says Passage Attacks; a flyer passes every wall (9-3.1); 5-3.2 — who does not hinder.
        move: { guard: 'may move', target: 'activation', actions: 'move', meta: { clauses: ['5-2', '5-3.1', '5-3.2', '5-4.4', '9-1', '7-5.1', '9-3.1'] } },
        // 7-4, 7-5.1 — a spell may conjure a wall on the border between two zones; 12-2 — or remove a creature's condition markers, paying their removal cost.
        'spell.cast': { guard: 'may cast', target: 'activation', actions: 'cast', meta: { clauses: ['3-5', '10-1', '5-4.2', '5-5.2', '7-5.1', '12-2'] } },
        // 5-4.1, 5-5.1 — an attack, quick or full; it is resolved in the attack flow.
        attack: { guard: 'may attack', target: 'activation', actions: 'attack', meta: { clauses: ['5-4.1', '5-5.1'] } },
        // 5-4.5, 5-5.3 — a special action its card's text notes; 12-2 — it may remove a creature's condition markers, paying their removal cost.
        special: { guard: 'may act specially', target: 'activation', actions: 'special', meta: { clauses: ['5-4.5', '5-5.3', '12-2'] } },
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
