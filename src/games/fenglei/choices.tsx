/**
 * The choices both 風雷卡牌 flows offer: an attack declaration (5-2, 5-3), a response with each card
 * in hand (4-5), and how the log names such events.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChoicesProps } from '../../engine/island/views';
import { BACK, ChoiceButton, ChoiceList, MANY, isSame, reason, type Offer } from '../../engine/island/choice';
import { eventWord, fill, nameWord, type FlowWords } from '../../engine/words';
import { typeset } from '../../lib/typeset';
import { inGraveyard, other, type Table } from './table';

const ctx = (s: AnyMachineSnapshot) => s.context as Table;

/**
 * One offer per card in the responder's hand: a heal once per character on the field, a return once
 * per character in the player's graveyard (9-8), a rage card once per own character. A card offered
 * for several targets or payers is one kind (「反制：月之草」) and each target or payer its part, so
 * that a step with many asks for the card and then the target (choice.tsx), in two taps.
 */
export function responseOffers(t: Table, words: FlowWords, type = 'respond'): Offer[] {
  const p = t.chain ? t.chain.responder : t.attacker;
  const seen = new Set<string>();
  return t.hands[p].flatMap((card) => {
    if (seen.has(card.id)) return [];
    seen.add(card.id);
    if (card.effect === 'heal') return t.characters.map((c) => cardOffer(words, { type, card: card.id, target: c.id }));
    if (card.effect === 'revive') return t.fallen.filter((c) => inGraveyard(t, p, c.id) === c).map((c) => cardOffer(words, { type, card: card.id, target: c.id }));
    if (card.rage !== undefined) return t.characters.filter((c) => c.owner === p).map((c) => cardOffer(words, { type, card: card.id, payer: c.id }));
    return [cardOffer(words, { type, card: card.id })];
  });
}

/** A card's offer: labelled as the log names it; with a target or payer, of the card's kind, the target or payer its part. */
export function cardOffer(words: FlowWords, event: { type: string; card: string; target?: string; payer?: string }): Offer {
  const label = attackEventLabel(event, words);
  if (!event.target && !event.payer) return { event, label };
  const card = attackEventLabel({ type: event.type, card: event.card } as { type: string }, words);
  const part = event.target ? nameWord(words, event.target) : typeset(`${words.ui.payer}:${nameWord(words, event.payer!)}`);
  return { event, label, family: card, group: card, part };
}

type CardEvent = { type: string; card: string };
const isCard = (o: Offer): o is Offer & { event: CardEvent } => typeof o.event.card === 'string';

/**
 * The step's choices where it offers many (more than MANY: every card in hand, a heal for every
 * character on the field): each way of playing cards named once (「使用戰術卡牌」), its cards under
 * it; a card with a target or a payer to choose is a button that shows them in place of the step's
 * choices, with a way back. So a reader asks for the card and then the target, and the step's end
 * (「宣告回合結束」) and the way to the board stay on a phone's screen. Fewer choices are shown
 * as ChoiceList shows them (each card with its targets under it); the choices the rules refuse now
 * are listed with their reasons, as there; where the step offers many, the cards it refuses are named
 * on one line that opens to the reasons, so that they do not push the end and the board off the screen.
 */
export function CardChoices({ props, offers }: { props: ChoicesProps; offers: Offer[] }) {
  const { words, send, suggested, position, locale } = props;
  const cards = offers.filter((o) => isCard(o) && props.snapshot.can(o.event as never)) as (Offer & { event: CardEvent })[];
  const allowed = offers.filter((o) => props.snapshot.can(o.event as never));
  const refused = offers.filter((o) => isCard(o) && !allowed.includes(o) && reason(props, o.event)) as (Offer & { event: CardEvent })[];
  const [open, setOpen] = useState<{ at: string; group: string; back?: boolean } | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const many = allowed.length > MANY && cards.some((o) => o.group);
  const kind = many && open?.at === position && !open.back ? cards.filter((o) => o.group === open.group) : [];
  // The keyboard follows: into a card's targets as they open, and back onto the card after.
  useEffect(() => {
    if (kind.length) first.current?.focus();
    else if (open?.back) opener.current?.focus();
  }, [open]);
  if (!many) return <ChoiceList props={props} offers={offers} />;
  const suggestedClass = (list: Offer[]) => (list.some((o) => isSame(o.event, suggested)) ? 'is-suggested' : undefined);
  if (kind.length)
    return (
      <div class="choice-set" role="group" aria-label={kind[0].group}>
        <p class="choice-kind">{kind[0].group}</p>
        {kind.map((o, i) => (
          <button ref={i === 0 ? first : undefined} type="button" aria-label={o.label} class={suggestedClass([o])} onClick={() => send(o.event)}>
            {o.part}
          </button>
        ))}
        <button type="button" class="choice-back" onClick={() => setOpen({ at: position, group: open!.group, back: true })}>
          {BACK[locale]}
        </button>
      </div>
    );
  const types = [...new Set(cards.map((o) => o.event.type))];
  return (
    <>
      {types.map((type) => {
        const ofType = cards.filter((o) => o.event.type === type);
        const ids = [...new Set(ofType.map((o) => o.event.card))];
        return (
          <div class="choice-set" role="group" aria-label={eventWord(type, words)}>
            <p class="choice-kind">{eventWord(type, words)}</p>
            {ids.map((id) => {
              const ofCard = ofType.filter((o) => o.event.card === id);
              const group = ofCard[0].group;
              return group ? (
                <button ref={open?.group === group ? opener : undefined} type="button" aria-expanded="false" aria-label={`${group}…`} class={suggestedClass(ofCard)} onClick={() => setOpen({ at: position, group })}>
                  {nameWord(words, id)}…
                </button>
              ) : (
                <button type="button" aria-label={ofCard[0].label} class={suggestedClass(ofCard)} onClick={() => send(ofCard[0].event)}>
                  {nameWord(words, id)}
                </button>
              );
            })}
          </div>
        );
      })}
      {/* The step's other choices; why the rules refuse the cards they refuse, a tap away under their names. */}
      <ChoiceList props={props} offers={offers.filter((o) => !isCard(o))} />
      {refused.length > 0 && (
        <details class="choice-why-not">
          <summary>{fill(words.ui.whyNot, { cards: [...new Set(refused.map((o) => nameWord(words, o.event.card)))].join('、') }, {})}</summary>
          <ChoiceList props={props} offers={refused} />
        </details>
      )}
    </>
  );
}

/** 5-2, 5-3 — the attacking character, its target, physical or magic attack. */
export function DeclareForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const t = ctx(snapshot);
  const u = words.ui;
  const preset = suggested?.type === 'attack.declare' ? (suggested as unknown as { by: string; target: string; kind: string }) : undefined;
  const mine = t.characters.filter((c) => c.owner === t.attacker);
  const theirs = t.characters.filter((c) => c.owner === other(t.attacker));
  const [by, setBy] = useState(preset?.by ?? mine[0]?.id ?? '');
  const [target, setTarget] = useState(preset?.target ?? theirs[0]?.id ?? '');
  const [kind, setKind] = useState(preset?.kind ?? 'physical');
  const event = { type: 'attack.declare', by, target, kind };
  const select = (label: string, value: string, set: (v: string) => void, options: [string, string][]) => (
    <label>
      {label}
      <select value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
        {options.map(([v, text]) => <option value={v}>{text}</option>)}
      </select>
    </label>
  );
  return (
    <fieldset class="cast-form">
      <legend>{eventWord('attack.declare', words)}</legend>
      {select(u.by, by, setBy, mine.map((c) => [c.id, nameWord(words, c.id)]))}
      {select(u.target, target, setTarget, theirs.map((c) => [c.id, nameWord(words, c.id)]))}
      {select(u.kind, kind, setKind, (['physical', 'magic'] as const).map((k) => [k, words.tables.kind[k]]))}
      <ChoiceButton props={props} offer={{ event, label: u.declare }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** An event as the log names it: the card, its target or payer; a declaration's character, kind and target. */
export function attackEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; card?: string; target?: string; payer?: string; by?: string; kind?: string };
  if (e.type === 'attack.declare') return typeset(`${eventWord(e.type, words)}:${nameWord(words, e.by!)} → ${nameWord(words, e.target!)}(${words.tables.kind[e.kind!] ?? e.kind})`);
  if (e.card) return typeset(`${eventWord(e.type, words)}:${nameWord(words, e.card)}${e.target ? ` → ${nameWord(words, e.target)}` : ''}${e.payer ? `(${words.ui.payer}:${nameWord(words, e.payer)})` : ''}`);
  return eventWord(e.type, words);
}

