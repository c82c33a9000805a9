/**
 * Transitions of this flow that no ruling takes yet (src/engine/coverage.test.ts): a list that may
 * only shrink. Write a ruling that takes one, then strike it off.
 */
export default [];
