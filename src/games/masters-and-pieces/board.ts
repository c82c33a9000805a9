/**
 * The board of the masters-and-pieces game as the sandboxes draw and play it. The source gives no
 * board size, no camp and no movement rules beyond 移動力 (1-2, 2-2, 7-2 and their editor's notes):
 * the sandboxes use the site's reading — a 5 × 5 board, each player's camp the row nearest them, a
 * master starting on its middle square, and a piece moving in a straight line along one of its
 * directions, up to its movement, through empty squares only.
 */

export type Player = 0 | 1;
export const opponent = (p: Player): Player => (p === 0 ? 1 : 0);

/** The board's size (the site's reading, 2-2). */
export const COLUMNS = 5;
export const ROWS = 5;

/** A square: column 1…5 from left to right and row 1…5 from player 1's side, as seen by player 1. */
export type Square = [number, number];

/** Directions relative to the piece's owner: forward is towards the opponent's camp. */
export const DIRECTIONS = ['f', 'fr', 'r', 'br', 'b', 'bl', 'l', 'fl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Piece {
  id: string;
  owner: Player;
  square: Square;
  atk: number;
  hp: number;
  /** 移動力: the directions it may move in and how many squares at most (10-6.1). */
  move: { directions: Direction[]; range: number };
  /** 増幅 and 軽減 in force (10-3): added to the damage it deals, taken off the damage it is dealt. */
  boost?: number;
  reduction?: number;
  /** 7-3 — it has moved (attacked) this turn and is tapped. */
  tapped?: boolean;
  /** 6-3, 8-3 — summoned this turn: it cannot move yet. */
  summoned?: boolean;
  /**
   * Its move was stopped short and it counts as moved (10-7.1): after a battle it did not win
   * (`battle`), a battle avoided (`avoided`, 10-2's note) or an attack on a master (`master`, 1-2's
   * other reading). Set in play, never in a setup.
   */
  stopped?: 'battle' | 'avoided' | 'master';
}

export interface Master {
  owner: Player;
  square: Square;
  /** 1-2 — the master's life, 10 at the start. */
  life?: number;
}

/**
 * 1-2's two readings of how a master's life changes: only by card effects, so a piece cannot move
 * onto a master's square (`effects`, the site's reading), or a piece that moves onto the opponent
 * master's square attacks it (`attack`, the other reading).
 */
export type MasterReading = 'effects' | 'attack';

/**
 * 6-3's two readings of 「召喚後即座に動くことは出来ません」: a piece does not move for the whole turn
 * it was summoned in (`wholeTurn`, the site's reading), or only not at the moment it is summoned, so a
 * piece summoned in the first main phase moves in that turn's action phase (`atOnce`, the other).
 */
export type SummonReading = 'wholeTurn' | 'atOnce';

/** 10-7.1 — what stopped a piece's move, and the clauses that say it can no longer act. */
const STOPPED: Record<NonNullable<Piece['stopped']>, string[]> = { battle: ['10-7.1'], avoided: ['10-2', '10-7.1'], master: ['1-2', '10-7.1'] };

/** The step of a direction on the board, for a piece of this owner (player 1's forward is +row). */
export function stepOf(direction: Direction, owner: Player): Square {
  const forward = owner === 0 ? 1 : -1;
  const right = owner === 0 ? 1 : -1;
  const f = direction.includes('f') ? forward : direction.includes('b') ? -forward : 0;
  const r = direction.includes('r') ? right : direction.includes('l') ? -right : 0;
  return [r, f];
}

export const sameSquare = (a: Square, b: Square) => a[0] === b[0] && a[1] === b[1];
export const onBoard = ([c, r]: Square) => c >= 1 && c <= COLUMNS && r >= 1 && r <= ROWS;
export const squareKey = ([c, r]: Square) => `${c}/${r}`;

/** The camp of a player: the row nearest them (2-2, the site's reading). */
export const campRow = (p: Player) => (p === 0 ? 1 : ROWS);
/** A master's starting square: the middle of its camp (2-2). */
export const startSquare = (p: Player): Square => [Math.ceil(COLUMNS / 2), campRow(p)];

export interface Position {
  pieces: Piece[];
  masters: Master[];
}

/** What stands on a square: a piece, a master, or nothing. */
export function occupant(position: Position, square: Square): { piece: Piece } | { master: Master } | null {
  const piece = position.pieces.find((p) => sameSquare(p.square, square));
  if (piece) return { piece };
  const master = position.masters.find((m) => sameSquare(m.square, square));
  return master ? { master } : null;
}

/**
 * A move's path: the squares from the piece to `to` along one of its directions, `to` last, or null
 * when `to` is not on one of its lines within its movement.
 */
export function pathTo(piece: Piece, to: Square): Square[] | null {
  for (const direction of piece.move.directions) {
    const [dc, dr] = stepOf(direction, piece.owner);
    const path: Square[] = [];
    for (let n = 1; n <= piece.move.range; n++) {
      const square: Square = [piece.square[0] + dc * n, piece.square[1] + dr * n];
      if (!onBoard(square)) break;
      path.push(square);
      if (sameSquare(square, to)) return path;
    }
  }
  return null;
}

/** Whether a piece could move onto `square` from where it stands: on one of its lines, within its movement (10-8.1). */
export const reaches = (piece: Piece, square: Square): boolean => {
  const path = pathTo(piece, square);
  return path !== null;
};

/**
 * Why a piece cannot move to a square, as a reason key and the clauses whose text (or whose note,
 * for the sandbox's readings) forbids it, or null if it can.
 */
export function whyNotMove(position: Position, turn: Player, piece: Piece | undefined, to: Square, reading: MasterReading = 'effects', summoning: SummonReading = 'wholeTurn'): { reason: string; clauses: string[]; stopped?: Piece['stopped'] } | null {
  if (!piece) return { reason: 'noPiece', clauses: ['7-2'] };
  // 3-3 — the phases' actions, a piece's move among them, are the turn master's (the site's reading).
  if (piece.owner !== turn) return { reason: 'notYours', clauses: ['3-3'] };
  if (piece.stopped) return { reason: 'stopped', clauses: STOPPED[piece.stopped], stopped: piece.stopped };
  // 7-3 — a tapped piece does not move again before it is untapped (its note, the site's reading).
  if (piece.tapped) return { reason: 'tapped', clauses: ['7-3'] };
  // 6-3 — in the action phase, a piece summoned this turn was summoned in the first main phase (8-3's come after):
  // under the site's reading it does not move this turn; under the other, the action phase is no longer "at once".
  if (piece.summoned && summoning === 'wholeTurn') return { reason: 'summoned', clauses: ['6-3'] };
  const path = pathTo(piece, to);
  // 7-2 — its note: a piece moves in a straight line along one of its directions, up to its movement, on the board (the sandbox's).
  if (!path) return { reason: 'outOfReach', clauses: ['7-2'] };
  // Every square before the last must be empty: a piece does not pass through another (7-2, the site's reading).
  if (path.slice(0, -1).some((s) => occupant(position, s))) return { reason: 'blocked', clauses: ['7-2'] };
  const there = occupant(position, to);
  // Not onto an own piece or master: the source says nothing of it; the sandbox's reading (7-2).
  if (there && ('master' in there ? there.master.owner : there.piece.owner) === piece.owner) return { reason: 'ownPiece', clauses: ['7-2'] };
  // 1-2 — the site's reading: a master's life changes only by card effects; a piece does not move onto it.
  if (there && 'master' in there && reading === 'effects') return { reason: 'master', clauses: ['1-2'] };
  return null;
}

/** The square the moving piece attacks from: the last square of its path before the attacked piece (10-6, 10-6.1). */
export function attackFrom(piece: Piece, to: Square): Square {
  const path = pathTo(piece, to)!;
  return path.length > 1 ? path[path.length - 2] : piece.square;
}
