/**
 * A disputed point of the rulebook as a sandbox shows it: what is in dispute and the reading in use,
 * with a link that starts the same position over under the other reading: the setup field `field`
 * set to `value`. From the page's own position (`ownStart`) the link names only that change; from
 * a position of the reader's, it carries the whole position. (It carried the whole position always
 * until issue 30: four links on a 風雷 page with whole decks were 73 KB of it, each drawn twice.)
 */
import { writePosition } from '../share';
import { typeset } from '../../lib/typeset';

export const Disputed = ({ text, setup, field, value, ownStart, other }: { text: string; setup: object; field: string; value: string; ownStart?: boolean; other: string }) => (
  <p class="sandbox-disputed">
    {typeset(text)}{' '}
    <a href={writePosition({ custom: { ...(ownStart ? { set: { [field]: value } } : { setup: { ...setup, [field]: value } }), events: [] } })}>{typeset(other)}</a>
  </p>
);
