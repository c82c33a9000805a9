/**
 * A flow's choices as the reader meets them: what the rules allow now as buttons, and what they
 * refuse now listed below them with the clauses and the sentence that say why, so that a choice
 * never just vanishes or greys out without a reason. What is simply not done at this point of the
 * flow (no rule to cite) is left out.
 */
import type { VNode } from 'preact';
import type { ChoicesProps } from './views';
import type { Locale } from '../../lib/i18n/locales';
import { GENERIC_REFUSALS } from '../refusal';
import { describeStep } from '../words';

export interface Offer {
  event: { type: string; [key: string]: unknown };
  label: string;
  /** What offers of one kind are called together (one per card: 破棄), when one reason refuses several. */
  family?: string;
}

const NOT_NOW: Record<Locale, string> = { 'zh-hant': '現在不能', ja: 'いまはできない' };

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

/** The offers the rules allow now as buttons, then those they refuse now, each reason once with the choices it holds for. */
export function ChoiceList({ props, offers }: { props: ChoicesProps; offers: Offer[] }) {
  const refused = new Map<string, { offers: Offer[]; node: VNode }>();
  for (const offer of offers) {
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
      {offers.filter((o) => props.snapshot.can(o.event as never)).map((offer) => <ChoiceButton props={props} offer={offer} />)}
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
