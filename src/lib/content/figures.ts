/**
 * Figures a content file may place inside a clause, by name (`<WuxingCycle />`). The components
 * that draw them are mapped in src/components/figures.ts, typed by this list.
 */
export const FIGURE_NAMES = ['WuxingCycle'] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

export function isFigureName(name: string): name is FigureName {
  return (FIGURE_NAMES as readonly string[]).includes(name);
}
