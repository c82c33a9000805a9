/** The preparation's numbers and choices (1-1, 1-2, 2-1, 2-4), apart from the machine so the schemas load without it. */

/** 1-1 — a deck is 40 cards (the site's reading: exactly 40). */
export const DECK_SIZE = 40;
/** 1-2 — each master's life at the start. */
export const START_LIFE = 10;
/** 2-4 — the first player draws 5, the second 6. */
export const OPENING_HAND = { first: 5, second: 6 } as const;

/** 2-1 — how the first player is decided: the source names coins, dice and rock-paper-scissors, "and so on". */
export const METHODS = ['coin', 'die', 'rps', 'other'] as const;
export type Method = (typeof METHODS)[number];
