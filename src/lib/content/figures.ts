/**
 * Figures a content file may place inside a clause, by name (`<WuxingCycle />`): every
 * `src/games/<game>/figures/<Name>.astro`. Only the names are read here (the glob's loaders are
 * never called); src/components/figures.ts renders them.
 */
const files = Object.keys(import.meta.glob('../../games/*/figures/*.astro'));

/** `…/figures/WuxingCycle.astro` → `WuxingCycle`. */
export const figureNameOf = (path: string) => path.split('/').pop()!.replace(/\.astro$/, '');

export const FIGURE_NAMES: readonly string[] = files.map(figureNameOf);
export type FigureName = string;

export function isFigureName(name: string): name is FigureName {
  return FIGURE_NAMES.includes(name);
}
