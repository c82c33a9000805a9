/**
 * The attack's position as a form: the attacker and its attack (melee or ranged, dice, strikes,
 * range, sweeping or zone, the effect die), the dice seed, the readings of 8-1.4, 8-6.4, 8-7.1 and 8-8, and each
 * creature by name — its side, zone, life, damage, armour, traits, conditions (daze, blindness and burn, the
 * ones the source names), defense, melee attack and damage barrier — chosen from lists in the page's
 * language. The flow's schemas check it (a creature already destroyed); loaded only when the reader
 * opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import { CREATURE_IDS } from '../names';
import { CONDITIONS } from './rules';
import { CardFields, ConditionChecks, NameField, PlayerField, ZoneFields, freeName, patchAt } from '../forms/fields';
import type { z } from 'zod';
import type { attackSetupSchema } from './schemas';

type Setup = z.input<typeof attackSetupSchema>;
type Creature = Setup['creatures'][number];
type Bar = NonNullable<Creature['melee']>;
type AttackBar = NonNullable<Setup['attack']>;
type Defense = NonNullable<Creature['defense']>;
const EFFECTS = ['', ...CONDITIONS] as const;
const TRAITS = ['flying', 'reach', 'incorporeal', 'guard', 'counterstrike'] as const;

/** The effect die of an attack bar: its condition (or none) and the least roll that gives it. */
function EffectFields({ bar, words, onChange }: { bar: Bar; words: FlowWords; onChange: (effect: Bar['effect']) => void }) {
  const u = words.ui;
  return (
    <>
      <Select label={u.formEffect} value={bar.effect?.condition ?? ''} options={EFFECTS} show={(c) => (c ? tableWord(words, 'condition', c) : u.formNone)} onChange={(c) => onChange(c ? { at: bar.effect?.at ?? 8, condition: c } : undefined)} />
      {bar.effect && <NumberField label={words.tables.field.at} value={bar.effect.at} min={1} onChange={(at) => onChange({ ...bar.effect!, at })} />}
    </>
  );
}

/** One defense: its number (0 removes it), uses left, melee or ranged only (8-2.1). */
function DefenseFields({ d, label, words, onChange }: { d: Defense | undefined; label: string; words: FlowWords; onChange: (d: Defense | undefined) => void }) {
  const f = words.tables.field;
  const u = words.ui;
  return (
    <>
      <NumberField label={label} value={d?.value ?? 0} onChange={(value) => onChange(value ? { uses: 1, ...d, value } : undefined)} />
      {d && (
        <>
          <NumberField label={f.uses} value={d.uses} onChange={(uses) => onChange({ ...d, uses })} />
          <Select label={f.only} value={d.only ?? ''} options={['', 'melee', 'ranged'] as const} show={(k) => (k ? tableWord(words, 'kind', k) : u.formNone)} onChange={(only) => onChange({ ...d, only: only || undefined })} />
        </>
      )}
    </>
  );
}

/** A creature's defenses: one (`defense`), or several (`defenses`, 8-2.3), with a button to add one. */
function DefensesFields({ c, words, onChange }: { c: Creature; words: FlowWords; onChange: (p: Partial<Creature>) => void }) {
  const u = words.ui;
  const list = c.defenses ?? (c.defense ? [c.defense] : []);
  const set = (next: Defense[]) => onChange(next.length > 1 ? { defense: undefined, defenses: next } : { defense: next[0], defenses: undefined });
  if (list.length < 2) return (
    <>
      <DefenseFields d={list[0]} label={u.formDefense} words={words} onChange={(d) => set(d ? [d] : [])} />
      {list.length === 1 && <button type="button" onClick={() => set([...list, { value: 6, uses: 1 }])}>{u.formDefenseAdd}</button>}
    </>
  );
  return (
    <>
      {list.map((d, i) => (
        <span class="name-add" role="group" aria-label={fill(u.defenseN, { n: i + 1 }, {})}>
          <DefenseFields d={d} label={fill(u.defenseN, { n: i + 1 }, {})} words={words} onChange={(next) => set(next ? list.map((x, j) => (j === i ? next : x)) : list.filter((_, j) => j !== i))} />
          <button type="button" onClick={() => set(list.filter((_, j) => j !== i))}>{fill(u.formDefenseRemove, { n: i + 1 }, {})}</button>
        </span>
      ))}
      {list.length < 4 && <button type="button" onClick={() => set([...list, { value: 6, uses: 1 }])}>{u.formDefenseAdd}</button>}
    </>
  );
}

/** One attack bar (8-0): melee or ranged, dice, strikes, range, sweeping or zone, the effect die. */
function BarFields({ a, words, onChange }: { a: AttackBar; words: FlowWords; onChange: (patch: Partial<AttackBar>) => void }) {
  const f = words.tables.field;
  const u = words.ui;
  return (
    <>
      <Select label={f.kind} value={a.kind} options={['melee', 'ranged'] as const} show={(k) => tableWord(words, 'kind', k)} onChange={(kind) => onChange(kind === 'ranged' ? { kind, sweeping: undefined, range: a.range ?? [1, 2] } : { kind, zone: undefined, range: undefined })} />
      <NumberField label={f.dice} value={a.dice} min={1} onChange={(dice) => onChange({ dice })} />
      <NumberField label={f.strikes} value={a.strikes ?? 1} min={1} onChange={(strikes) => onChange({ strikes: strikes > 1 ? strikes : undefined })} />
      {a.kind === 'ranged' && (
        <>
          <NumberField label={u.formRangeMin} value={a.range?.[0] ?? 0} onChange={(min) => onChange({ range: [min, a.range?.[1] ?? min] })} />
          <NumberField label={u.formRangeMax} value={a.range?.[1] ?? 0} onChange={(max) => onChange({ range: [a.range?.[0] ?? 0, max] })} />
          <Check label={u.zoneAttack} checked={!!a.zone} onChange={(zone) => onChange({ zone: zone || undefined })} />
        </>
      )}
      {a.kind === 'melee' && <Check label={u.sweeping} checked={!!a.sweeping} onChange={(sweeping) => onChange({ sweeping: sweeping || undefined })} />}
      <EffectFields bar={a} words={words} onChange={(effect) => onChange({ effect })} />
    </>
  );
}

function CreatureFields({ c, taken, words, onChange, onRemove }: { c: Creature; taken: string[]; words: FlowWords; onChange: (p: Partial<Creature>) => void; onRemove?: () => void }) {
  const f = words.tables.field;
  const u = words.ui;
  const name = nameWord(words, c.id);
  return (
    <CardFields legend={`${name} · ${tableWord(words, 'player', c.owner)} · ${fill(u.zone, { col: c.zone[0], row: c.zone[1] }, {})}`} words={words} name={name} onRemove={onRemove}>
      <NameField label={f.id} value={c.id} names={CREATURE_IDS} taken={taken} words={words} onChange={(id) => onChange({ id })} />
      <PlayerField label={f.owner} value={c.owner} words={words} onChange={(owner) => onChange({ owner })} />
      <ZoneFields zone={c.zone} words={words} onChange={(zone) => onChange({ zone })} />
      <NumberField label={f.life} value={c.life} min={1} onChange={(life) => onChange({ life })} />
      <NumberField label={f.damage} value={c.damage ?? 0} onChange={(damage) => onChange({ damage })} />
      <NumberField label={f.armor} value={c.armor ?? 0} onChange={(armor) => onChange({ armor })} />
      <div class="unit-keywords-field" role="group" aria-label={u.formTraits}>
        {TRAITS.map((t) => <Check label={f[t]} checked={!!c[t]} onChange={(on) => onChange({ [t]: on || undefined })} />)}
        <ConditionChecks value={c.conditions} words={words} onChange={(conditions) => onChange({ conditions })} />
      </div>
      <DefensesFields c={c} words={words} onChange={onChange} />
      <NumberField label={u.formMelee} value={c.melee?.dice ?? 0} onChange={(dice) => onChange({ melee: dice ? { ...c.melee, dice } : undefined })} />
      {c.melee && <EffectFields bar={c.melee} words={words} onChange={(effect) => onChange({ melee: { ...c.melee!, effect } })} />}
      <NumberField label={u.formBarrier} value={c.barrier ?? 0} onChange={(barrier) => onChange({ barrier: barrier || undefined })} />
    </CardFields>
  );
}

export default function AttackForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  // 8-0.1 — one attack bar (`attack`), or several to choose from (`bars`).
  const bars: AttackBar[] = setup.bars ?? (setup.attack ? [setup.attack] : [{ kind: 'melee', dice: 1 }]);
  const setBars = (next: AttackBar[]) => setSetup(next.length > 1 ? { ...setup, attack: undefined, bars: next } : { ...setup, attack: next[0], bars: undefined });
  const creatures = (next: Creature[], attacker = setup.attacker) => setSetup({ ...setup, creatures: next, attacker });
  const ids = setup.creatures.map((c) => c.id);
  const next = freeName(CREATURE_IDS, ids);
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <NameField label={f.attacker} value={setup.attacker} names={ids} words={words} onChange={(attacker) => setSetup({ ...setup, attacker })} />
        {bars.map((a, i) => (
          <span class="name-add" role="group" aria-label={fill(u.barN, { n: i + 1 }, {})}>
            {bars.length > 1 && <b>{fill(u.barN, { n: i + 1 }, {})}</b>}
            <BarFields a={a} words={words} onChange={(patch) => setBars(bars.map((b, j) => (j === i ? { ...b, ...patch } : b)))} />
            {bars.length > 1 && <button type="button" onClick={() => setBars(bars.filter((_, j) => j !== i))}>{fill(u.formBarRemove, { n: i + 1 }, {})}</button>}
          </span>
        ))}
        {bars.length < 4 && <button type="button" onClick={() => setBars([...bars, { kind: 'melee', dice: 1 }])}>{u.formBarAdd}</button>}
        <NumberField label={f.seed} value={setup.seed ?? 0} onChange={(seed) => setSetup({ ...setup, seed })} />
        <Select label={u.formRangedStrikes} value={setup.rangedStrikes ?? 'skipped'} options={['skipped', 'made'] as const} show={(r) => tableWord(words, 'rangedStrikes', r)} onChange={(rangedStrikes) => setSetup({ ...setup, rangedStrikes })} />
        <Select label={u.formBarrierStrike} value={setup.barrierStrike ?? 'first'} options={['first', 'firstHit'] as const} show={(r) => tableWord(words, 'barrierStrike', r)} onChange={(barrierStrike) => setSetup({ ...setup, barrierStrike })} />
        <Select label={u.formBarrierDestroyed} value={setup.barrierDestroyed ?? 'strikes'} options={['strikes', 'none'] as const} show={(r) => tableWord(words, 'barrierDestroyed', r)} onChange={(barrierDestroyed) => setSetup({ ...setup, barrierDestroyed })} />
        <Select label={u.formAreaTargets} value={setup.areaTargets ?? 'codex'} options={['codex', 'earlier'] as const} show={(r) => tableWord(words, 'areaTargets', r)} onChange={(areaTargets) => setSetup({ ...setup, areaTargets })} />
        <Select label={u.formZoneDefense} value={setup.zoneDefense ?? 'avoidable'} options={['avoidable', 'unavoidable'] as const} show={(r) => tableWord(words, 'zoneDefense', r)} onChange={(zoneDefense) => setSetup({ ...setup, zoneDefense })} />
        <Select label={u.formFlyerRange} value={setup.flyerRange ?? 'target'} options={['target', 'either'] as const} show={(r) => tableWord(words, 'flyerRange', r)} onChange={(flyerRange) => setSetup({ ...setup, flyerRange })} />
        <Select label={u.formBarrierFriendly} value={setup.barrierFriendly ?? 'strikes'} options={['strikes', 'none'] as const} show={(r) => tableWord(words, 'barrierFriendly', r)} onChange={(barrierFriendly) => setSetup({ ...setup, barrierFriendly })} />
        <Select label={u.formWallGuard} value={setup.wallGuard ?? 'source'} options={['source', 'codex'] as const} show={(r) => tableWord(words, 'wallGuard', r)} onChange={(wallGuard) => setSetup({ ...setup, wallGuard })} />
      </fieldset>
      {setup.creatures.map((c, i) => (
        <CreatureFields
          c={c}
          taken={ids}
          words={words}
          // A renamed attacker stays the attacker.
          onChange={(patch) => creatures(patchAt(setup.creatures, i, patch), patch.id && c.id === setup.attacker ? patch.id : setup.attacker)}
          onRemove={setup.creatures.length > 2 ? () => creatures(setup.creatures.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {next && <button type="button" onClick={() => creatures([...setup.creatures, { id: next, owner: 1, zone: [2, 2], life: 6, armor: 0 }])}>{u.formAdd}</button>}
      </ApplySetup>
    </div>
  );
}
