/**
 * A 五行 position as a form, for the turn sandbox: how many play and how (2-1.2), each team's life,
 * whose turn it is; each seat's hand, shield, face-down passive, last turn's action and turn-draw
 * discard, and what an effect stops them doing next turn; the deck and the discard pile. Cards are
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
import { STARTING_LIFE, teamOf, type Mode, type PlayerCount } from '../rules';

type EffectInput = { kind: 'shield' | 'heal'; points?: number } | { kind: 'draw'; count?: number } | { kind: 'none' };
type LastActionInput = { kind: 'attack'; element: string } | { kind: 'spell' } | { kind: 'none' };
interface SeatInput {
  hand?: string[];
  shield?: number;
  passive?: { cards: string[]; effect: EffectInput };
  lastAction?: LastActionInput;
  turnDiscard?: string;
  cannotAct?: boolean;
  cannotDraw?: boolean;
}
interface SetupInput {
  players: PlayerCount;
  mode?: Mode;
  life?: [number, number];
  current?: number;
  seats?: SeatInput[];
  deck?: string[];
  discardPile?: string[];
  seed?: number;
  prepare?: boolean;
}

const PLAYER_COUNTS: PlayerCount[] = [2, 4, 6];
const MODES: Mode[] = ['basic', 'formal'];
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
  const kind = passive?.effect.kind ?? 'absent';
  const kindWord: Record<string, string> = { absent: u.formNoPassive, shield: u.shieldEffect, heal: u.healEffect, draw: u.drawEffect, none: u.formOtherEffect };
  const setKind = (k: string) => {
    if (k === 'absent') return onChange(undefined);
    if (k === 'draw') return onChange({ cards: passive?.cards ?? [], effect: { kind: 'draw' } });
    const points = passive && 'points' in passive.effect ? passive.effect.points : undefined;
    onChange({ cards: passive?.cards ?? [], effect: k === 'none' ? { kind: 'none' } : { kind: k as 'shield' | 'heal', points } });
  };
  const effect = passive?.effect;
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
      <Check label={f.cannotAct} checked={seat.cannotAct ?? false} onChange={(cannotAct) => onChange({ cannotAct })} />
      <Check label={f.cannotDraw} checked={seat.cannotDraw ?? false} onChange={(cannotDraw) => onChange({ cannotDraw })} />
    </fieldset>
  );
}

/** The position as the setup schema reads it: only what was given, the seats the table has. */
function written(setup: SetupInput, seats: SeatInput[], life: (number | undefined)[]): SetupInput {
  const mode = setup.mode ?? 'basic';
  // 3 — a game from its preparation has no hands, deck or life lost yet: what it deals is the seed's.
  if (setup.prepare) return { players: setup.players, mode, seed: setup.seed ?? 1, prepare: true };
  const start = STARTING_LIFE[mode][setup.players];
  const seat = (s: SeatInput): SeatInput => ({
    hand: s.hand ?? [],
    ...(s.shield !== undefined && { shield: s.shield }),
    ...(s.passive && { passive: s.passive }),
    ...(s.lastAction && s.lastAction.kind !== 'none' && { lastAction: s.lastAction }),
    ...(s.turnDiscard && { turnDiscard: s.turnDiscard }),
    ...(s.cannotAct && { cannotAct: true }),
    ...(s.cannotDraw && { cannotDraw: true }),
  });
  const { life: _, ...rest } = setup;
  return {
    ...rest,
    mode,
    // A team left empty starts at the starting life (2-1.2); both empty, the position names no life.
    ...(life.some((l) => l !== undefined) && { life: [life[0] ?? start, life[1] ?? start] as [number, number] }),
    current: setup.current ?? 0,
    seats: Array.from({ length: setup.players }, (_, i) => seat(seats[i] ?? {})),
    deck: setup.deck ?? [],
    discardPile: setup.discardPile ?? [],
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
  const start = STARTING_LIFE[mode][setup.players];
  const current = setup.current ?? 0;
  const set = (patch: Partial<SetupInput>) => setSetup({ ...setup, ...patch });
  const setPlayers = (players: PlayerCount) => {
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
            <p class="form-hint" id={hint}>{typeset(fill(u.formLifeHint, { max: start }, {}))}</p>
            <Select label={f.current} value={current} options={table} show={(i) => `${tableWord(words, 'seat', i)} · ${tableWord(words, 'team', teamOf(i))}`} onChange={(c) => set({ current: c })} />
          </>
        )}
      </fieldset>
      {!setup.prepare && (
        <>
          {table.map((i) => (
            <SeatFields seat={seats[i] ?? {}} index={i} words={words} onChange={(patch) => setSeat(i, patch)} />
          ))}
          <Cards label={u.formDeckTopFirst} place={f.deck} cards={setup.deck ?? []} words={words} onChange={(deck) => set({ deck })} />
          <Cards label={u.formDiscardOldestFirst} place={f.discardPile} cards={setup.discardPile ?? []} words={words} onChange={(discardPile) => set({ discardPile })} />
        </>
      )}
      <ApplySetup apply={() => apply(written(setup, seats, life))} strings={strings} />
    </div>
  );
}
