/**
 * The game as a reader meets it: the turn and the readings of the disputed points in use (each
 * with a link to start over under the other: 3-1 during the selection, the others after it); during the selection, each player's character deck and what lies face down; then
 * both players' tables (PlayerPanels, with each tactics deck and character deck counted) and the
 * chain as a stack; and the choices of the step: characters to put face down within the summon
 * points, the first attacker, tactic cards and attack declarations, responses, the cards to discard.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, reason, type Offer } from '../../../engine/island/choice';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import { typeset } from '../../../lib/typeset';
import { statePath } from '../../../engine/state-path';
import { ChainStack, PlayerPanels } from '../TableView';
import { CardChoices, DeclareForm, attackEventLabel, cardOffer, responseOffers } from '../choices';
import { DisputedReadings } from '../Readings';
import { HAND_LIMIT, SUMMON_POINTS, mustDiscard, type GameContext } from './machine';
import { DISPUTED, type DisputedPoint } from './readings';
import type { Player } from '../table';
import { characterCount, TACTICS_DECK_MIN } from './deck';

const ctx = (s: AnyMachineSnapshot) => s.context as GameContext;
const PLAYERS: Player[] = [0, 1];
const player = (words: FlowWords, p: number) => tableWord(words, 'player', p);

export function FengleiGameView({ snapshot, words, ownStart, still }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const value = statePath(snapshot.value);
  const selecting = value === 'preparing' || value === 'selecting' || (value === 'ordering' && c.characters.length === 0);
  const points = (Object.keys(DISPUTED) as DisputedPoint[]).filter((key) => (key === 'summonPoints') === (value === 'selecting'));
  // The example deck a tactics deck is (by its name), and why it is short when the setup says so (2-3).
  const deck = (p: Player) => {
    const { deck: name, short } = c.setup.players[p];
    return typeset(`${name ? ` · ${fill(u.deckExample, { deck: tableWord(words, 'deck', name) }, {})}` : ''}${short ? ` · ${fill(u.deckShort, { min: TACTICS_DECK_MIN, reason: tableWord(words, 'short', short) }, {})}` : ''}`);
  };
  return (
    <div class="fl-table">
      {(c.turn > 0 || c.winner !== null) && (
        <p class="mw-bar">
          {c.turn > 0 && fill(u.turnNo, { n: c.turn }, {})}
          {c.winner !== null && <strong> · {fill(u.winner, { player: player(words, c.winner) }, {})}</strong>}
        </p>
      )}
      <DisputedReadings words={words} setup={c.setup} ownStart={ownStart} points={points.map((key) => ({ key, readings: DISPUTED[key], current: c[key] }))} />
      {selecting ? (
        <div class="mw-players">
          {PLAYERS.map((p) => (
            <div class={`mw-player owner-${p}`} role="group" aria-label={player(words, p)}>
              <p class="mw-player-name">{player(words, p)}</p>
              <p>
                {fill(u.deck, { n: c.decks[p].length }, {})}
                {deck(p)}
                {value === 'preparing' && ` · ${fill(u.characterDeckAll, { n: characterCount(c.characterDecks[p]) }, {})}`}
              </p>
              {value !== 'preparing' && <p>{c.selection[p] ? fill(u.faceDown, { n: c.selection[p]!.length }, {}) : u.choosing}</p>}
              <p>{typeset(`${u.hand}:${u.none}`)}</p>
            </div>
          ))}
        </div>
      ) : (
        <PlayerPanels
          words={words}
          t={c}
          roles={value !== 'ordering'}
          extra={(p) => (
            <p>
              {fill(u.deck, { n: c.decks[p].length }, {})} · {fill(u.characterDeck, { n: characterCount(c.characterDecks[p]) }, {})}
            </p>
          )}
        />
      )}
      {!selecting && <ChainStack words={words} chain={c.chain} />}
      {!still && <p class="board-legend">{typeset(fill(u.legend, { min: TACTICS_DECK_MIN }, {}))}</p>}
    </div>
  );
}

const SIMPLE = ['decks.check', 'chain.pass', 'step.continue', 'turn.end'];

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const c = ctx(snapshot);
  const value = statePath(snapshot.value);
  const offers: Offer[] = [];
  if (value === 'ordering') offers.push(...PLAYERS.map((p) => ({ event: { type: 'order', first: p }, label: typeset(`${eventWord('order', words)}:${fill(words.ui.first, {}, {})} ${player(words, p)}`) })));
  if (value === 'main') {
    offers.push(...responseOffers(c, words, 'tactic.play'));
    const seen = new Set<string>();
    for (const f of c.field.filter((x) => x.owner === c.attacker && x.left > 0)) {
      if (seen.has(f.card.id)) continue;
      seen.add(f.card.id);
      if (f.card.effect === 'heal') offers.push(...c.characters.map((x) => cardOffer(words, { type: 'tactic.use', card: f.card.id, target: x.id })));
      else offers.push(cardOffer(words, { type: 'tactic.use', card: f.card.id }));
    }
  }
  if (value === 'chain') offers.push(...responseOffers(c, words));
  return (
    <div class="choices">
      {value === 'selecting' && <SelectForm key={position} {...props} />}
      {value === 'main' && <DeclareForm key={position} {...props} />}
      {value === 'ending' && mustDiscard(c).map((p) => <DiscardForm key={`${position}-${p}`} {...props} player={p} />)}
      <CardChoices props={props} offers={[...offers, ...SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))]} />
    </div>
  );
}

/** 3-1, 3-2 — the next player to choose ticks characters from the character deck, within the summon points. */
function SelectForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const u = words.ui;
  const p = (c.selection[0] ? 1 : 0) as Player;
  const preset = suggested?.type === 'select' ? (suggested as unknown as { player: Player; ids: string[] }) : undefined;
  const [ids, setIds] = useState<string[]>(preset?.player === p ? preset.ids : []);
  const deck = c.characterDecks[p];
  const total = deck.filter((x) => ids.includes(x.id)).reduce((s, x) => s + x.summon, 0);
  const event = { type: 'select', player: p, ids };
  return (
    <fieldset class="cast-form">
      <legend>{fill(u.pick, { player: player(words, p) }, {})}</legend>
      <div class="cards">
        {deck.map((x) => (
          <label class="card">
            <input type="checkbox" checked={ids.includes(x.id)} onChange={(e) => setIds((e.target as HTMLInputElement).checked ? [...ids, x.id] : ids.filter((i) => i !== x.id))} />
            {typeset(`${nameWord(words, x.id)}(${x.legendary ? tableWord(words, 'field', 'legendary') : `${words.tables.field.summon} ${x.summon}`})`)}
          </label>
        ))}
      </div>
      <p>{fill(u.points, { total, points: SUMMON_POINTS }, {})}</p>
      <ChoiceButton props={props} offer={{ event, label: u.choose }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** 4-7.1 — a player over the hand limit ticks the cards to discard. */
function DiscardForm(props: ChoicesProps & { player: Player }) {
  const { snapshot, words, suggested, player: p } = props;
  const c = ctx(snapshot);
  const u = words.ui;
  const preset = suggested?.type === 'discard' && (suggested as unknown as { player: Player }).player === p ? (suggested as unknown as { cards: string[] }).cards : [];
  const [picked, setPicked] = useState<number[]>(() => {
    const used: number[] = [];
    for (const id of preset) {
      const i = c.hands[p].findIndex((h, j) => h.id === id && !used.includes(j));
      if (i >= 0) used.push(i);
    }
    return used;
  });
  const n = c.hands[p].length - HAND_LIMIT;
  const event = { type: 'discard', player: p, cards: picked.map((i) => c.hands[p][i].id) };
  return (
    <fieldset class="cast-form">
      <legend>{fill(u.discardPick, { player: player(words, p), n }, {})}</legend>
      <div class="cards">
        {c.hands[p].map((card, i) => (
          <label class="card">
            <input type="checkbox" checked={picked.includes(i)} onChange={(e) => setPicked((e.target as HTMLInputElement).checked ? [...picked, i] : picked.filter((j) => j !== i))} />
            {nameWord(words, card.id)}
          </label>
        ))}
      </div>
      <ChoiceButton props={props} offer={{ event, label: u.discardDo }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

export function gameEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; player?: number; ids?: string[]; first?: number; cards?: string[] };
  if (e.type === 'select') return typeset(`${eventWord(e.type, words)}:${player(words, e.player!)}`);
  if (e.type === 'order') return typeset(`${eventWord(e.type, words)}:${player(words, e.first!)}`);
  if (e.type === 'discard') return typeset(`${eventWord(e.type, words)}:${e.cards!.map((id) => nameWord(words, id)).join('、')}`);
  return attackEventLabel(event, words);
}

FengleiGameView.Choices = Choices;
FengleiGameView.eventLabel = gameEventLabel;
