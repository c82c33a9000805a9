/** The arena the Mage Wars sandboxes share: 4 × 3 zones (the sandbox's setting), zones by column and row, and range counted in zones. */

export type Player = 0 | 1;
/** A zone of the arena by column and row. */
export type Zone = [number, number];

export const COLUMNS = 4;
export const ROWS = 3;

export const sameZone = (a: Zone, b: Zone) => a[0] === b[0] && a[1] === b[1];
/** Zones away, counted across zone edges as a creature moves (5-2): the sandbox's reading of range. */
export const distance = (a: Zone, b: Zone) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
export const onArena = (z: Zone) => z[0] >= 1 && z[0] <= COLUMNS && z[1] >= 1 && z[1] <= ROWS;
/**
 * 1-4 — the gate zones at the arena's two ends, where each player's mage card starts, by player: the
 * sandbox's setting (the source says only that they are at the ends), the middle zone of each end column.
 */
export const GATES: [Zone, Zone] = [[1, 2], [COLUMNS, 2]];
/** Every zone, row by row from the bottom. */
export const ZONES: Zone[] = Array.from({ length: COLUMNS * ROWS }, (_, i) => [(i % COLUMNS) + 1, Math.floor(i / COLUMNS) + 1]);

/**
 * The conditions the sandboxes know: those the source names. A condition lasts until something
 * the rules name removes it: the source names nothing that does (the reset phase, 3-2, turns markers
 * only), so the round and the attack keep every condition they are given or an effect die gives. Daze stops a defense (8-2.4); blindness
 * may make an attacker's attack fail, which then triggers no damage barrier (8-6.2): the source does
 * not say how it fails, so the reader says when a blind creature's strike fails (the machine's
 * `blind.miss`); burn is named only as an upkeep effect (3-4), which is not part of an attack: the
 * sandbox records it and plays nothing of it. The source names no other condition an attack gives.
 */
export const CONDITIONS = ['daze', 'blind', 'burn'] as const;
export type Condition = (typeof CONDITIONS)[number];
