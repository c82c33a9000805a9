/**
 * The 五行 table: both teams' life, each seat's hand, shield and face-down passive, the cards of
 * the turn draw; and the choices open at this step, enabled only where the machine allows them.
 */
import { useId, useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { typeset } from '../../../lib/typeset';
import { fill, spacedIn, tableWord, type FlowWords } from '../../../engine/words';
import { NOTATION_TEMPLATE, notationValues, type Formation } from '../formations';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList, isSame, reason, type Offer } from '../../../engine/island/choice';
import { GENERIC_REFUSALS } from '../../../engine/refusal';
import { upstreamOf, teamOf } from '../rules';
import { cardLabel, type Lasting, type WuxingContext } from './context';
import { lastingValues, levelShift } from './lasting';
import { clampLevel } from '../rules';
import { teamSplits } from './preparation';

/** The flow's words, with the seat and team names looked up. */
const vocabulary = (words: FlowWords) => ({
  ui: words.ui,
  events: words.events,
  elements: words.tables.element,
  seat: (n: number) => tableWord(words, 'seat', n),
  team: (n: number) => tableWord(words, 'team', n),
});

const ctx = (s: AnyMachineSnapshot) => s.context as WuxingContext;

/** 2-4.2 — a formation as the rules write it: 名稱/施展方式/類別, then its count (2-4.5a). */
export const formationLine = (f: Formation, words: FlowWords) =>
  typeset(`${f.name}/${fill(NOTATION_TEMPLATE, notationValues(f.notation), words.tables, spacedIn(words))}/${tableWord(words, 'category', f.category)}（${tableWord(words, 'formationCount', f.count)}）`);

/** 6-1, 6-2 — a lasting effect as the board shows it: 「玩家 2：不能行動（剩 1 回合）」. */
export const lastingLine = (c: WuxingContext, e: Lasting, words: FlowWords) =>
  typeset(fill('turns' in e.lasts ? words.ui.lastingTurns : words.ui.lastingRound, lastingValues(c, e), words.tables, spacedIn(words)));

export function WuxingTurnView({ snapshot, words }: ViewProps) {
  const m = vocabulary(words);
  const c = ctx(snapshot);
  const up = upstreamOf(c.current, c.players.length);
  const shift = (seat: number) => levelShift(c, seat);
  const last = (seat: number) => {
    const a = c.players[seat].lastAction;
    if (!a) return m.ui.none;
    if (a.kind === 'attack') return m.elements[a.element];
    return a.kind === 'spell' ? m.ui.spell : m.ui.none;
  };
  return (
    <div class="wuxing-table">
      <p class="wuxing-life">
        {c.life.map((life, team) => (
          <span class="wuxing-team" data-team={team}>
            {m.team(team)} <meter min={0} max={c.maxLife[team]} value={life} aria-label={`${m.team(team)} ${m.ui.life}`} /> <b>{life}</b> / {c.maxLife[team]}
          </span>
        ))}
      </p>
      <table class="wuxing-seats">
        <thead>
          <tr>
            <th scope="col">{typeset(m.ui.hand)}</th>
            <th scope="col">{m.ui.shield}</th>
            <th scope="col">{m.ui.passive}</th>
            <th scope="col">{m.ui.lastAction}</th>
          </tr>
        </thead>
        <tbody>
          {c.players.map((p, seat) => (
            <tr data-seat={seat} class={seat === c.current && !c.preparing ? 'is-current' : undefined}>
              <th scope="row">
                {/* 3 — before the first turn, no one is the turn player or 上家 yet. */}
                {m.seat(seat)} <small>{m.team(teamOf(seat))}{c.preparing ? '' : seat === c.current ? ` · ${m.ui.current}` : seat === up ? ` · ${m.ui.upstream}` : ''}</small>
                {/* 1-2.5 — a level effect: the level each card counts at, within 1 and 5. */}
                <div class="cards">{p.hand.length ? p.hand.map((card) => <span class={`card el-${card.element}`}>{cardLabel(card)}{shift(seat) ? `→${clampLevel(card.level + shift(seat))}` : ''}</span>) : m.ui.none}</div>
              </th>
              <td data-label={m.ui.shield}>{p.shield ?? m.ui.none}</td>
              {/* 6-2 — a passive set face up under an effect such as 聖光破 shows its cards. */}
              <td data-label={m.ui.passive}>{p.passive ? (p.passive.faceUp ? p.passive.cards.map((card) => <span class={`card el-${card.element}`}>{cardLabel(card)}</span>) : <span class="card face-down" aria-label={m.ui.passive}>■</span>) : m.ui.none}</td>
              <td data-label={m.ui.lastAction}>{last(seat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* 6-1, 6-2 — each lasting effect: on whom, what, and how long it still lasts. */}
      {c.lasting.length > 0 && (
        <ul class="wuxing-lasting" aria-label={m.ui.lasting}>
          {c.lasting.map((e) => <li>{lastingLine(c, e, words)}</li>)}
        </ul>
      )}
      {c.formations.length > 0 && (
        <p class="wuxing-formations">
          {m.ui.formation}：{c.formations.map((f, i) => <>{i ? '、' : ''}<span>{formationLine(f, words)}</span></>)}
        </p>
      )}
      {/* 2-4.6h — the reading in use, where a formation takes 其他所有手牌 (its note; the setup's field switches it). */}
      {c.formations.some((f) => f.notation.some((p) => p.kind === 'restOfHand')) && (
        <p class="sandbox-disputed">{typeset(fill(words.ui.restReading, { reading: tableWord(words, 'restOfHand', c.restOfHand) }, {}))}</p>
      )}
      {/* 6-1 — the reading in use of the turn an effect begins in, where one counted in turns is in force or the other reading is set (its note; the setup's field switches it). */}
      {(c.startTurn !== 'counts' || c.lasting.some((e) => 'turns' in e.lasts)) && (
        <p class="sandbox-disputed">{typeset(fill(words.ui.startReading, { reading: tableWord(words, 'startTurn', c.startTurn) }, {}))}</p>
      )}
      <p class="wuxing-piles">
        {m.ui.deck} {c.deck.length} · {m.ui.discardPile} {c.discardPile.length}
        {c.drawn.length > 0 && <> · {m.ui.drawn} {c.drawn.map((card) => <span class={`card el-${card.element}`}>{cardLabel(card)}</span>)}</>}
      </p>
    </div>
  );
}


function Choices(props: ChoicesProps) {
  const { words, position } = props;
  const m = vocabulary(words);
  const c = ctx(props.snapshot);
  const simple: Offer[] = ['recover.take', 'recover.skip', 'action.none', 'step.continue', 'turn.end', 'deck.refill'].map((type) => ({ event: { type }, label: m.events[type] }));
  const discards: Offer[] = c.drawn.map((card, index) => ({ event: { type: 'draw.discard', index }, label: `${m.events['draw.discard']} ${cardLabel(card)}`, family: m.events['draw.discard'] }));
  // 3-1 — each way to sit two equal teams round the table, player 1's team called A; those the rules refuse say why.
  const offer = (event: Offer['event']): Offer => ({ event, label: wuxingEventLabel(event, words), family: m.events[event.type] });
  const seatings = teamSplits(c.players.length).map((teams) => offer({ type: 'prep.seat', teams }));
  // 3-4 — any player may be the first.
  const firsts = c.players.map((_, seat) => offer({ type: 'prep.first', seat }));
  // The cast form wherever a cast is done at all; when the rules refuse one there (4-2.4c), it says why.
  const cast = { type: 'action.attack', cards: [0], element: 'metal', points: 0 };
  const castHere = props.why(cast)?.step !== GENERIC_REFUSALS.notHere;
  return (
    <div class="choices">
      <ChoiceList props={props} offers={[...simple, ...discards, ...seatings, ...firsts]} />
      {castHere && <CastForm key={position} {...props} />}
    </div>
  );
}

/** The spell effects the cast form offers (setup.ts `spellEffectSchema`); `ui.<kind>Effect` names each. */
const SPELL_EFFECTS = ['shield', 'heal', 'damage', 'draw', 'negate', 'cannotAct', 'cannotDraw', 'faceUp', 'no'] as const;
const spellEffect = (kind: string, amount: number) =>
  kind === 'no' ? { kind: 'none' }
  : kind === 'draw' ? { kind: 'draw', count: amount }
  : kind === 'negate' ? { kind: 'negateDamage' }
  : kind === 'cannotAct' || kind === 'cannotDraw' ? { kind: 'lasting', what: { kind }, turns: amount }
  : kind === 'faceUp' ? { kind: 'lasting', what: { kind: 'passivesFaceUp' }, round: true }
  : { kind, points: amount };

/** 5-1 — choose cards from the hand and what they form: an attack, an active or a passive spell. */
function CastForm(props: ChoicesProps) {
  const { snapshot, words, send, suggested } = props;
  const m = vocabulary(words);
  const c = ctx(snapshot);
  const hand = c.players[c.current].hand;
  const preset = suggested && 'cards' in suggested ? (suggested as { cards: number[] }) : undefined;
  const [cards, setCards] = useState<number[]>(preset?.cards ?? [0]);
  const [kind, setKind] = useState(suggested?.type.startsWith('action.') && suggested.type !== 'action.none' ? suggested.type : 'action.attack');
  const [element, setElement] = useState((suggested as { element?: string })?.element ?? hand[0]?.element ?? 'metal');
  const [points, setPoints] = useState(String((suggested as { points?: number })?.points ?? 10));
  const [target, setTarget] = useState(String((suggested as { target?: number })?.target ?? upstreamOf(c.current, c.players.length)));
  const [effect, setEffect] = useState('shield');
  // 2-4.4a — a spell's target: 自己, 上家, 下家, 無, or a seat 指定.
  const [spellTarget, setSpellTarget] = useState('self');
  const [formation, setFormation] = useState((suggested as { formation?: string })?.formation ?? '');
  // 2-4.2 — the formations of the category this action casts; the attack's element is its formation's.
  const category = (f: Formation) => (kind === 'action.attack' ? !['active', 'passive'].includes(f.category) : f.category === (kind === 'action.active' ? 'active' : 'passive'));
  const offered = c.formations.filter(category);
  const chosen = offered.find((f) => f.name === formation);
  const named = chosen ? { formation: chosen.name } : {};
  // As the event's schema says: an attack's points are 0 or more; a spell's shield, life or cards
  // a whole number, 1 or more. The field's min and step only hint it.
  const isAttack = kind === 'action.attack';
  const amount = isAttack ? Math.max(0, Number(points) || 0) : Math.max(1, Math.floor(Number(points)) || 1);
  const event =
    isAttack
      ? { type: kind, cards, element: chosen?.category ?? element, points: amount, ...(Number(target) !== upstreamOf(c.current, c.players.length) ? { target: Number(target) } : {}), ...named }
      : { type: kind, cards, effect: spellEffect(effect, amount), ...(spellTarget !== 'self' && { target: /^\d+$/.test(spellTarget) ? Number(spellTarget) : spellTarget }), ...named };
  const allowed = snapshot.can(event as never);
  const why = allowed ? null : reason(props, event);
  // Ids unique on the page: two sandboxes in one clause each label their own fields.
  const uid = useId();
  const id = (name: string) => `${uid}-cast-${name}`;
  return (
    <fieldset class="cast-form">
      <legend>{m.ui.cast}</legend>
      <div class="cards" role="group" aria-label={m.ui.cards}>
        {hand.map((card, i) => (
          <label class={`card el-${card.element}`}>
            <input type="checkbox" checked={cards.includes(i)} onChange={() => setCards(cards.includes(i) ? cards.filter((x) => x !== i) : [...cards, i].sort())} />
            {cardLabel(card)}
          </label>
        ))}
      </div>
      <label for={id('kind')}>{m.ui.effect}</label>
      <select id={id('kind')} value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value)}>
        {['action.attack', 'action.active', 'action.passive'].map((k) => <option value={k}>{m.events[k]}</option>)}
      </select>
      <label for={id('formation')}>{m.ui.formation}</label>
      <select id={id('formation')} value={chosen?.name ?? ''} onChange={(e) => setFormation((e.target as HTMLSelectElement).value)}>
        <option value="">{m.ui.noFormation}</option>
        {offered.map((f) => <option value={f.name}>{formationLine(f, words)}</option>)}
      </select>
      {kind === 'action.attack' ? (
        <>
          <label for={id('element')}>{m.ui.element}</label>
          <select id={id('element')} value={chosen?.category ?? element} disabled={!!chosen} onChange={(e) => setElement((e.target as HTMLSelectElement).value)}>
            {Object.entries(m.elements).map(([key, name]) => <option value={key}>{name}</option>)}
          </select>
          <label for={id('target')}>{m.ui.target}</label>
          <select id={id('target')} value={target} onChange={(e) => setTarget((e.target as HTMLSelectElement).value)}>
            {c.players.map((_, seat) => <option value={String(seat)}>{m.seat(seat)}</option>)}
          </select>
        </>
      ) : (
        <>
          <label for={id('effect')}>{m.ui.effect}</label>
          <select id={id('effect')} value={effect} onChange={(e) => setEffect((e.target as HTMLSelectElement).value)}>
            {SPELL_EFFECTS.map((k) => <option value={k}>{m.ui[`${k}Effect`]}</option>)}
          </select>
          <label for={id('spell-target')}>{m.ui.target}</label>
          <select id={id('spell-target')} value={spellTarget} onChange={(e) => setSpellTarget((e.target as HTMLSelectElement).value)}>
            {(['self', 'upstream', 'downstream', 'none'] as const).map((t) => <option value={t}>{tableWord(words, 'target', t)}</option>)}
            {c.players.map((_, seat) => <option value={String(seat)}>{fill(m.ui.targetChosen, { seat: m.seat(seat) }, {})}</option>)}
          </select>
        </>
      )}
      <label for={id('points')}>{!isAttack && effect === 'draw' ? m.ui.drawCount : !isAttack && effect.startsWith('cannot') ? m.ui.turns : m.ui.points}</label>
      <input id={id('points')} type="number" min={isAttack ? 0 : 1} step={isAttack ? 0.5 : 1} value={points} onInput={(e) => setPoints((e.target as HTMLInputElement).value)} />
      <button type="button" class={isSame(event, suggested) ? 'is-suggested' : undefined} disabled={!allowed} onClick={() => send(event)}>{m.events[kind]}</button>
      {why?.node}
    </fieldset>
  );
}

export function wuxingEventLabel(event: { type: string }, words: FlowWords): string {
  const m = vocabulary(words);
  const e = event as { type: string; index?: number; element?: string; points?: number; teams?: number[]; seat?: number; formation?: string };
  if (e.type === 'action.attack') return `${m.elements[e.element!]}${m.events[e.type]}${e.formation ? `「${e.formation}」` : ''} ${e.points}`;
  if (e.type === 'prep.seat') return `${m.events[e.type]} ${e.teams!.map((t) => tableWord(words, 'teamMark', t)).join('')}`;
  if (e.type === 'prep.first') return `${m.seat(e.seat!)} ${m.events[e.type]}`;
  return m.events[e.type] ?? e.type;
}

WuxingTurnView.Choices = Choices;
WuxingTurnView.eventLabel = wuxingEventLabel;
