/**
 * The attack declaration and chain as a reader meets them: the reading of healing in use (7-9, with a
 * link to start over under the other), both players' tables (PlayerPanels), the
 * chain as a stack, and the choices of the step: a declaration (character, target, physical or
 * magic), a response with each card in hand (a heal's target, a rage card's payer), a pass, 繼續.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { eventWord } from '../../../engine/words';
import { typeset } from '../../../lib/typeset';
import { ChainStack, PlayerPanels } from '../TableView';
import { HEALINGS } from '../table';
import { DisputedReadings } from '../Readings';
import type { AttackContext } from './machine';
import { CardChoices, DeclareForm, attackEventLabel, responseOffers } from '../choices';

const ctx = (s: AnyMachineSnapshot) => s.context as AttackContext;

export function FengleiAttackView({ snapshot, words, ownStart, still }: ViewProps) {
  const t = ctx(snapshot);
  return (
    <div class="fl-table">
      <DisputedReadings words={words} setup={t.setup} ownStart={ownStart} points={[{ key: 'healing', readings: HEALINGS, current: t.healing }]} />
      <PlayerPanels words={words} t={t} />
      <ChainStack words={words} chain={t.chain} />
      {!still && <p class="board-legend">{typeset(words.ui.legend)}</p>}
    </div>
  );
}

const SIMPLE = ['chain.pass', 'step.continue', 'turn.end'];

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const t = ctx(snapshot);
  const value = typeof snapshot.value === 'string' ? snapshot.value : '';
  return (
    <div class="choices">
      {value === 'declaring' && <DeclareForm key={position} {...props} />}
      <CardChoices props={props} offers={[...(value === 'chain' ? responseOffers(t, words) : []), ...SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))]} />
    </div>
  );
}

FengleiAttackView.Choices = Choices;
FengleiAttackView.eventLabel = attackEventLabel;
