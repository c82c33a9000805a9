/** The game's numbers and the preparation's choices (1-1, 1-2, 2-1, 2-4), apart from any machine: the preparation, the turn and the combat on a grid use them, and schemas load them alone. */

/** 1-1 — a deck is 40 cards (the site's reading: exactly 40). */
export const DECK_SIZE = 40;
/** 1-2 — each master's life at the start. */
export const START_LIFE = 10;
/** 2-4 — the first player draws 5, the second 6. */
export const OPENING_HAND = { first: 5, second: 6 } as const;

/** 2-1 — how the first player is decided: the source names coins, dice and rock-paper-scissors, "and so on". */
export const METHODS = ['coin', 'die', 'rps', 'other'] as const;
export type Method = (typeof METHODS)[number];
