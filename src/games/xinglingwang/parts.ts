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

/** 15-3.2 to 15-3.4 — the keywords by which units combine. */
const COMBINING: Keyword[] = ['mechCombine', 'devour', 'parasite'];
/** 15-4.1, 15-5.4 — the keywords whose turn steps are keyword-steps.ts's. */
const STEPPING: Keyword[] = ['cover', 'decay'];

/** Whether a unit (or a card's face) leads to 合體: cards under it, or a keyword that combines. */
export const combines = (u: { under?: unknown[]; keywords?: Keyword[] }) => !!u.under?.length || !!u.keywords?.some((k) => COMBINING.includes(k));

/**
 * The parts a starting position (a checked setup of any 星靈王 flow) uses: every object in it is
 * looked at, so a card in a deck or a hand, a unit, a card under it and a card an effect names all count.
 */
export function partsOf(setup: unknown): Part<unknown>[] {
  const found = new Set<Part<unknown>>();
  const look = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(look);
    if (!value || typeof value !== 'object') return;
    const o = value as { effect?: unknown; under?: unknown[]; keywords?: Keyword[] };
    if (o.effect) found.add(effectsPart).add(battleUsesPart).add(effectRulesPart);
    if (combines(o)) found.add(combinePart);
    if (o.keywords?.some((k) => STEPPING.includes(k))) found.add(keywordStepsPart);
    Object.values(o).forEach(look);
  };
  look(setup);
  return [...found];
}

/** The island's `prepare`: loads the parts the position uses. */
export const prepare = (setup: unknown) => Promise.all(partsOf(setup).map((p) => p.load()));

