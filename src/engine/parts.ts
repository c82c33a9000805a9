/**
 * Parts of a flow's rules that only some positions use (星靈王's card effects and 合體), in chunks of
 * their own, loaded before a position that uses them starts, or before the step of a line of play
 * that first uses one (星靈王's 進攻宣言, once a turn chooses it). A part is declared once with its loader
 * (`definePart`); the machine takes it with `use()`, which stops with an error rather than play on
 * without it. The island's `prepare(setup)` (flow.ts's FlowClient) loads what the position needs,
 * found from the setup and the line's events by the data that leads the machine to the part, before
 * the sandbox runs it (FlowIsland.tsx, Sandbox.tsx). The server's side has them all: the flow.ts of a flow whose machine
 * declares parts imports each and gives it (`provide`), so the build and `npm run ruling` play every
 * position; the unit tests load every part declared before they run (`loadAllParts`, parts.setup.ts).
 */

export interface Part<T> {
  name: string;
  /** Loads it (its chunk, in the browser), once. */
  load(): Promise<T>;
  /** The part, loaded; an error if it is not (a position the island's `prepare` did not load it for). */
  use(): T;
  /** Whether it is loaded (or given) already. */
  ready(): boolean;
  /** Gives it, imported statically (the server's side: a flow.ts imports and gives every part its machine declares). */
  provide(module: T): void;
}

const declared: Part<unknown>[] = [];
/** While a test watches (`partsUsedBy`): the parts used. */
let watching: Set<string> | null = null;

export function definePart<T>(name: string, loader: () => Promise<T>): Part<T> {
  let loaded: T | undefined;
  const part: Part<T> = {
    name,
    load: async () => (loaded ??= await loader()),
    ready: () => loaded !== undefined,
    use: () => {
      if (loaded === undefined) throw new Error(`${name}: this position uses a part of the rules that was not loaded (the island's prepare must load it).`);
      watching?.add(name);
      return loaded;
    },
    provide: (module) => void (loaded = module),
  };
  declared.push(part);
  return part;
}

/** Loads every part declared so far (the unit tests). */
export const loadAllParts = () => Promise.all(declared.map((p) => p.load()));

/** The names of the parts `run` used (tests: a position's setup must ask for each). */
export function partsUsedBy(run: () => void): string[] {
  watching = new Set();
  try {
    run();
    return [...watching].sort();
  } finally {
    watching = null;
  }
}
