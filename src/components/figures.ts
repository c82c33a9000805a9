/** The components behind the figure names a content file may use: each game's `figures/<Name>.astro`. */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { figureNameOf } from '../lib/content/figures';

const modules = import.meta.glob<{ default: AstroComponentFactory }>('../games/*/figures/*.astro', { eager: true });

export const FIGURES: Record<string, AstroComponentFactory> = Object.fromEntries(Object.entries(modules).map(([path, m]) => [figureNameOf(path), m.default]));
