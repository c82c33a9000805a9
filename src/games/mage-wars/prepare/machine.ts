/**
 * Mage Wars' preparation (1) as a machine: the arena on the table (1-1); each player chooses a mage
 * (1-2) and takes the components (1-3); the mage cards go to the gate zones at the arena's ends, each
 * with an action marker and its player's quickcast marker (1-4); the status boards show each mage
 * card's channeling and life, and 10 mana for every mage (1-5); each player takes a spellbook, a
 * preset one as it is or one built by 14's rules, checked with the spellbook flow's own rules (1-6);
 * the tokens go aside (1-7); and each player rolls the effect die, the higher roll taking the
 * initiative marker, a tie rolled again (1-8, the site's reading). Dice are events, entered or rolled
 * from the setup's seed, so a line replays exactly. Every state and transition names its clauses.
 */
import { assign } from 'xstate';
import { setup } from '../../../engine/machine-setup';
import { logged, newLog, type Log, type LogEntry } from '../../../engine/log';
import { ruleGuard, type Refusal } from '../../../engine/refusal';
import type { Player } from '../arena';
import { bookProblems, pointsOf, type BookSpell, type School } from '../books';
import { STARTING_MANA } from '../mana';

/** A mage card as the sandbox offers it: the site's example mages (the source names none). */
export interface MageCard {
  id: string;
  /** Mana gained each channeling phase (1-5, 3-3). */
  channeling: number;
  life: number;
  /** Schools it is trained in, and opposed to (14-2, 14-4: both on the mage card). */
  trained: School[];
  opposed?: School[];
}

/** A spell of a player's spellbook, with its copies. */
export interface BookEntry extends BookSpell {
  copies: number;
}

/** A player's spellbook: the rulebook's preset book, or one built by 14 (1-6). */
export interface Book {
  preset?: boolean;
  spells: BookEntry[];
}

export interface PrepareInput {
  /** The mage cards on offer (1-2). */
  mages: MageCard[];
  /** Each player's spellbook. */
  books: [Book, Book];
  /** The seed the sandbox rolls the effect die from when the reader does not enter results. */
  seed?: number;
}

/** 1-3 — the components a player takes. */
export const COMPONENTS = { action: 10, black: 3, red: 1, quickcast: 1 };

export interface Supply {
  action: number;
  black: number;
  red: number;
  quickcast: number;
}

/** A player's status board (1-5): its four cubes mark channeling, mana, life and the most life. */
export interface Board {
  channeling: number;
  mana: number;
  life: number;
  maxLife: number;
}

export interface PrepareContext {
  mages: MageCard[];
  books: [Book, Book];
  seed: number;
  /** The mage card each player chose (1-2). */
  chosen: [string | null, string | null];
  /** What each player has beside the board: taken at 1-3, then put on the card and the board. */
  supply: [Supply | null, Supply | null];
  /** On each mage card in its gate zone (1-4): action markers, and the quickcast marker. */
  onCard: [{ action: number; quickcast: boolean } | null, { action: number; quickcast: boolean } | null];
  board: [Board | null, Board | null];
  /** Each player's spellbook once taken: preset or built, its cards and points (1-6). */
  taken: [{ preset: boolean; cards: number; points: number } | null, { preset: boolean; cards: number; points: number } | null];
  tokensAside: boolean;
  /** The effect die results, each pair player 1's then player 2's (1-8). */
  rolls: [number, number][];
  /** Dice rolled so far: the sandbox's next roll from the seed is the next of them. */
  rolled: number;
  /** Who holds the initiative marker once the rolls decide (1-8). */
  initiative: Player | null;
  log: Log | null;
}

export type PrepareEvent =
  | { type: 'mage.choose'; player: Player; mage: string }
  | { type: 'spellbook.take'; player: Player }
  | { type: 'initiative.roll'; dice: [number, number] };
type With<T extends PrepareEvent['type']> = Extract<PrepareEvent, { type: T }>;

const PLAYERS: Player[] = [0, 1];
const log = (c: PrepareContext, ...entries: LogEntry[]): PrepareContext => logged(c, ...entries);
const pair = <T,>(list: [T, T], p: Player, value: T): [T, T] => (p === 0 ? [value, list[1]] : [list[0], value]);
export const mageCard = (c: { mages: MageCard[] }, id: string) => c.mages.find((m) => m.id === id);
/** A mage card's schools, as the spellbook rules take them. */
const schoolsOf = (m: MageCard) => ({ trained: m.trained, opposed: m.opposed ?? [] });
/** A book's copies by spell, as the spellbook rules take them. */
export const copiesOf = (book: Book): Record<string, number> => Object.fromEntries(book.spells.filter((s) => s.copies > 0).map((s) => [s.id, s.copies]));
export const cardsOf = (book: Book) => book.spells.reduce((n, s) => n + s.copies, 0);

function initial(input: PrepareInput): PrepareContext {
  return {
    mages: input.mages, books: input.books, seed: input.seed ?? 1,
    chosen: [null, null], supply: [null, null], onCard: [null, null], board: [null, null], taken: [null, null], tokensAside: false, rolls: [], rolled: 0, initiative: null,
    log: newLog({ step: 'start', clauses: ['1-1'], values: { mages: input.mages.length } }),
  };
}

/** 1-2 — why this choice of a mage may not be made, or null. */
export function whyNotChoose(c: PrepareContext, e: With<'mage.choose'>): Refusal | null {
  if (c.chosen[e.player] !== null) return { step: 'refuse.chosen', clauses: ['1-2'], values: { player: e.player, mage: c.chosen[e.player]! } };
  if (!mageCard(c, e.mage)) return { step: 'refuse.noMage', clauses: ['1-2'], values: { mage: e.mage } };
  return null;
}
const choose = (c: PrepareContext, e: With<'mage.choose'>) => {
  const m = mageCard(c, e.mage)!;
  return log({ ...c, chosen: pair(c.chosen, e.player, m.id) }, { step: 'choose', clauses: ['1-2'], values: { player: e.player, mage: m.id } });
};

/** 1-3 — each player takes the components. */
const takeComponents = (c: PrepareContext) =>
  log({ ...c, supply: [{ ...COMPONENTS }, { ...COMPONENTS }] }, { step: 'components', clauses: ['1-3'], values: { ...COMPONENTS } });

/** 1-4 — the mage cards to the gate zones, each with an action marker and its player's quickcast marker. */
const toGates = (c: PrepareContext) =>
  log(
    { ...c, supply: c.supply.map((s) => ({ ...s!, action: s!.action - 1, quickcast: s!.quickcast - 1 })) as [Supply, Supply], onCard: [{ action: 1, quickcast: true }, { action: 1, quickcast: true }] },
    ...PLAYERS.map((p) => ({ step: 'gate', clauses: ['1-4'], values: { player: p, mage: c.chosen[p]! } })),
  );

/** 1-5 — the status boards: the mage card's channeling and life, 10 mana; the four cubes go on them. */
function statusBoards(c: PrepareContext): PrepareContext {
  const board = (p: Player): Board => {
    const m = mageCard(c, c.chosen[p]!)!;
    return { channeling: m.channeling, mana: STARTING_MANA, life: m.life, maxLife: m.life };
  };
  const boards: [Board, Board] = [board(0), board(1)];
  return log(
    { ...c, board: boards, supply: c.supply.map((s) => ({ ...s!, black: 0, red: 0 })) as [Supply, Supply] },
    ...PLAYERS.map((p) => ({ step: 'status', clauses: ['1-5'], values: { player: p, mage: c.chosen[p]!, channeling: boards[p].channeling, mana: STARTING_MANA, life: boards[p].life } })),
  );
}

/** 1-6, 14 — why this player may not take this spellbook, citing the rule of 14 it breaks, or null. A preset book is taken as it is (1-6). */
export function whyNotTake(c: PrepareContext, e: With<'spellbook.take'>): Refusal | null {
  if (c.taken[e.player]) return { step: 'refuse.bookTaken', clauses: ['1-6'], values: { player: e.player } };
  const book = c.books[e.player];
  if (book.preset) return null;
  const m = mageCard(c, c.chosen[e.player]!)!;
  const problem = bookProblems(schoolsOf(m), book.spells, copiesOf(book))[0];
  if (!problem) return null;
  // The setup's book holds only the spells it lists, so none is unknown; each other problem is refused with the clauses of 14 that forbid it.
  const { kind, clauses, ...values } = problem;
  return { step: `refuse.book.${kind}`, clauses, values: { player: e.player, mage: m.id, ...values } };
}
function take(c: PrepareContext, e: With<'spellbook.take'>): PrepareContext {
  const book = c.books[e.player];
  const m = mageCard(c, c.chosen[e.player]!)!;
  const taken = { preset: !!book.preset, cards: cardsOf(book), points: pointsOf(schoolsOf(m), book.spells, copiesOf(book)) };
  return log(
    { ...c, taken: pair(c.taken, e.player, taken) },
    book.preset
      ? { step: 'book.preset', clauses: ['1-6'], values: { player: e.player, cards: taken.cards } }
      : { step: 'book.built', clauses: ['1-6', '14-1'], values: { player: e.player, mage: m.id, cards: taken.cards, points: taken.points } },
  );
}

/** 1-7 — the tokens aside. */
const tokensAside = (c: PrepareContext) => log({ ...c, tokensAside: true }, { step: 'tokens', clauses: ['1-7'], values: {} });

/** 1-8 — the effect die, one each; equal results are rolled again (the site's reading). */
const tie = (e: With<'initiative.roll'>) => e.dice[0] === e.dice[1];
function rollTie(c: PrepareContext, e: With<'initiative.roll'>): PrepareContext {
  return log({ ...c, rolls: [...c.rolls, e.dice], rolled: c.rolled + 2 }, { step: 'roll.tie', clauses: ['1-8'], values: { a: e.dice[0], b: e.dice[1] } });
}
function rollHigher(c: PrepareContext, e: With<'initiative.roll'>): PrepareContext {
  const winner: Player = e.dice[0] > e.dice[1] ? 0 : 1;
  return log({ ...c, rolls: [...c.rolls, e.dice], rolled: c.rolled + 2, initiative: winner }, { step: 'roll.initiative', clauses: ['1-8'], values: { a: e.dice[0], b: e.dice[1], player: winner } });
}

export const prepareMachine = setup({
  types: {
    context: {} as PrepareContext,
    events: {} as PrepareEvent,
    input: {} as PrepareInput,
    meta: {} as { clauses: string[] },
  },
  guards: {
    'may choose': ruleGuard(({ context, event }: { context: PrepareContext; event: PrepareEvent }) => whyNotChoose(context, event as With<'mage.choose'>)),
    'both chose': ({ context }) => context.chosen.every((m) => m !== null),
    'may take': ruleGuard(({ context, event }: { context: PrepareContext; event: PrepareEvent }) => whyNotTake(context, event as With<'spellbook.take'>)),
    'both took': ({ context }) => context.taken.every((b) => b !== null),
    'a tie': ({ event }) => tie(event as With<'initiative.roll'>),
  },
  actions: {
    arena: assign(({ context }) => log(context, { step: 'arena', clauses: ['1-1'], values: {} })),
    choose: assign(({ context, event }) => choose(context, event as With<'mage.choose'>)),
    takeComponents: assign(({ context }) => takeComponents(context)),
    toGates: assign(({ context }) => toGates(context)),
    statusBoards: assign(({ context }) => statusBoards(context)),
    take: assign(({ context, event }) => take(context, event as With<'spellbook.take'>)),
    tokensAside: assign(({ context }) => tokensAside(context)),
    rollTie: assign(({ context, event }) => rollTie(context, event as With<'initiative.roll'>)),
    rollHigher: assign(({ context, event }) => rollHigher(context, event as With<'initiative.roll'>)),
  },
}).createMachine({
  id: 'mage-wars-prepare',
  context: ({ input }) => initial(input),
  initial: 'arena',
  meta: { clauses: ['1-1', '1-2', '1-3', '1-4', '1-5', '1-6', '1-7', '1-8'] },
  states: {
    arena: { meta: { clauses: ['1-1'] }, always: { target: 'choosing', actions: 'arena', meta: { clauses: ['1-1', '1-2'] } } },
    choosing: {
      meta: { clauses: ['1-2'] },
      always: { guard: 'both chose', target: 'components', meta: { clauses: ['1-2', '1-3'] } },
      on: { 'mage.choose': { guard: 'may choose', target: 'choosing', reenter: true, actions: 'choose', meta: { clauses: ['1-2'] } } },
    },
    components: { meta: { clauses: ['1-3'] }, always: { target: 'gates', actions: 'takeComponents', meta: { clauses: ['1-3'] } } },
    gates: { meta: { clauses: ['1-4'] }, always: { target: 'status', actions: 'toGates', meta: { clauses: ['1-4'] } } },
    status: { meta: { clauses: ['1-5'] }, always: { target: 'spellbooks', actions: 'statusBoards', meta: { clauses: ['1-5', '1-6'] } } },
    spellbooks: {
      meta: { clauses: ['1-6'] },
      always: { guard: 'both took', target: 'tokens', meta: { clauses: ['1-6', '1-7'] } },
      on: { 'spellbook.take': { guard: 'may take', target: 'spellbooks', reenter: true, actions: 'take', meta: { clauses: ['1-6', '14-1', '14-5', '14-6', '14-9'] } } },
    },
    tokens: { meta: { clauses: ['1-7'] }, always: { target: 'initiative', actions: 'tokensAside', meta: { clauses: ['1-7', '1-8'] } } },
    initiative: {
      meta: { clauses: ['1-8'] },
      on: {
        'initiative.roll': [
          { guard: 'a tie', target: 'initiative', reenter: true, actions: 'rollTie', meta: { clauses: ['1-8'] } },
          { target: 'ready', actions: 'rollHigher', meta: { clauses: ['1-8'] } },
        ],
      },
    },
    ready: { type: 'final', meta: { clauses: ['1-8'] } },
  },
});
