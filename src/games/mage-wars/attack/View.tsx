/**
 * The attack sequence as a reader meets it: the arena (4 × 3 zones) with its creatures, the two of
 * the attack under way outlined; the attack bar in words; who strikes whom now (an attack, a
 * counterstrike or a damage barrier's); and the choices of the step. Dice are entered by the reader
 * or rolled from the seed shown on screen: either way the results become the event, so the URL
 * replays them exactly. Where the attack meets a disputed point (8-1.4: a ranged attack with
 * several strikes; 8-6.4: several strikes on a creature with a damage barrier; 8-7.1: a melee attack
 * on one; 8-8: a sweeping or zone attack), it says so, names the reading in use and links to the
 * same position under the other.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList, reason } from '../../../engine/island/choice';
import { EFFECT_DIE, rollsFrom } from '../dice';
import { typeset } from '../../../lib/typeset';
import { DIE_FACES, FACES, destroyed, flies, guardsAgainst, type AttackBar, type Defense, type Face, type Zone } from './rules';
import { Disputed } from '../../../engine/island/Disputed';
import { ZONES } from '../arena';
import { Arena, zoneWord, type ArenaCard, type ArenaWall } from '../Arena';
import { creatureOf, type AttackContext } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as AttackContext;

/** The creatures on the arena, the two of the attack under way outlined. */
function AttackArena({ c, words }: { c: AttackContext; words: FlowWords }) {
  const u = words.ui;
  const cards: ArenaCard[] = c.creatures.filter((x) => !destroyed(x) && !x.wall).map((x) => ({
    id: x.id, owner: x.owner, zone: x.zone, flying: flies(x),
    line: `${u.life} ${x.life - x.damage}/${x.life}`,
    said: `${nameWord(words, x.id)}：${tableWord(words, 'player', x.owner)}、${zoneWord(words, x.zone)}、${u.life} ${x.life - x.damage}/${x.life}。`,
  }));
  // 7-5 — the walls on their borders, with their life (7-5.3: they may be attacked).
  const walls: ArenaWall[] = c.creatures.filter((x) => x.wall && !destroyed(x)).map((x) => ({
    id: x.id, owner: x.owner, between: x.wall!, sight: x.sight,
    said: `${nameWord(words, x.id)}：${tableWord(words, 'player', x.owner)}、${fill(u.wallAt, { a: zoneWord(words, x.wall![0]), b: zoneWord(words, x.wall![1]) }, {})}${x.sight ? u.wallSight : ''}、${u.life} ${x.life - x.damage}/${x.life}。`,
  }));
  return <Arena cards={cards} walls={walls} engaged={new Set(c.job ? [c.job.striker, c.job.struck] : [])} legend={walls.length ? `${u.legend}${u.wallLegend}` : u.legend} words={words} />;
}

/** An attack bar in words (8-0): its kind and dice, range, strikes, sweeping or zone, effect die. */
function barText(bar: AttackBar, words: FlowWords): string {
  const u = words.ui;
  return [
    fill(u.barOf, { kind: tableWord(words, 'kind', bar.kind), dice: bar.dice }, {}),
    bar.range && fill(u.rangeOf, { min: bar.range[0], max: bar.range[1] }, {}),
    bar.strikes && bar.strikes > 1 && fill(u.strikes, { n: bar.strikes }, {}),
    bar.sweeping && u.sweeping,
    bar.zone && u.zoneAttack,
    bar.effect && fill(u.effect, { at: bar.effect.at, condition: tableWord(words, 'condition', bar.effect.condition) }, {}),
  ].filter(Boolean).map((t) => typeset(t as string)).join(' · ');
}

/** A defense in words (8-2.1): its number, uses left, melee or ranged only. */
const defenseText = (d: Defense, words: FlowWords) =>
  typeset(fill(words.ui.defense, { value: d.value, uses: d.uses }, {}) + (d.only ? `(${fill(words.ui.only, { kind: tableWord(words, 'kind', d.only) }, {})})` : ''));

export function AttackView({ snapshot, words, ownStart }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const bar = c.attack;
  const job = c.job;
  const mode = job && (job.mode === 'counter' ? u.modeCounter : job.mode === 'barrier' ? u.modeBarrier : u.modeAttack);
  const several = (n?: number) => (n ?? 1) > 1;
  const attacker = c.creatures.find((x) => x.id === c.attacker);
  /**
   * The disputed points this position meets, each with the words that name it, the setup field that
   * holds its reading, and that field's two readings (the current one shown, a link to the other).
   */
  const disputes: [boolean, string, keyof AttackContext & string, [string, string]][] = [
    // 8-1.4: a ranged attack with several strikes; 8-6.4: several strikes and a damage barrier.
    [bar.kind === 'ranged' && several(bar.strikes), u.disputedRanged, 'rangedStrikes', ['skipped', 'made']],
    [c.creatures.some((x) => x.barrier) && ((bar.kind === 'melee' && several(bar.strikes)) || c.creatures.some((x) => several(x.melee?.strikes))), u.disputedBarrier, 'barrierStrike', ['first', 'firstHit']],
    // 8-7.1: a melee attack on a creature with a damage barrier may destroy it; 8-8: whom a sweeping or zone attack takes.
    [bar.kind === 'melee' && c.creatures.some((x) => x.barrier && x.id !== c.attacker), u.disputedDestroyed, 'barrierDestroyed', ['strikes', 'none']],
    [!!(bar.sweeping || bar.zone), u.disputedArea, 'areaTargets', ['codex', 'earlier']],
    // 8-2: a zone attack on a creature with a defense; 9-3.3: a flying attacker's ranged attack with a minimum range; 8-6.1: a melee attack on one's own creature with a damage barrier.
    [!!bar.zone && c.creatures.some((x) => x.defenses), u.disputedZone, 'zoneDefense', ['avoidable', 'unavoidable']],
    [bar.kind === 'ranged' && (bar.range?.[0] ?? 0) > 0 && !!attacker?.flying, u.disputedFlyer, 'flyerRange', ['target', 'either']],
    [bar.kind === 'melee' && c.creatures.some((x) => x.barrier && x.id !== c.attacker && x.owner === attacker?.owner), u.disputedFriendly, 'barrierFriendly', ['strikes', 'none']],
    // 8-1.2: a melee attack where a wall stands and an enemy guard is in the attacker's zone.
    [bar.kind === 'melee' && !bar.sweeping && c.creatures.some((x) => x.wall && !destroyed(x)) && !!attacker && guardsAgainst(c.creatures, attacker).length > 0, u.disputedWall, 'wallGuard', ['source', 'codex']],
  ];
  return (
    <div class="mw-attack">
      {c.bars.length > 1 ? (
        // 8-0.1 — several attack bars: the declaration chooses one; once chosen, it is marked.
        <>
          <p class="mw-bar">{typeset(fill(u.barsOf, { attacker: nameWord(words, c.attacker), n: c.bars.length }, {}))}</p>
          <ol class="mw-bars">
            {c.bars.map((b, i) => (
              <li class={snapshot.value !== 'declare' && b === bar ? 'is-chosen' : undefined}>
                {fill(u.barN, { n: i + 1 }, {})}：{barText(b, words)}
                {snapshot.value !== 'declare' && b === bar ? ` · ${u.barChosen}` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p class="mw-bar">
          {typeset(fill(u.attackOf, { attacker: nameWord(words, c.attacker), kind: tableWord(words, 'kind', bar.kind), dice: bar.dice }, {}))}
          {bar.range ? ` · ${typeset(fill(u.rangeOf, { min: bar.range[0], max: bar.range[1] }, {}))}` : ''}
          {bar.strikes && bar.strikes > 1 ? ` · ${fill(u.strikes, { n: bar.strikes }, {})}` : ''}
          {bar.sweeping ? ` · ${u.sweeping}` : ''}
          {bar.zone ? ` · ${u.zoneAttack}` : ''}
          {bar.effect ? ` · ${typeset(fill(u.effect, { at: bar.effect.at, condition: tableWord(words, 'condition', bar.effect.condition) }, {}))}` : ''}
        </p>
      )}
      {disputes.map(([shown, text, field, [one, two]]) => {
        const reading = String(c[field]);
        return shown && <Disputed text={fill(text, { reading: tableWord(words, field, reading) }, {})} setup={c.setup} field={field} value={reading === one ? two : one} ownStart={ownStart} other={u.otherReading} />;
      })}
      {job && snapshot.status !== 'done' && (
        <p class="mw-now" role="status">
          <b>{mode}</b> {typeset(fill(u.now, { striker: nameWord(words, job.striker), struck: nameWord(words, job.struck) }, {}))}
        </p>
      )}
      <AttackArena c={c} words={words} />
      <ul class="mw-creatures">
        {c.creatures.map((x) => (
          <li data-creature={x.id} class={destroyed(x) ? 'is-destroyed' : undefined}>
            <b>{nameWord(words, x.id)}</b> <small>{tableWord(words, 'player', x.owner)}</small> {fill(u.zone, { col: x.zone[0], row: x.zone[1] }, {})} · {u.life} {Math.max(0, x.life - x.damage)}/{x.life} · {u.armor} {x.armor}
            {x.defenses?.length === 1 ? ` · ${defenseText(x.defenses[0], words)}` : ''}
            {x.defenses && x.defenses.length > 1 ? ` · ${x.defenses.map((d, i) => `${fill(u.defenseN, { n: i + 1 }, {})} ${defenseText(d, words)}`).join('、')}` : ''}
            {traits(x, words)}
          </li>
        ))}
      </ul>
      <p class="mw-note">{typeset(u.conditionsNote)}</p>
    </div>
  );
}

/** A creature's traits and conditions in the page's words. */
function traits(x: AttackContext['creatures'][number], words: FlowWords): string {
  const f = words.tables.field;
  const list = [
    flies(x) && f.flying, x.flying && !flies(x) && words.ui.grounded, x.reach && f.reach, x.incorporeal && f.incorporeal, x.guard && f.guard, x.counterstrike && f.counterstrike,
    x.barrier && `${f.barrier} ${x.barrier}`, ...(x.conditions ?? []).map((k) => tableWord(words, 'condition', k)),
  ].filter(Boolean);
  return list.length ? ` · ${list.join('、')}` : '';
}

const SIMPLE = ['free.take', 'free.decline', 'defense.use', 'defense.skip'];

/** The defense offers: one, or one per defense of a creature with several (8-2.3). */
function defenseOffers(c: AttackContext, words: FlowWords) {
  const list = c.job ? creatureOf(c, c.job.struck).defenses ?? [] : [];
  return list.length > 1 ? list.map((_, i) => ({ event: { type: 'defense.use', defense: i }, label: `${eventWord('defense.use', words)}：${fill(words.ui.defenseN, { n: i + 1 }, {})}` })) : [{ event: { type: 'defense.use' }, label: eventWord('defense.use', words) }];
}

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const c = ctx(snapshot);
  const value = typeof snapshot.value === 'string' ? snapshot.value : '';
  return (
    <div class="choices">
      {value === 'declare' && <DeclareForm key={position} {...props} />}
      {/* 8-6.2 — at the roll, a blind striker's strike may fail by its blindness instead. */}
      <ChoiceList props={props} offers={[...SIMPLE, ...(value === 'roll' ? ['blind.miss'] : [])].flatMap((type) => (type === 'defense.use' ? defenseOffers(c, words) : [{ event: { type }, label: eventWord(type, words) }]))} />
      {(value === 'roll' || value === 'barrierRoll') && c.job && <DiceForm key={position} {...props} count={c.job.bar.dice} />}
      {(value === 'defenseRoll' || value === 'effect') && <DieForm key={position} {...props} type={value === 'defenseRoll' ? 'defense.roll' : 'effect.roll'} />}
    </div>
  );
}

/** 8-1 — the target (or, a zone attack, the zone; a sweeping attack, one or two targets: 8-8's note). */
function DeclareForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const attacker = creatureOf(c, c.attacker);
  const preset = suggested?.type === 'attack.declare' ? (suggested as unknown as { target?: string; zone?: Zone; targets?: string[]; bar?: number }) : undefined;
  // 8-0.1 — with several attack bars, the declaration names the one it uses.
  const [barAt, setBarAt] = useState(String(preset?.bar ?? 0));
  const chosen = c.bars[Number(barAt)] ?? c.attack;
  const withBar = c.bars.length > 1 ? { bar: Number(barAt) } : {};
  // Any creature, the attacker itself included (8-1's note, after the Codex): the rules say which are refused, and why. Enemies first, the attacker last.
  const standing = c.creatures.filter((x) => !destroyed(x));
  const others = [...standing.filter((x) => x.owner !== attacker.owner), ...standing.filter((x) => x.owner === attacker.owner && x.id !== attacker.id), attacker];
  const [target, setTarget] = useState(preset?.target ?? preset?.targets?.[0] ?? others[0]?.id ?? '');
  const [second, setSecond] = useState(preset?.targets?.[1] ?? '');
  const zones = ZONES;
  const [zone, setZone] = useState(preset?.zone ? preset.zone.join('/') : zones[0].join('/'));
  const event = chosen.zone ? { type: 'attack.declare', zone: zone.split('/').map(Number), ...withBar } : chosen.sweeping ? { type: 'attack.declare', targets: second ? [target, second] : [target], ...withBar } : { type: 'attack.declare', target, ...withBar };
  const pick = (label: string, value: string, set: (v: string) => void, none?: string) => (
    <label>
      {label}
      <select value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
        {none !== undefined && <option value="">{none}</option>}
        {others.map((x) => <option value={x.id}>{nameWord(words, x.id)}</option>)}
      </select>
    </label>
  );
  return (
    <fieldset class="cast-form mw-declare">
      <legend>{eventWord('attack.declare', words)}</legend>
      {c.bars.length > 1 && (
        <label>
          {words.ui.barPick}
          <select value={barAt} onChange={(e) => setBarAt((e.target as HTMLSelectElement).value)}>
            {c.bars.map((b, i) => <option value={String(i)}>{`${fill(words.ui.barN, { n: i + 1 }, {})}：${fill(words.ui.barOf, { kind: tableWord(words, 'kind', b.kind), dice: b.dice }, {})}`}</option>)}
          </select>
        </label>
      )}
      {chosen.zone ? (
        <label>
          {words.tables.field.zone}
          <select value={zone} onChange={(e) => setZone((e.target as HTMLSelectElement).value)}>
            {zones.map((z) => <option value={z.join('/')}>{fill(words.ui.zone, { col: z[0], row: z[1] }, {})}</option>)}
          </select>
        </label>
      ) : (
        <>
          {pick(words.ui.target, target, setTarget)}
          {chosen.sweeping && pick(words.ui.second, second, setSecond, words.ui.noSecond)}
        </>
      )}
      <ChoiceButton props={props} offer={{ event, label: words.ui.declare }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** The next n results from the seed shown on screen: the `rolls`-th onwards. */
const fromSeed = (c: AttackContext, n: number, sides: number): number[] => rollsFrom(c.seed, c.rolls, n, sides);

/** 8-3 — the attack dice: entered face by face, or rolled from the seed. */
function DiceForm(props: ChoicesProps & { count: number }) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === 'attack.roll' ? (suggested as unknown as { dice: Face[] }).dice : undefined;
  const [faces, setFaces] = useState<Face[]>(preset && preset.length === props.count ? preset : Array.from({ length: props.count }, () => 'blank' as Face));
  const event = { type: 'attack.roll', dice: faces };
  return (
    <fieldset class="cast-form mw-dice">
      <legend>{eventWord('attack.roll', words)}</legend>
      <p class="mw-seed">
        {words.ui.seed} <b>{c.seed}</b> · {typeset(fill(words.ui.rolledFrom, { seed: c.seed, n: c.rolls + 1 }, {}))}
      </p>
      <button type="button" onClick={() => props.send({ type: 'attack.roll', dice: fromSeed(c, props.count, DIE_FACES.length).map((i) => DIE_FACES[i]) } as never)}>{words.ui.roll}</button>
      <span class="mw-faces" role="group" aria-label={words.ui.enter}>
        {faces.map((f, i) => (
          <label>
            {`${words.ui.faces} ${i + 1}`}
            <select value={f} onChange={(e) => setFaces(faces.map((g, j) => (j === i ? ((e.target as HTMLSelectElement).value as Face) : g)))}>
              {FACES.map((face) => <option value={face}>{tableWord(words, 'face', face)}</option>)}
            </select>
          </label>
        ))}
      </span>
      <ChoiceButton props={props} offer={{ event, label: words.ui.enter }} />
    </fieldset>
  );
}

/** The effect die (a d12): for a defense (8-2.2) or an effect (8-4.2). */
function DieForm(props: ChoicesProps & { type: string }) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === props.type ? (suggested as unknown as { die: number }).die : 1;
  const [die, setDie] = useState(String(preset));
  const event = { type: props.type, die: Number(die) };
  return (
    <fieldset class="cast-form mw-die">
      <legend>{eventWord(props.type, words)}</legend>
      <p class="mw-seed">
        {words.ui.seed} <b>{c.seed}</b>
      </p>
      <button type="button" onClick={() => props.send({ type: props.type, die: fromSeed(c, 1, EFFECT_DIE)[0] + 1 } as never)}>{words.ui.roll}</button>
      <label>
        {fill(words.ui.die, { faces: EFFECT_DIE }, {})}
        <select value={die} onChange={(e) => setDie((e.target as HTMLSelectElement).value)}>
          {Array.from({ length: EFFECT_DIE }, (_, i) => <option value={String(i + 1)}>{i + 1}</option>)}
        </select>
      </label>
      <ChoiceButton props={props} offer={{ event, label: words.ui.enter }} />
    </fieldset>
  );
}

export function attackEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; target?: string; zone?: Zone; targets?: string[]; dice?: Face[]; die?: number; bar?: number; defense?: number };
  const barNote = e.bar !== undefined ? `（${fill(words.ui.barN, { n: e.bar + 1 }, {})}）` : '';
  const what =
    e.type === 'attack.declare' ? (e.target ? nameWord(words, e.target) : e.zone ? fill(words.ui.zone, { col: e.zone[0], row: e.zone[1] }, {}) : (e.targets ?? []).map((id) => nameWord(words, id)).join('、')) + barNote
    : e.type === 'defense.use' && e.defense !== undefined ? fill(words.ui.defenseN, { n: e.defense + 1 }, {})
    : e.type === 'attack.roll' ? e.dice!.map((f) => tableWord(words, 'face', f)).join('、')
    : e.type === 'defense.roll' || e.type === 'effect.roll' ? String(e.die)
    : '';
  return typeset(what ? `${eventWord(e.type, words)}:${what}` : eventWord(e.type, words));
}

AttackView.Choices = Choices;
AttackView.eventLabel = attackEventLabel;
