/**
 * A round as a reader meets it: the round and who holds the initiative; a column per player with
 * its mana and channeling, its quickcast marker, its creatures (struck through once activated, the
 * one being activated outlined, summoned, flying and guarding ones marked), its spawnpoints and planned spells, and its
 * upkeep effects still to resolve; who decides now; the planned spells that went back to the
 * spellbook; and the choices of the step.
 */
import { useState } from 'preact/hooks';
import type { AnyMachineSnapshot } from 'xstate';
import { eventWord, fill, nameWord, tableWord, type FlowWords } from '../../../engine/words';
import type { ChoicesProps, ViewProps } from '../../../engine/island/views';
import { ChoiceButton, ChoiceList, reason } from '../../../engine/island/choice';
import { typeset } from '../../../lib/typeset';
import { clauseUrl } from '../../../lib/urls';
import { ZONES, adjacent, type Player, type Wall, type Zone } from '../arena';
import { WALL_IDS } from '../names';
import { Disputed } from '../../../engine/island/Disputed';
import { Arena, type ArenaWall } from '../Arena';
import { PLAN_LIMIT, markers, waiting, type Act, type RoundContext, type RoundCreature } from './machine';

const ctx = (s: AnyMachineSnapshot) => s.context as RoundContext;
const PLAYERS: Player[] = [0, 1];
/** Creatures a spell may summon in the sandbox: the site's example names. */
const SUMMONABLE = ['wolf', 'bat', 'imp', 'elf', 'ghost', 'brute', 'archer', 'pike'];
const player = (words: FlowWords, p: Player) => tableWord(words, 'player', String(p));
const zoneWord = (words: FlowWords, [col, row]: Zone) => fill(words.ui.zone, { col, row }, {});
const ACTS: Act[] = ['quick', 'full'];
/** 12-1, 12-3 — a creature's condition markers, each with the removal cost printed on it or said to have none. */
const markerWords = (words: FlowWords, x: RoundCreature) =>
  (x.conditions ?? []).map((k) => (x.removal?.[k] !== undefined ? fill(words.ui.costMark, { condition: tableWord(words, 'condition', k), n: x.removal[k]! }, {}) : fill(words.ui.noNumberMark, { condition: tableWord(words, 'condition', k) }, {}))).join('、');

export function RoundView({ snapshot, words, ownStart, locale }: ViewProps) {
  const c = ctx(snapshot);
  const u = words.ui;
  const deciding = ['firstQuickcast', 'finalQuickcast', 'turn', 'quickcastBefore', 'activation', 'afterActivation'].includes(String(snapshot.value));
  return (
    <div class="mw-round">
      <p class="mw-bar">
        {fill(u.round, { n: c.round }, {})} · {typeset(fill(u.initiative, { player: player(words, c.initiative) }, {}))}
      </p>
      {/* 3-1's reading (round 1 has its initiative phase too) decides who starts: said beside it, not only in the log. */}
      {c.round === 1 && (
        <p class="sandbox-disputed" data-reading="3-1">
          <a class="clause-cite" href={clauseUrl(locale, 'mage-wars', '3-1')}>3-1</a> {typeset(fill(u.firstRound, { from: player(words, (1 - c.initiative) as Player), player: player(words, c.initiative) }, {}))}
        </p>
      )}
      {deciding && <p class="mw-now" role="status">{typeset(fill(c.active ? u.active : u.now, { player: player(words, c.player), name: c.active ? nameWord(words, c.active) : '' }, {}))}</p>}
      {c.active && <p class="mw-now">{typeset(fill(u.actNow, { moves: c.moves, quick: c.quick ? fill(u.actQuick, { deed: tableWord(words, 'deed', c.quick) }, {}) : '', full: c.full ? fill(u.actFull, { deed: tableWord(words, 'deed', c.full) }, {}) : '' }, {}))}</p>}
      {['upkeep', 'planning'].includes(String(snapshot.value)) && (
        <Disputed text={fill(u.disputed, { reading: tableWord(words, 'planning', c.planning) }, {})} setup={c.setup} field="planning" value={c.planning === 'may' ? 'must' : 'may'} ownStart={ownStart} other={u.otherReading} />
      )}
      {/* 12-3's silence decides a removal only where numbered and unnumbered markers sit on one creature: said while a creature acts. */}
      {String(snapshot.value) === 'activation' && c.creatures.some((x) => markers(x).numbered.length && markers(x).unnumbered.length) && (
        <Disputed text={fill(u.disputed12, { reading: tableWord(words, 'unnumbered', c.unnumbered) }, {})} setup={c.setup} field="unnumbered" value={c.unnumbered === 'stay' ? 'block' : 'stay'} ownStart={ownStart} other={u.otherReading} />
      )}
      <Arena
        cards={[...c.creatures.map((x) => ({ id: x.id, owner: x.owner, zone: x.zone, flying: !!x.flying && !x.guard, line: x.damage ? fill(u.damageMark, { n: x.damage }, {}) : '', said: `${nameWord(words, x.id)}：${player(words, x.owner)}、${zoneWord(words, x.zone)}。` })), ...c.spawnpoints.map((x) => ({ id: x.id, owner: x.owner, zone: x.zone, object: true, line: '', said: `${nameWord(words, x.id)}：${player(words, x.owner)}、${zoneWord(words, x.zone)}。` }))]}
        engaged={new Set(c.active ? [c.active] : [])}
        legend={u.arenaLegend}
        words={words}
        walls={c.walls.map((w): ArenaWall => ({ ...w, said: fill(u.wallSaid, { name: nameWord(words, w.id), owner: player(words, w.owner), ac: w.between[0][0], ar: w.between[0][1], bc: w.between[1][0], br: w.between[1][1], passage: tableWord(words, 'passage', w.passage ?? 'free'), sight: w.sight ? u.wallSight : '' }, {}) }))}
      />
      <div class="mw-players">
        {PLAYERS.map((p) => (
          <div class={`mw-player owner-${p}`} role="group" aria-label={player(words, p)}>
            <p class="mw-player-name">{player(words, p)}{c.initiative === p ? ` ★` : ''}</p>
            <p>{typeset(fill(u.mana, { n: c.mana[p], c: c.channeling[p] }, {}))}</p>
            <p>{typeset(fill(u.quickcast, { state: c.quickcast[p] ? u.used : u.unused }, {}))}</p>
            <p>{typeset(fill(u.waiting, { n: waiting(c, p) }, {}))}</p>
            <ul>
              {c.creatures.filter((x) => x.owner === p).map((x) => (
                <li data-creature={x.id} class={[x.activated && 'is-activated', c.active === x.id && 'is-active'].filter(Boolean).join(' ') || undefined}>
                  <span class="mw-name">{nameWord(words, x.id)}</span>{nameWord(words, x.id) !== tableWord(words, 'kind', x.kind) ? <small> {tableWord(words, 'kind', x.kind)}</small> : null}
                  <small> · {zoneWord(words, x.zone)}</small>
                  {[x.fast && 'fast', x.nonliving && 'nonliving'].filter(Boolean).map((k) => <small> · {words.tables.field[k as string]}</small>)}
                  {x.damage ? <small> · {fill(u.damageMark, { n: x.damage }, {})}</small> : null}
                  {x.special?.length ? <small> · {words.tables.field.special}：{x.special.map((a) => tableWord(words, 'act', a)).join('、')}</small> : null}
                  {x.activated ? <small> · {u.activatedMark}</small> : null}
                  {x.summoned ? <small> · {u.summonedMark}</small> : null}
                  {x.flying ? <small> · {words.tables.field.flying}</small> : null}
                  {x.guard ? <small> · {words.tables.field.guard}</small> : null}
                  {x.conditions?.length ? <small> · {markerWords(words, x)}</small> : null}
                  {x.planned ? <small> · {fill(u.planned, { n: x.planned }, {})}</small> : null}
                </li>
              ))}
              {c.spawnpoints.filter((x) => x.owner === p).map((x) => (
                <li data-creature={x.id}>
                  <span class="mw-name">{nameWord(words, x.id)}</span> <small>{words.tables.field.spawnpoints} · {zoneWord(words, x.zone)}</small>
                  {x.planned ? <small> · {fill(u.planned, { n: x.planned }, {})}</small> : null}
                </li>
              ))}
            </ul>
            {c.upkeep.some((e) => e.owner === p) && (
              <p class="mw-upkeep">{typeset(`${words.tables.field.upkeep}:${c.upkeep.filter((e) => e.owner === p).map((e) => `${nameWord(words, e.id)}(${tableWord(words, 'effect', e.effect)})`).join('、')}`)}</p>
            )}
          </div>
        ))}
      </div>
      <p class="mw-returned">{typeset(fill(u.returned, { list: c.returned.length ? c.returned.map((id) => nameWord(words, id)).join('、') : u.none }, {}))}</p>
      <p class="board-legend">{typeset(u.legend)}</p>
    </div>
  );
}

const SIMPLE = ['turn.pass', 'guard', 'activation.end', 'turn.next', 'round.next'];
/** 4-1, 4-3, 4-4 — a quickcast marker's choices name its player: either may be the one who may use it now. */
const QUICKCAST = ['quickcast.use', 'quickcast.pass'];

function Choices(props: ChoicesProps) {
  const { snapshot, words, position } = props;
  const c = ctx(snapshot);
  const value = String(snapshot.value);
  return (
    <div class="choices">
      {value === 'upkeep' && <ChoiceList props={props} offers={c.upkeep.map((e) => ({ event: { type: 'upkeep.resolve', id: e.id }, label: typeset(`${eventWord('upkeep.resolve', words)}:${nameWord(words, e.id)}(${tableWord(words, 'effect', e.effect)})`) }))} />}
      {value === 'planning' && PLAYERS.filter((p) => !c.plannedBy.includes(p)).map((p) => <PlanForm key={`${position}-${p}`} {...props} player={p} />)}
      {value === 'deployment' && c.spawnpoints.filter((x) => x.planned).map((x) => <DeployForm key={`${position}-${x.id}`} {...props} id={x.id} />)}
      {(value === 'turn' || value === 'quickcastBefore') && <ActivateForm key={position} {...props} />}
      {value === 'activation' && <MoveForm key={`m${position}`} {...props} />}
      {value === 'activation' && <CastForm key={position} {...props} />}
      {value === 'activation' && <SpecialForm key={`s${position}`} {...props} />}
      {value === 'activation' && <ChoiceList props={props} offers={ACTS.map((action) => ({ event: { type: 'attack', action }, label: roundEventLabel({ type: 'attack', action } as never, words), family: eventWord('attack', words) }))} />}
      <ChoiceList props={props} offers={[...QUICKCAST.flatMap((type) => PLAYERS.map((p) => ({ event: { type, player: p }, label: roundEventLabel({ type, player: p } as never, words), family: eventWord(type, words) }))), ...SIMPLE.map((type) => ({ event: { type }, label: eventWord(type, words) }))]} />
    </div>
  );
}

/** 3-5, 3-5.1 — a player's plan: up to 2 spells for the mage, 1 for each familiar or spawnpoint chosen. */
function PlanForm(props: ChoicesProps & { player: Player }) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const p = props.player;
  const preset = suggested?.type === 'plan' && (suggested as unknown as { player: Player }).player === p ? (suggested as unknown as { spells: number; for?: string[] }) : undefined;
  const casters = [...c.creatures.filter((x) => x.owner === p && x.kind === 'familiar'), ...c.spawnpoints.filter((x) => x.owner === p)];
  const [spells, setSpells] = useState(String(preset?.spells ?? PLAN_LIMIT));
  const [chosen, setChosen] = useState<string[]>(preset?.for ?? casters.map((x) => x.id));
  const event = { type: 'plan', player: p, spells: Number(spells), ...(chosen.length ? { for: chosen } : {}) };
  return (
    <fieldset class="cast-form">
      <legend>{typeset(`${eventWord('plan', words)}:${player(words, p)}`)}</legend>
      <label>
        {typeset(c.planning === 'must' ? words.ui.spellsMust : words.ui.spells)}
        <select value={spells} onChange={(e) => setSpells((e.target as HTMLSelectElement).value)}>
          {Array.from({ length: PLAN_LIMIT + 1 }, (_, n) => n).map((n) => <option value={String(n)}>{n}</option>)}
        </select>
      </label>
      {casters.length > 0 && (
        <span role="group" aria-label={words.ui.forCasters}>
          {words.ui.forCasters}
          {casters.map((x) => (
            <label>
              <input type="checkbox" checked={chosen.includes(x.id)} onChange={(e) => setChosen((e.target as HTMLInputElement).checked ? [...chosen, x.id] : chosen.filter((id) => id !== x.id))} />
              {nameWord(words, x.id)}
            </label>
          ))}
        </span>
      )}
      <ChoiceButton props={props} offer={{ event, label: eventWord('plan', words) }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** A creature a spell summons, or none. */
function SummonPick({ words, value, set }: { words: FlowWords; value: string; set: (v: string) => void }) {
  return (
    <label>
      {words.ui.summonAs}
      <select value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
        <option value="">{words.ui.none}</option>
        {SUMMONABLE.map((id) => <option value={id}>{nameWord(words, id)}</option>)}
      </select>
    </label>
  );
}
/** 3-6, 3-6.1 — a spawnpoint casts its planned spell (which may summon a creature) or not. */
function DeployForm(props: ChoicesProps & { id: string }) {
  const { snapshot, words, suggested } = props;
  const preset = suggested?.type === 'deploy.cast' && (suggested as unknown as { id: string }).id === props.id ? (suggested as unknown as { summon?: string }).summon : undefined;
  const [summon, setSummon] = useState(preset ?? '');
  const cast = { type: 'deploy.cast', id: props.id, ...(summon ? { summon } : {}) };
  const skip = { type: 'deploy.skip', id: props.id };
  return (
    <fieldset class="cast-form">
      <legend>{nameWord(words, props.id)}</legend>
      <SummonPick words={words} value={summon} set={setSummon} />
      <ChoiceButton props={props} offer={{ event: cast, label: eventWord('deploy.cast', words) }} disabled={!snapshot.can(cast as never)} />
      <ChoiceButton props={props} offer={{ event: skip, label: eventWord('deploy.skip', words) }} disabled={!snapshot.can(skip as never)} />
      {reason(props, cast)?.node}
    </fieldset>
  );
}

/** 4-2.1 — which creature the player activates. */
function ActivateForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const own = c.creatures.filter((x) => x.owner === c.player);
  const preset = suggested?.type === 'activate' ? (suggested as unknown as { id: string }).id : undefined;
  const [id, setId] = useState(preset ?? own.find((x) => !x.activated)?.id ?? own[0]?.id ?? '');
  const event = { type: 'activate', id };
  return (
    <fieldset class="cast-form">
      <legend>{typeset(`${eventWord('activate', words)}:${player(words, c.player)}`)}</legend>
      <label>
        {words.ui.creature}
        <select value={id} onChange={(e) => setId((e.target as HTMLSelectElement).value)}>
          {own.map((x) => <option value={x.id}>{nameWord(words, x.id)}</option>)}
        </select>
      </label>
      <ChoiceButton props={props} offer={{ event, label: eventWord('activate', words) }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** The quick or full action of a spell or a special action (6-1.6, 5-4, 5-5). */
function ActPick({ words, value, set }: { words: FlowWords; value: Act; set: (a: Act) => void }) {
  return (
    <label>
      {words.tables.field.action}
      <select value={value} onChange={(e) => set((e.target as HTMLSelectElement).value as Act)}>
        {ACTS.map((a) => <option value={a}>{tableWord(words, 'act', a)}</option>)}
      </select>
    </label>
  );
}
/** 12-2 — the creature whose condition markers are removed, paying their removal cost, or none; each named with its markers. */
function RemovePick({ words, c, value, set }: { words: FlowWords; c: RoundContext; value: string; set: (v: string) => void }) {
  return (
    <label>
      {words.ui.removeChoice}
      <select value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
        <option value="">{words.ui.none}</option>
        {c.creatures.map((x) => <option value={x.id}>{typeset(`${nameWord(words, x.id)}(${markerWords(words, x) || words.ui.none})`)}</option>)}
      </select>
    </label>
  );
}
type WallChoice = Omit<Wall, 'owner'>;
/** What the site's example walls' cards say of passing them and of line of sight (7-5.1): the picker's first guess, which the reader may change. */
const WALL_KINDS: Record<string, Pick<Wall, 'passage' | 'sight'>> = { stonewall: { passage: 'blocked', sight: true }, firewall: { passage: 'attacks' }, fogwall: { sight: true } };
const PASSAGES = ['free', 'blocked', 'attacks'] as const;
const zoneKey = (z: Zone) => z.join('/');
const zoneOf = (key: string) => key.split('/').map(Number) as Zone;
/**
 * 7-5.1 — the wall a spell conjures, or none: its name, the two zones whose border it stands on (the
 * second offered among the zones that share a border with the first) and what its card says.
 */
function WallPick({ words, from, value, set }: { words: FlowWords; from: Zone; value: WallChoice | null; set: (w: WallChoice | null) => void }) {
  const u = words.ui;
  const near = (a: Zone) => ZONES.filter((z) => adjacent(a, z));
  const pick = (id: string) => set(id ? { id, between: value?.between ?? [from, near(from)[0]], ...WALL_KINDS[id] } : null);
  return (
    <>
      <label>
        {u.wallChoice}
        <select value={value?.id ?? ''} onChange={(e) => pick((e.target as HTMLSelectElement).value)}>
          <option value="">{u.wallNone}</option>
          {WALL_IDS.map((id) => <option value={id}>{nameWord(words, id)}</option>)}
        </select>
      </label>
      {value && (
        <>
          <label>
            {u.formWallA}
            <select value={zoneKey(value.between[0])} onChange={(e) => { const a = zoneOf((e.target as HTMLSelectElement).value); set({ ...value, between: [a, adjacent(a, value.between[1]) ? value.between[1] : near(a)[0]] }); }}>
              {ZONES.map((z) => <option value={zoneKey(z)}>{zoneWord(words, z)}</option>)}
            </select>
          </label>
          <label>
            {u.formWallB}
            <select value={zoneKey(value.between[1])} onChange={(e) => set({ ...value, between: [value.between[0], zoneOf((e.target as HTMLSelectElement).value)] })}>
              {near(value.between[0]).map((z) => <option value={zoneKey(z)}>{zoneWord(words, z)}</option>)}
            </select>
          </label>
          <label>
            {u.formPassage}
            <select value={value.passage ?? 'free'} onChange={(e) => { const k = (e.target as HTMLSelectElement).value as (typeof PASSAGES)[number]; set({ ...value, passage: k === 'free' ? undefined : k }); }}>
              {PASSAGES.map((k) => <option value={k}>{tableWord(words, 'passage', k)}</option>)}
            </select>
          </label>
          <label class="form-check">
            <input type="checkbox" checked={!!value.sight} onChange={() => set({ ...value, sight: value.sight ? undefined : true })} />
            {u.formSight}
          </label>
        </>
      )}
    </>
  );
}
/** Drops the fields a wall does not have, so the event reads as a ruling writes it. */
const wallEvent = (w: WallChoice): WallChoice => ({ id: w.id, between: w.between, ...(w.passage ? { passage: w.passage } : {}), ...(w.sight ? { sight: true } : {}) });

/** 3-5, 10-1 — the creature being activated casts a planned spell, which may summon a creature (7-3.1), conjure a wall (7-5.1) or remove a creature's condition markers (12-2). */
function CastForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === 'spell.cast' ? (suggested as unknown as { summon?: string; action: Act; wall?: WallChoice; remove?: string }) : undefined;
  const [summon, setSummon] = useState(preset?.summon ?? '');
  const [action, setAction] = useState<Act>(preset?.action ?? 'quick');
  const [wall, setWall] = useState<WallChoice | null>(preset?.wall ?? null);
  const [remove, setRemove] = useState(preset?.remove ?? '');
  const event = { type: 'spell.cast', action, ...(summon ? { summon } : {}), ...(wall ? { wall: wallEvent(wall) } : {}), ...(remove ? { remove } : {}) };
  return (
    <fieldset class="cast-form">
      <legend>{eventWord('spell.cast', words)}</legend>
      <ActPick words={words} value={action} set={setAction} />
      <SummonPick words={words} value={summon} set={setSummon} />
      <WallPick words={words} from={c.creatures.find((x) => x.id === c.active)!.zone} value={wall} set={setWall} />
      <RemovePick words={words} c={c} value={remove} set={setRemove} />
      <ChoiceButton props={props} offer={{ event, label: eventWord('spell.cast', words) }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** 5-4.5, 5-5.3 — a special action its card's text notes, quick or full, which may remove a creature's condition markers (12-2). */
function SpecialForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const preset = suggested?.type === 'special' ? (suggested as unknown as { action: Act; remove?: string }) : undefined;
  const [action, setAction] = useState<Act>(preset?.action ?? 'quick');
  const [remove, setRemove] = useState(preset?.remove ?? '');
  const event = { type: 'special', action, ...(remove ? { remove } : {}) };
  return (
    <fieldset class="cast-form">
      <legend>{eventWord('special', words)}</legend>
      <ActPick words={words} value={action} set={setAction} />
      <RemovePick words={words} c={c} value={remove} set={setRemove} />
      <ChoiceButton props={props} offer={{ event, label: eventWord('special', words) }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

/** 5-2 — the zone the creature being activated moves to: any zone may be asked for; one not adjacent is refused with its reason. */
function MoveForm(props: ChoicesProps) {
  const { snapshot, words, suggested } = props;
  const c = ctx(snapshot);
  const here = c.creatures.find((x) => x.id === c.active)!.zone;
  const preset = suggested?.type === 'move' ? (suggested as unknown as { to: Zone }).to : undefined;
  const [to, setTo] = useState((preset ?? ZONES.find((z) => Math.abs(z[0] - here[0]) + Math.abs(z[1] - here[1]) === 1)!).join('/'));
  const event = { type: 'move', to: to.split('/').map(Number) };
  return (
    <fieldset class="cast-form">
      <legend>{eventWord('move', words)}</legend>
      <label>
        {words.ui.moveTo}
        <select value={to} onChange={(e) => setTo((e.target as HTMLSelectElement).value)}>
          {ZONES.map((z) => <option value={z.join('/')}>{zoneWord(words, z)}</option>)}
        </select>
      </label>
      <ChoiceButton props={props} offer={{ event, label: eventWord('move', words) }} disabled={!snapshot.can(event as never)} />
      {reason(props, event)?.node}
    </fieldset>
  );
}

export function roundEventLabel(event: { type: string }, words: FlowWords): string {
  const e = event as unknown as { type: string; id?: string; player?: Player; spells?: number; for?: string[]; summon?: string; action?: Act; to?: Zone; wall?: WallChoice; remove?: string };
  const what =
    e.type === 'quickcast.use' || e.type === 'quickcast.pass' ? [e.player === undefined ? '' : player(words, e.player), e.action === 'full' ? tableWord(words, 'act', 'full') : ''].filter(Boolean).join(' · ')
    : e.type === 'move' ? zoneWord(words, e.to!)
    : e.action ? `${tableWord(words, 'act', e.action)}${e.summon ? ` → ${nameWord(words, e.summon)}` : ''}${e.wall ? ` · ${nameWord(words, e.wall.id)}` : ''}${e.remove ? ` · ${fill(words.ui.removeOf, { name: nameWord(words, e.remove) }, {})}` : ''}`
    : e.type === 'plan' ? `${player(words, e.player!)} · ${fill(words.ui.planned, { n: e.spells! }, {})}${(e.for ?? []).length ? ` + ${e.for!.map((id) => nameWord(words, id)).join('、')}` : ''}`
    : e.id ? `${nameWord(words, e.id)}${e.summon ? ` → ${nameWord(words, e.summon)}` : ''}`
    : e.summon ? nameWord(words, e.summon)
    : '';
  return typeset(what ? `${eventWord(e.type, words)}:${what}` : eventWord(e.type, words));
}

RoundView.Choices = Choices;
RoundView.eventLabel = roundEventLabel;
