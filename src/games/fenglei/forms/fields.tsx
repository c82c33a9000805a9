/**
 * Pieces the 風雷卡牌 setup forms share (`<flow>/form.tsx`): a character's numbers, a tactic card's,
 * and a player's action value. Loaded only with a form, never with a sandbox.
 */
import { Check, NameField, NumberField, PlayerField, Select } from '../../../engine/island/form-fields';
import { tableWord, type FlowWords } from '../../../engine/words';
import { CHARACTER_IDS, TACTIC_IDS } from '../names';
import type { Character, Purse, Tactic } from '../table';

type CharacterInput = Omit<Character, 'rage' | 'printedHp'> & { rage?: number; printedHp?: number };

/** A character: name, owner (unless the list is one player's), summon cost, HP (on the field, also the HP printed on the card), both attacks, rage, and whether it was summoned this turn. */
export function CharacterFields({ c, words, taken, onChange, owner = true, onField = true }: { c: CharacterInput; words: FlowWords; taken: string[]; onChange: (patch: Partial<CharacterInput>) => void; owner?: boolean; onField?: boolean }) {
  const f = words.tables.field;
  const attack = (kind: 'physical' | 'magic') => (
    <>
      <NumberField label={`${f[kind]} · ${f.atk}`} value={c[kind].atk} onChange={(atk) => onChange({ [kind]: { ...c[kind], atk } })} />
      <NumberField label={`${f[kind]} · ${f.cost}`} value={c[kind].cost} onChange={(cost) => onChange({ [kind]: { ...c[kind], cost } })} />
    </>
  );
  return (
    <>
      <NameField label={f.id} value={c.id} names={CHARACTER_IDS} taken={taken} words={words} onChange={(id) => onChange({ id })} />
      {owner && <PlayerField label={f.owner} value={c.owner} words={words} onChange={(o) => onChange({ owner: o })} />}
      <NumberField label={f.summon} value={c.summon} onChange={(summon) => onChange({ summon })} />
      <NumberField label={f.hp} value={c.hp} min={1} onChange={(hp) => onChange({ hp })} />
      {onField && <NumberField label={f.printedHp} value={c.printedHp ?? c.hp} min={1} onChange={(printedHp) => onChange({ printedHp })} />}
      {attack('physical')}
      {attack('magic')}
      {onField && <NumberField label={f.rageValue} value={c.rage ?? 0} onChange={(rage) => onChange({ rage })} />}
      {onField && <Check label={f.summoned} checked={!!c.summoned} onChange={(summoned) => onChange({ summoned: summoned || undefined })} />}
    </>
  );
}

const EFFECTS = ['stop', 'cancel', 'heal', 'legendary', 'revive', 'other'] as const;

/** A tactic card: name, action cost or rage cost, ✓/⊘, its effect (a heal's amount), its uses, whether its passive effect takes its action cost each turn (9-4). */
export function TacticFields({ card, words, onChange }: { card: Tactic; words: FlowWords; onChange: (card: Tactic) => void }) {
  const f = words.tables.field;
  const rage = card.rage !== undefined;
  return (
    <>
      <NameField label={f.id} value={card.id} names={TACTIC_IDS} words={words} onChange={(id) => onChange({ ...card, id })} />
      <Check label={f.rageCard} checked={rage} onChange={(r) => onChange({ ...card, cost: 0, rage: r ? 1 : undefined })} />
      {rage ? <NumberField label={f.rageCost} value={card.rage!} min={1} onChange={(n) => onChange({ ...card, rage: n })} /> : <NumberField label={f.cost} value={card.cost} onChange={(cost) => onChange({ ...card, cost })} />}
      <Check label={f.defense} checked={card.defense} onChange={(defense) => onChange({ ...card, defense })} />
      <Select label={f.effect} value={card.effect} options={EFFECTS} show={(e) => tableWord(words, 'effect', e)} onChange={(effect) => onChange({ ...card, effect, amount: effect === 'heal' ? (card.amount ?? 1) : undefined, legendary: effect === 'legendary' ? (card.legendary ?? CHARACTER_IDS[0]) : undefined, original: effect === 'legendary' ? (card.original ?? CHARACTER_IDS[0]) : undefined })} />
      {card.effect === 'heal' && <NumberField label={f.amount} value={card.amount ?? 1} min={1} onChange={(amount) => onChange({ ...card, amount })} />}
      {card.effect === 'legendary' && (
        <>
          <NameField label={f.legendary} value={card.legendary ?? CHARACTER_IDS[0]} names={CHARACTER_IDS} words={words} onChange={(legendary) => onChange({ ...card, legendary })} />
          <NameField label={f.original} value={card.original ?? CHARACTER_IDS[0]} names={CHARACTER_IDS} words={words} onChange={(original) => onChange({ ...card, original })} />
        </>
      )}
      <NumberField label={f.uses} value={card.uses ?? 1} min={1} onChange={(uses) => onChange({ ...card, uses: uses > 1 ? uses : undefined })} />
      <Check label={f.passive} checked={!!card.passive} onChange={(passive) => onChange({ ...card, passive: passive || undefined })} />
    </>
  );
}

/** A player's action value: this turn's and the storage. */
export function PurseFields({ purse, label, words, onChange }: { purse: Purse; label: string; words: FlowWords; onChange: (p: Purse) => void }) {
  const f = words.tables.field;
  return (
    <>
      <NumberField label={`${label} · ${f.turn}`} value={purse.turn} onChange={(turn) => onChange({ ...purse, turn })} />
      <NumberField label={`${label} · ${f.stored}`} value={purse.stored} onChange={(stored) => onChange({ ...purse, stored })} />
    </>
  );
}

export const NEW_TACTIC: Omit<Tactic, 'id'> = { cost: 1, defense: true, effect: 'other' };
