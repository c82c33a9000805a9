/** 星靈王 進攻宣言: the board with the declared attackers outlined, and a choice per unit that may attack. */
import { eventWord, nameWord, type FlowWords } from '../../../engine/words';
import { typeset } from '../../../lib/typeset';
import { declareCandidates, offeredAfter, type DeclareContext, type DeclareEvent } from './machine';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { BoardPicture } from '../BoardPicture';
import { declareLabel } from '../declare-label';

export function XinglingwangDeclareView({ snapshot, words }: ViewProps) {
  const c = snapshot.context as DeclareContext;
  return <BoardPicture units={c.units} engaged={c.declared} words={words} />;
}

function Choices({ snapshot, words, send, suggested, previous }: ChoicesProps) {
  const c = snapshot.context as DeclareContext;
  const own = c.units.filter((u) => u.owner === c.attacker);
  const enemy = c.units.filter((u) => u.owner !== c.attacker);
  const options: { event: { type: string; unit?: string; row?: 'front' | 'back' }; label: string }[] = [
    { event: { type: 'effect.use' }, label: eventWord('effect.use', words) },
    ...own.flatMap((u) => declareCandidates(c, u).map((event) => ({ event, label: declareLabel(event, words) }))),
    ...enemy.map((u) => ({ event: { type: 'effect.remove', unit: u.id }, label: typeset(`${eventWord('effect.remove', words)}:${nameWord(words, u.id)}`) })),
    ...c.units.filter((u) => u.state !== 'sideways').map((u) => ({ event: { type: 'effect.sideways', unit: u.id }, label: typeset(`${eventWord('effect.sideways', words)}:${nameWord(words, u.id)}`) })),
    { event: { type: 'attack.finish' }, label: eventWord('attack.finish', words) },
  ];
  return (
    <div class="choices">
      {options.filter(({ event }) => snapshot.can(event as never) && offeredAfter(previous)(event)).map(({ event, label }) => (
        <button type="button" class={JSON.stringify(suggested) === JSON.stringify(event) ? 'is-suggested' : undefined} onClick={() => send(event)}>{label}</button>
      ))}
    </div>
  );
}

XinglingwangDeclareView.Choices = Choices;
XinglingwangDeclareView.eventLabel = (event: { type: string; unit?: string }, words: FlowWords) =>
  event.type === 'attack.declare' ? declareLabel(event as DeclareEvent & { type: 'attack.declare' }, words) : `${eventWord(event.type, words)}${event.unit ? ` ${nameWord(words, event.unit)}` : ''}`;
