/**
 * The choices both 風雷卡牌 flows offer: an attack declaration (5-2, 5-3), a response with each card
 * in hand (4-5), and how the log names such events.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChoicesProps } from '../../engine/island/views';
import { ChoiceButton, reason, type Offer } from '../../engine/island/choice';
import { eventWord, nameWord, type FlowWords } from '../../engine/words';
import { typeset } from '../../lib/typeset';
import { inGraveyard, other, type Table } from './table';

const ctx = (s: AnyMachineSnapshot) => s.context as Table;

/** One offer per card in the responder's hand: a heal once per character on the field, a return once per character in the player's graveyard (9-8), a rage card once per own character. */
export function responseOffers(t: Table, words: FlowWords, type = 'respond'): Offer[] {
  const p = t.chain ? t.chain.responder : t.attacker;
  const label = (id: string, extra?: string) => typeset(`${eventWord(type, words)}:${nameWord(words, id)}${extra ? ` → ${nameWord(words, extra)}` : ''}`);
  const seen = new Set<string>();
  return t.hands[p].flatMap((card) => {
    if (seen.has(card.id)) return [];
    seen.add(card.id);
    if (card.effect === 'heal') return t.characters.map((c) => ({ event: { type, card: card.id, target: c.id }, label: label(card.id, c.id), family: typeset(`${eventWord(type, words)}:${nameWord(words, card.id)}`) }));
    if (card.effect === 'revive') return t.fallen.filter((c) => inGraveyard(t, p, c.id) === c).map((c) => ({ event: { type, card: card.id, target: c.id }, label: label(card.id, c.id), family: typeset(`${eventWord(type, words)}:${nameWord(words, card.id)}`) }));
    if (card.rage !== undefined) return t.characters.filter((c) => c.owner === p).map((c) => ({ event: { type, card: card.id, payer: c.id }, label: typeset(`${label(card.id)}(${words.ui.payer}:${nameWord(words, c.id)})`), family: typeset(`${eventWord(type, words)}:${nameWord(words, card.id)}`) }));
    return [{ event: { type, card: card.id }, label: label(card.id) }];
  });
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

