/**
 * 星靈王's preparation: each player's race (face down until both are placed), deck (its cards while it
 * is built, with its mana total and race cards; only its size once it is in the deck zone), hand and
 * the cards put face down in 調度; and the choices open at this step. A deck is edited with a card
 * picked from a list and a button, so that the pool fits a phone's screen. Where a deck meets
 * 1-2.4's disputed point (its magic cards over 15 mana together, or one alone), the reading in use.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { useState } from 'preact/hooks';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import { ChoiceButton, ChoiceList, reason, type Offer } from '../../../engine/island/choice';
import { Select } from '../../../engine/island/form-fields';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { typeset } from '../../../lib/typeset';
import { STAR_LINES } from '../board';
import type { PrepareContext } from './machine';
import { manaTotal, meetsManaPoint, POOL_IDS, poolCard, RACES, type Seat } from './rules';
import { Reading } from '../Readings';

const ctx = (s: AnyMachineSnapshot) => s.context as PrepareContext;
const SEATS: Seat[] = [0, 1];

/** 「雷擊（中立、魔法 2、超載）」／「雷撃（中立・魔法2・オーバーロード）」: a pool card with what the deck rules read of it. */
export function cardLabel(id: string, words: FlowWords): string {
  const c = poolCard(id);
  const u = words.ui;
  const parts = [tableWord(words, 'race', c.race), c.kind === 'magic' ? fill(u.manaOf, { n: c.mana }, {}) : tableWord(words, 'cardKind', 'unit'), ...(c.overload ? [u.overload] : [])];
  return typeset(`${nameWord(words, id)}(${parts.join(words.locale === 'ja' ? '・' : '、')})`);
}

export function PrepareView({ snapshot, words, ownStart }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const seat = (s: Seat) => tableWord(words, 'seat', s);
  const race = (s: Seat) => (c.races[s] === null ? u.notPlaced : c.revealed ? tableWord(words, 'race', c.races[s]!) : u.faceDown);
  // Each player's deck by the pool's names: once placed (1-3), its cards' ids in play, in the deck zone and the hand.
  const pooled = SEATS.map((s) => (c.placed ? [...c.decks[s], ...c.hands[s]].map((id) => c.cards[id]) : c.decks[s]));
  return (
    <div class="xlw-prepare">
      {pooled.some(meetsManaPoint) && <Reading field="manaReading" reading={c.manaReading} words={words} ownStart={ownStart} />}
      {c.first !== null && <p class="xlw-status">{typeset(fill(u.starLine, { n: STAR_LINES }, {}))}</p>}
      <table class="xlw-players">
        <thead>
          <tr>
            <th scope="col">{u.seat}</th>
            <th scope="col">{u.race}</th>
            <th scope="col">{u.deck}</th>
            <th scope="col">{u.hand}</th>
          </tr>
        </thead>
        <tbody>
          {SEATS.map((s) => (
            <tr data-player={s} class={c.mulliganBy === s ? 'is-current' : undefined}>
              <th scope="row">{seat(s)}{c.first !== null && <small> · {s === c.first ? u.first : u.second}</small>}</th>
              <td data-label={u.race}>{race(s)}</td>
              <td class={c.placed ? undefined : 'is-hand'} data-label={u.deck}>
                {/* 1-2 — the decks are built once the races are revealed (1-1): until then their cards, each of a race, are not on the table. */}
                {!c.revealed ? u.buildAfter : fill(u.cards, { n: c.decks[s].length }, {})}
                {c.revealed && !c.placed && (
                  <>
                    <small> · {fill(u.mana, { n: manaTotal(c.decks[s]) }, {})}</small>
                    <div class="cards">{c.decks[s].map((id) => <span class="card">{cardLabel(id, words)}</span>)}</div>
                  </>
                )}
              </td>
              <td class="is-hand" data-label={u.hand}>
                <div class="cards">{c.hands[s].length ? c.hands[s].map((id) => <span class={c.aside.includes(id) ? 'card is-aside' : 'card'}>{nameWord(words, id)}{c.aside.includes(id) && <small> · {u.aside}</small>}</span>) : u.none}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="board-legend">{typeset(u.legend)}</p>
    </div>
  );
}

/** One player's deck while it is built: a card from the pool to put in, one of the deck's to take out. */
function DeckEdit({ props, seat }: { props: ChoicesProps; seat: Seat }) {
  const c = ctx(props.snapshot);
  const { words } = props;
  const u = words.ui;
  const [pick, setPick] = useState<string>(POOL_IDS[0]);
  const inDeck = [...new Set(c.decks[seat])];
  const [drop, setDrop] = useState<string>(inDeck[0] ?? '');
  const taken = inDeck.includes(drop) ? drop : inDeck[0];
  const add: Offer = { event: { type: 'deck.add', player: seat, card: pick }, label: eventLabel({ type: 'deck.add', player: seat, card: pick }, words) };
  const why = reason(props, add.event);
  return (
    <fieldset class="player-fields xlw-deck-edit">
      <legend>{tableWord(words, 'seat', seat)}</legend>
      <span class="name-add">
        <Select label={u.pick} value={pick} options={POOL_IDS} show={(id) => cardLabel(id, words)} onChange={setPick} />
        <ChoiceButton props={props} offer={add} disabled={!props.snapshot.can(add.event as never)} />
      </span>
      {why?.node}
      {taken !== undefined && (
        <span class="name-add">
          <Select label={u.pick} value={taken} options={inDeck} show={(id) => nameWord(words, id)} onChange={setDrop} />
          <ChoiceButton props={props} offer={{ event: { type: 'deck.remove', player: seat, card: taken }, label: eventLabel({ type: 'deck.remove', player: seat, card: taken }, words) }} />
        </span>
      )}
    </fieldset>
  );
}

function Choices(props: ChoicesProps) {
  const c = ctx(props.snapshot);
  const { words } = props;
  const offer = (event: Offer['event']): Offer => ({ event, label: eventLabel(event, words) });
  const state = String(props.snapshot.value);
  // Who may still place a race (1-1) and which cards may still go face down (1-5) is the machine's to say.
  const open = (offers: Offer[]) => offers.filter((o) => props.snapshot.can(o.event as never));
  const offers: Offer[] =
    state === 'declare' ? open(SEATS.flatMap((s) => RACES.map((race) => offer({ type: 'race.place', player: s, race }))))
    : state === 'build' ? [offer({ type: 'decks.check' })]
    : state === 'first' ? SEATS.map((s) => offer({ type: 'first.choose', player: s }))
    : c.mulliganBy !== null ? [...open(c.hands[c.mulliganBy].map((card) => offer({ type: 'mulligan.aside', card }))), offer({ type: 'mulligan.done' })]
    : [];
  return (
    <div class="choices" key={props.position}>
      {state === 'build' && SEATS.map((s) => <DeckEdit props={props} seat={s} />)}
      <ChoiceList props={props} offers={offers} />
    </div>
  );
}

type Event = { type: string; player?: number; race?: string; card?: string };
/** 「玩家 A：覆蓋種族宣言卡 炎族」「玩家 B：放入牌組 龍」「覆蓋 龍」… */
export function eventLabel(event: Event, words: FlowWords): string {
  const who = event.player !== undefined ? `${tableWord(words, 'seat', event.player)}：` : '';
  const what = event.race ? tableWord(words, 'race', event.race) : event.card ? nameWord(words, event.card) : '';
  return typeset(`${who}${eventWord(event.type, words)}${what ? ` ${what}` : ''}`);
}

PrepareView.Choices = Choices;
/**
 * A step of the log: a race card placed face down is not named (1-1: the races are revealed
 * together, and the log shows the table); the choice itself names it (Choices), for the reader
 * choosing for that player, and the reveal's own sentence names both.
 */
PrepareView.eventLabel = (event: { type: string }, words: FlowWords) => eventLabel(event.type === 'race.place' ? { ...(event as Event), race: undefined } : (event as Event), words);

