/**
 * The attack declaration and chain as a reader meets them: both players' tables (PlayerPanels), the
 * chain as a stack, and the choices of the step: a declaration (character, target, physical or
 * magic), a response with each card in hand (a heal's target, a rage card's payer), a pass, 繼續.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList, reason, type Offer } from '../../../engine/island/choice';
import { eventWord, nameWord, type FlowWords } from '../../../engine/words';
import { typeset } from '../../../lib/typeset';
import { ChainStack, PlayerPanels } from '../TableView';
import { other, type Table } from '../table';

const ctx = (s: AnyMachineSnapshot) => s.context as Table;

export function FengleiAttackView({ snapshot, words }: ViewProps) {
  const t = ctx(snapshot);
  return (
    <div class="fl-table">
      <PlayerPanels words={words} t={t} />
      <ChainStack words={words} chain={t.chain} />
      <p class="board-legend">{typeset(words.ui.legend)}</p>
    </div>
  );
}

/** One offer per card in the responder's hand: a heal once per character on the field, a rage card once per own character. */
export function responseOffers(t: Table, words: FlowWords, type = 'respond'): Offer[] {
  const p = t.chain ? t.chain.responder : t.attacker;
  const label = (id: string, extra?: string) => typeset(`${eventWord(type, words)}:${nameWord(words, id)}${extra ? ` → ${nameWord(words, extra)}` : ''}`);
  const seen = new Set<string>();
  return t.hands[p].flatMap((card) => {
    if (seen.has(card.id)) return [];
    seen.add(card.id);
    if (card.effect === 'heal') return t.characters.map((c) => ({ event: { type, card: card.id, target: c.id }, label: label(card.id, c.id), family: nameWord(words, card.id) }));
    if (card.rage !== undefined) return t.characters.filter((c) => c.owner === p).map((c) => ({ event: { type, card: card.id, payer: c.id }, label: typeset(`${label(card.id)}(${words.ui.payer}:${nameWord(words, c.id)})`), family: nameWord(words, card.id) }));
    return [{ event: { type, card: card.id }, label: label(card.id) }];
  });
}

const SIMPLE = ['chain.pass', 'step.continue', 'turn.end'];

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const t = ctx(snapshot);
  const value = typeof snapshot.value === 'string' ? snapshot.value : '';
  return (
    <div class="choices">
      {value === 'declaring' && <DeclareForm key={position} {...props} />}
      <ChoiceList props={props} offers={[...(value === 'chain' ? responseOffers(t, words) : []), ...SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))]} />
    </div>
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

FengleiAttackView.Choices = Choices;
FengleiAttackView.eventLabel = attackEventLabel;
