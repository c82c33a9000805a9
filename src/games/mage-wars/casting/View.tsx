/**
 * A cast as a reader meets it: the spell card in words (type, cost, range, target, action, bound),
 * where the card is now, the arena with the caster and its target outlined and each card's mana, and
 * the choices of the step. A bound spell shows the disputed point of 7-8.4 and the reading in use,
 * with a link that starts over under the other.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList, reason } from '../../../engine/island/choice';
import { typeset } from '../../../lib/typeset';
import { ZONES, type Zone } from '../arena';
import { Arena, zoneWord, type ArenaCard } from '../Arena';
import { Disputed } from '../../../engine/island/Disputed';
import { thingOf, type CastingContext } from './machine';
import { isObject, wrongAim, type Aim } from './rules';

const ctx = (s: AnyMachineSnapshot) => s.context as CastingContext;

function castingCards(c: CastingContext, words: FlowWords): ArenaCard[] {
  const u = words.ui;
  return c.things.map((t) => {
    const line = t.mana !== undefined ? `${u.mana} ${t.mana}` : tableWord(words, 'kind', t.kind);
    return { id: t.id, owner: t.owner, zone: t.zone, object: isObject(t), line, said: `${nameWord(words, t.id)}：${tableWord(words, 'kind', t.kind)}、${tableWord(words, 'player', t.owner)}、${zoneWord(words, t.zone)}${t.mana !== undefined ? `、${u.mana} ${t.mana}` : ''}。` };
  });
}

export function CastingView({ snapshot, words, ownStart }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const s = c.spell;
  const engaged = new Set([c.caster, ...(c.aim?.target ? [c.aim.target] : [])]);
  const other = c.reading === 'book' ? 'bound' : 'book';
  return (
    <div class="mw-casting">
      <p class="mw-bar">
        {typeset(fill(u.spellOf, { caster: nameWord(words, c.caster), spell: nameWord(words, s.id), type: tableWord(words, 'type', s.type), cost: s.cost, min: s.range[0], max: s.range[1], target: tableWord(words, 'target', s.target), action: tableWord(words, 'action', s.action) }, {}))}
        {s.bound ? ` · ${typeset(u.bound)}` : ''}
        {s.bound && c.boundCast && snapshot.value === 'cast' ? ` · ${u.boundDone}` : ''}
      </p>
      <p class="mw-now" role="status">{typeset(fill(u.cardNow, { card: tableWord(words, 'card', c.card) }, {}))}</p>
      {s.bound && (
        <Disputed text={fill(u.disputed, { reading: tableWord(words, 'reading', c.reading) }, {})} setup={c.setup} field="reading" value={other} ownStart={ownStart} other={u.otherReading} />
      )}
      {s.type === 'equipment' && (
        <Disputed text={fill(u.disputedEquip, { reading: tableWord(words, 'equipReading', c.equipReading) }, {})} setup={c.setup} field="equipReading" value={c.equipReading === 'source' ? 'rulebook' : 'source'} ownStart={ownStart} other={u.otherReading} />
      )}
      <Arena cards={castingCards(c, words)} engaged={engaged} legend={u.legend} words={words} marked={c.aim?.zone} />
      <Equipment c={c} words={words} />
    </div>
  );
}

/** 7-7, 7-8.1 — each mage's equipment, place by place, with the spell bound under a piece; the spellbook's spells to bind. */
function Equipment({ c, words }: { c: CastingContext; words: FlowWords }) {
  const u = words.ui;
  const mages = c.things.filter((t) => t.kind === 'mage');
  if (c.spell.type !== 'equipment' && !c.equipped.length) return null;
  return (
    <ul class="mw-creatures mw-equipment">
      {mages.map((m) => {
        const worn = c.equipped.filter((p) => p.on === m.id);
        return (
          <li data-mage={m.id}>
            <b>{fill(u.equipmentOf, { mage: nameWord(words, m.id) }, {})}</b>：
            {worn.length ? worn.map((p) => typeset(`${tableWord(words, 'slot', p.slot)} ${nameWord(words, p.id)}${p.bound ? `（${fill(u.boundTo, { spell: nameWord(words, p.bound) }, {})}）` : ''}`)).join('、') : u.noEquipment}
          </li>
        );
      })}
      {c.spell.binds && <li>{typeset(fill(u.bookNow, { list: c.book.length ? c.book.map((id) => nameWord(words, id)).join('、') : u.none }, {}))}</li>}
    </ul>
  );
}

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  return (
    <div class="choices">
      {snapshot.value === 'cast' && <CastForm key={position} {...props} />}
      {snapshot.value === 'bind' && <BindForm key={position} {...props} />}
      <ChoiceList props={props} offers={['counter.play', 'counter.pass'].map((type) => ({ event: { type }, label: eventWord(type, words) }))} />
    </div>
  );
}

/** 6-2.1 — the target: a card on the arena, or a zone. A wrong one may be cast on; it is found at resolution (6-3), which the form says. */
function CastForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === 'spell.cast' ? (suggested as unknown as Aim) : undefined;
  const byZone = c.spell.target === 'zone';
  const [target, setTarget] = useState(preset?.target ?? c.things.find((t) => t.id !== c.caster)?.id ?? c.caster);
  const [zone, setZone] = useState((preset?.zone ?? thingOf(c, c.caster).zone).join('/'));
  const aim: Aim = byZone ? { zone: zone.split('/').map(Number) as Zone } : { target };
  // 7-7.3 — equipment for either hand names the hand; 7-7.4 — a third ring names the ring it replaces.
  const either = c.spell.slot === 'eitherHand';
  const rings = c.spell.slot === 'ring' ? c.equipped.filter((p) => p.on === target && p.slot === 'ring') : [];
  const [hand, setHand] = useState<'weapon' | 'shield'>((preset as { hand?: 'weapon' | 'shield' } | undefined)?.hand ?? 'weapon');
  const [ring, setRing] = useState((preset as { ring?: string } | undefined)?.ring ?? '');
  const event = { type: 'spell.cast', ...aim, ...(either ? { hand } : {}), ...(rings.length >= 2 && ring ? { ring } : {}) };
  const wrong = wrongAim(c.things, thingOf(c, c.caster), c.spell, aim);
  return (
    <fieldset class="cast-form mw-declare">
      <legend>{eventWord('spell.cast', words)}</legend>
      {byZone ? (
        <label>
          {words.tables.field.zone}
          <select value={zone} onChange={(e) => setZone((e.target as HTMLSelectElement).value)}>
            {ZONES.map((z) => <option value={z.join('/')}>{zoneWord(words, z)}</option>)}
          </select>
        </label>
      ) : (
        <label>
          {words.ui.target}
          <select value={target} onChange={(e) => setTarget((e.target as HTMLSelectElement).value)}>
            {c.things.map((t) => <option value={t.id}>{optionText(t, words)}</option>)}
          </select>
        </label>
      )}
      {either && (
        <label>
          {words.ui.hand}
          <select value={hand} onChange={(e) => setHand((e.target as HTMLSelectElement).value as 'weapon' | 'shield')}>
            {(['weapon', 'shield'] as const).map((h) => <option value={h}>{tableWord(words, 'slot', h)}</option>)}
          </select>
        </label>
      )}
      {rings.length >= 2 && (
        <label>
          {words.ui.ring}
          <select value={ring} onChange={(e) => setRing((e.target as HTMLSelectElement).value)}>
            <option value="">{words.ui.none}</option>
            {rings.map((p) => <option value={p.id}>{nameWord(words, p.id)}</option>)}
          </select>
        </label>
      )}
      <ChoiceButton props={props} offer={{ event, label: words.ui.cast }} disabled={!snapshot.can(event as never)} />
      {wrong && snapshot.can(event as never) && <p class="mw-warn">{typeset(words.ui.wrongAim)}</p>}
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** 7-8.1 — the spell the equipment binds, from the spellbook. */
function BindForm(props: ChoicesProps) {
  const { snapshot, words } = props;
  const c = ctx(snapshot);
  return (
    <fieldset class="cast-form">
      <legend>{eventWord('spell.bind', words)}</legend>
      {c.book.filter((id) => !c.returned.includes(id)).map((spell) => <ChoiceButton props={props} offer={{ event: { type: 'spell.bind', spell }, label: `${words.ui.bind}：${nameWord(words, spell)}` }} />)}
    </fieldset>
  );
}

/** A card as a choice: its name, and its kind where the name does not say it. */
function optionText(t: CastingContext['things'][number], words: FlowWords): string {
  const name = nameWord(words, t.id);
  const kind = tableWord(words, 'kind', t.kind);
  return typeset(name === kind ? `${name}(${tableWord(words, 'player', t.owner)})` : `${name}(${kind})`);
}

export function castingEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; hand?: 'weapon' | 'shield'; ring?: string; spell?: string } & Aim;
  const extra = [e.hand && tableWord(words, 'slot', e.hand), e.ring && nameWord(words, e.ring)].filter(Boolean).join('、');
  const what = e.type === 'spell.cast' ? (e.target ? nameWord(words, e.target) : e.zone ? zoneWord(words, e.zone) : '') + (extra ? `（${extra}）` : '') : e.type === 'spell.bind' ? nameWord(words, e.spell!) : '';
  return typeset(what ? `${eventWord(e.type, words)}:${what}` : eventWord(e.type, words));
}

CastingView.Choices = Choices;
CastingView.eventLabel = castingEventLabel;
