/**
 * The casting position as a form: the caster and its spell (type, cost, range, target, action,
 * bound to equipment and whether cast this round), the reading of the disputed 7-8.4, and each card
 * on the arena by name — side, zone, kind and, for a caster, its mana — chosen from lists in the
 * page's language. The flow's schemas check it (one mage a player, 1-2; a caster that can cast,
 * 10-1, 11-1); loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord } from '../../../engine/words';
import { CREATURE_IDS, EQUIPMENT_IDS, OBJECT_IDS, SPELL_IDS } from '../names';
import { CardFields, NameField, PlayerField, ZoneFields, freeName, patchAt } from '../forms/fields';
import type { z } from 'zod';
import type { castingSetupSchema } from './schemas';
import { CARD_SLOTS, CASTERS, KINDS } from './rules';

type Setup = z.input<typeof castingSetupSchema>;
type Thing = Setup['things'][number];
type Spell = Setup['spell'];
type Piece = NonNullable<Setup['equipped']>[number];
const PIECE_SLOTS = ['weapon', 'shield', 'ring', 'bothHands'] as const;
const THING_IDS = [...CREATURE_IDS, ...OBJECT_IDS];
const isCaster = (k: string) => (CASTERS as readonly string[]).includes(k);

export default function CastingForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const sp = setup.spell;
  const spell = (patch: Partial<Spell>) => setSetup({ ...setup, spell: { ...sp, ...patch }, boundCast: patch.bound === false ? undefined : setup.boundCast });
  const things = (next: Thing[], caster = setup.caster) => setSetup({ ...setup, things: next, caster });
  const next = freeName(THING_IDS, setup.things.map((t) => t.id));
  const casters = setup.things.filter((t) => isCaster(t.kind)).map((t) => t.id);
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <NameField label={f.caster} value={setup.caster} names={casters} words={words} onChange={(caster) => setSetup({ ...setup, caster })} />
        <NameField label={f.spell} value={sp.id} names={sp.type === 'equipment' ? EQUIPMENT_IDS : SPELL_IDS} words={words} onChange={(id) => spell({ id })} />
        <Select label={f.type} value={sp.type} options={['attack', 'incantation', 'enchantment', 'equipment'] as const} show={(t) => tableWord(words, 'type', t)} onChange={(type) => spell(type === 'equipment' ? { type, id: EQUIPMENT_IDS[0], slot: 'weapon' } : { type, slot: undefined, binds: undefined })} />
        {sp.type === 'equipment' && (
          <>
            <Select label={f.slot} value={sp.slot ?? 'weapon'} options={CARD_SLOTS} show={(k) => tableWord(words, 'slot', k)} onChange={(slot) => spell({ slot })} />
            <Check label={f.binds} checked={!!sp.binds} onChange={(binds) => spell({ binds: binds || undefined })} />
          </>
        )}
        <Check label={f.legendary} checked={!!sp.legendary} onChange={(legendary) => spell({ legendary: legendary || undefined })} />
        <Check label={f.unique} checked={!!sp.unique} onChange={(unique) => spell({ unique: unique || undefined })} />
        <NumberField label={f.cost} value={sp.cost} onChange={(cost) => spell({ cost })} />
        <NumberField label={u.formRangeMin} value={sp.range[0]} onChange={(min) => spell({ range: [min, sp.range[1]] })} />
        <NumberField label={u.formRangeMax} value={sp.range[1]} onChange={(max) => spell({ range: [sp.range[0], max] })} />
        <Select label={f.target} value={sp.target} options={['creature', 'object', 'zone'] as const} show={(t) => tableWord(words, 'target', t)} onChange={(target) => spell({ target })} />
        <Select label={f.action} value={sp.action} options={['quick', 'full'] as const} show={(a) => tableWord(words, 'action', a)} onChange={(action) => spell({ action })} />
        <Check label={f.bound} checked={!!sp.bound} onChange={(bound) => spell({ bound: bound || undefined })} />
        {sp.bound && <Check label={f.boundCast} checked={!!setup.boundCast} onChange={(boundCast) => setSetup({ ...setup, boundCast: boundCast || undefined })} />}
        <Select label={u.formReading} value={setup.reading ?? 'book'} options={['book', 'bound'] as const} show={(r) => tableWord(words, 'reading', r)} onChange={(reading) => setSetup({ ...setup, reading })} />
        <Select label={f.equipReading} value={setup.equipReading ?? 'source'} options={['source', 'rulebook'] as const} show={(r) => tableWord(words, 'equipReading', r)} onChange={(equipReading) => setSetup({ ...setup, equipReading })} />
        <div class="unit-keywords-field" role="group" aria-label={f.book}>
          {SPELL_IDS.map((id) => <Check label={nameWord(words, id)} checked={!!setup.book?.includes(id)} onChange={(on) => { const rest = (setup.book ?? []).filter((x) => x !== id); setSetup({ ...setup, book: on ? [...rest, id] : rest.length ? rest : undefined }); }} />)}
        </div>
        <div class="unit-keywords-field" role="group" aria-label={f.inPlay}>
          {[0, 1].map((owner) => <Check label={`${f.inPlay}：${nameWord(words, sp.id)}（${tableWord(words, 'player', owner)}）`} checked={!!setup.inPlay?.some((x) => x.spell === sp.id && x.owner === owner)} onChange={(on) => { const rest = (setup.inPlay ?? []).filter((x) => !(x.spell === sp.id && x.owner === owner)); setSetup({ ...setup, inPlay: on ? [...rest, { spell: sp.id, owner: owner as 0 | 1 }] : rest.length ? rest : undefined }); }} />)}
        </div>
      </fieldset>
      {(setup.equipped ?? []).map((p, i) => {
        const list = setup.equipped!;
        const patch = (q: Partial<Piece>) => setSetup({ ...setup, equipped: patchAt(list, i, q) });
        const name = nameWord(words, p.id);
        return (
          <CardFields legend={`${f.equipped} · ${name}`} words={words} name={name} onRemove={() => setSetup({ ...setup, equipped: list.length > 1 ? list.filter((_, j) => j !== i) : undefined })}>
            <NameField label={f.id} value={p.id} names={EQUIPMENT_IDS} words={words} onChange={(id) => patch({ id })} />
            <NameField label={f.on} value={p.on} names={setup.things.filter((t) => t.kind === 'mage').map((t) => t.id)} words={words} onChange={(on) => patch({ on })} />
            <Select label={f.slot} value={p.slot} options={PIECE_SLOTS} show={(k) => tableWord(words, 'slot', k)} onChange={(slot) => patch({ slot })} />
            <Select label={f.bound} value={p.bound ?? ''} options={['', ...SPELL_IDS]} show={(id) => (id ? nameWord(words, id) : u.none)} onChange={(bound) => patch({ bound: bound || undefined })} />
          </CardFields>
        );
      })}
      {setup.things.map((t, i) => {
        const name = nameWord(words, t.id);
        const patch = (p: Partial<Thing>) => things(patchAt(setup.things, i, p), p.id && t.id === setup.caster ? p.id : setup.caster);
        return (
          <CardFields legend={`${name} · ${tableWord(words, 'player', t.owner)} · ${fill(u.zone, { col: t.zone[0], row: t.zone[1] }, {})}`} words={words} name={name} onRemove={setup.things.length > 1 ? () => things(setup.things.filter((_, j) => j !== i)) : undefined}>
            <NameField label={f.id} value={t.id} names={THING_IDS} taken={setup.things.map((o) => o.id)} words={words} onChange={(id) => patch({ id })} />
            <PlayerField label={f.owner} value={t.owner} words={words} onChange={(owner) => patch({ owner })} />
            <ZoneFields zone={t.zone} words={words} onChange={(zone) => patch({ zone })} />
            <Select label={f.kind} value={t.kind} options={KINDS} show={(k) => tableWord(words, 'kind', k)} onChange={(kind) => patch({ kind, mana: isCaster(kind) ? t.mana ?? 0 : undefined })} />
            {isCaster(t.kind) && <NumberField label={f.mana} value={t.mana ?? 0} onChange={(mana) => patch({ mana })} />}
          </CardFields>
        );
      })}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {next && <button type="button" onClick={() => things([...setup.things, { id: next, owner: 1, zone: [3, 2], kind: 'creature' }])}>{u.formAdd}</button>}
        <button type="button" onClick={() => setSetup({ ...setup, equipped: [...(setup.equipped ?? []), { id: freeName(EQUIPMENT_IDS, (setup.equipped ?? []).map((p) => p.id)) ?? EQUIPMENT_IDS[0], on: setup.things.find((t) => t.kind === 'mage')?.id ?? setup.caster, slot: 'weapon' }] })}>{u.formEquipAdd}</button>
      </ApplySetup>
    </div>
  );
}
