/**
 * A flow's choices as the reader meets them: what the rules allow now as buttons, and what they
 * refuse now listed below them with the clauses and the sentence that say why, so that a choice
 * never just vanishes or greys out without a reason. What is simply not done at this point of the
 * flow (no rule to cite) is left out.
 */
import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChoicesProps } from './views';
import type { Locale } from '../../lib/i18n/locales';
import { GENERIC_REFUSALS } from '../refusal';
import { describeStep } from '../words';

export interface Offer {
  event: { type: string; [key: string]: unknown };
  label: string;
  /** What offers of one kind are called together (one per card: 破棄), when one reason refuses several. */
  family?: string;
  /**
   * The kind of choice this is, where a step offers several of it (one per card, unit or place:
   * 「使其進攻」), and `part` the card or target (「槍兵（後排）」): the kind is named once, above
   * its cards or targets, or, where the step offers many choices, on a button that shows them, so
   * that they are asked in two taps. A kind the rules allow only once now keeps its own button.
   */
  group?: string;
  part?: string;
}

const NOT_NOW: Record<Locale, string> = { 'zh-hant': '現在不能', ja: 'いまはできない' };
/** Out of a kind's choices, back to the step's. */
export const BACK: Record<Locale, string> = { 'zh-hant': '返回其他選擇', ja: 'ほかの選択に戻る' };

/**
 * The most choices a step shows at once: past it, each kind is a button that shows its choices, so
 * that a 390 × 844 phone keeps the step's last choice (its end, 「結束進攻宣言」) and the way to the
 * board on screen under the step's name and newest line, in either language.
 */
export const MANY = 6;

/** Several choices of one kind, named once. */
export type Kind = { group: string; offers: Offer[] };

/**
 * The choices as a step shows them: each offer of no kind (or of a kind allowed once now) on its
 * own, each kind of several once, where its first offer stood; `folded` where there are more than
 * MANY offers, and each kind is a button that shows its own.
 */
export function choiceButtons(offers: Offer[]): { items: (Offer | Kind)[]; folded: boolean } {
  const kinds = new Map<string, Offer[]>();
  for (const o of offers) if (o.group) kinds.set(o.group, [...(kinds.get(o.group) ?? []), o]);
  const seen = new Set<string>();
  const items = offers.flatMap((o): (Offer | Kind)[] => {
    const kind = o.group && kinds.get(o.group)!;
    if (!kind || kind.length < 2) return [o];
    if (seen.has(o.group!)) return [];
    seen.add(o.group!);
    return [{ group: o.group!, offers: kind }];
  });
  return { items, folded: offers.length > MANY && seen.size > 0 };
}

export const isSame = (a: object, b?: object) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * Why the rules refuse an event now: its sentence, and the sentence after its clauses as links, to
 * show beside the choice. Null when the event is allowed, or is not something done at this point
 * of the flow at all (no rule to cite).
 */
export function reason(props: ChoicesProps, event: { type: string }): { text: string; node: VNode } | null {
  const refusal = props.why(event);
  if (!refusal || refusal.step === GENERIC_REFUSALS.notHere || refusal.step === GENERIC_REFUSALS.over) return null;
  const text = describeStep(refusal, props.words);
  return { text, node: <small class="choice-why">{props.cites(refusal.clauses)} {text}</small> };
}

/** One choice's button: the suggested one (the ruling's next event) outlined. */
export function ChoiceButton({ props, offer, disabled }: { props: ChoicesProps; offer: Offer; disabled?: boolean }) {
  return (
    <button type="button" class={isSame(offer.event, props.suggested) ? 'is-suggested' : undefined} disabled={disabled} onClick={() => props.send(offer.event)}>
      {offer.label}
    </button>
  );
}

/**
 * The offers the rules allow now as buttons, then (unless `refusals` is false) those they refuse
 * now, each reason once with the choices it holds for. Several of one kind are named once, above
 * their cards or targets; where the step offers more than MANY, a kind is one button (「使其進攻…」)
 * that shows its choices in place of the step's, with a way back.
 */
export function ChoiceList({ props, offers, refusals = true }: { props: ChoicesProps; offers: Offer[]; refusals?: boolean }) {
  // One button per choice: an event offered twice (two copies of a card in hand) is one choice.
  const allowed = offers.filter((o, i) => props.snapshot.can(o.event as never) && offers.findIndex((p) => isSame(p.event, o.event)) === i);
  const { items, folded } = choiceButtons(allowed);
  // The kind shown now, at this position only: a step taken or undone shows the step's own choices.
  const [open, setOpen] = useState<{ at: string; group: string; back?: boolean } | null>(null);
  const kind = folded && open?.at === props.position && !open.back ? items.find((b): b is Kind => !('event' in b) && b.group === open.group) : undefined;
  // The keyboard follows: into the kind's choices as it opens, and back onto its button after.
  const first = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (kind) first.current?.focus();
    else if (open?.back) opener.current?.focus();
  }, [open]);
  /** A kind named once, its cards or targets as buttons, each named in full for whoever does not see the kind above it. */
  const set = ({ group, offers: list }: Kind, back?: VNode) => (
    <div class="choice-set" role="group" aria-label={group}>
      <p class="choice-kind">{group}</p>
      {list.map((offer, i) => (
        <button ref={i === 0 && back ? first : undefined} type="button" aria-label={offer.part ? offer.label : undefined} class={isSame(offer.event, props.suggested) ? 'is-suggested' : undefined} onClick={() => props.send(offer.event)}>
          {offer.part ?? offer.label}
        </button>
      ))}
      {back}
    </div>
  );
  if (kind) return set(kind, <button type="button" class="choice-back" onClick={() => setOpen({ at: props.position, group: kind.group, back: true })}>{BACK[props.locale]}</button>);
  const refused = new Map<string, { offers: Offer[]; node: VNode }>();
  for (const offer of refusals ? offers : []) {
    const why = reason(props, offer.event);
    if (!why) continue;
    const entry = refused.get(why.text) ?? { offers: [], node: why.node };
    entry.offers.push(offer);
    refused.set(why.text, entry);
  }
  const name = (group: Offer[]) =>
    group.length > 1 && group[0].family && group.every((o) => o.family === group[0].family) ? group[0].family : group.map((o) => o.label).join('、');
  return (
    <>
      {items.map((b) =>
        'event' in b ? (
          <ChoiceButton props={props} offer={b} />
        ) : !folded ? (
          set(b)
        ) : (
          <button
            ref={open?.group === b.group ? opener : undefined}
            type="button"
            class={b.offers.some((o) => isSame(o.event, props.suggested)) ? 'is-suggested' : undefined}
            aria-expanded="false"
            onClick={() => setOpen({ at: props.position, group: b.group })}
          >
            {b.group}…
          </button>
        ),
      )}
      {refused.size > 0 && (
        <div class="choice-refused">
          <p>{NOT_NOW[props.locale]}</p>
          <ul>
            {[...refused.values()].map(({ offers: group, node }) => (
              <li>
                <b>{name(group)}</b>
                {node}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
