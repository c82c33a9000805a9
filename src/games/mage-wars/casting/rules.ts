/**
 * Mage Wars' casting as pure rules (6, 7-8, 10, 11 of the site's rulebook): what is on the arena,
 * what a spell asks of its target, who pays its cost and from which mana, and whether a target is
 * wrong. The machine (machine.ts) sequences them.
 */
import { distance, onArena, type Player, type Zone } from '../arena';

/** What a card on the arena is: a mage (a creature, 7-3.2), a creature, a familiar (10), a spawnpoint (an object, 11), another conjuration. */
export type Kind = 'mage' | 'creature' | 'familiar' | 'spawnpoint' | 'conjuration';
export const KINDS: readonly Kind[] = ['mage', 'creature', 'familiar', 'spawnpoint', 'conjuration'];
/** The kinds that may cast: a mage, and what has the familiar or spawnpoint trait (10-1, 11-1). */
export const CASTERS: readonly Kind[] = ['mage', 'familiar', 'spawnpoint'];

export interface Thing {
  id: string;
  owner: Player;
  zone: Zone;
  kind: Kind;
  /** A mage's mana; a familiar's or spawnpoint's own mana (10-2, 10-3). */
  mana?: number;
}

/** The spell types the sandbox casts: those that leave play when they resolve, an enchantment, which stays face down (7-6.1), and equipment, which goes on a mage (7-7). */
export type SpellType = 'attack' | 'incantation' | 'enchantment' | 'equipment';

/**
 * 7-7.1, 7-7.2 — where a piece of equipment goes on its mage, as the source names them: the weapon
 * hand, the shield hand, a ring (2 of them). 7-7.3 — a piece may take both hands, or go in either
 * hand (the caster says which as it casts).
 */
export type Slot = 'weapon' | 'shield' | 'ring';
export const SLOTS: readonly Slot[] = ['weapon', 'shield', 'ring'];
export type CardSlot = Slot | 'bothHands' | 'eitherHand';
export const CARD_SLOTS: readonly CardSlot[] = ['weapon', 'shield', 'ring', 'bothHands', 'eitherHand'];
/** 7-7.1 — rings a mage may wear at once. */
export const RINGS = 2;

/** A piece of equipment on a mage: where it sits (a hand, both, a ring) and the spell bound to it (7-8.1). */
export interface Piece {
  id: string;
  on: string;
  slot: Slot | 'bothHands';
  bound?: string;
}

/** 7-7.2, 7-7.3 — the slots a piece takes: both hands are the weapon's and the shield's. */
export const slotsOf = (slot: Piece['slot']): Slot[] => (slot === 'bothHands' ? ['weapon', 'shield'] : [slot]);

/**
 * 7-7.1, 7-7.4 — the pieces a new one in `slot` sends back to the spellbook: those that share a
 * hand with it, or, a ring, the one named when the mage wears both its rings.
 */
export function displaced(pieces: Piece[], mage: string, slot: Piece['slot'], ring?: string): Piece[] {
  const worn = pieces.filter((p) => p.on === mage);
  if (slot === 'ring') return worn.filter((p) => p.slot === 'ring').length >= RINGS ? worn.filter((p) => p.id === ring) : [];
  const taken = slotsOf(slot);
  return worn.filter((p) => slotsOf(p.slot).some((x) => taken.includes(x)));
}
export type TargetKind = 'creature' | 'object' | 'zone';

export interface Spell {
  id: string;
  type: SpellType;
  /** Its casting cost (6-1.2). */
  cost: number;
  /** The least and most zones away (6-1.7). */
  range: [number, number];
  /** What it may target (6-1.8, 6-2.1). */
  target: TargetKind;
  /** Its action symbol (6-1.6). */
  action: 'quick' | 'full';
  /** Bound to the mage's equipment (7-8): cast once a round, not discarded. */
  bound?: boolean;
  /** Equipment: where it goes on the mage (7-7.1 to 7-7.3). */
  slot?: CardSlot;
  /** Equipment that binds a spell from the spellbook when it is put on (7-8.1). */
  binds?: boolean;
  /** 14-7 — one copy of its name in play, all players together. */
  legendary?: boolean;
  /** 14-8 — one copy of its name in play for each mage. */
  unique?: boolean;
}

/** Where the spell's target is: a card on the arena or a zone. */
export type Aim = { target?: string; zone?: Zone };

export const isObject = (t: Thing) => t.kind === 'spawnpoint' || t.kind === 'conjuration';

/** 6-2.1, 6-3 — why this aim is wrong for the spell (a target of the wrong kind, out of range), or null. */
export function wrongAim(things: Thing[], caster: Thing, spell: Spell, aim: Aim): { reason: 'target' | 'range'; distance: number } | null {
  const thing = aim.target === undefined ? undefined : things.find((t) => t.id === aim.target);
  const d = distance(caster.zone, aimZone(things, aim));
  const kindOk = spell.target === 'zone' ? !thing : !!thing && (spell.target === 'object') === isObject(thing);
  if (!kindOk) return { reason: 'target', distance: d };
  if (d < spell.range[0] || d > spell.range[1]) return { reason: 'range', distance: d };
  return null;
}

/** The zone an aim is in. */
export const aimZone = (things: Thing[], aim: Aim): Zone => (aim.target !== undefined ? things.find((t) => t.id === aim.target)!.zone : aim.zone!);

/** Whether the aim names something there is: a card on the arena or a zone of it. */
export const aimExists = (things: Thing[], aim: Aim) => (aim.target !== undefined ? things.some((t) => t.id === aim.target) : !!aim.zone && onArena(aim.zone));

/** The mage who makes up a familiar's or spawnpoint's shortfall (10-2): its owner's. */
export const mageOf = (things: Thing[], owner: Player) => things.find((t) => t.kind === 'mage' && t.owner === owner);

/**
 * 6-1.2, 10-2, 10-3, 11-3 — who pays the cost. A mage pays from its mana. A familiar or spawnpoint
 * pays from its own mana first, and its mana once used is spent in full (what the cost leaves is
 * lost); its mage's mana makes up any shortfall. Null when the mana cannot pay.
 */
export function payment(things: Thing[], caster: Thing, cost: number): { own: number; lost: number; mage: number } | null {
  if (caster.kind === 'mage') return (caster.mana ?? 0) >= cost ? { own: 0, lost: 0, mage: cost } : null;
  const own = caster.mana ?? 0;
  const fromOwn = Math.min(own, cost);
  const short = cost - fromOwn;
  if (short > (mageOf(things, caster.owner)?.mana ?? 0)) return null;
  return { own: fromOwn, lost: own - fromOwn, mage: short };
}
