/**
 * What a game's flow is made of, as the engine sees it. A flow is a folder
 * `src/games/<game>/<flow>/` holding four files the engine looks for by name:
 *
 * - `flow.ts` — `export default defineFlow({ … })`: the machine, its names and words, the summary
 *   of a position that rulings check (server side; never shipped to the browser);
 * - `schemas.ts` — `export default { setupSchema, eventSchema, summarySchema }`: where input is
 *   checked (ruling files, shared URLs, the setup editor), loaded by the browser only when needed;
 * - `island.tsx` — `export default defineIsland({ machine, View })`: what the browser needs to step it.
 * - `summary.ts` — `export default` the function flow.ts gives as `summarize`, apart from the words,
 *   so a ruling draft saved in the browser loads it alone (island/RulingDraft.tsx).
 *
 * Its id is `<game>.<flow>`, read from the folder; nothing lists flows by hand.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import type { Locale } from '../lib/i18n/locales';
import type { FlowView } from './island/views';
import type { FlowWords } from './words';
import type { ListOrder } from './rulings/order';

/** One expected item as a reader reads it: what it is about, and what must hold. */
export interface ExpectationText {
  label: string;
  text: string;
}

export interface FlowDefinition<M extends AnyStateMachine = AnyStateMachine> {
  /** The flow's name per locale. */
  title: Record<Locale, string>;
  /** What it covers, in one line per locale (the game's page lists its flows with it). */
  summary: Record<Locale, string>;
  /** Where the free sandbox starts (in the setup schema's input form). */
  defaultSetup: unknown;
  machine: M;
  /** A position as rulings state expectations about it (the summary schema's shape). */
  summarize: (snapshot: SnapshotFrom<M>) => Record<string, unknown>;
  /** A ruling's expected item (a key of the summary and its value) in words, for the ruling page. */
  describeExpectation: (key: string, value: unknown, locale: Locale) => ExpectationText;
  /** Its words per locale, as data: pages hand an island its own language's (words.ts). */
  words: Record<Locale, FlowWords>;
  /**
   * Events that are no decision in the sandbox: a pass where the rules let players use effects the
   * sandbox does not model (星靈王's 讓過 before a battle, 11-8.1). "Continue to the next choice"
   * takes them as it takes 繼續, each logged as a step; statechart.test.ts proves none is ever
   * offered beside another choice.
   */
  passes?: string[];
  /**
   * What the flow refuses, kind by kind, and the clauses whose text states each prohibition: the
   * table a judge checks the machine against. `refusals.test.ts` replays every row's example and
   * checks that the machine refuses it with that step and exactly those clauses, and that every
   * `refuse.*` sentence of the game's words has a row.
   */
  refusals: RefusalRow[];
  /**
   * What the sandbox does not play, each item a sentence per locale and the clauses it concerns: where
   * a judge should stop trusting the sandbox and read the clause. The flow's page lists them under
   * 「這個沙盒不模擬的規則／このサンドボックスが扱わないルール」 and the coverage page beside the clauses.
   */
  notPlayed: NotPlayed[];
  /**
   * The order of each list in the summary (a list in `expect` is compared in order): the ruling
   * format page states it, and fails to build when a list-valued item has none (rulings/order.ts).
   */
  order?: Record<string, ListOrder>;
}

/** One thing a flow's sandbox does not play. */
export interface NotPlayed {
  /** The clauses whose rule it is (at least one; each must exist in the game's rulebook). */
  clauses: string[];
  /** What is not played, one or two sentences per locale, in the reader's words. */
  words: Record<Locale, string>;
}

/** A `notPlayed` item: its clauses, then its sentence in 繁體中文 and in 日本語. */
export const notPlayedItem = (clauses: string[], zhHant: string, ja: string): NotPlayed => ({ clauses, words: { 'zh-hant': zhHant, ja } });

/** One kind of refusal of a flow, with the clauses that forbid it and an example that shows it. */
export interface RefusalRow {
  /** The refusal's sentence: a `refuse.*` step of the flow's words, or the engine's `refused.notHere` / `refused.notNow` / `refused.over`. */
  step: string;
  /** The clauses whose text forbids the event: the refusal cites exactly these. */
  clauses: string[];
  /** In a few words, for the reader of the table (and of a failing test): what is refused. */
  what: string;
  /**
   * The clause whose editor's note gives the reading this refusal rests on, when no clause's text
   * forbids the event by itself (the source is silent or contradicts itself there). The sentence
   * then says so in the reader's words, 「本站解讀（3-3 的編者註）」/「当サイトの解釈（3-3 の編集注）」
   * (`readingMark`), and a ruling that ends in it says so in its title (refusals.test.ts).
   */
  note?: string;
  /**
   * A line that ends in this refusal: a setup in the setup schema's input form (the flow's
   * `defaultSetup` when left out), the events the machine takes, then the event it refuses.
   */
  example: { setup?: unknown; events: { type: string }[]; refused: { type: string } };
}

/** A flow as the registry knows it: its definition, with its id and game read from its folder. */
export interface Flow extends FlowDefinition {
  /** `<game>.<flow>`, e.g. `xinglingwang.turn`. */
  id: string;
  game: string;
  /** Where it lives, e.g. `src/games/xinglingwang/turn/`. */
  folder: string;
}

export interface FlowSchemas {
  setupSchema: z.ZodType;
  eventSchema: z.ZodType<{ type: string }>;
  summarySchema: z.ZodObject;
}

/** What the browser loads to step a flow: its machine and its view. */
export interface FlowClient {
  machine: AnyStateMachine;
  View: FlowView;
  /** Where a line goes on when this flow ends (a game's preparation into its turn flow). */
  handoff?: Handoff;
  /**
   * Loads the parts of the rules (parts.ts) that this starting position (a checked setup) and these
   * events use, before the machine runs them; nothing (undefined) when every one is loaded already.
   */
  prepare?: (setup: unknown, events?: readonly { type: string }[]) => Promise<unknown> | undefined;
}

/**
 * A flow that hands its final position to another flow of the same game: the sandbox, once the line
 * is over, offers to go on in `flow` (its id, `<game>.<flow>`) from the position `setup` gives, in
 * that flow's setup input form (its schemas.ts's setupSchema must accept it: test that).
 */
export interface Handoff {
  flow: string;
  setup: (snapshot: any) => unknown;
}

/** A flow's table of refusals with each example's events typed as the flow's own events `E` (an object literal of another flow's events is a type error). */
export const refusalRows = <E extends { type: string }>(rows: (Omit<RefusalRow, 'example'> & { example: { setup?: unknown; events: E[]; refused: E } })[]): RefusalRow[] => rows;

/** Types a flow's definition against its machine (a flow file's default export). */
export const defineFlow = <M extends AnyStateMachine>(definition: FlowDefinition<M>): FlowDefinition<M> => definition;

/** Types a flow's island part (an island file's default export). */
export const defineIsland = (client: { machine: AnyStateMachine; View: unknown; handoff?: Handoff; prepare?: FlowClient['prepare'] }): FlowClient => client as FlowClient;

/** The flow a file of `src/games/<game>/<flow>/` belongs to, from its path (any prefix). */
export function flowOfPath(path: string): { id: string; game: string; folder: string } | undefined {
  const match = /(?:^|\/)games\/([a-z0-9-]+)\/([a-z0-9-]+)\/[^/]+$/.exec(path.split('\\').join('/'));
  return match ? { id: `${match[1]}.${match[2]}`, game: match[1], folder: `src/games/${match[1]}/${match[2]}/` } : undefined;
}

/**
 * A registry from a glob of flow modules (`import.meta.glob`), keyed by flow id. A module without
 * the default export its kind needs is a mistake worth stopping the build for, naming the file.
 */
export function byFlow<T>(modules: Record<string, { default?: T }>, kind: string, isValid: (value: T) => boolean): Record<string, T & { id: string; game: string; folder: string }> {
  const out: Record<string, T & { id: string; game: string; folder: string }> = {};
  for (const [path, module] of Object.entries(modules).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const where = flowOfPath(path);
    const file = where ? `${where.folder}${path.split('/').pop()}` : path;
    if (!where) throw new Error(`${path}: a flow's files live in src/games/<game>/<flow>/ (lowercase letters, digits and -).`);
    if (!module.default || !isValid(module.default)) throw new Error(`${file}: its default export must be ${kind}.`);
    out[where.id] = { ...module.default, ...where };
  }
  return out;
}
