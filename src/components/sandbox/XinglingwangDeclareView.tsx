/** 星靈王 進攻宣言: the board with the declared attackers outlined, and a choice per unit that may attack. */
import { eventWord, tableWord, type FlowWords } from '../../lib/sandbox/words';
import { typeset } from '../../lib/typeset';
import { declareCandidates, type DeclareContext, type DeclareEvent } from '../../machines/xinglingwang/declare';
import type { ChoicesProps, ViewProps } from './views';
import { BoardPicture } from './XinglingwangDefenseView';

export function XinglingwangDeclareView({ snapshot, words }: ViewProps) {
  const c = snapshot.context as DeclareContext;
  return <BoardPicture units={c.units} engaged={c.declared} words={words} />;
}

/** 「使其進攻:lancer(後排)」, with where a 滑行 unit moves first. */
export function declareLabel(event: Extract<DeclareEvent, { type: 'attack.declare' }>, words: FlowWords): string {
  const row = (r: string) => tableWord(words, 'row', r);
  const glide = event.glideTo ? `、${words.ui.glideTo} ${event.glideTo.line} ${row(event.glideTo.row)}` : '';
  return typeset(`${eventWord('attack.declare', words)}:${event.unit}${event.row ? `(${row(event.row)})` : ''}${glide}`);
}

function Choices({ snapshot, words, send, suggested }: ChoicesProps) {
  const c = snapshot.context as DeclareContext;
  const own = c.units.filter((u) => u.owner === c.attacker);
  const enemy = c.units.filter((u) => u.owner !== c.attacker);
  const options: { event: { type: string; unit?: string; row?: 'front' | 'back' }; label: string }[] = [
    { event: { type: 'effect.use' }, label: eventWord('effect.use', words) },
    ...own.flatMap((u) => declareCandidates(c, u).map((event) => ({ event, label: declareLabel(event, words) }))),
    ...enemy.map((u) => ({ event: { type: 'effect.remove', unit: u.id }, label: typeset(`${eventWord('effect.remove', words)}:${u.id}`) })),
    { event: { type: 'attack.finish' }, label: eventWord('attack.finish', words) },
  ];
  return (
    <div class="choices">
      {options.filter(({ event }) => snapshot.can(event as never)).map(({ event, label }) => (
        <button type="button" class={JSON.stringify(suggested) === JSON.stringify(event) ? 'is-suggested' : undefined} onClick={() => send(event)}>{label}</button>
      ))}
    </div>
  );
}

XinglingwangDeclareView.Choices = Choices;
XinglingwangDeclareView.eventLabel = (event: { type: string; unit?: string }, words: FlowWords) =>
  event.type === 'attack.declare' ? declareLabel(event as DeclareEvent & { type: 'attack.declare' }, words) : `${eventWord(event.type, words)}${event.unit ? ` ${event.unit}` : ''}`;
