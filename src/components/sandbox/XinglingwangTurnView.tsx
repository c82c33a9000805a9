/**
 * 星靈王's turn: the board (star-line cards flipped in the countdown shown face down), each
 * player's score, deck, hand, graveyard and exile, the pending early ends and the result; and
 * the choices open at this step, enabled only where the machine allows them.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { Locale } from '../../lib/i18n/locales';
import { typeset } from '../../lib/typeset';
import type { Row } from '../../machines/xinglingwang/board';
import { scoreOf, type Card } from '../../machines/xinglingwang/game';
import { turnCandidates, type TurnCandidate as Candidate, type TurnContext } from '../../machines/xinglingwang/turn';
import { turnEventLabel, turnWords } from '../../machines/xinglingwang/turn-messages';
import { BoardPicture } from './XinglingwangDefenseView';
import { declareLabel } from './XinglingwangDeclareView';

interface ViewProps {
  snapshot: AnyMachineSnapshot;
  locale: Locale;
}

const UI = {
  'zh-hant': { player: '玩家', current: '當前回合', score: '分數', bonus: '獎勵', deck: '牌庫', hand: '手牌', grave: '墓地', exile: '除外', none: '無', turn: (n: number) => `第 ${n} 回合`, countdown: '倒數階段', earlyEnd: '已宣告提早結束', result: '結果', magic: '魔法', red: '紅星', blue: '藍星', blueMet: '條件已滿足', star: '星星戰線牌', line: '戰線' },
  ja: { player: 'プレイヤー', current: 'ターンプレイヤー', score: 'スコア', bonus: 'ボーナス', deck: '山札', hand: '手札', grave: '墓地', exile: '除外', none: 'なし', turn: (n: number) => `第${n}ターン`, countdown: 'カウントダウンフェイズ', earlyEnd: '早期終了宣言済み', result: '結果', magic: '魔法', red: '赤い星', blue: '青い星', blueMet: '条件を満たす', star: '星の戦線カード', line: '戦線' },
};

const ctx = (s: AnyMachineSnapshot) => s.context as TurnContext;

function cardText(card: Card, locale: Locale) {
  const u = UI[locale];
  if (card.kind === 'magic') return `${card.id}(${u.magic})`;
  const stars = card.redStar > 0 ? ` ${u.red}${card.redStar}` : card.blueStar ? ` ${u.blue}${card.blueMet ? `・${u.blueMet}` : ''}` : '';
  return typeset(`${card.id}(${card.atk}/${card.score}${stars})`);
}

export function XinglingwangTurnView({ snapshot, locale }: ViewProps) {
  const c = ctx(snapshot);
  const u = UI[locale];
  const words = turnWords[locale];
  const engaged = c.defense ? [c.defense.context.attacker, ...c.defense.context.targets].filter(Boolean) as string[] : c.declare ? c.declare.context.declared : c.picked ? [c.picked] : [];
  return (
    <div class="xlw-turn">
      <p class="xlw-status">
        {u.turn(c.turn)} · {words.player(c.current)}
        {c.countdown && <> · {u.countdown}({u.star} {c.flipped.join('、')})</>}
        {c.earlyEnd.map((e) => <> · {typeset(`${words.player(e.player)}${u.earlyEnd}(${words.condition(e.condition)})`)}</>)}
      </p>
      <BoardPicture units={c.units} engaged={engaged} flipped={c.flipped} graveyard={c.defense?.context.graveyard} returnedToHand={c.defense?.context.returnedToHand} locale={locale} />
      <table class="xlw-players">
        <thead>
          <tr>
            <th scope="col">{u.player}</th>
            <th scope="col">{u.score}</th>
            <th scope="col">{u.deck}</th>
            <th scope="col">{u.hand}</th>
            <th scope="col">{u.grave} / {u.exile}</th>
          </tr>
        </thead>
        <tbody>
          {c.players.map((p, i) => (
            <tr data-player={i} class={i === c.current ? 'is-current' : undefined}>
              <th scope="row">{words.player(i)}{i === c.current && <small> · {u.current}</small>}</th>
              <td data-score>{scoreOf(c.units, p.bonus, i as 0 | 1)}{p.bonus > 0 && <small> ({u.bonus} {p.bonus})</small>}</td>
              <td>{p.deck.length}</td>
              <td><div class="cards">{p.hand.length ? p.hand.map((card) => <span class="card">{cardText(card, locale)}</span>) : u.none}</div></td>
              <td>{p.graveyard.join('、') || u.none} / {p.exile.join('、') || u.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.result && <p class="xlw-result" role="status">{typeset(`${u.result}:${words.player(c.result.winner)} ${c.result.scores[0]}–${c.result.scores[1]}`)}</p>}
    </div>
  );
}

interface ChoicesProps extends ViewProps {
  send: (event: { type: string }) => void;
  suggested?: { type: string };
}

function Choices({ snapshot, locale, send, suggested }: ChoicesProps) {
  const open = turnCandidates(ctx(snapshot)).filter((e) => snapshot.can(e as never));
  const isSuggested = (e: Candidate) => suggested !== undefined && JSON.stringify(suggested) === JSON.stringify(e);
  return (
    <div class="choices">
      {open.map((e) => (
        <button type="button" class={isSuggested(e) ? 'is-suggested' : undefined} onClick={() => send(e)}>{eventLabel(e, locale)}</button>
      ))}
    </div>
  );
}

function eventLabel(event: Candidate, locale: Locale): string {
  const words = turnWords[locale];
  const label = turnEventLabel(event, locale);
  const place = event.line !== undefined && event.row !== undefined ? ` ${UI[locale].line} ${event.line} ${words.row(event.row)}` : '';
  const subject = event.card ?? event.unit ?? (event.condition ? words.condition(event.condition) : '');
  if (event.type === 'attack.declare') return declareLabel(event as Parameters<typeof declareLabel>[0], locale);
  return typeset(`${label}${subject ? ` ${subject}` : ''}${place}`);
}

XinglingwangTurnView.Choices = Choices;
XinglingwangTurnView.eventLabel = (event: { type: string }, locale: Locale) => eventLabel(event as Candidate, locale);
