/**
 * Transitions of this flow that no ruling takes yet (src/engine/coverage.test.ts): a list that may
 * only shrink. Write a ruling that takes one, then strike it off.
 */
export default [
  'action --action.active--> active',
  'action --action.passive--> passive',
  'active.declared --step.continue--> active.passiveRevealed',
  'active.passiveRevealed --step.continue--> active.effectDone',
  'active.effectDone --step.continue--> turnDraw',
  'passive --step.continue--> turnDraw',
];
