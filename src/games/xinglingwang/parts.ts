/**
 * 星靈王's parts of the rules that only some positions use (src/engine/parts.ts), each a chunk of its
 * own: card effects and magic cards (六, 七; turn/uses.ts with effects.ts), 合體 (15-3, combine.ts)
 * and the turn steps of 掩護 and 衰退 (15-4.1, 15-5.4; turn/keyword-steps.ts). A position uses one only
 * through data its setup holds: a card with an `effect`; a unit or card with cards under it or a
 * keyword that combines; a 掩護 or 衰退 unit or card. The machines reach a part only past that data
 * (a card's `effect`, `combines`, the keyword on a unit), and `partsOf` finds the same data in a setup.
 */
import { definePart, type Part } from '../../engine/parts';
import type { Keyword } from './board';

export const effectsPart = definePart('xinglingwang.effects', () => import('./turn/uses'));
export const combinePart = definePart('xinglingwang.combine', () => import('./combine'));
export const keywordStepsPart = definePart('xinglingwang.keywordSteps', () => import('./turn/keyword-steps'));
/** 六, 七 in the 防守階段 and the 進攻宣言 (battle-uses.ts): loaded with the effects part, for a position with a card that has an effect. */
export const battleUsesPart = definePart('xinglingwang.battleUses', () => import('./battle-uses'));
/**
 * 六 — the effect format's resolution (effects.ts), which both uses.ts and battle-uses.ts import: a
 * chunk of its own, loaded with them. Declared so that it loads beside them rather than after them,
 * and so that it is counted as what it is, a part only positions with an effect load.
 */
export const effectRulesPart = definePart('xinglingwang.effectRules', () => import('./effects'));
/**
 * 十一 1–3 — 進攻宣言, the declare machine the turn runs when its player chooses it (2-4.2): loaded
 * before the step of a line of play that chooses it, since many turns end without one.
 */
export const declarePart = definePart('xinglingwang.declare', () => import('./declare/machine'));
/**
 * 十一 4–8 — the 防守階段 with its battles, the defense machine the turn runs at a turn's start
 * (2-2): loaded for a position with a unit attacking, or a line that chooses 進攻宣言 (whose attacks
 * the next turn's 防守階段 fights). Without either, every 防守階段 is skipped (11-5), which the turn
 * logs itself.
 */
export const defensePart = definePart('xinglingwang.defense', () => import('./defense/machine'));

/** The events that lead a line of play into a part: choosing 進攻宣言 (2-4.2), then the 防守階段 it leads to. */
const EVENT_PARTS: Record<string, Part<unknown>[]> = { 'tactic.attack': [declarePart, defensePart] };

/** 15-3.2 to 15-3.4 — the keywords by which units combine. */
const COMBINING: Keyword[] = ['mechCombine', 'devour', 'parasite'];
/** 15-4.1, 15-5.4 — the keywords whose turn steps are keyword-steps.ts's. */
const STEPPING: Keyword[] = ['cover', 'decay'];

/** Whether a unit (or a card's face) leads to 合體: cards under it, or a keyword that combines. */
export const combines = (u: { under?: unknown[]; keywords?: Keyword[] }) => !!u.under?.length || !!u.keywords?.some((k) => COMBINING.includes(k));

/**
 * The parts a starting position (a checked setup of any 星靈王 flow) and a line of play from it use:
 * every object in the setup is looked at, so a card in a deck or a hand, a unit, a card under it and a
 * card an effect names all count; and each event that leads into a part (EVENT_PARTS).
 */
export function partsOf(setup: unknown, events: readonly { type: string }[] = []): Part<unknown>[] {
  const found = new Set<Part<unknown>>();
  const look = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(look);
    if (!value || typeof value !== 'object') return;
    const o = value as { effect?: unknown; under?: unknown[]; keywords?: Keyword[]; state?: string };
    if (o.state === 'attacking') found.add(defensePart);
    if (o.effect) found.add(effectsPart).add(battleUsesPart).add(effectRulesPart);
    if (combines(o)) found.add(combinePart);
    if (o.keywords?.some((k) => STEPPING.includes(k))) found.add(keywordStepsPart);
    Object.values(o).forEach(look);
  };
  look(setup);
  for (const e of events) for (const part of EVENT_PARTS[e.type] ?? []) found.add(part);
  return [...found];
}

/** The island's `prepare`: loads the parts the position and its line use, if any is not loaded yet. */
export function prepare(setup: unknown, events: readonly { type: string }[] = []): Promise<unknown> | undefined {
  const missing = partsOf(setup, events).filter((p) => !p.ready());
  return missing.length ? Promise.all(missing.map((p) => p.load())) : undefined;
}

