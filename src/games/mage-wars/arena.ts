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
/** Every zone, row by row from the bottom. */
export const ZONES: Zone[] = Array.from({ length: COLUMNS * ROWS }, (_, i) => [(i % COLUMNS) + 1, Math.floor(i / COLUMNS) + 1]);
