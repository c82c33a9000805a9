/**
 * The worker of highlight-ahead.ts: highlights each file it is given (YAML, by highlight.ts) and
 * sends back the texts with their markup. Run by Node itself, so its imports name their files.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { highlight } from './highlight.ts';

const done = (workerData as string[]).map((file) => {
  const text = readFileSync(file, 'utf8');
  return [text, highlight(text)] as const;
});
parentPort!.postMessage(done);
