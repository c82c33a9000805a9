/**
 * The preparation: its steps with the current one marked, each seat's role once decided, life,
 * deck, hand, mulligans and the cards put at the bottom; the masters' starting squares once placed;
 * and the choices: one button per decision the machine may take now, and, listed below, what the
 * rules refuse now and why.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList, type Offer } from '../../../engine/island/choice';
import { startSquare, type Player } from '../board';
import { owed, type PrepareContext } from './machine';
import { METHODS, type Method } from '../rules';

const ctx = (s: AnyMachineSnapshot) => s.context as PrepareContext;
const STEPS = ['decks', 'first', 'mulligan', 'bottom', 'ready'] as const;
const SEATS: Player[] = [0, 1];

export function PrepareView({ snapshot, words }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const at = String(snapshot.value);
  const role = (p: Player) => (c.first === null ? u.undecided : tableWord(words, 'role', p === c.first ? 0 : 1));
  const square = (p: Player) => { const [col, row] = startSquare(p === c.first ? 0 : 1); return fill(u.square, { col, row }, {}); };
  const cards = (list: { id: string; kind: string }[]) => (list.length ? <div class="cards">{list.map((card) => <span class={`card kind-${card.kind}`}>{nameWord(words, card.id)}</span>)}</div> : u.none);
  return (
    <div class="mp-turn mp-prepare">
      <ol class="mp-phases" aria-label={u.steps}>
        {STEPS.map((s) => <li aria-current={at === s ? 'step' : undefined}>{words.states[s]}</li>)}
      </ol>
      <table class="xlw-players mp-masters">
        <thead>
          <tr>
            <th scope="col">{u.seat}</th>
            <th scope="col">{u.role}</th>
            <th scope="col">{u.life}</th>
            <th scope="col">{u.deck}</th>
            <th scope="col">{u.hand}</th>
            <th scope="col">{u.mulligans}</th>
            <th scope="col">{u.bottom}</th>
          </tr>
        </thead>
        <tbody>
          {SEATS.map((p) => {
            const s = c.seats[p];
            return (
              <tr data-player={p} class={p === c.first ? 'is-current' : undefined}>
                <th scope="row">{tableWord(words, 'player', p)}</th>
                <td data-label={u.role}>{role(p)}{c.first !== null && <small>（{u.start}：{square(p)}）</small>}</td>
                <td data-life data-label={u.life}>{s.life}</td>
                <td data-label={u.deck}>{fill(u.cards, { n: s.deck.length }, {})}</td>
                <td class="is-hand" data-label={u.hand}>{cards(s.hand)}</td>
                <td data-label={u.mulligans}>{s.mulligans}{owed(s) > 0 && at === 'bottom' && <small>（{u.owed} {owed(s)}）</small>}</td>
                <td class="is-hand" data-label={u.bottom}>{cards(s.bottomed)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {snapshot.status === 'done' && <p role="status">{u.turnOne}</p>}
    </div>
  );
}

/**
 * The step's choices. Who plays first is two buttons, one per master, and the way it was decided a
 * value picked beside them (2-1), not a button per master and way. A card put at the bottom is one
 * choice per card: copies of a card in hand are one (the first copy, or the ruling's).
 */
function Choices(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const u = words.ui;
  const player = (p: Player) => tableWord(words, 'player', p);
  const next = suggested as { type: string; player?: Player; by?: Method; card?: number } | undefined;
  // The way picked here, at this position; else the ruling's next one; else the first.
  const [by, setBy] = useState<{ at: string; by: Method } | null>(null);
  const method = by?.at === props.position ? by.by : next?.type === 'first.decide' ? next.by! : METHODS[0];
  const deciding = SEATS.some((p) => snapshot.can({ type: 'first.decide', player: p, by: method } as never));
  /** One copy of each card in the seat's hand: the index the ruling takes, else the first. */
  const copies = (p: Player) =>
    c.seats[p].hand.flatMap((card, i, hand) => {
      const first = hand.findIndex((h) => h.id === card.id);
      const theirs = next?.type === 'hand.bottom' && next.player === p && hand[next.card!]?.id === card.id ? next.card! : first;
      return i === theirs ? [{ card, i }] : [];
    });
  const offers: Offer[] = [
    { event: { type: 'decks.check' }, label: eventWord('decks.check', words) },
    ...SEATS.map((p) => ({ event: { type: 'first.decide', player: p, by: method }, label: fill(u.firstBy, { player: player(p), by: tableWord(words, 'method', method) }, {}), family: eventWord('first.decide', words) })),
    ...SEATS.map((p) => ({ event: { type: 'mulligan', player: p }, label: fill(u.mulliganBy, { player: player(p) }, {}), family: eventWord('mulligan', words) })),
    { event: { type: 'hands.keep' }, label: eventWord('hands.keep', words) },
    ...SEATS.flatMap((p) =>
      copies(p).map(({ card, i }) => ({
        event: { type: 'hand.bottom', player: p, card: i },
        label: fill(u.bottomCard, { player: player(p), card: nameWord(words, card.id) }, {}),
        family: eventWord('hand.bottom', words),
        group: fill(u.bottomOf, { player: player(p) }, {}),
        part: nameWord(words, card.id),
      })),
    ),
  ];
  return (
    <div class="choices">
      {deciding && (
        <label class="choice-value">
          {words.tables.field.by}
          <select value={method} onChange={(e) => setBy({ at: props.position, by: (e.target as HTMLSelectElement).value as Method })}>
            {METHODS.map((m) => <option value={m}>{tableWord(words, 'method', m)}</option>)}
          </select>
        </label>
      )}
      <ChoiceList props={props} offers={offers} />
    </div>
  );
}

export function prepareEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; player?: Player; by?: string; card?: number };
  if (e.type === 'first.decide') return fill(words.ui.firstBy, { player: tableWord(words, 'player', e.player!), by: tableWord(words, 'method', e.by!) }, {});
  if (e.type === 'mulligan') return fill(words.ui.mulliganBy, { player: tableWord(words, 'player', e.player!) }, {});
  if (e.type === 'hand.bottom') return `${eventWord(e.type, words)}（${tableWord(words, 'player', e.player!)}）`;
  return eventWord(e.type, words);
}

PrepareView.Choices = Choices;
PrepareView.eventLabel = prepareEventLabel;
