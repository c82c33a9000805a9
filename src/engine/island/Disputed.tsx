/**
 * A disputed point of the rulebook as a sandbox shows it: what is in dispute and the reading in use,
 * with a link that starts the same position over under the other reading.
 */
import { writePosition } from '../share';
import { typeset } from '../../lib/typeset';

export const Disputed = ({ text, setup, other }: { text: string; setup: unknown; other: string }) => (
  <p class="sandbox-disputed">
    {typeset(text)}{' '}
    <a href={writePosition({ custom: { setup, events: [] } })}>{typeset(other)}</a>
  </p>
);
