/** The view that draws each flow's state and choices, by flow id (see src/machines/registry.ts). */
import { WuxingTurnView } from './WuxingTurnView';

export const VIEWS = {
  'wuxing.turn': WuxingTurnView,
} as Record<string, typeof WuxingTurnView>;
