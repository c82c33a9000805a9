/**
 * Preparation as a reader meets it: a column per player with the mage card chosen (its channeling,
 * life and schools), what the player has at hand, the markers on the mage card in its gate zone, the
 * status board and the spellbook; the effect die rolls and who holds the initiative marker; and the
 * choices of the step. The dice are entered by the reader or rolled from the seed shown on screen:
 * either way the results become the event, so the URL replays them exactly.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList } from '../../../engine/island/choice';
import { typeset } from '../../../lib/typeset';
import { clauseUrl } from '../../../lib/urls';
import type { Player } from '../arena';
import { EFFECT_DIE, rollsFrom } from '../dice';
import { BUDGET } from '../books';
import { cardsOf, mageCard, type PrepareContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as PrepareContext;
const PLAYERS: Player[] = [0, 1];
const player = (words: FlowWords, p: Player) => tableWord(words, 'player', String(p));
const card = (words: FlowWords, id: string) => tableWord(words, 'card', id);
const schools = (list: string[], words: FlowWords) => (list.length ? list.map((s) => tableWord(words, 'school', s)).join('、') : words.ui.none);

export function PrepareView({ snapshot, words, locale }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  return (
    <div class="mw-prepare">
      <p class="mw-bar">
        {typeset(fill(u.rolls, { list: c.rolls.length ? c.rolls.map(([a, b]) => fill(u.rollPair, { a, b }, {})).join('、') : u.none }, {}))}
        {c.initiative !== null ? <> · {typeset(fill(u.initiative, { player: player(words, c.initiative) }, {}))}</> : null}
        {c.tokensAside ? <> · {u.tokens}</> : null}
      </p>
      {/* 3-1's reading decides who starts round 1: said beside who took the marker, not only in the round's log. */}
      {c.initiative !== null && (
        <p class="sandbox-disputed" data-reading="3-1">
          <a class="clause-cite" href={clauseUrl(locale, 'mage-wars', '3-1')}>3-1</a> {typeset(fill(u.roundOne, { player: player(words, c.initiative), other: player(words, (1 - c.initiative) as Player) }, {}))}
        </p>
      )}
      <div class="mw-players">
        {PLAYERS.map((p) => <PlayerColumn c={c} p={p} words={words} />)}
      </div>
      <p class="board-legend">{typeset(fill(u.legend, { faces: EFFECT_DIE }, {}))}</p>
    </div>
  );
}

function PlayerColumn({ c, p, words }: { c: PrepareContext; p: Player; words: FlowWords }) {
  const u = words.ui;
  const id = c.chosen[p];
  const m = id ? mageCard(c, id) : undefined;
  const supply = c.supply[p];
  const onCard = c.onCard[p];
  const board = c.board[p];
  const book = c.books[p];
  const taken = c.taken[p];
  const kind = book.preset ? u.bookPreset : u.bookBuilt;
  return (
    <div class={`mw-player owner-${p}`} role="group" aria-label={player(words, p)}>
      <p class="mw-player-name">{player(words, p)}{c.initiative === p ? ' ★' : ''}</p>
      <p>{typeset(fill(u.card, { card: m ? card(words, m.id) : u.notYet }, {}))}</p>
      {m && <p>{typeset(fill(u.stats, { channeling: m.channeling, life: m.life }, {}))}</p>}
      {m && <p>{typeset(fill(u.schools, { trained: schools(m.trained, words), opposed: schools(m.opposed ?? [], words) }, {}))}</p>}
      {supply && <p>{typeset(fill(u.supply, { ...supply }, {}))}</p>}
      {onCard && <p>{typeset(fill(u.onCard, { action: onCard.action, quickcast: onCard.quickcast ? u.withQuickcast : '' }, {}))}</p>}
      {board && <p>{typeset(fill(u.board, { ...board }, {}))}</p>}
      <p>
        {typeset(
          taken
            ? taken.preset ? fill(u.book, { kind, cards: taken.cards }, {}) : fill(u.bookPoints, { cards: taken.cards, points: taken.points, budget: BUDGET }, {})
            : fill(u.bookWaiting, { kind, cards: cardsOf(book) }, {}),
        )}
      </p>
    </div>
  );
}

/** Every player's choices of the step: the machine says which it takes now, and why it refuses the others (a second mage or book, a book 14 forbids). */
function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const c = ctx(snapshot);
  const value = String(snapshot.value);
  return (
    <div class="choices">
      {value === 'choosing' && (
        <ChoiceList
          props={props}
          offers={PLAYERS.flatMap((p) => c.mages.map((m) => ({ event: { type: 'mage.choose', player: p, mage: m.id }, label: typeset(`${player(words, p)}:${card(words, m.id)}`), family: eventWord('mage.choose', words) })))}
        />
      )}
      {value === 'spellbooks' && (
        <ChoiceList props={props} offers={PLAYERS.map((p) => ({ event: { type: 'spellbook.take', player: p }, label: typeset(`${eventWord('spellbook.take', words)}:${player(words, p)}`) }))} />
      )}
      {value === 'initiative' && <RollForm key={position} {...props} />}
    </div>
  );
}

/** 1-8 — the two effect dice: entered, or rolled from the seed. */
function RollForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const u = words.ui;
  const preset = suggested?.type === 'initiative.roll' ? (suggested as unknown as { dice: [number, number] }).dice : undefined;
  const [dice, setDice] = useState<[number, number]>(preset ?? [1, 1]);
  const event = { type: 'initiative.roll', dice };
  return (
    <fieldset class="cast-form mw-die">
      <legend>{eventWord('initiative.roll', words)}</legend>
      <p class="mw-seed">
        {u.seed} <b>{c.seed}</b> · {typeset(fill(u.rolledFrom, { seed: c.seed, n: c.rolled + 1 }, {}))}
      </p>
      <button type="button" onClick={() => props.send({ type: 'initiative.roll', dice: rollsFrom(c.seed, c.rolled, 2, EFFECT_DIE).map((i) => i + 1) } as never)}>{u.roll}</button>
      {PLAYERS.map((p) => (
        <label>
          {typeset(fill(u.playerDie, { player: player(words, p) }, {}))}
          <select value={String(dice[p])} onChange={(e) => setDice(p === 0 ? [Number((e.target as HTMLSelectElement).value), dice[1]] : [dice[0], Number((e.target as HTMLSelectElement).value)])}>
            {Array.from({ length: EFFECT_DIE }, (_, i) => <option value={String(i + 1)}>{i + 1}</option>)}
          </select>
        </label>
      ))}
      <ChoiceButton props={props} offer={{ event, label: u.enter }} />
    </fieldset>
  );
}

export function prepareEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; player?: Player; mage?: string; dice?: [number, number] };
  const what =
    e.type === 'mage.choose' ? `${player(words, e.player!)} · ${card(words, e.mage!)}`
    : e.type === 'spellbook.take' ? player(words, e.player!)
    : e.type === 'initiative.roll' ? fill(words.ui.rollPair, { a: e.dice![0], b: e.dice![1] }, {})
    : '';
  return typeset(what ? `${eventWord(e.type, words)}:${what}` : eventWord(e.type, words));
}

PrepareView.Choices = Choices;
PrepareView.eventLabel = prepareEventLabel;
