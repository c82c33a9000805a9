/**
 * The pieces 星靈王's setup forms are made of: a labelled list, a number, a card or unit's
 * keywords, one unit on the board and one card in a hand or deck, each labelled in the page's
 * language from the flow's words. Loaded only with a form.
 */
import type { ComponentChildren } from 'preact';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { nameWord, tableWord, type FlowWords } from '../../../engine/words';
import { STAR_LINES } from '../board';
import type { CardEffect } from '../effects';
import { EffectFields } from './EffectFields';

export type Row = 'front' | 'back';
export type UnitState = 'upright' | 'attacking' | 'sideways';
export interface UnitInput {
  id: string;
  owner: 0 | 1;
  line: number;
  row: Row;
  atk: number;
  score: number;
  state?: UnitState;
  keywords?: string[];
  combined?: boolean;
  rangedTarget?: Row;
  /** The turn flow's: a 小旅人, and the stars on its card. */
  traveller?: boolean;
  redStar?: number;
  blueStar?: boolean;
  /** 六 — its card's effect (effects.ts). */
  effect?: CardEffect;
  /** 15-3.1a — the cards under a combined unit, the first just under the top card. */
  under?: UnderInput[];
}
/** 15-3.1a, 15-3.1b — a card under a combined unit: its own face, the part left showing, whose it is (10-7) and, in the turn, its stars. */
export interface UnderInput {
  id: string;
  atk: number;
  score: number;
  keywords?: string[];
  shows: string;
  owner?: 0 | 1;
  redStar?: number;
  blueStar?: boolean;
}
export interface CardInput {
  id: string;
  kind?: 'unit' | 'magic';
  atk?: number;
  score?: number;
  keywords?: string[];
  redStar?: number;
  blueStar?: boolean;
  blueMet?: boolean;
  effect?: CardEffect;
}

export const PLAYERS = [0, 1] as (0 | 1)[];

/** The names a reader picks units and cards by: every named unit or card of the game. */
export const unitNames = (words: FlowWords) => Object.keys(words.tables.name ?? {}).filter((id) => !/^(spell|charm)-/.test(id));
/** A name not yet used, for a unit or card the reader adds. */
export const freeName = (names: string[], used: Set<string>) => names.find((n) => !used.has(n)) ?? `card-${used.size + 1}`;

function Keywords({ value, words, onChange, children }: { value: string[]; words: FlowWords; onChange: (v: string[]) => void; children?: ComponentChildren }) {
  return (
    <div class="unit-keywords-field" role="group" aria-label={words.ui.formKeywords}>
      {Object.keys(words.tables.keyword).map((k) => (
        <Check label={tableWord(words, 'keyword', k)} checked={value.includes(k)} onChange={(on) => onChange(on ? [...value, k] : value.filter((x) => x !== k))} />
      ))}
      {children}
    </div>
  );
}

/** The stars on a unit's card (12-3, 12-4): a red star's number of tributes, or a blue star. */
function Stars({ red, blue, words, onChange }: { red: number; blue: boolean; words: FlowWords; onChange: (patch: { redStar?: number; blueStar?: boolean }) => void }) {
  const f = words.tables.field;
  return (
    <>
      <NumberField label={f.redStar} value={red} max={10} onChange={(redStar) => onChange({ redStar })} />
      <Check label={f.blueStar} checked={blue} onChange={(blueStar) => onChange({ blueStar })} />
    </>
  );
}

/** A card the reader puts under a unit: the first name no card of the position has (`taken`), nor the unit or a card under it, showing its ATK. */
export const newUnder = (unit: UnitInput, names: string[], taken: Iterable<string> = []): UnderInput => ({ id: freeName(names, new Set([...taken, unit.id, ...(unit.under ?? []).map((c) => c.id)])), atk: 1, score: 1, keywords: [], shows: 'atk' });

/**
 * 15-3.1a, 15-3.1b — the cards under a combined unit, top first: each one's name, face, the part it
 * leaves showing (its ATK, its score, or one of its keywords), whose card it is (10-7) and, in the
 * turn, its stars (for when it goes back to hand). The schema says what may not be (15-3.1b).
 */
function UnderFields({ unit, names, taken, words, turn, onChange }: { unit: UnitInput; names: string[]; taken?: Iterable<string>; words: FlowWords; turn?: boolean; onChange: (under: UnderInput[] | undefined) => void }) {
  const u = words.ui;
  const f = words.tables.field;
  const under = unit.under ?? [];
  const set = (i: number, patch: Partial<UnderInput>) => onChange(under.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const add = () => onChange([...under, newUnder(unit, names, taken)]);
  const shown = (part: string) => (part === 'atk' || part === 'score' ? tableWord(words, 'field', part) : tableWord(words, 'keyword', part));
  return (
    // Groups, not fieldsets: a unit's box has one legend, its own name.
    <div class="card-list under-fields" role="group" aria-label={f.under}>
      <b class="under-title">{f.under}</b>
      {under.map((card, i) => (
        <div class="under-card" role="group" aria-label={nameWord(words, card.id)}>
          <b class="under-title">{nameWord(words, card.id)}</b>
          <Select label={u.formCard} value={card.id} options={names.includes(card.id) ? names : [card.id, ...names]} show={(id) => nameWord(words, id)} onChange={(id) => set(i, { id })} />
          <Select label={f.cardOwner} value={card.owner ?? unit.owner} options={PLAYERS} show={(p) => tableWord(words, 'side', p)} onChange={(owner) => set(i, { owner })} />
          <NumberField label={u.atk} value={card.atk} onChange={(atk) => set(i, { atk })} />
          <NumberField label={u.score} value={card.score} onChange={(score) => set(i, { score })} />
          {turn && <Stars red={card.redStar ?? 0} blue={card.blueStar ?? false} words={words} onChange={(patch) => set(i, patch)} />}
          <Keywords value={card.keywords ?? []} words={words} onChange={(keywords) => set(i, { keywords })} />
          <Select label={f.shows} value={card.shows} options={[...new Set(['atk', 'score', ...(card.keywords ?? []), card.shows])]} show={shown} onChange={(shows) => set(i, { shows })} />
          <button type="button" onClick={() => onChange(under.length > 1 ? under.filter((_, j) => j !== i) : undefined)}>{u.formRemoveCard}</button>
        </div>
      ))}
      <button type="button" onClick={add}>{u.formAddUnder}</button>
    </div>
  );
}

/** One unit on the board. `turn` adds what the turn flow keeps: 小旅人 and the card's stars. */
export function UnitFields({ unit, names, taken, words, turn, onChange, onRemove }: { unit: UnitInput; names: string[]; taken?: Iterable<string>; words: FlowWords; turn?: boolean; onChange: (patch: Partial<UnitInput>) => void; onRemove: () => void }) {
  const u = words.ui;
  const f = words.tables.field;
  return (
    <fieldset class="unit-fields">
      <legend>{nameWord(words, unit.id)}</legend>
      <Select label={u.formName} value={unit.id} options={names.includes(unit.id) ? names : [unit.id, ...names]} show={(id) => nameWord(words, id)} onChange={(id) => onChange({ id })} />
      <Select label={u.formSide} value={unit.owner} options={PLAYERS} show={(p) => tableWord(words, 'side', p)} onChange={(owner) => onChange({ owner })} />
      <Select label={u.line} value={unit.line} options={Array.from({ length: STAR_LINES }, (_, k) => k + 1)} show={String} onChange={(line) => onChange({ line })} />
      <Select label={u.formRow} value={unit.row} options={['front', 'back'] as Row[]} show={(r) => tableWord(words, 'row', r)} onChange={(row) => onChange({ row })} />
      <Select label={u.formState} value={unit.state ?? 'upright'} options={['upright', 'attacking', 'sideways'] as UnitState[]} show={(st) => tableWord(words, 'unitState', st)} onChange={(state) => onChange({ state })} />
      <NumberField label={u.atk} value={unit.atk} onChange={(atk) => onChange({ atk })} />
      <NumberField label={u.score} value={unit.score} onChange={(score) => onChange({ score })} />
      {turn && <Stars red={unit.redStar ?? 0} blue={unit.blueStar ?? false} words={words} onChange={onChange} />}
      <Keywords value={unit.keywords ?? []} words={words} onChange={(keywords) => onChange({ keywords })}>
        <Check label={f.combined} checked={unit.combined ?? false} onChange={(combined) => onChange({ combined })} />
        {turn && <Check label={f.traveller} checked={unit.traveller ?? false} onChange={(traveller) => onChange({ traveller })} />}
      </Keywords>
      <UnderFields unit={unit} names={names} taken={taken} words={words} turn={turn} onChange={(under) => onChange({ under })} />
      {turn && <EffectFields effect={unit.effect} magic={false} names={names} words={words} onChange={(effect) => onChange({ effect })} />}
      <button type="button" onClick={onRemove}>{u.formRemove}</button>
    </fieldset>
  );
}

/** One card in a hand or deck: a unit card (its numbers and stars) or a magic card. */
export function CardFields({ card, names, words, onChange, onRemove }: { card: CardInput; names: string[]; words: FlowWords; onChange: (card: CardInput) => void; onRemove: () => void }) {
  const u = words.ui;
  const f = words.tables.field;
  const magic = card.kind === 'magic';
  const allNames = [...new Set([card.id, ...names, ...Object.keys(words.tables.name ?? {}).filter((id) => /^(spell|charm)-/.test(id))])];
  const set = (patch: Partial<CardInput>) => onChange({ ...card, ...patch });
  return (
    <fieldset class="unit-fields card-fields">
      <legend>{nameWord(words, card.id)}</legend>
      <Select label={u.formCard} value={card.id} options={allNames} show={(id) => nameWord(words, id)} onChange={(id) => set({ id })} />
      <Select
        label={f.kind}
        value={magic ? 'magic' : 'unit'}
        options={['unit', 'magic'] as ('unit' | 'magic')[]}
        show={(k) => tableWord(words, 'cardKind', k)}
        onChange={(kind) => onChange(kind === 'magic' ? { id: card.id, kind } : { id: card.id, atk: 1, score: 1 })}
      />
      {!magic && (
        <>
          <NumberField label={u.atk} value={card.atk ?? 0} onChange={(atk) => set({ atk })} />
          <NumberField label={u.score} value={card.score ?? 0} onChange={(score) => set({ score })} />
          <Stars red={card.redStar ?? 0} blue={card.blueStar ?? false} words={words} onChange={set} />
          {card.blueStar && <Check label={f.blueMet} checked={card.blueMet ?? false} onChange={(blueMet) => set({ blueMet })} />}
          <Keywords value={card.keywords ?? []} words={words} onChange={(keywords) => set({ keywords })} />
        </>
      )}
      <EffectFields effect={card.effect} magic={magic} names={names} words={words} onChange={(effect) => set({ effect })} />
      <button type="button" onClick={onRemove}>{u.formRemoveCard}</button>
    </fieldset>
  );
}
