/**
 * Highlighting a build knows it will need, done ahead in a worker thread (highlight-worker.ts) while
 * Vite bundles the site, so that the pages that show the files find them done: on a 2-core machine
 * Shiki's second of work for the ruling files overlaps the bundling instead of adding to the build
 * (issue 40). Knows no game: the build says which files. Shared with the pages through a global,
 * since Astro renders them from bundled modules of their own. Without it (the dev server, a test),
 * or if the worker fails, `highlighted` highlights on the spot, as the worker would.
 */
import { Worker } from 'node:worker_threads';
import { highlight } from './highlight';

const AHEAD = Symbol.for('rules-reference.highlighted-ahead');
type Ahead = Promise<Map<string, string>>;
const store = globalThis as unknown as Record<symbol, Ahead | undefined>;

/** Starts highlighting these YAML files in a worker (`worker`: highlight-worker.ts's URL). */
export function highlightAhead(files: string[], worker: URL): void {
  store[AHEAD] = new Promise<Map<string, string>>((resolve) => {
    const thread = new Worker(worker, { workerData: files });
    thread.once('message', (done: [string, string][]) => resolve(new Map(done)));
    // Whatever went wrong, the pages highlight on the spot instead.
    thread.once('error', () => resolve(new Map()));
    thread.once('exit', () => resolve(new Map()));
    thread.unref();
  });
}

/** A YAML file's text highlighted (highlight.ts): from the worker if it did it, else now. */
export async function highlighted(code: string): Promise<string> {
  return (await store[AHEAD])?.get(code) ?? highlight(code);
}
