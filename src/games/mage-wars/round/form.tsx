/**
 * The round's starting position as a form: the round number, who has the initiative, each player's
 * mana and channeling, the creatures (mage, familiar or creature; its zone; flying, fast, nonliving, with a guard marker, its damage,
 * the special actions its card notes) and spawnpoints by name, side and zone, and the upkeep effects on them (regenerate's amount) — chosen from lists in the page's language. The flow's schemas
 * check it (one mage a player, 1-2); loaded only when the reader opens the setup editor.
 */
import { useState } from 'preact/hooks';
import type { z } from 'zod';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, NumberField, Select } from '../../../engine/island/form-fields';
import { fill, nameWord, tableWord } from '../../../engine/words';
import { CREATURE_IDS, OBJECT_IDS, WALL_IDS } from '../names';
import { CONDITIONS, HELD, type Condition } from '../arena';
import { CardFields, ConditionChecks, NameField, PLAYERS, PlayerField, ZoneFields, freeName, patchAt } from '../forms/fields';
import type { roundSetupSchema } from './schemas';

type Setup = z.input<typeof roundSetupSchema>;
type Creature = Setup['creatures'][number];
type Spawnpoint = NonNullable<Setup['spawnpoints']>[number];
type Upkeep = NonNullable<Setup['upkeep']>[number];
type WallSetup = NonNullable<Setup['walls']>[number];
const PASSAGES = ['free', 'blocked', 'attacks'] as const;
const KINDS = ['mage', 'familiar', 'creature'] as const;
const EFFECTS = ['regenerate', 'burn', 'upkeep'] as const;
const ACTS = ['quick', 'full'] as const;
const pair = (list: [number, number], p: number, n: number): [number, number] => (p === 0 ? [n, list[1]] : [list[0], n]);
/** A creature's conditions changed: removal costs of kinds it no longer has go with them (12-1: the cost is on the marker). */
const withConditions = (c: Creature, list: Creature['conditions']): Partial<Creature> => {
  const removal = Object.fromEntries(Object.entries(c.removal ?? {}).filter(([k]) => list?.includes(k as never)));
  return { conditions: list?.length ? list : undefined, removal: Object.keys(removal).length ? removal : undefined };
};

export default function RoundForm({ initial, words, apply, strings }: SetupFormProps) {
  const f = words.tables.field;
  const u = words.ui;
  const [setup, setSetup] = useState<Setup>(() => structuredClone(initial as Setup));
  const spawnpoints = setup.spawnpoints ?? [];
  const upkeep = setup.upkeep ?? [];
  const cards = [...setup.creatures, ...spawnpoints];
  const used = cards.map((c) => c.id);
  const nextCreature = freeName(CREATURE_IDS, used);
  const nextSpawnpoint = freeName(OBJECT_IDS, used);
  const player = (p: number) => tableWord(words, 'player', p);
  // A renamed card keeps its upkeep effects.
  const renamed = (from: string, to: string | undefined) => (to ? upkeep.map((x) => (x.id === from ? { ...x, id: to } : x)) : upkeep);
  const creatures = (next: Creature[], from = '', to?: string) => setSetup({ ...setup, creatures: next, upkeep: renamed(from, to) });
  const spawn = (next: Spawnpoint[], from = '', to?: string) => setSetup({ ...setup, spawnpoints: next, upkeep: renamed(from, to) });
  const upkeepTo = (next: Upkeep[]) => setSetup({ ...setup, upkeep: next });
  const walls = setup.walls ?? [];
  const wallsTo = (next: WallSetup[]) => setSetup({ ...setup, walls: next.length ? next : undefined });
  const nextWall = freeName(WALL_IDS, [...used, ...walls.map((x) => x.id)]);
  const ownerOf = (id: string) => cards.find((c) => c.id === id)?.owner ?? 0;
  return (
    <div class="units-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <NumberField label={f.round} value={setup.round ?? 1} min={1} onChange={(round) => setSetup({ ...setup, round })} />
        <Select label={u.formPlanning} value={setup.planning ?? 'may'} options={['may', 'must'] as const} show={(r) => tableWord(words, 'planning', r)} onChange={(planning) => setSetup({ ...setup, planning })} />
        <Select label={u.formUnnumbered} value={setup.unnumbered ?? 'stay'} options={['stay', 'block'] as const} show={(r) => tableWord(words, 'unnumbered', r)} onChange={(unnumbered) => setSetup({ ...setup, unnumbered })} />
        <PlayerField label={f.initiative} value={setup.initiative} words={words} onChange={(initiative) => setSetup({ ...setup, initiative })} />
        {PLAYERS.map((p) => (
          <>
            <NumberField label={`${player(p)} · ${f.mana}`} value={setup.mana[p]} onChange={(n) => setSetup({ ...setup, mana: pair(setup.mana, p, n) })} />
            <NumberField label={`${player(p)} · ${f.channeling}`} value={setup.channeling[p]} onChange={(n) => setSetup({ ...setup, channeling: pair(setup.channeling, p, n) })} />
          </>
        ))}
      </fieldset>
      {setup.creatures.map((c, i) => {
        const name = nameWord(words, c.id);
        return (
          <CardFields legend={`${name} · ${player(c.owner)} · ${tableWord(words, 'kind', c.kind)}`} words={words} name={name} onRemove={setup.creatures.length > 2 ? () => creatures(setup.creatures.filter((_, j) => j !== i)) : undefined}>
            <NameField label={f.id} value={c.id} names={CREATURE_IDS} taken={used} words={words} onChange={(id) => creatures(patchAt(setup.creatures, i, { id }), c.id, id)} />
            <PlayerField label={f.owner} value={c.owner} words={words} onChange={(owner) => creatures(patchAt(setup.creatures, i, { owner }))} />
            <Select label={f.kind} value={c.kind} options={KINDS} show={(k) => tableWord(words, 'kind', k)} onChange={(kind) => creatures(patchAt(setup.creatures, i, { kind }))} />
            <Check label={f.flying} checked={!!c.flying} onChange={(on) => creatures(patchAt(setup.creatures, i, { flying: on || undefined }))} />
            <ZoneFields zone={c.zone} words={words} onChange={(zone) => creatures(patchAt(setup.creatures, i, { zone }))} />
            <Check label={f.guard} checked={!!c.guard} onChange={(on) => creatures(patchAt(setup.creatures, i, { guard: on || undefined }))} />
            <Check label={f.fast} checked={!!c.fast} onChange={(on) => creatures(patchAt(setup.creatures, i, { fast: on || undefined }))} />
            <Check label={f.nonliving} checked={!!c.nonliving} onChange={(on) => creatures(patchAt(setup.creatures, i, { nonliving: on || undefined }))} />
            <NumberField label={f.damage} value={c.damage ?? 0} onChange={(n) => creatures(patchAt(setup.creatures, i, { damage: n || undefined }))} />
            {ACTS.map((a) => {
              const rest = (c.special ?? []).filter((x) => x !== a);
              return <Check label={`${f.special} · ${tableWord(words, 'act', a)}`} checked={!!c.special?.includes(a)} onChange={(on) => creatures(patchAt(setup.creatures, i, { special: on ? [...rest, a] : rest.length ? rest : undefined }))} />;
            })}
            <ConditionChecks value={c.conditions?.filter((k): k is Condition => (CONDITIONS as readonly string[]).includes(k))} words={words} onChange={(list) => creatures(patchAt(setup.creatures, i, withConditions(c, [...(list ?? []), ...(c.conditions ?? []).filter((k) => (HELD as readonly string[]).includes(k))])))} />
            {HELD.map((k) => {
              const rest = (c.conditions ?? []).filter((x) => x !== k);
              return <Check label={tableWord(words, 'condition', k)} checked={!!c.conditions?.includes(k)} onChange={(on) => creatures(patchAt(setup.creatures, i, withConditions(c, on ? [...rest, k] : rest)))} />;
            })}
            {[...new Set(c.conditions ?? [])].map((k) => {
              // 12-1, 12-3 — the number on the marker, or none.
              const cost = c.removal?.[k];
              const name = tableWord(words, 'condition', k);
              const setCost = (n: number | undefined) => {
                const rest = Object.fromEntries(Object.entries(c.removal ?? {}).filter(([q]) => q !== k));
                const next = n === undefined ? rest : { ...rest, [k]: n };
                creatures(patchAt(setup.creatures, i, { removal: Object.keys(next).length ? next : undefined }));
              };
              return (
                <>
                  <Check label={fill(u.formNoNumber, { condition: name }, {})} checked={cost === undefined} onChange={(none) => setCost(none ? undefined : 2)} />
                  {cost !== undefined && <NumberField label={fill(u.formRemoval, { condition: name }, {})} value={cost} onChange={setCost} />}
                </>
              );
            })}
            <Check label={f.pest} checked={!!c.pest} onChange={(on) => creatures(patchAt(setup.creatures, i, { pest: on || undefined }))} />
          </CardFields>
        );
      })}
      {spawnpoints.map((s, i) => {
        const name = nameWord(words, s.id);
        return (
          <CardFields legend={`${name} · ${player(s.owner)} · ${f.spawnpoints}`} words={words} name={name} onRemove={() => spawn(spawnpoints.filter((_, j) => j !== i))}>
            <NameField label={f.id} value={s.id} names={OBJECT_IDS} taken={used} words={words} onChange={(id) => spawn(patchAt(spawnpoints, i, { id }), s.id, id)} />
            <PlayerField label={f.owner} value={s.owner} words={words} onChange={(owner) => spawn(patchAt(spawnpoints, i, { owner }))} />
            <ZoneFields zone={s.zone} words={words} onChange={(zone) => spawn(patchAt(spawnpoints, i, { zone }))} />
          </CardFields>
        );
      })}
      {upkeep.map((x, i) => {
        const name = nameWord(words, x.id);
        return (
          <CardFields legend={`${f.upkeep} · ${name} · ${tableWord(words, 'effect', x.effect)}`} words={words} name={`${name} · ${tableWord(words, 'effect', x.effect)}`} onRemove={() => upkeepTo(upkeep.filter((_, j) => j !== i))}>
            <NameField label={f.id} value={x.id} names={used} words={words} onChange={(id) => upkeepTo(patchAt(upkeep, i, { id, owner: ownerOf(id) }))} />
            <Select label={f.effect} value={x.effect} options={EFFECTS} show={(e) => tableWord(words, 'effect', e)} onChange={(effect) => upkeepTo(patchAt(upkeep, i, { effect, n: effect === 'regenerate' ? x.n ?? 1 : undefined }))} />
            {x.effect === 'regenerate' && <NumberField label={f.n} value={x.n ?? 1} min={1} onChange={(n) => upkeepTo(patchAt(upkeep, i, { n }))} />}
          </CardFields>
        );
      })}
      {walls.map((w, i) => {
        const name = nameWord(words, w.id);
        return (
          <CardFields legend={`${name} · ${player(w.owner)} · ${f.walls}`} words={words} name={name} onRemove={() => wallsTo(walls.filter((_, j) => j !== i))}>
            <NameField label={f.id} value={w.id} names={WALL_IDS} taken={[...used, ...walls.map((x) => x.id)]} words={words} onChange={(id) => wallsTo(patchAt(walls, i, { id }))} />
            <PlayerField label={f.owner} value={w.owner} words={words} onChange={(owner) => wallsTo(patchAt(walls, i, { owner }))} />
            <fieldset class="unit-fields"><legend>{u.formWallA}</legend><ZoneFields zone={w.between[0]} words={words} onChange={(z) => wallsTo(patchAt(walls, i, { between: [z, w.between[1]] }))} /></fieldset>
            <fieldset class="unit-fields"><legend>{u.formWallB}</legend><ZoneFields zone={w.between[1]} words={words} onChange={(z) => wallsTo(patchAt(walls, i, { between: [w.between[0], z] }))} /></fieldset>
            <Select label={u.formPassage} value={w.passage ?? 'free'} options={PASSAGES} show={(k) => tableWord(words, 'passage', k)} onChange={(k) => wallsTo(patchAt(walls, i, { passage: k === 'free' ? undefined : k }))} />
            <Check label={u.formSight} checked={!!w.sight} onChange={(on) => wallsTo(patchAt(walls, i, { sight: on || undefined }))} />
          </CardFields>
        );
      })}
      <ApplySetup apply={() => apply(setup)} strings={strings}>
        {nextCreature && <button type="button" onClick={() => creatures([...setup.creatures, { id: nextCreature, owner: 1, kind: 'creature', zone: [3, 2] }])}>{u.formAdd}</button>}
        {nextSpawnpoint && <button type="button" onClick={() => spawn([...spawnpoints, { id: nextSpawnpoint, owner: 1, zone: [4, 3] }])}>{u.formAddSpawnpoint}</button>}
        <button type="button" onClick={() => upkeepTo([...upkeep, { id: cards[0].id, owner: cards[0].owner, effect: 'upkeep' }])}>{u.formAddUpkeep}</button>
        {nextWall && <button type="button" onClick={() => wallsTo([...walls, { id: nextWall, owner: 0, between: [[2, 2], [3, 2]], passage: 'blocked' }])}>{u.formAddWall}</button>}
      </ApplySetup>
    </div>
  );
}
