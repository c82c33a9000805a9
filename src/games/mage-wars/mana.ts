/** 1-5 — every mage's mana as the game begins: the preparation's status boards, and the check of a round 1 position (round/schemas.ts). */
export const STARTING_MANA = 10;
