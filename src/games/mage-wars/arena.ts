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
 * the rules name removes it: the source names only a spell's or a special ability's removal, paying
 * the removal cost printed on its marker (12-1 to 12-3, the round flow plays it; the reset phase, 3-2,
 * turns markers only), so the round keeps every other condition and the attack every condition they
 * are given or an effect die gives. Daze stops a defense (8-2.4); blindness
 * may make an attacker's attack fail, which then triggers no damage barrier (8-6.2): the source does
 * not say how it fails, so the reader says when a blind creature's strike fails (the machine's
 * `blind.miss`); burn is named only as an upkeep effect (3-4), which is not part of an attack: the
 * sandbox records it and plays nothing of it. The source names no other condition an attack gives.
 */
export const CONDITIONS = ['daze', 'blind', 'burn'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** A border between two zones, as its two zones (7-5.1: a wall stands on such a line). */
export type Border = [Zone, Zone];
/** Whether two zones share a border (orthogonally adjacent, 5-2). */
export const adjacent = (a: Zone, b: Zone) => distance(a, b) === 1;
export const sameBorder = (a: Border, b: Border) => (sameZone(a[0], b[0]) && sameZone(a[1], b[1])) || (sameZone(a[0], b[1]) && sameZone(a[1], b[0]));
/**
 * A wall (7-5): a conjuration on the line between two zones, in neither of them (7-5.2). Its card
 * says whether creatures may not pass it (`passage: blocked`), are attacked as they pass
 * (`passage: attacks`), and whether it blocks line of sight (`sight`) (7-5.1).
 */
export interface Wall {
  id: string;
  owner: Player;
  between: Border;
  passage?: 'blocked' | 'attacks';
  sight?: boolean;
}
/** The wall on the border between two zones, if any (one a border: 7-5.1's note, after the Codex). */
export const wallBetween = <W extends { between: Border }>(walls: W[], a: Zone, b: Zone): W | undefined => walls.find((w) => sameBorder(w.between, [a, b]));
/** Whether a wall stands on a border of this zone (7-5.3: a melee attack may strike it from there). */
export const bordersZone = (w: { between: Border }, z: Zone) => sameZone(w.between[0], z) || sameZone(w.between[1], z);

/**
 * 8-1.3, 7-5.1 — whether a line of sight runs from one zone to another past these walls (the Codex's
 * way, 8-1.3's note): a straight line from the centre of one zone to the centre of the other is
 * blocked where it crosses a border with a wall that blocks line of sight. Where it passes exactly
 * through a corner of four zones, a wall that only touches it there blocks it only when walls close
 * both ways around that corner (the site's reading of the Codex's corner rule). Returns the wall
 * that blocks, or null. Walls in `ignore` are left out (the wall a ranged attack targets, 7-5.3).
 */
export function sightBlocker<W extends { id: string; between: Border; sight?: boolean }>(walls: W[], from: Zone, to: Zone, ignore: string[] = []): W | null {
  const seeing = walls.filter((w) => w.sight && !ignore.includes(w.id));
  const at = (a: Zone, b: Zone) => wallBetween(seeing, a, b);
  const [x1, y1] = from;
  const [x2, y2] = to;
  const dx = x2 - x1;
  const dy = y2 - y1;
  // Crossings of vertical borders (x = c + 0.5) and horizontal ones (y = r + 0.5), by where along the line.
  const crossings: { t: number; kind: 'v' | 'h'; k: number }[] = [];
  for (let c = Math.min(x1, x2); c < Math.max(x1, x2); c += 1) crossings.push({ t: (c + 0.5 - x1) / dx, kind: 'v', k: c });
  for (let r = Math.min(y1, y2); r < Math.max(y1, y2); r += 1) crossings.push({ t: (r + 0.5 - y1) / dy, kind: 'h', k: r });
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  for (const x of crossings) {
    const corner = crossings.some((o) => o !== x && same(o.t, x.t));
    if (corner) {
      if (x.kind === 'h') continue; // each corner once, from its vertical crossing
      // The zones before and after the corner, and the two ways around it.
      const sx = Math.sign(dx);
      const sy = Math.sign(dy);
      const cx = x.k + (sx > 0 ? 0 : 1);
      const cy = Math.round(y1 + dy * x.t - 0.5 * sy);
      const before: Zone = [cx, cy];
      const after: Zone = [cx + sx, cy + sy];
      const viaX: Zone = [cx + sx, cy];
      const viaY: Zone = [cx, cy + sy];
      const wayX = at(before, viaX) ?? at(viaX, after);
      const wayY = at(before, viaY) ?? at(viaY, after);
      if (wayX && wayY) return wayX;
      continue;
    }
    const y = y1 + dy * x.t;
    const xx = x1 + dx * x.t;
    const w = x.kind === 'v' ? at([x.k, Math.round(y)], [x.k + 1, Math.round(y)]) : at([Math.round(xx), x.k], [Math.round(xx), x.k + 1]);
    if (w) return w;
  }
  return null;
}

/**
 * 5-3.2 — the conditions the source names for what does not hinder: an incapacitated or restrained
 * creature. Where the source is silent, the Codex: neither may move, and an incapacitated creature
 * takes no action (5-3.2's note). The round keeps them as it keeps the others.
 */
export const HELD = ['incapacitated', 'restrained'] as const;
export type Held = (typeof HELD)[number];
