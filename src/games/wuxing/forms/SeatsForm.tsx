/**
 * A 五行 position as a form, for the turn sandbox: how many play and how (2-1.2), each team's life,
 * whose turn it is; each seat's hand, shield, face-down passive, last turn's action and turn-draw
 * discard, and for how many of their turns an effect stops them acting or drawing (6-1); the deck and
 * the discard pile; the formations the position knows (2-4.2: name, notation, category, count). Cards are
 * picked by element and level and shown as the table shows them (金3). The flow's schemas check it,
 * and what the rules cannot have is said in the page's language naming the field. Loaded only when
 * the reader opens the setup editor. Or a game from its preparation (3): only how many play, how,
 * and the seed its shuffle is dealt by.
 */
import { useId, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { SetupFormProps } from '../../../engine/island/views';
import { ApplySetup } from '../../../engine/island/SetupEditor';
import { Check, Select } from '../../../engine/island/form-fields';
import { fill, tableWord, type FlowWords } from '../../../engine/words';
import { typeset } from '../../../lib/typeset';
import { AGREED_LIFE_FROM, MAX_PLAYERS, startingLife, teamOf, type Mode } from '../rules';
import { lastingLine } from '../turn/View';
import type { Lasting, LastingWhat, StartTurnReading } from '../turn/effects';
import { NOTATION_TEMPLATE, notationCount, notationValues, type Notation, type RestOfHandReading } from '../formations';
import { spacedIn } from '../../../engine/words';

type EffectInput = { kind: 'shield' | 'heal'; points?: number } | { kind: 'draw'; count?: number } | { kind: 'none' };
/** 6-1, 6-2 — a lasting effect as the setup writes it (setup.ts `lastingSchema`). */
interface LastingInput {
  on: number | 'all';
  what: LastingWhat;
  turns?: number;
  round?: { from: number; at: 'turnStart' | 'action' | 'turnEnd' };
}
type LastActionInput = { kind: 'attack'; element: string } | { kind: 'spell' } | { kind: 'none' };
interface SeatInput {
  hand?: string[];
  shield?: number;
  passive?: { cards: string[]; effect: EffectInput | EffectInput[]; target?: unknown; faceUp?: boolean };
  lastAction?: LastActionInput;
  turnDiscard?: string;
  cannotAct?: boolean | number;
  cannotDraw?: boolean | number;
}
type PartInput =
  | { kind: 'elements'; elements: string[] }
  | { kind: 'levels'; levels: number[] }
  | { kind: 'sameLevel' }
  | { kind: 'sameLevelCards' | 'shengChain'; count: number }
  | { kind: 'restOfHand' };
interface FormationInput {
  name: string;
  category: string;
  notation: PartInput[];
  count?: number | 'variable';
}
interface SetupInput {
  players: number;
  mode?: Mode;
  startingLife?: number;
  lasting?: LastingInput[];
  life?: [number, number];
  current?: number;
  seats?: SeatInput[];
  deck?: string[];
  discardPile?: string[];
  seed?: number;
  prepare?: boolean;
  formations?: FormationInput[];
  restOfHand?: RestOfHandReading;
  startTurn?: StartTurnReading;
}

/** 1-1.2 — an even number of players; 3-2 — at most 18 (5 cards each from 90). */
const PLAYER_COUNTS = Array.from({ length: MAX_PLAYERS / 2 }, (_, i) => 2 * (i + 1));
const MODES: Mode[] = ['basic', 'formal', 'theme'];
const REST_READINGS: RestOfHandReading[] = ['orNone', 'atLeastOne'];
const START_READINGS: StartTurnReading[] = ['counts', 'later'];
/** A card is written by its element's character and its level (setup.ts), in this order. */
const ELEMENTS = [
  ['金', 'metal'],
  ['木', 'wood'],
  ['水', 'water'],
  ['火', 'fire'],
  ['土', 'earth'],
] as const;
const LEVELS = [1, 2, 3, 4, 5];
const ALL_CARDS = ELEMENTS.flatMap(([char]) => LEVELS.map((level) => `${char}${level}`));
/** What an attack's element may be (setup.ts attackElementSchema). */
const ATTACK_ELEMENTS = ['metal', 'wood', 'water', 'fire', 'earth', 'physical', 'special'];

/** A number the reader may leave empty (then `undefined`); any other value goes to the schemas as typed. */
function OptionalNumber(props: { label: string; value?: number; placeholder?: string; min?: number; max?: number; describedBy?: string; onChange: (v: number | undefined) => void }) {
  return (
    <label>
      {props.label}
      <input
        type="number"
        inputMode="numeric"
        step={1}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        aria-describedby={props.describedBy}
        value={props.value ?? ''}
        onInput={(e) => {
          const text = (e.target as HTMLInputElement).value.trim();
          props.onChange(text === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));
        }}
      />
    </label>
  );
}

/** Cards in a hand, pile or passive: each a button that removes it, and an element and level to add one. */
function Cards({ label, place, cards, words, onChange, children }: { label: string; place: string; cards: string[]; words: FlowWords; onChange: (cards: string[]) => void; children?: ComponentChildren }) {
  const u = words.ui;
  const [element, setElement] = useState<string>(ELEMENTS[0][0]);
  const [level, setLevel] = useState(LEVELS[0]);
  return (
    <fieldset class="card-list wuxing-cards">
      <legend>{typeset(label)}</legend>
      {children}
      <p class="card-chips">
        {cards.length
          ? cards.map((card, i) => (
              <button type="button" class="card-chip" aria-label={typeset(fill(u.formRemoveFrom, { place, card }, {}))} onClick={() => onChange(cards.filter((_, j) => j !== i))}>
                {card}
                <span aria-hidden="true"> ×</span>
              </button>
            ))
          : <span class="card-chips-empty">{u.formNoCards}</span>}
      </p>
      <span class="name-add">
        <Select label={words.tables.field.element} value={element} options={ELEMENTS.map(([char]) => char)} show={(char) => tableWord(words, 'element', ELEMENTS.find(([c]) => c === char)![1])} onChange={setElement} />
        <Select label={u.formLevel} value={level} options={LEVELS} show={String} onChange={setLevel} />
        <button type="button" onClick={() => onChange([...cards, `${element}${level}`])}>{fill(u.formAddTo, { place }, {})}</button>
      </span>
    </fieldset>
  );
}

/** 5-4.1 — a passive set face down last turn: none, or its cards and what it does. */
function Passive({ passive, words, onChange }: { passive?: SeatInput['passive']; words: FlowWords; onChange: (p: SeatInput['passive']) => void }) {
  const u = words.ui;
  const f = words.tables.field;
  // 5-3.4a — a passive of several effects is edited by its first; choosing a kind makes it one effect.
  const first = passive && (Array.isArray(passive.effect) ? passive.effect[0] : passive.effect);
  const kind = first?.kind ?? 'absent';
  const kindWord: Record<string, string> = { absent: u.formNoPassive, shield: u.shieldEffect, heal: u.healEffect, draw: u.drawEffect, none: u.formOtherEffect };
  const setKind = (k: string) => {
    if (k === 'absent') return onChange(undefined);
    if (k === 'draw') return onChange({ cards: passive?.cards ?? [], effect: { kind: 'draw' } });
    const points = first && 'points' in first ? first.points : undefined;
    onChange({ cards: passive?.cards ?? [], effect: k === 'none' ? { kind: 'none' } : { kind: k as 'shield' | 'heal', points } });
  };
  const effect = first;
  return (
    <fieldset class="card-list wuxing-passive">
      <legend>{f.passive}</legend>
      <Select label={f.effect} value={kind} options={['absent', 'shield', 'heal', 'draw', 'none']} show={(k) => kindWord[k]} onChange={setKind} />
      {effect?.kind === 'draw' && <OptionalNumber label={f.count} value={effect.count} min={1} onChange={(count) => onChange({ ...passive!, effect: { ...effect, count } })} />}
      {effect && (effect.kind === 'shield' || effect.kind === 'heal') && (
        <OptionalNumber label={f.points} value={effect.points} min={1} onChange={(points) => onChange({ ...passive!, effect: { ...effect, points } })} />
      )}
      {passive && <Cards label={u.formPassiveCards} place={f.passive} cards={passive.cards} words={words} onChange={(cards) => onChange({ ...passive, cards })} />}
    </fieldset>
  );
}

/** 6-1 — an effect's turns as the setup writes them: `true` is 1 (the next turn), none 0. */
const turnsOf = (t?: boolean | number) => (t === true ? 1 : !t ? undefined : t);

const CATEGORIES = [...ATTACK_ELEMENTS, 'active', 'passive'];
const PART_KINDS = ['elements', 'levels', 'sameLevel', 'sameLevelCards', 'shengChain', 'restOfHand'] as const;

/** 2-4.6 — a notation in the rulebook's written form (「木木金火」「金+同級牌」), in the page's language. */
const written = (notation: PartInput[], words: FlowWords) => fill(NOTATION_TEMPLATE, notationValues(notation as Notation), words.tables, spacedIn(words));

/** 2-4.6 — a notation built part by part: an element or level joins the part of its kind before it (「木木金火」, 「555」). */
function NotationField({ notation, words, onChange }: { notation: PartInput[]; words: FlowWords; onChange: (n: PartInput[]) => void }) {
  const u = words.ui;
  const [kind, setKind] = useState<(typeof PART_KINDS)[number]>('elements');
  const [element, setElement] = useState<string>(ELEMENTS[0][1]);
  const [level, setLevel] = useState(5);
  const [count, setCount] = useState(3);
  const last = notation[notation.length - 1];
  const add = () => {
    if (kind === 'elements') return onChange(last?.kind === 'elements' ? [...notation.slice(0, -1), { kind, elements: [...last.elements, element] }] : [...notation, { kind, elements: [element] }]);
    if (kind === 'levels') return onChange(last?.kind === 'levels' ? [...notation.slice(0, -1), { kind, levels: [...last.levels, level] }] : [...notation, { kind, levels: [level] }]);
    if (kind === 'sameLevelCards' || kind === 'shengChain') return onChange([...notation, { kind, count }]);
    onChange([...notation, { kind }]);
  };
  return (
    <fieldset class="card-list wuxing-notation">
      <legend>{words.tables.field.notation}</legend>
      <p class="card-chips">{notation.length ? `「${written(notation, words)}」` : <span class="card-chips-empty">{u.noEffect}</span>}</p>
      <span class="name-add">
        <Select label={words.tables.field.kind} value={kind} options={[...PART_KINDS]} show={(k) => tableWord(words, 'partKind', k)} onChange={setKind} />
        {kind === 'elements' && <Select label={words.tables.field.element} value={element} options={ELEMENTS.map(([, e]) => e)} show={(e) => tableWord(words, 'element', e)} onChange={setElement} />}
        {kind === 'levels' && <Select label={u.formLevel} value={level} options={LEVELS} show={String} onChange={setLevel} />}
        {(kind === 'sameLevelCards' || kind === 'shengChain') && <Select label={u.formPartCount} value={count} options={[2, 3, 4, 5]} show={String} onChange={setCount} />}
        <button type="button" onClick={add}>{u.formAddPart}</button>
        {notation.length > 0 && <button type="button" onClick={() => onChange(notation.slice(0, -1))}>{u.formRemovePart}</button>}
      </span>
    </fieldset>
  );
}

/** 2-4.2 — the formations the position knows: 名稱/施展方式/類別, and the count its notation gives (2-4.5a). */
function Formations({ formations, words, onChange }: { formations: FormationInput[]; words: FlowWords; onChange: (f: FormationInput[]) => void }) {
  const u = words.ui;
  const f = words.tables.field;
  const set = (i: number, patch: Partial<FormationInput>) => onChange(formations.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset class="unit-fields wuxing-formations">
      <legend>{u.formFormations}</legend>
      {formations.map((formation, i) => {
        const derived = formation.notation.length ? tableWord(words, 'formationCount', notationCount(formation.notation as Notation)) : u.noEffect;
        return (
          <fieldset class="player-fields">
            <legend>{formation.name || f.name}</legend>
            <label>
              {f.name}
              <input type="text" maxLength={20} value={formation.name} onInput={(e) => set(i, { name: (e.target as HTMLInputElement).value })} />
            </label>
            <Select label={f.category} value={formation.category} options={CATEGORIES} show={(c) => tableWord(words, 'category', c)} onChange={(category) => set(i, { category })} />
            <NotationField notation={formation.notation} words={words} onChange={(notation) => set(i, { notation })} />
            <Select
              label={f.count}
              value={formation.count === undefined ? 'auto' : String(formation.count)}
              options={['auto', '1', '2', '3', '4', '5', 'variable']}
              show={(c) => (c === 'auto' ? fill(u.formCountAuto, { count: derived }, {}) : tableWord(words, 'formationCount', c))}
              onChange={(c) => set(i, { count: c === 'auto' ? undefined : c === 'variable' ? 'variable' : Number(c) })}
            />
            <button type="button" onClick={() => onChange(formations.filter((_, j) => j !== i))}>{fill(u.formRemoveFormation, { name: formation.name }, {})}</button>
          </fieldset>
        );
      })}
      <button type="button" onClick={() => onChange([...formations, { name: '', category: 'metal', notation: [] }])}>{u.formAddFormation}</button>
    </fieldset>
  );
}

/** The last turn's action as one choice: none, an attack of an element, or a spell. */
const lastValue = (a?: LastActionInput) => (!a || a.kind === 'none' ? 'none' : a.kind === 'spell' ? 'spell' : a.element);
const lastInput = (v: string): LastActionInput | undefined => (v === 'none' ? undefined : v === 'spell' ? { kind: 'spell' } : { kind: 'attack', element: v });

function SeatFields({ seat, index, words, onChange }: { seat: SeatInput; index: number; words: FlowWords; onChange: (patch: Partial<SeatInput>) => void }) {
  const u = words.ui;
  const f = words.tables.field;
  return (
    <fieldset class="player-fields wuxing-seat">
      <legend>{`${tableWord(words, 'seat', index)} · ${tableWord(words, 'team', teamOf(index))}`}</legend>
      <Cards label={f.hand} place={f.hand} cards={seat.hand ?? []} words={words} onChange={(hand) => onChange({ hand })} />
      <OptionalNumber label={u.formShieldPoints} value={seat.shield} min={1} placeholder={u.noEffect} onChange={(shield) => onChange({ shield })} />
      <Select
        label={f.lastAction}
        value={lastValue(seat.lastAction)}
        options={['none', ...ATTACK_ELEMENTS, 'spell']}
        show={(v) => (v === 'none' ? u.noEffect : v === 'spell' ? u.spell : `${tableWord(words, 'element', v)}${words.events['action.attack']}`)}
        onChange={(v) => onChange({ lastAction: lastInput(v) })}
      />
      <Select label={f.turnDiscard} value={seat.turnDiscard ?? ''} options={['', ...ALL_CARDS]} show={(c) => c || u.noEffect} onChange={(c) => onChange({ turnDiscard: c || undefined })} />
      <Passive passive={seat.passive} words={words} onChange={(passive) => onChange({ passive })} />
      {/* 6-1 — how many of this player's turns the effect still lasts (0: none). */}
      <OptionalNumber label={f.cannotAct} value={turnsOf(seat.cannotAct)} min={0} placeholder="0" onChange={(cannotAct) => onChange({ cannotAct })} />
      <OptionalNumber label={f.cannotDraw} value={turnsOf(seat.cannotDraw)} min={0} placeholder="0" onChange={(cannotDraw) => onChange({ cannotDraw })} />
    </fieldset>
  );
}

const LASTING_KINDS = ['cannotAct', 'cannotDraw', 'drawModifier', 'negateDamage', 'level', 'passivesFaceUp', 'damage', 'heal', 'draw'] as const;
const MOMENTS = ['turnStart', 'preAction', 'turnEnd'] as const;

/** 6-1, 6-2 — the lasting effects in play: each shown as the board shows it, removable; one more added by kind, amount and length. */
function LastingFields({ lasting, players, words, onChange }: { lasting: LastingInput[]; players: number; words: FlowWords; onChange: (l: LastingInput[]) => void }) {
  const f = words.tables.field;
  const u = words.ui;
  const [on, setOn] = useState<number | 'all'>(0);
  const [kind, setKind] = useState<(typeof LASTING_KINDS)[number]>('cannotAct');
  const [amount, setAmount] = useState<number | undefined>(1);
  const [at, setAt] = useState<(typeof MOMENTS)[number]>('turnStart');
  const [turns, setTurns] = useState<number | 'round'>(1);
  const seats = Array.from({ length: players }, (_, i) => i);
  const what = (): LastingWhat =>
    kind === 'damage' || kind === 'heal' ? { kind, points: amount ?? 1, at }
    : kind === 'draw' ? { kind, count: amount ?? 1, at }
    : kind === 'drawModifier' || kind === 'level' ? { kind, amount: amount ?? 1 }
    : { kind };
  // A line as the board writes it; its round counts from the seat it works on (6-2), or player 1's with every player.
  const shown = (e: LastingInput) => {
    const lasts = e.turns !== undefined ? { turns: e.turns } : { round: e.round! };
    return lastingLine({ current: 0 } as never, { on: e.on, what: e.what, lasts, since: 0 } as Lasting, words);
  };
  return (
    <fieldset class="unit-fields wuxing-lasting-form">
      <legend>{f.lasting}</legend>
      {lasting.map((e, i) => (
        <p class="card-chips">
          <button type="button" class="card-chip" onClick={() => onChange(lasting.filter((_, j) => j !== i))}>{shown(e)}<span aria-hidden="true"> ×</span></button>
        </p>
      ))}
      <span class="name-add">
        <Select label={f.on} value={on} options={[...seats, 'all' as const]} show={(s) => tableWord(words, 'lastingOn', s)} onChange={setOn} />
        <Select label={f.what} value={kind} options={[...LASTING_KINDS]} show={(k) => tableWord(words, 'lastingKind', k)} onChange={setKind} />
        {['drawModifier', 'level', 'damage', 'heal', 'draw'].includes(kind) && <OptionalNumber label={f.amount} value={amount} onChange={setAmount} />}
        {['damage', 'heal', 'draw'].includes(kind) && <Select label={f.at} value={at} options={[...MOMENTS]} show={(m) => tableWord(words, 'moment', m)} onChange={setAt} />}
        <Select label={f.turns} value={turns} options={[1, 2, 3, 4, 5, 'round' as const]} show={(t) => (t === 'round' ? f.round : String(t))} onChange={setTurns} />
        <button
          type="button"
          onClick={() => onChange([...lasting, { on, what: what(), ...(turns === 'round' ? { round: { from: on === 'all' ? 0 : on, at: 'action' as const } } : { turns }) }])}
        >
          {fill(u.formAddTo, { place: f.lasting }, {})}
        </button>
      </span>
    </fieldset>
  );
}

/** The position as the setup schema reads it: only what was given, the seats the table has. */
function position(setup: SetupInput, seats: SeatInput[], life: (number | undefined)[]): SetupInput {
  const mode = setup.mode ?? 'basic';
  // 3 — a game from its preparation has no hands, deck or life lost yet: what it deals is the seed's.
  const formations = setup.formations?.length ? { formations: setup.formations.map(({ count, ...f }) => ({ ...f, ...(count !== undefined && { count }) })) } : {};
  const reading = {
    ...(setup.restOfHand && setup.restOfHand !== 'orNone' && { restOfHand: setup.restOfHand }),
    ...(setup.startTurn && setup.startTurn !== 'counts' && { startTurn: setup.startTurn }),
  };
  const agreed = setup.startingLife !== undefined && (setup.players >= AGREED_LIFE_FROM || mode === 'theme') ? { startingLife: setup.startingLife } : {};
  if (setup.prepare) return { players: setup.players, mode, seed: setup.seed ?? 1, prepare: true, ...agreed, ...formations, ...reading };
  const start = startingLife(mode, setup.players, setup.startingLife) ?? 1;
  const seat = (s: SeatInput): SeatInput => ({
    hand: s.hand ?? [],
    ...(s.shield !== undefined && { shield: s.shield }),
    ...(s.passive && { passive: s.passive }),
    ...(s.lastAction && s.lastAction.kind !== 'none' && { lastAction: s.lastAction }),
    ...(s.turnDiscard && { turnDiscard: s.turnDiscard }),
    ...(turnsOf(s.cannotAct) && { cannotAct: turnsOf(s.cannotAct) }),
    ...(turnsOf(s.cannotDraw) && { cannotDraw: turnsOf(s.cannotDraw) }),
  });
  const { life: _, startingLife: __, ...rest } = setup;
  return {
    ...rest,
    mode,
    ...agreed,
    // A team left empty starts at the starting life (2-1.2); both empty, the position names no life.
    ...(life.some((l) => l !== undefined) && { life: [life[0] ?? start, life[1] ?? start] as [number, number] }),
    current: setup.current ?? 0,
    seats: Array.from({ length: setup.players }, (_, i) => seat(seats[i] ?? {})),
    deck: setup.deck ?? [],
    discardPile: setup.discardPile ?? [],
    ...formations,
  };
}

export default function SeatsForm({ initial, words, apply, strings }: SetupFormProps) {
  const u = words.ui;
  const f = words.tables.field;
  const hint = `${useId()}-life-hint`;
  const [setup, setSetup] = useState<SetupInput>(() => structuredClone(initial as SetupInput));
  // Seats past the number of players are kept aside, so fewer players then more brings them back.
  const [seats, setSeats] = useState<SeatInput[]>(() => structuredClone((initial as SetupInput).seats ?? []));
  const [life, setLife] = useState<(number | undefined)[]>(() => (initial as SetupInput).life ?? [undefined, undefined]);
  const mode = setup.mode ?? 'basic';
  const start = startingLife(mode, setup.players, setup.startingLife);
  const current = setup.current ?? 0;
  const set = (patch: Partial<SetupInput>) => setSetup({ ...setup, ...patch });
  const setPlayers = (players: number) => {
    if (seats.length < players) setSeats([...seats, ...Array.from({ length: players - seats.length }, () => ({ hand: [] }))]);
    set({ players, current: current < players ? current : 0 });
  };
  // A setup from the preparation names no seats: those of the table are made as they are edited.
  const setSeat = (i: number, patch: Partial<SeatInput>) =>
    setSeats(Array.from({ length: Math.max(seats.length, i + 1) }, (_, j) => (j === i ? { ...seats[j], ...patch } : (seats[j] ?? { hand: [] }))));
  const table = Array.from({ length: setup.players }, (_, i) => i);
  return (
    <div class="units-form seats-form">
      <fieldset class="unit-fields">
        <legend>{u.formGame}</legend>
        <Select label={f.players} value={setup.players} options={PLAYER_COUNTS} show={(n) => fill(u.formPlayers, { n }, {})} onChange={setPlayers} />
        <Select label={f.mode} value={mode} options={MODES} show={(m) => tableWord(words, 'mode', m)} onChange={(m) => set({ mode: m })} />
        <Select label={f.restOfHand} value={setup.restOfHand ?? 'orNone'} options={REST_READINGS} show={(r) => tableWord(words, 'restOfHand', r)} onChange={(restOfHand) => set({ restOfHand })} />
        <Select label={f.startTurn} value={setup.startTurn ?? 'counts'} options={START_READINGS} show={(r) => tableWord(words, 'startTurn', r)} onChange={(startTurn) => set({ startTurn })} />
        {/* 2-1.2c — a theme rule may set its own starting life; 2-1.2d — from 8 players on, the players agree it. */}
        {(setup.players >= AGREED_LIFE_FROM || mode === 'theme') && <OptionalNumber label={f.startingLife} value={setup.startingLife} min={1} onChange={(startingLife) => set({ startingLife })} />}
        <Check label={f.prepare} checked={setup.prepare ?? false} onChange={(prepare) => set({ prepare })} />
        {setup.prepare && <OptionalNumber label={f.seed} value={setup.seed} placeholder="1" onChange={(seed) => set({ seed })} />}
        {!setup.prepare && ([0, 1] as const).map((team) => (
          <OptionalNumber
            label={`${tableWord(words, 'team', team)} · ${f.life}`}
            value={life[team]}
            min={1}
            max={start}
            describedBy={hint}
            onChange={(l) => setLife(team === 0 ? [l, life[1]] : [life[0], l])}
          />
        ))}
        {!setup.prepare && (
          <>
            <p class="form-hint" id={hint}>{typeset(fill(u.formLifeHint, { max: start ?? '—' }, {}))}</p>
            <Select label={f.current} value={current} options={table} show={(i) => `${tableWord(words, 'seat', i)} · ${tableWord(words, 'team', teamOf(i))}`} onChange={(c) => set({ current: c })} />
          </>
        )}
      </fieldset>
      {!setup.prepare && (
        <>
          {table.map((i) => (
            <SeatFields seat={seats[i] ?? {}} index={i} words={words} onChange={(patch) => setSeat(i, patch)} />
          ))}
          <LastingFields lasting={setup.lasting ?? []} players={setup.players} words={words} onChange={(lasting) => set({ lasting })} />
          <Cards label={u.formDeckTopFirst} place={f.deck} cards={setup.deck ?? []} words={words} onChange={(deck) => set({ deck })} />
          <Cards label={u.formDiscardOldestFirst} place={f.discardPile} cards={setup.discardPile ?? []} words={words} onChange={(discardPile) => set({ discardPile })} />
        </>
      )}
      <Formations formations={setup.formations ?? []} words={words} onChange={(formations) => set({ formations })} />
      <ApplySetup apply={() => apply(position(setup, seats, life))} strings={strings} />
    </div>
  );
}
