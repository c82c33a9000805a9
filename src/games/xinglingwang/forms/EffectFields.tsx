/**
 * A card's effect in the setup form (effects.ts's format): its timing, a magic card's type, its
 * targets, its condition and its sentences, each sentence a verb of the rules with what it needs.
 * Labelled from the flow's words; the schema says what the rules cannot have, citing the clause.
 */
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { CardEffect, Forbid, Step } from '../effects';

/** effects.ts's FORBIDS (6-7), kept here so that the form does not load the effects part. */
const FORBIDS: Forbid[] = ['target', 'destroy', 'tap', 'move', 'transform'];

const TIMINGS = ['summon', 'deploy', 'main', 'exact', 'defense', 'sneak'] as const;
/** effects.ts's MOMENTS: a unit's effects of a moment (12-2, 12-3, 15-3.2e, 14-1, 14-5); a magic card has none. */
const UNIT_TIMINGS = [...TIMINGS, 'play', 'sacrificed', 'combine', 'endPhase', 'ownEndPhase', 'afterEnd', 'ownAfterEnd'] as const;
const VERBS = ['destroy', 'returnToHand', 'tap', 'move', 'attach', 'charge', 'discharge', 'transform', 'power', 'bonus', 'draw', 'search', 'summon', 'negate'] as const;
const SIDES = ['own', 'enemy', 'any'] as const;

/** A sentence of a verb, with what that verb needs filled in. */
function stepOf(verb: Step['do'], names: string[]): Step {
  switch (verb) {
    case 'charge': case 'discharge': case 'bonus': return { do: verb, amount: 1 };
    case 'draw': return { do: verb, count: 1 };
    case 'search': return { do: verb, card: names[0] ?? 'card-1' };
    case 'summon': return { do: verb, card: names[0] ?? 'card-1', from: 'hand' };
    case 'transform': return { do: verb, into: { id: names[0] ?? 'card-1', atk: 1, score: 1, keywords: [] } };
    case 'power': return { do: verb, atk: 1, until: 'battle' };
    default: return { do: verb } as Step;
  }
}

function StepFields({ step, first, names, words, onChange, onRemove }: { step: Step; first: boolean; names: string[]; words: FlowWords; onChange: (s: Step) => void; onRemove: () => void }) {
  const f = words.tables.field;
  const set = (patch: object) => onChange({ ...step, ...patch } as Step);
  return (
    <fieldset class="unit-fields">
      <legend>{tableWord(words, 'verb', step.do)}</legend>
      <Select label={f.do} value={step.do} options={VERBS} show={(v) => tableWord(words, 'verb', v)} onChange={(v) => onChange({ ...stepOf(v, names), ...(step.ifSuccess ? { ifSuccess: true } : {}) })} />
      {'amount' in step && <NumberField label={f.amount} value={step.amount} min={1} max={10} onChange={(amount) => set({ amount })} />}
      {'count' in step && <NumberField label={f.count} value={step.count} min={1} max={10} onChange={(count) => set({ count })} />}
      {'card' in step && <Select label={words.ui.formCard} value={step.card} options={[...new Set([step.card, ...names])]} show={(id) => nameWord(words, id)} onChange={(card) => set({ card })} />}
      {'from' in step && <Select label={f.from} value={step.from} options={['hand', 'deck'] as const} show={(z) => words.ui[z]!} onChange={(from) => set({ from })} />}
      {'into' in step && (
        <>
          <Select label={f.into} value={step.into.id} options={[...new Set([step.into.id, ...names])]} show={(id) => nameWord(words, id)} onChange={(id) => set({ into: { ...step.into, id } })} />
          <NumberField label={words.ui.atk} value={step.into.atk} onChange={(atk) => set({ into: { ...step.into, atk } })} />
          <NumberField label={words.ui.score} value={step.into.score} onChange={(score) => set({ into: { ...step.into, score } })} />
        </>
      )}
      {step.do === 'power' && (
        // 15-1.4d, 15-2.3b, 11-8.8 — what it adds, and for how long.
        <>
          <NumberField label={f.atk} value={step.atk ?? 0} max={20} onChange={(atk) => set({ atk: atk || undefined })} />
          <NumberField label={f.score} value={step.score ?? 0} max={20} onChange={(score) => set({ score: score || undefined })} />
          <Select label={f.until} value={step.until} options={['battle', 'attack'] as const} show={(d) => tableWord(words, 'duration', d)} onChange={(until) => set({ until })} />
        </>
      )}
      {['destroy', 'returnToHand', 'tap', 'move', 'charge', 'discharge', 'transform', 'power'].includes(step.do) && <Check label={f.self} checked={'self' in step && !!step.self} onChange={(self) => set({ self: self || undefined })} />}
      {/* 6-6 ¶2 — both players do it, the current player first. */}
      {(step.do === 'draw' || step.do === 'bonus') && <Check label={f.each} checked={!!step.each} onChange={(each) => set({ each: each || undefined })} />}
      {/* 6-7 — what the card forbids the unit under it. */}
      {step.do === 'attach' && FORBIDS.map((v) => <Check key={v} label={`${f.forbid}${tableWord(words, 'forbid', v)}`} checked={!!step.forbid?.includes(v)} onChange={(on) => { const forbid = FORBIDS.filter((x) => (x === v ? on : step.forbid?.includes(x))); set({ forbid: forbid.length ? forbid : undefined }); }} />)}
      {!first && <Check label={f.ifSuccess} checked={!!step.ifSuccess} onChange={(ifSuccess) => set({ ifSuccess: ifSuccess || undefined })} />}
      <button type="button" onClick={onRemove}>{words.ui.formRemoveStep}</button>
    </fieldset>
  );
}

/** A card's effect, or a button to give it one. `magic`: the card is a magic card (it has a type). */
export function EffectFields({ effect, magic, names, words, onChange }: { effect?: CardEffect; magic: boolean; names: string[]; words: FlowWords; onChange: (e: CardEffect | undefined) => void }) {
  const f = words.tables.field;
  const u = words.ui;
  if (!effect) return <button type="button" onClick={() => onChange({ timing: 'main', steps: [{ do: 'draw', count: 1 }] })}>{u.formAddEffect}</button>;
  const set = (patch: Partial<CardEffect>) => onChange({ ...effect, ...patch });
  const target = effect.target;
  return (
    <fieldset class="card-list">
      <legend>{f.effect}</legend>
      <Select label={f.timing} value={effect.timing} options={magic ? TIMINGS : UNIT_TIMINGS} show={(t) => tableWord(words, 'timing', t)} onChange={(timing) => set({ timing })} />
      {magic && <Select label={f.magic} value={effect.magic ?? 'normal'} options={['normal', 'permanent', 'field'] as const} show={(m) => tableWord(words, 'magicType', m)} onChange={(m) => set({ magic: m === 'normal' ? undefined : m })} />}
      <Check label={f.target} checked={!!target} onChange={(on) => set({ target: on ? { side: 'enemy', count: 1 } : undefined })} />
      {target && (
        <>
          <Select label={f.side} value={target.side} options={SIDES} show={(s) => tableWord(words, 'targetSide', s)} onChange={(side) => set({ target: { ...target, side } })} />
          <NumberField label={f.count} value={target.count} min={1} max={10} onChange={(count) => set({ target: { ...target, count } })} />
        </>
      )}
      <NumberField label={f.enemyUnits} value={effect.condition?.enemyUnits ?? 0} max={10} onChange={(n) => set({ condition: n ? { ...effect.condition, enemyUnits: n } : effect.condition?.ownUnits ? { ownUnits: effect.condition.ownUnits } : undefined })} />
      {effect.steps.map((step, i) => (
        <StepFields step={step} first={i === 0} names={names} words={words} onChange={(s) => set({ steps: effect.steps.map((x, j) => (j === i ? s : x)) })} onRemove={() => (effect.steps.length > 1 ? set({ steps: effect.steps.filter((_, j) => j !== i) }) : onChange(undefined))} />
      ))}
      <button type="button" onClick={() => set({ steps: [...effect.steps, { do: 'draw', count: 1 }] })}>{u.formAddStep}</button>
    </fieldset>
  );
}
