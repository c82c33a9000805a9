/** 星靈王's 防守階段: the board with the attacker now resolving and its defenders outlined, and the choices of the battle window. */
import type { FlowWords } from '../../../engine/words';
import { eventWord, nameWord } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList } from '../../../engine/island/choice';
import { BoardPicture } from '../BoardPicture';
import { Readings } from '../Readings';
import { cardOffers } from '../battle-offers';
import type { DefenseContext } from './machine';

export function XinglingwangDefenseView({ snapshot, words, ownStart }: ViewProps) {
  const c = snapshot.context as DefenseContext;
  return (
    <>
      <Readings c={c} words={words} ownStart={ownStart} battle />
      <BoardPicture fields={c.fields} units={c.units} engaged={[c.attacker, ...c.targets].filter(Boolean) as string[]} graveyard={c.graveyard} returnedToHand={c.returnedToHand} words={words} />
    </>
  );
}

/** The battle's steps, and (六, 七) the cards and effects the point of the battle allows (battle-offers.ts). */
function Choices(props: ChoicesProps) {
  const { snapshot, words } = props;
  const steps = ['window.pass', 'step.continue', 'sneak.return', 'sneak.stay'].map((type) => ({ event: { type }, label: eventWord(type, words) }));
  return (
    <div class="choices">
      <ChoiceList props={props} offers={[...cardOffers(snapshot.context as DefenseContext, words), ...steps]} refusals={false} />
    </div>
  );
}

XinglingwangDefenseView.Choices = Choices;
XinglingwangDefenseView.eventLabel = (event: { type: string; card?: string; unit?: string }, words: FlowWords) => [eventWord(event.type, words), event.card ?? event.unit ? nameWord(words, (event.card ?? event.unit)!) : ''].filter(Boolean).join(' ');
