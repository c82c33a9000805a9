/**
 * 星靈王's turn: the board (star-line cards flipped in the countdown shown face down), each
 * player's score, deck, hand, graveyard and exile, the pending early ends and the result; and
 * the choices open at this step, enabled only where the machine allows them.
 */
import { keywordPart } from '../keyword-label';
import { combinePart } from '../combine-label';
import { eventWord, fill, nameWord, namesWord, tableWord, type FlowWords } from '../../../engine/words';
import { typeset } from '../../../lib/typeset';
import { RULE_VALUES, scoreOf, type Card } from '../game';
import { turnCandidates, type TurnCandidate, type TurnContext } from './machine';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList, type Offer } from '../../../engine/island/choice';
import { declareLabel, declarePart } from '../declare-label';
import { offeredAfter } from '../attackers';
import { BoardPicture } from '../BoardPicture';
import { Readings } from '../Readings';

/** An early-end condition, its numbers filled in from the rules. */
const conditionWord = (condition: string, words: FlowWords) => fill(tableWord(words, 'condition', condition), RULE_VALUES, {});

function cardText(card: Card, words: FlowWords) {
  const u = words.ui;
  if (card.kind === 'magic') return typeset(`${nameWord(words, card.id)}(${u.magic})`);
  const stars = card.redStar > 0 ? ` ${u.red}${card.redStar}` : card.blueStar ? ` ${u.blue}${card.blueMet ? `・${u.blueMet}` : ''}` : '';
  return typeset(`${nameWord(words, card.id)}(${card.atk}/${card.score}${stars})`);
}

export function XinglingwangTurnView({ snapshot, words, ownStart }: ViewProps) {
  const c = snapshot.context as TurnContext;
  const u = words.ui;
  const player = (p: number) => tableWord(words, 'player', p);
  const engaged = c.defense ? ([c.defense.context.attacker, ...c.defense.context.targets].filter(Boolean) as string[]) : c.declare ? c.declare.context.declared : c.picked ? [c.picked] : [];
  return (
    <div class="xlw-turn">
      <p class="xlw-status">
        {u.turn.replace('{n}', String(c.turn))} · {player(c.current)}
        {c.countdown && <> · {typeset(`${u.countdown}(${u.star} ${c.flipped.join('、')})`)}</>}
        {c.earlyEnd.map((e) => <> · {typeset(`${player(e.player)}${u.earlyEnd}(${conditionWord(e.condition, words)})`)}</>)}
      </p>
      <Readings c={c} words={words} ownStart={ownStart} turn battle={!!c.defense || c.units.some((x) => x.state === 'attacking')} />
      <BoardPicture fields={c.fields} units={c.units} engaged={engaged} flipped={c.flipped} graveyard={c.defense?.context.graveyard} returnedToHand={c.defense?.context.returnedToHand} words={words} />
      <table class="xlw-players">
        <thead>
          <tr>
            <th scope="col">{u.player}</th>
            <th scope="col">{u.scoreTotal}</th>
            <th scope="col">{u.deck}</th>
            <th scope="col">{u.hand}</th>
            <th scope="col">{u.grave} / {u.exile}</th>
          </tr>
        </thead>
        <tbody>
          {c.players.map((p, i) => (
            <tr data-player={i} class={i === c.current ? 'is-current' : undefined}>
              <th scope="row">{player(i)}{i === c.current && <small> · {u.current}</small>}</th>
              <td data-score data-label={u.scoreTotal}>{scoreOf(c.units, p.bonus, i as 0 | 1)}{p.bonus > 0 && <small>（{u.bonus} {p.bonus}）</small>}</td>
              <td data-label={u.deck}>{p.deck.length}</td>
              <td class="is-hand" data-label={u.hand}><div class="cards">{p.hand.length ? p.hand.map((card) => <span class="card">{cardText(card, words)}</span>) : u.none}</div></td>
              <td data-label={`${u.grave} / ${u.exile}`}>{namesWord(words, p.graveyard) || u.none} / {namesWord(words, p.exile) || u.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.result && <p class="xlw-result" role="status">{typeset(`${u.result}:${player(c.result.winner)} ${c.result.scores[0]}–${c.result.scores[1]}`)}</p>}
    </div>
  );
}

/**
 * The choices open at this step. Many of one kind at once (a unit to attack with, one to turn
 * sideways, a place to put a unit) are asked in two taps, the kind and then the unit or place
 * (choice.tsx), so the step's end and the board stay on a phone's screen.
 */
function Choices(props: ChoicesProps) {
  const { snapshot, words, previous } = props;
  const open = turnCandidates(snapshot.context as TurnContext).filter((e) => offeredAfter(previous)(e));
  const offers: Offer[] = open.map((e) => {
    const part = subjectOf(e, words);
    return { event: e, label: eventLabel(e, words), ...(part ? { group: eventWord(e.type, words), part } : {}) };
  });
  return (
    <div class="choices">
      <ChoiceList props={props} offers={offers} refusals={false} />
    </div>
  );
}

/** What a choice is about, once its kind is chosen: the unit (with its row), the card or the place; '' for a choice of no such part. */
function subjectOf(event: TurnCandidate, words: FlowWords): string {
  if (event.type === 'attack.declare') return declarePart(event as Parameters<typeof declarePart>[0], words);
  if (event.condition) return '';
  const place = event.line !== undefined && event.row !== undefined ? `${words.ui.line} ${event.line} ${tableWord(words, 'row', event.row)}` : '';
  const id = event.card ?? event.unit;
  return typeset([id ? nameWord(words, id) : '', place, keywordPart(event, words), combinePart(event, words)].filter(Boolean).join(' '));
}

/** 「打出 龍」「放置於 戰線 2 前排」「宣告提早結束 分數達到 15 分」… */
function eventLabel(event: TurnCandidate, words: FlowWords): string {
  if (event.type === 'attack.declare') return declareLabel(event as Parameters<typeof declareLabel>[0], words);
  const place = event.line !== undefined && event.row !== undefined ? ` ${words.ui.line} ${event.line} ${tableWord(words, 'row', event.row)}` : '';
  const id = event.card ?? event.unit;
  const subject = id ? nameWord(words, id) : event.condition ? conditionWord(event.condition, words) : '';
  const more = [keywordPart(event, words), combinePart(event, words)].filter(Boolean).join(' ');
  return typeset(`${eventWord(event.type, words)}${subject ? ` ${subject}` : ''}${place}${more ? ` ${more}` : ''}`);
}

XinglingwangTurnView.Choices = Choices;
XinglingwangTurnView.eventLabel = (event: { type: string }, words: FlowWords) => eventLabel(event as TurnCandidate, words);
