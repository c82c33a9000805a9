/** The components behind the figure names a content file may use (src/lib/content/figures.ts). */
import type { FigureName } from '../lib/content/figures';
import WuxingCycle from './figures/WuxingCycle.astro';

export const FIGURES: Record<FigureName, typeof WuxingCycle> = { WuxingCycle };
