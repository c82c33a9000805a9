/**
 * A spellbook as a reader meets it: the mage's trained and opposed schools, the points spent of the
 * points it has, and each spell on offer with its schools and levels, what one copy costs this mage
 * (school by school), and how many copies are in the book of how many it may hold; the choices put
 * a copy in or take one out, or finish the book.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList } from '../../../engine/island/choice';
import { typeset } from '../../../lib/typeset';
import { copies, type SpellbookContext } from './machine';
import { TIMES, copyLimit, costOf, type BookSpell, type School } from '../books';

const ctx = (s: AnyMachineSnapshot) => s.context as SpellbookContext;
const schools = (list: School[], words: FlowWords) => (list.length ? list.map((s) => tableWord(words, 'school', s)).join('、') : words.ui.none);

export function SpellbookView({ snapshot, words }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  return (
    <div class="mw-spellbook">
      <p class="mw-bar">{typeset(fill(u.mage, { trained: schools(c.mage.trained, words), opposed: schools(c.mage.opposed, words) }, {}))}</p>
      <p class="mw-now" role="status">{typeset(fill(u.points, { points: c.points, budget: c.budget }, {}))}</p>
      <div class="mw-book-scroll">
        <table class="mw-book">
          <thead>
            <tr><th scope="col">{u.spell}</th><th scope="col">{u.levels}</th><th scope="col">{u.cost}</th><th scope="col">{u.copies}</th></tr>
          </thead>
          <tbody>
            {c.spells.map((s) => <SpellRow s={s} c={c} words={words} />)}
          </tbody>
        </table>
      </div>
      <p class="board-legend">{typeset(u.legend)}</p>
    </div>
  );
}

function SpellRow({ s, c, words }: { s: BookSpell; c: SpellbookContext; words: FlowWords }) {
  const u = words.ui;
  const { parts, cost } = costOf(c.mage, s);
  const n = copies(c, s.id);
  return (
    <tr data-spell={s.id} class={n ? 'is-in' : undefined}>
      <th scope="row">
        {nameWord(words, s.id)}
        {s.epic ? <small> · {u.epic}</small> : null}
        {s.onlyTrained ? <small> · {typeset(fill(u.only, { school: tableWord(words, 'school', s.onlyTrained) }, {}))}</small> : null}
      </th>
      <td>{typeset(parts.map((p) => `${tableWord(words, 'school', p.school)} ${p.level}`).join(' + '))}</td>
      <td>
        {parts.length > 1 || TIMES[parts[0].rate] > 1 ? typeset(`${parts.map((p) => `${p.level} × ${TIMES[p.rate]}`).join(' + ')} = ${cost}`) : cost}
      </td>
      <td>{fill(u.limit, { n, limit: copyLimit(s) }, {})}</td>
    </tr>
  );
}

function Choices(props: ChoicesProps) {
  const c = ctx(props.snapshot);
  const u = props.words.ui;
  const name = (id: string) => nameWord(props.words, id);
  const offers = [
    ...c.spells.map((s) => ({ event: { type: 'spell.add', id: s.id }, label: fill(u.add, { name: name(s.id) }, {}) })),
    // Only what is in the book can be taken out: nothing else is offered.
    ...c.spells.filter((s) => copies(c, s.id)).map((s) => ({ event: { type: 'spell.remove', id: s.id }, label: fill(u.remove, { name: name(s.id) }, {}) })),
    { event: { type: 'book.done' }, label: eventWord('book.done', props.words) },
  ];
  return (
    <div class="choices">
      <ChoiceList props={props} offers={offers} />
    </div>
  );
}

export function spellbookEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as { type: string; id?: string };
  return typeset(e.id ? `${eventWord(e.type, words)}:${nameWord(words, e.id)}` : eventWord(e.type, words));
}

SpellbookView.Choices = Choices;
SpellbookView.eventLabel = spellbookEventLabel;
