/** 星靈王's 防守階段: the board with the attacker now resolving and its defenders outlined, and the choices of the battle window. */
import type { FlowWords } from '../../../engine/words';
import { eventWord } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { BoardPicture } from '../BoardPicture';
import type { DefenseContext } from './machine';

export function XinglingwangDefenseView({ snapshot, words }: ViewProps) {
  const c = snapshot.context as DefenseContext;
  return <BoardPicture units={c.units} engaged={[c.attacker, ...c.targets].filter(Boolean) as string[]} graveyard={c.graveyard} returnedToHand={c.returnedToHand} words={words} />;
}

function Choices({ snapshot, words, send, suggested }: ChoicesProps) {
  const events = ['window.pass', 'step.continue', 'sneak.return', 'sneak.stay'].map((type) => ({ type }));
  return (
    <div class="choices">
      {events.filter((e) => snapshot.can(e as never)).map((e) => (
        <button type="button" class={suggested?.type === e.type ? 'is-suggested' : undefined} onClick={() => send(e)}>{eventWord(e.type, words)}</button>
      ))}
    </div>
  );
}

XinglingwangDefenseView.Choices = Choices;
XinglingwangDefenseView.eventLabel = (event: { type: string }, words: FlowWords) => eventWord(event.type, words);
