/**
 * A turn: the phase track with the current phase marked, each master's life, deck, hand and mana
 * area, the pieces on the board with their state, in the standby and end phases the disputed point of 5-3
 * with the reading in use and a link that starts over under the other, and the choices: one button per card or piece a
 * choice can take where the machine allows it, and, listed below, what the rules refuse now and why.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList, type Offer } from '../../../engine/island/choice';
import type { Player } from '../board';
import { Disputed } from '../../../engine/island/Disputed';
import type { TurnContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as TurnContext;
const PHASES = ['standby', 'main1', 'action', 'main2', 'end'] as const;

export function TurnView({ snapshot, words, ownStart }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return (
    <div class="mp-turn">
      <p class="mp-turn-head">
        {fill(u.turn, { n: c.number }, {})} · {tableWord(words, 'player', c.turn)}
        {c.charged && <> · {u.charged}</>}
        {c.masterMoved && <> · {u.moved}</>}
      </p>
      <ol class="mp-phases" aria-label={words.tables.field.phase}>
        {PHASES.map((p) => <li aria-current={top === p ? 'step' : undefined}>{tableWord(words, 'phase', p)}</li>)}
      </ol>
      {/* 5-3 — where the turn's mana charge is made: the standby and the end phase. */}
      {(top === 'standby' || top === 'end') && (
        <Disputed text={fill(u.disputed, { reading: tableWord(words, 'reading', c.reading) }, {})} setup={c.setup} field="reading" value={c.reading === 'counts' ? 'separate' : 'counts'} ownStart={ownStart} other={u.otherReading} />
      )}
      {/* 6-3 — whether the first main phase's summons move in the action phase: where pieces are summoned and move. */}
      {(top === 'main1' || top === 'action') && (
        <Disputed text={fill(u.disputedSummoning, { reading: tableWord(words, 'summoning', c.summoning) }, {})} setup={c.setup} field="summoning" value={c.summoning === 'wholeTurn' ? 'atOnce' : 'wholeTurn'} ownStart={ownStart} other={u.otherReading} />
      )}
      <table class="xlw-players mp-masters">
        <thead>
          <tr>
            <th scope="col">{u.whom}</th>
            <th scope="col">{u.life}</th>
            <th scope="col">{u.deck}</th>
            <th scope="col">{u.hand}</th>
            <th scope="col">{u.manaArea}</th>
          </tr>
        </thead>
        <tbody>
          {c.masters.map((m, p) => (
            <tr data-player={p} class={p === c.turn ? 'is-current' : undefined}>
              <th scope="row">{tableWord(words, 'side', p)}</th>
              <td data-life data-label={u.life}>{m.life}</td>
              <td data-label={u.deck}>{m.deck.length}</td>
              <td class="is-hand" data-label={u.hand}><div class="cards">{m.hand.length ? m.hand.map((card) => <span class={`card kind-${card.kind}`}>{nameWord(words, card.id)}<small>（{card.kind === 'piece' ? u.piece : u.spell}）</small></span>) : u.none}</div></td>
              <td class="is-hand" data-label={u.manaArea}>
                {m.mana.filter((x) => x.faceUp).map((x) => <span class="card">{nameWord(words, x.card.id)}</span>)}
                {m.mana.some((x) => !x.faceUp) && <span> {fill(u.faceDown, { n: m.mana.filter((x) => !x.faceUp).length }, {})}</span>}
                {m.mana.length === 0 && u.none}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="mp-board-pieces">
        {u.pieces}：
        {c.pieces.length
          ? c.pieces.map((piece) => (
              <span class={`card owner-${piece.owner}`} data-piece={piece.id} data-tapped={piece.tapped ? '' : undefined}>
                {nameWord(words, piece.id)}
                <small>（{tableWord(words, 'side', piece.owner)}{piece.tapped ? `、${u.tapped}` : ''}{piece.summoned ? `、${u.summoned}` : ''}）</small>
              </span>
            ))
          : u.none}
      </p>
      {c.discarded.length > 0 && <p>{u.discarded}：{c.discarded.map((id) => nameWord(words, id)).join('、')}</p>}
      {c.result && <p class="xlw-result" role="status">{u.result}：{fill(u.loses, { player: tableWord(words, 'player', c.result.loser) }, {})}（{c.result.reason === 'life' ? u.reasonLife : u.reasonDeck}）</p>}
    </div>
  );
}

const SIMPLE = ['standby.draw', 'standby.charge', 'mana.skip', 'master.move', 'ambush.deploy', 'skill.activate', 'phase.end'];

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const c = ctx(snapshot);
  const u = words.ui;
  const hand = c.masters[c.turn].hand;
  // One offer per card or piece a choice can take: the turn master's piece cards (a spell is neither
  // charged nor summoned, 5-3, 6-2), the turn master's pieces; the machine decides each.
  const cards = hand.flatMap((card, i) => (card.kind === 'piece' ? [{ card, i }] : []));
  const offers: Offer[] = [
    ...SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) })),
    ...cards.map(({ card, i }) => ({ event: { type: 'mana.charge', card: i }, label: fill(u.chargeCard, { card: nameWord(words, card.id) }, {}), family: eventWord('mana.charge', words) })),
    ...cards.map(({ card, i }) => ({ event: { type: 'piece.summon', card: i }, label: fill(u.summonCard, { card: nameWord(words, card.id) }, {}), family: eventWord('piece.summon', words) })),
    ...c.pieces.filter((p) => p.owner === c.turn).map((p) => ({ event: { type: 'piece.move', piece: p.id }, label: fill(u.moveThe, { piece: nameWord(words, p.id) }, {}), family: eventWord('piece.move', words) })),
    ...hand.map((card, i) => ({ event: { type: 'hand.discard', card: i }, label: fill(u.discardCard, { card: nameWord(words, card.id) }, {}), family: eventWord('hand.discard', words) })),
  ];
  return (
    <div class="choices">
      <ChoiceList props={props} offers={offers} />
      {snapshot.can({ type: 'effect.damage', player: 0, amount: 1 } as never) && <DamageForm key={position} {...props} />}
    </div>
  );
}

/** 1-2 — a card effect takes life from a master (the source does not say how). */
function DamageForm({ snapshot, words, send, suggested }: ChoicesProps) {
  const preset = suggested?.type === 'effect.damage' ? (suggested as unknown as { player: Player; amount: number }) : undefined;
  const [player, setPlayer] = useState<Player>(preset?.player ?? (ctx(snapshot).turn === 0 ? 1 : 0));
  const [amount, setAmount] = useState(String(preset?.amount ?? 1));
  const event = { type: 'effect.damage', player, amount: Number(amount) };
  return (
    <fieldset class="cast-form mp-damage">
      <legend>{eventWord('effect.damage', words)}</legend>
      <label>
        {words.ui.whom}
        <select value={String(player)} onChange={(e) => setPlayer(Number((e.target as HTMLSelectElement).value) as Player)}>
          {[0, 1].map((p) => <option value={String(p)}>{tableWord(words, 'player', p)}</option>)}
        </select>
      </label>
      <label>
        {words.ui.amount}
        <input type="number" min={1} step={1} value={amount} onInput={(e) => setAmount((e.target as HTMLInputElement).value)} />
      </label>
      <button type="button" class={suggested && JSON.stringify(event) === JSON.stringify(suggested) ? 'is-suggested' : undefined} disabled={!snapshot.can(event as never)} onClick={() => send(event)}>
        {words.ui.loseLife}
      </button>
    </fieldset>
  );
}

export function turnEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; card?: number; piece?: string; player?: number; amount?: number };
  if (e.type === 'piece.move') return fill(words.ui.moveThe, { piece: nameWord(words, e.piece!) }, {});
  if (e.type === 'effect.damage') return `${eventWord(e.type, words)}：${tableWord(words, 'player', e.player!)} −${e.amount}`;
  return eventWord(e.type, words);
}

TurnView.Choices = Choices;
TurnView.eventLabel = turnEventLabel;
