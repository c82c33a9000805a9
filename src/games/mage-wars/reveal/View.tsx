/**
 * The reveal windows as a reader meets them: who holds the initiative and each player's mana; the
 * creature being activated and the moments of its activation, the current one marked; each
 * enchantment with its owner, the creature it is on, its reveal cost and whether it is red, hidden,
 * revealed or discarded; whether a window is open and who decides; and the choices of the step.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList } from '../../../engine/island/choice';
import { typeset } from '../../../lib/typeset';
import type { RevealContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as RevealContext;
const player = (words: FlowWords, p: number) => tableWord(words, 'player', String(p));

export function RevealView({ snapshot, words }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const open = snapshot.value === 'window';
  return (
    <div class="mw-reveal">
      <p class="mw-bar">
        {typeset(fill(u.initiative, { player: player(words, c.initiative) }, {}))} · {[0, 1].map((p) => fill(u.mana, { player: player(words, p), n: c.mana[p] }, {})).join(' · ')}
      </p>
      <p>{typeset(fill(u.creature, { name: nameWord(words, c.creature.id), player: player(words, c.creature.owner) }, {}))}</p>
      <p class="mw-now" role="status">{typeset(open ? fill(u.windowOpen, { moment: tableWord(words, 'moment', c.moment), player: player(words, c.decider) }, {}) : snapshot.value === 'moving' ? u.noWindowMoving : snapshot.value === 'rolling' ? u.noWindowRolling : u.noWindow)}</p>
      <ul class="mw-enchantments">
        {c.enchantments.map((e) => (
          <li data-enchantment={e.id} class={`is-${e.state}`}>
            <b>{tableWord(words, 'status', e.state ?? 'hidden')}</b>{' '}
            {typeset(fill(u.enchantment, { name: nameWord(words, e.id), player: player(words, e.owner), on: nameWord(words, e.on), cost: e.reveal }, {}))}
            {e.red ? <span class="mw-red"> · {typeset(fill(u.red, { trigger: tableWord(words, 'trigger', e.red) }, {}))}</span> : null}
          </li>
        ))}
      </ul>
      <p class="board-legend">{typeset(`${u.timeline}。${u.legend}`)}</p>
    </div>
  );
}

const SIMPLE = ['window.pass', 'activate', 'move.start', 'move.end', 'attack.start', 'attack.end', 'enchantment.cast', 'activation.end'];

function Choices(props: ChoicesProps) {
  const { snapshot, words } = props;
  const c = ctx(snapshot);
  const mine = snapshot.value === 'window' ? c.enchantments.filter((e) => e.state === 'hidden' && e.owner === c.decider) : [];
  const reveals = mine.map((e) => ({ event: { type: 'reveal', id: e.id }, label: typeset(`${eventWord('reveal', words)}:${nameWord(words, e.id)}`) }));
  return (
    <div class="choices">
      <ChoiceList props={props} offers={[...reveals, ...SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))]} />
    </div>
  );
}

export function revealEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; id?: string };
  return typeset(e.id ? `${eventWord(e.type, words)}:${nameWord(words, e.id)}` : eventWord(e.type, words));
}

RevealView.Choices = Choices;
RevealView.eventLabel = revealEventLabel;
