/** 星靈王 進攻宣言: the board with the declared attackers outlined, and a choice per unit that may attack. */
import { eventWord, nameWord, type FlowWords } from '../../../engine/words';
import { typeset } from '../../../lib/typeset';
import { declareCandidates, offeredAfter } from '../attackers';
import type { DeclareContext, DeclareEvent } from './machine';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceList, type Offer } from '../../../engine/island/choice';
import { BoardPicture } from '../BoardPicture';
import { declareLabel, declarePart } from '../declare-label';
import { keywordEffectCandidates, keywordPart, sourcedOffers } from '../keyword-label';
import { cardOffers } from '../battle-offers';

export function XinglingwangDeclareView({ snapshot, words }: ViewProps) {
  const c = snapshot.context as DeclareContext;
  return <BoardPicture fields={c.fields} units={c.units} engaged={c.declared} graveyard={c.graveyard} returnedToHand={c.returnedToHand} words={words} />;
}

/**
 * Every choice the rules allow now: using an effect, each unit that may attack, each unit an effect
 * may remove or turn sideways, and the end. Many at once (every unit for each effect) are asked in
 * two taps, the kind and then the unit (choice.tsx), so the end and the board stay on a phone's screen.
 */
function Choices(props: ChoicesProps) {
  const { snapshot, words, previous } = props;
  const c = snapshot.context as DeclareContext;
  const own = c.units.filter((u) => u.owner === c.attacker);
  const enemy = c.units.filter((u) => u.owner !== c.attacker);
  /** An effect on one unit: one of its kind, named by the unit once the kind is chosen. */
  const onUnit = (type: string, unit: string, more: { source?: string; count?: number; traveller?: string } = {}): Offer => {
    const part = [nameWord(words, unit), keywordPart(more, words)].filter(Boolean).join(' ');
    return { event: { type, unit, ...more }, label: typeset(`${eventWord(type, words)}:${part}`), group: eventWord(type, words), part };
  };
  const offers: Offer[] = [
    { event: { type: 'effect.use' }, label: eventWord('effect.use', words) },
    ...own.flatMap((u) => declareCandidates(c, u).map((event) => ({ event, label: declareLabel(event, words), group: eventWord('attack.declare', words), part: declarePart(event, words) }))),
    ...enemy.map((u) => onUnit('effect.remove', u.id)),
    ...c.units.filter((u) => u.state !== 'sideways').map((u) => onUnit('effect.sideways', u.id)),
    // 15-4.2, 15-4.4 — on a unit with a resistance, once per source; 15-6 — charge energy and 小旅人.
    ...[...sourcedOffers('effect.remove', enemy), ...sourcedOffers('effect.sideways', c.units.filter((u) => u.state !== 'sideways'))].map(({ type, unit, source }) => onUnit(type, unit, { source })),
    ...keywordEffectCandidates(c.units, c.attacker).map(({ type, unit, ...more }) => onUnit(type, unit, more)),
    // 六, 七 — cards in either hand, units' effects, and the targets of the effect being used.
    ...cardOffers(c, words),
    { event: { type: 'attack.finish' }, label: eventWord('attack.finish', words) },
  ];
  return (
    <div class="choices">
      <ChoiceList props={props} offers={offers.filter(({ event }) => offeredAfter(previous)(event))} refusals={false} />
    </div>
  );
}

XinglingwangDeclareView.Choices = Choices;
XinglingwangDeclareView.eventLabel = (event: { type: string; unit?: string; card?: string; source?: string; count?: number; traveller?: string }, words: FlowWords) =>
  event.type === 'attack.declare' ? declareLabel(event as DeclareEvent & { type: 'attack.declare' }, words) : [eventWord(event.type, words), event.unit ? nameWord(words, event.unit) : '', event.card ? nameWord(words, event.card) : '', keywordPart(event, words)].filter(Boolean).join(' ');
