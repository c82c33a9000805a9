/**
 * The Mage Wars sandboxes' dice from a seed: a flow's setup carries the seed (a share URL with it),
 * and the sandbox's n-th roll is always the n-th number the seed gives, so a line rolled from the
 * seed replays exactly. The results become the flow's events either way.
 */
import { seededRandom } from '../../engine/random';

/** The effect die's faces (8-2.2, 8-4.2, 1-8: a 12-sided die, the official component; the source gives no number). */
export const EFFECT_DIE = 12;

/** The next n results (0 … sides − 1) from the seed, after the first `rolled` of them. */
export function rollsFrom(seed: number, rolled: number, n: number, sides: number): number[] {
  const random = seededRandom(seed);
  for (let i = 0; i < rolled; i++) random();
  return Array.from({ length: n }, () => Math.floor(random() * sides));
}
