/** 星靈王 進攻宣言: the board with the declared attackers outlined, and a choice per unit that may attack. */
import type { AnyMachineSnapshot } from 'xstate';
import type { Locale } from '../../lib/i18n/locales';
import { declareCandidates, type DeclareContext, type DeclareEvent } from '../../machines/xinglingwang/declare';
import { typeset } from '../../lib/typeset';
import { defenseEventLabel } from '../../machines/xinglingwang/messages';
import { BoardPicture } from './XinglingwangDefenseView';

interface ViewProps {
  snapshot: AnyMachineSnapshot;
  locale: Locale;
}

export function XinglingwangDeclareView({ snapshot, locale }: ViewProps) {
  const c = snapshot.context as DeclareContext;
  return <BoardPicture units={c.units} engaged={c.declared} locale={locale} />;
}

const ROW = { 'zh-hant': { front: '前排', back: '後排' }, ja: { front: '前列', back: '後列' } };
const GLIDE = { 'zh-hant': '滑行至戰線', ja: 'スライドして戦線' };

/** 「使其進攻:lancer(後排)」, with where a 滑行 unit moves first. */
export function declareLabel(event: Extract<DeclareEvent, { type: 'attack.declare' }>, locale: Locale): string {
  const glide = event.glideTo ? `、${GLIDE[locale]} ${event.glideTo.line} ${ROW[locale][event.glideTo.row]}` : '';
  return typeset(`${defenseEventLabel({ type: 'attack.declare' }, locale)}:${event.unit}${event.row ? `(${ROW[locale][event.row]})` : ''}${glide}`);
}

function Choices({ snapshot, locale, send, suggested }: ViewProps & { send: (e: { type: string }) => void; suggested?: { type: string } }) {
  const c = snapshot.context as DeclareContext;
  const own = c.units.filter((u) => u.owner === c.attacker);
  const enemy = c.units.filter((u) => u.owner !== c.attacker);
  const options: { event: { type: string; unit?: string; row?: 'front' | 'back' }; label: string }[] = [
    { event: { type: 'effect.use' }, label: defenseEventLabel({ type: 'effect.use' }, locale) },
    ...own.flatMap((u) => declareCandidates(c, u).map((event) => ({ event, label: declareLabel(event, locale) }))),
    ...enemy.map((u) => ({ event: { type: 'effect.remove', unit: u.id }, label: `${defenseEventLabel({ type: 'effect.remove' }, locale)}:${u.id}` })),
    { event: { type: 'attack.finish' }, label: defenseEventLabel({ type: 'attack.finish' }, locale) },
  ];
  return (
    <div class="choices">
      {options.filter(({ event }) => snapshot.can(event as never)).map(({ event, label }) => (
        <button type="button" class={JSON.stringify(suggested) === JSON.stringify(event) ? 'is-suggested' : undefined} onClick={() => send(event)}>{label}</button>
      ))}
    </div>
  );
}

XinglingwangDeclareView.Choices = Choices;
XinglingwangDeclareView.eventLabel = (event: { type: string; unit?: string }, locale: Locale) =>
  event.type === 'attack.declare' ? declareLabel(event as DeclareEvent & { type: 'attack.declare' }, locale) : `${defenseEventLabel(event, locale)}${event.unit ? ` ${event.unit}` : ''}`;
