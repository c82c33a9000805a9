/**
 * Mage Wars' attack sequence (8-1 … 8-8) as a machine: the attack is declared on a target (or, a
 * sweeping or zone attack, on every target in turn), and each strike goes through avoid (8-2, the
 * defender's one defense, a d12), roll (8-3) and damage and effects (8-4); further strikes repeat it
 * (8-5), but a ranged attack skips steps 5 to 7 (8-1.4, the source's rule; the earlier reading, with
 * additional strikes, is the setup's `rangedStrikes: made`); after a successful melee attack the
 * target's damage barrier may strike back (8-6, steps 3–5 by the site's reading; only after the first
 * strike, 8-6.4, or at the first that hits under `barrierStrike: firstHit`), even when the attack
 * destroyed the target (8-7.1's note, the official rule; not under `barrierDestroyed: none`), and a
 * target that survived may counterstrike (8-7, steps 2–6), never against a counterstrike: each a free
 * attack its creature makes or declines. A creature may attack itself, ignoring guards, and sets off
 * neither its own barrier nor a counterstrike from itself (8-1's note, after the Codex); a sweeping
 * attack takes 1 or 2 different creatures, a zone attack every creature in its zone, the attacker
 * too (8-8's note, after the Codex; enemies only and the attacker spared under `areaTargets: earlier`).
 * Where the source's own rule is plain and the Codex adds an exception, the source is the default and
 * the Codex a reading of the setup: a zone attack's targets may defend, as 8-8 runs step 2 for each
 * (`zoneDefense: unavoidable`: none may, 8-2's note); a damage barrier may strike an attacker of its
 * own side (`barrierFriendly: none`: enemies only, 8-6.1's note); a ranged attack ignores its minimum
 * range in its own zone against a flying target only (`flyerRange: either`: a flying attacker too,
 * 9-3.3's note); a melee attack on a wall must take an enemy guard in the attacker's zone instead
 * (`wallGuard: codex`: the wall, in no zone, may be attacked past it, 8-1.2's note). An attacker carries no guard marker: it went when the attacker was activated (13-3).
 * What the attack changes stays changed: a condition the effect die gives counts from then on (a
 * dazed creature may not defend the next strike, 8-2.4), and a flyer that dives on a creature that
 * does not fly has no Flying until the attack ends (9-3.4, 9-3.5). Dice are events: the reader enters
 * the results or the sandbox rolls them from a seed, and a line replays the same results either way.
 * Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { GENERIC_REFUSALS, ruleGuard, type Refusal, type StateMeta } from '../../../engine/refusal';
import { damageOf, destroyed, flies, flyerInOwnZone, guardsAgainst, sightPastWall, sweepOrder, wallsBordering, whyNoDefense, whyNotSweep, whyNotTarget, whyNotZone, zoneTargets, type AreaTargets, type AttackBar, type Creature, type Defense, type Face, type FlyerRange, type WallGuard, type Zone } from './rules';
import type { Wall } from '../arena';

export type { AreaTargets, FlyerRange, WallGuard } from './rules';

/** 8-1.4's readings: a ranged attack skips step 5 (the source: the site's reading), or makes its additional strikes (the earlier reading). */
export type RangedStrikes = 'skipped' | 'made';
/** 8-6.4's readings: a damage barrier answers the first strike only (the source's words: the site's reading), or the first strike that hits. */
export type BarrierStrike = 'first' | 'firstHit';
/** 8-7.1's readings: a damage barrier strikes even when the attack destroyed its creature (the official rule: the site's reading), or not (the site's earlier reading). */
export type BarrierDestroyed = 'strikes' | 'none';
/** 8-2's readings for a zone attack: each target may defend at step 2, as 8-8 runs steps 1 to 7 for each (the source: the site's reading), or none may (the Codex: zone attacks are unavoidable). */
export type ZoneDefense = 'avoidable' | 'unavoidable';
/** 8-6.1's readings for an attacker of the barrier's own side: the barrier may strike it (the source: the site's reading), or not (the Codex: a barrier strikes enemies only). */
export type BarrierFriendly = 'strikes' | 'none';

/** A creature as a setup gives it: one defense, or several (8-2.3). */
export type SetupCreature = Omit<Creature, 'defenses'> & { defense?: Defense; defenses?: Defense[] };

export interface AttackInput {
  creatures: SetupCreature[];
  /** Walls on the borders between zones (7-5.1): they block line of sight or not, and may be attacked (7-5.3). */
  walls?: (Wall & { life: number; damage?: number; armor?: number })[];
  /** The attacking creature and its attack bar, or its several attack bars, of which the declaration chooses one (8-0.1). */
  attacker: string;
  attack?: AttackBar;
  bars?: AttackBar[];
  /** Damage barriers that have already struck this round, as `barrier owner>source` (8-6.4). */
  barriersUsed?: string[];
  /** The seed the sandbox rolls from when the reader does not enter results (shown on screen). */
  seed?: number;
  rangedStrikes?: RangedStrikes;
  barrierStrike?: BarrierStrike;
  barrierDestroyed?: BarrierDestroyed;
  areaTargets?: AreaTargets;
  zoneDefense?: ZoneDefense;
  flyerRange?: FlyerRange;
  barrierFriendly?: BarrierFriendly;
  wallGuard?: WallGuard;
}

/** One creature's attack on another: the attack itself, a counterstrike, or a damage barrier's. */
export interface Job {
  mode: 'attack' | 'counter' | 'barrier';
  striker: string;
  struck: string;
  bar: Omit<AttackBar, 'range' | 'sweeping' | 'zone'>;
  /** Strikes made so far (8-5). */
  strike: number;
  /** Whether the first strike was not avoided: a successful attack (8-6.1, 8-6.2, 8-6.4). */
  firstHit: boolean | null;
  /** Whether any strike was not avoided (8-6.4's other reading). */
  hit?: boolean;
  /** A free attack (a damage barrier's, a counterstrike) is one its creature "may" make (8-6.1, 8-7.1): taken or not yet. */
  taken?: boolean;
  /** A guard's counterstrike: its guard marker goes when the counterstrike is over, made or declined (13-3: after the melee attack). */
  unguard?: boolean;
  /** A strike failed because the striker is blind (8-6.2). */
  blind?: boolean;
  /** The defense the struck creature used against this strike, by its place in its list: one a strike (8-2.3, 8-5). */
  defense?: number;
  /** One target of a zone attack: it goes on even when the attacker has been destroyed by its own zone attack (8-8's note, after the Codex). */
  zone?: boolean;
}

export interface AttackContext {
  creatures: Creature[];
  attacker: string;
  /** The attack bar in use: the first of `bars` until the declaration chooses one (8-0.1). */
  attack: AttackBar;
  /** The attacker's attack bars (8-0.1): one, or several to choose from. */
  bars: AttackBar[];
  barriersUsed: string[];
  seed: number;
  /** The attack under way, and those still to come, in order. */
  job: Job | null;
  queue: Job[];
  /** Dice rolled so far: the sandbox's next roll from the seed is the next of them. */
  rolls: number;
  rangedStrikes: RangedStrikes;
  barrierStrike: BarrierStrike;
  barrierDestroyed: BarrierDestroyed;
  areaTargets: AreaTargets;
  zoneDefense: ZoneDefense;
  flyerRange: FlyerRange;
  barrierFriendly: BarrierFriendly;
  wallGuard: WallGuard;
  /** The position as set up, for starting over under the other reading. */
  setup: AttackInput;
  log: Log | null;
}

export type AttackEvent =
  | { type: 'attack.declare'; target?: string; zone?: Zone; targets?: string[]; bar?: number }
  | { type: 'free.take' }
  | { type: 'free.decline' }
  | { type: 'defense.use'; defense?: number }
  | { type: 'defense.skip' }
  | { type: 'defense.roll'; die: number }
  | { type: 'attack.roll'; dice: Face[] }
  | { type: 'effect.roll'; die: number }
  /** The reader says this strike of a blind creature fails because of its blindness, as the card that blinded it says (8-6.2). */
  | { type: 'blind.miss' };

type With<T extends AttackEvent['type']> = Extract<AttackEvent, { type: T }>;

const log = (c: AttackContext, ...entries: LogEntry[]): AttackContext => logged(c, ...entries);
export const creatureOf = (c: AttackContext, id: string) => c.creatures.find((x) => x.id === id)!;
const setCreature = (c: AttackContext, id: string, change: Partial<Creature>): AttackContext => ({ ...c, creatures: c.creatures.map((x) => (x.id === id ? { ...x, ...change } : x)) });
const strikesOf = (job: Job) => job.bar.strikes ?? 1;

/** A setup's creature as the machine keeps it: its defenses as one list (8-2.3). */
function creatureOfSetup({ defense, defenses, ...x }: SetupCreature): Creature {
  const list = defenses ?? (defense ? [defense] : undefined);
  return list ? { ...x, defenses: list.map((d) => ({ ...d })) } : { ...x };
}

/** 7-5 — a wall as the attack keeps it: an object on its border, in no zone (7-5.2), that may be attacked (7-5.3). */
const wallOfSetup = ({ between, sight, id, owner, life, damage, armor }: NonNullable<AttackInput['walls']>[number]): Creature =>
  ({ id, owner, zone: between[0], wall: between, ...(sight ? { sight } : {}), life, damage: damage ?? 0, armor: armor ?? 0 });

function initial(input: AttackInput): AttackContext {
  const bars = input.bars ?? [input.attack!];
  const c: AttackContext = {
    creatures: [...input.creatures.map(creatureOfSetup), ...(input.walls ?? []).map(wallOfSetup)], attacker: input.attacker, attack: bars[0], bars, barriersUsed: input.barriersUsed ?? [], seed: input.seed ?? 1, job: null, queue: [], rolls: 0,
    rangedStrikes: input.rangedStrikes ?? 'skipped', barrierStrike: input.barrierStrike ?? 'first', barrierDestroyed: input.barrierDestroyed ?? 'strikes', areaTargets: input.areaTargets ?? 'codex',
    zoneDefense: input.zoneDefense ?? 'avoidable', flyerRange: input.flyerRange ?? 'target', barrierFriendly: input.barrierFriendly ?? 'strikes', wallGuard: input.wallGuard ?? 'source', setup: input, log: null,
  };
  // 9-3.8 — a flyer that guards does not fly while it has its guard marker (the site's reading).
  const guarding: LogEntry[] = c.creatures.filter((x) => x.flying && x.guard).map((x) => ({ step: 'flying.guarding', clauses: ['9-3.8'], values: { creature: x.id } }));
  const log = newLog(bars.length > 1 ? { step: 'start.bars', clauses: ['8', '8-0', '8-0.1'], values: { attacker: input.attacker, n: bars.length } } : { step: 'start', clauses: ['8', '8-0'], values: { attacker: input.attacker, kind: bars[0].kind, dice: bars[0].dice } });
  return logged({ ...c, log }, ...guarding);
}

/** 8-0.1 — the attack bar a declaration uses: the one it names, or the only one. */
const barOf = (c: AttackContext, e: With<'attack.declare'>) => c.bars[e.bar ?? 0];

/** Why the attack may not be declared so (8-0.1, 8-1), citing the rule, or null. */
export function whyNotDeclare(c: AttackContext, e: With<'attack.declare'>): Refusal | null {
  const attacker = creatureOf(c, c.attacker);
  // 8-0.1, 8-1 — with several attack bars, the attack uses one of them: the declaration (step 1: the target and the way of attacking) names it.
  if (e.bar === undefined && c.bars.length > 1) return { step: 'refuse.chooseBar', clauses: ['8-0.1', '8-1'], values: { attacker: attacker.id, n: c.bars.length } };
  if (e.bar !== undefined && e.bar >= c.bars.length) return { step: 'refuse.noBar', clauses: ['8-0.1'], values: { attacker: attacker.id, n: c.bars.length, bar: e.bar + 1 } };
  const bar = barOf(c, e);
  if (bar.zone) {
    if (!e.zone) return { step: 'refuse.needZone', clauses: ['8-1', '8-8'], values: {} };
    const why = whyNotZone(attacker, bar, e.zone, c.creatures);
    return why && { step: `refuse.${why.reason}`, clauses: why.clauses, values: { col: e.zone[0], row: e.zone[1] } };
  }
  if (bar.sweeping) {
    const why = whyNotSweep(c.creatures, attacker, e.targets ?? [], c.areaTargets);
    return why && { step: `refuse.${why.reason}`, clauses: why.clauses, values: why.target ? { target: why.target, id: why.target } : {} };
  }
  const target = e.target === undefined ? undefined : c.creatures.find((x) => x.id === e.target);
  if (!target) return { step: 'refuse.noCreature', clauses: ['8-1'], values: { id: e.target ?? '' } };
  const why = whyNotTarget(c.creatures, attacker, bar, target, c.flyerRange, c.wallGuard);
  return why && { step: `refuse.${why.reason}`, clauses: why.clauses, values: { target: target.id } };
}

/** 8-1, 8-8 — the attack is declared: one target, or every target of a sweeping or zone attack in turn. */
function declare(c: AttackContext, e: With<'attack.declare'>): AttackContext {
  const attacker = creatureOf(c, c.attacker);
  const bar = barOf(c, e);
  const targets = bar.zone ? zoneTargets(c.creatures, attacker, e.zone!, c.areaTargets) : bar.sweeping ? sweepOrder(c.creatures, e.targets!) : [creatureOf(c, e.target!)];
  const strikes = bar.strikes ?? 1;
  // 8-1.4 — a ranged attack skips step 5: one strike, unless under the earlier reading.
  const oneStrike = bar.kind === 'ranged' && c.rangedStrikes === 'skipped';
  const jobs: Job[] = targets.map((t) => ({ mode: 'attack', striker: attacker.id, struck: t.id, bar: { kind: bar.kind, dice: bar.dice, strikes: oneStrike ? undefined : bar.strikes, effect: bar.effect }, strike: 0, firstHit: null, ...(bar.zone ? { zone: true } : {}) }));
  const guards = guardsAgainst(c.creatures, attacker);
  const guarded = bar.kind === 'melee' && !bar.sweeping && guards.length > 0 && creatureOf(c, targets[0].id).guard;
  const earlier = c.areaTargets === 'earlier';
  const entries: LogEntry[] = [
    bar.zone
      ? { step: earlier ? 'declare.zoneEarlier' : 'declare.zone', clauses: ['8-1', '8-8'], values: { col: e.zone![0], row: e.zone![1], targets: targets.map((t) => t.id).join(', ') } }
      : bar.sweeping
        ? { step: earlier ? 'declare.sweepEarlier' : 'declare.sweep', clauses: ['8-1', '8-8', '13-4'], values: { targets: targets.map((t) => t.id).join(', ') } }
        : targets[0].id === attacker.id
          ? // 8-1 — a creature may attack itself, ignoring guards (8-1's note, after the Codex).
            { step: 'declare.self', clauses: ['8-1', bar.kind === 'melee' ? '8-1.1' : '8-1.3'], values: { target: attacker.id } }
        : bar.kind === 'ranged' && flyerInOwnZone(attacker, targets[0], c.flyerRange) && (bar.range?.[0] ?? 0) > 0
          ? // 9-3.3 — a flyer in the attacker's own zone, closer than the minimum range: a ranged attack may always target it; under the Codex, a flying attacker may target anything in its zone so (9-3.3's note).
            { step: flies(targets[0]) ? 'declare.rangedFlyer' : 'declare.rangedFromFlyer', clauses: ['8-1', '9-3.3'], values: { target: targets[0].id } }
          : { step: bar.kind === 'melee' ? (guarded ? 'declare.guard' : 'declare.melee') : 'declare.ranged', clauses: bar.kind === 'melee' ? ['8-1', '8-1.1', ...(guarded ? ['8-1.2', '13-2'] : [])] : ['8-1', '8-1.3'], values: { target: targets[0].id } },
  ];
  // 7-5.2 — the walls on this zone's borders are in no zone: the zone attack does not harm them.
  const bordering = bar.zone ? wallsBordering(c.creatures, e.zone!) : [];
  if (bordering.length) entries.push({ step: 'zone.walls', clauses: ['7-5.2'], values: { walls: bordering.map((w) => w.id).join(', '), col: e.zone![0], row: e.zone![1] } });
  // 7-5.3 — a wall attacked: from a zone on its border (melee), or with one of its zones in range and sight (ranged).
  if (!bar.zone && !bar.sweeping && targets[0].wall) entries.splice(0, 1, { step: bar.kind === 'melee' ? 'declare.wallMelee' : 'declare.wallRanged', clauses: ['8-1', '7-5.3'], values: { target: targets[0].id } });
  // 8-1.2 — under the Codex, a melee attack on a wall passes the enemy guards in the zone: the wall is in no zone (7-5.2; 8-1.2's note).
  if (!bar.zone && !bar.sweeping && bar.kind === 'melee' && targets[0].wall && guards.length) entries.push({ step: 'declare.wallPastGuard', clauses: ['8-1.2', '7-5.2'], values: { target: targets[0].id, guards: guards.map((g) => g.id).join(', ') } });
  // 9-3.9 — no wall blocks the line of sight to a flyer.
  const past = !bar.zone && !bar.sweeping && bar.kind === 'ranged' ? sightPastWall(c.creatures, attacker, targets[0]) : null;
  if (past) entries.push({ step: 'sight.flyer', clauses: ['9-3.9', '8-1.3'], values: { target: targets[0].id, wall: past.id } });
  // 8-0.1 — of several attack bars, the one chosen is this attack's, and only it.
  if (c.bars.length > 1) entries.unshift({ step: 'declare.bar', clauses: ['8-0.1'], values: { attacker: attacker.id, bar: (e.bar ?? 0) + 1, kind: bar.kind, dice: bar.dice } });
  if (bar.kind === 'ranged' && strikes > 1) entries.push(oneStrike ? { step: 'ranged.oneStrike', clauses: ['8-1.4'], values: { n: strikes } } : { step: 'ranged.strikes', clauses: ['8-1.4', '8-5'], values: { n: strikes } });
  let next: AttackContext = { ...c, attack: bar, queue: jobs };
  // 9-3.4, 9-3.5 — a flyer that melees a creature that does not fly loses Flying as it declares, until the attack ends.
  if (bar.kind === 'melee' && flies(attacker) && targets.some((t) => !flies(t))) {
    next = setCreature(next, attacker.id, { grounded: 'attack' });
    entries.push({ step: 'flying.lost', clauses: ['9-3.4', '9-3.5'], values: { creature: attacker.id } });
  }
  return log(next, ...entries);
}

/** Both creatures of the job are on the battlefield. */
const bothStand = (c: AttackContext, job: Job) => !destroyed(creatureOf(c, job.striker)) && !destroyed(creatureOf(c, job.struck));
/**
 * Whether the job may still strike: its target stands, and so does its striker, but for a zone
 * attack (it goes on after destroying its own attacker: 8-8's note, after the Codex) and a damage
 * barrier whose creature the attack destroyed (8-7.1's note: the official rule).
 */
const mayGoOn = (c: AttackContext, job: Job) =>
  !destroyed(creatureOf(c, job.struck)) && (!destroyed(creatureOf(c, job.striker)) || !!job.zone || (job.mode === 'barrier' && c.barrierDestroyed === 'strikes'));
const strikeLeft = (c: AttackContext) => !!c.job && c.job.taken !== false && c.job.strike < strikesOf(c.job) && mayGoOn(c, c.job);
/** A damage barrier's attack or a counterstrike waits for its creature to make it or not (8-6.1, 8-7.1). */
const freeAttackOffered = (c: AttackContext) => !!c.job && c.job.taken === false && mayGoOn(c, c.job);
/** A damage barrier's attack goes through steps 3 to 5 only: it cannot be avoided (8-6.3). */
const barrierStrike = (c: AttackContext) => c.job?.mode === 'barrier';
/** A target of a zone attack under the Codex's reading: the attack is unavoidable, no defense is declared (8-2's note). */
const unavoidable = (c: AttackContext) => !!c.job?.zone && c.zoneDefense === 'unavoidable';
/** The struck creature has a defense to declare or not at step 2 (8-2.1); whether it may use it now is the guard of `defense.use`. */
const hasDefense = (c: AttackContext) => !!c.job && !barrierStrike(c) && !unavoidable(c) && !!creatureOf(c, c.job.struck).defenses?.length;

/** 8-2, 8-5 — the next strike begins; a creature with no defense goes straight to the roll, saying so. */
function nextStrike(c: AttackContext): AttackContext {
  // 8-2.3, 8-5 — each strike goes through step 2 anew: one defense against it.
  const job = { ...c.job!, strike: c.job!.strike + 1, defense: undefined };
  const next = { ...c, job };
  const entries: LogEntry[] = [];
  if (job.strike > 1) entries.push({ step: 'strike.again', clauses: ['8-5'], values: { striker: job.striker, struck: job.struck, n: job.strike } });
  if (job.mode !== 'barrier' && !hasDefense(next))
    entries.push(unavoidable(next) && creatureOf(next, job.struck).defenses ? { step: 'zone.unavoidable', clauses: ['8-2', '8-8'], values: { struck: job.struck } } : { step: 'noDefense', clauses: ['8-2.1'], values: { struck: job.struck } });
  return entries.length ? log(next, ...entries) : next;
}

/**
 * The attacks that follow one that has ended (8-6, 8-7), first in the queue: after a successful
 * melee attack, the target's damage barrier (once a round against each source, the first strike
 * only: firstHit), even when the attack destroyed the target (8-7.1's note: the official rule; not
 * under the earlier reading); then its counterstrike, if it survived (a counterstrike gets none,
 * 8-7.3). A creature that attacks itself sets off neither its own barrier nor a counterstrike from
 * itself (8-1's note, after the Codex). A melee attack takes the target's guard marker (13-3).
 */
export function followUps(c: AttackContext, job: Job): { context: AttackContext; jobs: Job[]; entries: LogEntry[] } {
  if (job.bar.kind !== 'melee' || job.mode === 'barrier') return { context: c, jobs: [], entries: [] };
  const striker = creatureOf(c, job.striker);
  const struck = creatureOf(c, job.struck);
  const jobs: Job[] = [];
  const entries: LogEntry[] = [];
  let context = c;
  const key = `${struck.id}>${striker.id}`;
  const itself = striker.id === struck.id;
  if (itself && (struck.barrier || struck.counterstrike || struck.guard)) entries.push({ step: 'self.noFollowUps', clauses: ['8-1', '8-6.1', '8-7.1'], values: { creature: struck.id } });
  // 8-6.1 — the barrier answers an attacker that stands; its own creature may have been destroyed (8-7.1's note). Under the Codex it answers enemies only (8-6.1's note).
  const friendly = !itself && striker.owner === struck.owner && c.barrierFriendly === 'none';
  // 8-6.4 — with several strikes, the first decides (the source's words), or the first that hits (the other reading).
  const laterHit = !job.firstHit && !!job.hit;
  const triggered = c.barrierStrike === 'first' ? job.firstHit : job.hit;
  if (friendly && struck.barrier && triggered && !destroyed(striker)) entries.push({ step: 'barrier.friendly', clauses: ['8-6.1'], values: { owner: struck.id, source: striker.id } });
  const barrierMay = !itself && !friendly && !!struck.barrier && !destroyed(striker) && (!destroyed(struck) || c.barrierDestroyed === 'strikes');
  // 8-6.2 — an attack that failed, by blindness or by being avoided, triggers no damage barrier.
  if (barrierMay && job.blind && !triggered && !laterHit) entries.push({ step: 'barrier.failed', clauses: ['8-6.2'], values: { owner: struck.id, striker: striker.id } });
  if (!itself && !friendly && struck.barrier && triggered && destroyed(struck) && !destroyed(striker) && !c.barriersUsed.includes(key)) {
    entries.push(c.barrierDestroyed === 'strikes' ? { step: 'barrier.destroyedStrikes', clauses: ['8-6.1', '8-7.1'], values: { owner: struck.id } } : { step: 'barrier.destroyedNone', clauses: ['8-6.1', '8-7.1'], values: { owner: struck.id } });
  }
  if (barrierMay) {
    if (laterHit) entries.push(c.barrierStrike === 'first' ? { step: 'barrier.firstAvoided', clauses: ['8-6.4'], values: { owner: struck.id } } : { step: 'barrier.laterHit', clauses: ['8-6.4'], values: { owner: struck.id } });
    if (triggered && c.barriersUsed.includes(key)) entries.push({ step: 'barrier.used', clauses: ['8-6.4'], values: { owner: struck.id, source: striker.id } });
    else if (triggered) {
      jobs.push({ mode: 'barrier', striker: struck.id, struck: striker.id, bar: { kind: 'melee', dice: struck.barrier! }, strike: 0, firstHit: null, taken: false });
      context = { ...context, barriersUsed: [...context.barriersUsed, key] };
    }
  }
  const counters = job.mode === 'attack' && !itself && (struck.counterstrike || struck.guard) && struck.melee && bothStand(c, job);
  if (counters) jobs.push({ mode: 'counter', striker: struck.id, struck: striker.id, bar: { kind: 'melee', ...struck.melee! }, strike: 0, firstHit: null, taken: false, unguard: struck.guard });
  // 13-3 — a guard attacked in melee loses its marker after the attack: when its counterstrike is over, or now if it makes none.
  const unguarded = job.mode === 'counter' ? (job.unguard ? job.striker : null) : struck.guard && !counters ? struck.id : null;
  if (unguarded) {
    // 9-3.8, 9-3.5 — a flyer that guarded flies again once it guards no more, but not before the attack ends.
    context = setCreature(context, unguarded, creatureOf(context, unguarded).flying ? { guard: false, grounded: 'guard' } : { guard: false });
    entries.push({ step: 'guard.removed', clauses: ['13-3'], values: { creature: unguarded } });
  }
  return { context, jobs, entries };
}


/** The current attack has ended: what follows from it goes first, then the next target's (8-8). */
function advance(c: AttackContext): AttackContext {
  if (!c.job) return { ...c, job: c.queue[0] ?? null, queue: c.queue.slice(1) };
  const { context, jobs, entries } = followUps(c, c.job);
  const queue = [...jobs, ...context.queue];
  const started = queue[0];
  const startEntries: LogEntry[] = started
    ? [
        started.mode === 'barrier'
          ? { step: 'barrier.start', clauses: ['8-6', '8-6.1', '8-6.3'], values: { owner: started.striker, source: started.struck, dice: started.bar.dice } }
          : started.mode === 'counter'
            ? { step: 'counter.start', clauses: ['8-7', '8-7.1', '8-7.2', ...(creatureOf(c, started.struck).grounded === 'attack' && !flies(creatureOf(c, started.striker)) ? ['9-3.4'] : [])], values: { striker: started.striker, struck: started.struck } }
            : { step: 'next.target', clauses: ['8-8'], values: { struck: started.struck } },
      ]
    : [];
  return log({ ...context, job: started ?? null, queue: queue.slice(1) }, ...entries, ...startEntries);
}

/** Whether, once the current attack ends, another follows. */
const moreToCome = (c: AttackContext) => !!advance(c).job;

/** 8-2.1, 8-2.2, 8-2.3 — the defender declares its defense before the roll: with several, the one it uses against this strike. */
function useDefense(c: AttackContext, e: With<'defense.use'>): AttackContext {
  const struck = creatureOf(c, c.job!.struck);
  const which = e.defense ?? 0;
  const defense = struck.defenses![which];
  const defenses = struck.defenses!.map((d, i) => (i === which ? { ...d, uses: d.uses - 1 } : d));
  const several = struck.defenses!.length > 1;
  return log(setCreature({ ...c, job: { ...c.job!, defense: which } }, struck.id, { defenses }), {
    step: several ? 'defense.useOne' : 'defense.use', clauses: several ? ['8-2', '8-2.1', '8-2.3'] : ['8-2', '8-2.1'], values: { struck: struck.id, value: defense.value, left: defense.uses - 1, n: which + 1 },
  });
}

/** The defense used against this strike (8-2.3). */
const usedDefense = (c: AttackContext) => creatureOf(c, c.job!.struck).defenses![c.job!.defense ?? 0];
/** 8-2.2 — the effect die against the defense's number. */
const defenseHolds = (c: AttackContext, e: With<'defense.roll'>) => e.die >= usedDefense(c).value;
function avoided(c: AttackContext, e: With<'defense.roll'>): AttackContext {
  const job = { ...c.job!, firstHit: c.job!.firstHit ?? false };
  return log({ ...c, job, rolls: c.rolls + 1 }, { step: 'defense.holds', clauses: ['8-2.2'], values: { struck: job.struck, die: e.die, value: usedDefense(c).value } });
}
function notAvoided(c: AttackContext, e: With<'defense.roll'>): AttackContext {
  return log({ ...c, rolls: c.rolls + 1 }, { step: 'defense.fails', clauses: ['8-2.2'], values: { struck: c.job!.struck, die: e.die, value: usedDefense(c).value } });
}

/** 8-6.2 — a blind striker's strike may fail by its blindness (the reader says so; the source does not say how): no roll, no damage, no effect; a failed attack. */
export function whyNotBlindMiss(c: AttackContext): Refusal | null {
  const striker = c.job!.striker;
  return creatureOf(c, striker).conditions?.includes('blind') ? null : { step: 'refuse.notBlind', clauses: ['8-6.2'], values: { striker } };
}
const blindMiss = (c: AttackContext) =>
  log({ ...c, job: { ...c.job!, firstHit: c.job!.firstHit ?? false, blind: true } }, { step: 'blind.miss', clauses: ['8-6.2'], values: { striker: c.job!.striker, struck: c.job!.struck } });

/** 8-3, 8-4.1, 9-4.3 — the dice are read and the damage dealt; at its life the creature is destroyed. */
function rolled(c: AttackContext, e: With<'attack.roll'>): AttackContext {
  const job = { ...c.job!, firstHit: c.job!.firstHit ?? true, hit: true };
  const struck = creatureOf(c, job.struck);
  const dealt = damageOf(e.dice, struck);
  const damage = struck.damage + dealt.total;
  let next = setCreature({ ...c, job, rolls: c.rolls + e.dice.length }, struck.id, { damage });
  next = log(next, {
    step: struck.incorporeal ? 'damage.incorporeal' : 'damage',
    clauses: ['8-3', '8-4', '8-4.1', ...(struck.incorporeal ? ['9-4.3'] : [])],
    values: { struck: struck.id, faces: e.dice.join(', '), normal: dealt.normal, armor: struck.armor, critical: dealt.critical, total: dealt.total, left: Math.max(0, struck.life - damage) },
  });
  return damage >= struck.life ? log(next, { step: 'destroyed', clauses: ['7-3'], values: { creature: struck.id } }) : next;
}

/** 8-4.2 — the effect die is rolled when the attack has an effect, on a creature that stands and is not incorporeal (9-4.3). */
const effectToRoll = (c: AttackContext) => {
  const job = c.job!;
  const struck = creatureOf(c, job.struck);
  return !!job.bar.effect && !struck.incorporeal && !struck.wall && !destroyed(struck);
};
function effectRolled(c: AttackContext, e: With<'effect.roll'>): AttackContext {
  const job = c.job!;
  const effect = job.bar.effect!;
  const struck = creatureOf(c, job.struck);
  const takes = e.die >= effect.at;
  const next = takes ? setCreature(c, struck.id, { conditions: [...(struck.conditions ?? []), effect.condition] }) : c;
  return log({ ...next, rolls: c.rolls + 1 }, { step: takes ? 'effect.takes' : 'effect.misses', clauses: ['8-4.2'], values: { struck: struck.id, die: e.die, at: effect.at, condition: effect.condition } });
}

/** 8-6.1, 8-7.1 — the free attack is made, or not: the creature "may" make it. */
const takeFree = (c: AttackContext) => log({ ...c, job: { ...c.job!, taken: true } }, { step: 'free.take', clauses: [c.job!.mode === 'barrier' ? '8-6.1' : '8-7.1'], values: { striker: c.job!.striker } });
const declineFree = (c: AttackContext) => log({ ...c, job: { ...c.job!, taken: true, strike: strikesOf(c.job!) } }, { step: 'free.decline', clauses: [c.job!.mode === 'barrier' ? '8-6.1' : '8-7.1'], values: { striker: c.job!.striker } });

/** 8-8 — the attack ends; a creature that lost Flying for it flies again (9-3.4, 9-3.5; 9-3.8 once it guards no more). */
function finish(c: AttackContext): AttackContext {
  const landed = c.creatures.filter((x) => x.grounded);
  const back: LogEntry[] = landed.map((x) => (x.grounded === 'attack' ? { step: 'flying.back', clauses: ['9-3.4', '9-3.5'], values: { creature: x.id } } : { step: 'flying.backGuard', clauses: ['9-3.8', '9-3.5', '13-3'], values: { creature: x.id } }));
  const next = landed.reduce((acc, x) => setCreature(acc, x.id, { grounded: undefined }), c);
  return log(next, { step: 'end', clauses: ['8-8'], values: { attacker: c.attacker } }, ...back);
}

export const attackMachine = setup({
  types: {
    context: {} as AttackContext,
    events: {} as AttackEvent,
    input: {} as AttackInput,
    meta: {} as StateMeta,
  },
  guards: {
    'may declare': ruleGuard(({ context, event }: { context: AttackContext; event: AttackEvent }) => whyNotDeclare(context, event as With<'attack.declare'>)),
    'free attack offered': ({ context }) => freeAttackOffered(context),
    'the damage barrier strikes': ({ context }) => strikeLeft(context) && barrierStrike(context),
    'another strike, a defense to declare': ({ context }) => strikeLeft(context) && hasDefense(context),
    'another strike': ({ context }) => strikeLeft(context),
    'more attacks follow': ({ context }) => !strikeLeft(context) && !freeAttackOffered(context) && moreToCome(context),
    'defense holds': ({ context, event }) => defenseHolds(context, event as With<'defense.roll'>),
    /** 8-3 — as many dice as the attack has. */
    'as many dice as the attack': ruleGuard(({ context, event }: { context: AttackContext; event: AttackEvent }) => {
      const n = (event as With<'attack.roll'>).dice.length;
      return n === context.job!.bar.dice ? null : { step: 'refuse.diceCount', clauses: ['8-3'], values: { n, dice: context.job!.bar.dice } };
    }),
    'effect die to roll': ({ context }) => effectToRoll(context),
    'the striker is blind': ruleGuard(({ context }: { context: AttackContext }) => whyNotBlindMiss(context)),
    /**
     * 8-2.1 — at the roll a defense comes too late; under the Codex's reading a zone attack's target
     * had none to declare (8-2's note). Named by the roll's `forbids`: it takes no transition.
     */
    'a defense declared in time': ruleGuard(({ context }: { context: AttackContext }): Refusal =>
      unavoidable(context) && creatureOf(context, context.job!.struck).defenses
        ? { step: 'refuse.unavoidable', clauses: ['8-2', '8-8'], values: { struck: context.job!.struck } }
        : // 8-2.3 — one defense against an attack: after the one used has failed, no other.
          context.job!.defense !== undefined && creatureOf(context, context.job!.struck).defenses!.length > 1
          ? { step: 'refuse.oneDefense', clauses: ['8-2.3'], values: { struck: context.job!.struck } }
          : { step: GENERIC_REFUSALS.notHere, clauses: ['8-2.1'], values: { event: 'defense.use', state: 'roll' } }),
    /** 8-2.1, 8-2.3, 8-2.4 — the defense named (one of several) has a use left this round, is one for this kind of attack, and no daze stops it. */
    'may defend': ruleGuard(({ context, event }: { context: AttackContext; event: AttackEvent }) => {
      const why = whyNoDefense(creatureOf(context, context.job!.struck), context.job!.bar.kind, (event as With<'defense.use'>).defense);
      return why && { step: `refuse.${why.reason}`, clauses: why.clauses, values: { struck: context.job!.struck } };
    }),
  },
  actions: {
    declare: assign(({ context, event }) => declare(context, event as With<'attack.declare'>)),
    nextStrike: assign(({ context }) => nextStrike(context)),
    advance: assign(({ context }) => advance(context)),
    useDefense: assign(({ context, event }) => useDefense(context, event as With<'defense.use'>)),
    skipDefense: assign(({ context }) => log(context, { step: 'defense.skip', clauses: ['8-2'], values: { struck: context.job!.struck } })),
    avoided: assign(({ context, event }) => avoided(context, event as With<'defense.roll'>)),
    notAvoided: assign(({ context, event }) => notAvoided(context, event as With<'defense.roll'>)),
    rolled: assign(({ context, event }) => rolled(context, event as With<'attack.roll'>)),
    blindMiss: assign(({ context }) => blindMiss(context)),
    effectRolled: assign(({ context, event }) => effectRolled(context, event as With<'effect.roll'>)),
    finish: assign(({ context }) => finish(context)),
    takeFree: assign(({ context }) => takeFree(context)),
    declineFree: assign(({ context }) => declineFree(context)),
  },
}).createMachine({
  id: 'mage-wars-attack',
  context: ({ input }) => initial(input),
  initial: 'declare',
  meta: { clauses: ['8'] },
  states: {
    // 8-0, 8-1 — the steps go in order, and the first is the declaration: nothing else comes before it.
    declare: {
      meta: { clauses: ['8-1'], forbids: Object.fromEntries(['free.take', 'free.decline', 'defense.use', 'defense.skip', 'defense.roll', 'attack.roll', 'effect.roll', 'blind.miss'].map((type) => [type, ['8-0', '8-1']])) },
      // 8-1.2, 13-2 — a melee attack must take an enemy guard in its zone; a guarding flyer does not fly (9-3.8), a flyer attacking a flyer ignores guards (9-3.7), one attacking a creature that does not fly does not (9-3.6).
      on: { 'attack.declare': { guard: 'may declare', target: 'next', actions: 'declare', meta: { clauses: ['8-1', '8-1.2', '13-2', '9-3.6', '9-3.7', '9-3.8'] } } },
    },
    // Where the sequence goes next: another strike, the next attack (a damage barrier's, a
    // counterstrike, the next target's), or the end (8-5 … 8-8).
    next: {
      meta: { clauses: ['8-5', '8-8'] },
      always: [
        { guard: 'free attack offered', target: 'offer', meta: { clauses: ['8-6.1', '8-7.1'] } },
        { guard: 'the damage barrier strikes', target: 'barrierRoll', actions: 'nextStrike', meta: { clauses: ['8-6.3'] } },
        { guard: 'another strike, a defense to declare', target: 'avoid', actions: 'nextStrike', meta: { clauses: ['8-2', '8-5'] } },
        { guard: 'another strike', target: 'roll', actions: 'nextStrike', meta: { clauses: ['8-2.1', '8-3', '8-5'] } },
        { guard: 'more attacks follow', target: 'next', reenter: true, actions: 'advance', meta: { clauses: ['8-6', '8-7', '8-8'] } },
        // 8-8 — the attack ends; a creature that lost Flying for it flies again (9-3.5), a guard whose marker went included (9-3.8, 13-3).
        { target: 'done', actions: ['advance', 'finish'], meta: { clauses: ['8-8', '9-3.5', '9-3.8'] } },
      ],
    },
    // 8-6.1, 8-7.1 — the damage barrier's creature, or the counterstriking one, may make its free attack.
    offer: {
      meta: { clauses: ['8-6.1', '8-7.1'] },
      on: {
        'free.take': { target: 'next', actions: 'takeFree', meta: { clauses: ['8-6.1', '8-7.1'] } },
        'free.decline': { target: 'next', actions: 'declineFree', meta: { clauses: ['8-6.1', '8-7.1'] } },
      },
    },
    // 8-2.1 — the defense is declared (or not) before the attacker rolls: a blind strike fails in place of its roll, after that.
    avoid: {
      meta: { clauses: ['8-2'], forbids: { 'blind.miss': ['8-2.1'] } },
      on: {
        // Only a creature with a defense gets here (8-2.1); whether it may use it now is the guard's (8-2.1, 8-2.4).
        'defense.use': { guard: 'may defend', target: 'defenseRoll', actions: 'useDefense', meta: { clauses: ['8-2.1'] } },
        'defense.skip': { target: 'roll', actions: 'skipDefense', meta: { clauses: ['8-2'] } },
      },
    },
    defenseRoll: {
      meta: { clauses: ['8-2.2'] },
      on: {
        'defense.roll': [
          { guard: 'defense holds', target: 'next', actions: 'avoided', meta: { clauses: ['8-2.2'] } },
          { target: 'roll', actions: 'notAvoided', meta: { clauses: ['8-2.2'] } },
        ],
      },
    },
    // 8-2.1 — a defense is declared before the roll: at the roll it is too late; a zone attack's target under the Codex has none to declare (8-2's note).
    roll: {
      meta: { clauses: ['8-3'], forbids: { 'defense.use': 'a defense declared in time' } },
      on: {
        'attack.roll': { guard: 'as many dice as the attack', target: 'dealt', actions: 'rolled', meta: { clauses: ['8-3', '8-4.1'] } },
        // 8-6.2 — a blind striker's strike that fails by its blindness: no dice, no damage; a failed attack triggers no damage barrier.
        'blind.miss': { guard: 'the striker is blind', target: 'next', actions: 'blindMiss', meta: { clauses: ['8-6.2'] } },
      },
    },
    // 8-6.3 — a damage barrier's attack rolls its dice and deals its damage; it cannot be avoided.
    barrierRoll: {
      meta: { clauses: ['8-6.3', '8-3'], forbids: { 'defense.use': ['8-6.3'] } },
      on: { 'attack.roll': { guard: 'as many dice as the attack', target: 'dealt', actions: 'rolled', meta: { clauses: ['8-6.3', '8-3', '8-4.1'] } } },
    },
    // 8-4 — the damage is dealt; the effect die follows when the attack has an effect.
    dealt: {
      meta: { clauses: ['8-4'] },
      always: [
        { guard: 'effect die to roll', target: 'effect', meta: { clauses: ['8-4.2'] } },
        { target: 'next', meta: { clauses: ['8-4', '9-4.3'] } },
      ],
    },
    effect: {
      meta: { clauses: ['8-4.2'] },
      on: { 'effect.roll': { target: 'next', actions: 'effectRolled', meta: { clauses: ['8-4.2'] } } },
    },
    done: { type: 'final', meta: { clauses: ['8-8'] } },
  },
});
