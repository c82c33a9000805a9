/**
 * 星靈王's board: star lines numbered from 1, each with a front and a back row per player (4-4,
 * 4-9), and the position words of section 5. Pure data and functions; no rules of battle here.
 */

/** 1-4, 4-4 — the star-line cards; five, the site's reading of a count the source never states. */
export const STAR_LINES = 5;

export type Player = 0 | 1;
export type Row = 'front' | 'back';
export const opponent = (p: Player): Player => (p === 0 ? 1 : 0);

/** 8-1 to 8-3 — 直立, 進攻 (set to attack, fighting in the enemy's 防守階段), 橫放 (cannot attack). */
export type UnitState = 'upright' | 'attacking' | 'sideways';

/**
 * The keywords of 十五 that battles, attack declarations and the turn's phases read: 15-1, 15-2; 掩護
 * (15-4.1), 破壞抗性 (15-4.3); 禁錮 (15-5.3, an effect a unit is under) and 衰退 (15-5.4).
 */
export type Keyword = 'pierce' | 'ranged' | 'poison' | 'blocker' | 'sneak' | 'dismantle' | 'armourBreak' | 'glide' | 'cover' | 'indestructible' | 'imprisoned' | 'decay'
  // 15-3.2 機械合體, 15-3.3 吞食合體, 15-3.4 寄生合體, 15-3.5 分開 (combine.ts)
  | 'mechCombine' | 'devour' | 'parasite' | 'split'
  // 15-4.2 魔法抗性 and 15-4.4 效果抗性, each in its plain and its enemy form (keywords.ts)
  | 'magicResistant' | 'enemyMagicResistant' | 'effectResistant' | 'enemyEffectResistant';

/** A card's own printed numbers and keywords. */
export interface Face { atk: number; score: number; keywords: Keyword[] }

/**
 * 15-3.1a, 15-3.1b — a card under a combined unit (the first one just under the top card), with
 * its own face, whose it is (a 寄生合體 card may sit under an enemy unit, 10-7), and the one part
 * of it left showing: its ATK, its score, or one of its keywords (combine.ts).
 */
export interface UnderCard extends Face {
  id: string;
  owner: Player;
  shows: 'atk' | 'score' | Keyword;
}

export interface Unit {
  id: string;
  owner: Player;
  line: number;
  row: Row;
  atk: number;
  score: number;
  state: UnitState;
  keywords: Keyword[];
  /** 15-3.1a — a unit made by 合體 (拆卸 wins against it, 15-2.2a). */
  combined?: boolean;
  /**
   * 15-3.1a — the cards under a combined unit, when the setup names them; then `topFace` is its top
   * card's own face, and atk/score/keywords are the whole unit's (15-3.1b, 15-3.1f; combine.ts).
   */
  under?: UnderCard[];
  topFace?: Face;
  /** 15-1.2a — the position a 遠程 attacker nominated when it attacked. */
  rangedTarget?: Row;
  /** A 小旅人 (4-6): it goes back to the forest instead of a graveyard (10-5). */
  traveller?: boolean;
  /** 7-4 — the permanent magic cards under it, each with the player who used it (10-6, 10-7; effects.ts). */
  magic?: { id: string; owner: Player }[];
  /** 10-7 — the player whose card it is, when not the player whose side it is on (effects.ts). */
  cardOwner?: Player;
  /** 15-6.1a — its charge energy, 0 to 5 (keywords.ts). */
  charge?: number;
  /** 6-7 — what a permanent magic card under it forbids it (effects.ts `FORBIDS`): 「不得」 prevails over other effects. */
  forbid?: ('target' | 'destroy' | 'tap' | 'move' | 'transform')[];
  /** 15-6.3 — the number after its 搭乘: how many 小旅人 搭乘 or 上車 may put under it (15-6.3b). */
  ride?: number;
  /** 15-6.3a, 15-6.4a — the 小旅人 under it, put there by 搭乘 or 上車 (at most `ride`). */
  riders?: number;
  /** 15-6.6a — its 亡魂 points, which count while its card is in a graveyard. */
  ghost?: number;
  /** 11-8.8 — ATK an attacking unit gained from effects whose text says 「本次進攻」: lost when the 防守階段 ends. */
  boost?: number;
  /**
   * 15-1.4d, 15-2.3b, 11-8.8 — ATK and score effects gave it 「本次戰鬥」 or 「本次進攻」, each with the
   * card it came from: both are lost when the 防守階段 ends (effects.ts `power`, keywords.ts).
   */
  power?: Power[];
}

/** One 「本次戰鬥」 or 「本次進攻」 change of ATK and score (effects.ts `power`, keywords.ts). */
export interface Power {
  card: string;
  atk: number;
  score: number;
  until: 'battle' | 'attack';
}

/** 4-9 — a player's places: a front and a back place on each star line. */
export const PLACES: { line: number; row: Row }[] = Array.from({ length: STAR_LINES }, (_, i) => i + 1).flatMap((line) => [
  { line, row: 'front' as const },
  { line, row: 'back' as const },
]);

export const has = (unit: Unit, keyword: Keyword) => unit.keywords.includes(keyword);

/** The player a unit's card goes back to when it leaves the field: its owner, who may be the enemy (10-7). */
export const cardOwner = (u: Unit): Player => u.cardOwner ?? u.owner;

/** What a card under a combined unit shows: its ATK, its score, or one of its keywords. */
export type Shown = UnderCard['shows'];

/** 15-3.1b — whether a card can leave this part showing: a keyword only if it has it. */
export const mayShow = (card: Face, shows: Shown) => shows === 'atk' || shows === 'score' || card.keywords.includes(shows);

/** A unit's top card's own face (a unit not combined is its own top card). */
export const faceOf = (u: Unit): Face => u.topFace ?? { atk: u.atk, score: u.score, keywords: u.keywords };

/** 15-3.1a — a unit made by 合體: marked so in a setup, or with cards under it. */
export const isCombined = (u: Unit) => !!u.combined || (u.under?.length ?? 0) > 0;

/** 15-3.1e, 10-7 — the cards a unit takes with it when it leaves: its top card, then those under it, each to its owner's zone. */
export const cardsOf = (u: Unit): { id: string; owner: Player }[] => [{ id: u.id, owner: cardOwner(u) }, ...(u.under ?? []).map((c) => ({ id: c.id, owner: c.owner }))];

/** 6-1 ※ — 戰線順序: line number ascending, then front before back. */
export function lineOrder(a: Pick<Unit, 'line' | 'row'>, b: Pick<Unit, 'line' | 'row'>): number {
  return a.line - b.line || (a.row === b.row ? 0 : a.row === 'front' ? -1 : 1);
}

/** 5-1 — the enemy units 前方 of a unit: on its star line, the enemy front row first, then the back. */
export function unitsInFront(units: Unit[], unit: Unit): Unit[] {
  return units.filter((u) => u.owner !== unit.owner && u.line === unit.line).sort(lineOrder);
}

/** Where each unit is and in what state, as rulings state it: `{ lancer: "1/front/attacking" }`. */
export const boardSummary = (units: Pick<Unit, 'id' | 'line' | 'row' | 'state'>[]) => Object.fromEntries(units.map((u) => [u.id, `${u.line}/${u.row}/${u.state}`]));
