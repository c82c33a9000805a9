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
export type Keyword = 'pierce' | 'ranged' | 'poison' | 'blocker' | 'sneak' | 'dismantle' | 'armourBreak' | 'glide' | 'cover' | 'indestructible' | 'imprisoned' | 'decay';

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
  /** 15-1.2a — the position a 遠程 attacker nominated when it attacked. */
  rangedTarget?: Row;
  /** A 小旅人 (4-6): it goes back to the forest instead of a graveyard (10-5). */
  traveller?: boolean;
}

/** 4-9 — a player's places: a front and a back place on each star line. */
export const PLACES: { line: number; row: Row }[] = Array.from({ length: STAR_LINES }, (_, i) => i + 1).flatMap((line) => [
  { line, row: 'front' as const },
  { line, row: 'back' as const },
]);

export const has = (unit: Unit, keyword: Keyword) => unit.keywords.includes(keyword);

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
